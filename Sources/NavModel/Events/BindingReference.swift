/// The binding whose value decided an event: a state of a view instance and the value it now
/// holds, by reference into the declarations (`change(in:)` reads the names).
///
/// Plain values only, as the rest of an event: an event holding the state's name and a tag
/// (strings) was copied into the log and destroyed again through nested outlined value
/// witnesses, near 100 instructions an event, for every command of a run.
public struct BindingReference: Hashable, Sendable {
    /// The view owning the state.
    public var view: ViewID
    /// The state's index in the view's `states`.
    public var slot: Int
    /// Its new value.
    public var value: Value

    /// A state's value, a tag named by a trigger of the view that reads the state and is
    /// activated by that tag.
    public enum Value: Hashable, Sendable {
        /// `nil`: no route selected.
        case none
        /// A Bool.
        case bool(Bool)
        /// The tag that activates trigger `trigger` of the view.
        case tag(trigger: Int)
    }

    /// Creates a binding reference.
    public init(view: ViewID, slot: Int, value: Value) {
        self.view = view
        self.slot = slot
        self.value = value
    }

    /// The binding by name, as the declarations `app` word it.
    public func change(in app: AppModel) -> BindingChange {
        let state = app[view].states[slot].name
        switch value {
        case .none: return BindingChange(view: view, state: state, value: .none)
        case .bool(let flag): return BindingChange(view: view, state: state, value: .bool(flag))
        case .tag(let trigger):
            return BindingChange(view: view, state: state, value: app[view].triggers[trigger].activeValue)
        }
    }
}
