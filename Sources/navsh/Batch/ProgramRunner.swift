import NavScript

// The host's process and terminal services for the analyses: running Graphviz with
// posix_spawn and drawing a progress line on standard error. Glibc is imported here, in
// FileSystem.swift and in Interactive/Platform.swift only.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs programs found on `PATH`, their input and outputs through temporary files, so a large
/// output can never fill a pipe and deadlock.
enum ProgramRunner {
    /// Runs `program` with `arguments`, feeding `input`, and waits for it.
    static func run(_ program: String, arguments: [String], input: [UInt8]) -> Result<
        ProgramOutput, HostError
    > {
        guard let inputFile = TemporaryFile(contents: input), let outputFile = TemporaryFile(contents: []),
            let errorFile = TemporaryFile(contents: [])
        else { return .failure(.other(String(cString: strerror(errno)))) }
        defer {
            inputFile.remove()
            outputFile.remove()
            errorFile.remove()
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, inputFile.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputFile.path, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorFile.path, O_WRONLY | O_TRUNC, 0)
        let argv = ([program] + arguments).map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        var arguments = argv + [nil]
        let spawned = arguments.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return EINVAL }
            return posix_spawnp(&pid, program, &actions, nil, base, environ)
        }
        guard spawned == 0 else {
            return .failure(spawned == ENOENT ? .notFound : .other(String(cString: strerror(spawned))))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(.other(String(cString: strerror(errno)))) }
        }
        let exited = status & 0x7F == 0
        let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = (try? FileSystem.read(outputFile.path).get()) ?? []
        let errorOutput = (try? FileSystem.read(errorFile.path).get()) ?? []
        return .success(ProgramOutput(status: code, output: output, errorOutput: errorOutput))
    }

    /// A file in the temporary directory, private to this user.
    private struct TemporaryFile {
        let path: String

        init?(contents: [UInt8]) {
            let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
            var template = Array((directory + "/navsh.XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
                guard let base = buffer.baseAddress else { return -1 }
                return mkstemp(base)
            }
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var offset = 0
            while offset < contents.count {
                let written = contents[offset...].withUnsafeBytes {
                    Glibc.write(descriptor, $0.baseAddress, $0.count)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    unlink(path)
                    return nil
                }
                offset += written
            }
        }

        func remove() { unlink(path) }
    }
}

/// The progress line of a long `explore`, `reach` or `check`, on standard error when it is a
/// terminal: shown once a command has run for a second, refreshed at most five times a second,
/// and erased when the command ends.
final class ProgressLine {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var started: Double?
    private var lastShown: Double?

    /// Shows `line` if the command has run long enough and the last refresh is old enough.
    func show(_ line: String) {
        guard isTerminal else { return }
        let now = ProgressLine.seconds()
        guard let started else {
            self.started = now
            return
        }
        guard now - started >= 1, lastShown.map({ now - $0 >= 0.2 }) ?? true else { return }
        lastShown = now
        write("\r\u{1B}[K" + line)
    }

    /// Ctrl-C stopped the command: the terminal echoed `^C` where the cursor was, after the
    /// progress line if one is shown. Leaves `^C` alone on the line and starts the next.
    func interrupted() {
        guard isTerminal else { return }
        write("\r\u{1B}[K^C\n")
        started = nil
        lastShown = nil
    }

    /// Erases the line, if one was shown, and starts afresh for the next command.
    func end() {
        if lastShown != nil { write("\r\u{1B}[K") }
        started = nil
        lastShown = nil
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
