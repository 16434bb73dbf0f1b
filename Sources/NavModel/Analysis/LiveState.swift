/// What an action can change in a session: its live hierarchy and its environment. The
/// explorer keeps these for the states it is about to expand, not whole sessions.
struct LiveState {
    /// The live hierarchy.
    var state: NavigationState
    /// The environment.
    var platform: Platform

    init(state: NavigationState, platform: Platform) {
        self.state = state
        self.platform = platform
    }

    /// A session's live state.
    init(_ session: Session) {
        self.init(state: session.state, platform: session.platform)
    }

    /// Makes `session`'s live state this one.
    func restore(into session: inout Session) {
        session.state = state
        session.platform = platform
    }
}
