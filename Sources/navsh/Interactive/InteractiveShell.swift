/// Starts the shell on standard input: libedit on a terminal, plain lines otherwise.
///
/// This is the one call `main.swift` makes for the interactive modes; everything about
/// terminals, history files and signals stays behind it.
enum InteractiveShell {
    /// Runs `backend` until `quit` or the end of input, and returns the exit status.
    ///
    /// - Parameters:
    ///   - banner: one line shown before the first prompt on a terminal.
    ///   - keepsHistory: false for `-P` (private): no history is read or written.
    ///   - environment: the process environment (history location, `~/.editrc`).
    static func run<Backend: ShellBackend>(
        backend: Backend,
        banner: String,
        keepsHistory: Bool,
        environment: [String: String]
    ) -> Int32 {
        guard Platform.standardInputIsTerminal else {
            // Not a terminal: no libedit at all, the input is read as a batch script.
            return REPL(backend: backend, source: LineReader(), banner: nil).run()
        }
        var historyFile: String?
        if keepsHistory, let location = HistoryLocation.resolve(environment: environment),
            Platform.makeDirectories(location.directory, mode: 0o700)
        {
            historyFile = location.file
        }
        // libedit's own lookup of ~/.editrc depends on how it was built; name it ourselves.
        let editrc = environment["EDITRC"] ?? environment["HOME"].map { $0 + "/.editrc" }
        Interrupt.installHandlers()
        if let failure = LineEditor.loadLibrary() {
            // Still a shell, without line editing: say why, once, rather than refuse to start.
            Platform.writeStandardError("navsh: line editing is off: \(failure)\n")
            return REPL(backend: backend, source: LineReader(), banner: nil).run()
        }
        guard let editor = LineEditor(historyFile: historyFile, editrc: editrc) else {
            return REPL(backend: backend, source: LineReader(), banner: nil).run()
        }
        let repl = REPL(backend: backend, source: editor, banner: banner)
        editor.completionSource = repl
        let status = repl.run()
        editor.saveHistory()
        return status
    }
}
