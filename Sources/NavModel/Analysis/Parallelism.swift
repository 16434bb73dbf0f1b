/// How an analysis may spread its work over processors. The model has no threads of its own (it
/// does no I/O and imports nothing): whoever runs it, the executable say, hands it a way to run
/// independent pieces of work at once, and the model splits its work into that many pieces.
///
/// Results never depend on it: the explorer expands the pieces apart and merges what they found
/// in the order a single worker would have found it, so one worker or many give the same states,
/// numbers, scripts and findings.
public struct Parallelism: Sendable {
    /// How many pieces of work to make: the processors available, or 1.
    public let workers: Int
    /// How many states of a level each worker expands before what they found is merged (see
    /// `Explorer.statesPerWorker`); tests make it small, so that a level spans many batches.
    public let statesPerWorker: Int
    /// Runs `body(0)`…`body(count - 1)`, in any order and possibly at the same time, and returns
    /// when every one has returned.
    let forEach: @Sendable (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void

    /// Work spread over `workers` pieces, run by `forEach`, which must call its body once for
    /// every index below its count and return only when they all have returned; an explorer's
    /// workers expand `statesPerWorker` states each between merges.
    public init(
        workers: Int, statesPerWorker: Int = Explorer.statesPerWorker,
        forEach: @escaping @Sendable (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void
    ) {
        self.workers = max(1, workers)
        self.statesPerWorker = max(1, statesPerWorker)
        self.forEach = forEach
    }

    /// One worker, on the caller's thread.
    public static let serial = Parallelism(workers: 1) { count, body in
        for index in 0..<count { body(index) }
    }
}
