import Dispatch
import Foundation
import Synchronization
import Testing

@testable import navsh

/// The explorer's thread pool: every piece runs once, the caller sees what the pieces wrote,
/// a busy pool still serves a second caller, and an idle pool sleeps.
@Suite struct WorkerPoolTests {
    /// Runs `batches` batches of `count` pieces on `pool`, each piece adding one to its own slot,
    /// and returns the slots read by the caller after each batch.
    private static func runs(_ pool: WorkerPool, count: Int, batches: Int) -> [[Int]] {
        let slots = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, count))
        defer { slots.deallocate() }
        let shared = Slots(slots)
        var seen: [[Int]] = []
        for _ in 0..<batches {
            slots.initialize(repeating: 0)
            pool.forEach(count) { index, _ in shared.slots[index] += 1 }
            seen.append(Array(slots.prefix(count)))
        }
        return seen
    }

    /// The slots the pieces write, one each, so that no two pieces share one.
    private struct Slots: @unchecked Sendable {
        let slots: UnsafeMutableBufferPointer<Int>
        init(_ slots: UnsafeMutableBufferPointer<Int>) { self.slots = slots }
    }

    @Test(arguments: [(2, 0), (2, 1), (2, 2), (2, 16), (3, 17), (8, 5), (8, 1000)])
    func everyPieceRunsOnceAndTheCallerSeesItsWork(workers: Int, count: Int) {
        let pool = WorkerPool(workers: workers)
        for slots in Self.runs(pool, count: count, batches: 200) {
            #expect(slots == Array(repeating: 1, count: count))
        }
    }

    /// With work of its own for the caller, every piece still runs once, the caller's work
    /// runs once on its thread, and the caller sees what the pieces wrote; with no pieces, or a
    /// pool busy with another batch, the caller's work runs all the same.
    @Test(arguments: [(2, 0), (2, 1), (2, 16), (3, 17), (8, 1000)])
    func piecesRunOnceAlongsideTheCallersWork(workers: Int, count: Int) {
        let pool = WorkerPool(workers: workers)
        let slots = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, count))
        defer { slots.deallocate() }
        let shared = Slots(slots)
        for _ in 0..<200 {
            slots.initialize(repeating: 0)
            var alongside = 0
            let caller = pthread_self()
            var onCaller = false
            pool.forEach(count, { index, _ in shared.slots[index] += 1 }) {
                alongside += 1
                onCaller = pthread_equal(pthread_self(), caller) != 0
            }
            #expect(alongside == 1)
            #expect(onCaller)
            #expect(Array(slots.prefix(count)) == Array(repeating: 1, count: count))
        }
    }

    /// Each piece runs as a worker below the pool's count, the caller's as worker 0 and the
    /// threads' as others, and no two pieces run as the same worker at once: the explorer lends
    /// each worker's size-class answers to its pieces without a lock.
    @Test(arguments: [(2, 2), (2, 64), (3, 17), (8, 1000)])
    func piecesOfOneWorkerNeverOverlap(workers: Int, count: Int) {
        let pool = WorkerPool(workers: workers)
        let caller = pthread_self()
        let busy = Mutex<Set<Int>>([])
        let wrong = Atomic<Int>(0)
        let used = Mutex<Set<Int>>([])
        for _ in 0..<50 {
            pool.forEach(
                count,
                { _, worker in
                    let isCaller = pthread_equal(pthread_self(), caller) != 0
                    let entered = busy.withLock { $0.insert(worker).inserted }
                    if !entered || worker < 0 || worker >= workers || isCaller != (worker == 0) {
                        wrong.add(1, ordering: .relaxed)
                    }
                    used.withLock { _ = $0.insert(worker) }
                    // Long enough for the other workers to take pieces meanwhile.
                    var spin = 0
                    for step in 0..<2_000 { spin &+= step }
                    precondition(spin > 0)
                    busy.withLock { _ = $0.remove(worker) }
                }, alongside: {})
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(used.withLock { $0.isSubset(of: Set(0..<workers)) && $0.contains(0) })
    }

    /// The pool's threads take pieces while the caller's work runs: the caller's work waits
    /// for a piece to finish, which on the caller's thread alone it would wait for in vain (it
    /// gives up after ten seconds).
    @Test func piecesRunWhileTheCallersWorkRuns() {
        let pool = WorkerPool(workers: 2)
        for _ in 0..<20 {
            let finished = Atomic<Bool>(false)
            var sawThePiece = false
            pool.forEach(1, { _, _ in finished.store(true, ordering: .releasing) }) {
                let deadline = ContinuousClock.now + .seconds(10)
                while !finished.load(ordering: .acquiring) && ContinuousClock.now < deadline {}
                sawThePiece = finished.load(ordering: .acquiring)
            }
            #expect(sawThePiece, "the piece did not run while the caller's work ran")
        }
    }

    /// Threads that never spin sleep after every piece: the path where a batch must wake them.
    @Test func threadsThatSleepAtOnceAreWokenForEachBatch() {
        let pool = WorkerPool(workers: 3, spinning: 0)
        for slots in Self.runs(pool, count: 24, batches: 300) {
            #expect(slots == Array(repeating: 1, count: 24))
        }
    }

    /// A piece that runs a batch of its own runs it on its thread: the pool is busy.
    @Test func aBatchInsideAPieceRunsOnItsThread() {
        let pool = WorkerPool(workers: 2)
        let inner = UnsafeMutableBufferPointer<Int>.allocate(capacity: 4 * 5)
        defer { inner.deallocate() }
        inner.initialize(repeating: 0)
        let shared = Slots(inner)
        pool.forEach(4) { outer, _ in
            pool.forEach(5) { index, _ in shared.slots[outer * 5 + index] += 1 }
        }
        #expect(Array(inner) == Array(repeating: 1, count: 20))
    }

    /// Two threads using one pool at once both get every piece run.
    @Test func twoCallersAtOnceBothFinish() {
        let pool = WorkerPool(workers: 2)
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 2)
        defer { results.deallocate() }
        results.initialize(repeating: false)
        let shared = Flags(results)
        DispatchQueue.concurrentPerform(iterations: 2) { caller in
            shared.flags[caller] = Self.runs(pool, count: 9, batches: 100).allSatisfy {
                $0 == Array(repeating: 1, count: 9)
            }
        }
        #expect(Array(results) == [true, true])
    }

    private struct Flags: @unchecked Sendable {
        let flags: UnsafeMutableBufferPointer<Bool>
        init(_ flags: UnsafeMutableBufferPointer<Bool>) { self.flags = flags }
    }

    /// After a batch, with none following, every thread goes to sleep (an idle shell uses no
    /// processor); threads start only when first needed.
    @Test func anIdlePoolSleeps() {
        let pool = WorkerPool(workers: 4)
        #expect(pool.sleepingThreads == 0)
        _ = Self.runs(pool, count: 12, batches: 3)
        var waited = 0
        while pool.sleepingThreads < 3 && waited < 5_000 {
            usleep(1_000)
            waited += 1
        }
        #expect(pool.sleepingThreads == 3)
    }
}
