import NavModel

/// What one statement did: the interpreter's own errors, as values with a location, before
/// they become diagnostics.
enum StatementFailure: Error {
    /// A refusal or mistake, already worded.
    case error(Diagnostic)
    /// A failed assertion.
    case assertion(Diagnostic)
    /// A file that could not be read.
    case unreadable(Diagnostic)
    /// A failure inside a sourced file, already reported there.
    case reported(Interpreter.Failure)
}

/// What running a statement yields on success.
enum StatementResult {
    /// It ran, with no warning; `changes` when it changed the session (for `undo` and
    /// `record`). A model action reports no change when neither undo, `record` nor a printed
    /// stack would read it (`perform(_:arguments:at:)`).
    ///
    /// A case of its own rather than an empty array of warnings: the quiet fast path reads
    /// no warnings, and making and destroying an empty array for every command cost it near
    /// a dozen instructions.
    case ran(changes: Bool)
    /// It ran, with these warnings (never empty; see `ran(changes:warnings:)`).
    case warned(changes: Bool, warnings: [String])
    /// `quit`.
    case quit

    /// It ran, with `warnings`: `warned` when there are any, else `ran`.
    static func ran(changes: Bool, warnings: [String]) -> StatementResult {
        warnings.isEmpty ? .ran(changes: changes) : .warned(changes: changes, warnings: warnings)
    }

    /// Its warnings: none unless `warned`.
    var warnings: [String] {
        switch self {
        case .warned(_, let warnings): return warnings
        case .ran, .quit: return []
        }
    }
}

extension Interpreter {
    /// Runs one parsed statement, honouring a pending `expect error` or `expect warning`.
    ///
    /// The statement is consumed, and destroyed here when done: borrowed, the caller's
    /// optional from the parser was destroyed through its type's metadata after every one.
    public func execute(_ statement: consuming Statement) -> Outcome {
        let keeping = self.keeping
        // Only a recording reads what a statement printed: clearing an empty array for every
        // statement was an access checked at run time and a new empty buffer.
        if keeping.contains(.recording) { captured.removeAll(keepingCapacity: true) }
        current.assign(lazyText(of: statement.range))
        // Moved out, not copied then cleared: a pointer (`PendingExpectation`).
        let expectation = pending.take()
        // Only undo needs the session as it was: holding a copy otherwise would make the
        // statement's first write copy what it changes (the whole app, for a declaration).
        let keepsUndo = keeping.contains(.undo)
        if let expectation {
            let before = keepsUndo ? session : nil
            let result: Result<StatementResult, StatementFailure>
            do throws(StatementFailure) {
                result = .success(try run(statement))
            } catch {
                result = .failure(error)
            }
            return settle(expectation, after: statement, result: result, before: before)
        }
        // Nothing will be kept of the statement (a batch run): it is given up to be taken apart,
        // its command moved out rather than copied and the statement destroyed.
        if keeping.isDisjoint(with: [.history, .recording, .undo]) { return runAndForget(statement) }
        // Two calls rather than one passing `keepsUndo ? session : nil`: that optional session
        // was destroyed through its type's metadata after every statement, even when nil.
        return keepsUndo ? runAndRemember(statement, before: session) : runAndRemember(statement, before: nil)
    }

    /// Runs the command statement `command`, written at `range` with no `#>` lines: what
    /// `execute(Statement(.command(command), at: range))` does, without making the statement
    /// when nothing waits for it and nothing of it is kept (a batch run's plain command lines,
    /// `Parser.nextPlainCommand(after:)`): moving each command into a statement and taking it apart
    /// again, its copies and its destruction through value witnesses, cost more than a
    /// hundred instructions a command.
    func execute(_ command: consuming Command, at range: SourceRange) -> Outcome {
        guard pending == nil, keeping.isEmpty else { return execute(Statement(.command(command), at: range)) }
        current.assign(lazyText(of: range))
        do throws(StatementFailure) {
            switch try run(command, at: range) {
            case .quit: return .quit
            case .ran, .warned: return .completed
            }
        } catch {
            return fail(error, ofStatement: true)
        }
    }

    /// Runs the command statement written at `range` whose command is a model action, as
    /// `action`, with its arguments at `arguments`: what `execute(_:at:)` does for it, when
    /// nothing waits for the statement and nothing of it is kept (`pending` is nil and
    /// `keeping` empty, which the caller checks), without the command (`PlainLineActions`).
    func execute(_ action: consuming Action, arguments: () -> Lowering.ArgumentRanges, at range: SourceRange)
        -> Outcome
    {
        #if DEBUG
            precondition(pending == nil && keeping.isEmpty)
        #endif
        current.assign(lazyText(of: range))
        do throws(StatementFailure) {
            // Matched rather than discarded: only warnings hold anything to destroy, and a
            // result discarded was destroyed through an outlined switch for every command.
            switch try perform(action, arguments: arguments, at: range) {
            case .quit: return .quit
            case .ran, .warned: return .completed
            }
        } catch {
            return fail(error, ofStatement: true)
        }
    }

    /// Runs a statement no expectation waits for, and remembers it.
    ///
    /// The outcome is handled where it arises, not wrapped in a `Result` first: that large
    /// enum (a failure holds a whole diagnostic) was copied several times for every statement.
    @inline(__always)
    private func runAndRemember(_ statement: Statement, before: Session?) -> Outcome {
        do throws(StatementFailure) {
            switch try run(statement) {
            case .quit:
                return .quit
            case .ran(let changes), .warned(let changes, _):
                remember(statement, changes: changes, before: before)
                return .completed
            }
        } catch {
            return fail(error, ofStatement: true)
        }
    }

    /// Runs a statement of which nothing is kept, consuming it: what `runAndRemember` does when
    /// `remember` would keep nothing.
    @inline(__always)
    private func runAndForget(_ statement: consuming Statement) -> Outcome {
        // Swapped out for a command with nothing to destroy: read in place, the kind was
        // copied, then destroyed again with the statement.
        var kind = Statement.Kind.command(.quit)
        swap(&kind, &statement.kind)
        do throws(StatementFailure) {
            switch try run(consume kind, at: statement.range) {
            case .quit: return .quit
            case .ran, .warned: return .completed
            }
        } catch {
            return fail(error, ofStatement: true)
        }
    }

    /// Turns a failure into an outcome, reporting it; `ofStatement` when a statement failed
    /// (`--json` prints an object for it), not an expectation about one.
    private func fail(_ failure: StatementFailure, ofStatement: Bool = false) -> Outcome {
        func reportFailure(_ diagnostic: Diagnostic) {
            report(diagnostic)
            if options.json, ofStatement {
                emitJSON(command: currentText, events: [], output: nil, error: diagnostic)
            }
        }
        switch failure {
        case .error(let diagnostic):
            reportFailure(diagnostic)
            return .failed(.error)
        case .assertion(let diagnostic):
            reportFailure(diagnostic)
            return .failed(.assertion)
        case .unreadable(let diagnostic):
            reportFailure(diagnostic)
            return .failed(.unreadable)
        case .reported(let failure):
            return .failed(failure)
        }
    }

    /// Keeps a statement for `history`, `record` and `undo`; those of a sourced file only for
    /// `undo`, as its `source` statement stands for them.
    ///
    /// Inlined to its first test: a batch run keeps nothing for most statements, and leaves
    /// here without a call, before reading the include chain and matching the statement,
    /// each an access checked at run time (`keep(_:changes:before:)`).
    @inline(__always)
    private func remember(_ statement: Statement, changes: Bool, before: Session?) {
        let keeping = self.keeping
        guard !keeping.isDisjoint(with: [.history, .recording]) || (changes && keeping.contains(.undo)) else {
            return
        }
        keep(statement, changes: changes, before: before)
    }

    /// What `remember(_:changes:before:)` does once it knows something is kept.
    private func keep(_ statement: Statement, changes: Bool, before: Session?) {
        let topLevel = includeChain.isEmpty
        if recordsHistory, topLevel { history.append(currentText) }
        switch statement.kind {
        case .command(.undo), .command(.record), .command(.history), .command(.help), .command(.quit): return
        default: break
        }
        if changes, keepsUndo, let before { undo.record(before) }
        if keepsRecording, topLevel {
            var recorded = RecordedStatement(text: currentText, output: captured, changes: changes)
            if case .command(.source(let path)) = statement.kind {
                recorded.sourced = Self.resolve(path.value, from: statement.range)
            }
            recording.append(recorded)
        }
    }

    /// Fails an `expect error` or `expect warning` still waiting when a script ends: the
    /// statement it was about never came, so the assertion does not hold.
    func failDanglingExpectation() -> Outcome? {
        guard let waiting = pending.take() else { return nil }
        let wanted: String
        if case .error = waiting.expectation { wanted = "an error" } else { wanted = "a warning" }
        return fail(
            .assertion(
                Diagnostic(
                    .error, at: waiting.location,
                    message: "expected \(wanted) from the next statement, but the script ends here")))
    }

    /// Checks a statement against the `expect error` or `expect warning` before it.
    private func settle(
        _ expectation: PendingExpectation, after statement: Statement,
        result: Result<StatementResult, StatementFailure>, before: Session?
    ) -> Outcome {
        switch (expectation.expectation, result) {
        case (.error(let text), .failure(.error(let diagnostic))),
            (.error(let text), .failure(.unreadable(let diagnostic))):
            report(diagnostic)
            if let text = text?.value, !diagnostic.message.contains(text) {
                return fail(
                    .assertion(
                        Diagnostic(
                            .error, at: expectation.location,
                            message:
                                "expected an error containing \(ValueText.quoted(text)), found '\(diagnostic.message)'"
                        )))
            }
            remember(statement, changes: false, before: before)
            return .completed
        case (.error, .failure(.reported)):
            remember(statement, changes: false, before: before)
            return .completed
        case (.error, .failure(.assertion(let diagnostic))):
            return fail(.assertion(diagnostic))
        case (.error, .success):
            return fail(
                .assertion(
                    Diagnostic(
                        .error, at: expectation.location,
                        message: "expected an error, but '\(currentText)' succeeded")))
        case (.warning(let located), .success(.ran(let changes))),
            (.warning(let located), .success(.warned(let changes, _))):
            let warnings = (try? result.get())?.warnings ?? []
            let text = located?.value
            let matched = warnings.contains { text == nil || $0.contains(text ?? "") }
            guard matched else {
                let found = warnings.isEmpty ? "no warning" : "'\(warnings[0])'"
                let wanted = text.map { "a warning containing \(ValueText.quoted($0))" } ?? "a warning"
                return fail(
                    .assertion(
                        Diagnostic(
                            .error, at: expectation.location, message: "expected \(wanted), found \(found)")))
            }
            remember(statement, changes: changes, before: before)
            return .completed
        case (.warning, .success(.quit)):
            return .quit
        case (.warning, .failure(let failure)):
            return fail(failure)
        default:
            return fail(.error(Diagnostic(.error, at: expectation.location, message: "nothing to expect")))
        }
    }

    /// Dispatches a statement.
    func run(_ statement: Statement) throws(StatementFailure) -> StatementResult {
        try run(statement.kind, at: statement.range)
    }

    /// Runs a statement's kind, written at `range`; consumed, so that a kind taken out of its
    /// statement is moved on rather than copied again.
    func run(_ kind: consuming Statement.Kind, at range: SourceRange) throws(StatementFailure)
        -> StatementResult
    {
        switch consume kind {
        case .declaration(let declaration): return try run(declaration, at: range)
        case .command(let command): return try run(command, at: range)
        }
    }

    /// Runs a declaration written at `range`.
    func run(_ declaration: Declaration, at range: SourceRange) throws(StatementFailure) -> StatementResult {
        switch declaration {
        case .view(let view): return try declare(view, at: range)
        case .root(let name): return try restart(at: name, range: range)
        }
    }

    /// Runs a command written at `range` (its whole statement's); consumed, so that the copy
    /// taken out of its statement is moved in rather than copied again.
    func run(_ command: consuming Command, at range: SourceRange) throws(StatementFailure) -> StatementResult
    {
        if Lowering.isAction(command) {
            let arguments = Lowering.ArgumentRanges(command)
            if let action = try Lowering.action(consuming: command) {
                return try perform(action, arguments: { arguments }, at: range)
            }
            return .ran(changes: false)
        }
        switch command {
        case .route, .routeNil, .set, .tap, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown, .sizeClass,
            .device, .ios:
            return .ran(changes: false)  // lowered above
        case .open(let view):
            return try open(view, at: range)
        case .stack(let format):
            try requireViews(at: range)
            printStack(format, command: currentText)
            return .ran(changes: false)
        case .routes:
            try requireViews(at: range)
            list(routesListing(), command: currentText)
        case .explain:
            list(explanation(), command: currentText)
        case .views:
            list(DeclarationPrinter.lines(session.app), command: currentText)
        case .check:
            return try check(at: range)
        case .reach(let view, let programmatic):
            return try reach(view, programmatic: programmatic, at: range)
        case .explore(let depth, let maxStates):
            return try explore(depth: depth?.value, maxStates: maxStates?.value, at: range)
        case .graph(let format, let output):
            let format = format.map { Located($0.value.rawValue, at: $0.range) }
            return try graph(format: format, output: output, at: range)
        case .expect(let expectation):
            try expect(expectation, at: range.start)
            return .ran(changes: false)
        case .undo:
            return try undoLast(at: range)
        case .reset:
            session.reset()
            lastChange = (currentText, [])
            afterChange(events: [], command: currentText, at: range.start)
            return .ran(changes: true)
        case .source(let path):
            return try source(path, at: range)
        case .record(let path):
            try record(to: path)
            return .ran(changes: false)
        case .history:
            list(history.enumerated().map { "\($0.offset + 1)  \($0.element)" }, command: currentText)
        case .help(let topic):
            list(try help(topic), command: currentText)
        case .quit:
            return .quit
        }
        return .ran(changes: false)
    }
}
