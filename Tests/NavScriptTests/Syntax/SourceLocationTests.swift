import Testing

@testable import NavScript

/// A location packs its column and offset into one word (`SourceLocation.columnAndOffset`):
/// each reads back what was written, setting one leaves the other alone, and each saturates
/// at its own limit instead of spilling into the other.
@Suite struct SourceLocationTests {
    @Test(arguments: [(1, 0), (7, 6), (1 << 20, 1 << 32), ((1 << 26) - 1, (1 << 38) - 1)])
    func columnAndOffsetReadBackAsWritten(column: Int, offset: Int) {
        let location = NavScript.SourceLocation(file: "a.nav", line: 3, column: column, offset: offset)
        #expect(location.line == 3)
        #expect(location.column == column)
        #expect(location.offset == offset)
    }

    @Test func settingOneLeavesTheOther() {
        var location = NavScript.SourceLocation(file: "a.nav", line: 1, column: 5, offset: 40)
        location.column = 9
        #expect(location.offset == 40)
        location.offset = 1 << 35
        #expect(location.column == 9)
    }

    /// A location made in one step, packed when nothing saturates, is the one its setters
    /// make, each clamping in turn, on both sides of every limit.
    @Test(arguments: [
        -1, 0, 1, (1 << 26) - 1, 1 << 26, Int(UInt32.max), Int(UInt32.max) + 1, (1 << 38) - 1, 1 << 38,
        Int.max,
    ])
    func madeAsItsSettersMakeIt(value: Int) {
        for (line, column, offset) in [(value, 1, 0), (1, value, 0), (1, 1, value), (value, value, value)] {
            let made = NavScript.SourceLocation(file: "a.nav", line: line, column: column, offset: offset)
            var set = NavScript.SourceLocation(file: "a.nav", line: 1, column: 1, offset: 0)
            (set.line, set.column, set.offset) = (line, column, offset)
            #expect(made == set, "line \(line), column \(column), offset \(offset)")
        }
    }

    @Test func eachSaturatesAtItsOwnLimit() {
        let location = NavScript.SourceLocation(file: "a.nav", line: 1, column: Int.max, offset: Int.max)
        #expect(location.column == (1 << 26) - 1)
        #expect(location.offset == (1 << 38) - 1)
        let negative = NavScript.SourceLocation(file: "a.nav", line: 1, column: -1, offset: -1)
        #expect(negative.column == 0)
        #expect(negative.offset == 0)
    }

    /// Advancing along ASCII is exactly a location made anew with the column and offset each
    /// moved on, saturating included: the one addition is taken only where nothing saturates.
    @Test(arguments: [
        (1, 0, 0), (1, 0, 14), (7, 6, 3), ((1 << 26) - 3, 10, 2), ((1 << 26) - 3, 10, 3),
        ((1 << 26) - 3, 10, 9),
        (5, (1 << 38) - 4, 3), (5, (1 << 38) - 4, 4), (5, (1 << 38) - 4, 100),
        ((1 << 26) - 1, (1 << 38) - 1, 1),
    ])
    func advancingAlongASCIIMatchesANewLocation(column: Int, offset: Int, count: Int) {
        let location = NavScript.SourceLocation(file: "a.nav", line: 9, column: column, offset: offset)
        let expected = NavScript.SourceLocation(
            file: "a.nav", line: 9, column: location.column + count, offset: location.offset + count)
        #expect(location.advanced(byASCII: count) == expected)
    }

    /// A location has room for a count exactly when advancing it by every count up to that
    /// saturates nothing, and within that room the unchecked addition advances it as
    /// `advanced(byASCII:)` does, near both limits.
    @Test(arguments: [
        (1, 0), (7, 6), ((1 << 26) - 40, 10), ((1 << 26) - 32, 10), ((1 << 26) - 31, 10),
        (5, (1 << 38) - 33), (5, (1 << 38) - 32), (5, (1 << 38) - 31), ((1 << 26) - 1, (1 << 38) - 1),
    ])
    func advancingWithinRoomMatchesAdvancing(column: Int, offset: Int) {
        let location = NavScript.SourceLocation(file: "a.nav", line: 9, column: column, offset: offset)
        let room = PlainLineMemo.maximumLength
        let saturatesNothing = (0...room).allSatisfy { count in
            let moved = location.advanced(byASCII: count)
            return moved.column == column + count && moved.offset == offset + count
        }
        #expect(location.hasRoom(forASCII: room) == saturatesNothing)
        guard location.hasRoom(forASCII: room) else { return }
        for count in 0...room {
            #expect(location.advanced(byASCII: count, within: room) == location.advanced(byASCII: count))
        }
    }
}
