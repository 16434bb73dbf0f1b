/// The declared app: every view, its segues, links and buttons, and the root.
///
/// Views live in an array indexed by `ViewID`, and every name is found through a hash table,
/// so no action ever walks the whole model: a 10,000-view app routes as fast as a 10-view one.
public struct AppModel: Hashable, Sendable {
    /// Every view named so far, declared or only referenced, by `ViewID.index`.
    public private(set) var views: [ViewDeclaration] = []
    /// The view `root VIEW` chose, or nil for the first declared.
    public var explicitRoot: ViewID? { explicitRootIndex < 0 ? nil : ViewID(explicitRootIndex) }

    private var nameIndex = NameTable<ViewID>()
    private var textIndex: [String: ViewID] = [:]
    private var tagIndex = NameTable<TagDeclarers>()
    /// `explicitRoot`'s and the first declared view's indexes, or -1 for none: a plain word
    /// each rather than an optional (two words with its padding), so that the app, copied
    /// with its session on many updates, stays small enough to be copied without `memcpy`.
    private var explicitRootIndex = -1
    private var firstDeclaredIndex = -1

    /// An empty app.
    public init() {}

    /// The view the app starts at: `root VIEW`, else the first declared.
    public var root: ViewID? {
        let index = explicitRootIndex >= 0 ? explicitRootIndex : firstDeclaredIndex
        return index < 0 ? nil : ViewID(index)
    }

    /// The declaration of a view.
    ///
    /// Yielded, not returned: `app[view].triggers[i]` then reads one field in place instead
    /// of copying the whole declaration (a dozen reference counts) on every access.
    public subscript(id: ViewID) -> ViewDeclaration {
        _read { yield views[id.index] }
    }

    /// The view named `name`, declared or referenced.
    public func id(named name: String) -> ViewID? { nameIndex[name] }

    /// The first trigger that pushes of those an instance of `view` holding `values` activates
    /// (`activeTriggers(values)` in order), found without building them; nil if none does.
    ///
    /// The reference that reconciliation's own walk (`Session.firstPush(ofFrame:inLayer:)`,
    /// which reads the frame where it lies) is checked against, in debug builds and by
    /// `TriggerLookupTests`.
    @inline(__always)
    func firstPush(of view: ViewID, values: [StateValue]) -> Int? {
        // Fields read in place, the declaration too: binding it to a local retained and
        // released it, and copying a trigger out costs a reference count per string in it.
        // Only the states a push reads: the others activate no push, and skipping them keeps
        // the order. TriggerLookupTests checks this against the definition.
        var bits = self[view].pushStates
        if values.count < 64 { bits &= (1 << UInt64(values.count)) - 1 }
        while bits != 0 {
            if let found = firstPush(of: view, values: values, inState: bits.trailingZeroBitCount) {
                return found
            }
            bits &= bits - 1
        }
        var slot = 64
        while slot < values.count {
            if let found = firstPush(of: view, values: values, inState: slot) { return found }
            slot += 1
        }
        return nil
    }

    /// The first trigger of `view` reading state `slot` that pushes and is active.
    @inline(__always)
    private func firstPush(of view: ViewID, values: [StateValue], inState slot: Int) -> Int? {
        for index in self[view].triggerCandidates(activatedBy: values[slot], inState: slot)
        where self[view].triggers[index].state == slot && self[view].triggers[index].isPush {
            if self[self[view].triggers[index].destination].isDeclared { return index }
        }
        return nil
    }

    /// The binding trigger `trigger` of `view` reads, with its value in an instance holding
    /// `values`. Asked of the declarations for the same reason as `firstPush(of:values:)`.
    @inline(__always)
    func binding(of trigger: Int, on view: ViewID, values: [StateValue]) -> BindingChange {
        let slot = self[view].triggers[trigger].state
        return BindingChange(view: view, state: self[view].states[slot].name, value: values[slot])
    }

    /// The names of the declared (not text) views, in declaration order.
    public var declaredViewNames: [String] {
        views.lazy.filter { $0.isDeclared && !$0.isText }.map(\.name)
    }

    /// The views with a segue tagged `tag`, in the order they gained it.
    public func views(declaringTag tag: String) -> [ViewID] { tagIndex[tag]?.views ?? [] }

    /// Every tag declared anywhere, for suggestions.
    public var allTags: [String] { tagIndex.names }

    /// The view named `name`, creating an undeclared placeholder if it is new: a destination
    /// may name a view declared further down the file.
    public mutating func reference(_ name: String) -> ViewID {
        // One hash, not two for a new name.
        let next = ViewID(views.count)
        let (index, added) = nameIndex.index(of: name) { next }
        guard added else { return nameIndex.value(at: index) }
        views.append(ViewDeclaration(id: next, name: name))
        return next
    }

    /// The text leaf for `text`: a view in the path written as its quoted text.
    public mutating func textLeaf(_ text: String) -> ViewID {
        if let id = textIndex[text] { return id }
        let id = ViewID(views.count)
        views.append(ViewDeclaration(id: id, name: text, isText: true))
        textIndex[text] = id
        return id
    }

    /// Declares (or extends) a view; the title and site of a later declaration are kept only
    /// where the earlier one had none.
    @discardableResult
    public mutating func declare(_ name: String, title: String? = nil, site: SourceSite? = nil) -> ViewID {
        let id = reference(name)
        if !views[id.index].isDeclared {
            views[id.index].isDeclared = true
            views[id.index].site = site
            if firstDeclaredIndex < 0 { firstDeclaredIndex = id.index }
        }
        if let title { views[id.index].title = title }
        return id
    }

    /// Wraps a view's body in a navigation container.
    public mutating func setNavigation(_ container: NavigationContainer, on view: ViewID) {
        views[view.index].navigation = container
    }

    /// Chooses the root view.
    public mutating func setRoot(_ view: ViewID) { explicitRootIndex = view.index }

    /// `segue KIND TAG -> DEST [selection STATE] [OPTION…]`: one modifier with one route.
    public mutating func addSegue(
        on view: ViewID, kind: SegueKind, tag: String, destination: ViewID, state: String = "route",
        options: PresentationOptions = .none, site: SourceSite? = nil
    ) throws(NavError) {
        // One route added directly: wrapping it in a one-element array for `addSegues` cost an
        // allocation per segue.
        let slot = try views[view.index].state(named: state, kind: .route)
        let modifier = views[view.index].nextModifier()
        addRoute(
            on: view, kind: kind, tag: tag, destination: destination, state: slot, modifier: modifier,
            options: options, site: site, origin: .segue)
    }

    /// `segues KIND [selection STATE] [OPTION…] { TAG -> DEST; … }`: one modifier for many routes.
    public mutating func addSegues(
        on view: ViewID, kind: SegueKind, state: String = "route", options: PresentationOptions = .none,
        routes: [(tag: String, destination: ViewID, site: SourceSite?)]
    ) throws(NavError) {
        try addSegues(on: view, kind: kind, state: state, options: options, routes: routes, origin: .segues)
    }

    private mutating func addSegues(
        on view: ViewID, kind: SegueKind, state: String, options: PresentationOptions,
        routes: [(tag: String, destination: ViewID, site: SourceSite?)], origin: Trigger.Origin
    ) throws(NavError) {
        let slot = try views[view.index].state(named: state, kind: .route)
        let modifier = views[view.index].nextModifier()
        for route in routes {
            addRoute(
                on: view, kind: kind, tag: route.tag, destination: route.destination, state: slot,
                modifier: modifier, options: options, site: route.site, origin: origin)
        }
    }

    /// Adds one route of a segue modifier whose state and modifier are chosen.
    private mutating func addRoute(
        on view: ViewID, kind: SegueKind, tag: String, destination: ViewID, state slot: Int, modifier: Int,
        options: PresentationOptions, site: SourceSite?, origin: Trigger.Origin
    ) {
        let trigger = Trigger(
            kind: kind.triggerKind, origin: origin, destination: destination, state: slot,
            activeValue: .tag(tag), modifier: modifier, options: options, site: site)
        // The view declares the tag already exactly when it has a trigger tagged so (triggers
        // are never removed): asked of the view, not by searching every declarer of the tag,
        // which made 10,000 views sharing a tag quadratic to declare.
        let declaredBefore = !views[view.index].triggerIndices(tagged: tag).isEmpty
        _ = views[view.index].add(trigger)
        if !declaredBefore {
            // One hash for a new tag or a known one, as in `reference(_:)`.
            let (index, added) = tagIndex.index(of: tag) { TagDeclarers(first: view) }
            if !added { tagIndex.update(at: index) { $0.more.append(view) } }
        }
    }

    /// `link LABEL -> DEST`: a `NavigationLink(destination:)` with its own hidden state.
    public mutating func addLink(on view: ViewID, label: String, destination: ViewID, site: SourceSite? = nil)
        throws(NavError)
    {
        let slot = try views[view.index].state(named: label, ownedBy: .link, kind: .bool)
        let trigger = Trigger(
            kind: .push, origin: .link(label: label), destination: destination, state: slot,
            activeValue: .bool(true), modifier: views[view.index].nextModifier(), site: site)
        let index = views[view.index].add(trigger)
        views[view.index].add(Control(label: label, kind: .trigger(index), site: site))
    }

    /// `popoverlink LABEL -> DEST [active STATE]`: a `PopoverLink`, with its own hidden state or
    /// the Bool `STATE` of its view. It is a view of its own, so its modifier never stacks with
    /// the view's (rule N6 does not apply to it).
    public mutating func addPopoverLink(
        on view: ViewID, label: String, destination: ViewID, activeState: String? = nil,
        options: PresentationOptions = .none, site: SourceSite? = nil
    ) throws(NavError) {
        let slot: Int
        if let activeState {
            slot = try views[view.index].state(named: activeState, kind: .bool)
        } else {
            slot = try views[view.index].state(named: label, ownedBy: .popoverLink, kind: .bool)
        }
        let trigger = Trigger(
            kind: .popoverLink, origin: .popoverLink(label: label), destination: destination, state: slot,
            activeValue: .bool(true), modifier: -1, options: options, site: site)
        let index = views[view.index].add(trigger)
        views[view.index].add(Control(label: label, kind: .trigger(index), site: site))
    }

    /// `button LABEL { COMMANDS }`: a `Button` whose closure changes state.
    public mutating func addButton(on view: ViewID, label: String, actions: [Action], site: SourceSite? = nil)
        throws(NavError)
    {
        if let refused = actions.first(where: { !$0.isAllowedInButton }) {
            throw .actionNotAllowedInButton(refused)
        }
        views[view.index].add(Control(label: label, kind: .button(actions), site: site))
    }
}
