import Testing

@testable import NavScript

@Suite struct SourceFileTests {
    @Test func linesWithoutTheirTerminators() {
        let source = SourceFile(name: "a.nav", text: "one\r\ntwo\n\nfour")
        #expect(source.lineCount == 4)
        #expect((1...4).map { source.text(ofLine: $0) } == ["one", "two", "", "four"])
        #expect(source.text(ofLine: 0) == nil)
        #expect(source.text(ofLine: 5) == nil)
    }

    /// Line starts are found eight bytes at a time: every place a newline can fall in a word,
    /// and a tail shorter than a word, match a byte-by-byte search.
    @Test(arguments: [
        "", "\n", "a", "abcdefg\n", "abcdefgh\n", "\n\n\n\n\n\n\n\n\n", "route pushTest\nback\n",
        "é\n\u{0A}\u{8A}\n\u{FF}x\r\n\n", String(repeating: "ab\ncdefghij\n", count: 7) + "tail",
    ])
    func lineStartsMatchAByteSearch(_ text: String) {
        let bytes = Array(text.utf8)
        let expected = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        #expect(SourceFile(name: "a.nav", text: text).lineStarts == expected)
    }

    @Test func locationOfAnOffsetCountsScalars() {
        let source = SourceFile(name: "a.nav", text: "x\nçé y")
        let location = source.location(atOffset: 7)
        #expect(location == NavScript.SourceLocation(file: "a.nav", line: 2, column: 4, offset: 7))
        #expect(location.description == "a.nav:2:4")
    }

    @Test func quotingRoundTripsThroughTheLexer() {
        let text = "a \"quote\" \\ back\nnew\tline \u{1}"
        let literal = StringLiteral.quoted(text)
        #expect(Lexer.tokenize(SourceFile(name: "q", text: literal)).tokens.first?.kind == .string(text))
    }

    @Test func rangesUnite() {
        let a = NavScript.SourceLocation(file: "f", line: 1, column: 1, offset: 0)
        let b = NavScript.SourceLocation(file: "f", line: 1, column: 5, offset: 4)
        let c = NavScript.SourceLocation(file: "f", line: 2, column: 1, offset: 9)
        #expect(
            SourceRange(start: b, end: c).union(SourceRange(start: a, end: b))
                == SourceRange(start: a, end: c))
    }

    /// The lexer finds each line's end itself (`Lexer.beginLine()`), where it read the file's
    /// line starts: a line is too long exactly when `byteRange(ofLine:)` says so, at every
    /// limit around each line's length, with `\r\n`, a lone `\r` and a last line without a
    /// newline; and the line starts, made only when asked for, are those of a byte search.
    @Test(arguments: [
        "route a\nback\n", "route abcdefghijk\r\nback\r\n", "x\r\r\n\n\ndismiss", "a\rb\n12345678901234567\n",
        String(repeating: "tap b\n", count: 9) + "route abcdefghijklmnopqrstuvwxyz",
    ])
    func linesTooLongAreThoseByteRangeMeasures(_ text: String) {
        let source = SourceFile(name: "a.nav", text: text)
        let lengths = (1...source.lineCount).compactMap { source.byteRange(ofLine: $0)?.count }
        for limit in 0...40 {
            let limits = Limits(maxNestingDepth: 256, maxLineBytes: limit, maxErrors: 1000)
            let tooLong = Lexer.tokenize(source, limits: limits).errors.compactMap { error -> Int? in
                guard case .lineTooLong(let bytes, _, let range) = error else { return nil }
                #expect(bytes == lengths[range.start.line - 1])
                return range.start.line
            }
            #expect(
                tooLong == lengths.indices.filter { lengths[$0] > limit }.map { $0 + 1 }, "limit \(limit)")
        }
        let bytes = Array(text.utf8)
        #expect(source.lineStarts == [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 })
    }
}
