/// The explicit limits of the syntax layer; hitting one is a diagnostic, never a crash.
///
/// The parser's recursion is bounded by the grammar itself (a script holds views, a view
/// holds buttons and `segues` blocks, a button holds commands, and nothing nests deeper), so
/// `maxNestingDepth` exists to cut off hostile input such as 100,000 `{` early and cheaply.
public struct Limits: Hashable, Sendable {
    /// The deepest `{` nesting the lexer accepts before it reports an error and stops.
    public var maxNestingDepth: Int
    /// The longest line, in bytes (without its line terminator); a longer line is reported
    /// and skipped.
    public var maxLineBytes: Int
    /// After this many errors in one input the parser reports "too many errors" and stops.
    public var maxErrors: Int

    /// Creates a set of limits.
    public init(maxNestingDepth: Int, maxLineBytes: Int, maxErrors: Int) {
        self.maxNestingDepth = maxNestingDepth
        self.maxLineBytes = maxLineBytes
        self.maxErrors = maxErrors
    }

    /// The limits navsh uses: 256 levels of `{`, 1 MiB per line, 100 errors.
    public static let standard = Limits(maxNestingDepth: 256, maxLineBytes: 1 << 20, maxErrors: 100)
}
