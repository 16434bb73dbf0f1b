import NavScript
import Testing

/// `record` rewrites each `source` so that it reaches the same file from the recording's
/// directory: `ScriptPath.relative`, on both sides of each case it distinguishes.
@Suite struct ScriptPathTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var path: String
        var recording: String
        var workingDirectory: String?
        var expected: String
        var testDescription: String { "\(path) from \(recording) → \(expected)" }
    }

    static let cases: [Case] = [
        // The recording in the working directory: nothing to change.
        Case(path: "lib.nav", recording: "session.nav", workingDirectory: nil, expected: "lib.nav"),
        Case(
            path: "parts/lib.nav", recording: "./session.nav", workingDirectory: nil,
            expected: "parts/lib.nav"),
        // One and two levels down, and a shared first directory.
        Case(path: "lib.nav", recording: "out/session.nav", workingDirectory: nil, expected: "../lib.nav"),
        Case(
            path: "parts/lib.nav", recording: "out/x/s.nav", workingDirectory: nil,
            expected: "../../parts/lib.nav"),
        Case(path: "out/lib.nav", recording: "out/s.nav", workingDirectory: nil, expected: "lib.nav"),
        Case(
            path: "out/a/lib.nav", recording: "out/b/s.nav", workingDirectory: nil, expected: "../a/lib.nav"),
        // Dots applied, not counted as directories.
        Case(path: "./a/../lib.nav", recording: "out/./s.nav", workingDirectory: nil, expected: "../lib.nav"),
        // An absolute path stays as it is.
        Case(
            path: "/etc/app.nav", recording: "out/s.nav", workingDirectory: "/home/u",
            expected: "/etc/app.nav"),
        // An absolute recording needs the working directory; without it the path is kept.
        Case(
            path: "lib.nav", recording: "/tmp/s.nav", workingDirectory: "/home/u",
            expected: "../home/u/lib.nav"),
        Case(path: "lib.nav", recording: "/home/u/s.nav", workingDirectory: "/home/u", expected: "lib.nav"),
        Case(path: "lib.nav", recording: "/tmp/s.nav", workingDirectory: nil, expected: "lib.nav"),
        // A recording above the working directory, likewise.
        Case(path: "lib.nav", recording: "../s.nav", workingDirectory: "/home/u", expected: "u/lib.nav"),
        Case(
            path: "../lib.nav", recording: "out/s.nav", workingDirectory: "/home/u", expected: "../../lib.nav"
        ),
        Case(path: "lib.nav", recording: "../s.nav", workingDirectory: nil, expected: "lib.nav"),
    ]

    @Test(arguments: cases) func aSourcedPathIsNamedFromTheRecording(_ test: Case) {
        let found = ScriptPath.relative(
            test.path, fromDirectoryOf: test.recording, workingDirectory: test.workingDirectory)
        #expect(found == test.expected)
    }
}
