extension Lexer {
    /// string := '"' (character | escape)* '"', where a raw newline is part of the string.
    ///
    /// A string with a bad escape, a control character or invalid UTF-8 is reported and
    /// becomes an `.invalid` token, so the parser does not report the statement again.
    mutating func lexString() -> Token {
        #if DEBUG
            var general = self
        #endif
        if let token = lexPlainString() {
            #if DEBUG
                let expected = general.lexAnyString()
                assert(
                    expected == token && general.index == index && general.column == column
                        && general.line == line,
                    "the plain-string fast path differs from the general one")
            #endif
            return token
        }
        return lexAnyString()
    }

    /// A string of printable ASCII with no escape (`"P17"`, nearly every label and title),
    /// taken whole from the bytes, or nil, having moved nothing, for any other string.
    ///
    /// The general path appended it to a scalar view one decoded scalar at a time, about
    /// 1,700 instructions for a three-letter label: 17M of the 357M declaring 10,000 views.
    /// Such a string has no error to report, and each byte is one scalar and one column.
    mutating func lexPlainString() -> Token? {
        guard !stopped else { return nil }
        let first = index + 1
        guard let end = bytes.withUnsafeBufferPointer({ Lexer.plainStringEnd(in: $0, from: first) }) else {
            return nil
        }
        let start = location
        let text = bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[first..<end]), as: UTF8.self)
        }
        column += end + 1 - index
        index = end + 1
        return Token(.string(text), at: range(from: start))
    }

    /// The offset of the quote that closes a plain string (printable ASCII, no escape) whose
    /// text starts at `first` in `buffer`, or nil when the string is not plain or not closed:
    /// the scan `lexPlainString()` and `ViewLine` share.
    @inline(__always)
    static func plainStringEnd(in buffer: UnsafeBufferPointer<UInt8>, from first: Int) -> Int? {
        var end = first
        while end < buffer.count {
            let byte = buffer[end]
            if byte < 0x20 || byte > 0x7E || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                break
            }
            end += 1
        }
        guard end < buffer.count, buffer[end] == UInt8(ascii: "\"") else { return nil }
        return end
    }

    /// Any string: the general path, decoding scalars and escapes and reporting what is wrong.
    mutating func lexAnyString() -> Token {
        let start = location
        advanceByte()
        let quote = range(from: start)
        var scalars = String.UnicodeScalarView()
        var valid = true
        while true {
            guard !stopped else { return Token(.invalid, at: range(from: start)) }
            guard index < bytes.count else {
                record(.unterminatedString(openedAt: quote))
                return Token(.invalid, at: range(from: start))
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advanceByte()
                guard valid else { return Token(.invalid, at: range(from: start)) }
                return Token(.string(String(scalars)), at: range(from: start))
            case UInt8(ascii: "\\"):
                if let scalar = lexEscape() { scalars.append(scalar) } else { valid = false }
            case 0x0A:
                scalars.append("\n")
                advanceNewline(length: 1)
            case 0x0D where peekByte(1) == 0x0A:
                scalars.append("\n")
                advanceNewline(length: 2)
            case 0x00..<0x20 where byte != 0x09, 0x7F:
                let at = location
                advanceByte()
                record(.controlCharacter(scalar: UInt32(byte), at: range(from: at)))
                valid = false
            default:
                let at = location
                let (decoded, length) = UTF8Decoder.decode(bytes, at: index)
                index += length
                column += 1
                if let scalar = decoded, Self.isC1Control(scalar) {
                    record(.controlCharacter(scalar: scalar.value, at: range(from: at)))
                    valid = false
                } else if let scalar = decoded {
                    scalars.append(scalar)
                } else {
                    record(.invalidUTF8(byte: byte, at: range(from: at)))
                    valid = false
                }
            }
        }
    }

    /// escape := '\' ('"' | '\' | ''' | 'n' | 't' | 'r' | '0' | 'u{' hex{1,8} '}')
    ///
    /// Returns the scalar, or `nil` after reporting a bad escape (or when the input ends, which
    /// the caller reports as an unterminated string).
    private mutating func lexEscape() -> Unicode.Scalar? {
        let start = location
        advanceByte()
        guard let byte = peekByte(0) else { return nil }
        let simple: Unicode.Scalar? =
            switch byte {
            case UInt8(ascii: "\""): "\""
            case UInt8(ascii: "\\"): "\\"
            case UInt8(ascii: "'"): "'"
            case UInt8(ascii: "n"): "\n"
            case UInt8(ascii: "t"): "\t"
            case UInt8(ascii: "r"): "\r"
            case UInt8(ascii: "0"): "\0"
            default: nil
            }
        if let simple {
            advanceByte()
            return simple
        }
        guard byte == UInt8(ascii: "u") else {
            if byte != 0x0A, byte != 0x0D {
                let (_, length) = UTF8Decoder.decode(bytes, at: index)
                index += length
                column += 1
            }
            record(.invalidEscape(source.text(of: range(from: start)), at: range(from: start)))
            return nil
        }
        advanceByte()
        var value: UInt32 = 0
        var digits = 0
        var wellFormed = peekByte(0) == UInt8(ascii: "{")
        if wellFormed {
            advanceByte()
            while let next = peekByte(0), let digit = Self.hexValue(next) {
                advanceByte()
                digits += 1
                if digits <= 8 { value = value << 4 | digit }
            }
            wellFormed = peekByte(0) == UInt8(ascii: "}") && (1...8).contains(digits)
            if peekByte(0) == UInt8(ascii: "}") { advanceByte() }
        }
        if wellFormed, let scalar = Unicode.Scalar(value) { return scalar }
        record(.invalidEscape(source.text(of: range(from: start)), at: range(from: start)))
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
