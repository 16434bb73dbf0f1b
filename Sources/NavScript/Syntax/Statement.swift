/// One top-level statement: a declaration or a command, where it was written, and the `#>`
/// expected-output lines that follow it.
public struct Statement: Hashable, Sendable {
    /// What the statement says.
    ///
    /// Not boxed as a whole: the common commands are a located name or nothing, moved as a few
    /// plain words, while a box cost an allocation and a free for every statement; the large
    /// rare payloads (`set`, `expect`, a view's declaration…) are boxed case by case instead.
    public enum Kind: Hashable, Sendable {
        /// A declaration: `view …` or `root …`.
        case declaration(Declaration)
        /// A runtime command: `route …`, `tap …`, `expect …`…
        case command(Command)
    }

    /// What the statement says.
    public var kind: Kind
    /// From the first character of the statement to the end of its last token (its closing
    /// `}` for a view with a block).
    public var range: SourceRange
    /// The `#>` lines under the statement, or `nil` when there are none.
    public var expectedOutput: ExpectedOutput? {
        get {
            guard case .some(let output) = boxedOutput else { return nil }
            return output
        }
        set { boxedOutput = newValue.map(BoxedOutput.some) ?? .none }
    }

    /// `expectedOutput`, boxed: few statements have `#>` lines, and inline they made every
    /// statement 56 bytes longer, copied at each of the several moves from the parser to the
    /// interpreter.
    private var boxedOutput: BoxedOutput

    /// An optional `ExpectedOutput` one pointer wide.
    private indirect enum BoxedOutput: Hashable, Sendable {
        case none
        case some(ExpectedOutput)
    }

    /// Creates a statement.
    public init(_ kind: Kind, at range: SourceRange, expectedOutput: ExpectedOutput? = nil) {
        self.kind = kind
        self.range = range
        self.boxedOutput = expectedOutput.map(BoxedOutput.some) ?? .none
    }
}
