/// Writing strings back as `.nav` string literals.
public enum StringLiteral {
    /// `text` as a quoted literal that lexes back to `text`: `"`, `\`, newline, tab, carriage
    /// return and other control characters (C0, DEL and C1, which a terminal might obey) are
    /// escaped.
    public static func quoted(_ text: String) -> String {
        // Nearly every text (a title, a label) needs no escape: checked byte by byte, it is
        // quoted as a whole. Appending it scalar by scalar was a sixth of a printing run.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
        }
        if plain == true {
            var result = ""
            result.reserveCapacity(text.utf8.count + 2)
            result.append("\"")
            result.append(text)
            result.append("\"")
            return result
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A file path for a message: in single quotes, or as an escaped literal when it holds a
    /// control character, so that a path like `"a\nb"` cannot break the diagnostic's line.
    public static func quotedPath(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
        return plain ? "'" + path + "'" : quoted(path)
    }
}
