import Testing

@testable import NavScript

@Suite struct RecoveryTests {
    @Test func twoErrorsInAFileGiveExactlyTwoReports() {
        let text = """
            view A {
              navigation
            }
            rout pushTest
            back
            segue push a -> B
            dismiss
            """
        let result = parse(text)
        #expect(result.errors.map { position($0.range.start) } == [[4, 1], [6, 1]])
        #expect(
            result.errors.map(\.diagnostic.text) == [
                "unknown command 'rout'; did you mean 'route'?",
                "'segue' declares part of a view; write it inside 'view NAME { … }'",
            ])
        #expect(result.statements.count == 3)
    }

    @Test func anErrorInsideABlockRecoversInsideTheBlock() {
        let text = """
            view V {
              segue pusj a -> A
              link "L" -> L
              route a
              button "B" { rout a; back }
            }
            back
            """
        let result = parse(text)
        #expect(result.errors.map { position($0.range.start) } == [[2, 9], [4, 3], [5, 16]])
        #expect(
            result.errors.map(\.diagnostic.text) == [
                "unknown segue kind 'pusj'; did you mean 'push'?",
                "'route' is a command; in a view's block, commands go in 'button LABEL { … }'",
                "unknown command 'rout'; did you mean 'route'?",
            ])
        #expect(result.statements.count == 2)
        guard case .declaration(.view(let view)) = result.statements.first?.kind else { return }
        #expect((view.members ?? []).map { Sketch.of($0.value) } == ["link 'L' -> L", "button 'B' { back }"])
    }

    @Test func aSkippedStatementSkipsItsWholeBlock() {
        let result = parse("route a { view X {\n route b }\n }\nback")
        #expect(result.errors.count == 1)
        #expect(result.statements.count == 1)
    }

    @Test(arguments: [
        ("route", "expected a tag, found the end of the input"),
        ("route a b", "expected a newline or ';' after the statement, found 'b'"),
        ("segue push a -> B", "'segue' declares part of a view; write it inside 'view NAME { … }'"),
        ("view V { view W }", "'view' cannot be written inside a view's block"),
        (
            "view V { button \"B\" { segue push a -> A } }",
            "'segue' is a declaration; a button's block holds only commands"
        ),
        ("view V { segue push a B }", "expected '->', found 'B'"),
        ("view V { button Push { back } }", "expected a quoted label, found 'Push'"),
        (
            "view V { segue popover(, top) a -> A }",
            "expected a popover anchor such as 'rect(bounds)', found ','"
        ),
        (
            "view V { segue popover(rect(bounds), up) a -> A }",
            "unknown arrow edge 'up'; expected top, bottom, leading or trailing"
        ),
        (
            "view V { segue popover a -> A presentationCompactAdaptation(windw) }",
            "unknown adaptation 'windw'; expected automatic, none, popover, sheet or fullScreenCover"
        ),
        (
            "view V { segue popover a -> A presentationCompactAdaptation(horizontal: popover) }",
            "expected ',', found ')'"
        ),
        (
            "view V { segue popover a -> A presentationCompactAdaptation(vertical: sheet, horizontal: popover) }",
            "expected 'horizontal', found 'vertical'"
        ),
        (
            "view V { segue popover a -> A presentationCompactAdaptation(horizontal: popover, vertcal: sheet) }",
            "expected 'vertical', found 'vertcal'"
        ),
        (
            "view V { segue popover a -> A presentationCompactAdaptation(horizontal popover, vertical: sheet) }",
            "expected ':', found 'popover'"
        ),
        (
            "view V { segue sheet a -> A interactiveDismissDisable }",
            "unknown segue option 'interactiveDismissDisable'"
        ),
        ("view V { segue sheet a -> A selection s selection t }", "'selection' is given twice"),
        ("view V { navigation style stacks }", "unknown navigation style 'stacks'"),
        ("view V { navigaton }", "unknown view member 'navigaton'"),
        ("view V\n{ }", "a '{' block must start on the line of the view, button or segues it belongs to"),
        ("}", "'}' has no '{' to close"),
        ("swipe up", "unknown word 'up'; expected 'back' or 'down'"),
        ("sizeclass compat", "unknown size class 'compat'"),
        ("stack --jsn", "unknown option '--jsn' for 'stack'"),
        ("explore --depth 1 --depth 2", "'--depth' is given twice"),
        ("graph --format pdf", "unknown graph format 'pdf'; expected dot, mermaid, svg or png"),
        ("expect stak A > push B", "unknown assertion 'stak'"),
        ("expect stack A > pusj B", "unknown path kind 'pusj'"),
        ("expect depth two", "expected a whole number, found 'two'"),
        (
            "expect",
            "expected stack, top, depth, sizeclass, error, warning or a state, found the end of the input"
        ),
        ("ios fourteen", "expected an iOS version such as '16.4', found 'fourteen'"),
        ("device", "expected a device name such as 'iphone' or 'ipad-slideover', found the end of the input"),
        ("xyzzy", "unknown command 'xyzzy'; 'help' lists the commands"),
        ("42", "expected a command or a declaration, found the number '42'"),
        ("tap", "expected a quoted label, found the end of the input"),
        ("#> orphan\nback", "'#>' line does not follow a statement"),
        ("view V {\n#> inside\n}", "'#>' lines belong after the whole statement, not inside its block"),
    ])
    func oneMistakeOneReport(source: String, message: String) {
        let result = parse(source)
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(result.errors.first?.message == message)
        #expect(!result.isIncomplete)
    }

    @Test(
        arguments: [
            ("rout a", "route"),
            ("Route a", "route"),
            ("expcet depth 1", "expect"),
            ("swipr down", "swipe"),
            ("dismis", "dismiss"),
            ("veiw A", "view"),
            ("popoverLink \"x\" -> Y", nil),
        ] as [(String, String?)])
    func didYouMeanForMisspeltCommands(source: String, suggestion: String?) {
        let result = parse(source)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.suggestion == suggestion)
    }

    @Test func misspeltViewMembersSuggestTheMember() {
        let result = parse("view V { popoverLink \"x\" -> Y }")
        #expect(result.errors.first?.suggestion == "popoverlink")
        #expect(parse("view V { segue modl a -> A }").errors.first?.suggestion == "modal")
        #expect(parse("stack --jsn").errors.first?.suggestion == "--json")
    }

    @Test func expectedOutputAfterAFailedStatementIsDropped() {
        let result = parse("rout a\n#> something\nback\n#> Root")
        #expect(result.errors.count == 1)
        #expect(result.statements.count == 1)
        #expect(result.statements.first?.expectedOutput?.text == "Root")
    }

    @Test func errorsComeInSourceOrderAndStopAtTheLimit() {
        let text = String(repeating: "bogus\n", count: 50)
        let limits = Limits(maxNestingDepth: 256, maxLineBytes: 1 << 20, maxErrors: 10)
        let result = parse(text, limits: limits)
        #expect(result.errors.count == 11)
        #expect(result.errors.prefix(10).map(\.range.start.line) == Array(1...10))
        guard case .tooManyErrors(10, _) = result.errors.last else {
            Issue.record("\(String(describing: result.errors.last))")
            return
        }
    }

    @Test func theEndOfTheInputIsReportedWhereTheLastTokenEnds() {
        let result = parse("back\nroute\n\n")
        #expect(result.errors.map { position($0.range.start) } == [[2, 6]])
    }
}
