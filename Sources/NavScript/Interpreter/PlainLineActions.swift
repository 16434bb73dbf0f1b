import NavModel

/// The model actions of the plain lines one parser has kept (`PlainLineMemo`), by entry,
/// each lowered the first time its line is met (`Interpreter.runAhead(_:)`).
///
/// A plain line's command depends only on its bytes, and so does its action: a long script
/// repeats a few lines, and making each one's command, matching its kind and lowering it
/// again for every line cost near a hundred and fifty instructions a command.
struct PlainLineActions {
    /// What an entry's line does.
    enum Lowered {
        /// Not met yet by this table.
        case unknown
        /// It performs this action.
        case action(Action)
        /// It is no model action (`stack`, `undo`, …): its command runs.
        case notAnAction
    }

    private var lowered: [Lowered] = []

    /// The action of `line`, or nil when its command is no model action. `command` makes its
    /// command, the first time the line is met.
    @inline(__always)
    mutating func action(of line: KnownPlainLine, command: () -> Command) -> Action? {
        if line.entry < lowered.count, case .action(let action) = lowered[line.entry] { return action }
        return lower(line, command: command)
    }

    /// `action(of:command:)` for an entry not known as an action: lowered and kept if not met
    /// yet.
    @inline(never)
    private mutating func lower(_ line: KnownPlainLine, command: () -> Command) -> Action? {
        while lowered.count <= line.entry { lowered.append(.unknown) }
        if case .notAnAction = lowered[line.entry] { return nil }
        let command = command()
        // Nil for a command that is no model action. Plain lines are never a `device` or
        // `ios`, the only actions that can be refused while lowering; one that were would run
        // as a command and be refused there.
        guard let action = try? Lowering.action(consuming: command) else {
            lowered[line.entry] = .notAnAction
            return nil
        }
        lowered[line.entry] = .action(action)
        return action
    }
}
