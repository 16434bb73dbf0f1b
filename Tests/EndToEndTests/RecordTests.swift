import Foundation
import Testing

/// `record FILE` at the real prompt writes a self-checking script that `navsh test` passes,
/// leaving out what failed or was undone.
@Suite(.enabled(if: InteractiveShellAvailability.canRun, "needs tmux"))
struct RecordTests {
    @Test func aRecordedSessionPassesNavshTest() throws {
        let directory = try PtySession.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ["LANG": "C.UTF-8", "HOME": directory.path]
        environment["NAVSH_HISTORY"] = directory.appendingPathComponent("history").path
        let session = try PtySession(
            executable: try #require(NavshBinary.path), arguments: [], environment: environment, columns: 120,
            directory: directory, removesDirectory: false)
        defer { session.stop() }
        try session.waitForCursorLine("MixedSegueTest> ")
        try enter(
            ["route modalTest", "swipe down", "route nowhere", "tap \"Welcome to modal\"", "route pushTest"],
            in: session)
        try session.waitForCursorLine("PushWelcome> ")
        try enter(["undo"], in: session)
        try session.waitForCursorLine("MixedSegueTest> ")
        let (file, recorded) = try record(session, statements: 3)
        #expect(recorded.contains("route modalTest\n#> presented ModalWelcome as modal"))
        #expect(recorded.contains("swipe down\n#> ignored: swipe down"))
        let commands = try #require(recorded.components(separatedBy: "root MixedSegueTest\n").last)
        #expect(!commands.contains("nowhere"), "a failed command is left out")
        #expect(!commands.contains("route pushTest"), "an undone command is left out")
        let check = try runNavsh(["test", file])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.hasSuffix("1 passed, 0 failed\n"))
    }

    /// A session started with `--ios`, `--device` and `-i FILE` records its environment and what
    /// the file ran, so the recording replays to the same stack where `navsh test` runs it
    /// (iOS 26, an iPhone, an empty app); on an iPhone the popover would be a sheet.
    @Test func aRecordingKeepsTheStartingEnvironmentAndTheFileRunByDashI() throws {
        let directory = try PtySession.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("app.nav").path
        try """
        view Home {
          navigation style stack
          segue push a -> A
          segue popover p -> Tip
          button "Tip" { route p }
        }
        view A
        view Tip
        route a
        route nowhere
        """.write(toFile: app, atomically: true, encoding: .utf8)
        let lib = directory.appendingPathComponent("lib.nav").path
        try "route a\nback\n".write(toFile: lib, atomically: true, encoding: .utf8)
        var environment = ["LANG": "C.UTF-8", "HOME": directory.path, "NO_COLOR": "1"]
        environment["NAVSH_HISTORY"] = directory.appendingPathComponent("history").path
        let session = try PtySession(
            executable: try #require(NavshBinary.path),
            arguments: ["--ios", "16", "--device", "ipad", "-i", app],
            environment: environment, columns: 120, directory: directory, removesDirectory: false)
        defer { session.stop() }
        try session.waitForCursorLine("A [ipad, iOS 16]> ")
        try enter(["back", "source \(lib)", "tap \"Tip\"", "stack --path"], in: session)
        try session.waitForScreen("^Home > popover Tip$")
        let (file, recorded) = try record(session, statements: 8)
        let lines = recorded.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.dropFirst().prefix(3)) == ["ios 16", "device ipad", "view Home {"], "\(recorded)")
        #expect(recorded.contains("view Tip\nroute a\n"), "the file's statements that ran")
        #expect(!recorded.contains("nowhere"), "a failed statement of the file is left out")
        let sourced = recorded.components(separatedBy: "\nback\n").count - 1
        #expect(sourced == 1, "a sourced file's statements are not recorded besides its 'source'")
        let check = try runNavsh(["test", file])
        #expect(check.status == 0, "\(check.output)")
        let replay = try runNavsh(["--no-example", "-q", "-c", "source \(file); stack --path"])
        // Once for the recorded 'stack --path', once for this one.
        #expect(replay.output == "Home > popover Tip\nHome > popover Tip\n", "\(replay.errors)")
    }

    /// A `source` resolves against the file it is in, so a recording written to another
    /// directory names each sourced file from there: one typed at the prompt (relative to the
    /// working directory) and one run by the `-i` file (relative to that file).
    @Test func aRecordingInAnotherDirectoryStillReachesTheSourcedFiles() throws {
        let directory = try PtySession.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "app.nav": "view Home { navigation; segue push a -> A }\nview A { segue sheet s -> S }\nview S\n"
                + "source parts/lib.nav\n",
            "parts/lib.nav": "route a\n",
            "more.nav": "route s\n",
        ]
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        var environment = ["LANG": "C.UTF-8", "HOME": directory.path, "NO_COLOR": "1"]
        environment["NAVSH_HISTORY"] = directory.appendingPathComponent("history").path
        let session = try PtySession(
            executable: try #require(NavshBinary.path), arguments: ["-i", "app.nav"],
            environment: environment, columns: 120, directory: directory, removesDirectory: false)
        defer { session.stop() }
        try session.waitForCursorLine("A> ")
        try enter(["source more.nav"], in: session)
        try session.waitForCursorLine("S> ")
        let (file, recorded) = try record(session, statements: 5, to: "out/session.nav")
        #expect(recorded.contains("\nsource ../parts/lib.nav\n"), "\(recorded)")
        #expect(recorded.contains("\nsource ../more.nav\n"), "\(recorded)")
        // Run from elsewhere: only the recording's own directory may matter.
        let check = try runNavsh(["test", file], directory: FileManager.default.temporaryDirectory)
        #expect(check.status == 0, "\(check.output)")
        let replay = try runNavsh(["--no-example", "-q", "-c", "source \(file); stack --path"])
        #expect(replay.output.hasSuffix("Home > push A > sheet S\n"), "\(replay.errors)")
    }

    /// Types each line at the prompt and presses Enter.
    private func enter(_ lines: [String], in session: PtySession) throws {
        for line in lines {
            try session.type(line)
            try session.press("Enter")
        }
    }

    /// Records the session to `name` (by default `session.nav` in its directory), waits for
    /// the count of statements, and returns the file's full path and what it holds.
    private func record(_ session: PtySession, statements: Int, to name: String? = nil) throws -> (
        file: String, text: String
    ) {
        let file = session.directory.appendingPathComponent(name ?? "session.nav").path
        try enter(["record \(name ?? file)"], in: session)
        try session.waitForScreen("recorded \(statements) statements")
        return (file, try String(contentsOfFile: file, encoding: .utf8))
    }
}
