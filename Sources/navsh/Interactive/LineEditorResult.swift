/// What one request for a line of input produced.
enum LineEditorResult: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the half-typed line was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of a non-terminal input.
    case endOfInput
}
