/// `segue KIND TAG -> DEST [selection STATE] [OPTION…]`.
public struct SegueSyntax: Hashable, Sendable {
    /// How the destination is shown.
    public var kind: Located<SegueKindSyntax>
    /// The tag that activates the segue.
    public var tag: Located<String>
    /// The destination.
    public var destination: ViewReference
    /// The selection state, if given; absent means `route`.
    public var selection: Located<String>?
    /// The options, in the order written.
    public var options: [Located<SegueOptionSyntax>]

    /// Creates a segue declaration.
    public init(
        kind: Located<SegueKindSyntax>, tag: Located<String>, destination: ViewReference,
        selection: Located<String>?, options: [Located<SegueOptionSyntax>]
    ) {
        self.kind = kind
        self.tag = tag
        self.destination = destination
        self.selection = selection
        self.options = options
    }
}

/// `segues KIND [selection STATE] [OPTION…] { TAG -> DEST; … }`.
public struct SeguesSyntax: Hashable, Sendable {
    /// How every destination is shown.
    public var kind: Located<SegueKindSyntax>
    /// The selection state, if given; absent means `route`.
    public var selection: Located<String>?
    /// The options, in the order written.
    public var options: [Located<SegueOptionSyntax>]
    /// The cases, in the order written.
    public var entries: [SegueEntrySyntax]

    /// Creates a `segues` declaration.
    public init(
        kind: Located<SegueKindSyntax>, selection: Located<String>?,
        options: [Located<SegueOptionSyntax>], entries: [SegueEntrySyntax]
    ) {
        self.kind = kind
        self.selection = selection
        self.options = options
        self.entries = entries
    }
}

/// One `TAG -> DEST` case of a `segues` block.
public struct SegueEntrySyntax: Hashable, Sendable {
    /// The tag.
    public var tag: Located<String>
    /// The destination.
    public var destination: ViewReference
    /// The whole entry.
    public var range: SourceRange

    /// Creates an entry.
    public init(tag: Located<String>, destination: ViewReference, range: SourceRange) {
        self.tag = tag
        self.destination = destination
        self.range = range
    }
}

/// How a segue shows its destination.
public enum SegueKindSyntax: Hashable, Sendable {
    /// `push`: a NavigationLink.
    case push
    /// `modal`: a fullScreenCover.
    case modal
    /// `sheet`.
    case sheet
    /// `popover` or `popover(ANCHOR, EDGE)`; both `nil` when written without parentheses.
    case popover(anchor: Located<String>?, edge: Located<PopoverEdgeSyntax>?)

    /// The keywords that start a segue kind, for suggestions.
    public static let keywords = ["push", "modal", "sheet", "popover"]
}

/// A popover's arrow edge.
public enum PopoverEdgeSyntax: String, Hashable, Sendable, CaseIterable {
    /// `.top`.
    case top
    /// `.bottom`.
    case bottom
    /// `.leading`.
    case leading
    /// `.trailing`.
    case trailing
}

/// A presentation option on a segue, named as SwiftUI names it.
public enum SegueOptionSyntax: Hashable, Sendable {
    /// `interactiveDismissDisabled` or `interactiveDismissDisabled(true|false)`.
    case interactiveDismissDisabled(Bool)
    /// `presentationCompactAdaptation(automatic|none|popover|sheet|fullScreenCover)`: one
    /// adaptation for both axes.
    case presentationCompactAdaptation(Located<CompactAdaptationSyntax>)
    /// `presentationCompactAdaptation(horizontal: ADAPTATION, vertical: ADAPTATION)`.
    case presentationCompactAdaptationPerAxis(
        horizontal: Located<CompactAdaptationSyntax>, vertical: Located<CompactAdaptationSyntax>)

    /// The option names, for suggestions.
    public static let names = ["interactiveDismissDisabled", "presentationCompactAdaptation"]
}

/// An argument of `presentationCompactAdaptation`: SwiftUI's `PresentationAdaptation`.
public enum CompactAdaptationSyntax: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: the default adaptation.
    case automatic
    /// `.none`: do not adapt.
    case none
    /// `.popover`: keep a real popover in a compact environment (iOS 16.4+).
    case popover
    /// `.sheet`.
    case sheet
    /// `.fullScreenCover`.
    case fullScreenCover
}
