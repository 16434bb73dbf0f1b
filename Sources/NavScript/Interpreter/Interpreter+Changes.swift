import NavModel

extension Interpreter {
    /// Performs a model action and prints what it did.
    ///
    /// The action is consumed: borrowed, it was copied out of the optional that
    /// `Lowering.action(consuming:)` returns, and that optional destroyed through its type's metadata,
    /// for every command. `range` is the statement's; `arguments` gives its arguments', where
    /// a refusal points, asked only then: a plain line met before has them worked out from its
    /// memo entry only if refused (`Interpreter.runAhead(_:)`).
    func perform(
        _ action: consuming Action, arguments: () -> Lowering.ArgumentRanges, at range: SourceRange
    )
        throws(StatementFailure)
        -> StatementResult
    {
        // Written into the storage of the change before last (`spareEvents`), in place.
        // Emptied one by one: `removeAll(keepingCapacity:)` went through the generic
        // `replaceSubrange` and destroyed the events through their type's metadata, about 100
        // instructions more a command.
        while !spareEvents.isEmpty { spareEvents.removeLast() }
        let changed: Bool
        // An action changes only these two (`Session.perform`); comparing them is enough. Only
        // the stack printed after a change, undo and `record` ask whether it changed: a quiet
        // batch run that keeps neither holds no copy, which would make the model's first write
        // copy the state and leave this function to free the old one, and compares nothing;
        // it reports no change, which nothing reads (see `remember`). Two branches rather than
        // an optional copy, which cost its destruction through type metadata even when nil.
        let (quiet, json) = (options.quiet, options.json)
        if !keeping.isDisjoint(with: [.undo, .recording]) || (!quiet && !json) {
            let before = (session.state, session.platform)
            try performOnSession(action, arguments: arguments, at: range)
            changed = session.state != before.0 || session.platform != before.1
        } else {
            try performOnSession(action, arguments: arguments, at: range)
            changed = false
        }
        keepLastChange()
        // A quiet run prints nothing after a change but its warnings: without any, it leaves
        // before `afterChange`, the events read in place rather than shared, a retain and a
        // release for every command.
        guard !quiet || json || lastChangeKept?.events.contains(where: { $0.isWarning }) == true else {
            return .ran(changes: changed)
        }
        let warnings = afterChange(
            events: lastChangeKept?.events ?? [], command: currentText, at: range.start,
            printsStack: changed)
        return .ran(changes: changed, warnings: warnings)
    }

    /// Keeps the statement running now and the events just written (`spareEvents`) as the
    /// last change, for `explain`; the last change's events become the spare storage.
    ///
    /// Swapped in place once there is a last change, its text assigned in place
    /// (`StatementText.assign(_:)`): moving the events out and back and replacing the text
    /// whole retained and released the text's bytes (nil for nearly every statement) and
    /// the empty array left behind, three calls a command.
    @inline(__always)
    private func keepLastChange() {
        if lastChangeKept == nil {
            var events: [NavEvent] = []
            swap(&events, &spareEvents)
            lastChangeKept = LastChange(command: current, events: events)
        } else {
            lastChangeKept?.replace(command: current, events: &spareEvents)
        }
    }

    /// `Session.perform(_:into:)` into `spareEvents`, its refusal worded as a diagnostic at
    /// the command's arguments.
    private func performOnSession(
        _ action: consuming Action, arguments: () -> Lowering.ArgumentRanges, at range: SourceRange
    ) throws(StatementFailure) {
        do throws(NavError) {
            try session.perform(action, into: &spareEvents)
        } catch {
            throw .error(diagnostic(for: error, arguments: arguments().list, at: range))
        }
    }

    /// Prints a change: warnings as diagnostics, the other events, then the stack; or one JSON
    /// object. Returns the warnings' texts, for `expect warning`.
    @discardableResult
    func afterChange(
        events: [NavEvent], command: @autoclosure () -> String, at location: SourceLocation,
        printsStack: Bool = true
    )
        -> [String]
    {
        // Read once: each read of a class's property is checked for exclusive access.
        let options = self.options
        var warnings: [String] = []
        // Looked for in place first: the loop copies every event, and nearly none warns.
        if events.contains(where: { $0.isWarning }) {
            for event in events where event.isWarning {
                let line = EventText.line(event, app: session.app, theme: options.theme)
                warnings.append(EventText.line(event, app: session.app))
                report(Diagnostic(.warning, at: location, message: line))
            }
        }
        if options.json {
            emitJSON(command: command(), events: events, output: nil, error: nil)
            return warnings
        }
        guard !options.quiet else { return warnings }
        let lines = EventText.lines(events, app: session.app, theme: options.theme)
        for (event, line) in zip(events, lines) where !event.isWarning { print(line) }
        if printsStack { for line in StackText.tree(session, theme: options.theme) { print(line) } }
        return warnings
    }

    /// Prints a listing (routes, views, help, …), as text or inside a JSON object.
    func list(_ lines: [String], command: String) {
        if options.json {
            emitJSON(command: command, events: [], output: lines.joined(separator: "\n"), error: nil)
        } else {
            for line in lines { print(line) }
        }
    }

    /// One JSON object per command (navsh(5), schema version 1).
    func emitJSON(command: String, events: [NavEvent], output: String?, error: Diagnostic?) {
        let errorValue: JSONValue =
            error.map { diagnostic in
                .object([
                    ("message", .string(diagnostic.message)),
                    ("line", diagnostic.location.map { .int($0.line) } ?? .null),
                    ("column", diagnostic.location.map { .int($0.column) } ?? .null),
                ])
            } ?? .null
        let object = JSONValue.object([
            ("command", .string(command)),
            ("events", StackJSON.events(events, app: session.app)),
            ("stack", StackJSON.stack(session)),
            ("output", output.map(JSONValue.string) ?? .null),
            ("error", errorValue),
        ])
        print(object.serialized)
    }

    /// Words a model refusal, pointing at the argument it concerns, else at `range`.
    func diagnostic(for error: NavError, arguments: [SourceRange], at range: SourceRange) -> Diagnostic {
        let words = ModelErrorText.words(error) { EditDistance.closest(to: $0, among: $1) }
        let argument: SourceRange?
        switch error {
        case .unknownTag, .tagNotOnScreen, .unknownView, .viewNotOnScreen, .unknownState, .unknownLabel:
            argument = arguments.first
        case .invalidValue:
            argument = arguments.count > 1 ? arguments[1] : arguments.first
        default:
            argument = nil
        }
        let range = argument ?? range
        return Diagnostic(
            .error, at: range.start, length: max(1, range.end.column - range.start.column),
            message: words.message,
            suggestion: words.suggestion, notes: words.notes)
    }

    /// Fails with "no view is declared yet" at `range` before any view is declared: what each
    /// command that reads the stack says first.
    func requireViews(at range: SourceRange) throws(StatementFailure) {
        guard session.isRunning else { throw .error(diagnostic(for: .noViews, arguments: [], at: range)) }
    }

    /// `undo`: back to the session before the last changing command.
    func undoLast(at range: SourceRange) throws(StatementFailure) -> StatementResult {
        guard let previous = undo.undo() else {
            let reason = keepsUndo ? "nothing to undo" : "nothing to undo: this script keeps no undo history"
            throw .error(Diagnostic(.error, at: range.start, length: 4, message: reason))
        }
        session = previous
        while let last = recording.popLast(), !last.changes {}
        lastChange = (currentText, [])
        afterChange(events: [], command: currentText, at: range.start)
        return .ran(changes: false)
    }

    /// `root VIEW`: restart there.
    func restart(at name: Located<String>, range: SourceRange) throws(StatementFailure) -> StatementResult {
        guard let id = session.app.id(named: name.value), session.app[id].isDeclared else {
            throw .error(
                diagnostic(
                    for: .unknownView(name.value, candidates: session.app.declaredViewNames),
                    arguments: [name.range],
                    at: range))
        }
        do throws(NavError) {
            try session.restart(at: id)
        } catch {
            throw .error(diagnostic(for: error, arguments: [name.range], at: range))
        }
        lastChange = (currentText, [])
        return .ran(changes: true)
    }
}
