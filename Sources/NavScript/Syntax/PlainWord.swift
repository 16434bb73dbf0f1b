/// The words of a plain command line: a command that is one to three words and nothing else
/// on its line (`route pushTest`, `tap outside`, `sizeclass vertical compact`, `dismiss`),
/// which the parser reads without making tokens (`Parser.parsePlainLine()`).
///
/// Nearly every line of a long script is one, so the lexer's table of words tells which word
/// a plain line holds by its bytes, and the parser dispatches on this enum instead of
/// comparing strings. Any word not listed here is read as a name, or sends the line to the
/// parser's full path.
///
/// Its raw value is its spelling, which the lexer's table reads once a case when it is made
/// (`LexedWords`): asking every word of the table whether it is one of these compared each
/// with every spelling, a sixtieth of a `-c` run.
enum PlainWord: String, CaseIterable, Sendable {
    case route, tap, swipe, sizeclass
    case dismiss, back, routes, explain, views, undo, reset, history, quit, exit, check, stack, help
    case `nil`, `true`, `false`
    case outside, down, compact, regular, vertical, horizontal
}
