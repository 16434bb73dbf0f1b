import NavModel
import Testing

@testable import NavScript

/// Running ahead of the parse puts back what statements changed when a syntax error turns up
/// later (`Interpreter.runAhead`), and its snapshot lists those properties by hand. This test
/// lists every stored property of the interpreter, each either kept by the snapshot or left out
/// for a reason, so that a property added later fails here until someone decides which it is.
@Suite struct RunAheadSnapshotTests {
    /// Kept by `runAhead`'s snapshot and put back (`keeping` through `keepsUndo`, the one of its
    /// flags a statement that runs ahead can change).
    static let kept: Set<String> = [
        "session", "undo", "keeping", "lastChangeKept", "recording", "history", "pending", "captured",
        "current",
    ]

    /// Not kept, and why: set when the interpreter is made (`options`, `host`, `sink`,
    /// `startPlatform`, `preamble`); changed only by `run` itself or by statements that never run
    /// ahead, `source` and `record` (`includeChain`, `sources`, `running`); run-ahead's own
    /// held lines (`heldOutput`); or storage whose contents nothing reads (`spareEvents`, which
    /// an action empties before writing its events there).
    static let outside: Set<String> = [
        "options", "host", "sink", "startPlatform", "preamble", "includeChain", "sources", "running",
        "heldOutput", "spareEvents",
    ]

    @Test func everyStoredPropertyIsKeptOrLeftOutOnPurpose() {
        let interpreter = Interpreter(host: TestHost(), sink: CollectingSink())
        let stored = Set(Mirror(reflecting: interpreter).children.compactMap(\.label))
        #expect(
            stored.subtracting(Self.kept).subtracting(Self.outside).isEmpty,
            "add these to runAhead's Snapshot, or to `outside` with the reason: \(stored.subtracting(Self.kept).subtracting(Self.outside).sorted())"
        )
        #expect(
            Self.kept.union(Self.outside).subtracting(stored).isEmpty,
            "no longer stored: \(Self.kept.union(Self.outside).subtracting(stored).sorted())")
    }
}
