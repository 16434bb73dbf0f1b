/// A message for the user about a place in a source: an error, a warning or a note.
public struct Diagnostic: Hashable, Sendable {
    /// How serious it is.
    public enum Severity: String, Hashable, Sendable {
        /// Stops a script.
        case error
        /// Reported; the script goes on.
        case warning
        /// Extra information under another diagnostic.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// Where, if anywhere.
    public var location: SourceLocation?
    /// How many columns the caret underlines (at least 1).
    public var length: Int
    /// The message.
    public var message: String
    /// The closest valid word, shown as "did you mean".
    public var suggestion: String?
    /// Further lines shown as `note:`.
    public var notes: [String]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, at location: SourceLocation?, length: Int = 1, message: String,
        suggestion: String? = nil, notes: [String] = []
    ) {
        self.severity = severity
        self.location = location
        self.length = max(1, length)
        self.message = message
        self.suggestion = suggestion
        self.notes = notes
    }

    /// A diagnostic for a syntax error.
    public init(_ error: SyntaxError) {
        self.init(.error, at: error.location, message: error.message, suggestion: error.suggestion)
    }
}
