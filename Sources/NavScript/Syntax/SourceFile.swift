/// One input's name and bytes, with an index of line starts for locations and caret display.
///
/// The text is kept as bytes so invalid UTF-8 can be reported at its location instead of being
/// repaired silently. Lines end at `\n`; a `\r` just before it (CRLF) is not part of the line.
public struct SourceFile: Hashable, Sendable {
    /// The name used in diagnostics: a path, `<stdin>`, `<command line>`, `<prompt>`…
    public let name: String
    /// The name's number, which the locations in this file carry instead of the name.
    public let id: SourceFileID
    /// The raw bytes of the input.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    /// Creates a source file from raw bytes, which need not be valid UTF-8.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.id = SourceFileID(name)
        self.bytes = bytes
        // An index loop over the array, not firstIndex(of:) over a slice: unoptimised, a
        // slice allocates for every element it reads, which made a 10 MB file take seconds
        // in the tests' debug build and most of a minute under AddressSanitizer.
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { starts.append(index + 1) }
            index += 1
        }
        self.lineStarts = starts
    }

    /// Creates a source file from a string.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The number of lines (a final line without a terminator counts; an empty file has one).
    public var lineCount: Int { lineStarts.count }

    /// The byte range of 1-based line `line`, without its `\n` or `\r\n`; `nil` when out of range.
    public func byteRange(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D, end < bytes.count, bytes[end] == 0x0A { end -= 1 }
        return start..<end
    }

    /// The text of 1-based line `line`, without its terminator; invalid bytes become U+FFFD.
    public func text(ofLine line: Int) -> String? {
        guard let range = byteRange(ofLine: line) else { return nil }
        return UTF8Decoder.string(bytes, range)
    }

    /// The location of a byte offset (clamped to the file), with its column counted in scalars.
    public func location(atOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            index += UTF8Decoder.decode(bytes, at: index).length
            column += 1
        }
        return SourceLocation(fileID: id, line: low + 1, column: column, offset: offset)
    }

    /// The source text of a range, decoded with U+FFFD for invalid bytes.
    public func text(of range: SourceRange) -> String {
        Self.text(of: range, in: bytes)
    }

    /// The text of a range of `bytes` (clamped to them), decoded with U+FFFD for invalid bytes.
    static func text(of range: SourceRange, in bytes: [UInt8]) -> String {
        let start = max(0, min(range.start.offset, bytes.count))
        let end = max(start, min(range.end.offset, bytes.count))
        return UTF8Decoder.string(bytes, start..<end)
    }
}
