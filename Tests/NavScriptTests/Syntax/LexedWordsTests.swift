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

    /// Each plain word comes out of the table as itself, by its spelling, whether or not it is
    /// also a word of the language, and with the eight-byte read or the byte loop.
    @Test(arguments: PlainWord.allCases) func everyPlainWordIsInTheTable(_ word: PlainWord) {
        for padding in ["", String(repeating: " ", count: 16)] {
            var table = LexedWords.shared
            let bytes = Array((word.rawValue + padding).utf8)
            let found = bytes.withUnsafeBufferPointer {
                table.text(in: $0, from: 0, to: word.rawValue.utf8.count)
            }
            #expect(found.text == word.rawValue)
            #expect(found.plain == word)
        }
    }

    /// A word of the language that is not a plain word, and a name, learnt or not, are none.
    @Test(arguments: ["view", "segue", "pushTest", "pushTest"]) func otherWordsAreNotPlain(_ text: String) {
        var table = LexedWords.shared
        let bytes = Array(text.utf8)
        for _ in 0..<2 {
            let found = bytes.withUnsafeBufferPointer { table.text(in: $0, from: 0, to: bytes.count) }
            #expect(found.text == text)
            #expect(found.plain == nil)
        }
    }
}
