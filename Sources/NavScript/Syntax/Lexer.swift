/// Turns the bytes of a `SourceFile` into tokens, one at a time, reporting lexical errors.
///
/// The lexer works on bytes and validates UTF-8 itself, so bad input gets a located error and
/// never a crash. It runs in time linear in the input: a line longer than
/// `Limits.maxLineBytes` is reported and skipped, and nesting `{` deeper than
/// `Limits.maxNestingDepth` is reported and ends the input.
///
/// Newlines are tokens (they separate statements), except inside strings, which may span
/// lines so that the prompt can ask for more of an unterminated one. `#` starts a comment;
/// `#>` as the first non-blank text of a line is an expected-output line; a `#!` first line
/// is skipped. `\r\n` is a newline; a lone `\r` is blank space.
public struct Lexer {
    /// The input being lexed.
    public let source: SourceFile
    /// The limits in force.
    public let limits: Limits
    /// The errors found so far, in order.
    public private(set) var errors: [SyntaxError] = []

    let bytes: [UInt8]
    /// The source's number, which every location carries.
    let fileID: SourceFileID
    /// The words handed out without decoding, and the names learnt (`LexedWords`): this
    /// lexer's copy of the shared table, held here rather than read from its lazily made
    /// global at every identifier.
    var words = LexedWords.shared
    var index = 0
    var line = 1
    var column = 1
    var atLineStart = true
    /// The offset the current line starts at.
    var lineStart = 0
    /// The offset of the `\n` that ends the current line, or the end of the input, once the
    /// line is measured (`lineMeasured`).
    var lineEnd = 0
    /// Whether `lineEnd` and `longLinePending` hold for the current line: a line is measured
    /// when it is first read (`measureLine()`), and a plain line as its memo key is made, from
    /// the same four words (`plainLineMemoKey()`), where scanning it apart cost about seventy
    /// instructions a line. A plain line the memo keeps is never measured: its key, learnt
    /// from the line measured when it was first met, gives its end
    /// (`Parser.nextKnownPlainLine()`).
    var lineMeasured = false
    /// How many `{` are open.
    private(set) var braceDepth = 0
    var stopped = false
    var longLinePending = false

    /// Creates a lexer positioned at the start of `source`.
    public init(source: SourceFile, limits: Limits = .standard) {
        self.source = source
        self.bytes = source.bytes
        self.fileID = source.id
        self.limits = limits
        beginLine()
    }

    /// Lexes a whole input: every token up to and including `.endOfInput`, and the errors.
    public static func tokenize(
        _ source: SourceFile, limits: Limits = .standard
    ) -> (tokens: [Token], errors: [SyntaxError]) {
        var lexer = Lexer(source: source, limits: limits)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfInput { return (tokens, lexer.errors) }
        }
    }

    /// Whether the input ended inside a string (the last error is an unterminated string).
    public var endedInsideString: Bool {
        if case .unterminatedString = errors.last { return true }
        return false
    }

    /// The current position. Always inlined: called, it cost the plain command lines about 30
    /// instructions each (with a copy of the lexer's words through `memcpy`).
    @inline(__always)
    var location: SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: column, offset: index)
    }

    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: location)
    }

    /// Returns the next token; after the end, `.endOfInput` again and again.
    public mutating func next() -> Token {
        while true {
            if stopped || index >= bytes.count { return Token(.endOfInput, at: SourceRange(at: location)) }
            measureLine()
            if longLinePending {
                longLinePending = false
                let start = location
                skipLongLine()
                let lineBytes = source.byteRange(ofLine: line)?.count ?? 0
                record(.lineTooLong(bytes: lineBytes, limit: limits.maxLineBytes, at: range(from: start)))
                return Token(.invalid, at: range(from: start))
            }
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09:
                advanceByte()
                continue
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                let start = location
                advanceNewline(length: 2)
                return Token(.newline, at: SourceRange(start: start, end: start))
            case 0x0D:
                advanceByte()
                continue
            case 0x0A:
                let start = location
                advanceNewline(length: 1)
                return Token(.newline, at: SourceRange(start: start, end: start))
            case UInt8(ascii: "#"):
                if let token = lexHash() { return token }
                continue
            default:
                break
            }
            if byte == 0xEF, index == 0, bytes.count >= 3, bytes[1] == 0xBB, bytes[2] == 0xBF {
                index = 3
                column += 1
                continue
            }
            atLineStart = false
            let token = lexToken()
            atLineStart = false
            return token
        }
    }

    // MARK: - Tokens

    private mutating func lexToken() -> Token {
        let byte = bytes[index]
        // Nearly every token: straight to the identifier, before making a start location only
        // the other tokens need.
        if Self.isASCIIIdentifierStart(byte) { return lexIdentifier() }
        let start = location
        func single(_ kind: TokenKind) -> Token {
            advanceByte()
            return Token(kind, at: range(from: start))
        }
        switch byte {
        case UInt8(ascii: "\""):
            return lexString()
        case UInt8(ascii: "{"):
            braceDepth += 1
            if braceDepth > limits.maxNestingDepth {
                advanceByte()
                record(.nestingTooDeep(limit: limits.maxNestingDepth, at: range(from: start)))
                stopped = true
                return Token(.invalid, at: range(from: start))
            }
            return single(.leftBrace)
        case UInt8(ascii: "}"):
            braceDepth = max(0, braceDepth - 1)
            return single(.rightBrace)
        case UInt8(ascii: "("): return single(.leftParen)
        case UInt8(ascii: ")"): return single(.rightParen)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: ";"): return single(.semicolon)
        case UInt8(ascii: "."): return single(.dot)
        case UInt8(ascii: "-"):
            if peekByte(1) == UInt8(ascii: ">") {
                advanceByte()
                return single(.arrow)
            }
            if peekByte(1) == UInt8(ascii: "-"), let next = peekByte(2), Self.isFlagByte(next) {
                advanceByte()
                advanceByte()
                let textStart = index
                while index < bytes.count, Self.isFlagByte(bytes[index]) { advanceByte() }
                let name = UTF8Decoder.string(bytes, textStart..<index)
                return Token(.flag(name), at: range(from: start))
            }
            return single(.symbol("-"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case 0x00..<0x20, 0x7F:
            advanceByte()
            record(.controlCharacter(scalar: UInt32(byte), at: range(from: start)))
            return Token(.invalid, at: range(from: start))
        case 0x21..<0x7F:
            // Any other printable ASCII: letters and `_` were taken first, digits above.
            return single(.symbol(String(Unicode.Scalar(byte))))
        default:
            break
        }
        let (decoded, length) = UTF8Decoder.decode(bytes, at: index)
        guard let scalar = decoded else {
            advanceByte()
            record(.invalidUTF8(byte: byte, at: range(from: start)))
            return Token(.invalid, at: range(from: start))
        }
        if Self.isIdentifierStart(scalar) { return lexIdentifier() }
        index += length
        column += 1
        if Self.isC1Control(scalar) {
            record(.controlCharacter(scalar: scalar.value, at: range(from: start)))
            return Token(.invalid, at: range(from: start))
        }
        return Token(.symbol(String(scalar)), at: range(from: start))
    }

    /// identifier := identifier-head identifier-character*
    private mutating func lexIdentifier() -> Token {
        let start = location
        let textStart = index
        // ASCII, nearly every identifier: scanned through a buffer pointer, with no decoding,
        // no scalar properties and no bounds check per byte.
        let asciiEnd = bytes.withUnsafeBufferPointer { Self.asciiIdentifierEnd(in: $0, from: textStart) }
        column += asciiEnd - index
        index = asciiEnd
        if index < bytes.count, bytes[index] >= 0x80 { lexNonASCIIIdentifierCharacters() }
        let end = index
        let bytes = self.bytes
        let name = bytes.withUnsafeBufferPointer { buffer in
            // Valid by construction (the loops took only decoded scalars), so decoded, where
            // it must be, with no second check.
            words.text(in: buffer, from: textStart, to: end).text
        }
        return Token(.identifier(name), at: range(from: start))
    }

    /// The rest of an identifier from a non-ASCII character on. A call apart, so that the
    /// scalar properties it needs cost nothing to the ASCII identifiers.
    @inline(never)
    private mutating func lexNonASCIIIdentifierCharacters() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard Self.isASCIIIdentifierCharacter(byte) else { break }
                index += 1
                column += 1
                continue
            }
            let (decoded, length) = UTF8Decoder.decode(bytes, at: index)
            guard let scalar = decoded, Self.isIdentifierCharacter(scalar) else { break }
            index += length
            column += 1
        }
    }

    /// number := digit+ ('.' digit+)*
    private mutating func lexNumber() -> Token {
        let start = location
        let textStart = index
        while true {
            while let byte = peekByte(0), Self.isDigit(byte) { advanceByte() }
            guard peekByte(0) == UInt8(ascii: "."), let next = peekByte(1), Self.isDigit(next) else { break }
            advanceByte()
        }
        return Token(.number(UTF8Decoder.string(bytes, textStart..<index)), at: range(from: start))
    }

    /// Handles `#`: a `#!` first line, a `#>` expected-output line, or a comment. Returns a
    /// token only for an expected-output line.
    private mutating func lexHash() -> Token? {
        let start = location
        let next = peekByte(1)
        let atFileStart = index == 0 || (index == 3 && bytes[0] == 0xEF)
        if atFileStart, next == UInt8(ascii: "!") {
            skipRestOfLine(validating: true)
            return nil
        }
        guard atLineStart, next == UInt8(ascii: ">") else {
            skipRestOfLine(validating: true)
            return nil
        }
        advanceByte()
        advanceByte()
        if peekByte(0) == UInt8(ascii: " ") { advanceByte() }
        let textStart = index
        skipRestOfLine(validating: true)
        let text = UTF8Decoder.string(bytes, textStart..<index)
        return Token(.expectedOutput(text), at: range(from: start))
    }

    /// Whether the lexer stopped before the real end: an unterminated string, nesting too
    /// deep, or too many errors. The parser then does not also report unclosed blocks.
    public var stoppedEarly: Bool { stopped || endedInsideString }

    /// Records an error; at `Limits.maxErrors` errors the lexer stops.
    mutating func record(_ error: SyntaxError) {
        errors.append(error)
        if errors.count >= limits.maxErrors { stopped = true }
    }

    // MARK: - Movement

    func peekByte(_ ahead: Int) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    /// Moves over one ASCII byte on the current line.
    mutating func advanceByte() {
        index += 1
        column += 1
    }

    /// Moves over a line terminator of `length` bytes and starts the next line.
    mutating func advanceNewline(length: Int) {
        index += length
        line += 1
        column = 1
        atLineStart = true
        beginLine()
    }

    /// Starts a line here, to be measured when first read (`measureLine()`).
    private mutating func beginLine() {
        lineStart = index
        lineMeasured = false
    }

    /// Finds where the current line ends (`lineEnd`) and notes whether it is too long, for
    /// `next()` to report and skip, unless that is known already.
    @inline(__always)
    mutating func measureLine() {
        if !lineMeasured { measureLineNow() }
    }

    /// `measureLine()`'s work: the line's length is `SourceFile.byteRange(ofLine:)`'s, without
    /// its `\n` or `\r\n`, found here rather than from the file's line starts, which then need
    /// not be made at all for a run without errors.
    mutating func measureLineNow() {
        let (start, maximum) = (lineStart, limits.maxLineBytes)
        (lineEnd, longLinePending) = bytes.withUnsafeBufferPointer { buffer in
            let end = Self.lineEnd(in: buffer, from: start)
            var length = end - start
            if length > 0, end < buffer.count, buffer[end - 1] == 0x0D { length -= 1 }
            return (end, length > maximum)
        }
        lineMeasured = true
    }

    /// The offset of the first `\n` at or after `start` in `buffer`, or its end: the end of
    /// the line `start` is on. Eight bytes at a time, as `SourceFile`'s line starts are found.
    @inline(__always)
    static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteLanes.firstFound(
            in: buffer, from: start, marking: { ByteLanes.equal($0, 0x0A) }, or: { $0 == 0x0A })
    }

    /// Moves to the end of a line too long to lex, counting columns by lead bytes only.
    /// An index loop rather than slice algorithms, which allocate per element unoptimised
    /// (see `SourceFile.lineStarts(of:)`).
    private mutating func skipLongLine() {
        var end = index
        var leads = 0
        while end < bytes.count, bytes[end] != 0x0A {
            if bytes[end] & 0xC0 != 0x80 { leads += 1 }
            end += 1
        }
        if end > index, bytes[end - 1] == 0x0D, end < bytes.count {
            end -= 1
            leads -= 1
        }
        column += leads
        index = end
    }

    /// Moves to the end of the line (before `\r\n` or `\n`), reporting bad bytes if asked.
    private mutating func skipRestOfLine(validating: Bool) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { return }
            if byte == 0x0D, peekByte(1) == 0x0A { return }
            let start = location
            let (scalar, length) = UTF8Decoder.decode(bytes, at: index)
            index += length
            column += 1
            guard validating else { continue }
            if scalar == nil {
                record(.invalidUTF8(byte: byte, at: range(from: start)))
            } else if byte == 0 {
                record(.controlCharacter(scalar: 0, at: range(from: start)))
            }
        }
    }

    // MARK: - Character classes

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isFlagByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Swift's identifier-head, approximated: ASCII letters, `_`, Unicode XID_Start and emoji.
    /// Whether a scalar is a C1 control (U+0080–U+009F), which some terminals obey (U+009B is
    /// CSI), so it is refused like the C0 controls.
    static func isC1Control(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value)
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return scalar == "_" || (value >= 0x61 && value <= 0x7A)
        }
        return scalar.properties.isXIDStart || scalar.properties.isEmojiPresentation
    }

    /// `isIdentifierStart` for an ASCII byte: a letter or `_`.
    static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        return (letter >= 0x61 && letter <= 0x7A) || byte == 0x5F
    }

    /// `isIdentifierCharacter` for an ASCII byte: a letter, a digit or `_`.
    static func isASCIIIdentifierCharacter(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        return (letter >= 0x61 && letter <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// Swift's identifier-character, approximated: a head, a digit, XID_Continue, emoji
    /// modifiers, variation selectors and the zero-width joiner.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierStart(scalar) { return true }
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return scalar.properties.isXIDContinue || scalar.properties.isEmoji || scalar.value == 0x200D
            || (0xFE00...0xFE0F).contains(scalar.value)
    }
}
