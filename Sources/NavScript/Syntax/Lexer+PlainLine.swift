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
    /// Every byte up to the newline is ASCII, so a column on the line is the lexer's column
    /// plus the bytes between (`plainLocation(at:)`).
    ///
    /// Mutating though it changes nothing: the parser then passes its lexer in place, where
    /// it copied the whole lexer for every line to call a method that only reads it.
    mutating func plainLine() -> PlainLine? {
        guard !stopped, !longLinePending else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var plain = PlainLine()
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
                at += 1
                while at < buffer.count, Self.isASCIIIdentifierCharacter(buffer[at]) { at += 1 }
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

    /// A word of a plain line: its text, the table's string when it is a word of the language
    /// as `lexIdentifier()` hands out, and what it is in a plain command.
    func plainWord(_ range: Range<Int>) -> (text: String, plain: PlainWord?) {
        let words = self.words
        return bytes.withUnsafeBufferPointer { buffer in
            if let entry = words.entry(in: buffer, from: range.lowerBound, to: range.upperBound) {
                return entry
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            return (text, nil)
        }
    }

    /// The location of `offset` on the plain line from the lexer's position.
    func plainLocation(at offset: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: column + (offset - index), offset: offset)
    }

    /// Moves past a plain line and its newline, as lexing its tokens and the newline would.
    mutating func finishPlainLine(_ plain: PlainLine) {
        column += plain.newline - index
        index = plain.newline
        atLineStart = false
        advanceNewline(length: 1)
    }
}
