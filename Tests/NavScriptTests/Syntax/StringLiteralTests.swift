import Testing

@testable import NavScript

/// `StringLiteral.quoted` copies printable ASCII whole and escapes the rest scalar by scalar:
/// each character on both sides of that boundary, alone and inside plain text.
@Suite struct StringLiteralTests {
    @Test(arguments: [
        ("Welcome", "\"Welcome\""),
        ("", "\"\""),
        (" ~", "\" ~\""),
        ("a\"b", "\"a\\\"b\""),
        ("a\\b", "\"a\\\\b\""),
        ("a\u{1F}b", "\"a\\u{1f}b\""),
        ("a\u{7F}b", "\"a\\u{7f}b\""),
        ("a\u{9F}b", "\"a\\u{9f}b\""),
        ("a\u{A0}b", "\"a\u{A0}b\""),
        ("café", "\"café\""),
        ("tab\there", "\"tab\\there\""),
    ])
    func quotesAsTheLexerReadsBack(text: String, literal: String) {
        #expect(StringLiteral.quoted(text) == literal)
        #expect(Lexer.tokenize(SourceFile(name: "q", text: literal)).tokens.first?.kind == .string(text))
    }
}
