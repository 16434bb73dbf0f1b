/// `ios MAJOR[.MINOR]` as written; `ios 14` has `minor == nil`.
///
/// The parser checks only the form; whether the version shipped is the interpreter's question.
public struct VersionSyntax: Hashable, Sendable {
    /// Why text is not a version.
    public enum Problem: Error, Hashable, Sendable {
        /// Not digits, or more than two parts (`14.5.1`).
        case malformed
        /// A part too large for an `Int`.
        case outOfRange
    }

    /// The major version.
    public var major: Int
    /// The minor version, if written.
    public var minor: Int?
    /// The text as written (`14.5`).
    public var text: String

    /// Creates a version.
    public init(major: Int, minor: Int?, text: String) {
        self.major = major
        self.minor = minor
        self.text = text
    }

    /// Reads `MAJOR` or `MAJOR.MINOR` (digits only), as `ios` and the `--ios` option take it.
    public static func parse(_ text: String) -> Result<VersionSyntax, Problem> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
        else { return .failure(.malformed) }
        guard let major = Int(parts[0]) else { return .failure(.outOfRange) }
        guard parts.count == 2 else { return .success(VersionSyntax(major: major, minor: nil, text: text)) }
        guard let minor = Int(parts[1]) else { return .failure(.outOfRange) }
        return .success(VersionSyntax(major: major, minor: minor, text: text))
    }
}
