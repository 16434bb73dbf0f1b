/// The interpreter as the interactive shell sees it.
///
/// The REPL owns the terminal; the backend owns the language. It decides the prompts,
/// when an entry is unfinished, what Tab offers and what a line does, and prints its own
/// output. `InterpreterBackend` conforms to it.
protocol ShellBackend {
    /// The primary prompt, as shown (it may contain ANSI colour; it names the top view).
    var prompt: String { get }

    /// The prompt for the next line of an unfinished entry (inside an open `{`).
    var continuationPrompt: String { get }

    /// Whether `text` (the lines typed so far, joined by newlines) needs more lines:
    /// an open `{` block or an unterminated string.
    func isIncomplete(_ text: String) -> Bool

    /// What Tab offers at `cursor` (Unicode scalars) in `line`: command names, tags,
    /// quoted labels, state names, values or paths, depending on the word's position.
    func completions(line: String, cursor: Int) -> CompletionResult

    /// Runs a complete entry (possibly several lines) and prints what it prints.
    mutating func run(_ text: String) -> ShellControl

    /// The exit status when the input ends (Ctrl-D, or the end of a piped script).
    var statusAtEndOfInput: Int32 { get }
}

extension ShellBackend {
    /// By default, the end of input is a success, as Ctrl-D on an empty line is.
    var statusAtEndOfInput: Int32 { 0 }
}
