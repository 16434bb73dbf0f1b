/// How the interpreter builds diagnostics: at a location, underlining `length` columns.
extension Diagnostic {
    /// A diagnostic starting at `location` and spanning `length` scalars of its line.
    init(
        _ severity: Severity, at location: SourceLocation?, length: Int = 1, message: String,
        suggestion: String? = nil, notes: [String] = []
    ) {
        let range = location.map { start in
            var end = start
            end.column += max(1, length)
            end.offset += max(1, length)
            return SourceRange(start: start, end: end)
        }
        self.init(severity, message, at: range, suggestion: suggestion, notes: notes.map { Note($0) })
    }

    /// Where it starts.
    var location: SourceLocation? { range?.start }
}
