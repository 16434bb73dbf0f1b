import Synchronization

/// A file name as a small number, so that a `SourceLocation` holds no reference.
///
/// Names are registered once each, process-wide, and never forgotten: the same name always
/// gets the same number, so two locations are equal exactly when their names are, as when
/// they held the names themselves. A process reads few distinct names (its scripts, the files
/// they source, `<prompt>`…), so the table stays small. It is the one shared table of the
/// language layer, behind a lock because tests and the analyses run on several threads; only
/// making a `SourceFile` and reading a location's `file` (for a diagnostic or a `source`)
/// reach it, never the lexer or the parser.
public struct SourceFileID: Hashable, Sendable {
    /// The index of the name in the table.
    let index: UInt32

    /// Every name registered, and each name's index.
    private static let table = Mutex<(names: [String], indices: [String: UInt32])>(([], [:]))

    /// The number of `name`, registering it the first time.
    public init(_ name: String) {
        index = Self.table.withLock { table in
            if let index = table.indices[name] { return index }
            let index = UInt32(table.names.count)
            table.names.append(name)
            table.indices[name] = index
            return index
        }
    }

    /// The name this number stands for.
    public var name: String {
        Self.table.withLock { $0.names[Int(index)] }
    }
}
