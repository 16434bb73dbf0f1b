extension Parser {
    /// command := route | set | tap | dismiss | back | swipe | sizeclass | device | ios | stack
    ///          | routes | explain | views | expect | undo | reset | source | record | history
    ///          | help | quit | exit | check | reach | open | explore | graph
    mutating func parseCommand() throws(Abort) -> Command {
        let keyword = advance()
        guard case .identifier(let word) = keyword.kind else { throw unexpected(.statement) }
        switch word {
        case "route":
            if skip(word: "nil") { return .routeNil }
            return .route(try parseTag())
        case "set":
            let state = try parseStateReference()
            return .set(state, try parseValue())
        case "tap":
            if skip(word: "outside") { return .tapOutside }
            let token = peek()
            switch token.kind {
            case .string(let text), .identifier(let text):
                skipToken()
                return .tap(Located(text, at: token.range))
            default:
                throw unexpected(.label)
            }
        case "dismiss": return .dismiss
        case "back": return .back
        case "swipe": return try parseSwipe()
        case "sizeclass":
            let (axis, value) = try parseSizeClass()
            return .sizeClass(axis: axis, value)
        case "device": return .device(try parseWordOrString(.deviceName))
        case "ios": return .ios(try parseVersion())
        case "stack": return try parseStack()
        case "routes": return .routes
        case "explain": return .explain
        case "views": return .views
        case "expect": return .expect(try parseExpectation())
        case "undo": return .undo
        case "reset": return .reset
        case "source": return .source(try parseWordOrString(.filePath))
        case "record": return .record(try parseWordOrString(.filePath))
        case "history": return .history
        case "help":
            guard case .identifier = peekKind() else { return .help(nil) }
            return .help(try expectIdentifier(.helpTopic))
        case "quit", "exit": return .quit
        case "check": return .check
        case "reach": return try parseReach()
        case "open": return .open(try expectName(.viewName))
        case "explore": return try parseExplore()
        case "graph": return try parseGraph()
        default:
            // Only a top-level statement gets here: a button's command is checked against
            // `Keywords.commands` before it is parsed (`parseButtonCommand()`).
            if Keywords.viewMembers.contains(word) { throw fail(.memberOutsideView(word, at: keyword.range)) }
            let suggestion = EditDistance.closest(to: word, among: Keywords.topLevel)
            throw fail(.unknownCommand(word, suggestion: suggestion, at: keyword.range))
        }
    }

    /// swipe := 'swipe' ('back' | 'down')
    mutating func parseSwipe() throws(Abort) -> Command {
        let directions = ["back", "down"]
        let direction = try expectIdentifier(.word(directions))
        switch direction.value {
        case "back": return .swipeBack
        case "down": return .swipeDown
        default:
            let suggestion = EditDistance.closest(to: direction.value, among: directions)
            throw fail(
                .unknownWord(
                    direction.value, expected: .word(directions), suggestion: suggestion, at: direction.range)
            )
        }
    }

    /// stack := 'stack' ('--path' | '--json' | '--dot')?
    mutating func parseStack() throws(Abort) -> Command {
        guard case .flag(let name) = peekKind() else { return .stack(.tree) }
        let flag = advance()
        guard name != "tree", let format = StackFormatSyntax(rawValue: name) else {
            throw unknownFlag(name, command: "stack", among: ["path", "json", "dot"], at: flag.range)
        }
        return .stack(format)
    }

    /// reach := 'reach' identifier '--programmatic'?
    mutating func parseReach() throws(Abort) -> Command {
        let view = try expectName(.viewName)
        guard case .flag(let name) = peekKind() else { return .reach(view, programmatic: false) }
        let flag = advance()
        guard name == "programmatic" else {
            throw unknownFlag(name, command: "reach", among: ["programmatic"], at: flag.range)
        }
        return .reach(view, programmatic: true)
    }

    /// The error for `--name` that `command` does not take.
    mutating func unknownFlag(_ name: String, command: String, among flags: [String], at range: SourceRange)
        -> Abort
    {
        let suggestion = EditDistance.closest(to: name, among: flags).map { "--" + $0 }
        return fail(
            .unknownWord("--" + name, expected: .flag(command: command), suggestion: suggestion, at: range))
    }

    /// explore := 'explore' ('--depth' integer | '--max-states' integer)*
    mutating func parseExplore() throws(Abort) -> Command {
        var depth: Located<Int>?
        var maxStates: Located<Int>?
        while case .flag(let name) = peekKind() {
            let flag = advance()
            switch name {
            case "depth":
                guard depth == nil else { throw fail(.duplicateClause("--depth", at: flag.range)) }
                depth = try parseInteger()
            case "max-states":
                guard maxStates == nil else { throw fail(.duplicateClause("--max-states", at: flag.range)) }
                maxStates = try parseInteger()
            default:
                throw unknownFlag(name, command: "explore", among: ["depth", "max-states"], at: flag.range)
            }
        }
        return .explore(depth: depth, maxStates: maxStates)
    }

    /// graph := 'graph' ('--format' graph-format | '--output' word)*
    mutating func parseGraph() throws(Abort) -> Command {
        var format: Located<GraphFormatSyntax>?
        var output: Located<String>?
        while case .flag(let name) = peekKind() {
            let flag = advance()
            switch name {
            case "format":
                guard format == nil else { throw fail(.duplicateClause("--format", at: flag.range)) }
                format = try expectWord(GraphFormatSyntax.self, .graphFormat)
            case "output":
                guard output == nil else { throw fail(.duplicateClause("--output", at: flag.range)) }
                output = try parseWordOrString(.filePath)
            default:
                throw unknownFlag(name, command: "graph", among: ["format", "output"], at: flag.range)
            }
        }
        return .graph(format: format, output: output)
    }

    /// sizeclass-setting := ('vertical' | 'horizontal')? ('compact' | 'regular')
    mutating func parseSizeClass() throws(Abort) -> (SizeClassAxisSyntax, Located<SizeClassSyntax>) {
        var axis = SizeClassAxisSyntax.horizontal
        if case .identifier(let word) = peekKind(), let named = SizeClassAxisSyntax(rawValue: word) {
            skipToken()
            axis = named
        }
        let name = try expectIdentifier(.sizeClass)
        guard let value = SizeClassSyntax(rawValue: name.value) else {
            let candidates =
                SizeClassSyntax.allCases.map(\.rawValue) + SizeClassAxisSyntax.allCases.map(\.rawValue)
            let suggestion = EditDistance.closest(to: name.value, among: candidates)
            throw fail(.unknownWord(name.value, expected: .sizeClass, suggestion: suggestion, at: name.range))
        }
        return (axis, Located(value, at: name.range))
    }

    /// version := number, of the form MAJOR or MAJOR.MINOR
    mutating func parseVersion() throws(Abort) -> Located<VersionSyntax> {
        let token = peek()
        guard case .number(let text) = token.kind else { throw unexpected(.version) }
        skipToken()
        switch VersionSyntax.parse(text) {
        case .success(let version): return Located(version, at: token.range)
        case .failure(.malformed): throw fail(.invalidVersion(text, at: token.range))
        case .failure(.outOfRange): throw fail(.numberOutOfRange(text, at: token.range))
        }
    }

    /// integer := number without '.' that fits an `Int`
    mutating func parseInteger() throws(Abort) -> Located<Int> {
        let token = peek()
        guard case .number(let text) = token.kind, !text.contains(".") else { throw unexpected(.number) }
        skipToken()
        guard let value = Int(text) else { throw fail(.numberOutOfRange(text, at: token.range)) }
        return Located(value, at: token.range)
    }

    /// word := string | glued-token+, where glued tokens (identifiers, numbers, `.`, `--x` and
    /// other symbols) touch with no blank between them: `iphone-max-landscape`, `../a.nav`.
    mutating func parseWordOrString(_ expected: ExpectedSyntax) throws(Abort) -> Located<String> {
        let token = peek()
        if case .string(let text) = token.kind {
            skipToken()
            return Located(text, at: token.range)
        }
        func gluable(_ kind: TokenKind) -> Bool {
            switch kind {
            case .identifier, .number, .dot, .symbol, .flag: return true
            case .string, .leftBrace, .rightBrace, .leftParen, .rightParen, .comma, .semicolon, .arrow,
                .newline, .expectedOutput, .invalid, .endOfInput:
                return false
            }
        }
        guard gluable(token.kind) else { throw unexpected(expected) }
        let start = advanceRange().start
        while gluable(peekKind()), peek().range.start.offset == previousEnd.offset { advance() }
        let range = range(from: start)
        return Located(source.text(of: range), at: range)
    }

    /// state-reference := identifier ('.' identifier)?, the dot touching both names
    mutating func parseStateReference() throws(Abort) -> StateReference {
        let first = try expectName(.stateName)
        if peekKind() == .dot, first.range.end.offset == peek().range.start.offset, adjacent(0),
            case .identifier = peekKind(1)
        {
            skipToken()
            let state = try expectName(.stateName)
            return StateReference(view: first, state: state, range: range(from: first.range.start))
        }
        return StateReference(view: nil, state: first, range: first.range)
    }

    /// value := 'nil' | 'true' | 'false' | tag
    mutating func parseValue() throws(Abort) -> ValueSyntax {
        switch peekKind() {
        case .identifier("nil"): return ValueSyntax(.none, at: advanceRange())
        case .identifier("true"): return ValueSyntax(.bool(true), at: advanceRange())
        case .identifier("false"): return ValueSyntax(.bool(false), at: advanceRange())
        case .identifier, .dot:
            let tag = try parseTag()
            return ValueSyntax(.tag(tag.value), at: tag.range)
        default:
            throw unexpected(.value)
        }
    }
}
