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

    /// Lines met again are found by their bytes (`PlainLineMemo`), which needs 32 bytes after
    /// the line's start: each text is repeated, at other columns and offsets, with a comment
    /// after it long enough that every line is read through the memo.
    static let repeated = [
        "route pushTest\nback\nroute pushTest\n  route pushTest\nback\nback\n",
        "tap outside\ntap Push\ntap outside\ntap Push\n\ttap   Push \n",
        "sizeclass vertical compact\nsizeclass compact\nsizeclass vertical compact\nsizeclass compact\n",
        "dismiss\nstack\nhelp\ndismiss\nstack\nhelp\nroute nil\nroute nil\nswipe down\nswipe down\n",
        "back; route x\nroute x\nback; route x\n route x\nroute x \n",
        "route true\nroute true\nroute x\nroute x\n",
        "route pushTest\n#> PushWelcome\nroute pushTest\n#> PushWelcome\nback\n\nback\n# note\nback\n",
        "route a_very_long_tag_name_of_many_bytes\nroute a_very_long_tag_name_of_many_bytes\n",
        "route pushTest\r\nroute pushTest\nroute pushTest\r\n",
    ].map { $0 + "# " + String(repeating: "-", count: 40) + "\n" }

    @Test(arguments: repeated)
    func linesMetAgainMatchTheTokens(_ text: String) {
        let plain = parsed(text, plainLines: true)
        let tokens = parsed(text, plainLines: false)
        #expect(plain.errors == tokens.errors)
        #expect(plain.statements == tokens.statements)
    }

    /// A caller that takes plain commands as they come (`Parser.nextPlainCommand()`), and
    /// every other statement from `nextStatement()`, gets the statements `parseScript()` does,
    /// in order, with the same errors.
    @Test(
        arguments: repeated + [
            "route x\n#> a\nback\n#> b\n#> c\nroute y", "#> first\nback\n", "back\n}\nback\n",
        ])
    func plainCommandsComeAsStatementsDo(_ text: String) {
        var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: .standard)
        var statements: [Statement] = []
        while true {
            if let (command, range) = parser.nextPlainCommand() {
                statements.append(Statement(.command(command), at: range))
            } else if let statement = parser.nextStatement() {
                statements.append(statement)
            } else {
                break
            }
        }
        let tokens = parsed(text, plainLines: false)
        #expect(parser.allErrors() == tokens.errors)
        #expect(statements == tokens.statements)
    }

    /// A line is measured as its memo key is made (`Lexer.plainLineMemoKey()`): under limits
    /// that make some plain lines too long, reading with plain lines (and the memo) reports
    /// the same errors and statements as the tokens, at every limit around their lengths.
    @Test(arguments: repeated)
    func linesMeasuredForTheMemoAreTooLongAsTheTokensSay(_ text: String) {
        for limit in [0, 4, 7, 10, 11, 14, 17, 26, 31, 32, 40] {
            let limits = Limits(maxNestingDepth: 256, maxLineBytes: limit, maxErrors: 1000)
            func parsed(plainLines: Bool) -> ParseResult {
                var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
                parser.readsPlainLines = plainLines
                let statements = parser.parseScript()
                return ParseResult(statements: statements, errors: parser.allErrors())
            }
            let (plain, tokens) = (parsed(plainLines: true), parsed(plainLines: false))
            #expect(plain.errors == tokens.errors, "limit \(limit)")
            #expect(plain.statements == tokens.statements, "limit \(limit)")
        }
    }

    /// Scripts that go round the same lines, so that the next line is predicted from the two
    /// before it (`PlainLineMemo.predicted`), and sometimes is not the one predicted: another
    /// line, one that starts with the predicted one's bytes, one its prefix, one at another
    /// column, or one too near the end of the input to be checked against a key.
    static let rounds = [
        String(repeating: "route a\nback\nroute a\ndismiss\n", count: 4) + "route a\nback\nback\nroute a\n",
        String(repeating: "route ab\nroute a\ntap x\n", count: 3)
            + "route ab\nroute abc\ntap x\nroute a\ntap\n",
        String(repeating: "back\nswipe down\n", count: 3)
            + "back\n  swipe down\nback\nswipe down  \nback\nswipe\n",
        String(repeating: "sizeclass compact\nsizeclass regular\n", count: 3)
            + "sizeclass compact\n#> x\nsizeclass regular\n",
        String(repeating: "route x; back\nroute x\nback\n", count: 3) + "route x\nback; route x\n",
        String(repeating: "route p\nstack\nroutes\n", count: 3) + "route p\nroute true\nroutes\n",
    ]

    /// The statements of `text` and its errors, read as `Interpreter.runAhead(_:)` reads them:
    /// lines the memo keeps from `nextKnownPlainLine(_:)`, their commands made from the memo,
    /// other plain command lines from `nextPlainCommand()`, every other statement from
    /// `nextStatement()`. `known` counts the lines read as predicted.
    private func readAsRunAheadDoes(_ text: String, limits: Limits = .standard, known: inout Int)
        -> ParseResult
    {
        var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
        var statements: [Statement] = []
        while true {
            if let entry = parser.predictedPlainLine, let line = parser.nextKnownPlainLine(entry) {
                known += 1
                let (command, range) = parser.command(of: line)
                #expect(range == line.range)
                #expect(Self.argument(of: command) == parser.argument(of: line))
                statements.append(Statement(.command(command), at: range))
            } else if let (command, range) = parser.nextPlainCommand() {
                statements.append(Statement(.command(command), at: range))
            } else if let statement = parser.nextStatement() {
                statements.append(statement)
            } else {
                break
            }
        }
        return ParseResult(statements: statements, errors: parser.allErrors())
    }

    /// The range of a plain command's argument, if it has one.
    private static func argument(of command: Command) -> SourceRange? {
        switch command {
        case .route(let tag): return tag.range
        case .tap(let label): return label.range
        case .sizeClass(_, let value): return value.range
        default: return nil
        }
    }

    /// Lines the memo keeps, taken as `Interpreter.runAhead(_:)` takes them, found by their
    /// bytes or predicted from the lines before, come as the statements and errors the tokens
    /// make, with the ranges their commands have.
    @Test(
        arguments: repeated + rounds + rounds.map { $0 + "# " + String(repeating: "-", count: 40) + "\n" } + [
            "route x\n#> a\nback\n#> b\n#> c\nroute y", "#> first\nback\n", "back\n}\nback\n",
        ])
    func knownPlainLinesComeAsStatementsDo(_ text: String) {
        var predicted = 0
        let known = readAsRunAheadDoes(text, known: &predicted)
        let tokens = parsed(text, plainLines: false)
        #expect(known.errors == tokens.errors)
        #expect(known.statements == tokens.statements)
    }

    /// A script that goes round the same lines has them predicted once it has been round
    /// twice: in the last round of each, every line but the ones changed is.
    @Test(arguments: rounds.map { $0 + "# " + String(repeating: "-", count: 40) + "\n" })
    func linesGoneRoundArePredicted(_ text: String) {
        var predicted = 0
        _ = readAsRunAheadDoes(text, known: &predicted)
        #expect(predicted >= 2)
    }

    /// Under limits that make some plain lines too long, a predicted line is too long as the
    /// tokens say, at every limit around the lines' lengths.
    @Test(arguments: rounds.map { $0 + "# " + String(repeating: "-", count: 40) + "\n" })
    func predictedLinesAreTooLongAsTheTokensSay(_ text: String) {
        for limit in [0, 4, 7, 8, 9, 10, 11, 14, 17, 26, 31, 32, 40] {
            let limits = Limits(maxNestingDepth: 256, maxLineBytes: limit, maxErrors: 1000)
            var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
            parser.readsPlainLines = false
            let statements = parser.parseScript()
            var predicted = 0
            let known = readAsRunAheadDoes(text, limits: limits, known: &predicted)
            #expect(known.errors == parser.allErrors(), "limit \(limit)")
            #expect(known.statements == statements, "limit \(limit)")
        }
    }
}
