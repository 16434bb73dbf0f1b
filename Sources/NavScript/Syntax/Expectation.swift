/// What an `expect` statement asserts.
public enum Expectation: Hashable, Sendable {
    /// `expect stack PATH`: the canonical path, exactly.
    case stack(StackPathSyntax)
    /// `expect top VIEW` (a view name or a quoted text leaf).
    case top(ViewReference)
    /// `expect depth N`: the number of views in the canonical path.
    case depth(Located<Int>)
    /// `expect [VIEW.]STATE VALUE`.
    case state(StateReference, ValueSyntax)
    /// `expect sizeclass [vertical|horizontal] compact|regular`.
    case sizeClass(axis: SizeClassAxisSyntax, Located<SizeClassSyntax>)
    /// `expect error ["text"]`: the next statement must fail (with a message containing text).
    case error(Located<String>?)
    /// `expect warning ["text"]`: the next statement must warn (with a message containing text).
    case warning(Located<String>?)

    /// The words `expect` takes before a state name; a state with one of these names must be
    /// written `VIEW.STATE`.
    public static let keywords = ["stack", "top", "depth", "sizeclass", "error", "warning"]
}

/// A canonical stack path as written after `expect stack`: `Root > push A > sheet "Text"`.
public struct StackPathSyntax: Hashable, Sendable {
    /// One `KIND VIEW` step above the root.
    public struct Step: Hashable, Sendable {
        /// How the view appears on screen.
        public var kind: Located<PathKindSyntax>
        /// The view.
        public var view: ViewReference

        /// Creates a step.
        public init(kind: Located<PathKindSyntax>, view: ViewReference) {
            self.kind = kind
            self.view = view
        }
    }

    /// The root view.
    public var root: ViewReference
    /// The views above it, bottom first.
    public var steps: [Step]
    /// The whole path.
    public var range: SourceRange

    /// Creates a path.
    public init(root: ViewReference, steps: [Step], range: SourceRange) {
        self.root = root
        self.steps = steps
        self.range = range
    }

    /// The path in canonical form, as `stack --path` prints it: single spaces, ` > ` between
    /// views, text leaves quoted by `StringLiteral.quoted`.
    public var canonicalText: String {
        func text(_ reference: ViewReference) -> String {
            switch reference {
            case .view(let name): return name.value
            case .text(let text): return StringLiteral.quoted(text.value)
            }
        }
        var parts = [text(root)]
        for step in steps { parts.append("\(step.kind.value.rawValue) \(text(step.view))") }
        return parts.joined(separator: " > ")
    }
}

/// How a view appears on screen in a canonical path.
public enum PathKindSyntax: String, Hashable, Sendable, CaseIterable {
    /// Pushed on a stack.
    case push
    /// In the detail column (rule N15).
    case detail
    /// A full-screen cover.
    case modal
    /// A sheet.
    case sheet
    /// A popover.
    case popover
}
