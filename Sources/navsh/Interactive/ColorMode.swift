/// The `--color` option.
enum ColorMode: String, CaseIterable, Sendable {
    /// Decide from the environment and the terminal (the default).
    case auto
    /// Always colour, even into a pipe.
    case always
    /// Never colour.
    case never

    /// Parses the value of `--color=WHEN`; nil for anything else.
    init?(argument: String) {
        self.init(rawValue: argument)
    }
}
