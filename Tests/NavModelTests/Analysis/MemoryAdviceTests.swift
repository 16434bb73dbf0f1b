import Synchronization
import Testing

@testable import NavModel

/// `MemoryAdvice`: the explorer's largest arrays are advised before they are written, and only
/// when large; small ones, and any without advice, are made as any other array.
@Suite struct MemoryAdviceTests {
    /// What an advice was called with: sizes in bytes.
    private final class Calls: Sendable {
        let sizes = Mutex<[Int]>([])
    }

    private static func advice(_ calls: Calls) -> MemoryAdvice {
        MemoryAdvice { _, bytes in calls.sizes.withLock { $0.append(bytes) } }
    }

    @Test func aLargeEmptyArrayIsAdvisedOnceForItsRoom() {
        let calls = Calls()
        let capacity = MemoryAdvice.threshold / MemoryLayout<Int>.stride
        var array: [Int] = Self.advice(calls).empty(capacity: capacity)
        #expect(array.isEmpty && array.capacity >= capacity)
        #expect(calls.sizes.withLock { $0 } == [capacity * MemoryLayout<Int>.stride])
        array.append(contentsOf: 0..<1_000)
        #expect(array == Array(0..<1_000))
    }

    @Test func largeZerosAreAdvisedThenZero() {
        let calls = Calls()
        let count = MemoryAdvice.threshold / 8 + 3
        let zeros = Self.advice(calls).zeros(count)
        #expect(zeros.count == count && zeros.allSatisfy { $0 == 0 })
        #expect(calls.sizes.withLock { $0 } == [count * 8])
    }

    /// Just below the threshold, nothing is advised; without advice, nothing either.
    @Test func smallArraysAndArraysWithoutAdviceAreNotAdvised() {
        let calls = Calls()
        let below = MemoryAdvice.threshold / 8 - 1
        let empty: [UInt64] = Self.advice(calls).empty(capacity: below)
        let zeros = Self.advice(calls).zeros(below)
        #expect(empty.isEmpty && empty.capacity >= below && zeros == [UInt64](repeating: 0, count: below))
        #expect(calls.sizes.withLock { $0 }.isEmpty)
        let unadvised: [UInt64] = MemoryAdvice.none.empty(capacity: 1 << 20)
        #expect(unadvised.isEmpty && MemoryAdvice.none.zeros(1 << 20).count == 1 << 20)
    }

    /// An exploration with advice finds what one without finds, and advises its largest
    /// arrays: a state table reserving room for a million states (16 MB of keys).
    @Test func anExplorationWithAdviceIsTheSame() throws {
        var app = AppModel()
        let root = app.declare("Root")
        try app.addButton(on: root, label: "Lock", actions: [.route("locked")])
        try app.addSegue(
            on: root, kind: .sheet, tag: "locked", destination: app.reference("Locked"),
            options: PresentationOptions(interactiveDismissDisabled: true))
        app.declare("Locked")
        let calls = Calls()
        let advice = Self.advice(calls)
        let advised = Parallelism.serial(adviseMemory: advice.advise)
        let analyses = Explorer.Analyses(deadEnds: true, coverage: true)
        let plain = Explorer(from: Session(app: app), moves: .person).run(analyses: analyses)
        let withAdvice = Explorer(from: Session(app: app), moves: .person, parallelism: advised).run(
            analyses: analyses)
        #expect(
            withAdvice.stateCount == plain.stateCount && withAdvice.transitionCount == plain.transitionCount)
        #expect(withAdvice.deadStateCount == plain.deadStateCount && (plain.deadStateCount ?? 0) > 0)
        #expect(calls.sizes.withLock { $0 }.contains { $0 >= MemoryAdvice.threshold })
    }
}
