extension AppModel {
    /// `value`, a value of state `slot` of `view`, by reference: a tag as trigger `trigger`
    /// when the tag activates it (nearly always: callers name the trigger whose binding they
    /// report), else as the first trigger of the state it activates, which exists since a state
    /// holds only tags its triggers declare.
    @inline(__always)
    func referenceValue(to value: StateValue, inState slot: Int, of view: ViewID, activating trigger: Int?)
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
    /// inlined into every caller of `referenceValue(to:inState:of:activating:)` its loop made
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
