/// What the parser makes of one input: the statements it understood and the errors it found.
public struct ParseResult: Hashable, Sendable {
    /// The statements that parsed, in order; a statement with an error is left out.
    public var statements: [Statement]
    /// Lexical and syntax errors, in source order (a final `tooManyErrors` last).
    public var errors: [SyntaxError]

    /// Creates a result.
    public init(statements: [Statement], errors: [SyntaxError]) {
        self.statements = statements
        self.errors = errors
    }

    /// Whether the input is only unfinished: every error is an unclosed block or an unterminated
    /// string at the end of the input. The prompt then asks for another line instead of
    /// reporting an error.
    public var isIncomplete: Bool {
        !errors.isEmpty && errors.allSatisfy(\.isIncompleteInput)
    }

    /// Whether any error was found.
    public var hasErrors: Bool { !errors.isEmpty }

    /// The errors as diagnostics, ready to render.
    public var diagnostics: [Diagnostic] { errors.map(\.diagnostic) }
}
