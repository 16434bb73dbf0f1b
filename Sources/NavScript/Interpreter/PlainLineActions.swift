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
        /// It performs `route` with this tag. This and the three cases below keep the actions
        /// a script repeats apart from `action`, so that each is made anew from its parts for
        /// every command rather than copied out whole, through the outlined copy of `Action`
        /// that switches on its case (b20k near 30 instructions a command, where copying a tag
        /// or a label is a retain, and the others copy nothing to count).
        case route(String)
        /// It performs `tap` with this label.
        case tap(String)
        /// It performs `sizeclass`.
        case sizeClass(SizeClassAxis, SizeClass)
        /// It performs an action with no arguments.
        case bare(Bare)
        /// It performs this action (`set`, `device`, `ios`).
        case action(Action)
        /// It is no model action (`stack`, `undo`, …): its command runs.
        case notAnAction
    }

    /// The actions with no arguments.
    enum Bare {
        case routeNil, tapOutside, dismiss, back, swipeBack, swipeDown

        /// The action.
        var action: Action {
            switch self {
            case .routeNil: return .routeNil
            case .tapOutside: return .tapOutside
            case .dismiss: return .dismiss
            case .back: return .back
            case .swipeBack: return .swipeBack
            case .swipeDown: return .swipeDown
            }
        }
    }

    private var lowered: [Lowered] = []

    /// The action of `line`, or nil when its command is no model action. `command` makes its
    /// command, the first time the line is met.
    @inline(__always)
    mutating func action(of line: KnownPlainLine, command: () -> Command) -> Action? {
        if line.entry < lowered.count {
            switch lowered[line.entry] {
            case .route(let tag): return .route(tag)
            case .tap(let label): return .tap(label)
            case .sizeClass(let axis, let sizeClass): return .sizeClass(axis, sizeClass)
            case .bare(let bare): return bare.action
            case .action(let action): return action
            case .unknown, .notAnAction: break
            }
        }
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
        lowered[line.entry] = PlainLineActions.kept(action)
        return action
    }

    /// How `action` is kept (`Lowered`).
    private static func kept(_ action: Action) -> Lowered {
        switch action {
        case .route(let tag): return .route(tag)
        case .tap(let label): return .tap(label)
        case .sizeClass(let axis, let sizeClass): return .sizeClass(axis, sizeClass)
        case .routeNil: return .bare(.routeNil)
        case .tapOutside: return .bare(.tapOutside)
        case .dismiss: return .bare(.dismiss)
        case .back: return .bare(.back)
        case .swipeBack: return .bare(.swipeBack)
        case .swipeDown: return .bare(.swipeDown)
        case .set, .device, .ios: return .action(action)
        }
    }
}
