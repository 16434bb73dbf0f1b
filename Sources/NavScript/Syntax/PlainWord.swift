/// The words of a plain command line: a command that is one to three words and nothing else
/// on its line (`route pushTest`, `tap outside`, `sizeclass vertical compact`, `dismiss`),
/// which the parser reads without making tokens (`Parser.parsePlainLine()`).
///
/// Nearly every line of a long script is one, so the lexer's table of words tells which word
/// a plain line holds by its bytes, and the parser dispatches on this enum instead of
/// comparing strings. Any word not listed here is read as a name, or sends the line to the
/// parser's full path.
enum PlainWord: Sendable {
    case route, tap, swipe, sizeclass
    case dismiss, back, routes, explain, views, undo, reset, history, quit, exit, check, stack, help
    case `nil`, `true`, `false`
    case outside, down, compact, regular, vertical, horizontal

    /// The plain word spelt `text`, or nil. Run once a word, when the table is made.
    init?(_ text: String) {
        switch text {
        case "route": self = .route
        case "tap": self = .tap
        case "swipe": self = .swipe
        case "sizeclass": self = .sizeclass
        case "dismiss": self = .dismiss
        case "back": self = .back
        case "routes": self = .routes
        case "explain": self = .explain
        case "views": self = .views
        case "undo": self = .undo
        case "reset": self = .reset
        case "history": self = .history
        case "quit": self = .quit
        case "exit": self = .exit
        case "check": self = .check
        case "stack": self = .stack
        case "help": self = .help
        case "nil": self = .nil
        case "true": self = .true
        case "false": self = .false
        case "outside": self = .outside
        case "down": self = .down
        case "compact": self = .compact
        case "regular": self = .regular
        case "vertical": self = .vertical
        case "horizontal": self = .horizontal
        default: return nil
        }
    }
}
