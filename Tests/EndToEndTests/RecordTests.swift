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
        for line in [
            "route modalTest", "swipe down", "route nowhere", "tap \"Welcome to modal\"", "route pushTest",
        ] {
            try session.type(line)
            try session.press("Enter")
        }
        try session.waitForCursorLine("PushWelcome> ")
        try session.type("undo")
        try session.press("Enter")
        try session.waitForCursorLine("MixedSegueTest> ")
        let file = directory.appendingPathComponent("session.nav").path
        try session.type("record \(file)")
        try session.press("Enter")
        try session.waitForScreen("recorded 3 statements")

        let recorded = try String(contentsOfFile: file, encoding: .utf8)
        #expect(recorded.contains("route modalTest\n#> presented ModalWelcome as modal"))
        #expect(recorded.contains("swipe down\n#> ignored: swipe down"))
        let commands = try #require(recorded.components(separatedBy: "root MixedSegueTest\n").last)
        #expect(!commands.contains("nowhere"), "a failed command is left out")
        #expect(!commands.contains("route pushTest"), "an undone command is left out")
        let check = try runNavsh(["test", file])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.hasSuffix("1 passed, 0 failed\n"))
    }
}
