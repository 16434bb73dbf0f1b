import Testing

@testable import NavScript

@Suite struct ParserDeclarationTests {
    @Test func viewWithNameOnly() {
        guard case .view(let view) = declaration("view PushWelcome") else { return }
        #expect(view.name.value == "PushWelcome")
        #expect(position(view.name.range.start) == [1, 6])
        #expect(view.title == nil)
        #expect(view.members == nil)
    }

    @Test func viewWithTitleAndEmptyBlock() {
        guard case .view(let view) = declaration("view PushWelcome \"Welcome to Push\" { }") else { return }
        #expect(view.title?.value == "Welcome to Push")
        #expect(position(view.title?.range.start ?? view.name.range.start) == [1, 18])
        #expect(view.members == [])
    }

    @Test func rootDeclaration() {
        guard case .root(let name) = declaration("root MixedSegueTest") else { return }
        #expect(name.value == "MixedSegueTest")
        #expect(position(name.range.start) == [1, 6])
    }

    @Test(arguments: [
        ("navigation", "navigation"),
        ("navigation \"Home\"", "navigation 'Home'"),
        ("navigation style stack", "navigation style stack"),
        ("navigation \"Home\" style columns", "navigation 'Home' style columns"),
        ("segue push pushTest -> PushWelcome", "segue push pushTest -> PushWelcome"),
        ("segue modal modalTest -> ModalWelcome", "segue modal modalTest -> ModalWelcome"),
        ("segue sheet s -> text \"Hello\"", "segue sheet s -> text 'Hello'"),
        ("segue popover p -> P", "segue popover p -> P"),
        (
            "segue popover(rect(bounds), top) popoverTest -> PopoverWelcome",
            "segue popover(rect(bounds), top) popoverTest -> PopoverWelcome"
        ),
        ("segue popover(.point(.top), .leading) p -> P", "segue popover(.point(.top), leading) p -> P"),
        ("segue push a -> A selection tab", "segue push a -> A selection tab"),
        (
            "segue sheet a -> A selection s interactiveDismissDisabled presentationCompactAdaptation(popover)",
            "segue sheet a -> A selection s interactiveDismissDisabled(true) presentationCompactAdaptation(popover)"
        ),
        (
            "segue popover a -> A interactiveDismissDisabled(false) presentationCompactAdaptation(.fullScreenCover)",
            "segue popover a -> A interactiveDismissDisabled(false) presentationCompactAdaptation(fullScreenCover)"
        ),
        (
            "segue sheet a -> A presentationCompactAdaptation(.automatic)",
            "segue sheet a -> A presentationCompactAdaptation(automatic)"
        ),
        (
            "segue popover a -> A presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)",
            "segue popover a -> A presentationCompactAdaptation(horizontal: popover, vertical: sheet)"
        ),
        (
            "segues sheet presentationCompactAdaptation(horizontal: none, vertical: fullScreenCover) { a -> A }",
            "segues sheet presentationCompactAdaptation(horizontal: none, vertical: fullScreenCover) { a -> A }"
        ),
        ("segue push .a -> A", "segue push a -> A"),
        ("segues push { a -> A; b -> B; c -> C }", "segues push { a -> A; b -> B; c -> C }"),
        (
            "segues modal selection sel {\n  a -> A\n\n  b -> text \"B\"\n}",
            "segues modal selection sel { a -> A; b -> text 'B' }"
        ),
        ("segues sheet interactiveDismissDisabled { }", "segues sheet interactiveDismissDisabled(true) {  }"),
        ("button \"Push\" { route pushTest }", "button 'Push' { route pushTest }"),
        (
            "button \"Both\" { route a; set flag true\n route nil }",
            "button 'Both' { route a; set flag true; route nil }"
        ),
        ("button \"Nothing\" { }", "button 'Nothing' {  }"),
        ("link \"More\" -> More", "link 'More' -> More"),
        ("link \"Leaf\" -> text \"A leaf\"", "link 'Leaf' -> text 'A leaf'"),
        ("popoverlink \"Go to subview\" -> Subview", "popoverlink 'Go to subview' -> Subview"),
        ("popoverlink \"Info\" -> Info active showInfo", "popoverlink 'Info' -> Info active showInfo"),
    ])
    func viewMembers(source: String, sketch: String) {
        let parsed = members("view V {\n  \(source)\n}")
        #expect(parsed.map(Sketch.of) == [sketch])
    }

    @Test func membersCarryTheirRanges() {
        guard case .view(let view) = declaration("view V {\n  segue push a -> A\n  link \"L\" -> B\n}") else {
            return
        }
        let ranges = (view.members ?? []).map { [position($0.range.start), position($0.range.end)] }
        #expect(ranges == [[[2, 3], [2, 20]], [[3, 3], [3, 16]]])
        guard case .segue(let segue) = view.members?.first?.value else { return }
        #expect(position(segue.tag.range.start) == [2, 14])
        #expect(position(segue.destination.range.start) == [2, 19])
    }

    @Test func popoverAnchorIsKeptAsText() {
        guard
            case .segue(let segue) = members("view V { segue popover( rect( bounds ) , bottom) t -> T }")
                .first,
            case .popover(let anchor, let edge) = segue.kind.value
        else {
            Issue.record("no popover segue")
            return
        }
        #expect(anchor?.value == "rect( bounds )")
        #expect(edge?.value == .bottom)
    }

    @Test func buttonCommandsHaveRanges() {
        guard case .button(let button) = members("view V { button \"B\" { route a; back } }").first else {
            return
        }
        #expect(button.commands.map { position($0.range.start) } == [[1, 23], [1, 32]])
    }

    @Test func viewStatementRangeEndsAtItsClosingBrace() {
        let parsed = statements("view V {\n  navigation\n}\nback")
        #expect(
            parsed.map { [position($0.range.start), position($0.range.end)] } == [
                [[1, 1], [3, 2]], [[4, 1], [4, 5]],
            ])
    }

    @Test func theLanguageExampleParsesVerbatim() {
        let parsed = statements(LanguageExample.text)
        let sketches = parsed.map { statement -> String in
            switch statement.kind {
            case .declaration(.view(let view)):
                let title = view.title.map { " '\($0.value)'" } ?? ""
                let body =
                    view.members.map { " { " + $0.map { Sketch.of($0.value) }.joined(separator: "; ") + " }" }
                    ?? ""
                return "view \(view.name.value)\(title)\(body)"
            case .declaration(.root(let name)): return "root \(name.value)"
            case .command(let command): return Sketch.of(command)
            }
        }
        #expect(
            sketches == [
                "view MixedSegueTest 'SwiftUI Segues' { navigation; button 'Push' { route pushTest }; "
                    + "button 'Modal' { route modalTest }; button 'Popover' { route popoverTest }; "
                    + "segue push pushTest -> PushWelcome; segue modal modalTest -> ModalWelcome; "
                    + "segue popover(rect(bounds), top) popoverTest -> PopoverWelcome }",
                "view PushWelcome 'Welcome to Push'",
                "view ModalWelcome { button 'Welcome to modal' { route nil } }",
                "view PopoverWelcome 'Welcome to Popover'",
                "view PushSegueTest { navigation; segues push { a -> A; b -> B; c -> C } }",
                "view Detail { popoverlink 'Go to subview' -> Subview; popoverlink 'Info' -> Info active showInfo; "
                    + "link 'More' -> More }",
                "root MixedSegueTest",
            ])
        #expect(parsed.map(\.range.start.line) == [1, 10, 11, 12, 14, 18, 23])
    }
}

/// The "Declaring the app" block of language.md, verbatim.
enum LanguageExample {
    static let text = """
        view MixedSegueTest "SwiftUI Segues" {
          navigation                                    # body wrapped in a NavigationView
          button "Push"    { route pushTest }           # Button("Push") { route = .pushTest }
          button "Modal"   { route modalTest }
          button "Popover" { route popoverTest }
          segue push pushTest -> PushWelcome            # .segue(.push, tag: .pushTest, selection: $route)
          segue modal modalTest -> ModalWelcome
          segue popover(rect(bounds), top) popoverTest -> PopoverWelcome
        }
        view PushWelcome "Welcome to Push"
        view ModalWelcome { button "Welcome to modal" { route nil } }
        view PopoverWelcome "Welcome to Popover"

        view PushSegueTest {
          navigation
          segues push { a -> A; b -> B; c -> C }        # .segues(.push, selection: $route) { switch }
        }
        view Detail {
          popoverlink "Go to subview" -> Subview        # PopoverLink(destination:) { Text(label) }
          popoverlink "Info" -> Info active showInfo    # PopoverLink(destination:isActive: $showInfo)
          link "More" -> More                           # NavigationLink(destination:) { Text(label) }
        }
        root MixedSegueTest                             # default: the first view declared
        """
}
