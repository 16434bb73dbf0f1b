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

    /// A caller that takes plain command lines as they come (`Parser.nextKnownPlainLine()`,
    /// `command(after:)`), their commands made from the memo when it keeps them, and every
    /// other statement from `nextStatement()`, gets the statements `parseScript()` does, in
    /// order, with the same errors.
    @Test(
        arguments: repeated + [
            "route x\n#> a\nback\n#> b\n#> c\nroute y", "#> first\nback\n", "back\n}\nback\n",
        ])
    func plainCommandsComeAsStatementsDo(_ text: String) {
        var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: .standard)
        var statements: [Statement] = []
        while true {
            if let (command, range) = parser.command(after: parser.nextKnownPlainLine()) {
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

    /// The lines the random scripts are made of: plain lines, some of them another's prefix
    /// (`route a`, `route ab`, `route abc`), the same command at another column or with blanks
    /// after it, lines that start like a plain line and are none (`;`, `true`, a missing or
    /// extra word, a `\r` before the newline, measured from the memo key it is part of), and
    /// `#>` lines, which attach to the statement before them.
    static let mixedLines = [
        "route a", "route ab", "route abc", "back", "dismiss", "tap x", "tap", "tap outside", "swipe down",
        "  swipe down", "swipe down  ", "swipe", "sizeclass compact", "sizeclass vertical regular",
        "route x; back", "back; route x", "route true", "route nil", "stack", "routes", "#> x", "",
        "\troute a", "route pushTest", "route popoverTest", "back\r", "route a\r",
    ]

    /// Scripts of lines drawn at random from `mixedLines` (seeded), so that a line met before
    /// comes after any other, as in a real script, not in a fixed round.
    static let shuffled = (1...6).map { seed in
        var generator = SplitMix64(seed: UInt64(seed))
        return (0..<80).map { _ in mixedLines[Int(generator.next() % UInt64(mixedLines.count))] + "\n" }
            .joined()
    }

    /// More different lines than the memo keeps (`PlainLineMemo`), in random orders, so that
    /// some lines come as their commands though met before.
    static let many = (1...2).map { seed in
        var generator = SplitMix64(seed: UInt64(seed))
        return (0..<300).map { _ in "route t\(generator.next() % 100)\n" }.joined()
    }

    /// The random scripts with a comment after them long enough that every line can be found
    /// in the memo, which needs 32 bytes after a line's start.
    static let shuffledWithRoom = shuffled.map { $0 + "# " + String(repeating: "-", count: 40) + "\n" }

    /// The texts read as run-ahead reads them: the random scripts as they are, which end with
    /// lines too near the end of the input for the memo, and with room after them.
    static let runAheadTexts = shuffled + shuffledWithRoom + many

    /// What `readAsRunAheadDoes(_:limits:)` read.
    private struct RunAheadRead {
        var result: ParseResult
        /// How many lines came as kept by the memo (`PlainLineLookup.known`).
        var known = 0
        /// How many plain command lines came as commands read on from a miss
        /// (`Parser.nextPlainCommand(after:)`) though their line had come before as a plain
        /// command line, known or not.
        var missedAgain = 0
    }

    /// The statements of `text` and its errors, read as `Interpreter.runAhead(_:)` reads them:
    /// plain command lines the memo keeps from `nextKnownPlainLine()`, their commands made from
    /// the memo, other plain command lines read on from its miss (`command(after:)`), every
    /// other statement from `nextStatement()`.
    private func readAsRunAheadDoes(_ text: String, limits: Limits = .standard) -> RunAheadRead {
        var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
        // Split by bytes: split by characters, `\r\n` is one and ends no line.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(
            Array.init)
        var read = RunAheadRead(result: ParseResult(statements: [], errors: []))
        var statements: [Statement] = []
        var plainLinesMet: Set<[UInt8]> = []
        while true {
            let lookup = parser.nextKnownPlainLine()
            if case .known(let line) = lookup {
                read.known += 1
                let (command, range) = parser.command(of: line)
                #expect(range == line.range)
                #expect(Self.argument(of: command) == parser.argument(of: line))
            }
            if let (command, range) = parser.command(after: lookup) {
                let line = lines[range.start.line - 1]
                if case .missed = lookup, plainLinesMet.contains(line) { read.missedAgain += 1 }
                plainLinesMet.insert(line)
                statements.append(Statement(.command(command), at: range))
            } else if let statement = parser.nextStatement() {
                statements.append(statement)
            } else {
                break
            }
        }
        read.result = ParseResult(statements: statements, errors: parser.allErrors())
        return read
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

    /// Plain lines taken as `Interpreter.runAhead(_:)` takes them, found by their bytes or
    /// read word by word, come as the statements and errors the tokens make, with the ranges
    /// their commands have.
    @Test(
        arguments: repeated + runAheadTexts + [
            "route x\n#> a\nback\n#> b\n#> c\nroute y", "#> first\nback\n", "back\n}\nback\n",
        ])
    func knownPlainLinesComeAsStatementsDo(_ text: String) {
        let read = readAsRunAheadDoes(text).result
        let tokens = parsed(text, plainLines: false)
        #expect(read.errors == tokens.errors)
        #expect(read.statements == tokens.statements)
    }

    /// A plain command line met before is found by its bytes, whatever came before it, and
    /// never read word by word again, when the memo can keep it: every line has room after
    /// it, and the script has fewer different lines than the memo keeps.
    @Test(arguments: shuffledWithRoom)
    func plainLinesMetBeforeAreKnown(_ text: String) {
        let read = readAsRunAheadDoes(text)
        #expect(read.known > 0)
        #expect(read.missedAgain == 0)
    }

    /// Past the lines the memo keeps, a line met before comes as its command, read word by
    /// word: the lines kept are still known.
    @Test(arguments: many)
    func linesPastTheMemoComeAsCommands(_ text: String) {
        let read = readAsRunAheadDoes(text)
        #expect(read.known > 0)
        #expect(read.missedAgain > 0)
        #expect(read.result.statements == parsed(text, plainLines: false).statements)
    }

    /// Under limits that make some plain lines too long, lines read as run-ahead reads them are
    /// too long as the tokens say, at every limit around the lines' lengths (a line ended by
    /// `\r\n` one byte shorter than its key): what decides is the measuring of a line the memo
    /// missed (`Lexer.measureLine(startingWith:)`). A line the memo keeps is never too long:
    /// it was learnt from a line measured as not too long under the same limits.
    @Test(arguments: runAheadTexts)
    func knownLinesAreTooLongAsTheTokensSay(_ text: String) {
        for limit in [0, 4, 7, 8, 9, 10, 11, 14, 17, 26, 31, 32, 40] {
            let limits = Limits(maxNestingDepth: 256, maxLineBytes: limit, maxErrors: 1000)
            var parser = Parser(source: SourceFile(name: "test.nav", text: text), limits: limits)
            parser.readsPlainLines = false
            let statements = parser.parseScript()
            let read = readAsRunAheadDoes(text, limits: limits).result
            #expect(read.errors == parser.allErrors(), "limit \(limit)")
            #expect(read.statements == statements, "limit \(limit)")
        }
    }
}

/// A seeded generator (SplitMix64), so that a failure reproduces.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
