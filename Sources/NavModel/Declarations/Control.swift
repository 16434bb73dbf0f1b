/// A labelled control in a view body: what `tap LABEL` acts on.
public struct Control: Hashable, Sendable {
    /// What tapping it does.
    public enum Kind: Hashable, Sendable {
        /// `Button(LABEL) { … }`: runs its actions as one update, from its own view.
        case button([Action])
        /// A `NavigationLink` or `PopoverLink`: sets the trigger's state to its active value.
        case trigger(Int)
    }

    /// The label as shown.
    public var label: String
    /// What it does.
    public var kind: Kind
    /// Where it was declared.
    public var site: SourceSite?

    /// Creates a control.
    public init(label: String, kind: Kind, site: SourceSite? = nil) {
        self.label = label
        self.kind = kind
        self.site = site
    }
}
