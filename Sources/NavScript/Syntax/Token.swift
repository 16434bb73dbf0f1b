/// One lexical token with the source range it covers.
public struct Token: Hashable, Sendable {
    /// What kind of token it is, with its payload.
    public var kind: TokenKind
    /// Where the token was written.
    public var range: SourceRange

    /// Creates a token.
    public init(_ kind: TokenKind, at range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// The kinds of token of the `.nav` language.
public enum TokenKind: Hashable, Sendable {
    /// A Swift identifier; keywords are contextual, so `view`, `route`, `push` are identifiers.
    case identifier(String)
    /// A string literal, escapes already decoded.
    case string(String)
    /// Digits with optional `.digits` parts (`14`, `16.4`, `1.2.3`), kept as text; the parser
    /// judges the range.
    case number(String)
    /// `--name`, stored without the dashes (`--json` is `flag("json")`).
    case flag(String)
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `,`
    case comma
    /// `;`
    case semicolon
    /// `.`
    case dot
    /// `->`
    case arrow
    /// Any other printable character outside the above (`-`, `/`, `>`, `~`, `@`…), one per token.
    case symbol(String)
    /// A line break (`\n` or `\r\n`) outside a string.
    case newline
    /// A `#>` expected-output line; the payload is the text after `#>` and one optional space.
    case expectedOutput(String)
    /// Input the lexer could not make a token of; it has already reported an error.
    case invalid
    /// The end of the input (or the point where the lexer stopped after a fatal limit).
    case endOfInput
}

extension TokenKind {
    /// Whether the token ends a statement: a newline, `;` or the end of the input.
    public var isSeparator: Bool {
        switch self {
        case .newline, .semicolon, .endOfInput: return true
        case .identifier, .string, .number, .flag, .leftBrace, .rightBrace, .leftParen, .rightParen,
            .comma, .dot, .arrow, .symbol, .expectedOutput, .invalid:
            return false
        }
    }

    /// The identifier's text, or `nil` for any other kind.
    public var identifier: String? {
        if case .identifier(let name) = self { return name }
        return nil
    }
}
