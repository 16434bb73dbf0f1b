/// A lexical or syntax error with the range it concerns; `SyntaxError+Message` makes the text.
public enum SyntaxError: Error, Hashable, Sendable {
    /// A byte that is not valid UTF-8.
    case invalidUTF8(byte: UInt8, at: SourceRange)
    /// A control character (NUL, ESC, …) outside a string, or any control but tab and newline in one.
    case controlCharacter(scalar: UInt32, at: SourceRange)
    /// A string whose closing `"` never comes; the range is the opening quote. Incomplete input.
    case unterminatedString(openedAt: SourceRange)
    /// A `\` escape that is not `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\'` or a valid `\u{…}`.
    case invalidEscape(String, at: SourceRange)
    /// A line longer than `Limits.maxLineBytes`; the line is skipped.
    case lineTooLong(bytes: Int, limit: Int, at: SourceRange)
    /// More nested `{` than `Limits.maxNestingDepth`; the lexer stops there.
    case nestingTooDeep(limit: Int, at: SourceRange)
    /// The parser found `found` where it needed `expected`.
    case unexpectedToken(TokenKind, expected: ExpectedSyntax, at: SourceRange)
    /// A statement starts with a word that is no command, with the closest command if any.
    case unknownCommand(String, suggestion: String?, at: SourceRange)
    /// A word that is not one of those allowed here, with the closest one if any.
    case unknownWord(String, expected: ExpectedSyntax, suggestion: String?, at: SourceRange)
    /// A view member (`segue`, `button`, `navigation`…) written outside a view's block.
    case memberOutsideView(String, at: SourceRange)
    /// A command or top-level declaration written in a view's block, outside a button.
    case notAViewMember(String, at: SourceRange)
    /// A declaration written in a button's block, where only commands go.
    case declarationInButton(String, at: SourceRange)
    /// A block that reaches the end of the input unclosed. Incomplete input.
    case unclosedBlock(openedAt: SourceRange, at: SourceRange)
    /// A `}` with no `{` to close.
    case unmatchedClosingBrace(at: SourceRange)
    /// A `{` at the start of a statement: a block must open on its owner's line.
    case blockWithoutOwner(at: SourceRange)
    /// A number too large for its place (a depth, a version part…).
    case numberOutOfRange(String, at: SourceRange)
    /// An iOS version that is not `MAJOR` or `MAJOR.MINOR`.
    case invalidVersion(String, at: SourceRange)
    /// `nil`, `true` or `false` where a view, tag or state is named: they are the values a state
    /// holds, so no name can be one of them.
    case reservedName(String, expected: ExpectedSyntax, at: SourceRange)
    /// A clause or option given twice in one statement (`selection`, `--depth`, an option…).
    case duplicateClause(String, at: SourceRange)
    /// A `#>` line before any statement, or inside a block.
    case misplacedExpectedOutput(insideBlock: Bool, at: SourceRange)
    /// The error limit was reached; nothing after `at` was parsed.
    case tooManyErrors(limit: Int, at: SourceRange)
}

extension SyntaxError {
    /// The range the error points at (for an unclosed block, its `{`).
    public var range: SourceRange {
        switch self {
        case .invalidUTF8(_, let range), .controlCharacter(_, let range),
            .unterminatedString(let range), .invalidEscape(_, let range),
            .lineTooLong(_, _, let range), .nestingTooDeep(_, let range),
            .unexpectedToken(_, _, let range), .unknownCommand(_, _, let range),
            .unknownWord(_, _, _, let range), .memberOutsideView(_, let range),
            .notAViewMember(_, let range), .declarationInButton(_, let range),
            .unclosedBlock(let range, _), .unmatchedClosingBrace(let range),
            .blockWithoutOwner(let range), .numberOutOfRange(_, let range),
            .invalidVersion(_, let range), .reservedName(_, _, let range), .duplicateClause(_, let range),
            .misplacedExpectedOutput(_, let range), .tooManyErrors(_, let range):
            return range
        }
    }

    /// Whether the error only means the input stopped early: an unterminated string or an
    /// unclosed block at the end of the input. The prompt answers these with a continuation
    /// prompt instead of an error.
    public var isIncompleteInput: Bool {
        switch self {
        case .unterminatedString, .unclosedBlock:
            return true
        case .invalidUTF8, .controlCharacter, .invalidEscape, .lineTooLong, .nestingTooDeep,
            .unexpectedToken, .unknownCommand, .unknownWord, .memberOutsideView, .notAViewMember,
            .declarationInButton, .unmatchedClosingBrace, .blockWithoutOwner, .numberOutOfRange,
            .invalidVersion, .reservedName, .duplicateClause, .misplacedExpectedOutput, .tooManyErrors:
            return false
        }
    }
}
