import Testing

@testable import NavScript

/// The word table hands out the same text as decoding would, for the language's words, for
/// the names it learns, and for those past its limit or too long to learn.
@Suite struct LexedWordsTests {
    @Test func namesReadTheSameLearntOrNot() {
        let names = (0..<100).map { "name\($0)" } + ["a_very_long_name_of_twenty_six", "route", "outside"]
        let text = (names + names).map { "tap \($0)\n" }.joined()
        let (tokens, errors) = Lexer.tokenize(SourceFile(name: "test.nav", text: text))
        #expect(errors == [])
        #expect(tokens.compactMap(\.kind.identifier).filter { $0 != "tap" } == names + names)
        // The same lines as plain lines (`Parser.parsePlainLine()`).
        let labels = statements(text).compactMap { statement -> String? in
            switch statement.kind {
            case .command(.tap(let label)): return label.value
            case .command(.tapOutside): return "outside"
            default: return nil
            }
        }
        #expect(labels == names + names)
    }
}
