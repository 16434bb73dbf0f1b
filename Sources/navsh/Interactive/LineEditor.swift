import CLibEditShim

/// Line editing on a terminal with BSD libedit: prompts (with colour), emacs keys,
/// history that survives the session, Tab completion, Ctrl-C and window resizes.
///
/// This and ``Interrupt`` are the only files that import the libedit shim.
final class LineEditor: LineSource {
    /// How many entries the history keeps.
    static let historyLimit = 1000

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyFile: String?

    /// Asked for completions when Tab is pressed; Tab beeps while it is nil.
    weak var completionSource: (any CompletionSource)?

    /// Loads libedit, which navsh does not link so that batch runs never pay for loading it
    /// (and the terminal libraries it needs). Returns why it could not, or nil once loaded.
    static func loadLibrary() -> String? {
        guard navsh_libedit_load() != 0 else { return nil }
        return "cannot load \(NAVSH_LIBEDIT_SONAME): \(String(cString: navsh_libedit_error()))"
    }

    /// Starts libedit on standard input and output; `loadLibrary()` must have succeeded.
    ///
    /// - Parameters:
    ///   - programName: the name `~/.editrc` lines may be prefixed with (`navsh:bind …`).
    ///   - historyFile: where history is loaded from and saved to; nil keeps none (`-P`).
    ///   - editrc: an editrc(5) file to read after navsh's own bindings, so the user's
    ///     win; nil reads none.
    /// Returns nil if libedit cannot start (no terminal).
    init?(programName: String = "navsh", historyFile: String?, editrc: String?) {
        // libedit decodes keys with mbrtowc: without the locale, UTF-8 input is lost.
        Platform.adoptEnvironmentLocale()
        guard let history = navsh_history_init() else { return nil }
        guard let editLine = navsh_el_init(programName) else {
            navsh_history_end(history)
            return nil
        }
        self.editLine = editLine
        self.history = history
        self.historyFile = historyFile
        navsh_history_setsize(history, Int32(Self.historyLimit))
        // libedit drops an entry equal to the previous one; addHistory checks as well.
        navsh_history_setunique(history, 1)
        navsh_el_set_history(editLine, history)
        navsh_el_set_completion(editLine, Self.completeCallback, Unmanaged.passUnretained(self).toOpaque())
        if let editrc, Platform.fileExists(editrc) {
            navsh_el_source(editLine, editrc)
        }
        if let historyFile, Platform.fileExists(historyFile) {
            navsh_history_load(history, historyFile)
        }
    }

    deinit {
        navsh_el_end(editLine)
        navsh_history_end(history)
    }

    /// Always true: libedit is only used on a terminal.
    var isInteractive: Bool { true }

    /// Shows `prompt` and edits a line.
    ///
    /// Ctrl-C discards the line (`^C` is shown, then a fresh line) and returns
    /// `.interrupted`; Ctrl-D on an empty line returns `.endOfInput`.
    func readLine(prompt: String) -> LineEditorResult {
        navsh_el_set_prompt(editLine, PromptEscapes.bracket(prompt))
        var count: Int32 = 0
        guard let text = navsh_el_gets(editLine, &count) else {
            if count < 0 && Interrupt.isPending {
                Interrupt.clear()
                Platform.writeStandardOutput("^C\n")
                return .interrupted
            }
            // libedit echoed ^D (or the terminal went away); end the line for the shell.
            Platform.writeStandardOutput("\n")
            return .endOfInput
        }
        var line = String(cString: text)
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        return .line(line)
    }

    /// Adds an entry unless it is blank or equal to the newest one, then saves the file,
    /// so a crash loses nothing typed before it.
    func addHistory(_ entry: String) {
        guard !entry.allSatisfy(\.isWhitespace), entry != historyEntries.last else { return }
        navsh_history_enter(history, entry)
        saveHistory()
    }

    /// The history, oldest first.
    var historyEntries: [String] {
        var entries: [String] = []
        var next = navsh_history_oldest(history)
        while let entry = next {
            entries.append(String(cString: entry))
            next = navsh_history_newer(history)
        }
        return entries
    }

    /// Writes the history file atomically (temporary file, flush, fsync, rename), with
    /// owner-only permissions. Returns false if there is no file or it failed.
    ///
    /// `NAVSH_WRITE_FAULT` strikes once the temporary file is written, before the rename, so
    /// the tests can prove that a crash there leaves the old history whole.
    @discardableResult
    func saveHistory() -> Bool {
        guard let historyFile else { return false }
        let history = self.history
        let fault = FileSystem.WriteFault.requested
        return Platform.replaceFileAtomically(at: historyFile, permissions: 0o600) { stream in
            let written = navsh_history_save_fp(history, stream) >= 0
            fault?.strike(stream)
            return written
        }
    }

    /// The C function libedit calls on Tab; `context` is the editor.
    private static let completeCallback: navsh_el_complete_fn = { context in
        guard let context else { return Int32(NAVSH_EL_ERROR) }
        return Unmanaged<LineEditor>.fromOpaque(context).takeUnretainedValue().complete()
    }

    /// Completes the word before the cursor (see ``CompletionPlan``) and returns the
    /// libedit code that redraws the line accordingly.
    private func complete() -> Int32 {
        let (line, cursor) = currentLine()
        guard let source = completionSource else { return Int32(NAVSH_EL_ERROR) }
        let result = source.completions(line: line, cursor: cursor)
        let scalars = Array(line.unicodeScalars)
        let start = min(max(0, result.replacementStart), cursor)
        var typed = String.UnicodeScalarView()
        typed.append(contentsOf: scalars[start..<cursor])
        let plan = CompletionPlan(typed: String(typed), candidates: result.candidates)
        if let replacement = plan.replacement {
            navsh_el_deletestr(editLine, Int32(cursor - start))
            navsh_el_insertstr(editLine, replacement)
        }
        if !plan.listing.isEmpty {
            // List below the line, then draw the prompt and line afresh under the list.
            let width = Int(navsh_el_columns(editLine))
            let listing = CompletionLayout.lines(plan.listing, width: width).joined(separator: "\n")
            Platform.writeStandardOutput("\n" + listing + "\n")
            navsh_el_refresh(editLine)
            return Int32(NAVSH_EL_NORM)
        }
        if plan.beeps { return Int32(NAVSH_EL_ERROR) }
        return Int32(NAVSH_EL_REFRESH)
    }

    /// The line being edited and the cursor, in Unicode scalars.
    private func currentLine() -> (String, Int) {
        var length = 0
        var cursor = 0
        guard let buffer = navsh_el_line(editLine, &length, &cursor) else { return ("", 0) }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        let line = String(decoding: bytes, as: UTF8.self)
        let beforeCursor = String(decoding: bytes.prefix(cursor), as: UTF8.self)
        return (line, beforeCursor.unicodeScalars.count)
    }
}
