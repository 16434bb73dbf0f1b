import NavModel

/// A parsed statement: a declaration or a command, with where it was written and the `#>`
/// block of expected output that follows it.
public struct Statement: Hashable, Sendable {
    /// What it says.
    public var kind: Kind
    /// Where it was written.
    public var range: SourceRange
    /// The statement's text as written.
    public var text: String

    /// Creates a statement.
    public init(kind: Kind, range: SourceRange, text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }

    /// What a statement says.
    public enum Kind: Hashable, Sendable {
        /// `view NAME [TITLE] [{ … }]`.
        case view(ViewDeclarationSyntax)
        /// `root VIEW`.
        case root(Located<String>)
        /// A runtime command.
        case command(CommandSyntax)
    }
}

/// `view NAME [TITLE] [{ MEMBERS }]`.
public struct ViewDeclarationSyntax: Hashable, Sendable {
    /// The name.
    public var name: Located<String>
    /// The title.
    public var title: String?
    /// The body's members.
    public var members: [Located<MemberSyntax>]
}

/// A member of a view body.
public enum MemberSyntax: Hashable, Sendable {
    /// `navigation [TITLE] [style stack|columns]`.
    case navigation(title: String?, style: NavigationContainer.Style)
    /// `segue KIND TAG -> DEST [selection STATE] [OPTION…]`.
    case segue(
        SegueKind, tag: Located<String>, destination: DestinationSyntax, selection: Located<String>?,
        options: PresentationOptions)
    /// `segues KIND [selection STATE] [OPTION…] { TAG -> DEST; … }`.
    case segues(SegueKind, selection: Located<String>?, options: PresentationOptions, routes: [RouteSyntax])
    /// `button LABEL { COMMANDS }`.
    case button(label: Located<String>, commands: [Located<CommandSyntax>])
    /// `link LABEL -> DEST`.
    case link(label: Located<String>, destination: DestinationSyntax)
    /// `popoverlink LABEL -> DEST [active STATE] [OPTION…]`.
    case popoverLink(
        label: Located<String>, destination: DestinationSyntax, active: Located<String>?,
        options: PresentationOptions)
}

/// One `TAG -> DEST` of a `segues` block.
public struct RouteSyntax: Hashable, Sendable {
    /// The tag.
    public var tag: Located<String>
    /// The destination.
    public var destination: DestinationSyntax
}

/// A destination: a view name or `text "…"`.
public enum DestinationSyntax: Hashable, Sendable {
    /// A view by name.
    case view(Located<String>)
    /// A text leaf.
    case text(Located<String>)
}

/// How `stack` prints.
public enum StackFormat: String, Hashable, Sendable {
    /// The tree.
    case tree
    /// `--path`.
    case path
    /// `--json`.
    case json
    /// `--dot`.
    case dot
}

/// A runtime command.
public enum CommandSyntax: Hashable, Sendable {
    /// `route TAG`, `route nil`, `set`, `tap`, gestures and environment: a model action.
    case action(Action, arguments: [SourceRange])
    /// `open VIEW`.
    case open(Located<String>)
    /// `stack [--path|--json|--dot]`.
    case stack(StackFormat)
    /// `routes`.
    case routes
    /// `explain`.
    case explain
    /// `views`.
    case views
    /// `check`.
    case check
    /// `reach VIEW [--programmatic]`.
    case reach(Located<String>, programmatic: Bool)
    /// `explore [--depth N] [--max-states N]`.
    case explore(depth: Int?, maxStates: Int?)
    /// `graph [--format F] [--output FILE]`.
    case graph(format: Located<String>?, output: Located<String>?)
    /// `expect …`.
    case expect(ExpectationSyntax)
    /// `undo`.
    case undo
    /// `reset`.
    case reset
    /// `source FILE`.
    case source(Located<String>)
    /// `record FILE`.
    case record(Located<String>)
    /// `history`.
    case history
    /// `help [COMMAND]`.
    case help(Located<String>?)
    /// `quit` / `exit`.
    case quit
}

/// An assertion.
public enum ExpectationSyntax: Hashable, Sendable {
    /// `expect stack PATH`: the canonical path, spaces normalised.
    case stack(Located<String>)
    /// `expect top VIEW`.
    case top(Located<String>)
    /// `expect depth N`.
    case depth(Located<Int>)
    /// `expect [VIEW.]STATE VALUE`.
    case state(view: Located<String>?, state: Located<String>, value: Located<ValueLiteral>)
    /// `expect sizeclass [vertical] compact|regular`.
    case sizeClass(SizeClassAxis, Located<SizeClass>)
    /// `expect error ["TEXT"]`.
    case error(String?)
    /// `expect warning ["TEXT"]`.
    case warning(String?)
}
