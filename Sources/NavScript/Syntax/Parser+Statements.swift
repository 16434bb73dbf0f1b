extension Parser {
    /// script := separator* (statement (separator+ statement)*)? separator* EOF
    ///
    /// `#>` lines between two statements are attached to the first of them.
    mutating func parseScript() -> [Statement] {
        var statements: [Statement] = []
        var lastFailed = false
        var pending: [Located<String>] = []
        while !gaveUp {
            skipping: while true {
                let token = peek()
                switch token.kind {
                case .newline, .semicolon:
                    advance()
                case .expectedOutput(let text):
                    advance()
                    if lastFailed { continue }
                    if statements.isEmpty {
                        _ = fail(.misplacedExpectedOutput(insideBlock: false, at: token.range))
                    } else {
                        pending.append(Located(text, at: token.range))
                    }
                default:
                    break skipping
                }
            }
            if let first = pending.first, let last = pending.last, !statements.isEmpty {
                let range = SourceRange(start: first.range.start, end: last.range.end)
                let index = statements.count - 1
                if var output = statements[index].expectedOutput {
                    output.lines += pending
                    output.range = output.range.union(range)
                    statements[index].expectedOutput = output
                } else {
                    statements[index].expectedOutput = ExpectedOutput(lines: pending, range: range)
                }
                pending = []
            }
            if peek().kind == .endOfInput { break }
            let start = peek().range.start
            do {
                let kind = try parseStatement()
                try expectEndOfStatement(.script)
                statements.append(Statement(kind, at: range(from: start)))
                lastFailed = false
            } catch {
                lastFailed = true
                synchronize(.script)
            }
        }
        return statements
    }

    /// statement := view-declaration | root-declaration | command
    mutating func parseStatement() throws(Abort) -> Statement.Kind {
        let token = peek()
        switch token.kind {
        case .identifier(let word):
            if word == "view" { return .declaration(.view(try parseView())) }
            if word == "root" {
                advance()
                return .declaration(.root(try expectIdentifier(.viewName)))
            }
            if Keywords.commands.contains(word) { return .command(try parseCommand()) }
            if Keywords.viewMembers.contains(word) { throw fail(.memberOutsideView(word, at: token.range)) }
            let suggestion = EditDistance.closest(to: word, among: Keywords.topLevel)
            throw fail(.unknownCommand(word, suggestion: suggestion, at: token.range))
        case .leftBrace:
            throw fail(.blockWithoutOwner(at: token.range))
        case .rightBrace:
            advance()
            throw fail(.unmatchedClosingBrace(at: token.range))
        default:
            throw unexpected(.statement)
        }
    }

    /// block := '{' separator* (item (separator+ item)*)? separator* '}'
    ///
    /// Recovers inside the block: an item with an error is skipped up to the next separator
    /// or the closing `}`.
    mutating func parseBlock<Item>(
        _ parseItem: (inout Parser) throws(Abort) -> Item
    ) throws(Abort) -> [Item] {
        let open = try expect(.leftBrace)
        var items: [Item] = []
        while !gaveUp {
            while true {
                let token = peek()
                if token.kind == .newline || token.kind == .semicolon {
                    advance()
                } else if case .expectedOutput = token.kind {
                    advance()
                    _ = fail(.misplacedExpectedOutput(insideBlock: true, at: token.range))
                } else {
                    break
                }
            }
            let token = peek()
            if token.kind == .rightBrace {
                advance()
                return items
            }
            if token.kind == .endOfInput {
                // Only the innermost open block is reported, and not after the lexer stopped.
                if lexer.stoppedEarly || reportedEnd { throw Abort() }
                reportedEnd = true
                throw fail(.unclosedBlock(openedAt: open.range, at: token.range))
            }
            do {
                let item = try parseItem(&self)
                try expectEndOfStatement(.block)
                items.append(item)
            } catch {
                synchronize(.block)
            }
        }
        throw Abort()
    }

    /// button-command := command, where declarations are errors
    mutating func parseButtonCommand() throws(Abort) -> Located<Command> {
        let token = peek()
        let start = token.range.start
        switch token.kind {
        case .identifier(let word):
            if Keywords.commands.contains(word) {
                let command = try parseCommand()
                return Located(command, at: range(from: start))
            }
            if Keywords.viewMembers.contains(word) || Keywords.declarations.contains(word) {
                throw fail(.declarationInButton(word, at: token.range))
            }
            let suggestion = EditDistance.closest(to: word, among: Keywords.commands)
            throw fail(.unknownCommand(word, suggestion: suggestion, at: token.range))
        case .leftBrace:
            throw fail(.blockWithoutOwner(at: token.range))
        default:
            throw unexpected(.statement)
        }
    }
}
