import Foundation
import Testing

/// `Scripts/install` and `Scripts/uninstall` against a temporary prefix.
///
/// One release build (static Swift and C++ standard libraries), kept in `.build/install-test` so
/// later runs only relink, and apart from `.build` so the `swift test` running this
/// does not hold its lock. Set `NAVSH_SKIP_INSTALL_TEST=1` to skip it in a quick loop.
@Suite(
    "Install",
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["NAVSH_SKIP_INSTALL_TEST"] == nil)
)
struct InstallTests {
    /// Install into a prefix: the binary runs the built-in example and loads no C++ library,
    /// the page renders with man(1), uninstall leaves no navsh file behind.
    @Test(.timeLimit(.minutes(20)))
    func installRunsRendersAndUninstalls() throws {
        let prefix = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }

        let install = try runProcess(
            "Scripts/install", ["--prefix", prefix.path, "--scratch-path", scratchPath])
        try #require(install.status == 0, "Scripts/install failed:\n\(install.output)")

        let binary = prefix.appendingPathComponent("bin/navsh").path
        let version = try runProcess(binary, ["--version"])
        #expect(version.status == 0, "navsh --version:\n\(version.output)")
        let example = try runProcess(binary, ["-c", "stack"])
        #expect(example.status == 0, "navsh -c stack:\n\(example.output)")
        #expect(
            example.output.hasPrefix("MixedSegueTest \"SwiftUI Segues\""),
            "navsh -c stack:\n\(example.output)")
        // The C++ standard library is linked in (Scripts/lib/link): the loader has no
        // libstdc++.so.6 to load and relocate at each start.
        let libraries = try runProcess("ldd", [binary])
        #expect(libraries.status == 0, "ldd:\n\(libraries.output)")
        #expect(libraries.output.contains("libc.so.6"), "ldd:\n\(libraries.output)")
        #expect(!libraries.output.contains("libstdc++"), "ldd:\n\(libraries.output)")

        for page in ["man1/navsh.1", "man5/navsh.5"] {
            let man = try runProcess(
                "man", ["-l", prefix.appendingPathComponent("share/man/" + page).path],
                environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
            #expect(man.status == 0, "man -l \(page):\n\(man.output)")
            #expect(man.output.contains(page.hasSuffix(".1") ? "EXIT STATUS" : "NAVIGATION RULES"))
        }

        let uninstall = try runProcess("Scripts/uninstall", ["--prefix", prefix.path])
        #expect(uninstall.status == 0, "Scripts/uninstall failed:\n\(uninstall.output)")
        #expect(try navshFiles(under: prefix) == [])
    }

    /// `DESTDIR` stages the files under itself, and uninstall honours it the same way.
    @Test(.timeLimit(.minutes(20)))
    func destdirStagesUnderItself() throws {
        let stage = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: stage) }
        let environment = ["DESTDIR": stage.path]

        let install = try runProcess(
            "Scripts/install", ["--prefix", "/usr/local", "--scratch-path", scratchPath],
            environment: environment)
        try #require(install.status == 0, "Scripts/install failed:\n\(install.output)")
        #expect(
            try navshFiles(under: stage) == [
                "usr/local/bin/navsh", "usr/local/share/man/man1/navsh.1",
                "usr/local/share/man/man5/navsh.5",
            ])

        let uninstall = try runProcess(
            "Scripts/uninstall", ["--prefix", "/usr/local"], environment: environment)
        #expect(uninstall.status == 0, "Scripts/uninstall failed:\n\(uninstall.output)")
        #expect(try navshFiles(under: stage) == [])
    }

    /// Bad arguments are usage errors (status 2), and `--help` succeeds.
    @Test(arguments: ["Scripts/install", "Scripts/uninstall"])
    func usage(_ script: String) throws {
        #expect(try runProcess(script, ["--help"]).status == 0)
        #expect(try runProcess(script, ["--no-such-option"]).status == 2)
        #expect(try runProcess(script, ["--prefix", "relative/path"]).status == 2)
    }
}

/// The SwiftPM build directory of the install test, kept between runs.
private let scratchPath = packageRoot.appendingPathComponent(".build/install-test").path

/// A new empty directory under the system's temporary directory.
private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("navsh-install-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The paths, relative to `root` and sorted, of every file or link whose name has "navsh".
private func navshFiles(under root: URL) throws -> [String] {
    let rootPath = root.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(atPath: rootPath)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: rootPath + "/" + relative, isDirectory: &isDirectory)
        if name.contains("navsh") && !isDirectory.boolValue { found.append(relative) }
    }
    return found.sorted()
}

/// Runs `executable` (a path, relative to the package root, or a tool found on PATH) in
/// the package root with extra environment variables, returning merged output and status.
private func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
) throws -> (output: String, status: Int32) {
    let process = Process()
    if executable.contains("/") {
        process.executableURL = URL(fileURLWithPath: executable, relativeTo: packageRoot)
        process.arguments = arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
    }
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}
