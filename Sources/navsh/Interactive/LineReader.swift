/// Plain line reading for a standard input that is not a terminal: no libedit, no
/// prompts, no history, so piped input behaves exactly like a batch script.
final class LineReader: LineSource {
    /// Creates a reader of standard input.
    init() {}

    /// Always false: nobody is typing.
    var isInteractive: Bool { false }

    /// The next line of standard input; the prompt is not shown.
    func readLine(prompt: String) -> LineEditorResult {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }

    /// Does nothing: a script has no history.
    func addHistory(_ entry: String) {}
}
