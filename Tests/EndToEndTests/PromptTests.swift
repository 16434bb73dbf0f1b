import Foundation
import Testing

/// What a line at the real prompt does as a whole: a syntax error anywhere in it runs
/// nothing of it, as in a file.
@Suite(.enabled(if: InteractiveShellAvailability.canRun, "needs tmux"))
struct PromptTests {
    /// A shell in a fresh directory holding `files`, run with `arguments`, where `$DIR` stands
    /// for that directory.
    private func start(_ arguments: [String], files: [String: String] = [:]) throws -> PtySession {
        let directory = try PtySession.makeTemporaryDirectory()
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let environment = [
            "LANG": "C.UTF-8", "HOME": directory.path, "NO_COLOR": "1",
            "NAVSH_HISTORY": directory.appendingPathComponent("history").path,
        ]
        return try PtySession(
            executable: try #require(NavshBinary.path),
            arguments: arguments.map { $0.replacingOccurrences(of: "$DIR", with: directory.path) },
            environment: environment,
            columns: 100, directory: directory, removesDirectory: true)
    }

    @Test func aSyntaxErrorLaterInALineRunsNothingOfIt() throws {
        let session = try start([])
        try session.waitForCursorLine("MixedSegueTest> ")
        try session.type("route pushTest; rout x")
        try session.press("Enter")
        try session.waitForScreen("^error: unknown command 'rout'")
        try session.waitForCursorLine("MixedSegueTest> ")
        let screen = try session.screen()
        #expect(!screen.contains { $0.contains("pushed") }, "the route before the error must not run")
        // Other errors do not stop the rest of the line.
        try session.type("route nowhere; route pushTest")
        try session.press("Enter")
        try session.waitForCursorLine("PushWelcome> ")
    }
}
