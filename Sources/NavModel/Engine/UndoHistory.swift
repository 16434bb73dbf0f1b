/// The snapshots `undo` returns to, newest last, at most `limit` of them.
///
/// A snapshot is a `Session` value: taking one retains its arrays and copies nothing, so a
/// script that never undoes pays only a reference count per command. The bound keeps a long
/// interactive session's memory flat; the oldest snapshots are forgotten first.
public struct UndoHistory: Sendable {
    /// How many commands `undo` can go back by default.
    public static let defaultLimit = 1_000

    /// The most snapshots kept.
    public let limit: Int
    private var snapshots: [Session] = []
    private var start = 0

    /// An empty history keeping at most `limit` snapshots.
    public init(limit: Int = UndoHistory.defaultLimit) { self.limit = max(0, limit) }

    /// How many commands can be undone.
    public var count: Int { snapshots.count - start }

    /// Remembers the session as it was before a command.
    public mutating func record(_ session: Session) {
        guard limit > 0 else { return }
        snapshots.append(session)
        if count > limit { start += 1 }
        // Compact occasionally so forgotten snapshots are released: amortised O(1).
        if start > limit {
            snapshots.removeFirst(start)
            start = 0
        }
    }

    /// The session before the last command, removed from the history; nil when there is none.
    public mutating func undo() -> Session? {
        guard count > 0 else { return nil }
        return snapshots.removeLast()
    }
}
