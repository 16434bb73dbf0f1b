import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// Hostile input: whatever arrives in a script, navsh answers with a located diagnostic and a
// documented exit status, in bounded time and memory, and never crashes or hangs (issue 7).
//
// Each class of input is a table of self-describing cases; every case runs the built binary on
// a script `h.nav` in a fresh directory and checks the exit status, the first diagnostic (with
// its FILE:LINE:COL), that no signal ended navsh, and its time and peak memory against a
// budget (scaled up under AddressSanitizer). Big inputs are generated here, never committed.
// Crashes the fuzzer found (Scripts/fuzz) are cases too, named "fuzz: …".

/// One hostile input and what navsh must answer.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// What the case is, as the test report shows it.
    let name: String
    /// The script written to `h.nav`, made when the case runs (big inputs are generated).
    let script: @Sendable () -> [UInt8]
    /// The exit status navsh must give.
    let status: Int32
    /// A line standard error must contain (a diagnostic with its location); nil: nothing.
    let diagnostic: String?
    /// navsh's command line, run in the case's directory.
    var arguments = ["h.nav"]
    /// Other files in the directory.
    var files: [String: [UInt8]] = [:]
    /// Text standard output must contain, if any.
    var output: String?
    /// Budgets: wall-clock seconds and peak resident MiB.
    var seconds: Double = 10
    var megabytes = 64
    /// Last touches to the directory (symbolic links, permissions), given its path.
    var prepare: (@Sendable (String) throws -> Void)?

    var testDescription: String { name }

    /// A script given as text.
    static func text(
        _ name: String, _ script: String, status: Int32, _ diagnostic: String?,
        arguments: [String] = ["h.nav"],
        files: [String: String] = [:], output: String? = nil,
        prepare: (@Sendable (String) throws -> Void)? = nil
    ) -> HostileCase {
        var hostile = HostileCase(
            name: name, script: { Array(script.utf8) }, status: status, diagnostic: diagnostic)
        hostile.arguments = arguments
        hostile.files = files.mapValues { Array($0.utf8) }
        hostile.output = output
        hostile.prepare = prepare
        return hostile
    }

    /// A script given as bytes (invalid UTF-8, control characters, other line endings).
    static func bytes(
        _ name: String, _ script: [UInt8], status: Int32, _ diagnostic: String?,
        arguments: [String] = ["h.nav"],
        output: String? = nil
    ) -> HostileCase {
        var hostile = HostileCase(name: name, script: { script }, status: status, diagnostic: diagnostic)
        hostile.arguments = arguments
        hostile.output = output
        return hostile
    }

    /// A big script generated when the case runs, with its own budget.
    static func generated(
        _ name: String, seconds: Double, megabytes: Int, status: Int32, _ diagnostic: String?,
        arguments: [String] = ["-q", "h.nav"], output: String? = nil,
        _ make: @escaping @Sendable () -> [UInt8]
    ) -> HostileCase {
        var hostile = HostileCase(name: name, script: make, status: status, diagnostic: diagnostic)
        hostile.arguments = arguments
        hostile.output = output
        hostile.seconds = seconds
        hostile.megabytes = megabytes
        return hostile
    }

    /// A command on line 4 of a script that declares a small app first, so that runtime commands
    /// have views, tags, states and labels to get wrong.
    static func command(_ name: String, _ line: String, status: Int32, _ diagnostic: String) -> HostileCase {
        text(name, HostileCase.app + line + "\n", status: status, diagnostic)
    }

    /// Three lines: a navigation root with a push, a sheet on its own state, a button and a link.
    static let app = """
        view Home { navigation; segue push a -> A; segue sheet s -> S selection shown; \
        button "Go" { route a }; link "More" -> A }
        view A
        view S

        """
}

/// Text repeated: `repeated("route next\n", 3)`.
private func repeated(_ text: String, _ count: Int) -> [UInt8] {
    let unit = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(unit.count * count)
    for _ in 0..<count { bytes += unit }
    return bytes
}

/// Lines made from an index: `lines(3) { "view V\($0)" }`.
private func lines(_ count: Int, _ line: (Int) -> String) -> [UInt8] {
    var bytes: [UInt8] = []
    for index in 0..<count { bytes += Array((line(index) + "\n").utf8) }
    return bytes
}

/// A view with 10,000 push segues to 10,000 views.
private func hub(_ count: Int = 10_000) -> [UInt8] {
    Array("view Hub {\n  navigation\n".utf8) + lines(count) { "  segue push t\($0) -> V\($0)" }
        + Array("}\n".utf8) + lines(count) { "view V\($0)" }
}

/// Two views that push each other for ever.
private let cycle = "view A { navigation; segue push next -> B }\nview B { segue push next -> A }\n"

/// The depth limit's error and note, as a route cycle meets it.
private let depthLimit = "error: the stack would be deeper than 10000 views"

extension HostileCase {
    /// Bytes that are not valid UTF-8, control characters, and characters that show as nothing.
    static let encoding: [HostileCase] = [
        .bytes(
            "NUL at the start", [0] + Array("view A\n".utf8), status: 1,
            "h.nav:1:1: error: NUL character is not allowed"),
        .bytes(
            "NUL in a name", Array("view A".utf8) + [0] + Array("B\n".utf8), status: 1,
            "h.nav:1:7: error: NUL character is not allowed"),
        .bytes(
            "NUL in a string", Array("view A \"x".utf8) + [0] + Array("y\"\n".utf8), status: 1,
            "h.nav:1:10: error: NUL character is not allowed"),
        .bytes(
            "NUL in a comment", Array("view A # x".utf8) + [0] + Array("\n".utf8), status: 1,
            "h.nav:1:11: error: NUL character is not allowed"),
        .bytes(
            "byte 0xFF", Array("view ".utf8) + [0xFF, 0x0A], status: 4,
            "h.nav:1:6: error: invalid UTF-8 byte 0xFF"),
        .bytes(
            "overlong '/'", Array("view ".utf8) + [0xC0, 0xAF, 0x0A], status: 4,
            "h.nav:1:6: error: invalid UTF-8 byte 0xC0"),
        .bytes(
            "UTF-16 surrogate", Array("view A \"".utf8) + [0xED, 0xA0, 0x80, 0x22, 0x0A], status: 4,
            "h.nav:1:9: error: invalid UTF-8 byte 0xED"),
        .bytes(
            "sequence cut by the end of input", Array("view A \"".utf8) + [0xE2, 0x82], status: 4,
            "h.nav:1:9: error: invalid UTF-8 byte 0xE2"),
        .bytes(
            "lone continuation byte", Array("view ".utf8) + [0x80, 0x0A], status: 4,
            "h.nav:1:6: error: invalid UTF-8 byte 0x80"),
        .bytes(
            "five-byte form", Array("view ".utf8) + [0xF8, 0x88, 0x80, 0x80, 0x80, 0x0A], status: 4,
            "h.nav:1:6: error: invalid UTF-8 byte 0xF8"),
        .bytes(
            "beyond U+10FFFF", Array("view A \"".utf8) + [0xF4, 0x90, 0x80, 0x80, 0x22, 0x0A], status: 4,
            "h.nav:1:9: error: invalid UTF-8 byte 0xF4"),
        .bytes(
            "invalid UTF-8 in a comment", Array("view A # ".utf8) + [0xFF, 0x0A], status: 4,
            "h.nav:1:10: error: invalid UTF-8 byte 0xFF"),
        .bytes(
            "a UTF-16 file", [0xFF, 0xFE] + Array("view A\n".utf8).flatMap { [$0, 0] }, status: 4,
            "h.nav:1:1: error: invalid UTF-8 byte 0xFF"),
        .bytes(
            "a Latin-1 file", Array("view Caf".utf8) + [0xE9, 0x0A], status: 4,
            "h.nav:1:9: error: invalid UTF-8 byte 0xE9"),
        .bytes(
            "binary garbage", (0..<1024).map { UInt8($0 % 256) }, status: 4,
            "h.nav:1:1: error: NUL character is not allowed"),
        .bytes(
            "ESC sequence", Array("view A \u{1B}[31m\n".utf8), status: 1,
            "h.nav:1:8: error: control character U+001B is not allowed"),
        .bytes(
            "DEL", Array("view A\u{7F}\n".utf8), status: 1,
            "h.nav:1:7: error: control character U+007F is not allowed"),
        .bytes(
            "bell in a string", Array("view A \"a\u{07}b\"\n".utf8), status: 1,
            "h.nav:1:10: error: control character U+0007 is not allowed"),
        .bytes(
            "C1 control NEL", Array("view A\u{85}\n".utf8), status: 1,
            "h.nav:1:7: error: control character U+0085 is not allowed"),
        .bytes(
            "C1 CSI in a string", Array("view A \"x\u{9B}31m\"\n".utf8), status: 1,
            "h.nav:1:10: error: control character U+009B is not allowed"),
        .bytes(
            "line separator", Array("view A\u{2028}view B\n".utf8), status: 1,
            "h.nav:1:7: error: expected a newline or ';' after the statement, found the character U+2028"),
        .bytes(
            "bidi override in a name", Array("view A\u{202E}\n".utf8), status: 1,
            "h.nav:1:7: error: expected a newline or ';' after the statement, found the character U+202E"),
        .bytes(
            "zero-width space", Array("view A\u{200B}\n".utf8), status: 1,
            "h.nav:1:7: error: expected a newline or ';' after the statement, found the character U+200B"),
        .bytes(
            "byte-order mark mid-line", Array("view A\u{FEFF}\n".utf8), status: 1,
            "h.nav:1:7: error: expected a newline or ';' after the statement, found the character U+FEFF"),
        .bytes("byte-order mark at the start", Array("\u{FEFF}view A\nexpect top A\n".utf8), status: 0, nil),
        .text("non-Latin names", "view Ω\nview e\u{301}\nroot Ω\nexpect top Ω\n", status: 0, nil),
        .text("bidi override in a string", "view A \"\u{202E}evil\"\nexpect top A\n", status: 0, nil),
        .text(
            "invalid escape", "view A \"\\q\"\n", status: 1,
            "h.nav:1:9: error: invalid escape '\\q' in a string"),
        .text(
            "escape past U+10FFFF", "view A \"\\u{110000}\"\n", status: 1,
            "h.nav:1:9: error: invalid escape '\\u{110000}' in a string"),
        .text(
            "escape of a surrogate", "view A \"\\u{D800}\"\n", status: 1,
            "h.nav:1:9: error: invalid escape '\\u{D800}' in a string"),
        .text(
            "empty escape", "view A \"\\u{}\"\n", status: 1,
            "h.nav:1:9: error: invalid escape '\\u{}' in a string"),
        .text(
            "huge escape", "view A \"\\u{123456789ABCDEF0123}\"\n", status: 1,
            "h.nav:1:9: error: invalid escape '\\u{123456789ABCDEF0123}'"),
        .text(
            "C1 escape is echoed escaped", "view A \"\\u{9b}T\"\nstack\n", status: 0, nil,
            output: "A \"\\u{9b}T\""),
    ]

    /// Lines and inputs far past what anyone writes.
    static let size: [HostileCase] = [
        .generated(
            "a 10 MB line", seconds: 10, megabytes: 128, status: 1,
            "h.nav:1:1: error: line is 10000007 bytes long, more than the limit of 1048576; the rest of it is ignored"
        ) { Array("view A ".utf8) + [UInt8](repeating: 0x78, count: 10_000_000) + Array("\nview B\n".utf8) },
        .generated(
            "a 10 MB string", seconds: 10, megabytes: 128, status: 1,
            "h.nav:1:1: error: line is 10000009 bytes long, more than the limit of 1048576"
        ) { Array("view A \"".utf8) + [UInt8](repeating: 0x78, count: 10_000_000) + Array("\"\n".utf8) },
        .generated(
            "10 MB of semicolons", seconds: 10, megabytes: 128, status: 1,
            "h.nav:1:1: error: line is 10000006 bytes long, more than the limit of 1048576"
        ) { Array("view A".utf8) + [UInt8](repeating: 0x3B, count: 10_000_000) + [0x0A] },
        .generated("a line at the limit", seconds: 5, megabytes: 64, status: 0, nil) {
            Array("view A \"".utf8) + [UInt8](repeating: 0x78, count: 1_048_576 - 10) + Array("\"\n".utf8)
        },
        .generated(
            "a line one byte past the limit", seconds: 5, megabytes: 64, status: 1,
            "h.nav:1:1: error: line is 1048577 bytes long, more than the limit of 1048576"
        ) { Array("view A \"".utf8) + [UInt8](repeating: 0x78, count: 1_048_576 - 8) + Array("\"\n".utf8) },
        .generated("100,000 blank lines", seconds: 5, megabytes: 64, status: 0, nil) {
            [UInt8](repeating: 0x0A, count: 100_000) + Array("view A\nexpect top A\n".utf8)
        },
        .generated(
            "100,000 errors stop at 100", seconds: 5, megabytes: 64, status: 1,
            "error: too many errors (100); the rest of the input is not checked"
        ) { repeated("frob\n", 100_000) },
        .generated("100,000 statements", seconds: 20, megabytes: 64, status: 0, nil) {
            Array("view A { navigation; segue push a -> B }\nview B\n".utf8)
                + repeated("route a\nback\n", 50_000)
                + Array("expect top A\n".utf8)
        },
        .generated("a 1 MB label", seconds: 5, megabytes: 64, status: 0, nil) {
            let label = String(repeating: "x", count: 1_000_000)
            return Array("view A { button \"\(label)\" { route nil } }\ntap \"\(label)\"\n".utf8)
        },
        .generated(
            "a 10,000-character name", seconds: 5, megabytes: 64, status: 3,
            "h.nav:2:12: error: expected top '\(String(repeating: "V", count: 9_999))', found"
        ) {
            Array(
                "view \(String(repeating: "V", count: 10_000))\nexpect top \(String(repeating: "V", count: 9_999))\n"
                    .utf8)
        },
        .generated(
            "a 100,000-view stack path", seconds: 10, megabytes: 96, status: 3,
            "h.nav:2:14: error: expected stack 'A > push A > push A", arguments: ["h.nav"]
        ) { Array("view A\nexpect stack A".utf8) + repeated(" > push A", 100_000) + [0x0A] },
    ]

    /// Blocks, brackets and quotes nested past any use.
    static let nesting: [HostileCase] = [
        .generated(
            "100,000 { after a view", seconds: 5, megabytes: 64, status: 1,
            "h.nav:1:264: error: blocks are nested more than 256 deep; the input is not read further"
        ) { Array("view A ".utf8) + [UInt8](repeating: 0x7B, count: 100_000) + [0x0A] },
        .generated(
            "100,000 { alone", seconds: 5, megabytes: 64, status: 1,
            "h.nav:1:257: error: blocks are nested more than 256 deep"
        ) { [UInt8](repeating: 0x7B, count: 100_000) + [0x0A] },
        .generated(
            "100,000 { one per line", seconds: 5, megabytes: 64, status: 1,
            "h.nav:257:1: error: blocks are nested more than 256 deep"
        ) { Array("view A {\n".utf8) + repeated("{\n", 100_000) },
        .generated(
            "257 nested blocks", seconds: 5, megabytes: 64, status: 1,
            "h.nav:1:264: error: blocks are nested more than 256 deep"
        ) {
            Array("view A ".utf8) + [UInt8](repeating: 0x7B, count: 257)
                + [UInt8](repeating: 0x7D, count: 257) + [0x0A]
        },
        .generated(
            "100,000 } make one error", seconds: 5, megabytes: 64, status: 1,
            "h.nav:1:1: error: '}' has no '{' to close"
        ) { [UInt8](repeating: 0x7D, count: 100_000) + [0x0A] },
        .generated(
            "100,000 ( in a popover anchor", seconds: 5, megabytes: 64, status: 1,
            "h.nav:1:100026: error: expected ',', found '->'"
        ) {
            Array("view A { segue popover".utf8) + [UInt8](repeating: 0x28, count: 100_000)
                + Array(" a -> B }\n".utf8)
        },
        .generated("100,000 escaped quotes", seconds: 5, megabytes: 64, status: 0, nil) {
            Array("view A \"".utf8) + repeated("\\\"", 100_000) + Array("\"\nexpect top A\n".utf8)
        },
        .text(
            "a button in a button", "view A { button \"x\" { button \"y\" { route nil } } }\n", status: 1,
            "h.nav:1:23: error: 'button' is a declaration; a button's block holds only commands"),
        .text(
            "a view in a view", "view A { view B }\n", status: 1,
            "h.nav:1:10: error: 'view' cannot be written inside a view's block"),
        .text(
            "segues in segues", "view A { segues push { a -> B { c -> D } } }\n", status: 1,
            "h.nav:1:31: error: expected a newline or ';' after the statement, found '{'"),
    ]
}
extension HostileCase {
    /// Text that is not the language: unclosed, unmatched, misplaced, unknown.
    static let syntax: [HostileCase] = [
        .bytes(
            "unterminated string at the end", Array("view A \"abc".utf8), status: 1,
            "h.nav:1:8: error: unterminated string: no closing '\"' before the end of the input"),
        .text(
            "unterminated string, more lines", "view A \"abc\nview B\nview C\n", status: 1,
            "h.nav:1:8: error: unterminated string: no closing '\"' before the end of the input"),
        .text("a lone quote", "\"\n", status: 1, "h.nav:1:1: error: unterminated string"),
        .text(
            "unterminated block", "view A {\n  navigation\n", status: 1,
            "h.nav:1:8: error: this '{' is never closed: the input ends before its '}'"),
        .text(
            "unterminated block's end", "view A {\n  navigation\n", status: 1,
            "h.nav:3:1: note: the input ends here"),
        .text(
            "unterminated button block", "view A { button \"x\" { route nil\n", status: 1,
            "h.nav:1:21: error: this '{' is never closed"),
        .text("} without {", "view A\n}\n", status: 1, "h.nav:2:1: error: '}' has no '{' to close"),
        .text(
            "{ without an owner", "view A\n{ navigation }\n", status: 1,
            "h.nav:2:1: error: a '{' block must start on the line of the view, button or segues it belongs to"
        ),
        .text(
            "an arrow alone", "->\n", status: 1,
            "h.nav:1:1: error: expected a command or a declaration, found '->'"),
        .text(
            "a number alone", "42\n", status: 1,
            "h.nav:1:1: error: expected a command or a declaration, found the number '42'"),
        .text(
            "a backslash alone", "\\\n", status: 1,
            "h.nav:1:1: error: expected a command or a declaration, found '\\'"),
        .text(
            "#> before any statement", "#> A\nview A\n", status: 1,
            "h.nav:1:1: error: '#>' line does not follow a statement"),
        .text(
            "#> inside a block", "view A {\n#> x\n}\n", status: 1,
            "h.nav:2:1: error: '#>' lines belong after the whole statement, not inside its block"),
        .text(
            "a name starting with a digit", "view 9lives\n", status: 1,
            "h.nav:1:6: error: expected a view name, found the number '9'"),
        .text(
            "a dotted view name", "view A.B\n", status: 1,
            "h.nav:1:7: error: expected a newline or ';' after the statement, found '.'"),
        .text(
            "a quoted view name", "view \"A\"\n", status: 1,
            "h.nav:1:6: error: expected a view name, found the string '\"A\"'"),
        .text(
            "Swift instead of navsh", "var route: Route? = nil\n", status: 1,
            "h.nav:1:1: error: unknown command 'var'; 'help' lists the commands"),
        .text(
            "an assignment", "view A\nroute = a\n", status: 1, "h.nav:2:7: error: expected a tag, found '='"),
        .text(
            "unknown everything", "frobnicate the wibble --now\n", status: 1,
            "h.nav:1:1: error: unknown command 'frobnicate'; 'help' lists the commands"),
        .text(
            "a misspelt command", "view A\nrout x\n", status: 1,
            "h.nav:2:1: error: unknown command 'rout'; did you mean 'route'?"),
        .text(
            "an unknown option", "view A\nstack --wibble\n", status: 1,
            "h.nav:2:7: error: unknown option '--wibble' for 'stack'"),
        .text(
            "an unknown view member", "view X { frobnicate }\n", status: 1,
            "h.nav:1:10: error: unknown view member 'frobnicate'"),
        .text("a keyword as a name", "view view\nexpect top view\n", status: 0, nil),
        .text("only semicolons", ";;;;\nview A\nexpect top A\n", status: 0, nil),
        .text("a shebang", "#!/usr/bin/env navsh\nview A\nexpect top A\n", status: 0, nil),
        .bytes("an empty file", [], status: 0, nil),
        .text(
            "the first error stops the script", "view A\nroute x\nview B\n", status: 1,
            "h.nav:2:7: error: no segue is tagged 'x'"),
        .text("nothing runs after quit", "view A\nquit\nexpect top B\n", status: 0, nil),
        .text(
            "fuzz: expect top before any view", "expect top A\n", status: 1,
            "h.nav:1:12: error: no view is declared yet"),
        .text(
            "fuzz: expect a state before any view", "expect Detail.showInfo false\n", status: 1,
            "h.nav:1:8: error: no view is declared yet"),
        .text(
            "fuzz: routes before any view", "routes\n", status: 1, "h.nav:1:1: error: no view is declared yet"
        ),
    ]

    /// CRLF, CR, mixed endings and files without a final newline.
    static let lineEndings: [HostileCase] = [
        .bytes(
            "CRLF throughout",
            Array(
                "view A { navigation; segue push x -> B }\r\nview B\r\nroute x\r\nexpect top B\r\n".utf8),
            status: 0, nil, arguments: ["-q", "h.nav"]),
        .bytes(
            "CRLF keeps locations", Array("view A\r\nview B\r\nroute nowhere\r\n".utf8), status: 1,
            "h.nav:3:7: error: no segue is tagged 'nowhere'"),
        .bytes(
            "CRLF in a block",
            Array(
                "view A {\r\n  navigation\r\n  segue push x -> B\r\n}\r\nview B\r\nroute x\r\nexpect top B\r\n"
                    .utf8),
            status: 0, nil, arguments: ["-q", "h.nav"]),
        .bytes(
            "mixed LF and CRLF",
            Array("view A { navigation; segue push x -> B }\r\nview B\nroute x\r\nexpect top B\n".utf8),
            status: 0, nil, arguments: ["-q", "h.nav"]),
        .bytes("CRLF inside a string", Array("view A \"a\r\nb\"\nexpect top A\n".utf8), status: 0, nil),
        .bytes(
            "CR only", Array("view A\rview B\r".utf8), status: 1,
            "h.nav:1:8: error: expected a newline or ';' after the statement, found 'view'"),
        .bytes("no final newline", Array("view A\nexpect top A".utf8), status: 0, nil),
        .bytes(
            "no final newline, failing", Array("view A\nexpect top B".utf8), status: 3,
            "h.nav:2:12: error: expected top 'B', found 'A'"),
        .bytes("no final newline after a block", Array("view A {\n  navigation }".utf8), status: 0, nil),
        .bytes("no final newline after a comment", Array("view A\n# done".utf8), status: 0, nil),
        .bytes("only newlines", Array("\n\n\n".utf8), status: 0, nil),
        .bytes(
            "form feed", Array("view A\u{0C}\n".utf8), status: 1,
            "h.nav:1:7: error: control character U+000C is not allowed"),
        .bytes(
            "vertical tab", Array("view A\u{0B}\n".utf8), status: 1,
            "h.nav:1:7: error: control character U+000B is not allowed"),
        .bytes("tabs", Array("view\tA\t{\tnavigation\t}\nexpect top A\n".utf8), status: 0, nil),
        .bytes(
            "a CRLF self-check", Array("view A\r\nstack --path\r\n#> A\r\n".utf8), status: 0, nil,
            arguments: ["test", "h.nav"], output: "1 passed, 0 failed"),
        .bytes(
            "a self-check without a final newline", Array("view A\nstack --path\n#> A".utf8), status: 0, nil,
            arguments: ["test", "h.nav"], output: "1 passed, 0 failed"),
    ]
}
/// Makes a file that the user navsh runs as cannot read (mode 000; navsh runs as `nobody` when
/// the tests run as root, who could read it anyway).
private func lock(_ name: String) -> @Sendable (String) throws -> Void {
    { directory in
        let path = directory + "/" + name
        try Data("view L\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0)
    }
}

extension HostileCase {
    /// Files that are missing, directories, unreadable, sourced in a cycle, or not writable.
    static let files: [HostileCase] = [
        .text(
            "the script is missing", "", status: 4, "navsh: cannot read 'missing.nav': no such file",
            arguments: ["missing.nav"]),
        .text(
            "the script is a directory", "", status: 4, "navsh: cannot read '.': is a directory",
            arguments: ["."]),
        .text(
            "the script is unreadable", "", status: 4, "navsh: cannot read 'locked.nav': permission denied",
            arguments: ["locked.nav"], prepare: lock("locked.nav")),
        .text(
            "source of a missing file", "source nope.nav\n", status: 4,
            "h.nav:1:8: error: cannot read 'nope.nav': no such file"),
        .text(
            "source of a directory", "source sub\n", status: 4,
            "h.nav:1:8: error: cannot read 'sub': is a directory",
            files: ["sub/x.nav": "view X\n"]),
        .text(
            "source of an unreadable file", "source locked.nav\n", status: 4,
            "h.nav:1:8: error: cannot read 'locked.nav': permission denied", prepare: lock("locked.nav")),
        .text(
            "source of itself", "view A\nsource h.nav\n", status: 1,
            "h.nav:2:8: error: source cycle: 'h.nav' → 'h.nav'"),
        .text(
            "a source cycle", "view A\nsource b.nav\n", status: 1,
            "c.nav:1:8: error: source cycle: 'h.nav' → 'b.nav' → 'c.nav' → 'b.nav'",
            files: ["b.nav": "source c.nav\n", "c.nav": "source b.nav\n"]),
        .text(
            "sources nested 66 deep", "source f1.nav\n", status: 1,
            "f64.nav:1:8: error: sources are nested deeper than 64 files",
            files: Dictionary(
                uniqueKeysWithValues: (1...66).map { ("f\($0).nav", "source f\($0 + 1).nav\n") })),
        .text(
            "a sourced file's invalid UTF-8", "source bad.nav\n", status: 4,
            "bad.nav:1:6: error: invalid UTF-8 byte 0xFF",
            files: ["bad.nav": "view \u{FFFD}\n"],
            prepare: { directory in
                try Data([0x76, 0x69, 0x65, 0x77, 0x20, 0xFF, 0x0A]).write(
                    to: URL(fileURLWithPath: directory + "/bad.nav"))
            }),
        .text(
            "a sourced file's syntax error", "view A\nsource bad.nav\n", status: 1,
            "bad.nav:2:1: error: unknown command 'rout'; did you mean 'route'?",
            files: ["bad.nav": "view B\nrout x\n"]),
        .text(
            "a sourced file's error names its includer", "view A\nsource bad.nav\nview C\n", status: 1,
            "note: included from h.nav:2:1", files: ["bad.nav": "view B\nroute nowhere\n"]),
        .text(
            "source of an empty path", "source \"\"\n", status: 4,
            "h.nav:1:8: error: cannot read '': no such file"),
        .text(
            "source of a path with a newline", "source \"a\\nb.nav\"\n", status: 4,
            "h.nav:1:8: error: cannot read \"a\\nb.nav\": no such file"),
        .text("source of /dev/null", "view A\nsource /dev/null\nexpect top A\n", status: 0, nil),
        .text(
            "source of a symbolic-link loop", "source loop.nav\n", status: 4,
            "h.nav:1:8: error: cannot read 'loop.nav': ",
            prepare: { directory in
                try FileManager.default.createSymbolicLink(
                    atPath: directory + "/loop.nav", withDestinationPath: "loop.nav")
            }),
        .text(
            "source of a dangling link", "source dangling.nav\n", status: 4,
            "h.nav:1:8: error: cannot read 'dangling.nav': no such file",
            prepare: { directory in
                try FileManager.default.createSymbolicLink(
                    atPath: directory + "/dangling.nav", withDestinationPath: "nowhere.nav")
            }),
        .text(
            "source through a file", "source h.nav/x.nav\n", status: 4,
            "h.nav:1:8: error: cannot read 'h.nav/x.nav': "),
        .text(
            "record into a missing directory", "view A\nrecord nodir/r.nav\n", status: 4,
            "h.nav:2:8: error: cannot write 'nodir/r.nav': no such file"),
        .text(
            "record onto a directory", "view A\nrecord sub\n", status: 4,
            "h.nav:2:8: error: cannot write 'sub': is a directory",
            files: ["sub/x": "x"]),
        .text(
            "graph into a missing directory", "view A\ngraph --output nodir/g.dot\n", status: 4,
            "h.nav:2:16: error: cannot write 'nodir/g.dot': no such file"),
        .text(
            "test of a directory without .nav files", "", status: 4, "navsh: no .nav files under 'sub'",
            arguments: ["test", "sub"], files: ["sub/readme": "x"]),
        .text(
            "test of a missing file", "", status: 4, "navsh: cannot read 'nope.nav': no such file",
            arguments: ["test", "nope.nav"]),
        .text(
            "check of a missing file", "", status: 4, "navsh: cannot read 'nope.nav': no such file",
            arguments: ["check", "nope.nav"]),
        .text(
            "a path with a newline on the command line", "", status: 4,
            "navsh: cannot read \"x\\ny\": no such file",
            arguments: ["x\ny"]),
    ]

    /// Models far bigger than apps: thousands of segues, views, buttons and states, and cycles
    /// that push or present until the depth limit.
    static let modelScale: [HostileCase] = [
        .generated("10,000 segues on one view", seconds: 10, megabytes: 96, status: 0, nil) {
            hub() + Array("route t9999\nexpect top V9999\nback\nroute t0\nexpect top V0\n".utf8)
        },
        .generated("10,000 segues in one segues block", seconds: 10, megabytes: 96, status: 0, nil) {
            Array("view Hub {\n  navigation\n  segues push {\n".utf8)
                + lines(10_000) { "    t\($0) -> V\($0)" }
                + Array("  }\n}\n".utf8) + lines(10_000) { "view V\($0)" }
                + Array("route t5000\nexpect top V5000\n".utf8)
        },
        .generated(
            "10,000 segues, routes listed", seconds: 10, megabytes: 96, status: 0, nil,
            output: "  route t9999  push V9999"
        ) { hub() + Array("routes\n".utf8) },
        .generated(
            "an unknown tag among 10,000", seconds: 10, megabytes: 96, status: 1,
            "error: no segue is tagged 't10000'; did you mean"
        ) { hub() + Array("route t10000\n".utf8) },
        .generated(
            "a route cycle pushing 100,000 times", seconds: 15, megabytes: 96, status: 1,
            "h.nav:10002:1: " + depthLimit
        ) { Array(cycle.utf8) + repeated("route next\n", 100_000) },
        .generated(
            "a route cycle names its limit", seconds: 15, megabytes: 96, status: 1,
            "note: a route cycle? navsh stops at 10000 views (navsh(1), LIMITS)"
        ) { Array(cycle.utf8) + repeated("route next\n", 100_000) },
        .generated(
            "a button cycle", seconds: 15, megabytes: 96, status: 1, "h.nav:10002:1: " + depthLimit
        ) {
            Array(
                "view A { navigation; segue push next -> B; button \"again\" { route next } }\nview B { segue push next -> A; button \"again\" { route next } }\n"
                    .utf8) + repeated("tap \"again\"\n", 100_000)
        },
        .generated(
            "a presentation cycle", seconds: 30, megabytes: 96, status: 1, "h.nav:10001:1: " + depthLimit
        ) { Array("view A { segue sheet next -> A }\n".utf8) + repeated("route next\n", 100_000) },
        .generated(
            "a 10,000-view push chain", seconds: 20, megabytes: 96, status: 1, "h.nav:20001:1: " + depthLimit
        ) {
            Array("view V0 { navigation; segue push n -> V1 }\n".utf8)
                + lines(9_999) { "view V\($0 + 1) { segue push n -> V\($0 + 2) }" }
                + Array("view V10000\n".utf8)
                + repeated("route n\n", 10_000)
        },
        .generated(
            "10,000 buttons", seconds: 10, megabytes: 96, status: 1,
            "h.nav:10004:5: error: 'A' has no control labelled \"nope\""
        ) {
            Array("view A {\n".utf8) + lines(10_000) { "  button \"b\($0)\" { route nil }" }
                + Array("}\ntap \"b9999\"\ntap \"nope\"\n".utf8)
        },
        .generated(
            "10,000 states on one view", seconds: 10, megabytes: 96, status: 1,
            "h.nav:10006:8: error: 't2' is not a value of 'A.s1'"
        ) {
            Array("view A {\n".utf8) + lines(10_000) { "  segue sheet t\($0) -> B selection s\($0)" }
                + Array("}\nview B\nset s9999 t9999\nexpect top B\nset s1 t2\n".utf8)
        },
        .generated("a button of 10,000 commands", seconds: 10, megabytes: 96, status: 0, nil) {
            Array("view A { navigation; segue push n -> B; button \"x\" { ".utf8)
                + repeated("route n; route nil; ", 5_000)
                + Array("} }\nview B\ntap \"x\"\nexpect top B\n".utf8)
        },
        .generated("a view declared 10,000 times", seconds: 10, megabytes: 96, status: 0, nil) {
            lines(10_000) { "view A { segue push t\($0) -> A }" }
        },
        .generated(
            "explore of a state explosion", seconds: 15, megabytes: 128, status: 0,
            "h.nav:3:1: warning: explore stopped at the limit of 20000 states; raise it with --max-states"
        ) {
            Array(
                "view A { navigation; link \"a\" -> A; link \"b\" -> B; popoverlink \"p\" -> A }\nview B { link \"a\" -> A; link \"b\" -> B }\nexplore --max-states 20000\n"
                    .utf8)
        },
        .generated("explore of 10,000 segues", seconds: 10, megabytes: 96, status: 0, nil) {
            hub() + Array("explore\n".utf8)
        },
        .generated(
            "reach among 10,000 segues", seconds: 10, megabytes: 96, status: 0, nil, output: "route t9999"
        ) {
            hub() + Array("reach V9999 --programmatic\n".utf8)
        },
        .generated(
            "graph of 10,000 segues", seconds: 10, megabytes: 96, status: 0, nil,
            output: "digraph navigation {"
        ) {
            hub() + Array("graph\n".utf8)
        },
        .generated("check of 10,000 segues", seconds: 10, megabytes: 96, status: 0, nil) {
            hub() + Array("check\n".utf8)
        },
        .generated(
            "undo past its 1,000 snapshots", seconds: 10, megabytes: 160, status: 1,
            "h.nav:2503:1: error: nothing to undo"
        ) { Array(cycle.utf8) + repeated("route next\n", 1_500) + repeated("undo\n", 2_000) },
    ]
}
extension HostileCase {
    /// Every command and declaration with missing, extra and wrong arguments, unknown names,
    /// out-of-range numbers and versions; then the command line's own options.
    static let arguments: [HostileCase] = [
        .command(
            "route: missing tag", "route", status: 1,
            "h.nav:4:6: error: expected a tag, found the end of the line"),
        .command(
            "route: extra argument", "route a b", status: 1,
            "h.nav:4:9: error: expected a newline or ';' after the statement, found 'b'"),
        .command("route: wrong tag", "route zzz", status: 1, "h.nav:4:7: error: no segue is tagged 'zzz'"),
        .command(
            "route: number", "route 42", status: 1, "h.nav:4:7: error: expected a tag, found the number '42'"),
        .command(
            "set: missing state", "set", status: 1,
            "h.nav:4:4: error: expected a state name, found the end of the line"),
        .command(
            "set: missing value", "set shown", status: 1,
            "h.nav:4:10: error: expected a value (a tag, 'nil', 'true' or 'false'), found the end of the line"
        ),
        .command(
            "set: extra argument", "set shown s s", status: 1,
            "h.nav:4:13: error: expected a newline or ';' after the statement, found 's'"),
        .command(
            "set: wrong value", "set shown nope", status: 1,
            "h.nav:4:11: error: 'nope' is not a value of 'Home.shown'"),
        .command(
            "set: unknown state", "set nothing nil", status: 1,
            "h.nav:4:5: error: no view on the path has a state 'nothing'"),
        .command(
            "set: unknown view", "set Nobody.shown nil", status: 1,
            "h.nav:4:5: error: no view is named 'Nobody'"),
        .command(
            "set: string value", "set shown \"s\"", status: 1,
            "h.nav:4:11: error: expected a value (a tag, 'nil', 'true' or 'false'), found the string '\"s\"'"),
        .command(
            "tap: missing label", "tap", status: 1,
            "h.nav:4:4: error: expected a quoted label, found the end of the line"),
        .command(
            "tap: extra argument", "tap \"Go\" \"Go\"", status: 1,
            "h.nav:4:10: error: expected a newline or ';' after the statement, found the string '\"Go\"'"),
        .command(
            "tap: unknown label", "tap \"Stop\"", status: 1,
            "h.nav:4:5: error: 'Home' has no control labelled \"Stop\""),
        .command(
            "tap: number", "tap 7", status: 1,
            "h.nav:4:5: error: expected a quoted label, found the number '7'"),
        .command(
            "dismiss: extra argument", "dismiss now", status: 1,
            "h.nav:4:9: error: expected a newline or ';' after the statement, found 'now'"),
        .command(
            "back: extra argument", "back twice", status: 1,
            "h.nav:4:6: error: expected a newline or ';' after the statement, found 'twice'"),
        .command(
            "back: on the root", "back", status: 1, "h.nav:4:1: error: no back button: 'Home' is not pushed"),
        .command(
            "swipe: missing direction", "swipe", status: 1,
            "h.nav:4:6: error: expected 'back' or 'down', found the end of the line"),
        .command(
            "swipe: wrong direction", "swipe left", status: 1,
            "h.nav:4:7: error: unknown word 'left'; expected 'back' or 'down'"),
        .command(
            "swipe: extra argument", "swipe down twice", status: 1,
            "h.nav:4:12: error: expected a newline or ';' after the statement, found 'twice'"),
        .command(
            "sizeclass: missing class", "sizeclass", status: 1,
            "h.nav:4:10: error: expected compact or regular, after an optional vertical or horizontal, found the end of the line"
        ),
        .command(
            "sizeclass: wrong class", "sizeclass huge", status: 1,
            "h.nav:4:11: error: unknown size class 'huge'; expected compact or regular, after an optional vertical or horizontal"
        ),
        .command(
            "sizeclass: vertical without class", "sizeclass vertical", status: 1,
            "h.nav:4:19: error: expected compact or regular, after an optional vertical or horizontal, found the end of the line"
        ),
        .command(
            "sizeclass: extra argument", "sizeclass compact regular", status: 1,
            "h.nav:4:19: error: expected a newline or ';' after the statement, found 'regular'"),
        .command(
            "device: missing name", "device", status: 1,
            "h.nav:4:7: error: expected a device name such as 'iphone' or 'ipad-slideover', found the end of the line"
        ),
        .command(
            "device: unknown name", "device toaster", status: 1, "h.nav:4:8: error: 'toaster' is not a device"
        ),
        .command(
            "device: extra argument", "device ipad ipad", status: 1,
            "h.nav:4:13: error: expected a newline or ';' after the statement, found 'ipad'"),
        .command(
            "ios: missing version", "ios", status: 1,
            "h.nav:4:4: error: expected an iOS version such as '16.4', found the end of the line"),
        .command(
            "ios: huge major", "ios 99999999999999999999", status: 1,
            "h.nav:4:5: error: number '99999999999999999999' is out of range"),
        .command(
            "ios: huge minor", "ios 14.99999999999999999999", status: 1,
            "h.nav:4:5: error: number '14.99999999999999999999' is out of range"),
        .command("ios: never shipped", "ios 19", status: 1, "h.nav:4:5: error: iOS 19 never shipped"),
        .command("ios: unknown minor", "ios 14.12", status: 1, "h.nav:4:5: error: iOS 14.12 never shipped"),
        .command(
            "ios: three parts", "ios 14.5.1", status: 1,
            "h.nav:4:5: error: '14.5.1' is not an iOS version; write MAJOR or MAJOR.MINOR, like '16.4'"),
        .command(
            "ios: negative", "ios -14", status: 1,
            "h.nav:4:5: error: expected an iOS version such as '16.4', found '-'"),
        .command(
            "ios: word", "ios latest", status: 1,
            "h.nav:4:5: error: expected an iOS version such as '16.4', found 'latest'"),
        .command(
            "ios: extra argument", "ios 17 18", status: 1,
            "h.nav:4:8: error: expected a newline or ';' after the statement, found the number '18'"),
        .command(
            "ios: away from the root", "route a; ios 17", status: 1,
            "h.nav:4:10: error: the iOS version changes only at the root; the stack is 2 views deep"),
        .command(
            "stack: unknown option", "stack --xml", status: 1,
            "h.nav:4:7: error: unknown option '--xml' for 'stack'; expected an option of 'stack'"),
        .command(
            "stack: extra argument", "stack now", status: 1,
            "h.nav:4:7: error: expected a newline or ';' after the statement, found 'now'"),
        .command(
            "stack: option twice", "stack --json --json", status: 1,
            "h.nav:4:14: error: expected a newline or ';' after the statement, found '--json'"),
        .command(
            "routes: extra argument", "routes all", status: 1,
            "h.nav:4:8: error: expected a newline or ';' after the statement, found 'all'"),
        .command(
            "explain: extra argument", "explain why", status: 1,
            "h.nav:4:9: error: expected a newline or ';' after the statement, found 'why'"),
        .command(
            "views: extra argument", "views all", status: 1,
            "h.nav:4:7: error: expected a newline or ';' after the statement, found 'all'"),
        .command(
            "expect: missing assertion", "expect", status: 1,
            "h.nav:4:7: error: expected stack, top, depth, sizeclass, error, warning or a state, found the end of the line"
        ),
        .command(
            "expect top: missing view", "expect top", status: 1,
            "h.nav:4:11: error: expected a view name or a quoted text, found the end of the line"),
        .command(
            "expect top: wrong view", "expect top A", status: 3,
            "h.nav:4:12: error: expected top 'A', found 'Home'"),
        .command(
            "expect depth: missing number", "expect depth", status: 1,
            "h.nav:4:13: error: expected a whole number, found the end of the line"),
        .command(
            "expect depth: word", "expect depth deep", status: 1,
            "h.nav:4:14: error: expected a whole number, found 'deep'"),
        .command(
            "expect depth: huge", "expect depth 99999999999999999999", status: 1,
            "h.nav:4:14: error: number '99999999999999999999' is out of range"),
        .command(
            "expect stack: missing path", "expect stack", status: 1,
            "h.nav:4:13: error: expected a view name or a quoted text, found the end of the line"),
        .command(
            "expect stack: bad kind", "expect stack Home > fly A", status: 1,
            "h.nav:4:21: error: unknown path kind 'fly'; expected push, detail, modal, sheet or popover"),
        .command(
            "expect stack: trailing >", "expect stack Home >", status: 1,
            "h.nav:4:20: error: expected push, detail, modal, sheet or popover, found the end of the line"),
        .command(
            "expect sizeclass: missing class", "expect sizeclass", status: 1,
            "h.nav:4:17: error: expected compact or regular, after an optional vertical or horizontal, found the end of the line"
        ),
        .command(
            "expect state: missing value", "expect shown", status: 1,
            "h.nav:4:13: error: expected a value (a tag, 'nil', 'true' or 'false'), found the end of the line"
        ),
        .command(
            "expect state: unknown state", "expect nothing nil", status: 1,
            "h.nav:4:8: error: no view on the path has a state 'nothing'"),
        .command(
            "expect error: unquoted text", "expect error oops", status: 1,
            "h.nav:4:14: error: expected a newline or ';' after the statement, found 'oops'"),
        .command(
            "expect error: nothing fails", "expect error\nroute a", status: 3,
            "h.nav:4:1: error: expected an error, but 'route a' succeeded"),
        .command(
            "expect warning: nothing warns", "expect warning\nroute a", status: 3,
            "h.nav:4:1: error: expected a warning, found no warning"),
        .command(
            "expect error: at the end", "expect error", status: 3,
            "h.nav:4:1: error: expected an error from the next statement, but the script ends here"),
        .command(
            "undo: extra argument", "undo 2", status: 1,
            "h.nav:4:6: error: expected a newline or ';' after the statement, found the number '2'"),
        .command(
            "reset: extra argument", "reset all", status: 1,
            "h.nav:4:7: error: expected a newline or ';' after the statement, found 'all'"),
        .command(
            "source: missing file", "source", status: 1,
            "h.nav:4:7: error: expected a file path, found the end of the line"),
        .command(
            "source: extra argument", "source a.nav b.nav", status: 1,
            "h.nav:4:14: error: expected a newline or ';' after the statement, found 'b'"),
        .command(
            "record: missing file", "record", status: 1,
            "h.nav:4:7: error: expected a file path, found the end of the line"),
        .command(
            "record: extra argument", "record a.nav b.nav", status: 1,
            "h.nav:4:14: error: expected a newline or ';' after the statement, found 'b'"),
        .command(
            "record: unwritable", "record /nonexistent/dir/r.nav", status: 4,
            "h.nav:4:8: error: cannot write '/nonexistent/dir/r.nav': no such file"),
        .command(
            "history: extra argument", "history 5", status: 1,
            "h.nav:4:9: error: expected a newline or ';' after the statement, found the number '5'"),
        .command(
            "help: unknown topic", "help frobnicate", status: 1,
            "h.nav:4:6: error: no command is named 'frobnicate'"),
        .command(
            "help: extra argument", "help route set", status: 1,
            "h.nav:4:12: error: expected a newline or ';' after the statement, found 'set'"),
        .command(
            "help: number", "help 5", status: 1,
            "h.nav:4:6: error: expected a newline or ';' after the statement, found the number '5'"),
        .command(
            "quit: extra argument", "quit now", status: 1,
            "h.nav:4:6: error: expected a newline or ';' after the statement, found 'now'"),
        .command(
            "exit: extra argument", "exit 3", status: 1,
            "h.nav:4:6: error: expected a newline or ';' after the statement, found the number '3'"),
        .command(
            "check: extra argument", "check all", status: 1,
            "h.nav:4:7: error: expected a newline or ';' after the statement, found 'all'"),
        .command(
            "reach: missing view", "reach", status: 1,
            "h.nav:4:6: error: expected a view name, found the end of the line"),
        .command(
            "reach: unknown view", "reach Nowhere", status: 1, "h.nav:4:7: error: no view is named 'Nowhere'"),
        .command(
            "reach: unknown option", "reach A --fast", status: 1,
            "h.nav:4:9: error: unknown option '--fast' for 'reach'; expected an option of 'reach'"),
        .command(
            "reach: extra argument", "reach A S", status: 1,
            "h.nav:4:9: error: expected a newline or ';' after the statement, found 'S'"),
        .command(
            "open: missing view", "open", status: 1,
            "h.nav:4:5: error: expected a view name, found the end of the line"),
        .command(
            "open: unknown view", "open Nowhere", status: 1, "h.nav:4:6: error: no view is named 'Nowhere'"),
        .command(
            "open: extra argument", "open A S", status: 1,
            "h.nav:4:8: error: expected a newline or ';' after the statement, found 'S'"),
        .command(
            "explore: unknown option", "explore --fast", status: 1,
            "h.nav:4:9: error: unknown option '--fast' for 'explore'; expected an option of 'explore'"),
        .command(
            "explore: depth missing number", "explore --depth", status: 1,
            "h.nav:4:16: error: expected a whole number, found the end of the line"),
        .command(
            "explore: depth word", "explore --depth deep", status: 1,
            "h.nav:4:17: error: expected a whole number, found 'deep'"),
        .command(
            "explore: depth huge", "explore --depth 99999999999999999999", status: 1,
            "h.nav:4:17: error: number '99999999999999999999' is out of range"),
        .command(
            "explore: max-states zero", "explore --max-states 0", status: 1,
            "h.nav:4:1: error: --max-states must be at least 1"),
        .command(
            "explore: depth twice", "explore --depth 1 --depth 2", status: 1,
            "h.nav:4:19: error: '--depth' is given twice"),
        .command(
            "explore: extra argument", "explore now", status: 1,
            "h.nav:4:9: error: expected a newline or ';' after the statement, found 'now'"),
        .command(
            "graph: unknown format", "graph --format gif", status: 1,
            "h.nav:4:16: error: unknown graph format 'gif'; expected dot, mermaid, svg or png"),
        .command(
            "graph: missing output", "graph --output", status: 1,
            "h.nav:4:15: error: expected a file path, found the end of the line"),
        .command(
            "graph: extra argument", "graph now", status: 1,
            "h.nav:4:7: error: expected a newline or ';' after the statement, found 'now'"),
        .command(
            "graph: unwritable output", "graph --format dot --output /nonexistent/dir/g.dot", status: 4,
            "h.nav:4:29: error: cannot write '/nonexistent/dir/g.dot': no such file"),
        .command(
            "view: missing name", "view", status: 1,
            "h.nav:4:5: error: expected a view name, found the end of the line"),
        .command(
            "view: number name", "view 42", status: 1,
            "h.nav:4:6: error: expected a view name, found the number '42'"),
        .command(
            "view: extra argument", "view X \"t\" extra", status: 1,
            "h.nav:4:12: error: expected a newline or ';' after the statement, found 'extra'"),
        .command(
            "view: title twice", "view X \"a\" \"b\"", status: 1,
            "h.nav:4:12: error: expected a newline or ';' after the statement, found the string '\"b\"'"),
        .command(
            "root: missing view", "root", status: 1,
            "h.nav:4:5: error: expected a view name, found the end of the line"),
        .command(
            "root: unknown view", "root Nowhere", status: 1, "h.nav:4:6: error: no view is named 'Nowhere'"),
        .command(
            "root: extra argument", "root A S", status: 1,
            "h.nav:4:8: error: expected a newline or ';' after the statement, found 'S'"),
        .command(
            "navigation: outside a view", "navigation", status: 1,
            "h.nav:4:1: error: 'navigation' declares part of a view; write it inside 'view NAME { … }'"),
        .command(
            "navigation: wrong style", "view X { navigation style tabs }", status: 1,
            "h.nav:4:27: error: unknown navigation style 'tabs'; expected stack or columns"),
        .command(
            "navigation: extra argument", "view X { navigation \"t\" extra }", status: 1,
            "h.nav:4:25: error: expected a newline or ';' after the statement, found 'extra'"),
        .command(
            "segue: missing kind", "view X { segue }", status: 1,
            "h.nav:4:16: error: expected push, modal, sheet or popover, found '}'"),
        .command(
            "segue: wrong kind", "view X { segue fly a -> A }", status: 1,
            "h.nav:4:16: error: unknown segue kind 'fly'; expected push, modal, sheet or popover"),
        .command(
            "segue: missing arrow", "view X { segue push a A }", status: 1,
            "h.nav:4:23: error: expected '->', found 'A'"),
        .command(
            "segue: missing destination", "view X { segue push a -> }", status: 1,
            "h.nav:4:26: error: expected a view name or 'text \"…\"', found '}'"),
        .command(
            "segue: unknown option", "view X { segue push a -> A fast }", status: 1,
            "h.nav:4:28: error: unknown segue option 'fast'; expected selection, interactiveDismissDisabled or presentationCompactAdaptation"
        ),
        .command(
            "segue: selection twice", "view X { segue sheet a -> A selection p selection q }", status: 1,
            "h.nav:4:41: error: 'selection' is given twice"),
        .command(
            "segue: bad popover edge", "view X { segue popover(rect(bounds), up) a -> A }", status: 1,
            "h.nav:4:38: error: unknown arrow edge 'up'; expected top, bottom, leading or trailing"),
        .command(
            "segue: bad adaptation", "view X { segue popover a -> A presentationCompactAdaptation(window) }",
            status: 1,
            "h.nav:4:61: error: unknown adaptation 'window'; expected automatic, none, popover, sheet or fullScreenCover"
        ),
        .command(
            "segue: outside a view", "segue push a -> A", status: 1,
            "h.nav:4:1: error: 'segue' declares part of a view; write it inside 'view NAME { … }'"),
        .command(
            "segues: missing block", "view X { segues push }", status: 1,
            "h.nav:4:22: error: expected '{', found '}'"),
        .command(
            "segues: bad entry", "view X { segues push { a A } }", status: 1,
            "h.nav:4:26: error: expected '->', found 'A'"),
        .command(
            "button: missing label", "view X { button { route a } }", status: 1,
            "h.nav:4:17: error: expected a quoted label, found '{'"),
        .command(
            "button: missing block", "view X { button \"B\" }", status: 1,
            "h.nav:4:21: error: expected '{', found '}'"),
        .command(
            "button: declaration inside", "view X { button \"B\" { view Y } }", status: 1,
            "h.nav:4:23: error: 'view' is a declaration; a button's block holds only commands"),
        .command(
            "button: gesture inside", "view X { button \"B\" { swipe down } }", status: 1,
            "h.nav:4:23: error: a button's closure can only change state: route, route nil, set and dismiss"),
        .command(
            "link: missing arrow", "view X { link \"L\" A }", status: 1,
            "h.nav:4:19: error: expected '->', found 'A'"),
        .command(
            "link: missing label", "view X { link -> A }", status: 1,
            "h.nav:4:15: error: expected a quoted label, found '->'"),
        .command(
            "popoverlink: missing destination", "view X { popoverlink \"P\" -> }", status: 1,
            "h.nav:4:29: error: expected a view name or 'text \"…\"', found '}'"),
        .command(
            "popoverlink: active without state", "view X { popoverlink \"P\" -> A active }", status: 1,
            "h.nav:4:38: error: expected a state name, found '}'"),
        .command(
            "member: command in a view", "view X { route a }", status: 1,
            "h.nav:4:10: error: 'route' is a command; in a view's block, commands go in 'button LABEL { … }'"),
        .command(
            "member: unknown member", "view X { frobnicate }", status: 1,
            "h.nav:4:10: error: unknown view member 'frobnicate'; expected navigation, segue, segues, button, link or popoverlink"
        ),
        .command(
            "destination: undeclared", "view X { navigation; segue push go -> Nowhere }\nroot X\nroute go",
            status: 1, "h.nav:6:1: error: view 'Nowhere' is named as a destination but never declared"),
        .command(
            "state: kind conflict",
            "view X { segue sheet a -> A selection p; popoverlink \"P\" -> A active p }", status: 1,
            "h.nav:4:42: error: 'X.p' is already a route state and cannot also be a Bool state"),
        .text(
            "an unknown option", "", status: 2, "navsh: unknown option '--frobnicate' (see navsh --help)",
            arguments: ["--frobnicate"]),
        .text("-c without a value", "", status: 2, "navsh: option '-c' needs a value", arguments: ["-c"]),
        .text(
            "--ios past 64 bits", "", status: 2,
            "navsh: '99999999999999999999' is not an iOS version that shipped",
            arguments: ["--ios", "99999999999999999999", "h.nav"]),
        .text(
            "--color with a wrong value", "", status: 2,
            "navsh: 'sometimes' is not a colour choice; use auto, always or never",
            arguments: ["--color=sometimes", "h.nav"]),
        .text(
            "--device with a wrong value", "", status: 2, "navsh: 'toaster' is not a device",
            arguments: ["--device", "toaster", "h.nav"]),
        .text(
            "test without a path", "", status: 2, "navsh: 'navsh test' needs a file or directory",
            arguments: ["test"]),
        .text(
            "two scripts", "", status: 2, "navsh: unexpected argument 'extra.nav': navsh runs one file",
            arguments: ["h.nav", "extra.nav"]),
    ]
}
/// Runs one case: writes its files, runs navsh within budget and checks what it answered.
private func check(_ hostile: HostileCase) throws {
    let binary = try #require(NavshBinary.path, "navsh was not built")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "navsh-hostile-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(hostile.script()).write(to: URL(fileURLWithPath: directory + "/h.nav"))
    for (name, bytes) in hostile.files {
        let url = URL(fileURLWithPath: directory + "/" + name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    try hostile.prepare?(directory)
    // Root reads any file: run as nobody where a case needs a file it cannot read.
    var executable = binary
    var arguments = hostile.arguments
    if hostile.prepare != nil, getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    {
        executable = "/usr/bin/setpriv"
        arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", binary] + arguments
    }
    let factor = BoundedProcess.budgetFactor
    let result = try BoundedProcess.run(
        executable, arguments, directory: directory, timeout: max(60, hostile.seconds * factor * 2))

    let errors = result.errorText
    #expect(!result.timedOut, "navsh did not finish")
    #expect(
        result.signal == nil, "navsh was killed by signal \(result.signal ?? 0):\n\(errors.prefix(2_000))")
    #expect(
        result.status == hostile.status,
        "status \(result.shellStatus); standard error:\n\(errors.prefix(2_000))")
    if let diagnostic = hostile.diagnostic {
        #expect(errors.contains(diagnostic), "standard error:\n\(errors.prefix(2_000))")
    } else {
        #expect(errors.isEmpty, "standard error:\n\(errors.prefix(2_000))")
    }
    if let output = hostile.output {
        #expect(result.outputText.contains(output), "standard output:\n\(result.outputText.prefix(2_000))")
    }
    #expect(result.seconds <= hostile.seconds * factor, "took \(result.seconds) s")
    #expect(
        result.peakMegabytes <= BoundedProcess.memoryBudget(hostile.megabytes),
        "peak \(result.peakMegabytes) MiB"
    )
}

@Suite struct HostileInputTests {
    @Test(arguments: HostileCase.encoding) func encoding(_ hostile: HostileCase) throws { try check(hostile) }
    @Test(arguments: HostileCase.size) func size(_ hostile: HostileCase) throws { try check(hostile) }
    @Test(arguments: HostileCase.nesting) func nesting(_ hostile: HostileCase) throws { try check(hostile) }
    @Test(arguments: HostileCase.syntax) func syntax(_ hostile: HostileCase) throws { try check(hostile) }
    @Test(arguments: HostileCase.arguments) func arguments(_ hostile: HostileCase) throws {
        try check(hostile)
    }
    @Test(arguments: HostileCase.files) func files(_ hostile: HostileCase) throws { try check(hostile) }
    @Test(arguments: HostileCase.modelScale) func modelScale(_ hostile: HostileCase) throws {
        try check(hostile)
    }
    @Test(arguments: HostileCase.lineEndings) func lineEndings(_ hostile: HostileCase) throws {
        try check(hostile)
    }

    /// The suite keeps its promise of at least a hundred cases, each named once in its class.
    @Test func everyClassHasNamedCases() {
        let classes: [[HostileCase]] = [
            HostileCase.encoding, HostileCase.size, HostileCase.nesting, HostileCase.syntax,
            HostileCase.arguments, HostileCase.files, HostileCase.modelScale, HostileCase.lineEndings,
        ]
        #expect(classes.map(\.count).reduce(0, +) >= 100)
        for cases in classes {
            #expect(!cases.isEmpty)
            #expect(Set(cases.map(\.name)).count == cases.count, "duplicate names")
        }
    }
}
