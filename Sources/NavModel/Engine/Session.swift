/// The app as declared, its live hierarchy and its environment: the whole state of navsh.
///
/// A value: copies are cheap (copy-on-write arrays whose size is the depth of the stack), `==`
/// compares states, and `undo` keeps copies. Every change goes through `perform(_:)`,
/// `declare(_:)`, `reset()` or `restart(at:)`, which return the ordered events they caused and
/// leave the session unchanged when they throw (except that `declare(_:)` keeps what its body
/// declared before the error).
public struct Session: Hashable, Sendable {
    /// The deepest path a session allows, in views; a longer one is refused with an error.
    public static let maximumDepth = 10_000

    /// The deepest path this session allows, in views: `maximumDepth` by default, or less for a
    /// fuzzer or a test that wants the limit without building 10,000 views one update at a time.
    /// Kept between 1 and `maximumDepth`; a longer path is refused with `stackDepthLimit`.
    public var depthLimit: Int {
        get { chosenDepthLimit }
        set { chosenDepthLimit = min(max(newValue, 1), Session.maximumDepth) }
    }
    private var chosenDepthLimit = Session.maximumDepth

    /// The declarations.
    public internal(set) var app: AppModel
    /// The environment.
    public internal(set) var platform: Platform
    /// The live hierarchy; no layers while no view is declared.
    public internal(set) var state: NavigationState

    /// A session on `app`, started at its root.
    public init(app: AppModel = AppModel(), platform: Platform = .standard) {
        self.app = app
        self.platform = platform
        self.state = NavigationState(layers: [])
        startAtRoot()
    }

    /// Whether there is anything to run.
    public var isRunning: Bool { !state.layers.isEmpty }

    /// Returns to the root with every state cleared; keeps declarations and environment.
    public mutating func reset() {
        startAtRoot()
        checkInvariants()
    }

    /// `root VIEW`: makes `view` the root and starts there afresh.
    public mutating func restart(at view: ViewID) throws(NavError) {
        guard app[view].isDeclared else { throw .undeclaredView(app[view].name) }
        app.setRoot(view)
        startAtRoot()
        checkInvariants()
    }

    /// Applies declarations as a hot reload: live instances keep their states (new states start
    /// at their initial value), and the hierarchy is brought in line with the new body. When
    /// `body` throws, what it declared before the error stays declared.
    public mutating func declare(_ body: (inout AppModel) throws(NavError) -> Void) throws(NavError)
        -> [NavEvent]
    {
        var failure: NavError?
        do throws(NavError) {
            try body(&app)
        } catch {
            // Each AppModel call is atomic, but a body of several may stop half-way: keep what
            // was declared before the error, and keep the hierarchy consistent with it.
            failure = error
        }
        let events = try adoptDeclarations()
        if let failure { throw failure }
        return events
    }

    /// Brings live frames and the hierarchy in line with changed declarations.
    private mutating func adoptDeclarations() throws(NavError) -> [NavEvent] {
        if state.layers.isEmpty {
            startAtRoot()
            return []
        }
        for layer in state.layers.indices {
            for index in state.layers[layer].frames.indices {
                let frame = state.layers[layer].frames[index]
                let slots = app[frame.view].states
                if frame.values.count < slots.count {
                    state[layer: layer].frames[index].values += slots[frame.values.count...].map(
                        \.initialValue)
                }
            }
        }
        var log = EventLog(cause: .declaration)
        // Only the hierarchy is kept to be put back, should settling fail: reconciling writes
        // nothing else. Settling a copy of the whole session instead counted a reference per
        // field and destroyed the copy, about 400 instructions a declaration.
        let before = state
        do throws(NavError) {
            try settle(&log)
        } catch {
            state = before
            throw error
        }
        checkInvariants()
        return log.events
    }

    /// Performs one update: a command, a gesture, a tap or an environment change.
    public mutating func perform(_ action: consuming Action) throws(NavError) -> [NavEvent] {
        var events: [NavEvent] = []
        try perform(action, keepingOnlyWarnings: false, takingAction: true, into: &events)
        return events
    }

    /// Performs one update and puts its events in `events`, which must be empty: a caller that
    /// performs update after update passes back an array it kept, emptied keeping its capacity,
    /// so that an update allocates and frees no array of events (allocating one and freeing
    /// the one before cost near 300 instructions an update). When it throws, `events` is left
    /// empty.
    public mutating func perform(_ action: consuming Action, into events: inout [NavEvent]) throws(NavError) {
        precondition(events.isEmpty, "events are performed into an empty array")
        try perform(action, keepingOnlyWarnings: false, takingAction: true, into: &events)
    }

    /// Performs one update and returns only its warnings, in order: what an exploration
    /// records of a move, without the cost of the other events.
    mutating func performForWarnings(_ action: Action) throws(NavError) -> [NavEvent] {
        var events: [NavEvent] = []
        try perform(action, keepingOnlyWarnings: true, takingAction: false, into: &events)
        return events
    }

    /// Performs one update into `events`, empty, whose storage the log takes over (moved in
    /// with `consume`, where a swap released an empty array every update) and gives back
    /// through `takeEvents`. `takingAction` when the caller gives its action up (see
    /// `apply(taking:log:)`).
    @inline(__always)
    private mutating func perform(
        _ action: consuming Action, keepingOnlyWarnings: Bool, takingAction: Bool,
        into events: inout [NavEvent]
    ) throws(NavError) {
        guard isRunning else {
            // Before any view there is nothing to adapt: the environment is set as the
            // command-line options set it, so that a script can start with it.
            guard action.isEnvironment else { throw .noViews }
            setEnvironment(action)
            return
        }
        // An action changes only the state and the environment: keep those two to restore on
        // an error, not a copy of the whole session (whose copy and release cost a dozen
        // reference counts per command). The environment is a few bytes; the state is kept
        // only when the action can fail after writing it, since holding a copy makes the first
        // write of the layers, of a layer's frames and of a frame's values copy each array.
        let savedPlatform = platform
        let savedState = mayFailAfterWriting ? state : nil
        #if DEBUG
            let before = state
            let described = copy action
        #endif
        var log = EventLog(cause: .command, keepingOnlyWarnings: keepingOnlyWarnings, storage: consume events)
        do throws(NavError) {
            // The branch folds: `perform` is inlined into callers that pass a constant. Its own
            // parameter, not `keepingOnlyWarnings`: a caller's wanting all events says nothing
            // of whether it gives its action up (see `apply(taking:log:)`).
            if takingAction {
                try apply(taking: action, log: &log)
            } else {
                try apply(action, log: &log)
            }
        } catch {
            #if DEBUG
                precondition(savedState != nil || state == before, "\(described) failed after writing")
            #endif
            platform = savedPlatform
            if let savedState { state = savedState }
            events = []
            throw error
        }
        checkInvariants(from: log.lowestWrite ?? FramePosition(layer: 0, frame: 0))
        events = log.takeEvents()
    }

    /// Whether an action can throw after it changed the state. Every other error comes before
    /// the first write (names resolve, values and platform checks pass, then states are
    /// written, then reconciled), and a button whose closure writes more than once keeps its
    /// own copy (`tap`), so what remains is the depth limit, reached while reconciling. A
    /// reconciliation pushes at most one frame per layer (a new frame's states are all unset,
    /// so it pushes nothing) and presents at most one layer (only onto the top, whose new
    /// content asks for nothing): it cannot reach the limit while the depth plus the number of
    /// layers stays below it.
    private var mayFailAfterWriting: Bool { state.depth + state.layers.count >= depthLimit }

    private mutating func startAtRoot() {
        guard let root = app.root else {
            state = NavigationState(layers: [])
            return
        }
        state = NavigationState(layers: [
            Layer(frames: [Frame(view: root, values: app[root].initialValues, placement: .root)])
        ])
    }
}
