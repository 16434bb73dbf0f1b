/// A `@State` a view declares, implicitly through its segues and links.
public struct StateSlot: Hashable, Sendable {
    /// What the state holds.
    public enum Kind: Hashable, Sendable {
        /// An optional route enum: a tag or `nil`.
        case route
        /// A Bool.
        case bool
    }

    /// The name: `route` by default, a `selection` or `active` state, or a hidden name for a
    /// control's own `@State` (which starts with `$` so no script can spell it).
    public var name: String
    /// What it holds.
    public var kind: Kind
    /// Whether it is a control's own hidden state (`link`, `popoverlink` without `active`).
    public var isHidden: Bool

    /// Creates a slot.
    public init(name: String, kind: Kind, isHidden: Bool = false) {
        self.name = name
        self.kind = kind
        self.isHidden = isHidden
    }

    /// The value a fresh view instance starts with.
    public var initialValue: StateValue {
        switch kind {
        case .route: return .none
        case .bool: return .bool(false)
        }
    }
}
