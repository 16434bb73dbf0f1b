/// A mistake in the text of a statement, found by the lexer or the parser.
public enum SyntaxError: Error, Hashable, Sendable {
    /// Bytes that are not UTF-8.
    case invalidUTF8(SourceLocation)
    /// A NUL byte.
    case nulByte(SourceLocation)
    /// A line longer than `Limits.lineLength`.
    case lineTooLong(SourceLocation)
    /// A character no token starts with.
    case unexpectedCharacter(String, SourceLocation)
    /// A string not closed on its line.
    case unterminatedString(SourceLocation)
    /// A backslash escape the language does not know.
    case invalidEscape(SourceLocation)
    /// A first word that is no statement; `suggestion` is the closest one.
    case unknownCommand(String, SourceLocation, suggestion: String?)
    /// Something else where the grammar wanted `expected`.
    case expected(String, found: String, SourceLocation)
    /// Words after a complete statement.
    case extraArgument(String, SourceLocation, statement: String)
    /// A `{` never closed; at the prompt this asks for more lines.
    case unclosedBlock(SourceLocation)
    /// A `}` with no `{`.
    case unmatchedBrace(SourceLocation)
    /// Blocks nested deeper than `Limits.blockNesting`.
    case nestingTooDeep(SourceLocation)
    /// A statement that belongs in a view body, used outside one (or the reverse).
    case misplaced(String, SourceLocation, hint: String)
    /// A value out of its range: an option, a size class, a device, a number.
    case invalidValue(String, SourceLocation, what: String, allowed: [String], suggestion: String?)

    /// Where it is.
    public var location: SourceLocation {
        switch self {
        case .invalidUTF8(let at), .nulByte(let at), .lineTooLong(let at), .unexpectedCharacter(_, let at),
            .unterminatedString(let at), .invalidEscape(let at), .unknownCommand(_, let at, _),
            .expected(_, _, let at), .extraArgument(_, let at, _), .unclosedBlock(let at),
            .unmatchedBrace(let at),
            .nestingTooDeep(let at), .misplaced(_, let at, _), .invalidValue(_, let at, _, _, _):
            return at
        }
    }

    /// Whether more input could complete the statement: the prompt then continues the line.
    public var isIncomplete: Bool {
        switch self {
        case .unclosedBlock: return true
        default: return false
        }
    }

    /// The message, the one place syntax errors become words.
    public var message: String {
        switch self {
        case .invalidUTF8: return "the input is not valid UTF-8"
        case .nulByte: return "a NUL byte is not allowed"
        case .lineTooLong: return "the line is longer than \(Limits.lineLength) bytes"
        case .unexpectedCharacter(let text, _): return "unexpected character '\(text)'"
        case .unterminatedString: return "unterminated string: a string ends with '\"' on the same line"
        case .invalidEscape: return "unknown escape: use \\\", \\\\, \\n, \\t or \\u{HEX}"
        case .unknownCommand(let word, _, _): return "unknown command '\(word)'"
        case .expected(let what, let found, _): return "expected \(what), found \(found)"
        case .extraArgument(let word, _, let statement): return "unexpected '\(word)' after '\(statement)'"
        case .unclosedBlock: return "'{' is never closed"
        case .unmatchedBrace: return "'}' without a matching '{'"
        case .nestingTooDeep: return "blocks are nested deeper than \(Limits.blockNesting) levels"
        case .misplaced(let word, _, let hint): return "'\(word)' \(hint)"
        case .invalidValue(let value, _, let what, let allowed, _):
            let choices = allowed.isEmpty ? "" : "; use " + allowed.joined(separator: ", ")
            return "'\(value)' is not \(what)\(choices)"
        }
    }

    /// The closest valid word, for "did you mean".
    public var suggestion: String? {
        switch self {
        case .unknownCommand(_, _, let suggestion), .invalidValue(_, _, _, _, let suggestion):
            return suggestion
        default: return nil
        }
    }
}
