/// A recursive-descent parser for the `.nav` language, with panic-mode recovery.
///
/// After an error the parser skips to the next statement separator of the block it is in
/// (braces balanced), so one mistake gives one report. Its recursion is bounded by the
/// grammar: script → view block → button or `segues` block → command, and no deeper.
///
/// ```swift
/// let result = Parser.parse(SourceFile(name: "app.nav", text: text))
/// ```
public struct Parser {
    /// Thrown inside the parser once an error has been recorded, to unwind to recovery.
    struct Abort: Error {}

    /// Where a list of statements is.
    enum Context {
        /// The top level of the input.
        case script
        /// A view's, button's or `segues` block.
        case block
    }

    var lexer: Lexer
    let source: SourceFile
    let limits: Limits
    /// Tokens lexed but not consumed, from `lookaheadStart` on: an index rather than
    /// `removeFirst()`, so consuming a token moves none.
    var lookahead: [Token] = []
    var lookaheadStart = 0
    var errors: [SyntaxError] = []
    var previousEnd: SourceLocation
    var gaveUp = false
    var reportedEnd = false
    /// The last statement parsed, waiting for the `#>` lines after it (`nextStatement()`).
    var held: Statement?
    /// Whether `held` holds a statement, set wherever it changes: asking `held` itself copied
    /// the whole statement out and destroyed the copy, through value witnesses, every line.
    var holding = false
    /// `#>` lines read but not yet attached to `held`.
    var pendingOutput: [Located<String>] = []
    /// Whether the last statement had an error, so the `#>` lines after it are dropped.
    var lastFailed = false
    /// The plain lines read so far, found again by their bytes.
    var plainLines = PlainLineMemo()
    /// Whether plain lines are read straight from the bytes (`parsePlainLine()`); off only in
    /// the tests that check it against the tokens.
    var readsPlainLines = true

    /// Parses a whole input.
    public static func parse(_ source: SourceFile, limits: Limits = .standard) -> ParseResult {
        var parser = Parser(source: source, limits: limits)
        let statements = parser.parseScript()
        return ParseResult(statements: statements, errors: parser.allErrors())
    }

    /// Parses a whole input, keeping at most `keeping` statements: a longer script is run by
    /// parsing it again statement by statement (`statements(of:)`), so its statements are never
    /// all in memory. `observe` sees every statement. `keptAll` tells whether `statements` is
    /// the whole script.
    static func parse(
        _ source: SourceFile, limits: Limits = .standard, keeping: Int, observe: (Statement) -> Void
    ) -> (result: ParseResult, keptAll: Bool) {
        var parser = Parser(source: source, limits: limits)
        let statements = parser.parseRest(after: [], keeping: keeping, observe: observe)
        return (ParseResult(statements: statements ?? [], errors: parser.allErrors()), statements != nil)
    }

    /// Parses the rest of the input, each statement shown to `observe`, and returns `kept`
    /// followed by them, or nil when that would be more than `keeping` statements: the caller
    /// then parses the rest again as it runs it, so a long script is never all in memory.
    mutating func parseRest(after kept: [Statement], keeping: Int, observe: (Statement) -> Void)
        -> [Statement]?
    {
        var statements: [Statement]? = kept
        while let statement = nextStatement() {
            observe(statement)
            if let count = statements?.count, count >= keeping { statements = nil }
            statements?.append(statement)
        }
        return statements
    }

    /// A parser positioned at the start of `source`, to take its statements one at a time with
    /// `nextStatement()`.
    static func statements(of source: SourceFile, limits: Limits = .standard) -> Parser {
        Parser(source: source, limits: limits)
    }

    /// Parses a string, named `name` in locations.
    public static func parse(_ text: String, name: String = "<input>", limits: Limits = .standard)
        -> ParseResult
    {
        parse(SourceFile(name: name, text: text), limits: limits)
    }

    init(source: SourceFile, limits: Limits) {
        self.source = source
        self.limits = limits
        self.lexer = Lexer(source: source, limits: limits)
        self.previousEnd = SourceLocation(fileID: source.id, line: 1, column: 1, offset: 0)
    }

    /// Whether an error has been found so far, by the lexer or the parser.
    var hasErrors: Bool { !errors.isEmpty || !lexer.errors.isEmpty }

    /// The lexer's and the parser's errors in source order, then a `tooManyErrors` if it came
    /// to that.
    mutating func allErrors() -> [SyntaxError] {
        // Every run asks, nearly always of a source without errors: sorting two empty arrays
        // still made the runtime build the metadata of `(offset: Int, element: SyntaxError)`.
        if errors.isEmpty && lexer.errors.isEmpty { return [] }
        var merged = (lexer.errors + errors).enumerated().sorted { left, right in
            let (l, r) = (left.element.range.start.offset, right.element.range.start.offset)
            return l != r ? l < r : left.offset < right.offset
        }.map(\.element)
        if merged.count >= limits.maxErrors {
            merged = Array(merged.prefix(limits.maxErrors))
            let at = merged.last?.range ?? SourceRange(at: previousEnd)
            merged.append(.tooManyErrors(limit: limits.maxErrors, at: at))
        }
        return merged
    }

    // MARK: - Tokens

    /// Lexes up to the token `ahead` tokens after the current one; returns its index.
    ///
    /// Inlined, as every peek calls it and nearly always finds the token lexed already; the
    /// lexing is a call apart, so that this stays a comparison.
    @inline(__always)
    private mutating func fill(_ ahead: Int) -> Int {
        let index = lookaheadStart + ahead
        if index >= lookahead.count { lex(upTo: index) }
        return index
    }

    /// Lexes tokens into the lookahead until it holds index `index`.
    @inline(never)
    private mutating func lex(upTo index: Int) {
        while lookahead.count <= index { lookahead.append(lexer.next()) }
    }

    /// The token `ahead` tokens after the current one (0 is the current one).
    mutating func peek(_ ahead: Int = 0) -> Token {
        lookahead[fill(ahead)]
    }

    /// The kind of the token `ahead` tokens after the current one: what most decisions need,
    /// read in place through the buffer, as the array's subscript copied the whole token out
    /// (through its value witnesses) to read its kind.
    mutating func peekKind(_ ahead: Int = 0) -> TokenKind {
        let index = fill(ahead)
        return lookahead.withUnsafeBufferPointer { $0[index].kind }
    }

    /// The start of the current token, read in place: copying a whole token (three counted
    /// strings) to read one location cost more than the read.
    mutating func peekStart() -> SourceLocation {
        lookahead[fill(0)].range.start
    }

    /// Consumes and returns the current token.
    @discardableResult
    mutating func advance() -> Token {
        let index = fill(0)
        if case .endOfInput = lookahead[index].kind { return lookahead[index] }
        previousEnd = lookahead[index].range.end
        lookaheadStart += 1
        guard lookaheadStart == lookahead.count else { return lookahead[index] }
        lookaheadStart = 0
        // Nearly always the only token: moved out with removeLast, neither copied nor
        // destroyed, and far cheaper than removeAll's splice.
        if lookahead.count == 1 { return lookahead.removeLast() }
        let token = lookahead[index]
        lookahead.removeAll(keepingCapacity: true)
        return token
    }

    /// Consumes the current token and returns its range: `advance()` for callers that need
    /// only where it was, without copying the token and destroying the copy.
    mutating func advanceRange() -> SourceRange {
        let range = lookahead[fill(0)].range
        skipToken()
        return range
    }

    /// Consumes the current token without returning it: `advance()` for a token nobody reads
    /// (a separator), which then costs no copy of it and no destruction of the copy.
    mutating func skipToken() {
        let index = fill(0)
        if case .endOfInput = lookahead[index].kind { return }
        previousEnd = lookahead[index].range.end
        lookaheadStart += 1
        guard lookaheadStart == lookahead.count else { return }
        lookaheadStart = 0
        if lookahead.count == 1 {
            lookahead.removeLast()
        } else {
            lookahead.removeAll(keepingCapacity: true)
        }
    }

    /// Consumes the current token if it is the identifier `word`.
    mutating func consume(word: String) -> Token? {
        guard case .identifier(let name) = peekKind(), name == word else { return nil }
        return advance()
    }

    /// Consumes the current token if it is the identifier `word`, and tells whether it did:
    /// `consume(word:)` for a hot path that needs no token (an optional token is destroyed
    /// through its type's metadata, a few hundred instructions).
    mutating func skip(word: String) -> Bool {
        guard case .identifier(let name) = peekKind(), name == word else { return false }
        skipToken()
        return true
    }

    /// Consumes the current token if it is `kind`.
    mutating func consume(_ kind: TokenKind) -> Token? {
        guard peekKind() == kind else { return nil }
        return advance()
    }

    /// Whether tokens `ahead` and `ahead + 1` touch, with no blank between them.
    mutating func adjacent(_ ahead: Int) -> Bool {
        peek(ahead).range.end.offset == peek(ahead + 1).range.start.offset
    }

    /// The range from `start` to the end of the last consumed token.
    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: max(start, previousEnd))
    }

    // MARK: - Errors

    /// Records `error` and returns the abort to throw.
    mutating func fail(_ error: SyntaxError) -> Abort {
        errors.append(error)
        if errors.count + lexer.errors.count >= limits.maxErrors { gaveUp = true }
        return Abort()
    }

    /// Reports that the current token is not `expected` (silently when the lexer already
    /// reported it) and returns the abort to throw.
    mutating func unexpected(_ expected: ExpectedSyntax) -> Abort {
        let token = peek()
        if token.kind == .invalid { return Abort() }
        // The end of the input is shown where the last token ended, not on an empty last line.
        let range =
            token.kind == .endOfInput && previousEnd.offset > 0 ? SourceRange(at: previousEnd) : token.range
        return fail(.unexpectedToken(token.kind, expected: expected, at: range))
    }

    /// identifier, or an error naming `expected`.
    mutating func expectIdentifier(_ expected: ExpectedSyntax) throws(Abort) -> Located<String> {
        guard case .identifier(let name) = peekKind() else { throw unexpected(expected) }
        return Located(name, at: advanceRange())
    }

    /// A view, tag or state name: an identifier other than `nil`, `true` and `false`, which are
    /// values; or an error naming `expected`.
    mutating func expectName(_ expected: ExpectedSyntax) throws(Abort) -> Located<String> {
        let name = try expectIdentifier(expected)
        // The values are five bytes at most: a longer name, most of them, is compared with none.
        if name.value.utf8.count <= 5, Keywords.values.contains(name.value) {
            throw fail(.reservedName(name.value, expected: expected, at: name.range))
        }
        return name
    }

    /// string, or an error naming `expected`.
    mutating func expectString(_ expected: ExpectedSyntax) throws(Abort) -> Located<String> {
        guard case .string(let text) = peekKind() else { throw unexpected(expected) }
        return Located(text, at: advanceRange())
    }

    /// A particular punctuation token, or an error.
    @discardableResult
    mutating func expect(_ kind: TokenKind) throws(Abort) -> Token {
        guard let token = consume(kind) else { throw unexpected(.token(kind)) }
        return token
    }

    /// One of the words of `Word`, with a suggestion when the word is misspelt.
    mutating func expectWord<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ type: Word.Type, _ expected: ExpectedSyntax
    ) throws(Abort) -> Located<Word> where Word.RawValue == String {
        let name = try expectIdentifier(expected)
        guard let word = Word(rawValue: name.value) else {
            let candidates = Word.allCases.map(\.rawValue)
            let suggestion = EditDistance.closest(to: name.value, among: candidates)
            throw fail(.unknownWord(name.value, expected: expected, suggestion: suggestion, at: name.range))
        }
        return Located(word, at: name.range)
    }

    /// Checks that the statement ends here: a newline, `;`, the end, or in a block a `}`.
    mutating func expectEndOfStatement(_ context: Context) throws(Abort) {
        let kind = peekKind()
        if kind.isSeparator { return }
        if kind == .rightBrace, context == .block { return }
        throw unexpected(.endOfStatement)
    }

    // MARK: - Recovery

    /// Skips to the next separator of the current list, balancing braces: stops before a
    /// newline, `;` or the end at depth 0, and in a block before the `}` that closes it.
    mutating func synchronize(_ context: Context) {
        var depth = 0
        while true {
            switch peekKind() {
            case .endOfInput:
                return
            case .newline, .semicolon:
                if depth == 0 { return }
            case .leftBrace:
                depth += 1
            case .rightBrace:
                if depth == 0, context == .block { return }
                depth = max(0, depth - 1)
            case .identifier, .string, .number, .flag, .leftParen, .rightParen, .comma, .dot, .arrow,
                .symbol, .expectedOutput, .invalid:
                break
            }
            skipToken()
        }
    }
}
