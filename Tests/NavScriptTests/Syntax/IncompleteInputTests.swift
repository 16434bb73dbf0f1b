import Testing

@testable import NavScript

@Suite struct IncompleteInputTests {
    @Test(arguments: [
        "view A {",
        "view A {\n  navigation\n",
        "view A { button \"B\" {",
        "view A { button \"B\" { route a;",
        "view A { segues push {\n a -> A",
        "tap \"Push",
        "view A \"Title",
        "view A {\n  button \"B\" { route a }\n  link \"unterminated",
    ])
    func unfinishedInputIsIncomplete(source: String) {
        let result = parse(source)
        #expect(result.isIncomplete, "\(result.errors)")
        #expect(result.errors.count == 1)
    }

    @Test(arguments: [
        "route a b",
        "view A {\n  rout x\n",
        "}",
        "{{{{",
        "segue push a ->",
        "view A { button \"B\" { bogus",
    ])
    func wrongInputIsNotIncomplete(source: String) {
        let result = parse(source)
        #expect(result.hasErrors)
        #expect(!result.isIncomplete)
    }

    @Test func completeInputIsNeither() {
        let result = parse("view A {\n  button \"B\" { route a }\n}")
        #expect(!result.hasErrors)
        #expect(!result.isIncomplete)
    }

    @Test func unclosedBlockPointsAtItsBraceWithANoteAtTheEnd() {
        let result = parse("view A {\n  navigation")
        guard case .unclosedBlock(let open, let end) = result.errors.first else {
            Issue.record("\(result.errors)")
            return
        }
        #expect(position(open.start) == [1, 8])
        #expect(position(end.start) == [2, 13])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["the input ends here"])
    }
}
