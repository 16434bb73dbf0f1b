import NavModel
import Testing

@testable import NavScript

/// Running a source while it is parsed (`Interpreter.runAhead`) must print, return and leave
/// exactly what checking it whole first does (`runCheckedFirst`): the same script runs both
/// ways on two interpreters and everything they show is compared. The scripts are longer
/// than the statements and lines the interpreter keeps, so every way running ahead stops
/// (a syntax error after output, a failure, `quit`, `undo`, too many lines held) is taken.
@Suite struct RunAheadTests {
    static let app = """
        view Home "Home" {
          navigation
          button "Go" { route detail }
          segue push detail -> Detail
          segue sheet info -> Info
        }
        view Detail "Detail"
        view Info
        root Home

        """

    /// The statements kept and the lines held (`Interpreter.Options.statementsKept` and
    /// `heldLinesLimit`) in these runs: lowered from 4,096 each, so that scripts of a few
    /// hundred statements pass both, where scripts past the real limits took a quarter of
    /// the unit tests' processor time.
    static let limit = 64

    /// Commands enough to pass both `limit`s.
    static let cycle = (0..<(limit / 4 + 50)).map { _ in
        "route detail\nback\nroute info\nswipe down\n"
    }.joined()

    /// A named script, for readable failures.
    struct Script: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    static let scripts = [
        Script(name: "long, clean", text: app + cycle),
        Script(name: "syntax error at the end", text: app + cycle + "route (\n"),
        Script(name: "syntax error in the middle", text: app + cycle + "rout x\n" + cycle),
        Script(name: "failure", text: app + cycle + "route nowhere\n" + "route info\n"),
        Script(name: "tap failure", text: app + cycle + "tap Nowhere\n" + cycle),
        // A line met many times (its action kept, `PlainLineActions`) met again where it changes
        // nothing: logged as ignored, not refused.
        Script(name: "known line ignored", text: app + cycle + "route detail\nroute detail\nback\n" + cycle),
        // A line met before (its action kept) refused, its caret made from the memo's entry:
        // the first `tap Go` pushes Detail through Home's button, the second finds no `Go`.
        Script(name: "known line refused", text: app + cycle + "tap Go\ntap Go\n" + cycle),
        // The same, failing twice, for the setup that goes on after errors.
        Script(
            name: "known line failing twice", text: app + cycle + "route nowhere\nroute nowhere\n" + cycle),
        Script(name: "failure then a syntax error", text: app + cycle + "route nowhere\n}\n"),
        Script(name: "undo at the end", text: app + cycle + "undo\nstack --path\n"),
        Script(name: "quit", text: app + cycle + "quit\nroute info\n"),
        Script(name: "quit then a syntax error", text: app + cycle + "quit\nview {\n"),
        Script(name: "dangling expect error", text: app + cycle + "expect error\n"),
        Script(name: "expect error met", text: app + cycle + "expect error\nroute nowhere\nstack --path\n"),
        Script(name: "source not found", text: app + cycle + "source missing-file.nav\nroute info\n"),
        Script(name: "listings and reset", text: app + "stack\nroutes\nviews\nexplain\nreset\n" + cycle),
        Script(name: "short", text: app + "route detail\nstack --path\nback\n"),
        Script(name: "expected output", text: app + cycle + "stack --path\n#> Home\n"),
    ]

    /// How each interpreter is set up: quiet or not, JSON, stopping at the first error, and
    /// whether undo snapshots are kept only for scripts that use them.
    struct Setup: CustomTestStringConvertible, Sendable {
        var quiet = false
        var json = false
        var stopsOnError = true
        var undoPolicy = Interpreter.UndoPolicy.whenUsed
        var testDescription: String {
            "\(quiet ? "quiet" : "loud")\(json ? ", json" : "")\(stopsOnError ? "" : ", goes on")"
                + (undoPolicy == .always ? ", always undo" : "")
        }
    }

    static let setups = [
        Setup(quiet: true), Setup(), Setup(json: true),
        Setup(quiet: true, stopsOnError: false, undoPolicy: .always),
    ]

    /// Everything a run shows: its outcome, its lines and the state it leaves.
    struct Observed: Equatable {
        var outcome: Interpreter.Outcome
        var lines: [String]
        var session: Session
        var history: [String]
    }

    static func observe(_ script: Script, _ setup: Setup, runAhead: Bool) -> Observed {
        let sink = CollectingSink()
        var options = Interpreter.Options()
        options.quiet = setup.quiet
        options.json = setup.json
        options.stopsOnError = setup.stopsOnError
        options.undoPolicy = setup.undoPolicy
        options.statementsKept = limit
        options.heldLinesLimit = limit
        let interpreter = Interpreter(host: TestHost(), sink: sink, options: options)
        interpreter.recordsHistory = !setup.stopsOnError
        let source = SourceFile(name: "run-ahead-test-script.nav", text: script.text)
        let outcome: Interpreter.Outcome
        if runAhead {
            outcome = interpreter.run(source)
        } else {
            interpreter.sources[source.name] = source
            interpreter.running = source
            outcome = interpreter.runCheckedFirst(source)
            interpreter.running = nil
        }
        // Then one more statement, to show the undo history and expectation left behind.
        _ = interpreter.run(SourceFile(name: "<prompt>", text: "undo"))
        return Observed(
            outcome: outcome, lines: sink.lines.map { "\($0.stream): \($0.text)" },
            session: interpreter.session, history: interpreter.history)
    }

    @Test(arguments: scripts, setups)
    func runningAheadChangesNothingSeen(_ script: Script, _ setup: Setup) {
        let ahead = Self.observe(script, setup, runAhead: true)
        let checked = Self.observe(script, setup, runAhead: false)
        #expect(ahead.outcome == checked.outcome)
        #expect(ahead.lines.count == checked.lines.count)
        let differing = zip(ahead.lines, checked.lines).enumerated().first { $0.element.0 != $0.element.1 }
        if let (index, (left, right)) = differing {
            Issue.record("line \(index): '\(left)' vs '\(right)'")
        }
        // Compared apart from the macro, whose report would print a whole session or history.
        let sameSession = ahead.session == checked.session
        let sameHistory = ahead.history == checked.history
        #expect(sameSession, "the sessions differ")
        #expect(sameHistory, "the histories differ: \(ahead.history.count), \(checked.history.count) entries")
    }
}

/// A host that reports Ctrl-C from its `interruptedFrom`th question on (counting from 1).
private final class InterruptingHost: ScriptHost {
    let interruptedFrom: Int
    var questions = 0

    init(interruptedFrom: Int) { self.interruptedFrom = interruptedFrom }

    func readFile(_ path: String) -> Result<[UInt8], HostError> { .failure(.notFound) }
    func writeFileAtomically(_ path: String, contents: String) -> Result<Void, HostError> {
        .failure(.notFound)
    }
    func isInterrupted() -> Bool {
        questions += 1
        return questions >= interruptedFrom
    }
    func runProgram(_ program: String, arguments: [String], input: [UInt8]) -> Result<
        ProgramOutput, HostError
    > {
        .failure(.notFound)
    }
}

/// Running ahead asks about Ctrl-C before the first statement and then before one in every
/// `Interpreter.interruptPollInterval`; once told, it stops there and reports the interruption.
@Suite struct RunAheadInterruptTests {
    /// How many statements ran (their history) and what was printed, when the host reports
    /// Ctrl-C from its `interruptedFrom`th question on.
    static func run(interruptedFrom: Int) -> (ran: Int, outcome: Interpreter.Outcome, lines: [String]) {
        let sink = CollectingSink()
        var options = Interpreter.Options()
        options.quiet = true
        let interpreter = Interpreter(
            host: InterruptingHost(interruptedFrom: interruptedFrom), sink: sink, options: options)
        interpreter.recordsHistory = true
        let script = RunAheadTests.app + RunAheadTests.cycle
        let outcome = interpreter.run(SourceFile(name: "interrupt-test-script.nav", text: script))
        return (interpreter.history.count, outcome, sink.lines.map(\.text))
    }

    @Test func interruptedBeforeTheFirstStatementRunsNone() {
        let run = Self.run(interruptedFrom: 1)
        #expect(run.ran == 0)
        #expect(run.outcome == .failed(.error))
        #expect(run.lines == ["error: interrupted"])
    }

    @Test func interruptedAtTheSecondQuestionStopsAfterOneInterval() {
        let run = Self.run(interruptedFrom: 2)
        #expect(run.ran == Interpreter.interruptPollInterval)
        #expect(run.outcome == .failed(.error))
        #expect(run.lines == ["error: interrupted"])
    }

    @Test func neverInterruptedRunsEverything() {
        let run = Self.run(interruptedFrom: .max)
        #expect(run.outcome == .completed)
        #expect(run.ran == RunAheadTests.cycle.split(separator: "\n").count + 4)
        #expect(run.lines.isEmpty)
    }
}
