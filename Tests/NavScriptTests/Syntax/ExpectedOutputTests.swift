import Testing

@testable import NavScript

@Suite struct ExpectedOutputTests {
    @Test func eachStatementGetsTheLinesUnderIt() {
        let text = """
            route pushTest
            #> pushed PushWelcome (N4)
            #>   MixedSegueTest > push PushWelcome
            back
            dismiss; back
            #> ignored
            """
        let parsed = statements(text)
        #expect(parsed.count == 4)
        let first = parsed[0].expectedOutput
        #expect(
            first?.lines.map(\.value) == ["pushed PushWelcome (N4)", "  MixedSegueTest > push PushWelcome"])
        #expect(first.map { [position($0.range.start), position($0.range.end)] } == [[2, 1], [3, 39]])
        #expect(first.map { [$0.range.start.offset, $0.range.end.offset] } == [15, 80])
        #expect(first?.text == "pushed PushWelcome (N4)\n  MixedSegueTest > push PushWelcome")
        #expect(parsed[1].expectedOutput == nil)
        #expect(parsed[2].expectedOutput == nil)
        #expect(parsed[3].expectedOutput?.lines.map(\.value) == ["ignored"])
    }

    @Test func linesSeparatedByCommentsAndBlanksStillBelongToTheStatement() {
        let parsed = statements("back\n#> a\n\n# note\n#> b\r\nreset")
        #expect(parsed[0].expectedOutput?.lines.map(\.value) == ["a", "b"])
        #expect(
            parsed[0].expectedOutput.map { [position($0.range.start), position($0.range.end)] } == [
                [2, 1], [5, 5],
            ])
    }

    @Test func aViewBlockGetsTheLinesAfterItsClosingBrace() {
        let parsed = statements("view V {\n  navigation\n}\n#> declared V")
        #expect(parsed[0].expectedOutput?.lines.map(\.value) == ["declared V"])
    }

    @Test func rangeTextIsTheExactSource() {
        let text = "back\n#> one\n#>two\nreset\n"
        let source = SourceFile(name: "t.nav", text: text)
        let parsed = Parser.parse(source).statements
        let range = parsed[0].expectedOutput?.range
        #expect(range.map { source.text(of: $0) } == "#> one\n#>two")
    }
}
