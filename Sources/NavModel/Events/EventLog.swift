/// Collects the events of one update and numbers its steps.
struct EventLog {
    /// What started the update.
    var cause: Cause
    /// The events so far.
    private(set) var events: [NavEvent]
    /// The current step; 0 until the first visible change.
    private(set) var step = 0
    /// The rule of the action that wrote a binding back, when it is not a plain state change:
    /// a dismissal gesture (N11) or a `DismissAction` (N12). The pop or dismissal it causes
    /// names it.
    var clearingRule: Rule?
    /// The lowest frame, from the root up, whose state the update wrote; reconciliation starts
    /// there. Nil when it wrote none.
    private(set) var lowestWrite: FramePosition?

    /// The layer this update presented last. Fresh: one frame holding its view's initial
    /// values (nil routes, false Bools), which activate no trigger, so reconciliation has
    /// nothing to do there.
    var freshLayer: Int?

    /// Whether only warnings are recorded: the explorer reads nothing else of a move, and
    /// making, storing and freeing every other event cost it more than a tenth of a move.
    let keepsOnlyWarnings: Bool

    /// A log for an update started by `cause`, whose events go into `storage`, which must be
    /// empty: a caller that passes back the array it kept last time, emptied keeping its
    /// capacity, saves allocating and freeing an array for every update.
    @inline(__always)
    init(cause: Cause, keepingOnlyWarnings: Bool = false, storage: consuming [NavEvent] = []) {
        self.cause = cause
        events = storage
        keepsOnlyWarnings = keepingOnlyWarnings
    }

    /// The events, the log ending with them. Consuming: the log's other fields are plain, so
    /// its events are moved out and nothing is left to destroy, where emptying the log by a
    /// swap left it an empty array to release through its outlined destroy and value witness
    /// (s20k near 40 instructions a command).
    consuming func takeEvents() -> [NavEvent] { events }

    /// Notes that the update wrote a state of the frame at `position`.
    mutating func wrote(at position: FramePosition) {
        if lowestWrite.map({ position < $0 }) ?? true { lowestWrite = position }
    }

    /// Starts a new step: SwiftUI shows one push or presentation per update (rule N13).
    mutating func beginStep() { step += 1 }

    /// Records an event in the current step (step 1 for an update with no visible change yet);
    /// `inferred` when it follows the inferred part of its rule.
    mutating func add(
        _ kind: NavEvent.Kind, rule: Rule?, binding: BindingReference? = nil,
        inferred: Bool = false
    ) {
        if keepsOnlyWarnings && !NavEvent.isWarning(kind) { return }
        let event = NavEvent(
            kind: kind, step: max(step, 1), rule: rule, cause: cause, binding: binding, inferred: inferred)
        // Without storage, the first event makes an array of one: most updates record one
        // event, and reserving room for four went through the generic growth path (copying no
        // elements, releasing the empty array, asking malloc the size), which cost more per
        // update than growing for the occasional second or third event.
        if events.capacity == 0 {
            events = [event]
        } else {
            events.append(event)
        }
    }
}
