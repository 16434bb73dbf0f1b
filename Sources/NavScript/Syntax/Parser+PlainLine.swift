extension Parser {
    /// plain-line := plain-command blank* newline, a statement alone on its line and made of
    /// words only:
    ///
    ///     plain-command := 'route' identifier | 'tap' identifier | 'swipe' ('back' | 'down')
    ///                    | 'sizeclass' ('vertical' | 'horizontal')? ('compact' | 'regular')
    ///                    | 'dismiss' | 'back' | 'routes' | 'explain' | 'views' | 'undo' | 'reset'
    ///                    | 'history' | 'quit' | 'exit' | 'check' | 'stack' | 'help'
    ///
    /// Read straight from the bytes, with no token made, and returned with its range as
    /// `parseStatement()` and the tokens would have made them, its newline consumed; nil, with
    /// nothing consumed, for any other line (a `true` or `false` tag, another word, other
    /// characters), which the full path then parses and reports as before. Nearly every line
    /// of a long script is one, and lexing its tokens cost more than running most of them.
    mutating func parsePlainLine() -> (kind: Statement.Kind, range: SourceRange)? {
        guard readsPlainLines, lookahead.isEmpty, let line = readPlainLine() else { return nil }
        finishPlainLine(line)
        return (.command(line.command), line.range)
    }

    /// A plain line read from the lexer's position, not yet consumed: its command, its
    /// statement's range, the offset of its newline and its memo entry, or -1 for none; nil
    /// for any other line. A line met before is found by its bytes (`PlainLineMemo`), any other
    /// read word by word and kept.
    ///
    /// Inlined into its two callers: called, its command and range (twelve words) were
    /// written to the caller's frame and copied again to be returned, for every line.
    @inline(__always)
    private mutating func readPlainLine() -> (command: Command, range: SourceRange, newline: Int, entry: Int)?
    {
        if let memoKey = lexer.plainLineMemoKey() {
            if let (command, range, entry) = plainLines.read(memoKey, at: lexer.location) {
                return (command, range, lexer.index + memoKey.length, entry)
            }
            guard let line = lexer.plainLine(), let command = plainCommand(line) else { return nil }
            let range = line.range(line.first.lowerBound..<line.last.upperBound)
            let entry = plainLines.learn(memoKey, command: command, range: range, start: lexer.index)
            return (command, range, line.newline, entry ?? -1)
        }
        guard let line = lexer.plainLine(), let command = plainCommand(line) else { return nil }
        return (command, line.range(line.first.lowerBound..<line.last.upperBound), line.newline, -1)
    }

    /// Consumes a plain line `readPlainLine()` read, up to and including its newline, and
    /// notes its memo entry as the last line read, for the next to be predicted from
    /// (`PlainLineMemo.follow(_:)`).
    @inline(__always)
    private mutating func finishPlainLine(
        _ line: (command: Command, range: SourceRange, newline: Int, entry: Int)
    ) {
        if line.entry >= 0 { plainLines.follow(line.entry) }
        // Where the newline token would have been consumed: the line is ASCII, one column a byte.
        previousEnd = line.range.start.advanced(byASCII: line.newline - line.range.start.offset)
        lexer.finishPlainLine(newline: line.newline)
    }

    /// The next statement, when it is a plain line's command that is complete as soon as it is
    /// read: nothing is held before it (`held`), and the line after it starts with a word
    /// (its first token an identifier, never a `#>` line that would attach to this one) or the
    /// input ends there. Returned with its range, with no `Statement` made, its newline
    /// consumed; nil, with nothing consumed, otherwise, for `nextStatement()` to read.
    ///
    /// `nextStatement()` returns the same statement, only a step later: it holds every
    /// statement until the next one begins, for the `#>` lines in between, and a caller that
    /// runs each statement as it comes (`Interpreter.runAhead(_:)`) then moved every one
    /// into, out of and through a `Statement`, a fifth of what a command cost outside the model.
    mutating func nextPlainCommand() -> (command: Command, range: SourceRange)? {
        guard !holding, pendingOutput.isEmpty, !gaveUp, readsPlainLines, lookahead.isEmpty,
            let line = readPlainLine(), lexer.startsWordOrEnds(at: line.newline + 1)
        else {
            return nil
        }
        lastFailed = false
        finishPlainLine(line)
        return (line.command, line.range)
    }

    /// The next statement, when it is the plain line the memo predicts, of memo entry `entry`
    /// (`predictedPlainLine`), and complete as soon as it is read, as `nextPlainCommand()`
    /// says: which line it is and where, with no command made, its newline consumed; nil, with
    /// nothing consumed, otherwise, for `nextPlainCommand()` to read (and the memo to learn
    /// what follows what from).
    ///
    /// A caller that runs a line it has met before the same way each time (a model action,
    /// lowered once: `Interpreter.runAhead(_:)`) need not have its command made and taken
    /// apart again for every line, nor its kind matched, which cost near a hundred and fifty
    /// instructions a command. Only a predicted line is taken: looking any other up by its key
    /// here, then again in `nextPlainCommand()` when it is none, cost a hundred instructions
    /// for every line of a long declaration.
    mutating func nextKnownPlainLine(_ entry: Int) -> KnownPlainLine? {
        guard !holding, pendingOutput.isEmpty, !gaveUp, readsPlainLines, lookahead.isEmpty,
            case let key = plainLines.key(entry), lexer.restOfLineIs(key)
        else {
            return nil
        }
        plainLines.followPredicted(entry)
        let newline = lexer.index &+ key.length
        // Made here, not read from `lexer.location`: that call, not inlined, copied the lexer's
        // fields to the stack first (a `memcpy` of 178 bytes) for every line.
        let start = SourceLocation(
            fileID: lexer.fileID, line: lexer.line, column: lexer.column, offset: lexer.index)
        let range = plainLines.range(entry, at: start)
        lastFailed = false
        previousEnd = range.start.advanced(byASCII: newline - range.start.offset)
        lexer.finishPlainLine(newline: newline)
        return KnownPlainLine(entry: entry, start: start, range: range)
    }

    /// The memo entry of the line the memo predicts (`PlainLineMemo.predicted`), for
    /// `nextKnownPlainLine(_:)`: asked first, inlined, so that a statement of another kind (a
    /// declaration of a long model) costs no call, where one cost 34 instructions.
    @inline(__always)
    var predictedPlainLine: Int? { plainLines.predicted }

    /// The range of the argument of the command of a line `nextKnownPlainLine(_:)` returned, if
    /// it has one (`route`, `tap`, `sizeclass`): asked only when the command is refused.
    func argument(of line: KnownPlainLine) -> SourceRange? {
        plainLines.argument(line.entry, at: line.start)
    }

    /// The command of a line `nextKnownPlainLine(_:)` returned, with its statement's range: what
    /// `nextPlainCommand()` would have returned for it.
    func command(of line: KnownPlainLine) -> (command: Command, range: SourceRange) {
        plainLines.line(line.entry, at: line.start)
    }

    /// Whether the statement held can be returned before anything more is read: nothing waits
    /// to attach to it, and the next token is a word (or the end), so no `#>` line can.
    var heldIsComplete: Bool {
        holding && pendingOutput.isEmpty && lookahead.isEmpty && lexer.startsWordOrEnds(at: lexer.index)
    }

    /// The command a plain line's words make, or nil when they make none of `plain-command`.
    /// Mutating: the lexer's word table learns the names it has not met yet.
    private mutating func plainCommand(_ line: PlainLine) -> Command? {
        guard let first = lexer.plainWord(line.first).plain else { return nil }
        switch line.count {
        case 1:
            switch first {
            case .dismiss: return .dismiss
            case .back: return .back
            case .routes: return .routes
            case .explain: return .explain
            case .views: return .views
            case .undo: return .undo
            case .reset: return .reset
            case .history: return .history
            case .quit, .exit: return .quit
            case .check: return .check
            case .stack: return .stack(.tree)
            case .help: return .help(nil)
            case .route, .tap, .swipe, .sizeclass, .nil, .true, .false, .outside, .down, .compact, .regular,
                .vertical, .horizontal:
                return nil
            }
        case 2:
            let second = lexer.plainWord(line.second)
            switch (first, second.plain) {
            case (.route, .nil): return .routeNil
            // Reserved: the full path reports them.
            case (.route, .true), (.route, .false): return nil
            case (.route, _): return .route(Located(second.text, at: line.range(line.second)))
            case (.tap, .outside): return .tapOutside
            case (.tap, _): return .tap(Located(second.text, at: line.range(line.second)))
            case (.swipe, .back): return .swipeBack
            case (.swipe, .down): return .swipeDown
            case (.sizeclass, .compact), (.sizeclass, .regular):
                return Self.plainSizeClass(axis: .horizontal, second.plain, at: line.range(line.second))
            default: return nil
            }
        default:
            guard first == .sizeclass else { return nil }
            let axis: SizeClassAxisSyntax
            switch lexer.plainWord(line.second).plain {
            case .vertical: axis = .vertical
            case .horizontal: axis = .horizontal
            default: return nil
            }
            return Self.plainSizeClass(
                axis: axis, lexer.plainWord(line.third).plain, at: line.range(line.third))
        }
    }

    /// `sizeclass` with `value` written at `range`, or nil when it is no size class.
    private static func plainSizeClass(axis: SizeClassAxisSyntax, _ value: PlainWord?, at range: SourceRange)
        -> Command?
    {
        let sizeClass: SizeClassSyntax
        switch value {
        case .compact: sizeClass = .compact
        case .regular: sizeClass = .regular
        default: return nil
        }
        return .sizeClass(axis: axis, Located(sizeClass, at: range))
    }
}

/// A plain line the parser's memo keeps, read by `Parser.nextKnownPlainLine(_:)`.
struct KnownPlainLine {
    /// Its entry in the memo: the same for every line of the same bytes, from 0 up, in the
    /// order they were first met, by one parser.
    let entry: Int
    /// Where the line starts (the lexer's position when it was read).
    let start: SourceLocation
    /// Its statement's range.
    let range: SourceRange
}
