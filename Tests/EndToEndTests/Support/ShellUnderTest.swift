/// What the interactive tests need to know about the shell they drive, so the same tests
/// could run against another backend: only this data changes.
struct ShellUnderTest: Sendable {
    /// Arguments that open the interactive shell (before any test-specific ones).
    var arguments: [String]
    /// Environment every session gets, on top of `LANG=C.UTF-8`, a HOME and a history file.
    var environment: [String: String]
    /// The primary prompt as it appears with colour off (it names the top view).
    var prompt: String
    /// The continuation prompt inside an open `{`.
    var continuationPrompt: String
    /// A pattern the banner line matches (it tells how to get help).
    var bannerPattern: String
    /// A line that opens a block, and one that closes it.
    var openBlock: String
    /// The line that closes the block opened by `openBlock`.
    var closeBlock: String
    /// A line that runs and prints `echoOfEntry`, to see input arrive intact.
    var entry: @Sendable (String) -> String
    /// What `entry(text)` prints on a line of its own.
    var echoOfEntry: @Sendable (String) -> String
    /// A command that runs for seconds and says `interruptedMarker` when Ctrl-C stops it,
    /// if the shell has one.
    var longCommand: String?
    /// What the long command prints when interrupted.
    var interruptedMarker: String
    /// A file `long.nav` the long command may need in the session's directory (`$DIR`), if any.
    var longScript: String? = nil
    /// Tab cases.
    var completions: [CompletionCase]
}

extension ShellUnderTest {
    /// The real shell: `navsh` on the built-in example, the interpreter behind the prompt.
    static let real = ShellUnderTest(
        arguments: [],
        environment: [:],
        prompt: "MixedSegueTest> ",
        continuationPrompt: "...> ",
        bannerPattern: "help",
        openBlock: "view Extra {",
        closeBlock: "}",
        entry: { "tap \"\($0)\"" },
        echoOfEntry: { "error: 'MixedSegueTest' has no control labelled \"\($0)\"" },
        longCommand: "source $DIR/long.nav",
        interruptedMarker: "error: interrupted",
        longScript: String(repeating: "expect depth 1\n", count: 200_000),
        completions: [
            CompletionCase("a command", typed: "dism", line: "dismiss "),
            CompletionCase(
                "a common prefix, then a listing", typed: "rou", line: "route", listing: ["route", "routes"]),
            CompletionCase("a tag after route", typed: "route pu", line: "route pushTest "),
            CompletionCase("a quoted label after tap", typed: "tap Mo", line: "tap \"Modal\" "),
            CompletionCase("a state after set", typed: "set ro", line: "set route "),
            CompletionCase(
                "a value after ios", typed: "ios 1", line: "ios 1", listing: ["14", "15", "16", "17"]),
            CompletionCase("a value after device", typed: "device ipad-", line: "device ipad-slideover "),
            CompletionCase("a value after sizeclass", typed: "sizeclass com", line: "sizeclass compact "),
            CompletionCase(
                "a path after source", typed: "source $DIR/script.", line: "source $DIR/script.nav "),
            CompletionCase(
                "paths sharing a prefix after source",
                typed: "source $DIR/s",
                line: "source $DIR/script",
                listing: ["$DIR/script.nav", "$DIR/scripts/"]
            ),
        ]
    )
}

/// One Tab: what is typed, the line after Tab, and what is listed below it.
struct CompletionCase: Sendable, CustomStringConvertible {
    /// The case's name in test output.
    var name: String
    /// The text typed before Tab; `$DIR` stands for the session's scratch directory,
    /// which holds `script.nav` and `scripts/`.
    var typed: String
    /// The line after Tab, without the prompt, trailing space included.
    var line: String
    /// Candidates that must be listed (empty: no listing expected).
    var listing: [String]

    /// A case; `listing` empty means a single completion.
    init(_ name: String, typed: String, line: String, listing: [String] = []) {
        self.name = name
        self.typed = typed
        self.line = line
        self.listing = listing
    }

    /// The name.
    var description: String { name }
}
