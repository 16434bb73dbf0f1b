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

extension AppModel {
    /// The binding trigger `trigger` of `view` reads, with its value in an instance holding
    /// `values`, by reference. Asked of the declarations for the reason `firstPush(of:values:)`
    /// is: reconciliation passes a frame's values in place.
    @inline(__always)
    func reference(toBindingOf trigger: Int, on view: ViewID, values: [StateValue]) -> BindingReference {
        let slot = self[view].triggers[trigger].state
        return BindingReference(
            view: view, slot: slot,
            value: reference(to: values[slot], inState: slot, of: view, activating: trigger))
    }

    /// `value`, a value of state `slot` of `view`, by reference: a tag as trigger `trigger`
    /// when the tag activates it (nearly always: callers name the trigger whose binding they
    /// report), else as the first trigger of the state it activates, which exists since a state
    /// holds only tags its triggers declare.
    @inline(__always)
    func reference(to value: StateValue, inState slot: Int, of view: ViewID, activating trigger: Int?)
        -> BindingReference.Value
    {
        switch value {
        case .none: return .none
        case .bool(let flag): return .bool(flag)
        case .tag:
            if let trigger, self[view].triggers[trigger].activeValue == value {
                return .tag(trigger: trigger)
            }
            return .tag(trigger: firstTrigger(activatedBy: value, inState: slot, of: view))
        }
    }

    /// The first of `triggers(activatedBy:inState:)`, without building that array. Not
    /// inlined: rarely asked (a pop or dismissal for another route, an unchanged value), and
    /// inlined into every caller of `reference(to:inState:of:activating:)` its loop made
    /// reconciliation dearer for the explorer.
    @inline(never)
    private func firstTrigger(activatedBy value: StateValue, inState slot: Int, of view: ViewID) -> Int {
        for index in self[view].triggerCandidates(activatedBy: value, inState: slot)
        where self[view].triggers[index].state == slot {
            return index
        }
        preconditionFailure("a state holds a tag none of its triggers declares")
    }
}
