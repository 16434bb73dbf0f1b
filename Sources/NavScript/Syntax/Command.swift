/// A runtime command, at the prompt, in a script or inside a button.
public enum Command: Hashable, Sendable {
    /// `route TAG`: sets the state of the nearest view with a segue tagged TAG.
    case route(Located<String>)
    /// `route nil`: clears the state that holds the context view.
    case routeNil
    /// `set [VIEW.]STATE VALUE`.
    indirect case set(StateReference, ValueSyntax)
    /// `tap LABEL`: a button, link or popover link on the top view.
    case tap(Located<String>)
    /// `tap outside`: a tap outside a popover or regular-width sheet.
    case tapOutside
    /// `dismiss`: the top view's DismissAction.
    case dismiss
    /// `back`: the back button.
    case back
    /// `swipe back`: the edge swipe.
    case swipeBack
    /// `swipe down`: the sheet swipe.
    case swipeDown
    /// `sizeclass [vertical|horizontal] compact|regular`.
    case sizeClass(axis: SizeClassAxisSyntax, Located<SizeClassSyntax>)
    /// `device NAME`; the name is checked by the interpreter.
    case device(Located<String>)
    /// `ios MAJOR[.MINOR]`; whether the version shipped is checked by the interpreter.
    indirect case ios(Located<VersionSyntax>)
    /// `stack`, `stack --path`, `stack --json`, `stack --dot`.
    case stack(StackFormatSyntax)
    /// `routes`: what the top view can do.
    case routes
    /// `explain`: why the last change happened.
    case explain
    /// `views`: the declarations.
    case views
    /// `expect …`: an assertion.
    indirect case expect(Expectation)
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
    /// `quit` or `exit`.
    case quit
    /// `check`: static checks of the declarations.
    case check
    /// `reach VIEW [--programmatic]`: how to get to a view.
    case reach(Located<String>, programmatic: Bool)
    /// `open VIEW`: go straight to a view.
    case open(Located<String>)
    /// `explore [--depth N] [--max-states N]`.
    indirect case explore(depth: Located<Int>?, maxStates: Located<Int>?)
    /// `graph [--format dot|mermaid|svg|png] [--output FILE]`.
    indirect case graph(format: Located<GraphFormatSyntax>?, output: Located<String>?)
}

/// `[VIEW.]STATE`: a state, optionally qualified by the view that holds it.
public struct StateReference: Hashable, Sendable {
    /// The view, when written `VIEW.STATE`.
    public var view: Located<String>?
    /// The state's name.
    public var state: Located<String>
    /// The whole reference.
    public var range: SourceRange

    /// Creates a state reference.
    public init(view: Located<String>?, state: Located<String>, range: SourceRange) {
        self.view = view
        self.state = state
        self.range = range
    }
}

/// A state value as written: a tag, `nil`, `true` or `false`.
public struct ValueSyntax: Hashable, Sendable {
    /// The kinds of value.
    public enum Kind: Hashable, Sendable {
        /// A tag (written `tag` or `.tag`).
        case tag(String)
        /// `nil`.
        case none
        /// `true` or `false`.
        case bool(Bool)
    }

    /// The value.
    public var kind: Kind
    /// Where it was written.
    public var range: SourceRange

    /// Creates a value.
    public init(_ kind: Kind, at range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Which size class `sizeclass` sets.
public enum SizeClassAxisSyntax: String, Hashable, Sendable, CaseIterable {
    /// The default.
    case horizontal
    /// `sizeclass vertical …`.
    case vertical

    /// The axis named `rawValue`. Written out because the synthesized initializer searches
    /// a table of names it builds on each call, a thousand instructions a `sizeclass` command.
    public init?(rawValue: String) {
        switch rawValue {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }
}

/// `compact` or `regular`.
public enum SizeClassSyntax: String, Hashable, Sendable, CaseIterable {
    /// `.compact`.
    case compact
    /// `.regular`.
    case regular

    /// The size class named `rawValue`, written out as `SizeClassAxisSyntax(rawValue:)` is.
    public init?(rawValue: String) {
        switch rawValue {
        case "compact": self = .compact
        case "regular": self = .regular
        default: return nil
        }
    }
}

/// What `stack` prints.
public enum StackFormatSyntax: String, Hashable, Sendable, CaseIterable {
    /// `stack`: the tree.
    case tree
    /// `stack --path`: the canonical path.
    case path
    /// `stack --json`.
    case json
    /// `stack --dot`: Graphviz.
    case dot
}

/// `graph --format`'s values.
public enum GraphFormatSyntax: String, Hashable, Sendable, CaseIterable {
    /// Graphviz source.
    case dot
    /// Mermaid source.
    case mermaid
    /// SVG (rendered by Graphviz).
    case svg
    /// PNG (rendered by Graphviz).
    case png
}
