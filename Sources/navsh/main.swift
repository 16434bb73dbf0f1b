import NavModel
import NavScript

// navsh's entry point: parse the command line, pick a mode, run it, exit with its status.
// Every mode feeds the same Interpreter; only where lines come from differs.

let sink = StandardSink()
let arguments: Arguments
do throws(Arguments.UsageError) {
    arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    sink.write("navsh: \(error.message)", to: .diagnostic)
    Platform.exit(ExitStatus.usage.rawValue)
}

let colored = ColorPolicy.isEnabled(
    mode: arguments.color, variable: Platform.variable,
    stdoutIsTerminal: Platform.standardOutputIsTerminal)
let theme = colored ? Theme.ansi : Theme.plain
let runner = BatchRunner(arguments: arguments, sink: sink)

/// The interactive shell on an interpreter that has already run what it should.
@MainActor func runShell(_ interpreter: Interpreter) -> Int32 {
    interpreter.recordsHistory = true
    interpreter.keepsRecording = true
    interpreter.options.stopsOnError = false
    interpreter.options.undoPolicy = .always
    interpreter.options.showsLocation = false
    let backend = InterpreterBackend(interpreter: interpreter, sink: sink, theme: theme)
    let status = InteractiveShell.run(
        backend: backend,
        banner: "navsh \(Version.current): type 'help' for help, Tab completes, Ctrl-D quits",
        keepsHistory: !arguments.isPrivate, environment: Platform.environment())
    sink.flush()
    return status
}

let status: Int32
switch arguments.mode {
case .help:
    sink.write(Arguments.usage, to: .standard)
    status = ExitStatus.success.rawValue
case .version:
    sink.write("navsh \(Version.current)", to: .standard)
    status = ExitStatus.success.rawValue
case .command(let text):
    FileSystem.installBatchSignalHandling()
    status =
        runner.run(name: "<command>", bytes: Array(text.utf8), example: arguments.loadsExample, theme: theme)
        .rawValue
case .file(let path):
    FileSystem.installBatchSignalHandling()
    status = runner.runFile(path, theme: theme).rawValue
case .test(let paths, let update):
    FileSystem.installBatchSignalHandling()
    status = TestCommand(paths: paths, update: update, quiet: arguments.quiet, sink: sink).run().rawValue
case .check(let paths):
    FileSystem.installBatchSignalHandling()
    status = CheckCommand(paths: paths, runner: runner, theme: theme).run().rawValue
case .fileThenInteractive(let path):
    let interpreter = runner.makeInterpreter(theme: theme, interactive: true)
    switch FileSystem.read(path) {
    case .success(let bytes):
        // What the file runs is part of the session that `record` writes.
        interpreter.keepsRecording = true
        _ = interpreter.run(SourceFile(name: path, bytes: bytes))
        sink.flush()
        status = runShell(interpreter)
    case .failure(let error):
        sink.write("navsh: cannot read \(StringLiteral.quotedPath(path)): \(error.phrase)", to: .diagnostic)
        status = ExitStatus.unreadable.rawValue
    }
case .interactive:
    if Platform.standardInputIsTerminal {
        let interpreter = runner.makeInterpreter(theme: theme, interactive: true)
        if arguments.loadsExample { interpreter.loadBuiltinExample() }
        status = runShell(interpreter)
    } else {
        FileSystem.installBatchSignalHandling()
        status = runner.runFile("-", theme: theme).rawValue
    }
}
sink.flush()
Platform.exit(status)
