/// The read–eval–print loop: prompts, continuation lines, history, Ctrl-C and Ctrl-D,
/// around any ``ShellBackend`` and any ``LineSource``.
///
/// An entry is the text from a primary prompt to the line that completes it: while the
/// backend finds the lines so far incomplete (an open `{`), the continuation prompt asks
/// for more, and the whole entry is then run and kept in history as one.
final class REPL<Backend: ShellBackend>: CompletionSource {
    /// The interpreter; `run` changes it.
    private(set) var backend: Backend
    private let source: any LineSource
    private let banner: String?

    /// Creates a loop reading from `source`; `banner` is shown first when interactive.
    init(backend: Backend, source: any LineSource, banner: String?) {
        self.backend = backend
        self.source = source
        self.banner = banner
    }

    /// Runs until `quit` or the end of input, and returns the exit status.
    func run() -> Int32 {
        if source.isInteractive, let banner {
            Platform.writeStandardOutput(banner + "\n")
        }
        var pending: [String] = []
        while true {
            // A Ctrl-C that stopped the last command must not cancel the next line.
            Interrupt.clear()
            let prompt = pending.isEmpty ? backend.prompt : backend.continuationPrompt
            switch source.readLine(prompt: prompt) {
            case .interrupted:
                pending = []
            case .endOfInput:
                // An unfinished entry still goes to the backend, which reports the open
                // block the same way a script's would.
                if !pending.isEmpty, case .quit(let status) = backend.run(pending.joined(separator: "\n")) {
                    return status
                }
                return backend.statusAtEndOfInput
            case .line(let line):
                if pending.isEmpty && line.allSatisfy(\.isWhitespace) { continue }
                pending.append(line)
                let entry = pending.joined(separator: "\n")
                if backend.isIncomplete(entry) { continue }
                pending = []
                source.addHistory(entry)
                if case .quit(let status) = backend.run(entry) { return status }
            }
        }
    }

    /// Tab: the backend's completions for the line as it stands.
    func completions(line: String, cursor: Int) -> CompletionResult {
        backend.completions(line: line, cursor: cursor)
    }
}
