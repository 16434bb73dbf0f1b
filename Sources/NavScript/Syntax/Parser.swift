import NavModel

/// A recursive-descent parser for the `.nav` language (language.md), with panic-mode recovery:
/// after a mistake it skips to the next statement, so one mistake gives one report.
public struct Parser {
    let source: SourceFile
    var tokens: [Token]
    var index = 0
    var errors: [SyntaxError] = []

    /// Parses a whole source.
    public static func parse(_ source: SourceFile) -> ParseResult {
        let lexed = Lexer.lex(source)
        var parser = Parser(source: source, tokens: lexed.tokens)
        parser.errors = lexed.errors
        let statements = lexed.errors.isEmpty ? parser.script() : []
        return ParseResult(
            statements: statements, errors: parser.errors, expectedBlocks: Parser.blocks(lexed.expectedLines))
    }

    private init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    // MARK: - Tokens

    var current: Token { tokens[index] }

    mutating func next() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .word(let word): return "'\(word)'"
        case .string(let text): return ValueText.quoted(text)
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .comma: return "','"
        case .semicolon: return "';'"
        case .arrow: return "'->'"
        case .greater: return "'>'"
        case .newline: return "the end of the line"
        case .end: return "the end of the input"
        }
    }

    func unexpected(_ what: String) -> SyntaxError {
        .expected(what, found: describe(current), current.range.start)
    }

    mutating func skipNewlines() {
        while case .newline = current.kind { _ = next() }
        while case .semicolon = current.kind {
            _ = next()
            while case .newline = current.kind { _ = next() }
        }
    }

    /// Skips to the next statement: a separator or a `}` outside any block opened since.
    mutating func recover() {
        var depth = 0
        var reportedDepth = false
        while true {
            switch current.kind {
            case .end:
                return
            case .newline, .semicolon:
                if depth == 0 { return }
            case .leftBrace:
                depth += 1
                if depth > Limits.blockNesting, !reportedDepth {
                    reportedDepth = true
                    errors.append(.nestingTooDeep(current.range.start))
                }
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            default: break
            }
            _ = next()
        }
    }

    // MARK: - Script

    /// script = { statement separator }
    mutating func script() -> [Statement] {
        var statements: [Statement] = []
        while true {
            skipNewlines()
            if case .end = current.kind { break }
            if case .rightBrace = current.kind {
                errors.append(.unmatchedBrace(current.range.start))
                _ = next()
                continue
            }
            let start = current.range.start
            do {
                let kind = try statement()
                try endOfStatement(inBlock: false)
                let range = SourceRange(start, tokens[max(0, index - 1)].range.end)
                statements.append(
                    Statement(kind: kind, range: range, text: source.text(lastRange(from: start))))
            } catch {
                errors.append(error)
                if error.isIncomplete { break }
                recover()
            }
        }
        return statements
    }

    /// The range from `start` to the end of the last non-separator token consumed.
    func lastRange(from start: SourceLocation) -> SourceRange {
        var last = index - 1
        while last > 0, tokens[last].isSeparator || tokens[last].range.start.offset < start.offset {
            if tokens[last].range.start.offset < start.offset { break }
            last -= 1
        }
        return SourceRange(start, tokens[max(0, last)].range.end)
    }

    /// Requires the statement to end here: a separator, or a `}` closing the enclosing block.
    mutating func endOfStatement(inBlock: Bool) throws(SyntaxError) {
        switch current.kind {
        case .newline, .semicolon, .end: return
        case .rightBrace where inBlock: return
        default:
            let statement = tokens[max(0, index - 1)]
            throw .extraArgument(
                describe(current).trimmingQuotes, current.range.start,
                statement: describe(statement).trimmingQuotes)
        }
    }

    /// statement = view | root | command
    mutating func statement() throws(SyntaxError) -> Statement.Kind {
        guard case .word(let word) = current.kind else { throw unexpected("a statement") }
        switch word {
        case "view": return .view(try viewDeclaration())
        case "root":
            _ = next()
            return .root(try name("a view name"))
        case "navigation", "segue", "segues", "button", "link", "popoverlink":
            throw .misplaced(
                word, current.range.start, hint: "belongs inside a view body: view NAME { \(word) … }")
        default:
            return .command(try command())
        }
    }

    // MARK: - Declarations

    /// view = "view" NAME [STRING] ["{" { member } "}"]
    mutating func viewDeclaration() throws(SyntaxError) -> ViewDeclarationSyntax {
        _ = next()
        let viewName = try name("a view name")
        var title: String?
        if case .string(let text) = current.kind {
            title = text
            _ = next()
        }
        var members: [Located<MemberSyntax>] = []
        if case .leftBrace = current.kind {
            let open = next()
            while true {
                skipNewlines()
                if case .rightBrace = current.kind {
                    _ = next()
                    break
                }
                if case .end = current.kind { throw .unclosedBlock(open.range.start) }
                let start = current.range.start
                do {
                    let member = try self.member()
                    try endOfStatement(inBlock: true)
                    members.append(Located(member, SourceRange(start, tokens[max(0, index - 1)].range.end)))
                } catch {
                    if error.isIncomplete { throw error }
                    errors.append(error)
                    recover()
                }
            }
        }
        return ViewDeclarationSyntax(name: viewName, title: title, members: members)
    }

    /// member = navigation | segue | segues | button | link | popoverlink
    mutating func member() throws(SyntaxError) -> MemberSyntax {
        guard case .word(let word) = current.kind else { throw unexpected("a member of a view body") }
        let at = current.range.start
        switch word {
        case "navigation":
            _ = next()
            var title: String?
            if case .string(let text) = current.kind {
                title = text
                _ = next()
            }
            var style = NavigationContainer.Style.automatic
            if current.word == "style" {
                _ = next()
                let value = try name("a style")
                guard let parsed = NavigationContainer.Style(rawValue: value.value) else {
                    throw .invalidValue(
                        value.value, value.range.start, what: "a navigation style",
                        allowed: ["stack", "columns"],
                        suggestion: EditDistance.closest(to: value.value, in: ["stack", "columns"]))
                }
                style = parsed
            }
            return .navigation(title: title, style: style)
        case "segue":
            _ = next()
            let kind = try segueKind()
            let tag = try name("a route tag")
            try expectArrow()
            let destination = try self.destination()
            let (selection, options) = try segueOptions()
            return .segue(kind, tag: tag, destination: destination, selection: selection, options: options)
        case "segues":
            _ = next()
            let kind = try segueKind()
            let (selection, options) = try segueOptions()
            guard case .leftBrace = current.kind else { throw unexpected("'{' and the routes") }
            let open = next()
            var routes: [RouteSyntax] = []
            while true {
                skipNewlines()
                if case .rightBrace = current.kind {
                    _ = next()
                    break
                }
                if case .end = current.kind { throw .unclosedBlock(open.range.start) }
                let tag = try name("a route tag")
                try expectArrow()
                routes.append(RouteSyntax(tag: tag, destination: try destination()))
                try endOfStatement(inBlock: true)
            }
            return .segues(kind, selection: selection, options: options, routes: routes)
        case "button":
            _ = next()
            let label = try self.label()
            guard case .leftBrace = current.kind else { throw unexpected("'{' and the button's commands") }
            let open = next()
            var commands: [Located<CommandSyntax>] = []
            while true {
                skipNewlines()
                if case .rightBrace = current.kind {
                    _ = next()
                    break
                }
                if case .end = current.kind { throw .unclosedBlock(open.range.start) }
                let start = current.range.start
                let command = try self.command()
                guard case .action(let action, _) = command, action.isAllowedInButton else {
                    throw .misplaced(
                        source.text(SourceRange(start, tokens[max(0, index - 1)].range.end)), start,
                        hint: "cannot run in a button: a button's closure can route, set and dismiss")
                }
                commands.append(Located(command, SourceRange(start, tokens[max(0, index - 1)].range.end)))
                try endOfStatement(inBlock: true)
            }
            return .button(label: label, commands: commands)
        case "link":
            _ = next()
            let label = try self.label()
            try expectArrow()
            return .link(label: label, destination: try destination())
        case "popoverlink":
            _ = next()
            let label = try self.label()
            try expectArrow()
            let destination = try self.destination()
            var active: Located<String>?
            if current.word == "active" {
                _ = next()
                active = try name("a Bool state name")
            }
            let options = try presentationOptions()
            return .popoverLink(label: label, destination: destination, active: active, options: options)
        default:
            if word == "view" || word == "root" {
                throw .misplaced(
                    word, at, hint: "cannot be nested in a view body; close the body with '}' first")
            }
            if CommandCatalog.entry(named: word) != nil {
                throw .misplaced(
                    word, at, hint: "is a command; inside a view body only declarations go, or a button { … }"
                )
            }
            throw .unknownCommand(
                word, at,
                suggestion: EditDistance.closest(
                    to: word, in: ["navigation", "segue", "segues", "button", "link", "popoverlink"]))
        }
    }

    mutating func expectArrow() throws(SyntaxError) {
        guard case .arrow = current.kind else { throw unexpected("'->'") }
        _ = next()
    }

    /// kind = "push" | "modal" | "sheet" | "popover" [ "(" ANCHOR "," EDGE ")" ]
    mutating func segueKind() throws(SyntaxError) -> SegueKind {
        let word = try name("a segue kind (push, modal, sheet, popover)")
        switch word.value {
        case "push": return .push
        case "modal": return .modal
        case "sheet": return .sheet
        case "popover":
            guard case .leftParen = current.kind else { return .popover(.standard) }
            _ = next()
            var anchor = ""
            var depth = 0
            scan: while true {
                switch current.kind {
                case .comma where depth == 0: break scan
                case .comma: anchor += ", "
                case .leftParen:
                    depth += 1
                    anchor += "("
                case .rightParen where depth > 0:
                    depth -= 1
                    anchor += ")"
                case .word(let text): anchor += text
                default: throw unexpected("a popover anchor such as rect(bounds)")
                }
                _ = next()
            }
            _ = next()
            let edge = try name("an arrow edge")
            let edges = ["top", "bottom", "leading", "trailing"]
            guard edges.contains(edge.value) else {
                throw .invalidValue(
                    edge.value, edge.range.start, what: "an arrow edge", allowed: edges,
                    suggestion: EditDistance.closest(to: edge.value, in: edges))
            }
            guard case .rightParen = current.kind else { throw unexpected("')'") }
            _ = next()
            return .popover(PopoverAttachment(anchor: anchor, edge: edge.value))
        default:
            let kinds = ["push", "modal", "sheet", "popover"]
            throw .invalidValue(
                word.value, word.range.start, what: "a segue kind", allowed: kinds,
                suggestion: EditDistance.closest(to: word.value, in: kinds))
        }
    }

    /// [ "selection" STATE ] { option }
    mutating func segueOptions() throws(SyntaxError) -> (Located<String>?, PresentationOptions) {
        var selection: Located<String>?
        if current.word == "selection" {
            _ = next()
            selection = try name("a state name")
        }
        return (selection, try presentationOptions())
    }

    /// option = "interactiveDismissDisabled" | "presentationCompactAdaptation" "(" ADAPTATION ")"
    mutating func presentationOptions() throws(SyntaxError) -> PresentationOptions {
        var options = PresentationOptions.none
        while let word = current.word {
            let at = current.range.start
            switch word {
            case "interactiveDismissDisabled":
                _ = next()
                options.interactiveDismissDisabled = true
            case "presentationCompactAdaptation":
                _ = next()
                guard case .leftParen = current.kind else { throw unexpected("'(' and an adaptation") }
                _ = next()
                let value = try name("an adaptation")
                let allowed = ["popover", "sheet", "fullScreenCover", "none", "automatic"]
                guard allowed.contains(value.value) else {
                    throw .invalidValue(
                        value.value, value.range.start, what: "a compact adaptation", allowed: allowed,
                        suggestion: EditDistance.closest(to: value.value, in: allowed))
                }
                guard case .rightParen = current.kind else { throw unexpected("')'") }
                _ = next()
                options.keepsPopoverWhenCompact = value.value == "popover"
            default:
                let known = ["interactiveDismissDisabled", "presentationCompactAdaptation", "selection"]
                throw .invalidValue(
                    word, at, what: "an option", allowed: known,
                    suggestion: EditDistance.closest(to: word, in: known))
            }
        }
        return options
    }

    /// destination = NAME | "text" STRING
    mutating func destination() throws(SyntaxError) -> DestinationSyntax {
        if current.word == "text", case .string(let text) = tokens[min(index + 1, tokens.count - 1)].kind {
            let start = next().range.start
            let end = next().range.end
            return .text(Located(text, SourceRange(start, end)))
        }
        return .view(try name("a destination view or text \"…\""))
    }

    // MARK: - Pieces

    /// A Swift identifier.
    mutating func name(_ what: String) throws(SyntaxError) -> Located<String> {
        guard case .word(let word) = current.kind, Parser.isIdentifier(word) else { throw unexpected(what) }
        return Located(word, next().range)
    }

    /// A label: a string, or a name standing for the same text.
    mutating func label() throws(SyntaxError) -> Located<String> {
        switch current.kind {
        case .string(let text): return Located(text, next().range)
        case .word(let word) where Parser.isIdentifier(word): return Located(word, next().range)
        default: throw unexpected("a label in quotes")
        }
    }

    /// A path: a word or a string.
    mutating func path() throws(SyntaxError) -> Located<String> {
        switch current.kind {
        case .string(let text): return Located(text, next().range)
        case .word(let word): return Located(word, next().range)
        default: throw unexpected("a file path")
        }
    }

    /// Whether a word is a Swift identifier: a letter or `_`, then letters, digits or `_`.
    static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || (scalar.value >= 0x80 && scalar.properties.isAlphabetic)
        }
    }

    static func blocks(_ lines: [ExpectedLine]) -> [ExpectedBlock] {
        var blocks: [ExpectedBlock] = []
        for line in lines {
            if var last = blocks.last, last.afterLine + last.lines.count + 1 == line.line {
                last.lines.append(line.text)
                last.end = line.end
                blocks[blocks.count - 1] = last
            } else {
                blocks.append(
                    ExpectedBlock(
                        afterLine: line.line - 1, lines: [line.text], start: line.start, end: line.end))
            }
        }
        return blocks
    }
}

extension String {
    /// The text without the single quotes `describe` puts around words.
    fileprivate var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
