/// Where a declaration was written, so findings and errors can point back at it.
///
/// The model never reads files; it only carries the position the language layer gave it.
public struct SourceSite: Hashable, Sendable {
    /// The file name as the user gave it (or `<prompt>`, `<command line>`).
    public var file: String
    // Line and column are kept in 32 bits each, saturated as the language layer's locations
    // already are (a line number past `UInt32.max` needs a file of more than 4 GiB of line
    // breaks): an optional site then takes 24 bytes rather than 32 in every trigger and
    // control, 40,000 of them in a 10,000-view model.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = SourceSite.saturated(newValue) }
    }
    /// The 1-based column.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = SourceSite.saturated(newValue) }
    }

    /// Creates a site from its parts; a line or column past `UInt32.max` is kept as that.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = SourceSite.saturated(line)
        self.storedColumn = SourceSite.saturated(column)
    }

    /// `value` clamped to `0...UInt32.max`.
    private static func saturated(_ value: Int) -> UInt32 {
        UInt32(clamping: value)
    }
}
