/// A view declared on one line, read straight from its bytes with no token made: the shape of
/// every view of a large generated model (`view V17 { navigation; segue push go17 -> V18;
/// popoverlink "P17" -> V18 }`), which `Parser.parseViewLine()` reads this way.
///
///     view-line := 'view' name string? ('{' (';' | member)* '}')? blank* newline
///     member    := 'navigation' string?
///                | 'segue' ('push' | 'modal' | 'sheet' | 'popover') name '->' destination
///                | 'link' string '->' destination
///                | 'popoverlink' string '->' destination
///     destination := name | string | 'text' string
///
/// with blanks (spaces and tabs) anywhere between tokens, where each member is followed by
/// `;` or the closing `}`. Every byte is ASCII, every string printable ASCII with no escape,
/// and no name is `nil`, `true` or `false`. Anything else (another member, a clause, an
/// option, a comment, a second statement, `\r`, the end of the input) reads as nil, and the
/// tokens then parse the line, reporting what is wrong as before.
///
/// Lexing a line like the one above made 17 tokens, each copied into and out of the parser's
/// lookahead and through several parse functions: about 16,800 instructions a view, half of
/// what declaring a 10,000-view model cost.
struct ViewLine {
    /// The bytes of the whole input.
    private let buffer: UnsafeBufferPointer<UInt8>
    /// The offset read next.
    private var at: Int
    /// The location of the byte at `start.offset`, where reading began: every byte read is
    /// ASCII, one column each, so any other location on the line is this one moved along.
    private let start: SourceLocation

    /// What a line read makes: the view, the statement's range, and the offset of the newline
    /// that ends the line.
    struct Read {
        var view: ViewSyntax
        var range: SourceRange
        var newline: Int
    }

    /// A reader of the line in `buffer` from `start.offset` on.
    init(_ buffer: UnsafeBufferPointer<UInt8>, from start: SourceLocation) {
        self.buffer = buffer
        self.at = start.offset
        self.start = start
    }

    /// Whether the line from `offset` on starts with the word `view`, after blanks: the test
    /// made before reading, so that any other line costs a few comparisons.
    static func startsView(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var at = offset
        while at < buffer.count, buffer[at] == 0x20 || buffer[at] == 0x09 { at += 1 }
        guard at + 4 < buffer.count else { return false }
        return buffer[at] == UInt8(ascii: "v") && buffer[at + 1] == UInt8(ascii: "i")
            && buffer[at + 2] == UInt8(ascii: "e") && buffer[at + 3] == UInt8(ascii: "w")
            && !Lexer.isASCIIIdentifierCharacter(buffer[at + 4])
    }

    /// Whether the line from `offset` to its newline at `newline` ends as a view line can: in
    /// `}`, a name or a title, blanks aside, and with a newline. The test made before reading:
    /// a view whose block goes on below (`view A {`) is left to the tokens at once, where
    /// reading its name and title first cost a `-c` run's built-in app a few thousand
    /// instructions.
    static func endsLikeViewLine(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int, newline: Int) -> Bool
    {
        guard newline < buffer.count else { return false }
        var end = newline
        while end > offset, buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09 { end -= 1 }
        guard end > offset else { return false }
        let last = buffer[end - 1]
        return last == UInt8(ascii: "}") || last == UInt8(ascii: "\"")
            || Lexer.isASCIIIdentifierCharacter(last)
    }

    /// Reads a `view-line`; nil when the line is no view line, or its block would nest `{`
    /// deeper than `nestingRoom` allows (none left: the lexer reports it).
    mutating func read(nestingRoom: Int) -> Read? {
        skipBlanks()
        guard let keyword = identifier(), matches(keyword, "view") else { return nil }
        skipBlanks()
        guard let name = name() else { return nil }
        var end = at
        skipBlanks()
        var title: Located<String>?
        if at < buffer.count, buffer[at] == UInt8(ascii: "\"") {
            guard let text = string() else { return nil }
            title = text
            end = at
            skipBlanks()
        }
        var members: [Located<ViewMember>]?
        if at < buffer.count, buffer[at] == UInt8(ascii: "{") {
            guard nestingRoom > 0 else { return nil }
            at += 1
            guard let block = block() else { return nil }
            members = block
            end = at
            skipBlanks()
        }
        guard at < buffer.count, buffer[at] == 0x0A else { return nil }
        return Read(
            view: ViewSyntax(name: name, title: title, members: members),
            range: SourceRange(start: location(keyword.lowerBound), end: location(end)), newline: at)
    }

    /// The members of a block whose `{` is read, up to and including its `}`.
    private mutating func block() -> [Located<ViewMember>]? {
        var members: [Located<ViewMember>] = []
        while true {
            skipBlanks()
            guard at < buffer.count else { return nil }
            switch buffer[at] {
            case UInt8(ascii: ";"):
                at += 1
                continue
            case UInt8(ascii: "}"):
                at += 1
                return members
            default:
                break
            }
            // Room for a few, as `Parser.parseBlock(_:)` makes it.
            if members.isEmpty { members.reserveCapacity(4) }
            guard readMember(into: &members) else { return nil }
            skipBlanks()
            guard at < buffer.count, buffer[at] == UInt8(ascii: ";") || buffer[at] == UInt8(ascii: "}") else {
                return nil
            }
        }
    }

    /// One `member`, from its first word to the end of its last token, appended to `members`;
    /// false when there is none. Appended rather than returned: when a member was stored inline
    /// (a few hundred bytes, before `ViewMember` was indirect), an optional one was copied out
    /// and in again, about 600 instructions a member.
    private mutating func readMember(into members: inout [Located<ViewMember>])
        -> Bool
    {
        guard let word = identifier() else { return false }
        let start = location(word.lowerBound)
        // Each member is made inside the append: made apart and moved in, an inline member was
        // copied in and the original destroyed, through value witnesses.
        switch word.count {
        case 10 where matches(word, "navigation"):
            var end = at
            skipBlanks()
            var title: Located<String>?
            if at < buffer.count, buffer[at] == UInt8(ascii: "\"") {
                guard let text = string() else { return false }
                title = text
                end = at
            }
            // Where the title is not read, `at` stays at the blanks after the word, which the
            // block skips; the member ends at its last token either way.
            members.append(
                Located(
                    .navigation(NavigationSyntax(title: title, style: nil)),
                    at: SourceRange(start: start, end: location(end))))
        case 5 where matches(word, "segue"):
            skipBlanks()
            guard let kindWord = identifier(), let kind = segueKind(kindWord) else { return false }
            guard let tag = name(), arrow(), let destination = destination() else {
                return false
            }
            members.append(
                Located(
                    .segue(
                        SegueSyntax(
                            kind: Located(kind, at: range(kindWord)), tag: tag, destination: destination,
                            selection: nil, options: [])),
                    at: SourceRange(start: start, end: location(at))))
        case 4 where matches(word, "link"), 11 where matches(word, "popoverlink"):
            skipBlanks()
            guard let label = string(), arrow(), let destination = destination() else {
                return false
            }
            let member: ViewMember =
                word.count == 4
                ? .link(LinkSyntax(label: label, destination: destination))
                : .popoverLink(PopoverLinkSyntax(label: label, destination: destination, activeState: nil))
            members.append(Located(member, at: SourceRange(start: start, end: location(at))))
        default:
            return false
        }
        return true
    }

    /// `'->'` after blanks, then the blanks after it.
    @inline(__always)
    private mutating func arrow() -> Bool {
        skipBlanks()
        guard at + 1 < buffer.count, buffer[at] == UInt8(ascii: "-"), buffer[at + 1] == UInt8(ascii: ">")
        else {
            return false
        }
        at += 2
        skipBlanks()
        return true
    }

    /// `destination`, as `Parser.parseDestination()` reads it: `text` before a string is a
    /// text leaf, else a view named `text`.
    private mutating func destination() -> ViewReference? {
        if at < buffer.count, buffer[at] == UInt8(ascii: "\"") {
            return string().map(ViewReference.text)
        }
        let before = at
        guard let word = identifier() else { return nil }
        if matches(word, "text") {
            skipBlanks()
            if at < buffer.count, buffer[at] == UInt8(ascii: "\"") { return string().map(ViewReference.text) }
        }
        at = before
        return name().map(ViewReference.view)
    }

    /// A segue kind without parentheses (a `popover(…)` is left to the tokens), and the blanks
    /// after it.
    private mutating func segueKind(_ word: Range<Int>) -> SegueKindSyntax? {
        let kind: SegueKindSyntax
        switch word.count {
        case 4 where matches(word, "push"): kind = .push
        case 5 where matches(word, "modal"): kind = .modal
        case 5 where matches(word, "sheet"): kind = .sheet
        case 7 where matches(word, "popover"): kind = .popover(anchor: nil, edge: nil)
        default: return nil
        }
        // The blanks after the kind are skipped for the tag that follows.
        skipBlanks()
        if at < buffer.count, buffer[at] == UInt8(ascii: "(") { return nil }
        return kind
    }

    /// A view, tag or state name: an identifier other than `nil`, `true` and `false`.
    private mutating func name() -> Located<String>? {
        guard let word = identifier() else { return nil }
        if word.count <= 5, matches(word, "nil") || matches(word, "true") || matches(word, "false") {
            return nil
        }
        // Decoded directly, not looked up in the lexer's table of words (`LexedWords`): the
        // names of a large model are met once each, so looking each up first cost more than
        // the table saved, and left its few slots for learnt names to the model's first views
        // rather than to the commands after them.
        let text = Self.text(buffer, word)
        return Located(text, at: range(word))
    }

    /// An ASCII identifier: its byte range, or nil, where it would go on with a non-ASCII
    /// character (which the lexer decodes) or there is none.
    @inline(__always)
    private mutating func identifier() -> Range<Int>? {
        guard at < buffer.count, Lexer.isASCIIIdentifierStart(buffer[at]) else { return nil }
        let first = at
        at = Lexer.asciiIdentifierEnd(in: buffer, from: at + 1)
        if at < buffer.count, buffer[at] >= 0x80 { return nil }
        return first..<at
    }

    /// A string of printable ASCII with no escape, as `Lexer.lexPlainString()` reads one.
    private mutating func string() -> Located<String>? {
        guard at < buffer.count, buffer[at] == UInt8(ascii: "\""),
            let end = Lexer.plainStringEnd(in: buffer, from: at + 1)
        else { return nil }
        let open = at
        let text = Self.text(buffer, open + 1..<end)
        at = end + 1
        return Located(text, at: range(open..<at))
    }

    /// The text of `bytes`, printable ASCII, copied into a new string: `String(decoding:as:)`
    /// cost about 40 instructions more a name or label (1.9M of the 207M declaring 10,000
    /// views).
    @inline(__always)
    private static func text(_ buffer: UnsafeBufferPointer<UInt8>, _ bytes: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { text in
            _ = text.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: buffer[bytes]))
            return bytes.count
        }
    }

    @inline(__always)
    private mutating func skipBlanks() {
        while at < buffer.count, buffer[at] == 0x20 || buffer[at] == 0x09 { at += 1 }
    }

    /// Whether the bytes of `range` spell `word`.
    @inline(__always)
    private func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let spelling = word.utf8Start
        for index in 0..<range.count where buffer[range.lowerBound + index] != spelling[index] {
            return false
        }
        return true
    }

    @inline(__always)
    private func location(_ offset: Int) -> SourceLocation {
        start.advanced(byASCII: offset - start.offset)
    }

    @inline(__always)
    private func range(_ bytes: Range<Int>) -> SourceRange {
        SourceRange(start: location(bytes.lowerBound), end: location(bytes.upperBound))
    }
}
