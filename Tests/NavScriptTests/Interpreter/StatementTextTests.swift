import Testing

@testable import NavScript

/// `StatementText`: written text reads back as written; a range of the source being run reads
/// from that source, and keeps its text once pinned, whatever runs next.
@Suite struct StatementTextTests {
    let source = SourceFile(name: "running.nav", text: "route détail\ntap \"Añadir ✓\"\n")

    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: source.location(atOffset: start), end: source.location(atOffset: end))
    }

    @Test func writtenTextReadsBackAsWritten() {
        for text in ["", "route a", "tap \"Añadir ✓\" 🙂", "a\u{301}"] {
            #expect(StatementText.written(text).string(running: nil) == text)
            #expect(StatementText.written(text).string(running: source) == text)
        }
    }

    @Test func aRangeReadsFromTheSourceBeingRun() {
        let text = StatementText.running(range(0, 13))
        #expect(text.string(running: source) == "route détail")
        #expect(text.string(running: nil) == "")
    }

    @Test func aPinnedRangeKeepsItsTextAfterTheSourceChanges() {
        let pinned = StatementText.running(range(14, 31)).pinned(to: source)
        let other = SourceFile(name: "other.nav", text: "back\n")
        #expect(pinned.string(running: source) == "tap \"Añadir ✓\"")
        #expect(pinned.string(running: other) == "tap \"Añadir ✓\"")
        #expect(pinned.string(running: nil) == "tap \"Añadir ✓\"")
        // Written text is already pinned.
        #expect(StatementText.written("back").pinned(to: source).string(running: nil) == "back")
    }
}
