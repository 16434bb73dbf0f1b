import Testing

@testable import NavScript

/// A plain line (`Parser.parsePlainLine()`) must parse to exactly what its tokens parse to:
/// the same statements with the same ranges, and where it is no plain line after all, the same
/// errors at the same places.
@Suite struct PlainLineTests {
    /// The statements and errors of `text`, read with or without plain lines.
    private func parsed(_ text: String, plainLines: Bool) -> ParseResult {
        var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: .standard)
        parser.readsPlainLines = plainLines
        let statements = parser.parseScript()
        return ParseResult(statements: statements, errors: parser.allErrors())
    }

    @Test(arguments: [
        "route pushTest\n", "route nil\n", "route outside\n", "  route \t pushTest  \n", "tap outside\n",
        "tap Push\n", "tap nil\n", "swipe back\n", "swipe down\n", "sizeclass compact\n",
        "sizeclass regular\n", "sizeclass vertical compact\n", "sizeclass horizontal regular\n",
        "dismiss\n", "back\n", "routes\n", "explain\n", "views\n", "undo\n", "reset\n", "history\n",
        "quit\n", "exit\n", "check\n", "stack\n", "help\n", "route a_1\nback\nroute b\n",
        "route pushTest\n#> PushWelcome\nback\n#> x\n", "route pushTest # why\n", "route pushTest\r\n",
        "back", "route x; back\n", "\n\n  \nback\n\n", "route .a\n", "help route\n", "open Detail\n",
        "route pushTést\n",
    ])
    func plainStatementsMatchTheTokens(_ text: String) {
        let plain = parsed(text, plainLines: true)
        #expect(plain.errors == [])
        #expect(plain.statements == parsed(text, plainLines: false).statements)
    }

    @Test(arguments: [
        "route true\n", "route false\n", "route\n", "tap\n", "swipe up\n", "swipe\n", "sizeclass\n",
        "sizeclass vertical\n", "sizeclass wide\n", "sizeclass vertical wide\n", "dismiss now\n",
        "sizeclass vertical compact extra\n", "rout pushTest\n", "segue push a\n",
        "back\nroute true\nback\n#> x\n", "view\n", "root\n", "route a {\n",
    ])
    func otherLinesFailAsBefore(_ text: String) {
        let plain = parsed(text, plainLines: true)
        #expect(plain.errors != [])
        #expect(plain.errors == parsed(text, plainLines: false).errors)
        #expect(plain.statements == parsed(text, plainLines: false).statements)
    }
}
