/// What a breadth-first exploration of a session's states found.
///
/// Every finding carries the shortest script (the actions, from the starting state) that
/// reproduces it: states are numbered in breadth-first order, so the first way found is a
/// shortest one.
public struct Exploration: Sendable {
    /// Why the exploration ended.
    public enum End: Hashable, Sendable {
        /// Every reachable state was expanded.
        case complete
        /// The state limit was reached; states past it were not explored.
        case stateLimit(Int)
        /// The depth limit was reached; states at that depth were not expanded.
        case depthLimit(Int)
        /// What the search keeps of its states reached the byte limit
        /// (`Explorer.Limits.maxKeyBytes`); states past it were not explored.
        case memoryLimit(Int)
        /// The host asked to stop (Ctrl-C).
        case interrupted
        /// The target was found (`reach`).
        case found
    }

    /// A warning the model raised on the way, with the first script that raises it.
    public struct Warning: Sendable {
        /// The event as the model raised it (its step and cause are those of the first time).
        public var event: NavEvent
        /// The actions that raise it, the last one raising it.
        public var script: [Action]
    }

    /// An action the model refused on the way (a button naming a tag not on screen, a modal on
    /// iOS 13), with the first script that reaches it.
    public struct Refusal: Sendable {
        /// The error.
        public var error: NavError
        /// The actions, the last one refused.
        public var script: [Action]
    }

    /// A layer that, once shown, never lets the person back to the root.
    public struct DeadEnd: Sendable {
        /// The presenting view and trigger of the layer that cannot be left, or nil when the
        /// window's own layer is stuck (a detail column with no way back, for example).
        public var presenter: (view: ViewID, trigger: Int)?
        /// Whether the layer could be left by a gesture that `interactiveDismissDisabled`
        /// blocks: a trap, rather than a layer that offers no way out at all.
        public var isTrap: Bool
        /// How the layer appears on screen, when it is a presentation.
        public var screen: ScreenKind?
        /// The canonical path of the first such state.
        public var path: [PathElement]
        /// The actions that reach it.
        public var script: [Action]
        /// How many explored states are stuck in this layer.
        public var states: Int
    }

    /// How the exploration ended.
    public var end: End
    /// The distinct states found, the starting one included.
    public var stateCount: Int
    /// The moves that changed the state, to a new state or one seen before.
    public var transitionCount: Int
    /// The largest number of moves from the start to a state found.
    public var depth: Int
    /// The script to the target, when one was asked for and found.
    public var targetScript: [Action]?
    /// The number of expanded states from which the root cannot be reached; nil when the
    /// exploration was not asked to find them.
    public var deadStateCount: Int?
    /// The layers that cannot be left, one per presenting trigger, shortest script first.
    public var deadEnds: [DeadEnd] = []
    /// The distinct warnings met, in the order found.
    public var warnings: [Warning] = []
    /// The distinct refusals met, in the order found.
    public var refusals: [Refusal] = []
    /// Whether each view (by `ViewID.index`) was in the hierarchy of some state found.
    public var shownViews: [Bool] = []
    /// Whether each state of each view was seen holding a value other than its initial one,
    /// by view index then state index.
    public var changedStates: [[Bool]] = []

    /// Whether every reachable state was seen, so that "never" findings can be trusted.
    public var isExhaustive: Bool { end == .complete }

    /// The trapped layers among the dead ends.
    public var traps: [DeadEnd] { deadEnds.filter(\.isTrap) }
}
