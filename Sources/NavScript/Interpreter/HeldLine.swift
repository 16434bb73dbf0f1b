/// A line written while running ahead of the parse, held back with the stream it goes to
/// until the rest of the source is known to have no syntax error (`Interpreter.runAhead(_:)`).
///
/// A struct rather than a labelled tuple: every run holds lines, and the runtime built the
/// metadata of an array of tuples from its mangled name, labels and all, the first time one
/// grew, twice what an array of a struct costs.
struct HeldLine {
    /// The line, without its newline.
    var line: String
    /// Where it goes.
    var stream: OutputStream
}
