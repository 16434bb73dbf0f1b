import Foundation
import Testing

/// The interactive shell in a real pseudo-terminal (tmux): prompts, completion, keys,
/// history, editrc, UTF-8, colour and resizing. Data about the shell lives in
/// ``ShellUnderTest``; pointing `shell` at the real interpreter re-targets every test.
@Suite(.enabled(if: InteractiveShellAvailability.canRun, "needs tmux and a navsh with the interactive shell"))
struct InteractiveTests {
    /// The shell these tests drive.
    static let shell = ShellUnderTest.real

    /// Starts the shell with a private HOME (and history file) in a scratch directory, new or
    /// given. The session removes the directory when it ends, after stopping its tmux server,
    /// unless `removesDirectory` is false: the directory holds the server's socket, and a test
    /// that removed it first left the server (and the shell in it) running for good.
    private func start(
        _ extraArguments: [String] = [],
        environment extra: [String: String] = [:],
        columns: Int = 80,
        directory: URL? = nil,
        removesDirectory: Bool = true
    ) throws -> PtySession {
        let directory = try directory ?? PtySession.makeTemporaryDirectory()
        var environment = Self.shell.environment
        environment["LANG"] = "C.UTF-8"
        environment["HOME"] = directory.path
        environment["NAVSH_HISTORY"] = directory.appendingPathComponent("history").path
        environment.merge(extra) { $1 }
        let session = try PtySession(
            executable: try #require(NavshBinary.path),
            arguments: Self.shell.arguments + extraArguments,
            environment: environment.filter { !$0.value.isEmpty },
            columns: columns,
            directory: directory,
            removesDirectory: removesDirectory
        )
        try session.waitForCursorLine(Self.shell.prompt)
        return session
    }

    @Test func bannerTellsHowToGetHelpAndThePromptFollows() throws {
        let session = try start()
        let screen = try session.screen()
        #expect(screen.first?.range(of: Self.shell.bannerPattern, options: .regularExpression) != nil)
        #expect(screen.dropFirst().first == Self.shell.prompt.trimmingCharacters(in: .whitespaces))
    }

    @Test func anOpenBlockGivesTheContinuationPrompt() throws {
        let session = try start()
        try session.type(Self.shell.openBlock)
        try session.press("Enter")
        try session.waitForCursorLine(Self.shell.continuationPrompt)
        try session.type(Self.shell.closeBlock)
        try session.press("Enter")
        try session.waitForCursorLine(Self.shell.prompt)
    }

    @Test(arguments: shell.completions)
    func tabCompletes(_ completion: CompletionCase) throws {
        let session = try start()
        let directory = session.directory.path
        _ = FileManager.default.createFile(atPath: directory + "/script.nav", contents: Data())
        try FileManager.default.createDirectory(
            atPath: directory + "/scripts", withIntermediateDirectories: true)
        func expand(_ text: String) -> String { text.replacingOccurrences(of: "$DIR", with: directory) }
        try session.type(expand(completion.typed))
        try session.press("Tab")
        try session.waitForCursorLine(Self.shell.prompt + expand(completion.line))
        let screen = try session.screen()
        for candidate in completion.listing.map(expand) {
            #expect(screen.contains { $0.contains(candidate) }, "'\(candidate)' is not listed")
        }
    }

    @Test func ctrlCDiscardsTheHalfTypedLineAndTheShellGoesOn() throws {
        let session = try start()
        try session.type("half typed")
        try session.press("C-c")
        try session.waitForCursorLine(Self.shell.prompt)
        try session.type(Self.shell.entry("after"))
        try session.press("Enter")
        try session.waitForScreen("^" + PtySession.escapeRegex(Self.shell.echoOfEntry("after")) + "$")
        try session.waitForCursorLine(Self.shell.prompt)
    }

    @Test func ctrlCStopsARunningCommand() throws {
        let directory = try PtySession.makeTemporaryDirectory()
        let command = try #require(Self.shell.longCommand).replacingOccurrences(
            of: "$DIR", with: directory.path)
        if let script = Self.shell.longScript {
            try script.write(
                to: directory.appendingPathComponent("long.nav"), atomically: true, encoding: .utf8)
        }
        let session = try start(directory: directory)
        try session.type(command)
        try session.press("Enter")
        try session.waitForScreen(PtySession.escapeRegex(command))
        try session.press("C-c")
        try session.waitForScreen(Self.shell.interruptedMarker)
        try session.waitForCursorLine(Self.shell.prompt)
    }

    @Test func ctrlDOnAnEmptyLineLeavesWithStatusZero() throws {
        let session = try start()
        try session.press("C-d")
        #expect(try session.waitForExit() == 0)
    }

    @Test func historySurvivesARestartWithoutRepeats() throws {
        let directory = try PtySession.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Two sessions in turn in one directory: neither removes it, the test does, last.
        let first = try start(directory: directory, removesDirectory: false)
        defer { first.stop() }
        for line in ["first entry", "second entry", "second entry", ""] {
            try first.type(line)
            try first.press("Enter")
            // As a person would, wait for the prompt: keys typed while a command runs reach a
            // terminal in cooked mode, where Ctrl-D is not a key but an end-of-file marker.
            try first.waitForCursorLine(Self.shell.prompt)
        }
        try first.press("C-d")
        #expect(try first.waitForExit() == 0)
        let file = first.directory.appendingPathComponent("history").path
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.components(separatedBy: "second").count == 2, "one 'second entry', saved: \(saved)")
        first.stop()

        let second = try start(directory: directory, removesDirectory: false)
        defer { second.stop() }
        try second.press("Up")
        try second.waitForCursorLine(Self.shell.prompt + "second entry")
        try second.press("Up")
        try second.waitForCursorLine(Self.shell.prompt + "first entry")
    }

    /// A crash while the history is saved, as it is after each entry
    /// (`NAVSH_WRITE_FAULT=kill`: killed once the temporary file is written, before the
    /// rename), leaves the old history whole.
    @Test func aSaveKilledHalfWayLeavesTheOldHistoryWhole() throws {
        let directory = try PtySession.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("history").path
        let old = (1...200).map { "old entry \($0)\n" }.joined()
        try old.write(toFile: file, atomically: true, encoding: .utf8)
        let session = try start(environment: ["NAVSH_WRITE_FAULT": "kill"], directory: directory)
        defer { session.stop() }
        try session.waitForCursorLine(Self.shell.prompt)
        try session.type("new entry")
        try session.press("Enter")
        #expect(try session.waitForExit() != 0, "navsh must die in the save")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == old)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(
            names.filter { $0.hasPrefix("history.") }.count == 1, "the temporary file is beside it: \(names)")
    }

    @Test func historyDefaultsToTheXDGStateDirectoryWithPrivatePermissions() throws {
        let session = try start(environment: ["NAVSH_HISTORY": ""])
        try session.type("remembered")
        try session.press("Enter")
        try session.waitForCursorLine(Self.shell.prompt)
        try session.press("C-d")
        #expect(try session.waitForExit() == 0)
        let directory = session.directory.appendingPathComponent(".local/state/navsh")
        let saved = try String(contentsOf: directory.appendingPathComponent("history"), encoding: .utf8)
        #expect(saved.contains("remembered"))
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test func privateModeKeepsNoHistory() throws {
        let session = try start(["-P"])
        try session.type("secret")
        try session.press("Enter")
        // Wait for the prompt: a Ctrl-D sent while the command runs is lost (see above).
        try session.waitForCursorLine(Self.shell.prompt)
        try session.press("C-d")
        #expect(try session.waitForExit() == 0)
        let file = session.directory.appendingPathComponent("history").path
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aBindingInEditrcTakesEffect() throws {
        let directory = try PtySession.makeTemporaryDirectory()
        try "bind -s ^T \"from editrc\"\n".write(
            to: directory.appendingPathComponent(".editrc"),
            atomically: true,
            encoding: .utf8
        )
        let session = try start(directory: directory)
        try session.press("C-t")
        try session.waitForCursorLine(Self.shell.prompt + "from editrc")
    }

    @Test func utf8IsTypedAndEchoedIntact() throws {
        let session = try start()
        let text = "héllo wörld ✓ 日本"
        try session.type(Self.shell.entry(text))
        try session.press("Enter")
        try session.waitForScreen("^" + PtySession.escapeRegex(Self.shell.echoOfEntry(text)) + "$")
        // Editing counts characters, not bytes: one backspace removes one "本".
        try session.type("日本")
        try session.press("BSpace")
        try session.waitForCursorLine(Self.shell.prompt + "日")
    }

    @Test func colourOnATerminalAndNoneWithNoColor() throws {
        let coloured = try start()
        #expect(try coloured.screen(escapes: true).joined().contains("\u{1B}["))
        let plain = try start(environment: ["NO_COLOR": "1"])
        #expect(try !plain.screen(escapes: true).joined().contains("\u{1B}"))
    }

    @Test func aResizeRedrawsTheLineAtTheNewWidth() throws {
        let session = try start(columns: 60)
        let words = "one two three four five six seven eight nine ten eleven twelve"
        try session.type(words)
        try session.resize(columns: 40, rows: 24)
        try session.type(" X")
        // The line wraps where a 40-column terminal wraps it, with the last key at its end.
        let full = Self.shell.prompt + words + " X"
        let split = full.index(full.startIndex, offsetBy: 40)
        try session.waitForScreen("^" + PtySession.escapeRegex(String(full[split...])) + "$")
        let screen = try session.screen()
        #expect(screen.contains(String(full[..<split]).trimmingCharacters(in: .whitespaces)))
    }
}

/// Whether the interactive tests can run here.
enum InteractiveShellAvailability {
    /// tmux is installed, the binary is built and it opens the shell under test.
    static let canRun: Bool = {
        guard let binary = NavshBinary.path,
            FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
                || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
        else { return false }
        // Scripts/test installs tmux, so in CI this suite always runs: a broken shell fails it.
        return true
    }()
}
