/// Every statement of the language with its synopsis, one-line summary and an example: the one
/// source `help`, completion and the man-page test read, so they cannot drift apart.
public enum CommandCatalog {
    /// One entry.
    public struct Entry: Hashable, Sendable {
        /// The first word.
        public var name: String
        /// The forms, as the man page writes them.
        public var synopsis: String
        /// What it does, in one line.
        public var summary: String
        /// A line that uses it.
        public var example: String
        /// Its group in `help`.
        public var group: Group
    }

    /// The groups `help` lists entries under.
    public enum Group: String, Hashable, Sendable, CaseIterable {
        /// Declaring the app.
        case declaring = "Declaring the app"
        /// Driving it.
        case driving = "Driving it"
        /// The environment.
        case environment = "Environment"
        /// Looking at it.
        case looking = "Looking at it"
        /// Assertions.
        case assertions = "Assertions"
        /// The session.
        case session = "Session"
    }

    /// Every entry, in the order `help` lists them.
    public static let entries: [Entry] = [
        Entry(
            name: "view", synopsis: "view NAME [TITLE] [{ … }]", summary: "declare or extend a view",
            example: "view ModalWelcome { button \"Close\" { route nil } }", group: .declaring),
        Entry(
            name: "navigation", synopsis: "navigation [TITLE] [style stack|columns]",
            summary: "inside a view: wrap its body in a NavigationView (N15)",
            example: "navigation \"Home\" style stack",
            group: .declaring),
        Entry(
            name: "segue",
            synopsis:
                "segue push|modal|sheet|popover[(ANCHOR, EDGE)] TAG -> DEST [selection STATE] [OPTION…]",
            summary: "inside a view: one route of a state", example: "segue modal modalTest -> ModalWelcome",
            group: .declaring),
        Entry(
            name: "segues", synopsis: "segues KIND [selection STATE] [OPTION…] { TAG -> DEST; … }",
            summary: "inside a view: many routes under one modifier (N6)",
            example: "segues push { a -> A; b -> B }",
            group: .declaring),
        Entry(
            name: "button", synopsis: "button LABEL { COMMANDS }",
            summary: "inside a view: a Button whose closure runs route, set or dismiss as one update",
            example: "button \"Push\" { route pushTest }", group: .declaring),
        Entry(
            name: "link", synopsis: "link LABEL -> DEST",
            summary: "inside a view: a NavigationLink(destination:)",
            example: "link \"More\" -> More", group: .declaring),
        Entry(
            name: "popoverlink", synopsis: "popoverlink LABEL -> DEST [active STATE]",
            summary: "inside a view: a PopoverLink: popover in a regular width, sheet in a compact one (N10)",
            example: "popoverlink \"Info\" -> Info active showInfo", group: .declaring),
        Entry(
            name: "root", synopsis: "root VIEW", summary: "restart the app at VIEW",
            example: "root PushSegueTest",
            group: .declaring),
        Entry(
            name: "route", synopsis: "route TAG | route nil",
            summary:
                "set the state of the nearest view with a segue tagged TAG; nil clears the one holding the top view",
            example: "route modalTest", group: .driving),
        Entry(
            name: "set", synopsis: "set [VIEW.]STATE VALUE",
            summary: "set any state to a tag, nil, true or false",
            example: "set Detail.showInfo true", group: .driving),
        Entry(
            name: "tap", synopsis: "tap LABEL | tap outside",
            summary: "tap a control on the top view, or outside a popover or regular-width sheet (N11)",
            example: "tap \"Modal\"", group: .driving),
        Entry(
            name: "dismiss", synopsis: "dismiss", summary: "the top view's DismissAction (N12)",
            example: "dismiss",
            group: .driving),
        Entry(
            name: "back", synopsis: "back", summary: "the back button (N4)", example: "back", group: .driving),
        Entry(
            name: "swipe", synopsis: "swipe back | swipe down",
            summary: "the edge swipe (N4) or a sheet swiped down (N11)", example: "swipe down",
            group: .driving),
        Entry(
            name: "open", synopsis: "open VIEW", summary: "deep-link to VIEW, one step per update (N13)",
            example: "open PopoverWelcome", group: .driving),
        Entry(
            name: "sizeclass", synopsis: "sizeclass [vertical] compact|regular",
            summary: "set the horizontal (or vertical) size class (N9, N10, N15)",
            example: "sizeclass regular",
            group: .environment),
        Entry(
            name: "device",
            synopsis: "device iphone|iphone-landscape|iphone-max-landscape|ipad|ipad-slideover",
            summary: "set both size classes as a device does (N14)", example: "device ipad",
            group: .environment),
        Entry(
            name: "ios", synopsis: "ios MAJOR[.MINOR]",
            summary: "the iOS version (13 to 18, 26); only at the root",
            example: "ios 14.5", group: .environment),
        Entry(
            name: "stack", synopsis: "stack [--path|--json|--dot]", summary: "print the stack",
            example: "stack --path", group: .looking),
        Entry(
            name: "routes", synopsis: "routes", summary: "what the top view can do: tags, controls, states",
            example: "routes", group: .looking),
        Entry(
            name: "explain", synopsis: "explain",
            summary: "why the last change happened, with the rules' sources",
            example: "explain", group: .looking),
        Entry(
            name: "views", synopsis: "views", summary: "the declarations", example: "views", group: .looking),
        Entry(
            name: "check", synopsis: "check", summary: "lint the declared model", example: "check",
            group: .looking),
        Entry(
            name: "reach", synopsis: "reach VIEW [--programmatic]",
            summary: "the shortest way from here to VIEW, as a script", example: "reach PopoverWelcome",
            group: .looking),
        Entry(
            name: "explore", synopsis: "explore [--depth N] [--max-states N]",
            summary: "every state reachable by user actions", example: "explore --depth 4", group: .looking),
        Entry(
            name: "graph", synopsis: "graph [--format dot|mermaid|svg|png] [--output FILE]",
            summary: "the navigation graph", example: "graph --format mermaid", group: .looking),
        Entry(
            name: "expect",
            synopsis:
                "expect stack PATH | top VIEW | depth N | [VIEW.]STATE VALUE | sizeclass [vertical] C | error [\"TEXT\"] | warning [\"TEXT\"]",
            summary: "assert; a failed assertion stops a script",
            example: "expect stack MixedSegueTest > modal ModalWelcome",
            group: .assertions),
        Entry(
            name: "undo", synopsis: "undo", summary: "revert the last command", example: "undo",
            group: .session),
        Entry(
            name: "reset", synopsis: "reset", summary: "back to the root with every state cleared",
            example: "reset", group: .session),
        Entry(
            name: "source", synopsis: "source FILE", summary: "run a .nav file here",
            example: "source flows/login.nav",
            group: .session),
        Entry(
            name: "record", synopsis: "record FILE", summary: "write this session as a self-checking script",
            example: "record session.nav", group: .session),
        Entry(
            name: "history", synopsis: "history", summary: "the commands of this session", example: "history",
            group: .session),
        Entry(
            name: "help", synopsis: "help [COMMAND]", summary: "this list, or one command",
            example: "help route",
            group: .session),
        Entry(name: "quit", synopsis: "quit | exit", summary: "leave", example: "quit", group: .session),
    ]

    /// The entry named `name` (`exit` finds `quit`).
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == (name == "exit" ? "quit" : name) }
    }

    /// Every first word a statement can start with.
    public static var names: [String] { entries.map(\.name) + ["exit"] }
}
