/// Where a declaration was written, so findings and errors can point back at it.
///
/// The model never reads files; it only carries the position the language layer gave it.
public struct SourceSite: Hashable, Sendable {
    /// The file name as the user gave it (or `<prompt>`, `<command line>`).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a site from its parts.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
