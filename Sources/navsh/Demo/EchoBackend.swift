/// A stand-in interpreter for trying the terminal side before the real one exists: it
/// echoes each entry, completes from fixed lists shaped like the language's, and treats
/// an open `{` as unfinished. The end-to-end tests drive it (`NAVSH_DEMO_SHELL=1`).
struct EchoBackend: ShellBackend {
    /// Whether prompts and echoes are coloured.
    var color: Bool

    /// The commands Tab offers first.
    static let commands = [
        "back", "device", "dismiss", "expect", "help", "history", "ios", "quit", "record", "route",
        "routes", "set", "sizeclass", "sleep", "source", "stack", "tap", "undo", "view",
    ]
    /// What follows each command, as the real backend would compute from the state.
    static let arguments: [String: [String]] = [
        "route": ["modalTest", "popoverTest", "pushTest"],
        "set": ["route", "showInfo", "Detail.showInfo"],
        "tap": ["\"Go to subview\"", "\"Info\"", "\"More\""],
        "sizeclass": ["compact", "regular", "vertical"],
        "device": ["iPad", "iPhone"],
        "ios": ["14", "15", "16", "17"],
    ]

    /// `demo> `, bold cyan when coloured.
    var prompt: String { color ? "\u{1B}[1;36mdemo>\u{1B}[0m " : "demo> " }

    /// `...> ` for the lines of an open block.
    var continuationPrompt: String { color ? "\u{1B}[2m...>\u{1B}[0m " : "...> " }

    /// Open when a `{` is unclosed or a string unterminated (`#` comments aside).
    func isIncomplete(_ text: String) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        var inComment = false
        for character in text {
            if inComment {
                if character == "\n" { inComment = false }
            } else if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else {
                switch character {
                case "\"": inString = true
                case "#": inComment = true
                case "{": depth += 1
                case "}": depth -= 1
                default: break
                }
            }
        }
        return depth > 0 || inString
    }

    /// Command names for the first word; after a command, its arguments (labels quoted,
    /// paths after `source` and `record`).
    func completions(line: String, cursor: Int) -> CompletionResult {
        let before = String(String.UnicodeScalarView(line.unicodeScalars.prefix(cursor)))
        guard let space = before.firstIndex(of: " ") else {
            return CompletionResult(
                replacementStart: 0,
                candidates: Self.commands.filter { $0.hasPrefix(before) }
            )
        }
        let command = String(before[..<space])
        let argument = String(before[before.index(after: space)...])
        let start = before[..<before.index(after: space)].unicodeScalars.count
        if command == "source" || command == "record" {
            let home = Platform.environment()["HOME"]
            return CompletionResult(
                replacementStart: start,
                candidates: PathCompletion.candidates(
                    for: argument, home: home, list: Platform.directoryEntries)
            )
        }
        let choices = Self.arguments[command] ?? []
        // A label may be typed with or without its opening quote.
        let matches = choices.filter { $0.hasPrefix(argument) || $0.hasPrefix("\"" + argument) }
        return CompletionResult(replacementStart: start, candidates: matches)
    }

    /// Echoes the entry; `quit [STATUS]` leaves; `sleep SECONDS` waits, stopping early
    /// (and saying so) on Ctrl-C, to try the cancelling of a running command.
    mutating func run(_ text: String) -> ShellControl {
        let words = text.split(separator: " ")
        switch words.first {
        case "quit":
            return .quit(words.count > 1 ? Int32(words[1]) ?? 0 : 0)
        case "sleep":
            let tenths = 10 * (words.count > 1 ? Int(words[1]) ?? 1 : 1)
            for _ in 0..<tenths {
                if Interrupt.isPending {
                    Platform.writeStandardOutput("interrupted\n")
                    return .continue
                }
                Platform.sleep(milliseconds: 100)
            }
            Platform.writeStandardOutput("slept\n")
        default:
            Platform.writeStandardOutput(color ? "\u{1B}[32m\(text)\u{1B}[0m\n" : text + "\n")
        }
        return .continue
    }
}
