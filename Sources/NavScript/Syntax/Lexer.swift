/// Turns a source's bytes into tokens, `#>` lines and lexical errors, in one linear pass.
///
/// It works on UTF-8 bytes, so a 10 MB line costs one pass; columns count scalars.
public struct Lexer {
    /// What lexing a source gives.
    public struct Output: Sendable {
        /// The tokens, ending with `.end`.
        public var tokens: [Token]
        /// The `#>` lines, in order.
        public var expectedLines: [ExpectedLine]
        /// The lexical errors; lexing goes on after each.
        public var errors: [SyntaxError]
    }

    private let file: String
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    private var tokens: [Token] = []
    private var expected: [ExpectedLine] = []
    private var errors: [SyntaxError] = []

    /// Lexes a whole source.
    public static func lex(_ source: SourceFile) -> Output {
        var lexer = Lexer(file: source.name, bytes: source.bytes)
        lexer.run()
        return Output(tokens: lexer.tokens, expectedLines: lexer.expected, errors: lexer.errors)
    }

    private init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    private var location: SourceLocation {
        SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    /// Moves past one byte, counting a column for each scalar's first byte.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func run() {
        if let bad = Lexer.firstInvalidUTF8(bytes) {
            skip(to: bad)
            errors.append(.invalidUTF8(location))
            tokens.append(Token(kind: .end, range: SourceRange(location, location)))
            return
        }
        if bytes.starts(with: [0x23, 0x21]) { skipToLineEnd() }  // "#!"
        var lineStart = 0
        while let byte = peek() {
            let start = location
            switch byte {
            case 0x0A:
                if offset - lineStart > Limits.lineLength {
                    errors.append(
                        .lineTooLong(SourceLocation(file: file, line: line, column: 1, offset: lineStart)))
                }
                advance()
                lineStart = offset
                tokens.append(Token(kind: .newline, range: SourceRange(start, location)))
            case 0x20, 0x09, 0x0D:
                advance()
            case 0x00:
                advance()
                errors.append(.nulByte(start))
            case 0x23:  // "#"
                if peek(1) == 0x3E, isAtLineStart(lineStart) {  // "#>"
                    expectedLine(lineStart: lineStart)
                } else {
                    skipToLineEnd()
                }
            case 0x22:  // '"'
                string(from: start)
            case 0x7B: single(.leftBrace, start)
            case 0x7D: single(.rightBrace, start)
            case 0x28: single(.leftParen, start)
            case 0x29: single(.rightParen, start)
            case 0x2C: single(.comma, start)
            case 0x3B: single(.semicolon, start)
            case 0x3E: single(.greater, start)
            case 0x2D where peek(1) == 0x3E:  // "->"
                advance()
                advance()
                tokens.append(Token(kind: .arrow, range: SourceRange(start, location)))
            default:
                if Lexer.isWordByte(byte) {
                    word(from: start)
                } else {
                    let scalarStart = offset
                    advance()
                    while let next = peek(), next & 0xC0 == 0x80 { advance() }
                    let text = String(decoding: bytes[scalarStart..<offset], as: UTF8.self)
                    errors.append(.unexpectedCharacter(text, start))
                }
            }
        }
        if offset - lineStart > Limits.lineLength {
            errors.append(.lineTooLong(SourceLocation(file: file, line: line, column: 1, offset: lineStart)))
        }
        tokens.append(Token(kind: .end, range: SourceRange(location, location)))
    }

    private mutating func skip(to target: Int) {
        while offset < target { advance() }
    }

    private mutating func skipToLineEnd() {
        while let byte = peek(), byte != 0x0A { advance() }
    }

    private func isAtLineStart(_ lineStart: Int) -> Bool {
        bytes[lineStart..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    private mutating func single(_ kind: Token.Kind, _ start: SourceLocation) {
        advance()
        tokens.append(Token(kind: kind, range: SourceRange(start, location)))
    }

    /// `#> text` up to the line end: one line of expected output.
    private mutating func expectedLine(lineStart: Int) {
        let lineNumber = line
        advance()
        advance()
        if peek() == 0x20 { advance() }
        let textStart = offset
        skipToLineEnd()
        var textEnd = offset
        if textEnd > textStart, bytes[textEnd - 1] == 0x0D { textEnd -= 1 }
        let end = peek() == 0x0A ? offset + 1 : offset
        expected.append(
            ExpectedLine(
                line: lineNumber, text: String(decoding: bytes[textStart..<textEnd], as: UTF8.self),
                start: lineStart,
                end: end))
    }

    /// Letters, digits, `_`, `.`, `/`, `~`, `-` (not before `>`), and any non-ASCII scalar.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x2F, 0x7E, 0x2D: return true
        default: return byte >= 0x80
        }
    }

    private mutating func word(from start: SourceLocation) {
        let first = offset
        while let byte = peek(), Lexer.isWordByte(byte), !(byte == 0x2D && peek(1) == 0x3E) { advance() }
        let text = String(decoding: bytes[first..<offset], as: UTF8.self)
        tokens.append(Token(kind: .word(text), range: SourceRange(start, location)))
    }

    /// A `"…"` string with `\"`, `\\`, `\n`, `\t`, `\u{…}`; it may not span lines.
    private mutating func string(from start: SourceLocation) {
        advance()
        var scalars = String.UnicodeScalarView()
        var chunkStart = offset
        func flush(_ lexer: Lexer, _ scalars: inout String.UnicodeScalarView, _ chunkStart: Int) {
            scalars.append(
                contentsOf: String(decoding: lexer.bytes[chunkStart..<lexer.offset], as: UTF8.self)
                    .unicodeScalars)
        }
        while true {
            guard let byte = peek(), byte != 0x0A else {
                errors.append(.unterminatedString(start))
                tokens.append(Token(kind: .string(String(scalars)), range: SourceRange(start, location)))
                return
            }
            if byte == 0x22 {
                flush(self, &scalars, chunkStart)
                advance()
                tokens.append(Token(kind: .string(String(scalars)), range: SourceRange(start, location)))
                return
            }
            if byte == 0x5C {
                flush(self, &scalars, chunkStart)
                let escapeStart = location
                advance()
                switch peek() {
                case 0x22?: scalars.append("\""); advance()
                case 0x5C?: scalars.append("\\"); advance()
                case 0x6E?: scalars.append("\n"); advance()
                case 0x74?: scalars.append("\t"); advance()
                case 0x75? where peek(1) == 0x7B:
                    advance()
                    advance()
                    var value: UInt32 = 0
                    var digits = 0
                    while let hex = peek(), let digit = Lexer.hexValue(hex), digits < 9 {
                        value = value &* 16 &+ UInt32(digit)
                        digits += 1
                        advance()
                    }
                    if peek() == 0x7D, digits > 0, digits <= 8, let scalar = Unicode.Scalar(value) {
                        advance()
                        scalars.append(scalar)
                    } else {
                        errors.append(.invalidEscape(escapeStart))
                    }
                default:
                    errors.append(.invalidEscape(escapeStart))
                }
                chunkStart = offset
                continue
            }
            advance()
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var value: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(byte & 0x07)
            default: return index
            }
            guard index + length <= count else { return index }
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(continuation & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return index }
            index += length
        }
        return nil
    }
}
