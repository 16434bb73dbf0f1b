/// An iOS version the rules can tell apart: a shipped major and minor.
public struct IOSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major version: 13 to 18, or 26.
    public let major: Int
    /// The minor version.
    public let minor: Int

    /// The last minor release of each shipped major, so `14.12` can be refused.
    ///
    /// iOS 26 is Apple's numbering from 2025; its minors are those released by this table's date.
    public static let lastMinor: [(major: Int, minor: Int)] = [
        (13, 7), (14, 8), (15, 8), (16, 7), (17, 7), (18, 7), (26, 2),
    ]

    /// The default: the newest major.
    public static let latest = IOSVersion(unchecked: 26, 0)

    /// The versions at which a rule changes, in order: the boundaries tests sit on both sides of.
    public static let boundaries: [IOSVersion] = [
        IOSVersion(unchecked: 14, 0), IOSVersion(unchecked: 14, 5), IOSVersion(unchecked: 15, 0),
        IOSVersion(unchecked: 16, 4), IOSVersion(unchecked: 17, 0),
    ]

    /// Creates a version that shipped, or nil.
    public init?(major: Int, minor: Int = 0) {
        guard let last = IOSVersion.lastMinor.first(where: { $0.major == major }),
            minor >= 0, minor <= last.minor
        else { return nil }
        self.major = major
        self.minor = minor
    }

    /// Creates a version the caller knows shipped.
    init(unchecked major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `14.5`, or `15` for a `.0`.
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// Orders versions.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// Whether this version is `major.minor` or later.
    public func isAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        (self.major, self.minor) >= (major, minor)
    }

    /// The shipped majors, for error messages: `13, 14, …, 18, 26`.
    public static var shippedMajors: [Int] { lastMinor.map(\.major) }
}
