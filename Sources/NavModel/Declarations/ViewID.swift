/// The identity of a declared view: an index into `AppModel.views`.
///
/// Views are numbered in the order they are first named (declared or referenced as a
/// destination), so lookups are array accesses and a model of any size costs the same per action.
public struct ViewID: Hashable, Sendable, Comparable {
    /// The index into `AppModel.views`.
    public let index: Int

    /// Creates an identity from an index.
    public init(_ index: Int) { self.index = index }

    /// Orders identities by declaration order.
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.index < rhs.index }
}
