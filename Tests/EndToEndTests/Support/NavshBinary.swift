import Foundation

/// Finds the `navsh` executable the tests run: `$NAVSH_BINARY` if set, else the one
/// SwiftPM built next to the test bundle (same build directory, same configuration).
enum NavshBinary {
    /// The path of the built `navsh`, or nil if it cannot be found.
    static let path: String? = {
        if let explicit = ProcessInfo.processInfo.environment["NAVSH_BINARY"], !explicit.isEmpty {
            return explicit
        }
        var directories: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("navsh").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()
}
