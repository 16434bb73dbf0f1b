import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), which the Glibc module does not show.
@_silgen_name("posix_spawn_file_actions_addchdir_np")
private func spawnChangeDirectory(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>
) -> Int32

/// How a process run by `BoundedProcess` ended, with what it cost.
struct BoundedResult {
    /// The exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, if one did.
    var signal: Int32?
    /// Its standard output and standard error.
    var output: [UInt8]
    var errors: [UInt8]
    /// Wall-clock seconds from spawn to exit.
    var seconds: Double
    /// Its peak resident set, in MiB (0 when it was not measured).
    var peakMegabytes: Int
    /// Whether it was killed for running past its time limit.
    var timedOut: Bool

    /// Standard error as text (invalid UTF-8 repaired).
    var errorText: String { String(decoding: errors, as: UTF8.self) }
    /// Standard output as text (invalid UTF-8 repaired).
    var outputText: String { String(decoding: output, as: UTF8.self) }
    /// `status`, or 128 + the signal, as a shell reports it.
    var shellStatus: Int32 { status ?? 128 + (signal ?? 0) }
}

/// Runs a program with its input and outputs in files (no pipe can fill and deadlock), a time
/// limit after which its process group is killed, and its peak memory measured: what the
/// hostile input tests need to prove navsh answers in bounded time and memory.
///
/// The peak comes from GNU time (`/usr/bin/time -f %M`, Scripts/lib/deps.sh installs it):
/// `wait4`'s `ru_maxrss` would report this test process's own size, because posix_spawn's
/// vfork runs the child in the parent's memory until exec. Without GNU time it is 0.
enum BoundedProcess {
    /// Whether these tests run under AddressSanitizer (`swift test --sanitize=address`), which
    /// makes navsh several times slower and bigger; budgets are scaled by `budgetFactor`.
    static let isSanitized: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// How much more time a case may take in this build. Under ASan a debug navsh runs 3 to 4
    /// times slower alone, and a case shares two cores with the rest of the parallel run: a
    /// sheet presented 10,000 times took 36 s alone and 156 s in the run (budget 30 s). The
    /// sanitized run is there for memory errors; the plain `swift test` holds the real
    /// budgets, and 10 still fails a case that went quadratic.
    static var budgetFactor: Double { isSanitized ? 10 : 1 }

    /// The memory a case may take in this build, given its budget in MiB: ASan's shadow,
    /// redzones and quarantine make a sanitized navsh several times bigger.
    static func memoryBudget(_ megabytes: Int) -> Int { isSanitized ? megabytes * 8 + 256 : megabytes }

    /// Runs `executable` with `arguments` in `directory`, `input` on standard input.
    ///
    /// `interrupt` sends a signal once standard error contains a text (to stop navsh at a
    /// known point); memory is not measured then, so the signal reaches navsh itself. The
    /// process group is killed with SIGKILL after `timeout` seconds.
    static func run(
        _ executable: String, _ arguments: [String], input: [UInt8] = [], directory: String,
        environment extra: [String: String] = [:], timeout: Double = 60,
        interrupt: (signal: Int32, when: String)? = nil
    ) throws -> BoundedResult {
        let timer = "/usr/bin/time"
        let measures = interrupt == nil && FileManager.default.isExecutableFile(atPath: timer)
        let files = try scratch()
        defer { try? FileManager.default.removeItem(atPath: files) }
        let inputPath = files + "/stdin"
        let outputPath = files + "/stdout"
        let errorPath = files + "/stderr"
        let peakPath = files + "/peak"
        try Data(input).write(to: URL(fileURLWithPath: inputPath))

        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // A crash should end navsh at once and show as a signal, not run the backtracer.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in extra { environment[key] = value }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = spawnChangeDirectory(&actions, directory)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Signals the test runner ignores must not stay ignored in navsh.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Nor blocked: a test thread's signal mask would be inherited.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        // Its own process group, so a timeout kills navsh and not only GNU time.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let command = measures ? [timer, "-f", "%M", "-o", peakPath, executable] : [executable]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let started = Date()
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var interrupted = false
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0 && errno != EINTR { throw POSIXError(.ECHILD) }
            if let interrupt, !interrupted,
                let text = try? String(contentsOfFile: errorPath, encoding: .utf8),
                text.contains(interrupt.when)
            {
                kill(pid, interrupt.signal)
                interrupted = true
            }
            if Date().timeIntervalSince(started) > timeout {
                kill(-pid, SIGKILL)
                timedOut = true
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(interrupt == nil ? 2_000 : 10_000)
        }
        let seconds = Date().timeIntervalSince(started)
        var signal: Int32? = status & 0x7F != 0 && status & 0x7F != 0x7F ? status & 0x7F : nil
        var peak = 0
        if measures, let report = try? String(contentsOfFile: peakPath, encoding: .utf8) {
            // "Command terminated by signal 9" when a signal ended navsh, then the peak in KiB.
            for line in report.split(separator: "\n") {
                if line.hasPrefix("Command terminated by signal "),
                    let number = Int32(line.split(separator: " ").last ?? "")
                {
                    signal = number
                } else if let kilobytes = Int(line) {
                    peak = kilobytes / 1024
                }
            }
        }
        return BoundedResult(
            status: signal == nil ? (status >> 8) & 0xFF : nil, signal: signal,
            output: [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()),
            errors: [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()),
            seconds: seconds, peakMegabytes: peak, timedOut: timedOut)
    }

    /// A fresh private directory for one run's files.
    private static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navsh-bounded-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
