/// Strict UTF-8 decoding of one scalar at a time, shared by the lexer and `SourceFile`.
///
/// Overlong forms, surrogates and values above U+10FFFF are invalid. An invalid sequence
/// decodes as `nil` with a length of one byte, so each bad byte is reported (and counted as a
/// column) on its own.
enum UTF8Decoder {
    /// Decodes the scalar starting at `index`; `nil` with length 1 when the bytes there are not
    /// valid UTF-8.
    static func decode(_ bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar?, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
        default:
            return (nil, 1)
        }
        guard index + length <= bytes.count else { return (nil, 1) }
        for k in 1..<length {
            let byte = bytes[index + k]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }

    /// Decodes `bytes[range]` into a string, replacing each invalid byte with U+FFFD.
    static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        // Valid input (nearly all of it) is copied in one go; appending scalar by scalar cost
        // a fifth of a quiet script's time. Only invalid input takes the slow path, where each
        // bad byte becomes its own U+FFFD (String(decoding:) would merge some of them).
        if isValid(bytes, range) { return String(decoding: bytes[range], as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = decode(bytes, at: index)
            scalars.append(scalar ?? "\u{FFFD}")
            index += length
        }
        return String(scalars)
    }

    /// Whether `bytes[range]` is valid UTF-8, checking ASCII bytes without decoding them.
    private static func isValid(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let (scalar, length) = decode(bytes, at: index)
            guard scalar != nil, index + length <= range.upperBound else { return false }
            index += length
        }
        return true
    }
}
