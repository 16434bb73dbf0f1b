import NavModel
import NavScript

/// The interpreter as the interactive shell's backend: prompts, completion, and each entry
/// run as a source of its own named `<prompt>`.
final class InterpreterBackend: ShellBackend {
    let interpreter: Interpreter
    let sink: StandardSink
    let theme: Theme

    init(interpreter: Interpreter, sink: StandardSink, theme: Theme) {
        self.interpreter = interpreter
        self.sink = sink
        self.theme = theme
    }

    var prompt: String {
        sink.flush()
        return interpreter.prompt
    }

    var continuationPrompt: String { "...> " }

    func isIncomplete(_ text: String) -> Bool { interpreter.isIncomplete(text) }

    func completions(line: String, cursor: Int) -> CompletionResult {
        let completion = interpreter.completions(line: line, cursor: cursor)
        if completion.wantsPath {
            let candidates = PathCompletion.candidates(
                for: completion.partial, home: Platform.variable("HOME"), list: Platform.directoryEntries
            )
            return CompletionResult(replacementStart: completion.start, candidates: candidates)
        }
        return CompletionResult(replacementStart: completion.start, candidates: completion.candidates)
    }

    func run(_ text: String) -> ShellControl {
        let outcome = interpreter.run(SourceFile(name: "<prompt>", text: text))
        sink.flush()
        if case .quit = outcome { return .quit(0) }
        return .continue
    }
}
