import NavModel

/// What the interpreter needs from the operating system, given to it by the executable.
///
/// NavScript imports neither Foundation nor Glibc: files and interruption come through this
/// protocol, so the interpreter runs the same at the prompt, in batch mode and in tests.
public protocol ScriptHost: AnyObject {
    /// The contents of a file, or why it cannot be read.
    func readFile(_ path: String) -> Result<[UInt8], HostError>
    /// Replaces a file's contents atomically: a temporary file, flushed, synced and renamed.
    func writeFileAtomically(_ path: String, contents: String) -> Result<Void, HostError>
    /// Whether the user asked to stop the running command (Ctrl-C).
    func isInterrupted() -> Bool
    /// Replaces a file's contents atomically with bytes (an image, say).
    func writeFileAtomically(_ path: String, bytes: [UInt8]) -> Result<Void, HostError>
    /// Shows how far a long command has got, on one line the next call replaces, where a
    /// person watching can see it (standard error, when it is a terminal). A host decides
    /// whether the command has run long enough to show it; hosts without a terminal ignore it.
    func showProgress(_ line: String)
    /// Clears the progress line, if one is shown.
    func endProgress()
    /// Runs `program`, found on `PATH`, with `arguments` and `input` on its standard input,
    /// and waits for it. `.notFound` when there is no such program.
    func runProgram(_ program: String, arguments: [String], input: [UInt8]) -> Result<
        ProgramOutput, HostError
    >
    /// The working directory as an absolute path, or nil where there is none to tell.
    func currentDirectory() -> String?
    /// How the searches (`explore`, `reach`, `open`, `check`) may spread their work over
    /// processors; their results are the same however it is spread.
    var parallelism: Parallelism { get }
}

/// What a program run through the host printed, and how it ended.
public struct ProgramOutput: Hashable, Sendable {
    /// Its exit status (128 + the signal when a signal ended it).
    public var status: Int32
    /// Its standard output.
    public var output: [UInt8]
    /// Its standard error.
    public var errorOutput: [UInt8]

    /// Creates a program's output.
    public init(status: Int32, output: [UInt8], errorOutput: [UInt8]) {
        self.status = status
        self.output = output
        self.errorOutput = errorOutput
    }
}

extension ScriptHost {
    /// Hosts that cannot write bytes refuse.
    public func writeFileAtomically(_ path: String, bytes: [UInt8]) -> Result<Void, HostError> {
        .failure(.other("this host cannot write binary files"))
    }
    /// Hosts without a terminal show no progress.
    public func showProgress(_ line: String) {}
    /// Hosts without a terminal show no progress.
    public func endProgress() {}
    /// Hosts without threads search on the caller's thread.
    public var parallelism: Parallelism { .serial }
    /// Hosts without a file system have no working directory.
    public func currentDirectory() -> String? { nil }
    /// Hosts that cannot run programs find none.
    public func runProgram(_ program: String, arguments: [String], input: [UInt8]) -> Result<
        ProgramOutput, HostError
    > {
        .failure(.notFound)
    }
}

/// Why the host could not read or write a file.
public enum HostError: Error, Hashable, Sendable {
    /// No such file.
    case notFound
    /// A directory where a file was expected.
    case isDirectory
    /// Permission denied.
    case permissionDenied
    /// Anything else, with the system's words.
    case other(String)
}

extension HostError {
    /// The reason as a phrase: `no such file`.
    public var phrase: String {
        switch self {
        case .notFound: return "no such file"
        case .isDirectory: return "is a directory"
        case .permissionDenied: return "permission denied"
        case .other(let text): return text
        }
    }
}

/// Paths as the interpreter handles them: POSIX strings, resolved against the including file.
public enum ScriptPath {
    /// `path` as seen from the file `base` is in; absolute paths and paths from the prompt
    /// (`base` nil or not a path) stay as they are.
    public static func resolve(_ path: String, relativeTo base: String?) -> String {
        guard !path.hasPrefix("/"), let base, let slash = base.lastIndex(of: "/") else { return path }
        return String(base[...slash]) + path
    }

    /// `path`, relative to the working directory or absolute, as a script written to `file`
    /// must name it, since a `source` resolves against the file it is in: `lib.nav` from
    /// `out/session.nav` is `../lib.nav`. `workingDirectory` (absolute) is needed only when
    /// the two cannot be related without it (an absolute `file`, a `..` above the start);
    /// without it, `path` is returned as it is.
    public static func relative(_ path: String, fromDirectoryOf file: String, workingDirectory: String?)
        -> String
    {
        guard !path.hasPrefix("/") else { return path }
        var directory = components(file)
        directory?.removeLast()
        if !file.hasPrefix("/"), let directory, directory.isEmpty { return path }
        if !file.hasPrefix("/"), let directory, let target = components(path) {
            return relative(target, from: directory)
        }
        guard let workingDirectory, workingDirectory.hasPrefix("/") else { return path }
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : workingDirectory + "/" + path }
        guard var from = components(absolute(file)), let target = components(absolute(path)) else {
            return path
        }
        from.removeLast()
        return relative(target, from: from)
    }

    /// The components of `path` with `.` and empty ones dropped and `..` applied; nil when a
    /// relative path climbs above its start, since then only the working directory can say.
    private static func components(_ path: String) -> [Substring]? {
        var result: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                if result.popLast() == nil, !path.hasPrefix("/") { return nil }
            default: result.append(component)
            }
        }
        return result
    }

    /// `target` as reached from `directory`, both from the same start.
    private static func relative(_ target: [Substring], from directory: [Substring]) -> String {
        var shared = 0
        while shared < directory.count, shared < target.count - 1, directory[shared] == target[shared] {
            shared += 1
        }
        let up = Array(repeating: "..", count: directory.count - shared)
        return (up + target[shared...].map(String.init)).joined(separator: "/")
    }

    /// The last component: `a/b/c.nav` → `c.nav`.
    public static func basename(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
