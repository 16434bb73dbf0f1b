/// An `expect error` or `expect warning` waiting for the next statement, and where it was
/// written.
///
/// Boxed, one pointer wide: every statement takes the interpreter's optional one out, and
/// inline (an `Expectation` and a location, 272 bytes) that move copied the whole optional
/// twice and the expectation once more, though nearly no statement has one.
struct PendingExpectation {
    /// The box.
    private indirect enum Storage {
        case waiting(Expectation, SourceLocation)
    }

    private let storage: Storage

    /// Boxes an expectation written at `location`.
    init(_ expectation: Expectation, at location: SourceLocation) {
        storage = .waiting(expectation, location)
    }

    /// The expectation, `.error` or `.warning`.
    var expectation: Expectation {
        switch storage {
        case .waiting(let expectation, _): return expectation
        }
    }

    /// Where the `expect` was written.
    var location: SourceLocation {
        switch storage {
        case .waiting(_, let location): return location
        }
    }
}
