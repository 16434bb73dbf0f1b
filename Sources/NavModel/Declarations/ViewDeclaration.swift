/// A declared view: its body's container, segues, links, buttons and the states they use.
///
/// Its fields live behind one copy-on-write reference: the engine reads declarations on every
/// update (`app[view].triggers[i]`), and an array element is read by copying it, so a plain
/// struct of a dozen counted fields cost a dozen reference counts per read; now one.
public struct ViewDeclaration: Hashable, Sendable {
    /// The stored fields.
    private struct Fields: Hashable, Sendable {
        let id: ViewID
        var name: String
        var title: String?
        var isText: Bool
        var isDeclared: Bool
        var navigation: NavigationContainer?
        var states: [StateSlot] = []
        var triggers: [Trigger] = []
        var controls: [Control] = []
        var modifierCount = 0
        var site: SourceSite?
        /// Each state's index, kept only once there are more than `linearSearchLimit` states
        /// (empty before: `states` is searched instead).
        var stateIndex: [String: Int] = [:]
        /// Each tag's triggers, kept only once there are more than `linearSearchLimit` tags
        /// (empty before: `fewTags` answers instead).
        var tagIndex: [String: [Int]] = [:]
        /// Each state's initial value, in `states` order: kept, not mapped per use, so that
        /// every frame entering the hierarchy shares one array until it writes a state.
        var initialValues: [StateValue] = []
        /// The triggers of each Bool state, by state index (empty for a route state).
        var boolTriggers: [[Int]] = []
        /// While the view has few tags: each tag and its triggers, in the order first declared,
        /// searched instead of `tagIndex` (see `candidates(tagged:)`); emptied past the limit.
        /// One array of pairs, not an array of tags and one of their triggers: a view with a
        /// segue allocated both, one more allocation (and 48 bytes) per view.
        var fewTags: [FewTag] = []
        /// The states below 64 some push trigger reads, and those some presenting trigger reads,
        /// one bit per state: reconciliation looks for active triggers of one sort only there
        /// (and in every state from 64 up).
        var pushStates: UInt64 = 0
        var presentStates: UInt64 = 0
        /// The index of the first control with each label: what `controlIndex(labelled:)` asks
        /// once there are more controls than it searches one by one (empty until then).
        var labelIndex: [String: Int] = [:]
        /// Each label once, in the order first declared: what `tap` can be asked. Kept only
        /// once two controls share a label, and empty until then, when every control's label
        /// is distinct: a list for each view with a control was an allocation each.
        var distinctLabels: [String] = []
    }

    /// A tag and its triggers, in declaration order.
    private struct FewTag: Hashable, Sendable {
        var tag: String
        var triggers: [Int]
    }

    /// The box holding the fields; copied before a write when shared. Mutated only while
    /// uniquely referenced, so sharing it between threads is safe.
    private final class Box: @unchecked Sendable {
        // Unchecked: every read goes through here, and the dynamic exclusivity check cost more
        // than the read. Writes happen only through `ViewDeclaration.fields`' `_modify`, on a
        // uniquely referenced box, so no two accesses can overlap.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private var fields: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// Its identity.
    public var id: ViewID { fields.id }
    /// The name (a Swift identifier), or the quoted text of a text leaf.
    public var name: String {
        _read { yield fields.name }
        _modify { yield &fields.name }
    }
    /// The title shown in the tree (`view NAME "TITLE"`).
    public var title: String? {
        _read { yield fields.title }
        _modify { yield &fields.title }
    }
    /// Whether it is a `text "…"` leaf destination.
    public var isText: Bool {
        _read { yield fields.isText }
        _modify { yield &fields.isText }
    }
    /// Whether it has been declared (a view can be named as a destination before).
    public var isDeclared: Bool {
        _read { yield fields.isDeclared }
        _modify { yield &fields.isDeclared }
    }
    /// The `NavigationView` around the body, if any.
    public var navigation: NavigationContainer? {
        _read { yield fields.navigation }
        _modify { yield &fields.navigation }
    }
    /// Its states, in the order first used. Append-only, so live instances keep their values
    /// when a declaration arrives while the app runs.
    public private(set) var states: [StateSlot] {
        _read { yield fields.states }
        _modify { yield &fields.states }
    }
    /// Its triggers, in declaration (modifier) order.
    public private(set) var triggers: [Trigger] {
        _read { yield fields.triggers }
        _modify { yield &fields.triggers }
    }
    /// Its labelled controls, in declaration order.
    public private(set) var controls: [Control] {
        _read { yield fields.controls }
        _modify { yield &fields.controls }
    }
    /// How many modifiers have been declared; a `segues` group counts once (rule N6).
    public private(set) var modifierCount: Int {
        _read { yield fields.modifierCount }
        _modify { yield &fields.modifierCount }
    }
    /// Where it was first declared.
    public var site: SourceSite? {
        _read { yield fields.site }
        _modify { yield &fields.site }
    }

    private var stateIndex: [String: Int] {
        _read { yield fields.stateIndex }
        _modify { yield &fields.stateIndex }
    }
    private var tagIndex: [String: [Int]] {
        _read { yield fields.tagIndex }
        _modify { yield &fields.tagIndex }
    }

    /// Up to this many states, tags (or controls), a lookup compares strings one by one rather
    /// than hashing: a short tag compares in a few instructions, hashing one for a dictionary
    /// costs hundreds, and nearly every view has a handful. Past it the dictionaries answer, so
    /// a view with 10,000 segues still answers in constant time. The dictionaries are built
    /// only when a view first passes the limit: filling three small dictionaries per view (each
    /// allocated, then grown) cost 10,000 declared views about 90M instructions of 488M.
    static let linearSearchLimit = 8

    /// The room a view's states and triggers get when the first is added: most views have one
    /// or two, and growing each array from one reallocated it on the second append (about
    /// 18M of the 379M instructions declaring 10,000 views, two states and two triggers each).
    /// Two, not four: room for four kept 10,000 views' two unused triggers (288 bytes each
    /// view) and states, about 4 MB of the 17.8 MB heap, every page of it faulted in.
    static let firstCapacity = 2

    /// One-element trigger lists made once, shared by every view whose first trigger of a tag
    /// or a Bool state has that index: nearly every such list holds one trigger, and making a
    /// new one-element array for each cost an allocation and its free (twice a view with a
    /// segue and a popover link). A list grown past one is copied on its append, as any
    /// shared array is.
    private static let singleIndexLists: [[Int]] = (0..<16).map { [$0] }

    /// `[index]`, shared when it is one of `singleIndexLists`.
    static func list(of index: Int) -> [Int] {
        index < singleIndexLists.count ? singleIndexLists[index] : [index]
    }

    /// Up to this many states, a view's initial values are one of `sharedInitialValues`.
    static let sharedInitialValuesLimit = 3

    /// The initial values of every sequence of one to `sharedInitialValuesLimit` state kinds,
    /// made once and shared by every view whose states are of those kinds: nearly every view
    /// has one to three states, and an array of its own for each cost an allocation (400
    /// instructions, 56 bytes) per view. Stored by length, then by the kinds as bits (bit `i`
    /// set when state `i` is a Bool): `[.none]`, `[.bool(false)]`, `[.none, .none]`, …
    private static let sharedInitialValues: [[StateValue]] = (1...sharedInitialValuesLimit).flatMap {
        length in
        (0..<(1 << length)).map { kinds in
            (0..<length).map { kinds & (1 << $0) == 0 ? StateValue.none : .bool(false) }
        }
    }

    /// The initial values of `states`, from `sharedInitialValues`; there must be one to
    /// `sharedInitialValuesLimit` of them.
    private static func sharedInitialValues(of states: [StateSlot]) -> [StateValue] {
        var kinds = 0
        for index in states.indices where states[index].kind == .bool { kinds |= 1 << index }
        // The arrays of each length follow those of the shorter: 2 + 4 + … before length n.
        return sharedInitialValues[(1 << states.count) - 2 + kinds]
    }

    /// Creates an undeclared view, as a destination names it before its declaration.
    public init(id: ViewID, name: String, isText: Bool = false) {
        box = Box(Fields(id: id, name: name, isText: isText, isDeclared: isText))
    }

    /// Compares the fields (at once when both share them).
    public static func == (lhs: ViewDeclaration, rhs: ViewDeclaration) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes the fields.
    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    /// The index of the state named `name` (a control's own state by its hidden name,
    /// `$link More`).
    public func stateIndex(named name: String) -> Int? {
        guard name.hasPrefix("$") else { return stateIndex(named: name, ownedBy: .view) }
        for owner in [StateSlot.Owner.link, .popoverLink] {
            let prefix = StateSlot.prefix(of: owner)
            if name.hasPrefix(prefix) {
                return stateIndex(named: String(name.dropFirst(prefix.count)), ownedBy: owner)
            }
        }
        return nil
    }

    /// The index of the state `owner` and `name` make (for a control, `name` is its label).
    private func stateIndex(named name: String, ownedBy owner: StateSlot.Owner) -> Int? {
        if box.fields.states.count <= ViewDeclaration.linearSearchLimit {
            return box.fields.states.firstIndex { $0.isNamed(name, ownedBy: owner) }
        }
        let key = StateSlot.prefix(of: owner) + name
        return box.fields.stateIndex[key]
    }

    /// The triggers tagged `tag`, in declaration order.
    public func triggerIndices(tagged tag: String) -> [Int] { candidates(tagged: tag) }

    /// The triggers tagged `tag`: from the short list while the view has few tags, else the index.
    @inline(__always)
    private func candidates(tagged tag: String) -> [Int] {
        // Read in place: binding the fields to a local would copy every one of them.
        if box.fields.tagIndex.isEmpty {
            // `NameEquality`: most of the tags compared are other tags, each a runtime call.
            for index in box.fields.fewTags.indices
            where NameEquality.equal(box.fields.fewTags[index].tag, tag) {
                return box.fields.fewTags[index].triggers
            }
            return []
        }
        return box.fields.tagIndex[tag] ?? []
    }

    /// Every tag a segue of this view declares: in the order first declared while the view has
    /// at most `linearSearchLimit`, else in no particular order.
    public var tags: [String] { tagIndex.isEmpty ? fewTags : Array(tagIndex.keys) }

    /// The index of the (first) control labelled `label`.
    public func controlIndex(labelled label: String) -> Int? {
        if controls.count <= ViewDeclaration.linearSearchLimit {
            return controls.firstIndex { $0.label == label }
        }
        return fields.labelIndex[label]
    }

    /// Each control label once, in the order first declared.
    var distinctLabels: [String] {
        var labels: [String] = []
        forEachDistinctLabel { labels.append($0) }
        return labels
    }

    /// Whether two controls share a label, so that the declaration keeps each label once apart.
    private var labelsRepeat: Bool { !box.fields.distinctLabels.isEmpty }

    /// How many distinct labels the controls have.
    var distinctLabelCount: Int {
        labelsRepeat ? box.fields.distinctLabels.count : box.fields.controls.count
    }

    /// Calls `body` with each control label once, in the order first declared, read in place.
    @inline(__always)
    func forEachDistinctLabel(_ body: (String) -> Void) {
        if labelsRepeat {
            for index in box.fields.distinctLabels.indices { body(box.fields.distinctLabels[index]) }
        } else {
            for index in box.fields.controls.indices { body(box.fields.controls[index].label) }
        }
    }

    /// Each tag once, in the order first declared, while the view has at most
    /// `linearSearchLimit`; empty past it.
    var fewTags: [String] { fields.fewTags.map(\.tag) }

    /// Whether the view has passed `linearSearchLimit` tags, states and controls, in that order:
    /// its dictionaries are then built. For tests.
    var indexes: (tags: Bool, states: Bool, labels: Bool) {
        (!fields.tagIndex.isEmpty, !fields.stateIndex.isEmpty, !fields.labelIndex.isEmpty)
    }

    /// The triggers a state value activates, in declaration order. Found through the indexes,
    /// so a view with 10,000 segues answers as fast as one with two.
    public func triggers(activatedBy value: StateValue, inState state: Int) -> [Int] {
        switch value {
        case .none, .bool(false): return []
        case .bool(true): return state < fields.boolTriggers.count ? fields.boolTriggers[state] : []
        case .tag(let tag): return candidates(tagged: tag).filter { triggers[$0].state == state }
        }
    }

    /// The triggers a state value may activate, in declaration order, straight from the
    /// indexes: no array is built, so reconciling allocates nothing. A superset: keep those
    /// whose `state` is `state` (a tag can be declared under several states). Inlined: every
    /// reconciliation step asks it, and as a call (which also retained and released the array
    /// it returns) it cost s20k 100 instructions a command and ex5 270 a state.
    @inline(__always)
    public func triggerCandidates(activatedBy value: StateValue, inState state: Int) -> [Int] {
        switch value {
        case .none, .bool(false): return []
        case .bool(true): return state < fields.boolTriggers.count ? fields.boolTriggers[state] : []
        case .tag(let tag): return candidates(tagged: tag)
        }
    }

    /// The first of `triggerCandidates(activatedBy:inState:)` for which `matches` is true, or
    /// nil, read in place: the list of candidates is never bound to a value.
    ///
    /// Returned, the list was retained and released around every use (b20k near 28,000
    /// lookups a run, a retain and a release each, about 40 instructions): a `route` looks its
    /// tag up when it resolves, assigns and reconciles. Read element by element here, through
    /// the declaration's box, nothing is counted. TriggerLookupTests compares both ways.
    @inline(__always)
    public func firstCandidate<E: Error>(
        activatedBy value: StateValue, inState state: Int, where matches: (Int) throws(E) -> Bool
    ) throws(E) -> Int? {
        switch value {
        case .none, .bool(false): return nil
        case .bool(true):
            guard state < box.fields.boolTriggers.count else { return nil }
            var position = 0
            while position < box.fields.boolTriggers[state].count {
                let index = box.fields.boolTriggers[state][position]
                if try matches(index) { return index }
                position += 1
            }
            return nil
        case .tag(let tag): return try firstCandidate(tagged: tag, where: matches)
        }
    }

    /// The first trigger tagged `tag`, in declaration order, for which `matches` is true, or
    /// nil: `triggerIndices(tagged:).first(where:)` read in place (see
    /// `firstCandidate(activatedBy:inState:where:)`).
    @inline(__always)
    public func firstCandidate<E: Error>(tagged tag: String, where matches: (Int) throws(E) -> Bool) throws(E)
        -> Int?
    {
        guard box.fields.tagIndex.isEmpty else {
            // Past `linearSearchLimit` tags: from the dictionary, whose lookup costs far more
            // than the count.
            for index in box.fields.tagIndex[tag] ?? [] where try matches(index) { return index }
            return nil
        }
        for entry in box.fields.fewTags.indices where NameEquality.equal(box.fields.fewTags[entry].tag, tag) {
            var position = 0
            while position < box.fields.fewTags[entry].triggers.count {
                let index = box.fields.fewTags[entry].triggers[position]
                if try matches(index) { return index }
                position += 1
            }
            return nil
        }
        return nil
    }

    /// The states below 64 some push trigger reads, one bit per state: where
    /// `AppModel.firstPush` looks (with every state from 64 up), since a state no push reads
    /// activates none. A mask rather than a list: it is read without a reference count.
    var pushStates: UInt64 { fields.pushStates }

    /// The states below 64 some presenting trigger (not a push) reads, one bit per state: where
    /// reconciliation looks for presentations (with every state from 64 up).
    var presentStates: UInt64 { fields.presentStates }

    /// Calls `body` with each state of `0..<count` that is in `mask` or from 64 up, in ascending
    /// order: the states of `pushStates` or `presentStates` that an instance with `count`
    /// values holds.
    @inline(__always)
    static func forEachState(
        in mask: UInt64, below count: Int, _ body: (Int) throws(NavError) -> Void
    ) throws(NavError) {
        var bits = count >= 64 ? mask : mask & ((1 << UInt64(count)) - 1)
        while bits != 0 {
            try body(bits.trailingZeroBitCount)
            bits &= bits - 1
        }
        var slot = 64
        while slot < count {
            try body(slot)
            slot += 1
        }
    }

    /// Every trigger the values activate, state by state, each state's in declaration order.
    public func activeTriggers(_ values: [StateValue]) -> [Int] {
        var active: [Int] = []
        for (state, value) in values.enumerated() {
            active.append(contentsOf: triggers(activatedBy: value, inState: state))
        }
        return active
    }

    /// The fresh values of an instance entering the hierarchy.
    ///
    /// Shared rather than built: a frame that never writes a state (most pushed and presented
    /// destinations) then costs no allocation, and one that does copies it on that write.
    public var initialValues: [StateValue] { fields.initialValues }

    /// Finds or adds a state, refusing a kind that conflicts with an earlier use: the state the
    /// script names `name`, or the hidden state of `owner`, the control labelled `name`.
    mutating func state(named name: String, ownedBy owner: StateSlot.Owner = .view, kind: StateSlot.Kind)
        throws(NavError) -> Int
    {
        if let index = stateIndex(named: name, ownedBy: owner) {
            guard states[index].kind == kind else {
                throw .stateKindConflict(
                    view: self.name, state: states[index].name, declared: states[index].kind)
            }
            return index
        }
        if states.isEmpty {
            // Room for a few from the first: grown from one, a view with two states (a segue's
            // route and a link's) reallocated each of these arrays on the second.
            states.reserveCapacity(ViewDeclaration.firstCapacity)
            fields.boolTriggers.reserveCapacity(ViewDeclaration.firstCapacity)
        }
        states.append(
            owner == .view
                ? StateSlot(name: name, kind: kind) : StateSlot(ownedBy: owner, label: name, kind: kind))
        if states.count <= ViewDeclaration.sharedInitialValuesLimit {
            fields.initialValues = ViewDeclaration.sharedInitialValues(of: states)
        } else {
            fields.initialValues.append(states[states.count - 1].initialValue)
        }
        fields.boolTriggers.append([])
        if states.count > ViewDeclaration.linearSearchLimit {
            if stateIndex.isEmpty {
                for (index, state) in states.enumerated() { stateIndex[state.name] = index }
            } else {
                stateIndex[states[states.count - 1].name] = states.count - 1
            }
        }
        return states.count - 1
    }

    /// Opens a new modifier: the next segue or `segues` group.
    mutating func nextModifier() -> Int {
        modifierCount += 1
        return modifierCount - 1
    }

    /// Adds a trigger and indexes its tag and its state. Consumed, and appended last, so that
    /// it is moved in: copying it in and destroying the caller's cost a reference count per
    /// string in it.
    mutating func add(_ trigger: consuming Trigger) -> Int {
        let index = triggers.count
        if trigger.state < 64 {
            if trigger.isPush {
                fields.pushStates |= 1 << UInt64(trigger.state)
            } else {
                fields.presentStates |= 1 << UInt64(trigger.state)
            }
        }
        switch trigger.activeValue {
        case .tag(let tag):
            if !tagIndex.isEmpty {
                tagIndex[tag, default: []].append(index)
            } else if let known = fields.fewTags.firstIndex(where: { $0.tag == tag }) {
                fields.fewTags[known].triggers.append(index)
            } else if fields.fewTags.count < ViewDeclaration.linearSearchLimit {
                fields.fewTags.append(FewTag(tag: tag, triggers: ViewDeclaration.list(of: index)))
            } else {
                // Past the limit: the dictionary takes over from the short lists.
                for known in fields.fewTags {
                    tagIndex[known.tag] = known.triggers
                }
                tagIndex[tag] = [index]
                fields.fewTags = []
            }
        case .bool:
            if fields.boolTriggers[trigger.state].isEmpty {
                fields.boolTriggers[trigger.state] = ViewDeclaration.list(of: index)
            } else {
                fields.boolTriggers[trigger.state].append(index)
            }
        case .none: break
        }
        if triggers.isEmpty { triggers.reserveCapacity(ViewDeclaration.firstCapacity) }
        triggers.append(trigger)
        return index
    }

    /// Adds a control; consumed, and appended last, so that it is moved in.
    mutating func add(_ control: consuming Control) {
        let isNew = controlIndex(labelled: control.label) == nil
        if !isNew, !labelsRepeat {
            // The first label met twice: every earlier one was distinct.
            fields.distinctLabels = controls.map(\.label)
        } else if isNew, labelsRepeat {
            fields.distinctLabels.append(control.label)
        }
        if controls.count >= ViewDeclaration.linearSearchLimit {
            if fields.labelIndex.isEmpty {
                for (index, known) in controls.enumerated().reversed() {
                    fields.labelIndex[known.label] = index
                }
            }
            if isNew { fields.labelIndex[control.label] = controls.count }
        }
        controls.append(control)
    }
}
