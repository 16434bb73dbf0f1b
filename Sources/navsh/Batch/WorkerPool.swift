import NavModel
import Synchronization

// Threads of its own for a search's workers: pthreads, which need Glibc, imported here as in
// FileSystem.swift, ProgramRunner.swift and Interactive/Platform.swift.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed set of threads that run the pieces of a `Parallelism.forEach` with its caller: the
/// caller takes pieces too, so `workers` workers are `workers - 1` threads and the caller.
///
/// Why not `DispatchQueue.concurrentPerform`: the explorer calls `forEach` once a batch (ex7:
/// about 950 batches of 1,024 states when this was measured, 1,900 of 512 now) and merges
/// alone between batches, so Dispatch parked its threads during each merge and woke them for
/// the next batch (ex7 on two workers: about 1,480 voluntary context switches a run, up to
/// 11,000 with another build of the same code). These threads wait for the next batch
/// spinning, for longer than a merge takes (`spinning`), and only then sleep on a condition
/// variable, so an idle shell uses no processor (ex7: 35 to 450 context switches, and 0.93 to
/// 0.94 times main's time, medians of two sets of 20 paired runs with the processors free of
/// other work; within the noise on ex6, a sixth the size).
///
/// Pieces are handed out one at a time from a counter, as threads come free.
final class WorkerPool: Sendable {
    /// The threads besides the caller.
    let threads: Int
    private let state: State

    /// A pool for `workers` workers: `workers - 1` threads, started when first needed, which
    /// wait `spinning` nanoseconds for work before they sleep.
    init(workers: Int, spinning: Int = WorkerPool.spinning) {
        threads = max(0, workers - 1)
        state = State(spinning: spinning)
    }

    deinit { state.stop() }

    /// How many of the threads sleep, waiting for a batch: all of them, a moment after a
    /// batch, when no other follows (tests check that an idle pool does not spin).
    var sleepingThreads: Int { state.sleepingThreads }

    /// How long a waiting thread looks for work (or the caller for the batch's end) before it
    /// sleeps, in nanoseconds: 2 ms, longer than a merge between batches (on ex7 with two
    /// workers, threads then slept 35 times in a run, against 790 times waiting 0.1 ms and
    /// 1,480 not waiting; it took 0.92 times as long as not waiting, paired runs' median).
    static let spinning = 2_000_000

    /// Runs `body(0, w)`…`body(count - 1, w)` on the pool's threads and the caller's, returning
    /// when all have returned; what the bodies wrote is then visible to the caller. The caller
    /// is worker 0 and each thread a worker of its own, 1 on (see `Parallelism.Piece`). A call
    /// made while the pool is busy (from another thread, or from inside a body) runs its pieces
    /// on its own thread, one after another, as worker 0.
    func forEach(_ count: Int, _ body: Parallelism.Piece) {
        guard count > 1 else {
            for index in 0..<count { body(index, 0) }
            return
        }
        forEach(count, body, alongside: {})
    }

    /// `forEach(_:_:)`, the caller running `alongside` once the pieces are published and taking
    /// pieces only after it: the pool's threads expand the explorer's next batch while the
    /// caller merges the last. A busy pool runs `alongside`, then the pieces, on the caller's
    /// thread.
    func forEach(_ count: Int, _ body: Parallelism.Piece, alongside: () -> Void) {
        guard count > 0, threads > 0,
            state.busy.compareExchange(
                expected: false, desired: true, ordering: .acquiring
            ).exchanged
        else {
            alongside()
            for index in 0..<count { body(index, 0) }
            return
        }
        defer { state.busy.store(false, ordering: .releasing) }
        if !state.started {
            state.started = true
            state.start(threads)
        }
        withoutActuallyEscaping(body) { body in state.run(count, body, alongside: alongside) }
    }

    /// What the threads and the caller share. `body` and `count` are written by the caller
    /// before it publishes a batch in `untaken` (releasing) and read by a thread only after it
    /// took a piece from `untaken` (acquiring); the caller changes them again only after every
    /// piece is `done`, which each thread adds to (releasing) after its last read.
    private final class State: @unchecked Sendable {
        /// How many pieces of the batch are not yet taken: a thread takes piece `untaken - 1`
        /// by lowering it. It goes below zero as threads find none left, until the next batch
        /// is published, which happens only once every piece of the last has returned: so a
        /// piece taken is always one of the batch whose `body` and `count` are set, even by a
        /// thread that was slow to look.
        let untaken = Atomic<Int>(0)
        /// The pieces of this batch that have returned.
        let done = Atomic<Int>(0)
        /// Whether a `forEach` is running (the pool serves one at a time).
        let busy = Atomic<Bool>(false)
        /// Whether the pool is going away: its threads return.
        let stopping = Atomic<Bool>(false)
        let spinning: Int
        /// Whether the threads were started; read and written only by a caller holding `busy`.
        var started = false
        var body: Parallelism.Piece?
        var count = 0
        /// Guards the sleepers: threads sleeping on `work` for the next batch, the caller
        /// sleeping on `finished` for this batch's end.
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let work = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var callerSleeps = false
        private var sleepers = 0

        init(spinning: Int) {
            self.spinning = spinning
            pthread_mutex_init(lock, nil)
            pthread_cond_init(work, nil)
            pthread_cond_init(finished, nil)
        }

        deinit {
            pthread_cond_destroy(finished)
            pthread_cond_destroy(work)
            pthread_mutex_destroy(lock)
            finished.deallocate()
            work.deallocate()
            lock.deallocate()
        }

        /// Starts `threads` threads, workers 1 to `threads`, each holding the state until it
        /// stops. A thread that cannot be started is done without: the caller takes every piece
        /// nobody else does.
        func start(_ threads: Int) {
            for thread in 0..<threads {
                let context = Unmanaged.passRetained(Started(state: self, worker: thread + 1)).toOpaque()
                #if canImport(Glibc)
                    var thread = pthread_t()
                #else
                    var thread: pthread_t?
                #endif
                let status = pthread_create(
                    &thread, nil,
                    { context in
                        guard let context else { return nil }
                        let started = Unmanaged<Started>.fromOpaque(context).takeRetainedValue()
                        started.state.serve(as: started.worker)
                        return nil
                    }, context)
                if status == 0 {
                    #if canImport(Glibc)
                        pthread_detach(thread)
                    #else
                        if let thread { pthread_detach(thread) }
                    #endif
                } else {
                    Unmanaged<Started>.fromOpaque(context).release()
                }
            }
        }

        /// How many threads sleep on `work`.
        var sleepingThreads: Int {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return sleepers
        }

        /// Lets the threads return.
        func stop() {
            pthread_mutex_lock(lock)
            stopping.store(true, ordering: .sequentiallyConsistent)
            pthread_cond_broadcast(work)
            pthread_mutex_unlock(lock)
        }

        /// Publishes a batch, runs `alongside`, takes the pieces left with the threads, and
        /// waits for the last.
        func run(_ count: Int, _ body: @escaping Parallelism.Piece, alongside: () -> Void) {
            self.body = body
            self.count = count
            done.store(0, ordering: .relaxed)
            pthread_mutex_lock(lock)
            untaken.store(count, ordering: .releasing)
            pthread_cond_broadcast(work)
            pthread_mutex_unlock(lock)
            alongside()
            var ran = 0
            while let index = take() {
                body(index, 0)
                ran += 1
            }
            if done.add(ran, ordering: .acquiringAndReleasing).newValue != count {
                waitForTheRest(count)
            }
            self.body = nil
        }

        /// Spins, then sleeps, until every piece of the batch has returned.
        private func waitForTheRest(_ count: Int) {
            if spin(until: { done.load(ordering: .acquiring) == count }) { return }
            pthread_mutex_lock(lock)
            callerSleeps = true
            while done.load(ordering: .acquiring) != count { pthread_cond_wait(finished, lock) }
            callerSleeps = false
            pthread_mutex_unlock(lock)
        }

        /// Whether `ready` became true within `spinning` nanoseconds, asking it again and again,
        /// and every 64 times the clock, and yielding the processor to any other thread that
        /// waits for it. On a machine busier than its processors, a thread spinning 2 ms
        /// without yielding kept the thread it waited for (a worker, or the caller merging)
        /// from running: ex7 on two workers took 1.29 times main's time with Dispatch (10
        /// paired runs at load 11); yielding, 1.04, and no slower when the processors are free.
        private func spin(until ready: () -> Bool) -> Bool {
            if ready() { return true }
            guard spinning > 0 else { return false }
            let deadline = Self.now() + spinning
            var asked = 0
            while !ready() {
                asked &+= 1
                if asked & 63 == 0 {
                    if Self.now() >= deadline { return false }
                    sched_yield()
                }
            }
            return true
        }

        /// The monotonic clock, in nanoseconds.
        private static func now() -> Int {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return time.tv_sec * 1_000_000_000 + time.tv_nsec
        }

        /// A piece of the published batch not yet taken, taking it, or nil when none is left.
        private func take() -> Int? {
            let left = untaken.subtract(1, ordering: .acquiringAndReleasing).oldValue
            return left > 0 ? left - 1 : nil
        }

        /// A thread's life, as worker `worker`: take pieces while there are some, spin a while
        /// for the next batch, then sleep until one is published.
        func serve(as worker: Int) {
            while !stopping.load(ordering: .acquiring) {
                while let index = take() { perform(index, as: worker) }
                if spin(until: { untaken.load(ordering: .relaxed) > 0 }) { continue }
                pthread_mutex_lock(lock)
                sleepers += 1
                while untaken.load(ordering: .relaxed) <= 0 && !stopping.load(ordering: .relaxed) {
                    pthread_cond_wait(work, lock)
                }
                sleepers -= 1
                pthread_mutex_unlock(lock)
            }
        }

        /// Runs a piece taken by a thread and counts it done, waking the caller if it was the
        /// last and the caller sleeps.
        private func perform(_ index: Int, as worker: Int) {
            let count = self.count
            call(index, worker)
            guard done.add(1, ordering: .acquiringAndReleasing).newValue == count else { return }
            pthread_mutex_lock(lock)
            if callerSleeps { pthread_cond_signal(finished) }
            pthread_mutex_unlock(lock)
        }

        /// Runs `body(index)`. Not inlined, so that the thread's copy of `body` is released
        /// before the piece counts as done: the caller's `withoutActuallyEscaping` requires that
        /// no copy outlives the batch.
        @inline(never)
        private func call(_ index: Int, _ worker: Int) {
            if let body { body(index, worker) }
        }
    }

    /// What a thread is started with: the state it shares, and which worker it is.
    private final class Started {
        let state: State
        let worker: Int

        init(state: State, worker: Int) {
            self.state = state
            self.worker = worker
        }
    }
}
