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
        guard readsPlainLines, lookahead.isEmpty, let line = readPlainLine(memoKey: lexer.plainLineMemoKey())
        else {
            return nil
        }
        finishPlainLine(line)
        return (.command(line.command), line.range)
    }

    /// A plain line read from the lexer's position, not yet consumed: its command, its
    /// statement's range and the offset of its newline; nil for any other line. A line met
    /// before is found by its bytes (`PlainLineMemo`), any other read word by word and kept.
    ///
    /// Inlined into both its callers (`parsePlainLine()`, `nextPlainCommand(after:)`): called,
    /// its command and range (twelve words) were written to the caller's frame and copied
    /// again to be returned, for every line.
    @inline(__always)
    private mutating func readPlainLine(memoKey: PlainLineMemo.Key?) -> (
        command: Command, range: SourceRange, newline: Int
    )? {
        guard let memoKey else { return readNewPlainLine(memoKey: nil) }
        guard let entry = plainLines.find(memoKey) else { return readNewPlainLine(memoKey: memoKey) }
        let (command, range) = plainLines.line(entry, at: lexer.location)
        return (command, range, lexer.index + memoKey.length)
    }

    /// `readPlainLine(memoKey:)` for a line the memo does not keep, read word by word; kept when it is
    /// a plain line and has a memo key, `memoKey`.
    @inline(__always)
    private mutating func readNewPlainLine(memoKey: PlainLineMemo.Key?) -> (
        command: Command, range: SourceRange, newline: Int
    )? {
        guard let line = lexer.plainLine(), let command = plainCommand(line) else { return nil }
        let range = line.range(line.first.lowerBound..<line.last.upperBound)
        if let memoKey { plainLines.learn(memoKey, command: command, range: range, start: lexer.index) }
        return (command, range, line.newline)
    }

    /// Consumes a plain line `readPlainLine(memoKey:)` read, up to and including its newline.
    @inline(__always)
    private mutating func finishPlainLine(_ line: (command: Command, range: SourceRange, newline: Int)) {
        // Where the newline token would have been consumed: the line is ASCII, one column a byte.
        previousEnd = line.range.start.advanced(byASCII: line.newline - line.range.start.offset)
        lexer.finishPlainLine(newline: line.newline)
    }

    /// The next statement, when it is a plain line the memo keeps (`PlainLineMemo`) and complete
    /// as soon as it is read: nothing is held before it (`held`), and the line after it starts
    /// with a word (its first token an identifier, never a `#>` line that would attach to this
    /// one) or the input ends there. Returned as its memo entry, where it starts and its range,
    /// with no command made, its newline consumed. Otherwise nothing is consumed, and what the
    /// lookup found is returned for `nextPlainCommand(after:)` to read the line on from, with
    /// no second lookup: a line the memo does not keep, or any other statement (a declaration
    /// of a long model), costs the one lookup it cost when every plain line was read as its
    /// command.
    ///
    /// A caller that runs a line it has met before the same way each time (a model action,
    /// lowered once: `Interpreter.runAhead(_:)`) need not have its command made and taken
    /// apart again for every line, nor its kind matched, which cost near a hundred and fifty
    /// instructions a command.
    ///
    /// Always inlined (transparent), as is the lexer's part (`Lexer.lineStartKey()`), with the
    /// line's measuring left to `nextPlainCommand(after:)`. `@inline(__always)` left it a call
    /// from `Interpreter.runAhead(_:)`, too large a caller for the optimizer to inline more
    /// into: the line found was returned through memory and a statement of another kind paid
    /// the call (b20k 2,693 instructions a command called, 2,650 inlined; model-large 329.85M,
    /// 328.81M).
    @_transparent
    mutating func nextKnownPlainLine() -> PlainLineLookup {
        guard !holding, pendingOutput.isEmpty, !gaveUp, readsPlainLines, lookahead.isEmpty else {
            return .missed(.noPlainLine)
        }
        guard let key = lexer.lineStartKey() else { return .missed(.unkeyed) }
        guard let entry = plainLines.find(key) else { return .missed(.key(key)) }
        #if DEBUG
            // Never too long: every kept key was learnt from a line measured as not too long,
            // under this parser's limits, and is never longer than its line (a kept line has
            // no `\r`, its length the key's).
            precondition(key.length <= limits.maxLineBytes)
        #endif
        // A line that something may attach to is no plain command (`nextPlainCommand(after:)`
        // would return nil).
        guard lexer.nextLineStartsWordOrEnds(afterKey: key) else { return .missed(.noPlainLine) }
        let start = lexer.location
        let (range, newline) = plainLines.rangeAndEnd(entry, length: key.length, at: start)
        #if DEBUG
            // As `finishPlainLine(_:)` finds it, and the range as the command's (`line(_:at:)`).
            precondition(
                newline == range.start.advanced(byASCII: lexer.index + key.length - range.start.offset)
                    && range == plainLines.line(entry, at: start).range)
        #endif
        lastFailed = false
        // Where the newline token would have been consumed.
        previousEnd = newline
        lexer.finishPlainLine(newline: lexer.index &+ key.length)
        return .known(KnownPlainLine(entry: entry, start: start, range: range))
    }

    /// The next statement, when it is a plain line's command that is complete as soon as it is
    /// read, as `nextKnownPlainLine()` says, which returned `.missed(miss)` for it, found by its bytes
    /// or read word by word (and kept): returned with its range, with no `Statement` made, its
    /// newline consumed; nil, with nothing consumed, otherwise, for `nextStatement()` to read.
    ///
    /// `nextStatement()` returns the same statement, only a step later: it holds every
    /// statement until the next one begins, for the `#>` lines in between, and a caller that
    /// runs each statement as it comes (`Interpreter.runAhead(_:)`) then moved every one
    /// into, out of and through a `Statement`, a fifth of what a command cost outside the model.
    mutating func nextPlainCommand(after miss: PlainLineMiss) -> (command: Command, range: SourceRange)? {
        let line: (command: Command, range: SourceRange, newline: Int)?
        switch miss {
        case .noPlainLine: return nil
        case .unkeyed: line = readPlainLine(memoKey: lexer.plainLineMemoKeyAfterUnkeyedLookup())
        case .key(let key):
            // Looked up already, and not kept. A miss holds only right after the lookup that
            // made it: the lexer must not have moved since.
            #if DEBUG
                precondition(lexer.index == lexer.lineStart && lexer.lineStartKey() == key)
            #endif
            line = lexer.measureLine(startingWith: key) ? readNewPlainLine(memoKey: key) : nil
        }
        guard let line, lexer.startsWordOrEnds(at: line.newline + 1) else { return nil }
        lastFailed = false
        finishPlainLine(line)
        return (line.command, line.range)
    }

    /// The range of the argument of the command of a line `nextKnownPlainLine()` returned,
    /// if it has one (`route`, `tap`, `sizeclass`): asked only when the command is refused.
    func argument(of line: KnownPlainLine) -> SourceRange? {
        plainLines.argument(line.entry, at: line.start)
    }

    /// The command of a line `nextKnownPlainLine()` returned, with its statement's range: what
    /// `nextPlainCommand(after:)` would have returned for it.
    func command(of line: KnownPlainLine) -> (command: Command, range: SourceRange) {
        plainLines.line(line.entry, at: line.start)
    }

    /// The command of the plain command line `lookup` (from `nextKnownPlainLine()`) found or
    /// missed, with its statement's range: the line's command when it is known, or the next
    /// plain command read on from the miss (`nextPlainCommand(after:)`); nil when there is none.
    @inline(__always)
    mutating func command(after lookup: PlainLineLookup) -> (command: Command, range: SourceRange)? {
        switch lookup {
        case .known(let line): return command(of: line)
        // Also answered by `nextPlainCommand(after:)`, whose switch must cover it: left to that
        // call, a lookup that found no plain line paid it (b20k 2,214 -> 2,224 instructions a
        // command).
        case .missed(.noPlainLine): return nil
        case .missed(let miss): return nextPlainCommand(after: miss)
        }
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

/// A plain line the parser's memo keeps, read by `Parser.nextKnownPlainLine()`.
struct KnownPlainLine {
    /// Its entry in the memo: the same for every line of the same bytes, from 0 up, in the
    /// order they were first met, by one parser.
    let entry: Int
    /// Where the line starts (the lexer's position when it was read).
    let start: SourceLocation
    /// Its statement's range.
    let range: SourceRange
}

/// What `Parser.nextKnownPlainLine()` found.
enum PlainLineLookup {
    /// A plain line the memo keeps, consumed.
    case known(KnownPlainLine)
    /// Anything else, with nothing consumed: what the lookup found, for
    /// `Parser.nextPlainCommand(after:)`.
    case missed(PlainLineMiss)
}

/// What `Parser.nextKnownPlainLine()` found where the memo keeps no plain line, for
/// `Parser.nextPlainCommand(after:)` to go on from.
enum PlainLineMiss {
    /// No plain command here, known without reading on: something waits for the next
    /// statement, or the line found has something after it that may attach.
    case noPlainLine
    /// The line has no key at the lexer's position (`Lexer.lineStartKey()`), so the memo was
    /// not asked.
    case unkeyed
    /// The line's key, which the memo does not keep.
    case key(PlainLineMemo.Key)
}
