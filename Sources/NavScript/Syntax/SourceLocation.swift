/// A position in a source file: file name, 1-based line and column, and byte offset.
///
/// Columns count Unicode scalars, not bytes and not grapheme clusters: `é` written as one
/// scalar is one column, `e` followed by a combining accent is two. An invalid UTF-8 byte
/// counts as one column. A tab is one column. The byte offset is 0-based from the start of
/// the file and is what `navsh test --update` uses to rewrite text in place.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file name as given to the `SourceFile` (a path, `<stdin>`, `<command line>`…).
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset from the start of the file.
    public var offset: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `FILE:LINE:COL`, the prefix of a diagnostic.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders locations by file name, then by byte offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }
}
