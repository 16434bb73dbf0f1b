/// One top-level statement: a declaration or a command, where it was written, and the `#>`
/// expected-output lines that follow it.
public struct Statement: Hashable, Sendable {
    /// What the statement says.
    ///
    /// Indirect: the payloads are large values full of located strings, and a statement is
    /// moved several times between the parser and the interpreter; boxed, a move is a pointer.
    public indirect enum Kind: Hashable, Sendable {
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
    public var expectedOutput: ExpectedOutput?

    /// Creates a statement.
    public init(_ kind: Kind, at range: SourceRange, expectedOutput: ExpectedOutput? = nil) {
        self.kind = kind
        self.range = range
        self.expectedOutput = expectedOutput
    }
}
