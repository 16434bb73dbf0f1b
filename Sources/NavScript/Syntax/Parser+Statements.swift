extension Parser {
    /// script := separator* (statement (separator+ statement)*)? separator* EOF
    ///
    /// `#>` lines between two statements are attached to the first of them.
    mutating func parseScript() -> [Statement] {
        var statements: [Statement] = []
        while let statement = nextStatement() { statements.append(statement) }
        return statements
    }

    /// The next statement of `script`, with its `#>` lines, or nil at the end; errors are
    /// recorded and skipped as `parseScript()` does. A statement is returned once the next one
    /// has begun (or the input ended), since the `#>` lines after it belong to it; so a script
    /// can run while it is parsed, without holding a million statements.
    mutating func nextStatement() -> Statement? {
        // Returned at once when nothing can attach to it any more: the statement after it would
        // only be read to be held in its place (see `nextPlainCommand(after:)`).
        if heldIsComplete {
            holding = false
            return held.take()
        }
        while !gaveUp {
            skipping: while true {
                // A plain line is taken before any token is lexed; `#>` lines waiting for the
                // statement before it are attached below first, by the full path.
                if pendingOutput.isEmpty, let (kind, range) = parseViewLine() ?? parsePlainLine() {
                    if let previous = hold(Statement(kind, at: range)) { return previous }
                    continue
                }
                switch peekKind() {
                case .newline, .semicolon:
                    skipToken()
                case .expectedOutput(let text):
                    let token = advance()
                    if lastFailed { continue }
                    if !holding {
                        _ = fail(.misplacedExpectedOutput(insideBlock: false, at: token.range))
                    } else {
                        pendingOutput.append(Located(text, at: token.range))
                    }
                default:
                    break skipping
                }
            }
            // Tested for emptiness first: binding `pendingOutput.first` and `.last` made and
            // destroyed two optionals through type metadata for every statement, though nearly
            // none has `#>` lines; `held` is moved out and back rather than copied.
            if !pendingOutput.isEmpty, var statement = held.take() {
                let range = SourceRange(
                    start: pendingOutput[0].range.start,
                    end: pendingOutput[pendingOutput.count - 1].range.end)
                if var output = statement.expectedOutput {
                    output.lines += pendingOutput
                    output.range = output.range.union(range)
                    statement.expectedOutput = output
                } else {
                    statement.expectedOutput = ExpectedOutput(lines: pendingOutput, range: range)
                }
                held = statement
                pendingOutput = []
            }
            if case .endOfInput = peekKind() { break }
            let start = peekStart()
            do {
                let kind = try parseStatement()
                try expectEndOfStatement(.script)
                if let previous = hold(Statement(kind, at: range(from: start))) { return previous }
            } catch {
                lastFailed = true
                synchronize(.script)
            }
        }
        holding = false
        return held.take()
    }

    /// Holds `statement`, parsed without error, for the `#>` lines after it, and returns the
    /// statement held before it, now complete.
    @inline(__always)
    private mutating func hold(_ statement: Statement) -> Statement? {
        lastFailed = false
        // Swapped in: assigning `held` destroyed what it held before, even nil, through the
        // optional's value witnesses, and copying a statement in and out cost as much again.
        var statement: Statement? = statement
        swap(&held, &statement)
        holding = true
        return statement
    }

    /// statement := view-declaration | root-declaration | command
    mutating func parseStatement() throws(Abort) -> Statement.Kind {
        switch peekKind() {
        case .identifier(let word):
            if word == "view" { return .declaration(.view(try parseView())) }
            if word == "root" {
                skipToken()
                return .declaration(.root(try expectName(.viewName)))
            }
            // Any other word is a command, or an error `parseCommand` reports: looking it up in
            // `Keywords.commands` first compared it with up to 27 strings, every statement,
            // before `parseCommand` compared it again to dispatch.
            return .command(try parseCommand())
        case .leftBrace:
            throw fail(.blockWithoutOwner(at: peek().range))
        case .rightBrace:
            let token = advance()
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
                    skipToken()
                } else if case .expectedOutput = token.kind {
                    skipToken()
                    _ = fail(.misplacedExpectedOutput(insideBlock: true, at: token.range))
                } else {
                    break
                }
            }
            let token = peek()
            if token.kind == .rightBrace {
                skipToken()
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
                // Room for a few items at the first: grown from one, a view's block of three
                // members reallocated on every append. Moved in, not copied and destroyed: each
                // cost a reference count per string of the member (with the growth, 29M of
                // model-large.nav's 405M instructions).
                if items.isEmpty { items.reserveCapacity(4) }
                items.append(consume item)
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
