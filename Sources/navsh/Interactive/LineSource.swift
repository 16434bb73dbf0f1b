/// Where the REPL's lines come from: the libedit ``LineEditor`` on a terminal, the plain
/// ``LineReader`` otherwise. The loop in ``REPL`` is written once against this.
protocol LineSource: AnyObject {
    /// Whether a person is typing: prompts, the banner and history only make sense then.
    var isInteractive: Bool { get }

    /// Reads one line, showing `prompt` first when interactive.
    func readLine(prompt: String) -> LineEditorResult

    /// Remembers a finished entry (a whole statement, even if typed over several lines).
    func addHistory(_ entry: String)
}
