extension Parser {
    /// A view declared on one line (`view-line`, a subset of `view`'s grammar written out on
    /// `ViewLine`), read straight from the bytes with no token made, and returned with its
    /// statement's range as `parseStatement()` and the tokens make them, its newline consumed; nil, with nothing consumed, for any other line, which the
    /// tokens then parse. Debug builds parse every such line the full way too and check that
    /// both agree.
    mutating func parseViewLine() -> (kind: Statement.Kind, range: SourceRange)? {
        guard readsPlainLines, lookahead.isEmpty, !lexer.stopped else { return nil }
        // Asked of the lexer's bytes before taking a reference to them, which every other line
        // would pay for nothing.
        guard lexer.bytes.withUnsafeBufferPointer({ ViewLine.startsView($0, at: lexer.index) }) else {
            return nil
        }
        let bytes = lexer.bytes
        lexer.measureLine()
        guard !lexer.longLinePending,
            bytes.withUnsafeBufferPointer({
                ViewLine.endsLikeViewLine($0, from: lexer.index, newline: lexer.lineEnd)
            })
        else { return nil }
        #if DEBUG
            let before = self
        #endif
        let start = lexer.location
        let nestingRoom = limits.maxNestingDepth - lexer.braceDepth
        let read = bytes.withUnsafeBufferPointer { buffer in
            var line = ViewLine(buffer, from: start)
            return line.read(nestingRoom: nestingRoom)
        }
        guard let read else { return nil }
        // Where the newline token would have been consumed: the line is ASCII, one column a byte.
        previousEnd = start.advanced(byASCII: read.newline - start.offset)
        lexer.finishPlainLine(newline: read.newline)
        let kind = Statement.Kind.declaration(.view(read.view))
        #if DEBUG
            var general = before
            general.checkViewLine(kind, at: read.range, against: self)
        #endif
        return (kind, read.range)
    }

    #if DEBUG
        /// Parses the line `fast` read as a view line the full way, from where it began, and
        /// checks that the statement, its range and where both parsers stand agree.
        private mutating func checkViewLine(
            _ kind: Statement.Kind, at range: SourceRange, against fast: Parser
        ) {
            let errorCount = errors.count
            do {
                let start = peekStart()
                let general = try parseStatement()
                try expectEndOfStatement(.script)
                assert(general == kind, "the view line differs from its tokens")
                assert(self.range(from: start) == range, "the view line's range differs from its tokens'")
                skipToken()
            } catch {
                assertionFailure("a view line failed to parse from its tokens")
            }
            assert(
                errors.count == errorCount && lexer.errors.count == fast.lexer.errors.count
                    && lookahead.isEmpty && previousEnd == fast.previousEnd && lexer.index == fast.lexer.index
                    && lexer.line == fast.lexer.line && lexer.column == fast.lexer.column
                    && lexer.braceDepth == fast.lexer.braceDepth,
                "the view line left the parser elsewhere than its tokens")
        }
    #endif
}
