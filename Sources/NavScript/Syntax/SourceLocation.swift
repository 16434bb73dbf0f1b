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
    /// The column in the top `columnBits` bits and the byte offset in the rest, each
    /// saturated: 16 bytes a location where separate fields took 24, and every token, range
    /// and located name holds two, moved several times for every statement. Neither limit
    /// is one a file can reach: a line longer than `Limits.maxLineBytes` is skipped (its
    /// columns are never shown past a screenful), and 256 GiB is more than navsh reads.
    private var columnAndOffset: UInt64

    /// Bits of `columnAndOffset` holding the column: up to 64 Mi columns.
    private static let columnBits: UInt64 = 26
    /// The largest offset `columnAndOffset` holds: 256 GiB.
    private static let maximumOffset: UInt64 = (1 << (64 - columnBits)) - 1
    /// The largest column `columnAndOffset` holds.
    private static let maximumColumn: UInt64 = (1 << columnBits) - 1

    /// Creates a location.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.init(fileID: SourceFileID(file), line: line, column: column, offset: offset)
    }

    /// Creates a location in a file already registered.
    ///
    /// Packed in one step when nothing saturates (a line, column and offset no smaller than 0
    /// and within their fields, nearly always): clamping each in turn cost about twenty
    /// instructions for every location the lexer makes.
    @inline(__always)
    public init(fileID: SourceFileID, line: Int, column: Int, offset: Int) {
        self.fileID = fileID
        if UInt(bitPattern: line) <= UInt(UInt32.max), UInt(bitPattern: column) <= UInt(Self.maximumColumn),
            UInt(bitPattern: offset) <= UInt(Self.maximumOffset)
        {
            storedLine = UInt32(truncatingIfNeeded: line)
            columnAndOffset =
                UInt64(truncatingIfNeeded: column) << (64 - Self.columnBits)
                | UInt64(truncatingIfNeeded: offset)
        } else {
            self = Self(fileID: fileID, saturatingLine: line, column: column, offset: offset)
        }
        #if DEBUG
            precondition(self == Self(fileID: fileID, saturatingLine: line, column: column, offset: offset))
        #endif
    }

    /// `init(fileID:line:column:offset:)`, each of `line`, `column` and `offset` clamped to
    /// its field in turn: the general way, a call apart.
    @inline(never)
    private init(fileID: SourceFileID, saturatingLine line: Int, column: Int, offset: Int) {
        self.fileID = fileID
        self.storedLine = UInt32(clamping: line)
        self.columnAndOffset = 0
        self.column = column
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
        get { Int(truncatingIfNeeded: columnAndOffset >> (64 - Self.columnBits)) }
        set {
            let column = min(UInt64(clamping: newValue), Self.maximumColumn)
            columnAndOffset = column << (64 - Self.columnBits) | (columnAndOffset & Self.maximumOffset)
        }
    }

    /// The 0-based byte offset, by which text is cut and compared.
    public var offset: Int {
        get { Int(truncatingIfNeeded: columnAndOffset & Self.maximumOffset) }
        set {
            let offset = min(UInt64(clamping: newValue), Self.maximumOffset)
            columnAndOffset = (columnAndOffset & ~Self.maximumOffset) | offset
        }
    }

    /// This location moved `count` bytes on along a line of ASCII, one column a byte: the
    /// location `init(fileID:line:column:offset:)` makes of the column and offset each plus
    /// `count`, in one addition to the packed word when neither saturates (nearly always),
    /// where packing both anew with their clamps cost about twenty-five instructions, for
    /// every location of every plain line (`PlainLine.location(at:)`).
    @inline(__always)
    func advanced(byASCII count: Int) -> SourceLocation {
        guard hasRoom(forASCII: count) else { return saturatingAdvanced(by: count) }
        var location = self
        location.columnAndOffset &+= UInt64(count) &* (1 << (64 - Self.columnBits) | 1)
        return location
    }

    /// Whether `advanced(byASCII:)` by any count from 0 to `count` saturates neither the
    /// column nor the offset, so that `advanced(byASCII:within:)` may move it.
    @inline(__always)
    func hasRoom(forASCII count: Int) -> Bool {
        count >= 0 && count <= Int(Self.maximumColumn) - column && count <= Int(Self.maximumOffset) - offset
    }

    /// `advanced(byASCII:)` for a count from 0 to `room`, where `hasRoom(forASCII: room)`: the
    /// one addition without its three tests, for a plain line met again, whose four locations
    /// each tested again what one test of the line's start shows (`PlainLineMemo.line(_:at:)`,
    /// `PlainLineMemo.rangeAndEnd(_:length:at:)`).
    @inline(__always)
    func advanced(byASCII count: Int, within room: Int) -> SourceLocation {
        var location = self
        location.columnAndOffset &+= UInt64(truncatingIfNeeded: count) &* (1 << (64 - Self.columnBits) | 1)
        #if DEBUG
            precondition(count >= 0 && count <= room && hasRoom(forASCII: room))
            precondition(location == advanced(byASCII: count))
        #endif
        return location
    }

    /// `advanced(byASCII:)` where the column or the offset saturates: a call apart, so that the
    /// addition stays inline.
    @inline(never)
    private func saturatingAdvanced(by count: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: column + count, offset: offset + count)
    }

    /// `FILE:LINE:COL`, the prefix of a diagnostic.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders locations by file name, then by byte offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }
}
