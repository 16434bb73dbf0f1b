/// navsh's exit statuses, documented in navsh(1) EXIT STATUS.
enum ExitStatus: Int32 {
    /// Everything ran; warnings never change this.
    case success = 0
    /// A syntax error or a command the model refuses.
    case scriptError = 1
    /// A bad option or argument.
    case usage = 2
    /// A failed `expect`.
    case assertionFailed = 3
    /// Input that could not be read: a missing file, a directory, invalid UTF-8.
    case unreadable = 4
    /// `navsh test` had a failing script; `navsh check` found an error.
    case testsFailed = 5
    /// Interrupted by SIGINT.
    case interrupted = 130
}
