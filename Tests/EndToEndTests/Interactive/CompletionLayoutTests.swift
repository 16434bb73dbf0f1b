import Testing

@testable import navsh

/// Candidates listed in columns, top to bottom, as ls does.
@Suite struct CompletionLayoutTests {
    @Test func fillsColumnsTopToBottom() {
        let lines = CompletionLayout.lines(["a", "bb", "c", "d", "e"], width: 10)
        #expect(lines == ["a   c   e", "bb  d"])
    }

    @Test func aNarrowTerminalGetsOneColumn() {
        #expect(CompletionLayout.lines(["route", "routes"], width: 3) == ["route", "routes"])
    }

    @Test func nothingToList() {
        #expect(CompletionLayout.lines([], width: 80).isEmpty)
    }
}
