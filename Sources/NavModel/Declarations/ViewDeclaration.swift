/// A declared view: its body's container, segues, links, buttons and the states they use.
public struct ViewDeclaration: Hashable, Sendable {
    /// Its identity.
    public let id: ViewID
    /// The name (a Swift identifier), or the quoted text of a text leaf.
    public var name: String
    /// The title shown in the tree (`view NAME "TITLE"`).
    public var title: String?
    /// Whether it is a `text "…"` leaf destination.
    public var isText: Bool
    /// Whether it has been declared (a view can be named as a destination before).
    public var isDeclared: Bool
    /// The `NavigationView` around the body, if any.
    public var navigation: NavigationContainer?
    /// Its states, in the order first used. Append-only, so live instances keep their values
    /// when a declaration arrives while the app runs.
    public private(set) var states: [StateSlot] = []
    /// Its triggers, in declaration (modifier) order.
    public private(set) var triggers: [Trigger] = []
    /// Its labelled controls, in declaration order.
    public private(set) var controls: [Control] = []
    /// How many modifiers have been declared; a `segues` group counts once (rule N6).
    public private(set) var modifierCount = 0
    /// Where it was first declared.
    public var site: SourceSite?

    private var stateIndex: [String: Int] = [:]
    private var tagIndex: [String: [Int]] = [:]
    /// The triggers of each Bool state, by state index: links and popover links.
    private var boolTriggers: [Int: [Int]] = [:]

    /// Creates an undeclared view, as a destination names it before its declaration.
    public init(id: ViewID, name: String, isText: Bool = false) {
        self.id = id
        self.name = name
        self.isText = isText
        self.isDeclared = isText
    }

    /// The index of the state named `name`.
    public func stateIndex(named name: String) -> Int? { stateIndex[name] }

    /// The triggers tagged `tag`, in declaration order.
    public func triggerIndices(tagged tag: String) -> [Int] { tagIndex[tag] ?? [] }

    /// Every tag a segue of this view declares.
    public var tags: Dictionary<String, [Int]>.Keys { tagIndex.keys }

    /// The index of the control labelled `label`.
    public func controlIndex(labelled label: String) -> Int? {
        controls.firstIndex { $0.label == label }
    }

    /// The triggers a state value activates, in declaration order. Found through the indexes,
    /// so a view with 10,000 segues answers as fast as one with two.
    public func triggers(activatedBy value: StateValue, inState state: Int) -> [Int] {
        switch value {
        case .none, .bool(false): return []
        case .bool(true): return boolTriggers[state] ?? []
        case .tag(let tag): return (tagIndex[tag] ?? []).filter { triggers[$0].state == state }
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
    public var initialValues: [StateValue] { states.map(\.initialValue) }

    /// Finds or adds a state, refusing a kind that conflicts with an earlier use.
    mutating func state(named name: String, kind: StateSlot.Kind, hidden: Bool = false) throws(NavError)
        -> Int
    {
        if let index = stateIndex[name] {
            guard states[index].kind == kind else {
                throw .stateKindConflict(view: self.name, state: name, declared: states[index].kind)
            }
            return index
        }
        states.append(StateSlot(name: name, kind: kind, isHidden: hidden))
        stateIndex[name] = states.count - 1
        return states.count - 1
    }

    /// Opens a new modifier: the next segue or `segues` group.
    mutating func nextModifier() -> Int {
        modifierCount += 1
        return modifierCount - 1
    }

    /// Adds a trigger and indexes its tag.
    mutating func add(_ trigger: Trigger) -> Int {
        triggers.append(trigger)
        switch trigger.activeValue {
        case .tag(let tag): tagIndex[tag, default: []].append(triggers.count - 1)
        case .bool: boolTriggers[trigger.state, default: []].append(triggers.count - 1)
        case .none: break
        }
        return triggers.count - 1
    }

    /// Adds a control.
    mutating func add(_ control: Control) { controls.append(control) }
}
