import Synchronization

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
    ///
    /// Found the first time something asks (a diagnostic's source line, `navsh test`'s
    /// blocks), not when the file is made: the lexer finds each line's end itself as it
    /// reaches it, and a run without errors asks nothing else. Made with the file, a
    /// million-line script's index cost 50 instructions a line, 8 MB and about 3,900 page
    /// faults as the array grew.
    public var lineStarts: [Int] {
        lineIndex.starts.withLock { starts in
            if let starts { return starts }
            let found = Self.lineStarts(of: bytes)
            starts = found
            return found
        }
    }

    /// Where `lineStarts` is kept once found: one box shared by the file's copies, so that it
    /// is found once a file.
    private let lineIndex = LineIndex()

    /// A file's line starts, found at most once.
    private final class LineIndex: Sendable {
        let starts = Mutex<[Int]?>(nil)
    }

    /// Creates a source file from raw bytes, which need not be valid UTF-8.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.id = SourceFileID(name)
        self.bytes = bytes
    }

    /// Whether two files have the same name and bytes (their line starts follow from them).
    public static func == (left: SourceFile, right: SourceFile) -> Bool {
        left.name == right.name && left.id == right.id && left.bytes == right.bytes
    }

    /// Hashes the name and bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(bytes)
    }

    /// 0, then the offset after each `\n` of `bytes`.
    ///
    /// Read eight bytes at a time, as a word whose newline bytes a few integer operations
    /// find: a loop over the bytes cost seven instructions a byte of every script run, most
    /// of a hundred a line. Through a buffer pointer, not firstIndex(of:) over a slice:
    /// unoptimised, a slice allocates for every element it reads, which made a 10 MB file
    /// take seconds in the tests' debug build and most of a minute under AddressSanitizer.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index + 8 <= buffer.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                var newlines = ByteLanes.equal(word, 0x0A)
                while newlines != 0 {
                    starts.append(index + (newlines.trailingZeroBitCount >> 3) + 1)
                    newlines &= newlines &- 1
                }
                index += 8
            }
            while index < buffer.count {
                if buffer[index] == 0x0A { starts.append(index + 1) }
                index += 1
            }
        }
        return starts
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
