/// A half-open span of source text: from `start` up to, not including, `end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first position in the range.
    public var start: SourceLocation
    /// The position just after the last character in the range.
    public var end: SourceLocation

    /// Creates a range; `end` must not come before `start`.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at one location.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    /// The smallest range covering both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// The number of bytes the range covers.
    public var byteCount: Int { end.offset - start.offset }

    /// `FILE:LINE:COL`, the start of the range.
    public var description: String { start.description }
}
