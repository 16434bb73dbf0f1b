/// The `#>` lines that follow a top-level statement: what it is expected to print.
///
/// The `#>` lines of a statement are those between its end and the next statement, blank and
/// comment lines between them allowed. `navsh test --update` replaces the text of `range`.
public struct ExpectedOutput: Hashable, Sendable {
    /// Each line's text (after `#>` and one optional space) and the range of the whole line,
    /// from its `#` to its end, without the line terminator.
    public var lines: [Located<String>]
    /// From the `#` of the first line to the end of the last, without the final terminator.
    public var range: SourceRange

    /// Creates the expected output of a statement.
    public init(lines: [Located<String>], range: SourceRange) {
        self.lines = lines
        self.range = range
    }

    /// The expected text: the lines joined with newlines.
    public var text: String {
        lines.map(\.value).joined(separator: "\n")
    }
}
