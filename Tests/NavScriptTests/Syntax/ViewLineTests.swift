import Testing

@testable import NavScript

/// A view line (`Parser.parseViewLine()`) must parse to exactly what its tokens parse to: the
/// same statements with the same ranges, and where it is no view line after all, the same
/// errors at the same places. (Debug builds also check every view line against its tokens as
/// it is read.)
@Suite struct ViewLineTests {
    /// The statements and errors of `text`, read with or without view and plain lines.
    private func parsed(_ text: String, lines: Bool, limits: Limits = .standard) -> ParseResult {
        var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
        parser.readsPlainLines = lines
        let statements = parser.parseScript()
        return ParseResult(statements: statements, errors: parser.allErrors())
    }

    /// Whether the first line of `text` is read as a view line.
    private func readsAsViewLine(_ text: String) -> Bool {
        var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: .standard)
        return parser.parseViewLine() != nil
    }

    static let viewLines = [
        "view V9987 { navigation; segue popover go9987 -> V9988; popoverlink \"P9987\" -> V9988 }\n",
        "view A\n", "view A \"Title\"\n", "view A {}\n", "view A \"T\" { }\n", "  view\tA{navigation}  \n",
        "view A { ; navigation ;; }\n", "view A { navigation \"Home\" }\n", "view A { navigation\"Home\" }\n",
        "view A { segue push p -> B }\n", "view A { segue modal m->B; segue sheet s -> \"Leaf\" }\n",
        "view A { segue sheet s -> text \"Leaf\" }\n", "view A { segue sheet s -> text }\n",
        "view A { segue sheet s -> text; link \"L\" -> text }\n", "view A { link \"Go\" -> B }\n",
        "view A { popoverlink \"P\" -> B; popoverlink \"Q\" -> \"T\" }\n",
        "view _a1 { segue push x_2 -> _B }\n",
        "view A { segue push p -> B }\nview B { segue push p -> A }\nroute p\n",
        "route x\nview A { segue push p -> B }\n", "route x; view A { segue push p -> B }\n",
        "view A { segue push p -> B }\n#> nothing\n",
    ]

    @Test(arguments: viewLines)
    func viewLinesMatchTheTokens(_ text: String) {
        let lines = parsed(text, lines: true)
        let tokens = parsed(text, lines: false)
        #expect(lines.errors == tokens.errors)
        #expect(lines.statements == tokens.statements)
    }

    @Test(arguments: [
        "view V9987 { navigation; segue popover go9987 -> V9988; popoverlink \"P9987\" -> V9988 }\n",
        "view A\n", "view A \"Title\"\n", "  view\tA{navigation}  \n", "view A { segue sheet s -> text }\n",
    ])
    func viewLinesAreReadFromTheBytes(_ text: String) {
        #expect(readsAsViewLine(text))
    }

    /// Lines the bytes do not read, each left to the tokens: they parse, or fail, as before.
    @Test(arguments: [
        "view A", "view A {}", "view A {}\r\n", "view A {} # note\n", "view A {}; route x\n",
        "view A { navigation style stack }\n", "view A { segue push p -> B selection s }\n",
        "view A { segue popover(rect(bounds), top) p -> B }\n", "view A { segue push .p -> B }\n",
        "view A { segues push { a -> B } }\n", "view A { button \"B\" { back } }\n",
        "view A { popoverlink \"P\" -> B active on }\n", "view A { link \"L\\n\" -> B }\n",
        "view A {\n navigation\n}\n", "view Ä { navigation }\n", "view Aé { navigation }\n",
        "view A { navigation \"é\" }\n", "view nil { navigation }\n", "view A { segue push true -> B }\n",
        "view A { segue push p -> false }\n", "view A { segue push p B }\n",
        "view A { segue shove p -> B }\n",
        "view A { segue push p -> B\n", "view A { segue push p -> 12 }\n", "view A { navigation; }}\n",
        "view A { route x }\n", "view A { link L -> B }\n", "view A \"T\n", "view A B\n", "view 1 {}\n",
        "viewA {}\n", "view\n", "view {}\n", "view A { segue push p -> text \"x\\\"\" }\n",
        "view A { navigation \"Home\" style stack }\n", "view A { segue push p -> B; unknown }\n",
    ])
    func otherLinesParseAsBefore(_ text: String) {
        #expect(!readsAsViewLine(text))
        let lines = parsed(text, lines: true)
        let tokens = parsed(text, lines: false)
        #expect(lines.errors == tokens.errors)
        #expect(lines.statements == tokens.statements)
    }

    /// Only a line that ends in `}`, a name or a title, then a newline, is read at all.
    @Test(arguments: [
        ("view A {}\n", true), ("view A \"T\" \t\n", true), ("view A\n", true), ("view A {\n", false),
        ("view A {}", false), ("view A -> \n", false), ("   \n", false),
    ])
    func onlyLinesEndingAsViewLinesCanBe(_ text: String, ends: Bool) {
        let bytes = Array(text.utf8)
        let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
        #expect(
            bytes.withUnsafeBufferPointer { ViewLine.endsLikeViewLine($0, from: 0, newline: newline) } == ends
        )
    }

    /// A block may nest as deep as the limit allows, and no deeper: at a limit of one the view
    /// line's `{` is allowed, at zero it is left to the tokens, which report it.
    @Test func aBlockNestsNoDeeperThanTheLimit() {
        let text = "view A { navigation }\n"
        for depth in [0, 1, 2] {
            let limits = Limits(maxNestingDepth: depth, maxLineBytes: 1 << 20, maxErrors: 100)
            var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
            #expect((parser.parseViewLine() != nil) == (depth > 0), "depth \(depth)")
            let (lines, tokens) = (
                parsed(text, lines: true, limits: limits), parsed(text, lines: false, limits: limits)
            )
            #expect(lines.errors == tokens.errors, "depth \(depth)")
            #expect(lines.statements == tokens.statements, "depth \(depth)")
        }
    }

    /// A line too long is left to the tokens, which report it; one just short enough is read.
    @Test func aLineTooLongIsLeftToTheTokens() {
        let text = "view A { segue push p -> B }\n"
        let length = text.utf8.count - 1
        for limit in [length - 1, length] {
            let limits = Limits(maxNestingDepth: 256, maxLineBytes: limit, maxErrors: 100)
            var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
            #expect((parser.parseViewLine() != nil) == (limit >= length), "limit \(limit)")
            let (lines, tokens) = (
                parsed(text, lines: true, limits: limits), parsed(text, lines: false, limits: limits)
            )
            #expect(lines.errors == tokens.errors, "limit \(limit)")
            #expect(lines.statements == tokens.statements, "limit \(limit)")
        }
    }
}
