import NavModel
import NavScript

// The batch side's operating-system calls: reading files whole and telling why they
// cannot be read. Glibc is imported here and in Interactive/Platform.swift only.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files as the interpreter's host sees them.
enum FileSystem {
    /// Reads a whole file, refusing directories with a clear reason.
    static func read(_ path: String) -> Result<[UInt8], HostError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(error(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(error(errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
        // The size the file has now is read straight into the array, in as few reads as the
        // kernel allows: read through a 64 KiB chunk and appended, every byte was copied
        // twice (reading a 13.7 MB script went from 2.6% to 2.1% of its run; 14 instructions
        // a command of s20k). The chunks then read whatever is left (a file that grew, or one
        // whose size says nothing, like a pipe's).
        let size = max(0, Int(info.st_size))
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            HugePages.advise(UnsafeMutableRawPointer(base), count: size)
            while count < size {
                let read = Glibc.read(descriptor, base + count, size - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if read == 0 { return }
                count += read
            }
        }
        if failure != 0 { return .failure(error(failure)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(error(errno))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return .success(bytes)
    }

    /// Reads standard input to its end.
    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Whether a path is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The `.nav` files under a directory, recursively, skipping hidden entries, in byte order.
    static func navFiles(under directory: String) -> [String] {
        guard let entries = Platform.directoryEntries(directory) else { return [] }
        var files: [String] = []
        for entry in entries.sorted(by: { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        )
        where !entry.name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
            if entry.isDirectory {
                files += navFiles(under: path)
            } else if entry.name.hasSuffix(".nav") {
                files.append(path)
            }
        }
        return files
    }

    /// Writes a whole file atomically (temporary file, flush, fsync, rename).
    static func writeAtomically(_ path: String, contents: String) -> Result<Void, HostError> {
        writeAtomically(path, bytes: Array(contents.utf8))
    }

    /// Writes bytes to a file atomically: `record`, `test --update` and `graph --output` all
    /// come here. A reader, or a crash at any moment, sees the old file or the new one, never
    /// a part: the bytes go to a temporary file beside it, which is flushed, synced and renamed
    /// over it (`Platform.replaceFileAtomically`). An existing file keeps its permissions.
    static func writeAtomically(_ path: String, bytes: [UInt8]) -> Result<Void, HostError> {
        var info = stat()
        let mode = stat(path, &info) == 0 ? UInt32(info.st_mode & 0o7777) : 0o644
        let fault = WriteFault.requested
        let done = Platform.replaceFileAtomically(at: path, permissions: mode) { stream in
            let half = fault == nil ? bytes.count : bytes.count / 2
            guard write(bytes[..<half], to: stream) else { return false }
            fault?.strike(stream)
            return write(bytes[half...], to: stream)
        }
        return done ? .success(()) : .failure(error(errno))
    }

    private static func write(_ bytes: ArraySlice<UInt8>, to stream: UnsafeMutablePointer<FILE>) -> Bool {
        bytes.isEmpty || bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) } == bytes.count
    }

    /// Fault injection for the tests that prove a write is atomic (navsh(1), ENVIRONMENT):
    /// `NAVSH_WRITE_FAULT=kill` makes navsh kill itself with SIGKILL after writing and syncing
    /// half of the temporary file, as a crash or power cut would; `pause` makes it say so on
    /// standard error and wait there for a signal. Either way the file being replaced is never
    /// touched, which is what the tests check; without the variable nothing changes.
    enum WriteFault: String {
        case kill
        case pause

        /// The fault asked for in the environment, if any.
        static var requested: WriteFault? {
            getenv("NAVSH_WRITE_FAULT").flatMap { WriteFault(rawValue: String(cString: $0)) }
        }

        /// Makes the half written so far durable, then dies or waits for a signal.
        func strike(_ stream: UnsafeMutablePointer<FILE>) {
            _ = fflush(stream)
            _ = fsync(fileno(stream))
            switch self {
            case .kill:
                _ = raise(SIGKILL)
            case .pause:
                let notice = Array("navsh: NAVSH_WRITE_FAULT: paused half-way through a write\n".utf8)
                _ = notice.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
                while true { _ = Glibc.pause() }
            }
        }
    }

    private static func error(_ code: Int32) -> HostError {
        switch code {
        case ENOENT: return .notFound
        case EISDIR: return .isDirectory
        case EACCES, EPERM: return .permissionDenied
        default: return .other(String(cString: strerror(code)))
        }
    }

    /// Installs the batch modes' signal handling: SIGINT leaves at once with status 130;
    /// SIGPIPE is ignored, so a reader that goes away shows as EPIPE, which `StandardSink`
    /// turns into a quiet exit rather than a death by signal (status 141 in a shell).
    static func installBatchSignalHandling() {
        signal(SIGINT) { _ in _exit(130) }
        signal(SIGPIPE, SIG_IGN)
    }
}

/// The interpreter's host for batch runs and the shell.
final class FileHost: ScriptHost {
    /// The sink whose buffered lines must reach the terminal before the progress line does.
    private let sink: StandardSink?
    /// Whether the pending Ctrl-C has been answered on the terminal.
    private var interruptShown = false

    /// A host; `sink` is flushed before anything is drawn on the terminal directly.
    init(sink: StandardSink? = nil) { self.sink = sink }

    func readFile(_ path: String) -> Result<[UInt8], HostError> { FileSystem.read(path) }
    func currentDirectory() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }
    func writeFileAtomically(_ path: String, contents: String) -> Result<Void, HostError> {
        FileSystem.writeAtomically(path, contents: contents)
    }
    /// Ctrl-C at the prompt sets the flag the REPL clears before each prompt; batch mode
    /// leaves at once with status 130 instead, so the flag is never set there. The first time
    /// a command sees it, the terminal's `^C` is given a line of its own, so that what the
    /// command then says starts at the margin.
    func isInterrupted() -> Bool {
        let pending = Interrupt.isPending
        if pending, !interruptShown {
            sink?.flush()
            progress.interrupted()
        }
        interruptShown = pending
        return pending
    }

    private let progress = ProgressLine()

    func writeFileAtomically(_ path: String, bytes: [UInt8]) -> Result<Void, HostError> {
        FileSystem.writeAtomically(path, bytes: bytes)
    }
    func showProgress(_ line: String) {
        sink?.flush()
        progress.show(line)
    }
    func endProgress() { progress.end() }

    /// Decided when a search first asks, so that runs without one never read `NAVSH_JOBS` or
    /// warn about it.
    lazy var parallelism: Parallelism = {
        let (workers, warning) = Workers.count(
            environment: Platform.variable(Workers.variable),
            processors: Platform.processorCount)
        if let warning {
            sink?.flush()
            Platform.writeStandardError(warning + "\n")
        }
        return Workers.parallelism(workers: workers)
    }()

    func runProgram(_ program: String, arguments: [String], input: [UInt8])
        -> Result<ProgramOutput, HostError>
    {
        ProgramRunner.run(program, arguments: arguments, input: input)
    }
}
