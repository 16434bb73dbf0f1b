import Testing

@testable import navsh

/// Colour escapes in a prompt are bracketed by libedit's ignore character.
@Suite struct PromptEscapesTests {
    @Test func aPlainPromptIsUnchanged() {
        #expect(PromptEscapes.bracket("demo> ") == "demo> ")
    }

    @Test func escapesAreBracketed() {
        #expect(PromptEscapes.bracket("\u{1B}[1mA\u{1B}[0mB") == "\u{1}\u{1B}[1m\u{1}A\u{1}\u{1B}[0m\u{1}B")
    }

    @Test func aTrailingResetMovesBeforeTheTrailingSpace() {
        #expect(
            PromptEscapes.bracket("\u{1B}[1mdemo> \u{1B}[0m")
                == "\u{1}\u{1B}[1m\u{1}demo>\u{1}\u{1B}[0m\u{1} ")
    }

    @Test func aTrailingResetWithoutASpaceMovesBeforeTheLastCharacter() {
        #expect(PromptEscapes.bracket("ab\u{1B}[0m") == "a\u{1}\u{1B}[0m\u{1}b")
    }

    @Test func oscTitlesAndStrayIgnoreCharacters() {
        #expect(PromptEscapes.bracket("\u{1B}]0;t\u{7}x\u{1}") == "\u{1}\u{1B}]0;t\u{7}\u{1}x")
    }
}
