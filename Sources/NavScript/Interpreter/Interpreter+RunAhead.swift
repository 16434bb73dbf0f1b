import NavModel

extension Interpreter {
    /// Running ahead asks the host whether Ctrl-C was pressed before one statement in this
    /// many (a power of two), the first included: asking before every one, a call through the
    /// protocol and into C, cost 29 instructions a command, and the statements that run ahead
    /// are each quick (a search or a file stops the run-ahead, and what runs after it asks
    /// before every statement), so a Ctrl-C is still seen within microseconds.
    static let interruptPollInterval = 16

    /// What running statements may change in the interpreter, kept to put back when a syntax
    /// error turns up after some have run ahead of it. A statement that runs ahead reaches
    /// nothing outside the interpreter (`runsAhead(_:)`), so this is all there is to undo;
    /// a stored property that statements change belongs here.
    private struct Snapshot {
        let session: Session
        let undo: UndoHistory
        let keepsUndo: Bool
        let lastChangeKept: LastChange?
        let recording: [RecordedStatement]
        let history: [String]
        let pending: PendingExpectation?
        let captured: [String]
        let current: StatementText

        init(_ interpreter: Interpreter) {
            session = interpreter.session
            undo = interpreter.undo
            keepsUndo = interpreter.keepsUndo
            lastChangeKept = interpreter.lastChangeKept
            recording = interpreter.recording
            history = interpreter.history
            pending = interpreter.pending
            captured = interpreter.captured
            current = interpreter.current
        }

        func restore(_ interpreter: Interpreter) {
            interpreter.session = session
            interpreter.undo = undo
            interpreter.keepsUndo = keepsUndo
            interpreter.lastChangeKept = lastChangeKept
            interpreter.recording = recording
            interpreter.history = history
            interpreter.pending = pending
            interpreter.captured = captured
            interpreter.current = current
        }
    }

    /// Runs a source while it is parsed, as `runCheckedFirst(_:)` would run it, with one parse
    /// instead of two for a long script; nil when it gave up and put everything back, for
    /// `runCheckedFirst(_:)` to run the source instead.
    ///
    /// Nothing may run when the source has a syntax error anywhere, so what runs ahead of the
    /// parse is provisional: its lines are held back and the interpreter's state kept. It
    /// stops before a statement that reaches outside the interpreter (a file, a program, a
    /// search's progress line, `undo`), after a failure that ends the script or `quit`, or
    /// once too many lines are held; the rest of the source is then parsed to its end. With
    /// no error the held lines are written and the script goes on from where it stopped; with
    /// errors the state is put back and they are reported, as if nothing had run.
    func runAhead(_ source: SourceFile) -> Outcome? {
        let snapshot = Snapshot(self)
        // Whether this run decides if undo snapshots are kept: running ahead assumes the
        // script has no `undo` or `source`, and gives up when it finds one.
        let decidesUndo = options.undoPolicy == .whenUsed && includeChain.isEmpty
        if decidesUndo { keepsUndo = false }
        heldOutput = []
        var parser = Parser.statements(of: source)
        var outcome = Outcome.completed
        var stoppedBefore: Statement?
        var ended: Outcome?
        var statementsRead = 0
        let heldLinesLimit = options.heldLinesLimit
        /// Whether to stop for a Ctrl-C before the statement just read (`interruptPollInterval`).
        func interrupted() -> Bool {
            defer { statementsRead &+= 1 }
            return statementsRead & (Self.interruptPollInterval - 1) == 0 && host.isInterrupted()
        }
        var actions = PlainLineActions()
        while true {
            let statementOutcome: Outcome
            // A plain line the parser's memo keeps whose command is a model action runs its
            // action, lowered once (`PlainLineActions`), when nothing waits for the statement
            // and nothing of it is kept; another plain command line (one the memo keeps, or
            // one read on from what its lookup found) straight from its command and range (as
            // `execute(_:at:)` says why), any other statement through the parser's `Statement`.
            let lookup = parser.nextKnownPlainLine()
            if case .known(let line) = lookup, pending == nil, keeping.isEmpty,
                let action = actions.action(of: line, command: { parser.command(of: line).command })
            {
                #if DEBUG
                    // The action kept is the one the line's command lowers to, at the range
                    // and arguments its command has (`PlainLineActions`).
                    let (command, range) = parser.command(of: line)
                    precondition(
                        range == line.range
                            && Lowering.ArgumentRanges(command).first == parser.argument(of: line))
                    // And it may run ahead, as the general path below asks of every command.
                    precondition(Self.runsAhead(command))
                    precondition((try? Lowering.action(consuming: command)) == action)
                #endif
                if parser.hasErrors || interrupted() {
                    stoppedBefore = Statement(.command(parser.command(of: line).command), at: line.range)
                    break
                }
                statementOutcome = execute(
                    action, arguments: { Lowering.ArgumentRanges(first: parser.argument(of: line)) },
                    at: line.range)
            } else if let (command, range) = parser.command(after: lookup) {
                if parser.hasErrors || !Self.runsAhead(command) || interrupted() {
                    stoppedBefore = Statement(.command(command), at: range)
                    break
                }
                statementOutcome = execute(command, at: range)
            } else if let statement = parser.nextStatement() {
                if parser.hasErrors || !Self.runsAhead(statement) || interrupted() {
                    stoppedBefore = statement
                    break
                }
                statementOutcome = execute(statement)
            } else {
                break
            }
            switch statementOutcome {
            case .completed: break
            case .quit: ended = .quit
            case .failed(let failure):
                outcome = .failed(failure)
                if options.stopsOnError { ended = outcome }
            }
            if ended != nil || (heldOutput?.count ?? 0) >= heldLinesLimit { break }
        }
        // The rest of the source, checked to its end; kept when short, else parsed again
        // from `resume` as it runs.
        let resume = parser
        var canUndo = stoppedBefore.map(Self.canUndo) ?? false
        let kept = options.statementsKept
        let rest = parser.parseRest(after: stoppedBefore.map { [$0] } ?? [], keeping: kept) {
            if Self.canUndo($0) { canUndo = true }
        }
        let errors = parser.allErrors()
        let held = heldOutput ?? []
        heldOutput = nil
        if !errors.isEmpty {
            snapshot.restore(self)
            return reportSyntaxErrors(errors)
        }
        if canUndo && decidesUndo {
            // The statements that ran kept no undo snapshots, which this script needs.
            snapshot.restore(self)
            return nil
        }
        for held in held { sink.write(held.line, to: held.stream) }
        if let ended { return ended }
        var statements = rest?.makeIterator()
        var resumed = resume
        var first = stoppedBefore
        return runStatements(after: outcome) {
            if statements != nil { return statements?.next() }
            return first.take() ?? resumed.nextStatement()
        }
    }

    /// Whether a statement may run ahead of the parse: it changes nothing but the
    /// interpreter's state and prints only through it. Not a file (`source`, `record`,
    /// `graph`), a search showing progress (`open`, `check`, `reach`, `explore`), `undo`
    /// (whose snapshots are kept only for scripts that use it), or the few others that
    /// stop a script or list the session's own history.
    static func runsAhead(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .declaration:
            return true
        case .command(let command): return runsAhead(command)
        }
    }

    /// Whether a command may run ahead of the parse (`runsAhead(_:)` for its statement).
    static func runsAhead(_ command: Command) -> Bool {
        switch command {
        case .route, .routeNil, .set, .tap, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown,
            .sizeClass, .device, .ios, .stack, .routes, .explain, .views, .expect, .reset:
            return true
        case .open, .undo, .source, .record, .history, .help, .quit, .check, .reach, .explore, .graph:
            return false
        }
    }
}
