/// The size-class answers (see `LayerTransferCache`) of an exploration's workers, one set a
/// worker, which a piece borrows for as long as it runs (see `Parallelism.Piece`).
///
/// Kept a worker, not a piece: with a set in each of a batch's pieces (sixteen on two workers,
/// in two sets of workspaces), each learnt the same answers apart and filled memory of its own,
/// a cache being as long as the largest layer number it meets (ex7 on two workers: 225 MB
/// at the peak and 66K page faults, against 132 MB and 42K on one).
final class WorkerTransferCaches: @unchecked Sendable {
    private let caches: UnsafeMutablePointer<LayerTransferCache>
    private let count: Int

    /// Empty answers for `workers` workers.
    init(workers: Int) {
        count = max(1, workers)
        caches = .allocate(capacity: count)
        caches.initialize(repeating: LayerTransferCache(), count: count)
    }

    deinit {
        caches.deinitialize(count: count)
        caches.deallocate()
    }

    /// Runs `body` on `space` holding worker `worker`'s answers, which it keeps, with what
    /// `body` added, when `body` returns. Only that worker may call it, one piece at a time.
    func lend(_ worker: Int, to space: inout Workspace, _ body: (inout Workspace) -> Void) {
        precondition(worker >= 0 && worker < count, "a worker the parallelism does not have")
        swap(&caches[worker], &space.layerTransfers)
        body(&space)
        swap(&caches[worker], &space.layerTransfers)
    }
}
