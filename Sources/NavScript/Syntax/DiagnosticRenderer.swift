/// Renders diagnostics as text: a `FILE:LINE:COL: severity: message` line, then the source
/// line with a caret under the range.
///
/// ```
/// app.nav:3:1: error: unknown command 'rout'; did you mean 'route'?
///   3 | rout pushTest
///     | ^~~~
/// ```
/// The caret line repeats the tabs of the source line so it lines up in a terminal; other
/// characters count as one column each (wide characters may shift it). A line longer than
/// `windowWidth` is shown as a window around the caret, cut with `…`. Control characters in
/// the line are shown as U+FFFD. With `colored`, ANSI styles mark the severity and the caret.
public struct DiagnosticRenderer: Sendable {
    /// The files whose lines can be shown, by name.
    public var sources: [String: SourceFile]
    /// Whether to use ANSI colours.
    public var colored: Bool
    /// The most columns of a source line shown.
    public var windowWidth = 160

    /// Creates a renderer that can show lines of `sources`.
    public init(sources: [SourceFile] = [], colored: Bool = false) {
        var byName: [String: SourceFile] = [:]
        for source in sources { byName[source.name] = source }
        self.sources = byName
        self.colored = colored
    }

    /// The text of a diagnostic and its notes, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = block(diagnostic.severity, diagnostic.text, diagnostic.range)
        for note in diagnostic.notes { output += block(.note, note.message, note.range) }
        return output
    }

    /// The text of several diagnostics, one after another.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func block(_ severity: Diagnostic.Severity, _ message: String, _ range: SourceRange?) -> String {
        let label: String
        switch severity {
        case .error: label = style("error:", "1;31")
        case .warning: label = style("warning:", "1;35")
        case .note: label = style("note:", "1;36")
        }
        let prefix = range.map { style("\($0.start):", "1") + " " } ?? ""
        var output = "\(prefix)\(label) \(style(message, "1"))\n"
        if let range, let source = sources[range.start.file] { output += snippet(range, in: source) }
        return output
    }

    private func style(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The source line of `range.start` and the caret line under it.
    private func snippet(_ range: SourceRange, in source: SourceFile) -> String {
        let lineNumber = range.start.line
        guard let bytes = source.byteRange(ofLine: lineNumber) else { return "" }
        let column = max(1, range.start.column)
        let endColumn = range.end.line == lineNumber ? max(range.end.column, column + 1) : Int.max
        let first = column > windowWidth * 3 / 4 ? column - windowWidth / 4 : 1
        let last = first + windowWidth - 1
        var text = first > 1 ? "…" : ""
        var padding = first > 1 ? " " : ""
        var caretWidth = 0
        var current = 1
        var index = bytes.lowerBound
        var cut = false
        while index < bytes.upperBound {
            if current > last {
                cut = true
                break
            }
            let (decoded, length) = UTF8Decoder.decode(source.bytes, at: index)
            index += length
            defer { current += 1 }
            guard current >= first else { continue }
            var scalar = decoded ?? "\u{FFFD}"
            if scalar != "\t", scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                scalar = "\u{FFFD}"
            }
            text.unicodeScalars.append(scalar)
            if current < column {
                padding += scalar == "\t" ? "\t" : " "
            } else if current < endColumn {
                caretWidth += 1
            }
        }
        if cut { text += "…" }
        let number = String(lineNumber)
        let gutter = String(repeating: " ", count: number.count)
        let caret = "^" + String(repeating: "~", count: max(0, caretWidth - 1))
        return "  \(number) | \(text)\n  \(gutter) | \(padding)\(style(caret, "1;32"))\n"
    }
}
