import Synchronization
import Testing

@testable import NavModel

/// `PopulatedAhead`: the room of the explorer's large arrays is populated ahead of what they
/// hold, by as much as they hold (up to `most`), each stretch once, and never for small arrays
/// or arrays holding little; an exploration that populates finds what one that does not finds.
@Suite struct PopulatedAheadTests {
    /// The memory of an array of `written` bytes in `room` bytes from `start`.
    private static func memory(_ start: UnsafeRawPointer, written: Int, room: Int) -> [GrowingMemory] {
        [GrowingMemory(start: start, written: written, room: room)]
    }

    /// An address to count from; never read or written.
    private static var base: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 1 << 30)! }

    /// Where `stretches` start, counted from `start`.
    private static func offsets(_ stretches: [MemoryStretch], from start: UnsafeRawPointer) -> [Int] {
        stretches.map { UnsafeRawPointer($0.start) - start }
    }

    @Test func anArrayIsPopulatedAheadByWhatItHoldsOnceEachStretch() {
        var populated = PopulatedAhead()
        let (start, room) = (Self.base, 64 << 20)
        let written = 100 << 10
        let first = populated.stretches(of: Self.memory(start, written: written, room: room))
        #expect(Self.offsets(first, from: start) == [written] && first.map(\.bytes) == [written])
        // Half of the stretch it should now have ahead (as much as it holds) or more still
        // populated: nothing more.
        #expect(
            populated.stretches(of: Self.memory(start, written: written + written / 5, room: room)).isEmpty)
        // Less than half: from where the last stretch ended to as much again as it holds.
        let grown = written + written / 2
        let second = populated.stretches(of: Self.memory(start, written: grown, room: room))
        #expect(
            Self.offsets(second, from: start) == [2 * written]
                && second.map(\.bytes) == [2 * grown - 2 * written])
    }

    @Test func aStretchIsAtMostMostAndEndsWithTheRoom() {
        var populated = PopulatedAhead()
        let start = Self.base
        let large = populated.stretches(of: Self.memory(start, written: 20 << 20, room: 64 << 20))
        #expect(large.map(\.bytes) == [PopulatedAhead.most])
        var other = PopulatedAhead()
        let full = other.stretches(of: Self.memory(start, written: 20 << 20, room: 21 << 20))
        #expect(full.map(\.bytes) == [1 << 20])
        #expect(other.stretches(of: Self.memory(start, written: 21 << 20, room: 21 << 20)).isEmpty)
    }

    @Test func smallRoomAndLittleHeldAreNotPopulated() {
        var populated = PopulatedAhead()
        let start = Self.base
        let below = MemoryAdvice.threshold - 1
        #expect(populated.stretches(of: Self.memory(start, written: below / 2, room: below)).isEmpty)
        let little = PopulatedAhead.least - 1
        #expect(populated.stretches(of: Self.memory(start, written: little, room: 64 << 20)).isEmpty)
    }

    /// An array that moved to new storage is populated from what it holds there.
    @Test func anArrayThatMovedIsPopulatedAfresh() {
        var populated = PopulatedAhead()
        let start = Self.base
        _ = populated.stretches(of: Self.memory(start, written: 1 << 20, room: 64 << 20))
        let moved = start + 4096
        let stretches = populated.stretches(of: Self.memory(moved, written: 1 << 20, room: 64 << 20))
        #expect(Self.offsets(stretches, from: moved) == [1 << 20] && stretches.map(\.bytes) == [1 << 20])
    }

    /// Each array keeps its own place in the list.
    @Test func arraysArePopulatedApart() {
        var populated = PopulatedAhead()
        let start = Self.base
        let arrays = [
            GrowingMemory(start: start, written: 1 << 20, room: 64 << 20),
            GrowingMemory(start: nil, written: 0, room: 0),
            GrowingMemory(start: start + 4096, written: 2 << 20, room: 64 << 20),
        ]
        let stretches = populated.stretches(of: arrays)
        #expect(Self.offsets(stretches, from: start) == [1 << 20, 4096 + (2 << 20)])
        #expect(stretches.map(\.bytes) == [1 << 20, 2 << 20])
        #expect(populated.stretches(of: arrays).isEmpty)
    }

    /// The memory of an array is its elements' and its capacity's, from its first element.
    @Test func anArraysMemoryIsItsElementsAndCapacity() {
        var array = [Int64](repeating: 7, count: 10)
        array.reserveCapacity(100)
        let memory = GrowingMemory(array)
        #expect(memory.written == 80 && memory.room == array.capacity * 8 && memory.room >= 800)
        array.withUnsafeBufferPointer { #expect(memory.start == UnsafeRawPointer($0.baseAddress)) }
    }

    /// What a host was asked to populate: each stretch's bytes.
    private final class Populated: Sendable {
        let sizes = Mutex<[Int]>([])
    }

    /// A search of thousands of states on two workers, the merge alongside the pieces, with and
    /// without memory populated: the same states, transitions and dead ends, and stretches
    /// asked for.
    @Test func anExplorationThatPopulatesIsTheSame() throws {
        var app = AppModel()
        for level in 0..<7 { app.view("L\(level)", navigation: .stack) }
        for level in 0..<6 {
            let (name, next) = ("L\(level)", "L\(level + 1)")
            app.segue(.push, "push\(level)", on: name, to: next)
            app.segue(.sheet, "sheet\(level)", on: name, to: next, selection: "sheet")
            app.segue(.popover(.standard), "pop\(level)", on: name, to: next, selection: "pop")
            app.button("Push\(level)", on: name, [.route("push\(level)")])
            app.button("Sheet\(level)", on: name, [.route("sheet\(level)")])
            app.button("Pop\(level)", on: name, [.route("pop\(level)")])
        }
        let populated = Populated()
        let analyses = Explorer.Analyses(deadEnds: true, coverage: true)
        let recorders: [Populated?] = [nil, populated]
        let results = recorders.map { recorder in
            let parallelism = Parallelism(
                workers: 2, statesPerWorker: 64,
                forEach: { count, body in for index in 0..<count { body(index, 0) } },
                alongside: { count, body, alongside in
                    // The last piece first, by a worker other than the caller's, as the
                    // executable's pool hands it out while the caller merges.
                    body(count - 1, 1)
                    alongside()
                    for index in (0..<count - 1).reversed() { body(index, 0) }
                },
                populateMemory: recorder.map { recorder in
                    { @Sendable _, bytes in recorder.sizes.withLock { $0.append(bytes) } }
                })
            let result = Explorer(from: makeSession(app), moves: .person, parallelism: parallelism).run(
                analyses: analyses)
            return "\(result.stateCount) \(result.transitionCount) \(result.deadStateCount ?? -1)"
        }
        #expect(results[0] == results[1])
        #expect(!populated.sizes.withLock { $0 }.isEmpty)
    }
}
