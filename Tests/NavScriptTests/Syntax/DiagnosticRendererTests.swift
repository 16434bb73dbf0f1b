import Testing

@testable import NavScript

@Suite struct DiagnosticRendererTests {
    @Test func unknownCommandWithCaretAndSuggestion() {
        let text = "view A\nrout pushTest\n"
        #expect(
            rendered(parse(text), text) == """
                test.nav:2:1: error: unknown command 'rout'; did you mean 'route'?
                  2 | rout pushTest
                    | ^~~~

                """)
    }

    @Test func caretUnderlinesTheRangeAndKeepsTabs() {
        let text = "view V {\n\tsegue\tpusj a -> A\n}"
        #expect(
            rendered(parse(text), text) == """
                test.nav:2:8: error: unknown segue kind 'pusj'; did you mean 'push'?
                  2 | \tsegue\tpusj a -> A
                    | \t     \t^~~~

                """)
    }

    @Test func gutterWidthFollowsTheLineNumber() {
        let text = String(repeating: "\n", count: 11) + "back 1"
        #expect(
            rendered(parse(text), text) == """
                test.nav:12:6: error: expected a newline or ';' after the statement, found the number '1'
                  12 | back 1
                     |      ^

                """)
    }

    @Test func notesAreRenderedWithTheirOwnLocation() {
        let text = "view A {\n  navigation"
        #expect(
            rendered(parse(text), text) == """
                test.nav:1:8: error: this '{' is never closed: the input ends before its '}'
                  1 | view A {
                    |        ^
                test.nav:2:13: note: the input ends here
                  2 |   navigation
                    |             ^

                """)
    }

    @Test func withoutTheSourceOnlyTheHeadlineIsShown() {
        let diagnostic = Diagnostic(.warning, "a push outside a navigation container is inert", at: nil)
        #expect(
            DiagnosticRenderer().render(diagnostic)
                == "warning: a push outside a navigation container is inert\n")
        #expect(diagnostic.headline == "warning: a push outside a navigation container is inert")
    }

    @Test func colourIsOnlyAHook() {
        let text = "rout"
        let plain = DiagnosticRenderer(sources: [SourceFile(name: "test.nav", text: text)])
        var colored = plain
        colored.colored = true
        let diagnostics = parse(text).diagnostics
        #expect(!plain.render(diagnostics).contains("\u{1B}"))
        #expect(colored.render(diagnostics).contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func controlCharactersAndInvalidBytesInTheLineAreShownSafely() {
        let source = SourceFile(
            name: "test.nav", bytes: Array("back ".utf8) + [0xFF, 0x1B] + Array(" x".utf8))
        let result = Parser.parse(source)
        let text = DiagnosticRenderer(sources: [source]).render(result.diagnostics.prefix(1).map { $0 })
        #expect(
            text == """
                test.nav:1:6: error: invalid UTF-8 byte 0xFF
                  1 | back \u{FFFD}\u{FFFD} x
                    |      ^

                """)
    }

    @Test func longLinesAreShownAsAWindowAroundTheCaret() {
        let text = "back " + String(repeating: "a", count: 500) + " b"
        let output = rendered(parse(text), text)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[0]
                == "test.nav:1:6: error: expected a newline or ';' after the statement, found '\(String(repeating: "a", count: 60))…'"
        )
        #expect(lines[1].hasSuffix("…"))
        #expect(lines[1].count < 200)
        let late = "back" + String(repeating: " ", count: 400) + "x"
        let lateLines = rendered(parse(late), late).split(separator: "\n")
        #expect(lateLines[1].hasPrefix("  1 | …"))
        let caretColumn = lateLines[2].firstIndex(of: "^").map {
            lateLines[2].distance(from: lateLines[2].startIndex, to: $0)
        }
        let textColumn = lateLines[1].firstIndex(of: "x").map {
            lateLines[1].distance(from: lateLines[1].startIndex, to: $0)
        }
        #expect(caretColumn != nil)
        #expect(textColumn == caretColumn)
    }
}
