import Testing

@testable import NavScript

@Suite struct LexerTests {
    func lex(_ text: String) -> (tokens: [Token], errors: [SyntaxError]) {
        Lexer.tokenize(SourceFile(name: "t.nav", text: text))
    }

    func kinds(_ text: String) -> [TokenKind] {
        lex(text).tokens.map(\.kind)
    }

    @Test func tokensCarryLinesColumnsAndOffsets() {
        let (tokens, errors) = lex("route pushTest; tap \"Push\"\n  back")
        #expect(errors == [])
        #expect(
            tokens.map(\.kind) == [
                .identifier("route"), .identifier("pushTest"), .semicolon, .identifier("tap"),
                .string("Push"),
                .newline, .identifier("back"), .endOfInput,
            ])
        #expect(
            tokens.map { position($0.range.start) } == [
                [1, 1], [1, 7], [1, 15], [1, 17], [1, 21], [1, 27], [2, 3], [2, 7],
            ])
        #expect(tokens.map { $0.range.start.offset } == [0, 6, 14, 16, 20, 26, 29, 33])
        #expect(tokens[4].range.end.column == 27)
        #expect(tokens.allSatisfy { $0.range.start.file == "t.nav" })
    }

    @Test func columnsCountUnicodeScalarsAndOffsetsCountBytes() {
        let tokens = lex("tap \"é\" x").tokens
        #expect(tokens[2].kind == .identifier("x"))
        #expect(position(tokens[2].range.start) == [1, 9])
        #expect(tokens[2].range.start.offset == 9)
    }

    @Test(arguments: [
        ("\"plain\"", "plain"),
        ("\"a\\\"b\"", "a\"b"),
        ("\"back\\\\slash\"", "back\\slash"),
        ("\"line\\nbreak\"", "line\nbreak"),
        ("\"tab\\there\"", "tab\there"),
        ("\"\\u{1F600} \\u{e9}\"", "\u{1F600} é"),
        ("\"two\nlines\"", "two\nlines"),
        ("\"crlf\r\ninside\"", "crlf\ninside"),
        ("\"\"", ""),
    ])
    func stringEscapes(source: String, value: String) {
        let (tokens, errors) = lex(source)
        #expect(errors == [])
        #expect(tokens.first?.kind == .string(value))
    }

    /// The fast path for a plain string gives the general path's token and position, and
    /// declines (moving nothing) every string it does not cover.
    @Test(arguments: [
        ("\"P17\" x", true), ("\"\"", true), ("\"a b ~!@#$%^&*()_+-={}[]|:;'<>?,./`\"", true),
        ("\"a\\\"b\"", false), ("\"é\"", false), ("\"tab\there\"", false), ("\"two\nlines\"", false),
        ("\"unterminated", false), ("\"ctrl\u{7F}\"", false), ("\"nul\u{0}\"", false),
    ])
    func plainStringsLexAsTheGeneralPathDoes(source: String, plain: Bool) {
        var fast = Lexer(source: SourceFile(name: "t.nav", text: source))
        var general = fast
        let token = fast.lexPlainString()
        #expect((token != nil) == plain)
        if let token {
            #expect(token == general.lexAnyString())
            #expect(fast.index == general.index && fast.column == general.column && fast.line == general.line)
            #expect(general.errors.isEmpty)
        } else {
            #expect(fast.index == 0 && fast.column == 1)
        }
    }

    @Test(arguments: ["14", "14.5", "16.4", "99999999999999999999", "1.2.3"])
    func numbersKeepTheirText(text: String) {
        #expect(kinds(text) == [.number(text), .endOfInput])
    }

    @Test func numberFollowedByDotIsTwoTokens() {
        #expect(kinds("14.") == [.number("14"), .dot, .endOfInput])
    }

    @Test func punctuationArrowsAndFlags() {
        #expect(
            kinds("{ } ( ) , ; . -> --json --max-states - > /") == [
                .leftBrace, .rightBrace, .leftParen, .rightParen, .comma, .semicolon, .dot, .arrow,
                .flag("json"), .flag("max-states"), .symbol("-"), .symbol(">"), .symbol("/"), .endOfInput,
            ])
        #expect(kinds("a->B") == [.identifier("a"), .arrow, .identifier("B"), .endOfInput])
    }

    @Test func identifiersAreSwiftIdentifiers() {
        #expect(
            kinds("_x café Ünïcode 🚀 a1") == [
                .identifier("_x"), .identifier("café"), .identifier("Ünïcode"), .identifier("🚀"),
                .identifier("a1"), .endOfInput,
            ])
    }

    @Test func commentsAndExpectedOutput() {
        let (tokens, errors) = lex("route a # a comment #> not output\n#> MixedSegueTest\n  #>indented\n#>\n")
        #expect(errors == [])
        #expect(
            tokens.map(\.kind) == [
                .identifier("route"), .identifier("a"), .newline, .expectedOutput("MixedSegueTest"), .newline,
                .expectedOutput("indented"), .newline, .expectedOutput(""), .newline, .endOfInput,
            ])
        #expect(position(tokens[3].range.start) == [2, 1])
        #expect(position(tokens[3].range.end) == [2, 18])
        #expect(position(tokens[5].range.start) == [3, 3])
    }

    @Test func shebangFirstLineIsIgnored() {
        #expect(kinds("#!/usr/bin/env navsh\nback") == [.newline, .identifier("back"), .endOfInput])
    }

    @Test func crlfIsANewline() {
        let tokens = lex("back\r\ndismiss\r\n").tokens
        #expect(
            tokens.map(\.kind) == [
                .identifier("back"), .newline, .identifier("dismiss"), .newline, .endOfInput,
            ])
        #expect(position(tokens[2].range.start) == [2, 1])
    }

    @Test func byteOrderMarkIsSkipped() {
        #expect(kinds("\u{FEFF}back") == [.identifier("back"), .endOfInput])
    }

    @Test func invalidUTF8IsALocatedError() {
        let source = SourceFile(name: "t.nav", bytes: Array("back ".utf8) + [0xFF] + Array(" x".utf8))
        let (tokens, errors) = Lexer.tokenize(source)
        #expect(tokens.map(\.kind) == [.identifier("back"), .invalid, .identifier("x"), .endOfInput])
        guard case .invalidUTF8(0xFF, let range) = errors.first else {
            Issue.record("\(errors)")
            return
        }
        #expect(position(range.start) == [1, 6])
        #expect(errors.count == 1)
    }

    @Test func invalidUTF8InsideAStringOrCommentIsReported() {
        let string = SourceFile(
            name: "t.nav", bytes: Array("tap \"a".utf8) + [0xC3, 0x28] + Array("\"".utf8))
        let (tokens, errors) = Lexer.tokenize(string)
        #expect(tokens.map(\.kind) == [.identifier("tap"), .invalid, .endOfInput])
        #expect(errors.count == 1)
        let comment = SourceFile(name: "t.nav", bytes: Array("back # ".utf8) + [0xFE])
        #expect(Lexer.tokenize(comment).errors.map { position($0.range.start) } == [[1, 8]])
    }

    @Test func nulAndControlCharactersAreErrors() {
        let (tokens, errors) = lex("back\u{0}\u{1B}")
        #expect(tokens.map(\.kind) == [.identifier("back"), .invalid, .invalid, .endOfInput])
        #expect(
            errors.map(\.message) == [
                "NUL character is not allowed", "control character U+001B is not allowed",
            ])
    }

    @Test func unterminatedStringPointsAtItsQuote() {
        let (tokens, errors) = lex("tap \"Push\nroute a")
        #expect(tokens.map(\.kind) == [.identifier("tap"), .invalid, .endOfInput])
        #expect(errors.count == 1)
        guard case .unterminatedString(let quote) = errors.first else { return }
        #expect(position(quote.start) == [1, 5])
    }

    @Test(arguments: [
        "\"\\q\"", "\"\\u{}\"", "\"\\u{110000}\"", "\"\\u{D800}\"", "\"\\u12\"", "\"\\u{123456789}\"",
    ])
    func invalidEscapes(source: String) {
        let (tokens, errors) = lex(source)
        #expect(tokens.first?.kind == .invalid)
        #expect(errors.count == 1)
        if case .invalidEscape(_, let range) = errors.first {
            #expect(position(range.start) == [1, 2])
        } else {
            Issue.record("\(errors)")
        }
    }

    @Test func hashGreaterAfterAMultiLineStringIsAComment() {
        #expect(kinds("tap \"a\nb\" #> x") == [.identifier("tap"), .string("a\nb"), .endOfInput])
    }
}
