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
            if let trigger, NameEquality.equal(self[view].triggers[trigger].activeValue, value) {
                return .tag(trigger: trigger)
            }
            return .tag(trigger: firstTrigger(activatedBy: value, inState: slot, of: view))
        }
    }

    /// The first of `triggers(activatedBy:inState:)`, without building that array. Not
    /// inlined: rarely asked (a pop or dismissal for another route, an unchanged value), and
    /// inlined into every caller of `referenceValue(to:inState:of:activating:)` its loop made
    /// reconciliation dearer for the explorer.
    /// Read in place (`ViewDeclaration.firstCandidate`): the list of candidates returned cost a
    /// retain and a release.
    @inline(never)
    private func firstTrigger(activatedBy value: StateValue, inState slot: Int, of view: ViewID) -> Int {
        guard
            let index = self[view].firstCandidate(
                activatedBy: value, inState: slot, where: { self[view].triggers[$0].state == slot })
        else { preconditionFailure("a state holds a tag none of its triggers declares") }
        return index
    }
}
