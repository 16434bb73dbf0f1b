import Foundation
import Testing

/// What a line at the real prompt does as a whole: a syntax error anywhere in it runs
/// nothing of it, as in a file; and Ctrl-C stops a long `explore` cleanly.
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

    /// Ten links on each of eight levels: far more states than explore gets through in seconds.
    static let tree: String =
        (0..<8).map { level in
            let links = (0..<10).map { "link \"a\($0)\" -> L\(level + 1)" }.joined(separator: "; ")
            return "view L\(level) { \(level == 0 ? "navigation; " : "")\(links) }\n"
        }.joined() + "view L8\n"

    @Test func ctrlCStopsExploreWithTheCountsSoFar() throws {
        let session = try start(["-i", "$DIR/tree.nav"], files: ["tree.nav": Self.tree])
        try session.waitForCursorLine("L0> ")
        try session.type("explore")
        try session.press("Enter")
        // Long enough for the progress line to show (after a second), which ^C must not garble.
        Thread.sleep(forTimeInterval: 1.5)
        try session.press("C-c")
        // How soon a search stops is counted, not timed, in ExplorerStopTests (Ctrl-C is
        // heard every `Explorer.progressInterval` states): timed here, on a loaded machine,
        // it failed at 1.3 s. This wait fails only if Ctrl-C is never heard: the search
        // would run for minutes.
        try session.waitForScreen("^interrupted: the counts are lower bounds$")
        try session.waitForCursorLine("L0> ")
        let screen = try session.screen()
        let start = try #require(screen.firstIndex(of: "L0> explore"))
        #expect(screen[start + 1] == "^C", "\(screen)")
        #expect(screen[start + 2].hasPrefix("explored "), "\(screen)")
        #expect(screen[start + 3] == "interrupted: the counts are lower bounds")
    }
}
