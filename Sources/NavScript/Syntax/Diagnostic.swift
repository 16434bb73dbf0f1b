/// A message for the user about a place in the source: an error, a warning or a note.
///
/// The syntax layer makes diagnostics from `SyntaxError`; the interpreter makes its own for
/// runtime errors and warnings. `DiagnosticRenderer` turns them into text.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// Stops a script.
        case error
        /// Reported; the script goes on.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// A secondary message, such as "declared here" or the rule a refusal comes from.
    public struct Note: Hashable, Sendable {
        /// Where the note points, if anywhere.
        public var range: SourceRange?
        /// The note's text.
        public var message: String

        /// Creates a note.
        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// Where it points; `nil` for a diagnostic about no place in particular.
    public var range: SourceRange?
    /// The message, user text quoted in single quotes, without the suggestion.
    public var message: String
    /// The "did you mean" candidate, if one is close enough.
    public var suggestion: String?
    /// Notes printed after it.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at range: SourceRange?, suggestion: String? = nil,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.message = message
        self.range = range
        self.suggestion = suggestion
        self.notes = notes
    }

    /// The message followed by "; did you mean '…'?" when there is a suggestion.
    public var text: String {
        guard let suggestion else { return message }
        return "\(message); did you mean '\(suggestion)'?"
    }

    /// The one-line form: `FILE:LINE:COL: error: text`.
    public var headline: String {
        let prefix = range.map { "\($0.start): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(text)"
    }
}
