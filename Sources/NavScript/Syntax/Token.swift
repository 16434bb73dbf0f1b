/// A token of the `.nav` language.
public struct Token: Hashable, Sendable {
    /// The kinds of token.
    public enum Kind: Hashable, Sendable {
        /// A word: a name, a keyword, a number, a version, a path, a device, a `--flag`.
        case word(String)
        /// A `"…"` string, its escapes resolved.
        case string(String)
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
        /// `->`
        case arrow
        /// `>`
        case greater
        /// A line ending.
        case newline
        /// The end of the source.
        case end
    }

    /// The kind.
    public var kind: Kind
    /// Where it was written.
    public var range: SourceRange

    /// The word's text, if it is a word.
    public var word: String? {
        if case .word(let word) = kind { return word }
        return nil
    }

    /// Whether it ends a statement.
    public var isSeparator: Bool {
        switch kind {
        case .newline, .semicolon, .end: return true
        default: return false
        }
    }
}

/// An expected-output line (`#> text`) as the lexer found it.
public struct ExpectedLine: Hashable, Sendable {
    /// The 1-based line it is on.
    public var line: Int
    /// The text after `#>` and one optional space.
    public var text: String
    /// The byte offsets of the whole line, its line ending included.
    public var start: Int
    /// See `start`.
    public var end: Int
}
