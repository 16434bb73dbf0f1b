/// What the shell does after running an entry.
enum ShellControl: Equatable, Sendable {
    /// Show the prompt again.
    case `continue`
    /// Leave with this exit status (`quit`, or a script's first error in batch mode).
    case quit(Int32)
}
