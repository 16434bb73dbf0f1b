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
    /// Runs `body(0, w)`…`body(count - 1, w)`, in any order and possibly at the same time, and
    /// returns when every one has returned.
    let forEach: @Sendable (_ count: Int, _ body: Piece) -> Void
    /// Runs the pieces as `forEach` does while the caller runs `alongside` on its own thread,
    /// and returns when all have returned.
    let forEachAlongside: ForEachAlongside

    /// Called with fresh memory the explorer is about to fill (its largest arrays, 4 MiB or
    /// more: see `MemoryAdvice`), and its size in bytes, before anything is written to it: a
    /// host may ask the kernel to back it with huge pages. Nil for none; results never depend
    /// on it.
    public let adviseMemory: (@Sendable (_ start: UnsafeMutableRawPointer, _ bytes: Int) -> Void)?

    /// How pieces are run while the caller does work of its own, `alongside` (see `init`).
    public typealias ForEachAlongside =
        @Sendable (
            _ count: Int, _ body: Piece, _ alongside: () -> Void
        ) -> Void

    /// A piece of work: its index, and the worker that runs it, below `workers`. Pieces of one
    /// call that run at the same time have different workers, so a piece may use what belongs
    /// to its worker without a lock: the explorer's size-class answers are kept a worker, where
    /// kept a piece (sixteen on two workers) each learnt the same answers and touched memory of
    /// its own (ex7: 225 MB and 66K page faults on two workers, against 132 MB and 42K on one).
    public typealias Piece = @Sendable (_ piece: Int, _ worker: Int) -> Void

    /// Work spread over `workers` pieces, run by `forEach`, which must call its body once for
    /// every index below its count, with a worker below `workers` that runs no other piece of
    /// the call meanwhile, and return only when they all have returned; an explorer's workers
    /// expand `statesPerWorker` states each between merges.
    ///
    /// `alongside`, if given, does what `forEach` does and calls its third argument once on
    /// the calling thread meanwhile, returning when that and every piece have returned: the
    /// explorer merges one batch while the pieces of the next are expanded. Without it, the
    /// caller's work runs first, then the pieces. `adviseMemory`: see `adviseMemory`.
    public init(
        workers: Int, statesPerWorker: Int = Explorer.statesPerWorker,
        forEach: @escaping @Sendable (_ count: Int, _ body: Piece) -> Void,
        alongside: ForEachAlongside? = nil,
        adviseMemory: (@Sendable (_ start: UnsafeMutableRawPointer, _ bytes: Int) -> Void)? = nil
    ) {
        self.workers = max(1, workers)
        self.statesPerWorker = max(1, statesPerWorker)
        self.forEach = forEach
        self.adviseMemory = adviseMemory
        self.forEachAlongside =
            alongside ?? { count, body, alongside in
                alongside()
                forEach(count, body)
            }
    }

    /// One worker, on the caller's thread.
    public static let serial = Parallelism.serial(adviseMemory: nil)

    /// One worker, on the caller's thread, with `adviseMemory` (see `adviseMemory`).
    public static func serial(
        adviseMemory: (@Sendable (_ start: UnsafeMutableRawPointer, _ bytes: Int) -> Void)?
    ) -> Parallelism {
        Parallelism(
            workers: 1,
            forEach: { count, body in
                for index in 0..<count { body(index, 0) }
            }, adviseMemory: adviseMemory)
    }
}
