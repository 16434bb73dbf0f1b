/// A `@State` a view declares, implicitly through its segues and links.
public struct StateSlot: Hashable, Sendable {
    /// What the state holds.
    public enum Kind: Hashable, Sendable {
        /// An optional route enum: a tag or `nil`.
        case route
        /// A Bool.
        case bool
    }

    /// Whose state it is: the view's, named in the script, or a control's own hidden one.
    public enum Owner: Hashable, Sendable {
        /// A state the script names: `route`, a `selection` or an `active` state.
        case view
        /// A `link`'s own `@State`, which no script can name.
        case link
        /// A `popoverlink`'s own `@State` (one without `active`), which no script can name.
        case popoverLink
    }

    /// The name, or for a control's own state the control's label: the name `"$link " + label`
    /// is made only when asked for. Made for every link and popover link as it was declared,
    /// it was an allocation and a concatenation, about 900 of the 19,600 instructions
    /// declaring each view of a large model.
    private var storedName: String
    /// What it holds.
    public var kind: Kind
    /// Whose state it is.
    public var owner: Owner

    /// The name: `route` by default, a `selection` or `active` state, or a hidden name for a
    /// control's own `@State`, which starts with `$` so no script can spell it (`$link More`,
    /// `$popoverlink Info`).
    public var name: String {
        // A visible name as stored, with no concatenation: every event naming a route reads it.
        owner == .view ? storedName : StateSlot.prefix(of: owner) + storedName
    }

    /// What a hidden name starts with, before the control's label: `$link `, `$popoverlink `;
    /// nothing for a state the script names.
    static func prefix(of owner: Owner) -> String {
        switch owner {
        case .view: return ""
        case .link: return "$link "
        case .popoverLink: return "$popoverlink "
        }
    }

    /// Whether it is a control's own hidden state (`link`, `popoverlink` without `active`).
    public var isHidden: Bool { owner != .view }

    /// Creates a state the script names.
    public init(name: String, kind: Kind) {
        self.storedName = name
        self.kind = kind
        self.owner = .view
    }

    /// Creates the hidden state of the control labelled `label`.
    public init(ownedBy owner: Owner, label: String, kind: Kind) {
        self.storedName = label
        self.kind = kind
        self.owner = owner
    }

    /// Whether this is the state `owner` and `name` (for a control, its label) make: compared
    /// without making the hidden name.
    @inline(__always)
    func isNamed(_ name: String, ownedBy owner: Owner) -> Bool {
        self.owner == owner && storedName == name
    }

    /// The value a fresh view instance starts with.
    public var initialValue: StateValue {
        switch kind {
        case .route: return .none
        case .bool: return .bool(false)
        }
    }
}
