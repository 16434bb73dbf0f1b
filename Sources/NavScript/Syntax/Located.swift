/// A value together with the source range it was written at.
///
/// Every name, label, tag and number in the syntax tree is `Located`, so the interpreter can
/// point a caret at the exact text it rejects.
///
/// `Value` is unconstrained on purpose, its `Hashable` conformance conditional: the runtime
/// builds the metadata of `Located<ViewMember>`, `Located<Command>`… from their mangled names
/// the first time a value is copied through it, and a constraint on the type would make it
/// prove `Value: Hashable` there, scanning every conformance record of the binary once per
/// value type, about a hundred thousand instructions each at startup.
public struct Located<Value> {
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

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
