/// Renders diagnostics as compilers do:
///
/// ```
/// demo.nav:3:7: error: no segue is tagged 'modalTset'; did you mean 'modalTest'?
///     3 | route modalTset
///       |       ^~~~~~~~~
/// note: …
/// ```
public struct DiagnosticRenderer: Sendable {
    /// Whether to print `file:line:col:` and the source line (off for self-checks and the prompt's own line).
    public var showsLocation: Bool
    /// Whether to print the source line with a caret.
    public var showsSource: Bool
    /// The colours.
    public var theme: Theme

    /// Creates a renderer.
    public init(showsLocation: Bool = true, showsSource: Bool = true, theme: Theme = .plain) {
        self.showsLocation = showsLocation
        self.showsSource = showsSource
        self.theme = theme
    }

    /// The lines of one diagnostic; `source` gives the line to show, when it is known.
    public func lines(_ diagnostic: Diagnostic, source: SourceFile?) -> [String] {
        var head = ""
        if showsLocation, let location = diagnostic.location { head = location.description + ": " }
        let label: String
        switch diagnostic.severity {
        case .error: label = theme.error("error:")
        case .warning: label = theme.warning("warning:")
        case .note: label = theme.note("note:")
        }
        var message = diagnostic.message
        if let suggestion = diagnostic.suggestion { message += "; did you mean '\(suggestion)'?" }
        var lines = [head + label + " " + message]
        if showsSource, let location = diagnostic.location, let source, location.file == source.name {
            let text = source.lineText(location.line)
            if !text.isEmpty, text.utf8.count <= 400 {
                let number = String(location.line)
                let gutter = String(repeating: " ", count: number.count)
                let prefix = String(
                    text.unicodeScalars.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " })
                lines.append(" \(number) | \(text)")
                lines.append(
                    " \(gutter) | \(prefix)"
                        + theme.error("^" + String(repeating: "~", count: diagnostic.length - 1)))
            }
        }
        for note in diagnostic.notes { lines.append(theme.note("note:") + " " + note) }
        return lines
    }
}
