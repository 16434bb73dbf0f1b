import NavModel
import NavScript

/// Runs scripts from files, standard input and `-c`, and maps outcomes to exit statuses.
struct BatchRunner {
    let arguments: Arguments
    let sink: StandardSink
    let host: FileHost

    init(arguments: Arguments, sink: StandardSink) {
        self.arguments = arguments
        self.sink = sink
        self.host = FileHost(sink: sink)
    }

    /// The interpreter of the script run, held until the process exits, which comes next:
    /// freeing it would walk the whole model and release it object by object (a tenth of the
    /// run of a 10,000-view model that is only declared), memory the kernel takes back at once.
    /// Nothing is written when it goes. Held here rather than leaked, so LeakSanitizer (Scripts/asan)
    /// still sees it as reachable. Written once, on the main thread.
    nonisolated(unsafe) private static var keptUntilExit: Interpreter?

    /// An interpreter set up from the command line.
    func makeInterpreter(theme: Theme, interactive: Bool) -> Interpreter {
        var options = Interpreter.Options()
        options.quiet = arguments.quiet
        options.json = arguments.json
        options.theme = theme
        options.undoPolicy = interactive ? .always : .whenUsed
        options.stopsOnError = !interactive
        let interpreter = Interpreter(host: host, sink: sink, options: options, platform: arguments.platform)
        return interpreter
    }

    /// Runs source text named `name`, loading the example first when asked. The process's last
    /// work: the interpreter is left for the exit to reclaim (see below), so call it once.
    func run(name: String, bytes: [UInt8], example: Bool, theme: Theme) -> ExitStatus {
        if bytes.count >= HugePages.heapThreshold { HugePages.adviseHeap() }
        let interpreter = makeInterpreter(theme: theme, interactive: false)
        if example { interpreter.loadBuiltinExample() }
        let outcome = interpreter.run(SourceFile(name: name, bytes: bytes))
        sink.flush()
        BatchRunner.keptUntilExit = interpreter
        return BatchRunner.status(outcome)
    }

    /// Runs a file by path; like `run(name:bytes:example:theme:)`, once a process.
    func runFile(_ path: String, theme: Theme) -> ExitStatus {
        if path == "-" {
            return run(
                name: "<stdin>", bytes: FileSystem.readStandardInput(), example: arguments.loadsExample,
                theme: theme)
        }
        switch FileSystem.read(path) {
        case .success(let bytes):
            return run(name: path, bytes: bytes, example: false, theme: theme)
        case .failure(let error):
            sink.write(
                "navsh: cannot read \(StringLiteral.quotedPath(path)): \(error.phrase)", to: .diagnostic)
            return .unreadable
        }
    }

    /// The exit status of an outcome.
    static func status(_ outcome: Interpreter.Outcome) -> ExitStatus {
        switch outcome {
        case .completed, .quit: return .success
        case .failed(.error): return .scriptError
        case .failed(.assertion): return .assertionFailed
        case .failed(.unreadable): return .unreadable
        }
    }
}
