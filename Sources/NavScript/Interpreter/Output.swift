/// Where the interpreter's text goes: standard output or standard error, line by line.
public enum OutputStream: Hashable, Sendable {
    /// Events, stacks, listings.
    case standard
    /// Errors, warnings and notes.
    case diagnostic
}

/// A sink for the interpreter's lines. The executable writes them to the file descriptors;
/// `navsh test` and the tests collect them.
public protocol OutputSink: AnyObject {
    /// Writes one line (without its newline) to a stream.
    func write(_ line: String, to stream: OutputStream)
}

/// A sink that keeps every line in order, for self-checking scripts and tests.
public final class CollectingSink: OutputSink {
    /// The lines so far, with their streams, in the order written.
    public private(set) var lines: [(stream: OutputStream, text: String)] = []

    /// An empty sink.
    public init() {}

    /// Keeps a line.
    public func write(_ line: String, to stream: OutputStream) { lines.append((stream, line)) }

    /// Forgets the lines so far.
    public func clear() { lines.removeAll(keepingCapacity: true) }

    /// The text of every line, both streams interleaved as written.
    public var texts: [String] { lines.map(\.text) }
}
