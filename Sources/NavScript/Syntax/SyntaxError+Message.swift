/// The one place where syntax errors become words.
extension SyntaxError {
    /// The message, without the suggestion; user text is in single quotes.
    public var message: String {
        switch self {
        case .invalidUTF8(let byte, _):
            return "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))"
        case .controlCharacter(let scalar, _):
            if scalar == 0 { return "NUL character is not allowed" }
            return "control character U+\(Self.hex(scalar, digits: 4)) is not allowed"
        case .unterminatedString:
            return "unterminated string: no closing '\"' before the end of the input"
        case .invalidEscape(let text, _):
            return "invalid escape \(Self.quote(text)) in a string; use \\\", \\\\, \\n, \\t or \\u{…}"
        case .lineTooLong(let bytes, let limit, _):
            return "line is \(bytes) bytes long, more than the limit of \(limit); the rest of it is ignored"
        case .nestingTooDeep(let limit, _):
            return "blocks are nested more than \(limit) deep; the input is not read further"
        case .unexpectedToken(let found, let expected, _):
            return "expected \(Self.describe(expected)), found \(Self.describe(found))"
        case .unknownCommand(let word, let suggestion, _):
            let base = "unknown command \(Self.quote(word))"
            return suggestion == nil ? base + "; 'help' lists the commands" : base
        case .unknownWord(let word, let expected, let suggestion, _):
            let base: String
            if case .flag(let command) = expected {
                base = "unknown option \(Self.quote(word)) for '\(command)'"
            } else {
                base = "unknown \(Self.noun(expected)) \(Self.quote(word))"
            }
            return suggestion == nil ? base + "; expected \(Self.describe(expected))" : base
        case .memberOutsideView(let word, _):
            return "\(Self.quote(word)) declares part of a view; write it inside 'view NAME { … }'"
        case .notAViewMember(let word, _):
            if Keywords.commands.contains(word) {
                return
                    "\(Self.quote(word)) is a command; in a view's block, commands go in 'button LABEL { … }'"
            }
            return "\(Self.quote(word)) cannot be written inside a view's block"
        case .declarationInButton(let word, _):
            return "\(Self.quote(word)) is a declaration; a button's block holds only commands"
        case .unclosedBlock:
            return "this '{' is never closed: the input ends before its '}'"
        case .unmatchedClosingBrace:
            return "'}' has no '{' to close"
        case .blockWithoutOwner:
            return "a '{' block must start on the line of the view, button or segues it belongs to"
        case .numberOutOfRange(let text, _):
            return "number \(Self.quote(text)) is out of range"
        case .invalidVersion(let text, _):
            return "\(Self.quote(text)) is not an iOS version; write MAJOR or MAJOR.MINOR, like '16.4'"
        case .reservedName(let word, let expected, _):
            return "\(Self.quote(word)) cannot be \(Self.describe(expected)): "
                + "nil, true and false are the values a state holds; choose another name"
        case .duplicateClause(let word, _):
            return "\(Self.quote(word)) is given twice"
        case .misplacedExpectedOutput(let insideBlock, _):
            if insideBlock { return "'#>' lines belong after the whole statement, not inside its block" }
            return "'#>' line does not follow a statement"
        case .tooManyErrors(let limit, _):
            return "too many errors (\(limit)); the rest of the input is not checked"
        }
    }

    /// The "did you mean" candidate, if the error has one.
    public var suggestion: String? {
        switch self {
        case .unknownCommand(_, let suggestion, _), .unknownWord(_, _, let suggestion, _):
            return suggestion
        case .invalidUTF8, .controlCharacter, .unterminatedString, .invalidEscape, .lineTooLong,
            .nestingTooDeep, .unexpectedToken, .memberOutsideView, .notAViewMember, .declarationInButton,
            .unclosedBlock, .unmatchedClosingBrace, .blockWithoutOwner, .numberOutOfRange, .invalidVersion,
            .reservedName, .duplicateClause, .misplacedExpectedOutput, .tooManyErrors:
            return nil
        }
    }

    /// The error as a diagnostic, with its notes.
    public var diagnostic: Diagnostic {
        var notes: [Diagnostic.Note] = []
        if case .unclosedBlock(_, let end) = self {
            notes.append(Diagnostic.Note("the input ends here", at: end))
        }
        return Diagnostic(.error, message, at: range, suggestion: suggestion, notes: notes)
    }

    // MARK: - Words

    /// `text` in single quotes, cut to 60 scalars with `…`, control characters shown as U+FFFD.
    static func quote(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == 60 {
                scalars.append("…")
                break
            }
            scalars.append(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar)
        }
        return "'" + String(scalars) + "'"
    }

    /// Whether a scalar shows as a mark of its own: not a control, format character or separator.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
            .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A token as the user sees it, for "found …".
    static func describe(_ token: TokenKind) -> String {
        switch token {
        case .identifier(let name): return quote(name)
        case .string(let text): return "the string " + quote(StringLiteral.quoted(text))
        case .number(let text): return "the number " + quote(text)
        case .flag(let name): return quote("--" + name)
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .comma: return "','"
        case .semicolon: return "';'"
        case .dot: return "'.'"
        case .arrow: return "'->'"
        case .symbol(let text):
            // A character that shows as nothing (a line separator, a bidi override, a
            // zero-width space…) is named by its code point.
            if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1, !isVisible(scalar) {
                return "the character U+" + hex(scalar.value, digits: 4)
            }
            return quote(text)
        case .newline: return "the end of the line"
        case .expectedOutput: return "a '#>' line"
        case .invalid: return "invalid input"
        case .endOfInput: return "the end of the input"
        }
    }

    /// What was expected, in words.
    static func describe(_ expected: ExpectedSyntax) -> String {
        switch expected {
        case .statement: return "a command or a declaration"
        case .viewMember: return "navigation, segue, segues, button, link or popoverlink"
        case .segueEntry: return "a 'TAG -> DEST' entry"
        case .viewName: return "a view name"
        case .viewReference: return "a view name or a quoted text"
        case .title: return "a quoted title"
        case .label: return "a quoted label"
        case .tag: return "a tag"
        case .tagOrNil: return "a tag or 'nil'"
        case .destination: return "a view name or 'text \"…\"'"
        case .stateName: return "a state name"
        case .value: return "a value (a tag, 'nil', 'true' or 'false')"
        case .segueKind: return "push, modal, sheet or popover"
        case .popoverAnchor: return "a popover anchor such as 'rect(bounds)'"
        case .popoverEdge: return "top, bottom, leading or trailing"
        case .segueOption: return "selection, interactiveDismissDisabled or presentationCompactAdaptation"
        case .compactAdaptation: return "automatic, none, popover, sheet or fullScreenCover"
        case .boolean: return "'true' or 'false'"
        case .navigationStyle: return "stack or columns"
        case .sizeClass: return "compact or regular, after an optional vertical or horizontal"
        case .deviceName: return "a device name such as 'iphone' or 'ipad-slideover'"
        case .version: return "an iOS version such as '16.4'"
        case .number: return "a whole number"
        case .filePath: return "a file path"
        case .stackPath: return "a stack path such as 'Root > push Detail'"
        case .pathKind: return "push, detail, modal, sheet or popover"
        case .assertion: return "stack, top, depth, sizeclass, error, warning or a state"
        case .flag(let command): return "an option of '\(command)'"
        case .graphFormat: return "dot, mermaid, svg or png"
        case .helpTopic: return "a command name"
        case .word(let words): return list(words.map { "'\($0)'" })
        case .token(let kind): return describe(kind)
        case .endOfStatement: return "a newline or ';' after the statement"
        }
    }

    /// The noun for "unknown … 'x'".
    private static func noun(_ expected: ExpectedSyntax) -> String {
        switch expected {
        case .segueKind: return "segue kind"
        case .popoverEdge: return "arrow edge"
        case .segueOption: return "segue option"
        case .compactAdaptation: return "adaptation"
        case .navigationStyle: return "navigation style"
        case .sizeClass: return "size class"
        case .pathKind: return "path kind"
        case .assertion: return "assertion"
        case .graphFormat: return "graph format"
        case .viewMember: return "view member"
        case .flag: return "option"
        case .boolean, .value: return "value"
        case .statement, .segueEntry, .viewName, .viewReference, .title, .label, .tag, .tagOrNil,
            .destination, .stateName, .popoverAnchor, .deviceName, .version, .number, .filePath,
            .stackPath, .helpTopic, .word, .token, .endOfStatement:
            return "word"
        }
    }

    private static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}
