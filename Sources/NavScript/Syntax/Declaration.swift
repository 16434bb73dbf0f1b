/// A top-level declaration of the app.
public enum Declaration: Hashable, Sendable {
    /// `view NAME [TITLE] [{ … }]`: declares or extends a view.
    indirect case view(ViewSyntax)
    /// `root VIEW`: the root view (by default the first view declared).
    case root(Located<String>)
}

/// `view NAME [TITLE] [{ MEMBER… }]`.
public struct ViewSyntax: Hashable, Sendable {
    /// The view's name.
    public var name: Located<String>
    /// The navigation title shown for it, if given.
    public var title: Located<String>?
    /// The members of its block; `nil` when the view has no block (an empty block is `[]`).
    public var members: [Located<ViewMember>]?

    /// Creates a view declaration.
    public init(name: Located<String>, title: Located<String>?, members: [Located<ViewMember>]?) {
        self.name = name
        self.title = title
        self.members = members
    }
}

/// A declaration inside a view's block.
///
/// Indirect: each member's payload lives in a box of its own, so a member is one reference.
/// Inline, a member was a few hundred bytes, and every switch over one copied it whole
/// through its type's value witnesses (a reference count per string in it) and destroyed the
/// copy after: declaring 10,000 views, that cost more than allocating the 30,000 boxes, which
/// the next statement's members reuse as soon as one statement's are freed (180M
/// instructions to 168M).
public indirect enum ViewMember: Hashable, Sendable {
    /// `navigation [TITLE] [style stack|columns]`: the body is wrapped in a NavigationView.
    case navigation(NavigationSyntax)
    /// `segue KIND TAG -> DEST [selection STATE] [OPTION…]`.
    case segue(SegueSyntax)
    /// `segues KIND [selection STATE] [OPTION…] { TAG -> DEST; … }`.
    case segues(SeguesSyntax)
    /// `button LABEL { COMMANDS }`.
    case button(ButtonSyntax)
    /// `link LABEL -> DEST`: a NavigationLink.
    case link(LinkSyntax)
    /// `popoverlink LABEL -> DEST [active STATE]`: a PopoverLink.
    case popoverLink(PopoverLinkSyntax)
}

/// `navigation [TITLE] [style stack|columns]`.
public struct NavigationSyntax: Hashable, Sendable {
    /// The title, if given.
    public var title: Located<String>?
    /// The style, if given; absent means automatic (rule N15).
    public var style: Located<NavigationStyleSyntax>?

    /// Creates a navigation declaration.
    public init(title: Located<String>?, style: Located<NavigationStyleSyntax>?) {
        self.title = title
        self.style = style
    }
}

/// The words after `navigation … style`.
public enum NavigationStyleSyntax: String, Hashable, Sendable, CaseIterable {
    /// `.navigationViewStyle(.stack)`.
    case stack
    /// Columns (`DoubleColumnNavigationViewStyle`).
    case columns
}

/// `button LABEL { COMMANDS }`.
public struct ButtonSyntax: Hashable, Sendable {
    /// The button's label.
    public var label: Located<String>
    /// Its commands, run as one update with the button's view as context view.
    public var commands: [Located<Command>]

    /// Creates a button declaration.
    public init(label: Located<String>, commands: [Located<Command>]) {
        self.label = label
        self.commands = commands
    }
}

/// `link LABEL -> DEST`.
public struct LinkSyntax: Hashable, Sendable {
    /// The link's label.
    public var label: Located<String>
    /// What it pushes.
    public var destination: ViewReference

    /// Creates a link declaration.
    public init(label: Located<String>, destination: ViewReference) {
        self.label = label
        self.destination = destination
    }
}

/// `popoverlink LABEL -> DEST [active STATE]`.
public struct PopoverLinkSyntax: Hashable, Sendable {
    /// The link's label.
    public var label: Located<String>
    /// What it presents.
    public var destination: ViewReference
    /// The Bool state given as `isActive:`, or `nil` for the link's own hidden state.
    public var activeState: Located<String>?

    /// Creates a popover link declaration.
    public init(label: Located<String>, destination: ViewReference, activeState: Located<String>?) {
        self.label = label
        self.destination = destination
        self.activeState = activeState
    }
}

/// A view named in a destination, a stack path or an assertion: a declared view or a text leaf.
public enum ViewReference: Hashable, Sendable {
    /// A declared view, by name.
    case view(Located<String>)
    /// A text leaf such as `Text("Welcome")`: written `text "…"` as a destination, `"…"` in a path.
    case text(Located<String>)

    /// Where the reference was written (for `text "…"`, the quoted string).
    public var range: SourceRange {
        switch self {
        case .view(let name): return name.range
        case .text(let text): return text.range
        }
    }
}
