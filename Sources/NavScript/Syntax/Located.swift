/// A value together with the source range it was written at.
///
/// Every name, label, tag and number in the syntax tree is `Located`, so the interpreter can
/// point a caret at the exact text it rejects.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where the value was written.
    public var range: SourceRange

    /// Creates a located value.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}
