import Synchronization

/// Whether a search has stopped (interrupted, at its state limit, or at its target), raised by
/// the merge and read by the workers before each piece of the batch they expand alongside it.
///
/// With more than one worker, the workers expand the next batch while the last one is merged
/// (see `Parallelism.forEachAlongside`). A search that stops in the merge never merges that
/// batch, yet waited for the workers to expand all of it: on a debug build, half a second
/// after Ctrl-C. Pieces not yet started when the signal is raised are skipped, so the wait
/// is at most the pieces already running.
final class StopSignal: Sendable {
    private let stopped = Atomic<Bool>(false)

    /// A signal not raised.
    init() {}

    /// Whether the search has stopped.
    var isRaised: Bool { stopped.load(ordering: .relaxed) }

    /// Says the search has stopped.
    func raise() { stopped.store(true, ordering: .relaxed) }
}
