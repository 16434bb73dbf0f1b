/// Prepares a prompt with ANSI escapes for libedit.
///
/// libedit counts every prompt character as a column unless it is bracketed by the
/// ignore character (`EL_PROMPT_ESC`, here `\u{1}`); a colour escape left bare makes the
/// cursor land columns to the right of where it is drawn. An ignored span is also
/// attached to the next visible character, so one at the very end of the prompt would be
/// lost: a trailing reset is moved before the prompt's trailing spaces (or, failing
/// those, before its last character).
enum PromptEscapes {
    /// The ignore character navsh registers with libedit (`NAVSH_EL_PROMPT_IGNORE`).
    static let ignore: Unicode.Scalar = "\u{1}"

    /// A piece of prompt: visible text, or a run of escape sequences.
    private enum Piece {
        case text([Unicode.Scalar])
        case escape([Unicode.Scalar])
    }

    /// `prompt` with each run of escape sequences bracketed by ``ignore``.
    static func bracket(_ prompt: String) -> String {
        var pieces = split(prompt)
        if case .escape(let tail)? = pieces.last, pieces.count >= 2,
            case .text(let text) = pieces[pieces.count - 2]
        {
            // Keep at least one visible character after the escapes.
            var cut = text.count
            while cut > 0 && text[cut - 1] == " " { cut -= 1 }
            if cut == text.count { cut = max(0, text.count - 1) }
            pieces.removeLast(2)
            pieces.append(.text(Array(text[..<cut])))
            pieces.append(.escape(tail))
            pieces.append(.text(Array(text[cut...])))
        }
        var result = String.UnicodeScalarView()
        for piece in pieces {
            switch piece {
            case .text(let scalars):
                result.append(contentsOf: scalars)
            case .escape(let scalars):
                result.append(ignore)
                result.append(contentsOf: scalars)
                result.append(ignore)
            }
        }
        return String(result)
    }

    /// Splits a prompt into visible text and escape runs (CSI `ESC [ … final` and OSC
    /// `ESC ] … BEL`/`ESC \`); stray ignore characters are dropped.
    private static func split(_ prompt: String) -> [Piece] {
        let scalars = Array(prompt.unicodeScalars)
        var pieces: [Piece] = []
        var index = 0
        func append(_ scalar: Unicode.Scalar, escape: Bool) {
            switch (pieces.last, escape) {
            case (.text(let run)?, false):
                pieces[pieces.count - 1] = .text(run + [scalar])
            case (.escape(let run)?, true):
                pieces[pieces.count - 1] = .escape(run + [scalar])
            default:
                pieces.append(escape ? .escape([scalar]) : .text([scalar]))
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ignore {
                index += 1
                continue
            }
            guard scalar == "\u{1B}", index + 1 < scalars.count else {
                append(scalar, escape: false)
                index += 1
                continue
            }
            let end = escapeEnd(scalars, from: index)
            for escaped in scalars[index..<end] { append(escaped, escape: true) }
            index = end
        }
        return pieces
    }

    /// The index just past the escape sequence starting at `start` (an `ESC`).
    private static func escapeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        switch scalars[index] {
        case "[":
            index += 1
            while index < scalars.count && !(0x40...0x7E).contains(scalars[index].value) { index += 1 }
            return min(index + 1, scalars.count)
        case "]":
            index += 1
            while index < scalars.count {
                if scalars[index] == "\u{7}" { return index + 1 }
                if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" {
                    return index + 2
                }
                index += 1
            }
            return index
        default:
            return index + 1
        }
    }
}
