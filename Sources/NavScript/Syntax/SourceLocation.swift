/// A position in a source: file, 1-based line and column, and byte offset.
///
/// Columns count Unicode scalars, so a caret lines up under non-ASCII text in a terminal for
/// every character that is one scalar wide.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file name as given (`<stdin>`, `<command>`, `<prompt>` for the non-files).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The byte offset from the start of the source.
    public var offset: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `file:line:col`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders locations by offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}

/// A span of source, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable {
    /// The first position.
    public var start: SourceLocation
    /// The position just after the last.
    public var end: SourceLocation

    /// Creates a range.
    public init(_ start: SourceLocation, _ end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The range covering both.
    public func joined(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }
}

/// A value with the range it was written at: names and strings the interpreter may point at.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var range: SourceRange

    /// Creates a located value.
    public init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }
}
