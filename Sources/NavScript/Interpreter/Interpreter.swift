import NavModel

/// Runs `.nav` statements against a session: the one interpreter behind the prompt, batch
/// mode, `-c`, `source` and `navsh test`.
///
/// Text comes in as a `SourceFile`; each statement is parsed, applied to the `Session`, and
/// its events, stack, listings and diagnostics go out to an `OutputSink`. Nothing here touches
/// the operating system except through the `ScriptHost`.
public final class Interpreter {
    /// How the interpreter prints and what it keeps.
    public struct Options: Sendable {
        /// Print only errors and warnings after changes (`-q`); listings still print.
        public var quiet = false
        /// Print one JSON object per command (`--json`).
        public var json = false
        /// Colours.
        public var theme = Theme.plain
        /// Whether diagnostics carry `file:line:col:` and the source line (off in self-checks).
        public var showsLocation = true
        /// Whether errors carry the source line and caret.
        public var showsSource = true
        /// Keep undo snapshots: `.always` at the prompt; `.whenUsed` keeps them only for
        /// scripts that contain `undo` or `source`, so other scripts pay nothing.
        public var undoPolicy = UndoPolicy.always
        /// Whether a script stops at its first error or failed assertion.
        public var stopsOnError = true
        /// The most statements of one source kept in memory; a longer script is parsed a
        /// second time as it runs. Not public: it bounds memory, and tests lower it, with
        /// `heldLinesLimit`, to take both sides of each with short scripts (scripts past
        /// 4,096 statements took a quarter of the unit tests' processor time).
        var statementsKept = 4_096
        /// The most lines held back while running ahead of the parse (see `runAhead`): past
        /// them the rest of the source is checked before anything more runs, so the lines
        /// held stay few. Not public, as `statementsKept`.
        var heldLinesLimit = 4_096

        /// Default options.
        public init() {}
    }

    /// When undo snapshots are kept.
    public enum UndoPolicy: Sendable {
        /// After every changing command.
        case always
        /// Only for scripts that can undo.
        case whenUsed
    }

    /// How running a source ended.
    public enum Outcome: Hashable, Sendable {
        /// Every statement ran.
        case completed
        /// A statement failed; the script stopped (in batch mode).
        case failed(Failure)
        /// `quit` ran.
        case quit
    }

    /// Why a run failed; the executable maps these to exit statuses.
    public enum Failure: Hashable, Sendable {
        /// A syntax error or a refused command.
        case error
        /// A failed `expect`.
        case assertion
        /// A file could not be read.
        case unreadable
    }

    /// The deepest chain of `source` includes (navsh(1), LIMITS).
    public static let maximumIncludeDepth = 64
    /// The session.
    ///
    /// Not checked for exclusive access at run time: every command changes it through
    /// `Session.perform`, a call into the model the compiler cannot see through, so each such
    /// access was checked (about 90 instructions a command). None can overlap another: the
    /// model holds no reference to the interpreter, the only closures it calls back
    /// (`declare`'s and `lint`'s) never touch the session, and the interpreter, not
    /// `Sendable`, stays on one thread. A closure added later that reads the session while
    /// the model runs would break this.
    @exclusivity(unchecked)
    public internal(set) var session: Session
    /// The options.
    ///
    /// Not checked for exclusive access at run time either: every model command reads two of
    /// them, and each read was checked. Only the host sets them (from the command line, or
    /// for the shell), between runs and on the interpreter's one thread, never while a
    /// statement reads them.
    @exclusivity(unchecked)
    public var options: Options
    let host: ScriptHost
    let sink: OutputSink
    var undo = UndoHistory()
    /// Whether undo snapshots are kept (`Options.undoPolicy`).
    var keepsUndo: Bool {
        get { keeping.contains(.undo) }
        set { keeping.set(.undo, newValue) }
    }
    /// What is kept of each statement, in one stored property: every statement asks about
    /// all three, and each read of a class's property is checked for exclusive access.
    var keeping = Keeping.undo
    /// The last changing command's events and text, for `explain`.
    var lastChange: (command: String, events: [NavEvent])? {
        get { lastChangeKept.map { ($0.command.string(running: running), $0.events) } }
        set { lastChangeKept = newValue.map { LastChange(command: .written($0.command), events: $0.events) } }
    }
    /// What `lastChange` reads: the command's text is made only if `explain` asks for it.
    ///
    /// Not checked for exclusive access at run time, nor is `current`: every action changes
    /// both in place (`LastChange.replace(command:events:)`, `StatementText.assign(_:)`), and
    /// an access that changes a class's property in place made every access to it checked,
    /// four calls into the runtime a command (s20k 3,053 instructions a command with them, 2,694
    /// without).
    /// None can overlap another, as for `session`: no closure the model calls reads them.
    @exclusivity(unchecked)
    var lastChangeKept: LastChange?
    /// The storage of the change before the last, into which the next action writes its
    /// events (`perform(_:arguments:at:)`), swapped with the last change's when it succeeds:
    /// a command then allocates no array of events and frees none, which cost near 300
    /// instructions a command.
    ///
    /// Not checked for exclusive access at run time: the model writes into it in place, in a
    /// call the compiler cannot see through, so every access to it would be checked, as for
    /// `session`, for the same reasons none can overlap another.
    @exclusivity(unchecked)
    var spareEvents: [NavEvent] = []
    /// What `record` writes: the statements that succeeded and were not undone, with output.
    var recording: [RecordedStatement] = []
    /// The text loaded before the session began (the built-in example), for `record`.
    public var preamble = ""
    /// The statements run at the prompt, for `history`.
    public internal(set) var history: [String] = []
    /// Whether statements are kept for `history`: at the prompt, not in batch runs, where a
    /// million statements would only cost memory.
    public var recordsHistory: Bool {
        get { keeping.contains(.history) }
        set { keeping.set(.history, newValue) }
    }
    /// Whether statements are kept for `record`: at the prompt, and in the file `-i` runs
    /// before it, so that a recording reproduces the whole session.
    public var keepsRecording: Bool {
        get { keeping.contains(.recording) }
        set { keeping.set(.recording, newValue) }
    }
    /// The environment the session started in, which `record` writes first.
    let startPlatform: Platform
    /// The files being sourced, outermost first, to refuse cycles and report the chain.
    var includeChain: [(path: String, location: SourceLocation?)] = []
    /// Sources by name, for showing the line of a diagnostic.
    var sources: [String: SourceFile] = [:]
    /// An `expect error` or `expect warning` waiting for the next statement.
    var pending: PendingExpectation?
    /// The lines printed by the statement running now, for `record`: kept only while
    /// `keepsRecording`, as nothing else reads them (`capture(_:)`).
    var captured: [String] = []
    /// The text of the statement running now, as written; made only when something reads it
    /// (`explain`, JSON, history, messages), so a quiet script pays nothing per statement.
    var currentText: String {
        get { current.string(running: running) }
        set { current = .written(newValue) }
    }
    /// Where `currentText` comes from; not checked for exclusive access at run time (see
    /// `lastChangeKept`).
    @exclusivity(unchecked)
    var current = StatementText.written("")
    /// The source `run(_:)` is running, to find statements' text without a lookup by name.
    /// Texts that are ranges of it (`StatementText.running`) are pinned before it changes.
    var running: SourceFile?
    /// The lines written while running ahead of the parse, in order, or nil when lines go
    /// straight to the sink (`runAhead(_:)`).
    var heldOutput: [HeldLine]?

    /// Creates an interpreter on an empty app.
    public init(
        host: ScriptHost, sink: OutputSink, options: Options = Options(), platform: Platform = .standard
    ) {
        self.host = host
        self.sink = sink
        self.options = options
        self.session = Session(platform: platform)
        self.startPlatform = platform
    }

    /// Loads the built-in example app quietly, as the shell's starting point.
    public func loadBuiltinExample() {
        let source = SourceFile(name: BuiltinExample.fileName, text: BuiltinExample.source)
        let quiet = options.quiet
        options.quiet = true
        _ = run(source)
        options.quiet = quiet
        preamble += BuiltinExample.source
        recording.removeAll()
        undo = UndoHistory()
    }

    /// Parses and runs a whole source; in batch mode stops at the first failure.
    ///
    /// A syntax error anywhere means nothing runs. The source is run while it is parsed, its
    /// output held back, and given up for the way below if an error turns up
    /// (`runAhead(_:)`); that way a long script is parsed once instead of twice.
    public func run(_ source: SourceFile) -> Outcome {
        sources[source.name] = source
        let outer = running
        pinTexts()
        running = source
        defer {
            pinTexts()
            running = outer
        }
        if heldOutput == nil, let outcome = runAhead(source) { return outcome }
        return runCheckedFirst(source)
    }

    /// Runs a source the plain way: parsed once to find every error before anything runs;
    /// a long script is parsed a second time as it runs rather than kept whole (a million
    /// statements would take hundreds of MiB).
    func runCheckedFirst(_ source: SourceFile) -> Outcome {
        var canUndo = false
        let (parsed, keptAll) = Parser.parse(source, keeping: options.statementsKept) { statement in
            if Self.canUndo(statement) { canUndo = true }
        }
        if !parsed.errors.isEmpty { return reportSyntaxErrors(parsed.errors) }
        if options.undoPolicy == .whenUsed && includeChain.isEmpty {
            keepsUndo = canUndo
        }
        var statements = parsed.statements.makeIterator()
        var parser = Parser.statements(of: source)
        return runStatements(after: .completed) { keptAll ? statements.next() : parser.nextStatement() }
    }

    /// Whether a statement needs undo snapshots kept from the start of its script.
    static func canUndo(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .command(.undo), .command(.source): return true
        default: return false
        }
    }

    /// Reports a source's syntax errors, of which nothing runs.
    func reportSyntaxErrors(_ errors: [SyntaxError]) -> Outcome {
        // A syntax error anywhere means nothing runs: in a file, and in a line typed at
        // the prompt too, which goes on after other errors.
        for error in errors { report(error.diagnostic) }
        let unreadable = errors.contains { error in
            if case .invalidUTF8 = error { return true }
            return false
        }
        return .failed(unreadable ? .unreadable : .error)
    }

    /// Runs the statements `next` gives, in batch mode up to the first failure, after
    /// statements of the same source that ended in `outcome`.
    func runStatements(after outcome: Outcome, next: () -> Statement?) -> Outcome {
        var outcome = outcome
        while let statement = next() {
            if host.isInterrupted() {
                report(Diagnostic(.error, "interrupted", at: nil))
                return .failed(.error)
            }
            switch execute(statement) {
            case .completed: continue
            case .quit: return .quit
            case .failed(let failure):
                outcome = .failed(failure)
                if options.stopsOnError { return outcome }
            }
        }
        if options.stopsOnError, includeChain.isEmpty, let failed = failDanglingExpectation() {
            return failed
        }
        return outcome
    }

    /// The text of a statement as written.
    func text(of statement: Statement) -> String {
        text(of: statement.range)
    }

    /// The text of a range as written, from the source it came from.
    func text(of range: SourceRange) -> String {
        sources[range.start.file]?.text(of: range) ?? ""
    }

    /// The text of `range`, to be made later if at all: a range of the source being run, or
    /// text already made.
    func lazyText(of range: SourceRange) -> StatementText {
        if let running, running.id == range.start.fileID {
            return .running(range)
        }
        return .written(text(of: range))
    }

    /// Makes the texts that are ranges of the source being run hold its bytes, as `running`
    /// is about to change.
    private func pinTexts() {
        guard let running else { return }
        current = current.pinned(to: running)
        if let command = lastChangeKept?.command { lastChangeKept?.command = command.pinned(to: running) }
    }

    /// Whether text typed at the prompt is unfinished: an open `{` block.
    public func isIncomplete(_ text: String) -> Bool {
        Parser.parse(SourceFile(name: "<prompt>", text: text)).isIncomplete
    }

    /// The prompt: the top view, and the size class when it is not an iPhone's.
    public var prompt: String {
        guard session.isRunning else { return "navsh> " }
        let top = options.theme.view(ValueText.view(session.topView, in: session.app))
        var extra: [String] = []
        let classes = session.platform.sizeClasses
        if let device = session.platform.device {
            if device != .iphone { extra.append(device.rawValue) }
        } else if classes != Device.iphone.sizeClasses {
            extra.append("\(classes.horizontal.rawValue)/\(classes.vertical.rawValue)")
        }
        if session.platform.ios != .latest { extra.append("iOS \(session.platform.ios)") }
        return top + (extra.isEmpty ? "" : " [" + extra.joined(separator: ", ") + "]") + "> "
    }

    // MARK: - Output

    /// Prints a line on standard output and keeps it for `record`.
    func print(_ line: String) {
        capture(line)
        write(line, to: .standard)
    }

    /// Keeps a line printed by the statement running now, when `record` will want it.
    private func capture(_ line: String) {
        if keepsRecording { captured.append(line) }
    }

    /// Writes a line to the sink, or holds it back while running ahead of the parse.
    private func write(_ line: String, to stream: OutputStream) {
        if heldOutput == nil {
            sink.write(line, to: stream)
        } else {
            heldOutput?.append(HeldLine(line: line, stream: stream))
        }
    }

    /// Prints a diagnostic on standard error: with its place and source line in batch mode,
    /// as `severity: message` and notes where locations would only be noise (self-checks).
    func report(_ diagnostic: Diagnostic) {
        var lines: [String]
        if options.showsLocation {
            var renderer = DiagnosticRenderer(sources: [], colored: options.theme.isColored)
            renderer.sources = sources
            if !options.showsSource || diagnostic.severity != .error { renderer.sources = [:] }
            lines = renderer.render(diagnostic).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            if lines.last == "" { lines.removeLast() }
        } else {
            lines = ["\(diagnostic.severity.rawValue): \(diagnostic.text)"]
            lines += diagnostic.notes.map { "note: " + $0.message }
        }
        if diagnostic.severity == .error, diagnostic.location != nil {
            // Every file being sourced is an ancestor of the one that failed: name each place.
            for include in includeChain.reversed() {
                if let at = include.location { lines.append("note: included from \(at)") }
            }
        }
        for line in lines {
            capture(line)
            write(line, to: .diagnostic)
        }
    }
}

/// The text of a statement: a range of the source being run (`Interpreter.running`), made
/// only when someone reads it, or text already made.
///
/// A struct holding one optional reference rather than an enum: the current statement's text
/// and the last change's are set for every statement, and each copy and destruction of the
/// enum went through an outlined switch on its case, where this one retains or releases one
/// pointer (s20k 2,867 → 2,837 instructions a command). A range, when there is one, is the
/// text, whatever `made` holds, so that setting one in place (`assign(_:)`) touches no
/// reference at all. That pointer is nil for a range made as one (`running(_:)`), but a
/// range assigned over text already made (the empty text `Interpreter.current` starts as, a
/// sourced file's text once pinned) leaves those bytes in `made`, unread, and every copy
/// then retains and releases them.
struct StatementText {
    /// The range of the source being run, when the text is one.
    private var range: SourceRange?
    /// The text's UTF-8 bytes, when made; read only when `range` is nil.
    private var made: [UInt8]?

    /// Text already made.
    static func written(_ text: String) -> StatementText {
        StatementText(range: nil, made: Array(text.utf8))
    }

    /// A range of the source being run, with no reference at all: pinned before the
    /// interpreter runs another source (`pinned(to:)`).
    static func running(_ range: SourceRange) -> StatementText {
        StatementText(range: range, made: nil)
    }

    /// The text, `running` being the source the interpreter is running.
    func string(running: SourceFile?) -> String {
        if let range {
            guard let running else { return "" }
            return SourceFile.text(of: range, in: running.bytes)
        }
        if let made { return String(decoding: made, as: UTF8.self) }
        return ""
    }

    /// This text, made from `running`'s bytes if it is a range of it, which is about to stop
    /// being run.
    func pinned(to running: SourceFile) -> StatementText {
        range == nil ? self : .written(string(running: running))
    }

    /// Becomes `text`, in place: a range is written alone, `made` left as it is (unread while
    /// there is a range), so that setting a range, as nearly every statement does, retains
    /// and releases nothing, where replacing the whole text retained the new bytes and
    /// released the old, nil or not, two calls for each of two texts a command.
    @inline(__always)
    mutating func assign(_ text: StatementText) {
        if let range = text.range {
            self.range = range
        } else {
            self = text
        }
    }
}

/// What the interpreter keeps of each statement.
struct Keeping: OptionSet {
    let rawValue: UInt8

    /// Its text, for `history`.
    static let history = Keeping(rawValue: 1)
    /// Its text and output, for `record`.
    static let recording = Keeping(rawValue: 2)
    /// The session before it, for `undo`.
    static let undo = Keeping(rawValue: 4)

    /// Adds or removes `member`.
    mutating func set(_ member: Keeping, _ kept: Bool) {
        if kept { insert(member) } else { remove(member) }
    }
}

/// The last changing command, for `explain`: its text, made only if read, and its events.
///
/// A struct, not a tuple: replacing it for every command destroyed the old tuple through
/// runtime type metadata, where a struct has a destroy of its own.
struct LastChange {
    /// The command's text.
    var command: StatementText
    /// What it did.
    var events: [NavEvent]

    /// A last change.
    init(command: StatementText, events: [NavEvent]) {
        self.command = command
        self.events = events
    }

    /// Replaces both in place: the text assigned (`StatementText.assign(_:)`), the events
    /// swapped with `events`, which then hold the ones replaced, kept for their storage
    /// (`Interpreter.spareEvents`).
    ///
    /// Inlined: it runs for every action that succeeds, and is two moves.
    @inline(__always)
    mutating func replace(command: StatementText, events: inout [NavEvent]) {
        self.command.assign(command)
        swap(&self.events, &events)
    }
}

/// A statement `record` will write, with the lines it printed.
struct RecordedStatement {
    /// The statement's text.
    var text: String
    /// What it printed.
    var output: [String]
    /// Whether it changed the session (undo removes back to the last such).
    var changes: Bool
    /// For a `source`, the file it ran as resolved then (relative to the working directory,
    /// or absolute), so that `record` can name it from wherever the recording is written.
    var sourced: String? = nil
}
