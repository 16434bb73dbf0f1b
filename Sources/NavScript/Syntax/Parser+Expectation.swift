extension Parser {
    /// expectation := 'stack' stack-path | 'top' view-reference | 'depth' integer
    ///              | 'sizeclass' sizeclass-setting | 'error' string? | 'warning' string?
    ///              | state-reference value
    mutating func parseExpectation() throws(Abort) -> Expectation {
        let token = peek()
        guard case .identifier(let word) = token.kind else { throw unexpected(.assertion) }
        switch word {
        case "stack":
            skipToken()
            return .stack(try parseStackPath())
        case "top":
            skipToken()
            return .top(try parseViewReference())
        case "depth":
            skipToken()
            return .depth(try parseInteger())
        case "sizeclass":
            skipToken()
            let (axis, value) = try parseSizeClass()
            return .sizeClass(axis: axis, value)
        case "error", "warning":
            skipToken()
            var text: Located<String>?
            if case .string(let value) = peekKind() { text = Located(value, at: advanceRange()) }
            return word == "error" ? .error(text) : .warning(text)
        default:
            if !looksLikeStateAssertion(),
                let suggestion = EditDistance.closest(to: word, among: Expectation.keywords)
            {
                throw fail(.unknownWord(word, expected: .assertion, suggestion: suggestion, at: token.range))
            }
            let state = try parseStateReference()
            return .state(state, try parseValue())
        }
    }

    /// Whether the tokens ahead read `STATE VALUE` or `VIEW.STATE VALUE` and then end.
    private mutating func looksLikeStateAssertion() -> Bool {
        var ahead = 1
        if peek(ahead).kind == .dot, adjacent(0), case .identifier = peek(ahead + 1).kind {
            ahead += 2
        }
        if peek(ahead).kind == .dot { ahead += 1 }
        guard case .identifier = peek(ahead).kind else { return false }
        let end = peek(ahead + 1).kind
        return end.isSeparator || end == .rightBrace
    }

    /// stack-path := view-reference ('>' path-kind view-reference)*
    mutating func parseStackPath() throws(Abort) -> StackPathSyntax {
        let start = peek().range.start
        let root = try parseViewReference()
        var steps: [StackPathSyntax.Step] = []
        while consume(.symbol(">")) != nil {
            let kind = try expectWord(PathKindSyntax.self, .pathKind)
            steps.append(StackPathSyntax.Step(kind: kind, view: try parseViewReference()))
        }
        return StackPathSyntax(root: root, steps: steps, range: range(from: start))
    }

    /// view-reference := identifier | string
    mutating func parseViewReference() throws(Abort) -> ViewReference {
        let token = peek()
        switch token.kind {
        case .identifier:
            return .view(try expectName(.viewName))
        case .string(let text):
            skipToken()
            return .text(Located(text, at: token.range))
        default:
            throw unexpected(.viewReference)
        }
    }
}
