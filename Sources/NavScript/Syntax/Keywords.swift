/// The words that start statements, for dispatch, `help` and "did you mean".
public enum Keywords {
    /// Runtime commands, valid at the top level and inside buttons.
    public static let commands = [
        "route", "set", "tap", "dismiss", "back", "swipe", "sizeclass", "device", "ios", "stack",
        "routes", "explain", "views", "expect", "undo", "reset", "source", "record", "history", "help",
        "quit", "exit", "check", "reach", "open", "explore", "graph",
    ]
    /// Top-level declarations.
    public static let declarations = ["view", "root"]
    /// Declarations inside a view's block.
    public static let viewMembers = ["navigation", "segue", "segues", "button", "link", "popoverlink"]
    /// The values a state holds, which no view, tag or state may be named.
    ///
    /// An array, not a set: every name the parser reads is checked against it, and comparing
    /// three short strings costs a fifth of hashing one.
    public static let values = ["nil", "true", "false"]
    /// Everything valid at the start of a top-level statement.
    public static let topLevel = declarations + commands
}
