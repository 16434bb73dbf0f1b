import NavModel

/// How many workers `explore`, `reach`, `open` and `check` spread their search over: one per
/// processor online, or as many as `NAVSH_JOBS` asks (1: the search runs on the calling
/// thread alone). Results never depend on it; only the time does.
enum Workers {
    /// The variable that sets the number of workers.
    static let variable = "NAVSH_JOBS"
    /// The most workers a search uses, however many processors or `NAVSH_JOBS` say.
    static let maximum = 64

    /// The number of workers, and a warning to print when `NAVSH_JOBS` is set to something
    /// that is not a number from 1 to `maximum` (the processors are used instead).
    static func count(environment value: String?, processors: Int) -> (workers: Int, warning: String?) {
        let fallback = min(max(1, processors), maximum)
        guard let value, !value.isEmpty else { return (fallback, nil) }
        guard let asked = Int(value), asked >= 1, asked <= maximum else {
            return (
                fallback,
                "navsh: \(variable) must be a number of workers from 1 to \(maximum), not '\(value)';"
                    + " using \(fallback)"
            )
        }
        return (asked, nil)
    }

    /// Work spread over `workers` workers: the caller and a pool of `workers - 1` threads; the
    /// largest arrays backed by huge pages (`HugePages`).
    static func parallelism(workers: Int) -> Parallelism {
        let advise: @Sendable (UnsafeMutableRawPointer, Int) -> Void = { HugePages.advise($0, count: $1) }
        guard workers > 1 else { return .serial(adviseMemory: advise) }
        let pool = WorkerPool(workers: workers)
        return Parallelism(
            workers: workers, forEach: { count, body in pool.forEach(count, body) },
            alongside: { count, body, alongside in pool.forEach(count, body, alongside: alongside) },
            adviseMemory: advise)
    }
}
