/// A source's name and bytes, with the line starts for showing a line under a diagnostic.
public struct SourceFile: Sendable {
    /// The name diagnostics use.
    public let name: String
    /// The UTF-8 bytes.
    public let bytes: [UInt8]
    /// The byte offset each line starts at.
    public let lineStarts: [Int]

    /// Creates a source from bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    /// Creates a source from text.
    public init(name: String, text: String) { self.init(name: name, bytes: Array(text.utf8)) }

    /// The text of 1-based line `line`, without its line ending; empty past the end.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text of a byte range.
    public func text(_ range: SourceRange) -> String {
        let start = max(0, min(range.start.offset, bytes.count))
        let end = max(start, min(range.end.offset, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
