/// A block of `#>` lines: the expected output of the statements ending on the line before it.
public struct ExpectedBlock: Hashable, Sendable {
    /// The line the statements it checks end on.
    public var afterLine: Int
    /// The expected lines.
    public var lines: [String]
    /// The byte range of the whole block, line endings included, for `--update`.
    public var start: Int
    /// See `start`.
    public var end: Int
}

/// What parsing a source gives: statements, errors, and the `#>` blocks.
public struct ParseResult: Sendable {
    /// The statements, in order, those with errors left out.
    public var statements: [Statement]
    /// The errors, one per mistake.
    public var errors: [SyntaxError]
    /// The `#>` blocks, in order.
    public var expectedBlocks: [ExpectedBlock]

    /// Whether the only error is input that stops early: an open `{` at the end.
    public var isIncomplete: Bool { errors.count == 1 && errors[0].isIncomplete }
}
