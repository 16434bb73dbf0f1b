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
    /// Runs the pieces as `forEach` does while the caller runs `alongside` on its own thread,
    /// and returns when all have returned.
    let forEachAlongside: ForEachAlongside

    /// How pieces are run while the caller does work of its own, `alongside` (see `init`).
    public typealias ForEachAlongside =
        @Sendable (
            _ count: Int, _ body: @Sendable (Int) -> Void, _ alongside: () -> Void
        ) -> Void

    /// Work spread over `workers` pieces, run by `forEach`, which must call its body once for
    /// every index below its count and return only when they all have returned; an explorer's
    /// workers expand `statesPerWorker` states each between merges.
    ///
    /// `alongside`, if given, does what `forEach` does and calls its third argument once on
    /// the calling thread meanwhile, returning when that and every piece have returned: the
    /// explorer merges one batch while the pieces of the next are expanded. Without it, the
    /// caller's work runs first, then the pieces.
    public init(
        workers: Int, statesPerWorker: Int = Explorer.statesPerWorker,
        forEach: @escaping @Sendable (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void,
        alongside: ForEachAlongside? = nil
    ) {
        self.workers = max(1, workers)
        self.statesPerWorker = max(1, statesPerWorker)
        self.forEach = forEach
        self.forEachAlongside =
            alongside ?? { count, body, alongside in
                alongside()
                forEach(count, body)
            }
    }

    /// One worker, on the caller's thread.
    public static let serial = Parallelism(workers: 1) { count, body in
        for index in 0..<count { body(index) }
    }
}
