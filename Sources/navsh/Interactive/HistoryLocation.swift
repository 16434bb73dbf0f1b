/// Where the interactive history lives, as a pure function of the environment.
///
/// `$NAVSH_HISTORY` if set, else `$XDG_STATE_HOME/navsh/history`, else
/// `~/.local/state/navsh/history`. Empty values count as unset, and a relative
/// `XDG_STATE_HOME` is ignored, as the XDG Base Directory specification says.
struct HistoryLocation: Equatable, Sendable {
    /// The history file.
    var file: String
    /// The directory that holds it, created owner-only (0700) before the first save.
    var directory: String

    /// The location for this environment, or nil when there is no home to put it in.
    static func resolve(environment: [String: String]) -> HistoryLocation? {
        if let explicit = environment["NAVSH_HISTORY"], !explicit.isEmpty {
            return HistoryLocation(file: explicit)
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return HistoryLocation(file: join(state, "navsh/history"))
        }
        if let home = environment["HOME"], !home.isEmpty {
            return HistoryLocation(file: join(home, ".local/state/navsh/history"))
        }
        return nil
    }

    /// A location for `file`, in the directory its path names.
    init(file: String) {
        self.file = file
        if let slash = file.lastIndex(of: "/") {
            directory = slash == file.startIndex ? "/" : String(file[..<slash])
        } else {
            directory = "."
        }
    }

    /// `base/rest` without doubling a slash.
    private static func join(_ base: String, _ rest: String) -> String {
        base.hasSuffix("/") ? base + rest : base + "/" + rest
    }
}
