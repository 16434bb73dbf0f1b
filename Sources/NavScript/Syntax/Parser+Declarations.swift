extension Parser {
    /// view-declaration := 'view' identifier string? block(view-member)?
    mutating func parseView() throws(Abort) -> ViewSyntax {
        skipToken()
        let name = try expectName(.viewName)
        var title: Located<String>?
        if case .string(let text) = peekKind() { title = Located(text, at: advanceRange()) }
        var members: [Located<ViewMember>]?
        if peekKind() == .leftBrace {
            members = try parseBlock { (parser: inout Parser) throws(Abort) in try parser.parseViewMember() }
        }
        return ViewSyntax(name: name, title: title, members: members)
    }

    /// view-member := navigation | segue | segues | button | link | popoverlink
    mutating func parseViewMember() throws(Abort) -> Located<ViewMember> {
        let token = peek()
        let start = token.range.start
        guard case .identifier(let word) = token.kind else {
            if token.kind == .leftBrace { throw fail(.blockWithoutOwner(at: token.range)) }
            throw unexpected(.viewMember)
        }
        let member: ViewMember
        switch word {
        case "navigation": member = .navigation(try parseNavigation())
        case "segue": member = .segue(try parseSegue())
        case "segues": member = .segues(try parseSegues())
        case "button": member = .button(try parseButton())
        case "link": member = .link(try parseLink())
        case "popoverlink": member = .popoverLink(try parsePopoverLink())
        default:
            if Keywords.commands.contains(word) || Keywords.declarations.contains(word) {
                throw fail(.notAViewMember(word, at: token.range))
            }
            let suggestion = EditDistance.closest(to: word, among: Keywords.viewMembers)
            throw fail(.unknownWord(word, expected: .viewMember, suggestion: suggestion, at: token.range))
        }
        return Located(member, at: range(from: start))
    }

    /// navigation := 'navigation' string? ('style' ('stack' | 'columns'))?
    mutating func parseNavigation() throws(Abort) -> NavigationSyntax {
        skipToken()
        var title: Located<String>?
        if case .string(let text) = peekKind() { title = Located(text, at: advanceRange()) }
        var style: Located<NavigationStyleSyntax>?
        if skip(word: "style") {
            style = try expectWord(NavigationStyleSyntax.self, .navigationStyle)
        }
        return NavigationSyntax(title: title, style: style)
    }

    /// segue := 'segue' segue-kind tag '->' destination segue-clause*
    mutating func parseSegue() throws(Abort) -> SegueSyntax {
        skipToken()
        let kind = try parseSegueKind()
        let tag = try parseTag()
        try expect(.arrow)
        let destination = try parseDestination()
        let (selection, options) = try parseSegueClauses()
        return SegueSyntax(
            kind: kind, tag: tag, destination: destination, selection: selection, options: options)
    }

    /// segues := 'segues' segue-kind segue-clause* block(segue-entry)
    mutating func parseSegues() throws(Abort) -> SeguesSyntax {
        skipToken()
        let kind = try parseSegueKind()
        let (selection, options) = try parseSegueClauses()
        let entries = try parseBlock { (parser: inout Parser) throws(Abort) in try parser.parseSegueEntry() }
        return SeguesSyntax(kind: kind, selection: selection, options: options, entries: entries)
    }

    /// segue-entry := tag '->' destination
    mutating func parseSegueEntry() throws(Abort) -> SegueEntrySyntax {
        let start = peek().range.start
        guard case .identifier = peekKind() else { throw unexpected(.segueEntry) }
        let tag = try parseTag()
        try expect(.arrow)
        let destination = try parseDestination()
        return SegueEntrySyntax(tag: tag, destination: destination, range: range(from: start))
    }

    /// segue-kind := 'push' | 'modal' | 'sheet' | 'popover' ('(' anchor ',' '.'? edge ')')?
    mutating func parseSegueKind() throws(Abort) -> Located<SegueKindSyntax> {
        let name = try expectIdentifier(.segueKind)
        let start = name.range.start
        switch name.value {
        case "push": return Located(.push, at: name.range)
        case "modal": return Located(.modal, at: name.range)
        case "sheet": return Located(.sheet, at: name.range)
        case "popover":
            guard consume(.leftParen) != nil else {
                return Located(.popover(anchor: nil, edge: nil), at: name.range)
            }
            let anchor = try parseAnchor()
            try expect(.comma)
            _ = consume(.dot)
            let edge = try expectWord(PopoverEdgeSyntax.self, .popoverEdge)
            try expect(.rightParen)
            return Located(.popover(anchor: anchor, edge: edge), at: range(from: start))
        default:
            let suggestion = EditDistance.closest(to: name.value, among: SegueKindSyntax.keywords)
            throw fail(.unknownWord(name.value, expected: .segueKind, suggestion: suggestion, at: name.range))
        }
    }

    /// anchor := balanced tokens up to the first ',' outside parentheses, kept as source text
    mutating func parseAnchor() throws(Abort) -> Located<String> {
        let start = peek().range.start
        var depth = 0
        var count = 0
        while true {
            let kind = peekKind()
            switch kind {
            case .comma where depth == 0:
                guard count > 0 else { throw unexpected(.popoverAnchor) }
                let range = range(from: start)
                return Located(source.text(of: range), at: range)
            case .leftParen:
                depth += 1
            case .rightParen:
                guard depth > 0 else { throw unexpected(count == 0 ? .popoverAnchor : .token(.comma)) }
                depth -= 1
            case .identifier, .number, .dot, .comma, .symbol, .string:
                break
            case .newline, .semicolon, .endOfInput, .leftBrace, .rightBrace, .arrow, .flag,
                .expectedOutput, .invalid:
                throw unexpected(count == 0 ? .popoverAnchor : .token(.comma))
            }
            skipToken()
            count += 1
        }
    }

    /// segue-clause := 'selection' identifier | option
    /// option := 'interactiveDismissDisabled' ('(' ('true' | 'false') ')')?
    ///         | 'presentationCompactAdaptation' '(' '.'? adaptation ')'
    ///         | 'presentationCompactAdaptation' '(' 'horizontal' ':' '.'? adaptation ','
    ///           'vertical' ':' '.'? adaptation ')'
    mutating func parseSegueClauses() throws(Abort) -> (Located<String>?, [Located<SegueOptionSyntax>]) {
        var selection: Located<String>?
        var options: [Located<SegueOptionSyntax>] = []
        var seen: Set<String> = []
        while case .identifier(let word) = peekKind() {
            let token = advance()
            guard seen.insert(word).inserted else { throw fail(.duplicateClause(word, at: token.range)) }
            switch word {
            case "selection":
                selection = try expectName(.stateName)
            case "interactiveDismissDisabled":
                var disabled = true
                if consume(.leftParen) != nil {
                    let value = try expectIdentifier(.boolean)
                    switch value.value {
                    case "true": disabled = true
                    case "false": disabled = false
                    default:
                        let suggestion = EditDistance.closest(to: value.value, among: ["true", "false"])
                        throw fail(
                            .unknownWord(
                                value.value, expected: .boolean, suggestion: suggestion, at: value.range))
                    }
                    try expect(.rightParen)
                }
                options.append(
                    Located(.interactiveDismissDisabled(disabled), at: range(from: token.range.start)))
            case "presentationCompactAdaptation":
                try expect(.leftParen)
                let option: SegueOptionSyntax
                if peekKind() == .identifier("vertical") { throw unexpected(.word(["horizontal"])) }
                if skip(word: "horizontal") {
                    // The two-axis form, labels in SwiftUI's order.
                    try expect(.symbol(":"))
                    let horizontal = try parseCompactAdaptation()
                    try expect(.comma)
                    guard skip(word: "vertical") else { throw unexpected(.word(["vertical"])) }
                    try expect(.symbol(":"))
                    option = .presentationCompactAdaptationPerAxis(
                        horizontal: horizontal, vertical: try parseCompactAdaptation())
                } else {
                    option = .presentationCompactAdaptation(try parseCompactAdaptation())
                }
                try expect(.rightParen)
                options.append(Located(option, at: range(from: token.range.start)))
            default:
                let suggestion = EditDistance.closest(
                    to: word, among: ["selection"] + SegueOptionSyntax.names)
                throw fail(
                    .unknownWord(word, expected: .segueOption, suggestion: suggestion, at: token.range))
            }
        }
        return (selection, options)
    }

    /// adaptation-argument := '.'? adaptation
    mutating func parseCompactAdaptation() throws(Abort) -> Located<CompactAdaptationSyntax> {
        _ = consume(.dot)
        return try expectWord(CompactAdaptationSyntax.self, .compactAdaptation)
    }

    /// tag := '.'? identifier
    mutating func parseTag() throws(Abort) -> Located<String> {
        if case .dot = peekKind(), case .identifier = peekKind(1), adjacent(0) {
            let start = advanceRange().start
            let name = try expectName(.tag)
            return Located(name.value, at: range(from: start))
        }
        return try expectName(.tag)
    }

    /// destination := 'text' string | string | identifier
    mutating func parseDestination() throws(Abort) -> ViewReference {
        let token = peek()
        switch token.kind {
        case .identifier("text"):
            if case .string(let text) = peekKind(1) {
                skipToken()
                let string = advance()
                return .text(Located(text, at: string.range))
            }
            skipToken()
            return .view(Located("text", at: token.range))
        case .identifier:
            return .view(try expectName(.viewName))
        case .string(let text):
            skipToken()
            return .text(Located(text, at: token.range))
        default:
            throw unexpected(.destination)
        }
    }

    /// button := 'button' string block(command)
    mutating func parseButton() throws(Abort) -> ButtonSyntax {
        skipToken()
        let label = try expectString(.label)
        let commands = try parseBlock { (parser: inout Parser) throws(Abort) in
            try parser.parseButtonCommand()
        }
        return ButtonSyntax(label: label, commands: commands)
    }

    /// link := 'link' string '->' destination
    mutating func parseLink() throws(Abort) -> LinkSyntax {
        skipToken()
        let label = try expectString(.label)
        try expect(.arrow)
        return LinkSyntax(label: label, destination: try parseDestination())
    }

    /// popoverlink := 'popoverlink' string '->' destination ('active' identifier)?
    mutating func parsePopoverLink() throws(Abort) -> PopoverLinkSyntax {
        skipToken()
        let label = try expectString(.label)
        try expect(.arrow)
        let destination = try parseDestination()
        var active: Located<String>?
        if skip(word: "active") { active = try expectName(.stateName) }
        return PopoverLinkSyntax(label: label, destination: destination, activeState: active)
    }
}
