import Foundation

/// A program running in a real pseudo-terminal, driven through `pty/drive.sh` (tmux).
///
/// Every method is one `drive.sh` call; waits poll and fail with the screen in the
/// error after `DRIVE_TIMEOUT` seconds, so a hung shell fails the test instead of
/// hanging it. Each session has its own directory and tmux server.
final class PtySession {
    /// A failed `drive.sh` call: what was asked and what it said (the screen, on a timeout).
    struct Failure: Error, CustomStringConvertible {
        /// The drive.sh arguments.
        var arguments: [String]
        /// Its standard error.
        var message: String
        /// The arguments and the message.
        var description: String { "drive.sh \(arguments.joined(separator: " ")) failed:\n\(message)" }
    }

    /// The session's own directory (socket, status); also a scratch directory for tests.
    let directory: URL
    private let ownsDirectory: Bool
    private var stopped = false

    /// The script, found next to this file's folder.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("pty/drive.sh").path

    /// Starts `executable arguments` in a `columns`×`rows` terminal with exactly
    /// `environment` (plus `TERM=screen`), in `directory` (by default a new one, removed
    /// when the session ends; `removesDirectory` overrides that).
    init(
        executable: String,
        arguments: [String],
        environment: [String: String],
        columns: Int = 80,
        rows: Int = 24,
        directory: URL? = nil,
        removesDirectory: Bool? = nil
    ) throws {
        self.directory = try directory ?? Self.makeTemporaryDirectory()
        ownsDirectory = removesDirectory ?? (directory == nil)
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        try drive(["start", "\(columns)", "\(rows)"] + assignments + ["--", executable] + arguments)
    }

    /// Stops the session and removes its directory if the session made it.
    deinit {
        stop()
        if ownsDirectory { try? FileManager.default.removeItem(at: directory) }
    }

    /// A fresh directory under the system's temporary directory.
    static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("navsh-pty-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Sends `text` as typed keys (literally; UTF-8 is fine).
    func type(_ text: String) throws { try drive(["type", text]) }

    /// Sends tmux key names: `Tab`, `Enter`, `C-c`, `C-d`, `Up`…
    func press(_ keys: String...) throws { try drive(["keys"] + keys) }

    /// The screen, one string per row, trailing spaces trimmed; `escapes` keeps colour.
    func screen(escapes: Bool = false) throws -> [String] {
        try drive(["screen"] + (escapes ? ["-e"] : [])).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
    }

    /// The row the cursor is on, trailing spaces trimmed.
    func cursorLine() throws -> String {
        try drive(["cursor-line"]).trimmingCharacters(in: .newlines)
    }

    /// Waits until some row matches the extended regular expression `pattern`.
    func waitForScreen(_ pattern: String) throws { try drive(["wait", pattern]) }

    /// Waits until the cursor's row is `text` with the cursor at its end, so a trailing
    /// space counts (erased cells are spaces too, so the row itself is compared trimmed).
    func waitForCursorLine(_ text: String) throws {
        let trimmed = String(text.reversed().drop { $0 == " " }.reversed())
        try drive(["wait-line", "^" + Self.escapeRegex(trimmed) + "$", "\(Self.displayWidth(text))"])
    }

    /// The columns `text` takes on a terminal: two for East Asian wide characters.
    static func displayWidth(_ text: String) -> Int {
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD,
        ]
        return text.unicodeScalars.reduce(0) { width, scalar in
            width + (wide.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }

    /// Resizes the terminal; the program gets SIGWINCH.
    func resize(columns: Int, rows: Int) throws { try drive(["resize", "\(columns)", "\(rows)"]) }

    /// Waits for the program to end and returns its exit status.
    func waitForExit() throws -> Int32 {
        let status = try drive(["wait-exit"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(status) ?? -1
    }

    /// Ends the tmux server (and the program, if still running).
    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? drive(["stop"])
    }

    /// `text` with extended-regex metacharacters escaped.
    static func escapeRegex(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Runs drive.sh with this session's directory and returns its standard output.
    @discardableResult
    private func drive(_ arguments: [String]) throws -> String {
        let command = [arguments[0], directory.path] + arguments.dropFirst()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script] + command
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(arguments: command, message: String(decoding: errData, as: UTF8.self))
        }
        return String(decoding: outData, as: UTF8.self)
    }
}
