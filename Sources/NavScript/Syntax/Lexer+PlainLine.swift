/// A line of one to three ASCII words with blanks between, ended by `\n`: the shape of nearly
/// every command of a long script, read by the parser without tokens
/// (`Parser.parsePlainLine()`).
struct PlainLine {
    /// How many words the line holds, 1 to 3.
    var count = 0
    /// The byte ranges of the words, the unused ones empty.
    var first = 0..<0
    var second = 0..<0
    var third = 0..<0
    /// The offset of the `\n` that ends the line.
    var newline = 0
    /// Where the lexer was when it read the line: every byte from there to the newline is
    /// ASCII, so a column is this one's plus the bytes between (`location(at:)`).
    var start: SourceLocation

    /// The location of byte `offset` of the line.
    @inline(__always)
    func location(at offset: Int) -> SourceLocation {
        start.advanced(byASCII: offset - start.offset)
    }

    /// The source range of bytes `range` of the line.
    func range(_ range: Range<Int>) -> SourceRange {
        SourceRange(start: location(at: range.lowerBound), end: location(at: range.upperBound))
    }

    /// The range of the last word.
    var last: Range<Int> {
        switch count {
        case 1: return first
        case 2: return second
        default: return third
        }
    }
}

extension Lexer {
    /// The rest of the current line from the lexer's position, when it is a `PlainLine`; nil
    /// for anything else (other characters, more words, a `\r`, the end of the input, a line
    /// too long), which the tokens then read. Moves nothing: `finishPlainLine(_:)` does.
    ///
    /// Mutating because it measures the current line if it is not measured yet; being
    /// mutating also lets the parser pass its lexer in place, where it copied the whole lexer
    /// for every line.
    mutating func plainLine() -> PlainLine? {
        guard !stopped else { return nil }
        measureLine()
        guard !longLinePending else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var plain = PlainLine(start: location)
            var at = index
            while true {
                while at < buffer.count, buffer[at] == 0x20 || buffer[at] == 0x09 { at += 1 }
                guard at < buffer.count else { return nil }
                let byte = buffer[at]
                if byte == 0x0A {
                    plain.newline = at
                    return plain.count > 0 ? plain : nil
                }
                guard Self.isASCIIIdentifierStart(byte) else { return nil }
                let start = at
                at = Self.asciiIdentifierEnd(in: buffer, from: at + 1)
                switch plain.count {
                case 0: plain.first = start..<at
                case 1: plain.second = start..<at
                case 2: plain.third = start..<at
                default: return nil
                }
                plain.count += 1
            }
        }
    }

    /// A word of a plain line: its text, as `lexIdentifier()` hands it out, and what it is in
    /// a plain command.
    mutating func plainWord(_ range: Range<Int>) -> (text: String, plain: PlainWord?) {
        let bytes = self.bytes
        return bytes.withUnsafeBufferPointer { buffer in
            words.text(in: buffer, from: range.lowerBound, to: range.upperBound)
        }
    }

    /// The key of the rest of the current line, from the lexer's position to its newline,
    /// for `PlainLineMemo`; nil when the line is longer than the memo keeps, has no newline
    /// (the last line), or lies too near the end of the input to be read in four words.
    /// Mutating, as `plainLine()` is: it measures the line if it is not measured yet.
    ///
    /// A line read from its start is measured here from the four words the key is made of
    /// when its newline lies among them (`lineStartKey()`, `PlainLineMemo.Key.line(at:)`).
    mutating func plainLineMemoKey() -> PlainLineMemo.Key? {
        if let key = lineStartKey() { return measureLine(startingWith: key) ? key : nil }
        return plainLineMemoKeyAfterUnkeyedLookup()
    }

    /// `plainLineMemoKey()` where `lineStartKey()` found none: at the line's start, with 32
    /// bytes left, that is a line with no newline among them, longer than the memo keeps,
    /// measured here rather than have its key looked for again; from a line's middle, the
    /// rest of the line measured.
    mutating func plainLineMemoKeyAfterUnkeyedLookup() -> PlainLineMemo.Key? {
        #if DEBUG
            // As the lookup found: a miss holds only right after it, the lexer not moved since.
            precondition(lineStartKey() == nil)
        #endif
        guard !stopped, index + PlainLineMemo.maximumLength <= bytes.count else { return nil }
        if index == lineStart {
            measureLine()
            return nil
        }
        return measuredLineMemoKey()
    }

    /// `plainLineMemoKey()` for a line read from its middle, measured first.
    private mutating func measuredLineMemoKey() -> PlainLineMemo.Key? {
        measureLine()
        guard !longLinePending, lineEnd < bytes.count else { return nil }
        let length = lineEnd - index
        guard length <= PlainLineMemo.maximumLength else { return nil }
        return bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            return PlainLineMemo.Key(base + index, length: length)
        }
    }

    /// The key of the current line, read from its start (the lexer at `lineStart`) to its
    /// newline, when it lies within the memo's length and 32 bytes are left to read; nil
    /// otherwise. The line is not measured: a line the memo keeps is passed at once
    /// (`Parser.nextKnownPlainLine()`), and measuring it, four stores and a load of its last
    /// byte, was wasted; `measureLine(startingWith:)` measures any other from its key.
    @inline(__always)
    func lineStartKey() -> PlainLineMemo.Key? {
        guard !stopped, index == lineStart, index + PlainLineMemo.maximumLength <= bytes.count else {
            return nil
        }
        let start = index
        return bytes.withUnsafeBytes { raw in
            PlainLineMemo.Key.line(at: raw.baseAddress.unsafelyUnwrapped + start)
        }
    }

    /// Whether the line after the current one, whose key `lineStartKey()` made, starts with a
    /// word or the input ends there: `startsWordOrEnds(at:)` for the byte after the key's
    /// newline, which lies within the 32 bytes the key was read from, or just after them,
    /// tested on the bytes already at hand.
    @inline(__always)
    func nextLineStartsWordOrEnds(afterKey key: PlainLineMemo.Key) -> Bool {
        let next = index &+ key.length &+ 1
        #if DEBUG
            precondition(!stopped && key.length < PlainLineMemo.maximumLength && next <= bytes.count)
        #endif
        let startsWordOrEnds = bytes.withUnsafeBufferPointer { buffer in
            next == buffer.count || Self.isASCIIIdentifierStart(buffer.baseAddress.unsafelyUnwrapped[next])
        }
        #if DEBUG
            precondition(startsWordOrEnds == self.startsWordOrEnds(at: next))
        #endif
        return startsWordOrEnds
    }

    /// Measures the current line, read from its start, from `key`, its bytes up to its newline
    /// (`lineStartKey()`, `PlainLineMemo.Key.line(at:)`), as `measureLine()` would; true when
    /// the line is not too long.
    mutating func measureLine(startingWith key: PlainLineMemo.Key) -> Bool {
        lineEnd = lineStart + key.length
        var length = key.length
        if length > 0, bytes[lineEnd - 1] == 0x0D { length -= 1 }
        longLinePending = length > limits.maxLineBytes
        lineMeasured = true
        #if DEBUG
            // As scanning the line finds it, a `\r` before the newline trimmed the same way.
            var scanned = self
            scanned.measureLineNow()
            precondition(scanned.lineEnd == lineEnd && scanned.longLinePending == longLinePending)
        #endif
        return !longLinePending
    }

    /// Whether the token that starts at `offset`, where the lexer will be at a line's start
    /// (after a plain line) or is now, is a word, or the input ends there: the byte there is
    /// a letter or `_`, or there is none. A word is then the next token, or an invalid one
    /// for a line too long (never a `#>` line, a newline or a `;`).
    func startsWordOrEnds(at offset: Int) -> Bool {
        if stopped { return false }
        guard offset < bytes.count else { return offset == bytes.count }
        return Self.isASCIIIdentifierStart(bytes[offset])
    }

    /// Moves past a plain line and its newline at `newline`, as lexing its tokens and the
    /// newline would.
    @inline(__always)
    mutating func finishPlainLine(newline: Int) {
        // The column is not moved along the line: the newline starts the next at column 1.
        index = newline
        atLineStart = false
        advanceNewline(length: 1)
    }
}
