import NavScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the interpreter's lines to standard output and standard error, buffered: a
/// million-command script must not make a million `write` calls. Standard output is flushed
/// before anything goes to standard error, so a terminal shows them in order.
///
/// When the reader of either stream goes away (`navsh … | head -1`; SIGPIPE is ignored in
/// batch modes, so a write fails with EPIPE) the process stops at once and quietly, with
/// `statusIfClosed`: the status of what it ran so far (navsh(1), EXIT STATUS).
final class StandardSink: OutputSink {
    private var buffer: [UInt8] = []
    private let limit = 1 << 16
    /// The exit status if a reader goes away now: success while everything so far passed;
    /// commands that go on after a failure (`test`, `check`) raise it when they see one.
    var statusIfClosed: Int32 = 0

    init() { buffer.reserveCapacity(limit) }

    func write(_ line: String, to stream: OutputStream) {
        switch stream {
        case .standard:
            buffer += line.utf8
            buffer.append(0x0A)
            if buffer.count >= limit { flush() }
        case .diagnostic:
            flush()
            var bytes = Array(line.utf8)
            bytes.append(0x0A)
            writeAll(bytes, to: STDERR_FILENO)
        }
    }

    /// Writes what is buffered.
    func flush() {
        guard !buffer.isEmpty else { return }
        writeAll(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { _exit(statusIfClosed) }
                return
            }
            offset += written
        }
    }
}
