/// navsh's version, printed by `--version` and the banner.
enum Version {
    /// The current version.
    static let current = "0.1.0"
}
