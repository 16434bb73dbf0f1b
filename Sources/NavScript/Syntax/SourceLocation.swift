/// A position in a source file: file name, 1-based line and column, and byte offset.
///
/// Columns count Unicode scalars, not bytes and not grapheme clusters: `é` written as one
/// scalar is one column, `e` followed by a combining accent is two. An invalid UTF-8 byte
/// counts as one column. A tab is one column. The byte offset is 0-based from the start of
/// the file and is what `navsh test --update` uses to rewrite text in place.
///
/// A plain value with no reference in it: the file is kept as its `SourceFileID` and its name
/// looked up only when something reads `file` (a diagnostic, a `source`). Every token and
/// every located name holds two locations, and a name `String` in each cost two reference
/// counts for every copy of every token, nearly a fifth of a batch run.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, as the number its name was registered under.
    public var fileID: SourceFileID
    /// The line, saturated at `UInt32.max` (a file of more than 4 GiB of line breaks).
    private var storedLine: UInt32
    /// The column, saturated likewise.
    private var storedColumn: UInt32
    /// The 0-based byte offset: full width, as text is cut and compared by it.
    public var offset: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.init(fileID: SourceFileID(file), line: line, column: column, offset: offset)
    }

    /// Creates a location in a file already registered.
    public init(fileID: SourceFileID, line: Int, column: Int, offset: Int) {
        self.fileID = fileID
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
        self.offset = offset
    }

    /// The file name as given to the `SourceFile` (a path, `<stdin>`, `<command line>`…).
    public var file: String {
        get { fileID.name }
        set { fileID = SourceFileID(newValue) }
    }

    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// `FILE:LINE:COL`, the prefix of a diagnostic.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders locations by file name, then by byte offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }
}
