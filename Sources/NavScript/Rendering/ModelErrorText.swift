import NavModel

/// The one place the model's refusals become words: a message, an optional "did you mean"
/// and notes (the rule that refused, where things are declared).
public enum ModelErrorText {
    /// The words of one refusal.
    public struct Words: Hashable, Sendable {
        /// The message after `error:`.
        public var message: String
        /// The closest candidate to the misspelt name, if one is close.
        public var suggestion: String?
        /// Further lines after `note:`.
        public var notes: [String]
    }

    /// Words for an error; `closest` picks the suggestion from candidates.
    public static func words(_ error: NavError, closest: (String, [String]) -> String?) -> Words {
        func quote(_ text: String) -> String { "'" + text + "'" }
        func list(_ items: [String]) -> String { items.map(quote).joined(separator: ", ") }
        switch error {
        case .unknownTag(let tag, let candidates):
            return Words(
                message: "no segue is tagged \(quote(tag))", suggestion: closest(tag, candidates), notes: [])
        case .tagNotOnScreen(let tag, let views):
            let which = views.count == 1 ? "which is not" : "none of which is"
            return Words(
                message: "\(quote(tag)) is declared on \(list(views)), \(which) on screen", suggestion: nil,
                notes: ["route resolves from the top view down the path (semantics.md, Resolution)"])
        case .unknownView(let name, let candidates):
            return Words(
                message: "no view is named \(quote(name))", suggestion: closest(name, candidates), notes: [])
        case .viewNotOnScreen(let name):
            return Words(message: "view \(quote(name)) is not on screen", suggestion: nil, notes: [])
        case .undeclaredView(let name):
            return Words(
                message: "view \(quote(name)) is named as a destination but never declared", suggestion: nil,
                notes: ["declare it with 'view \(name)'"])
        case .unknownState(let name, let view?, let candidates):
            return Words(
                message: "view \(quote(view)) has no state \(quote(name))",
                suggestion: closest(name, candidates),
                notes: candidates.isEmpty ? [] : ["its states: \(list(candidates))"])
        case .unknownState(let name, nil, let candidates):
            return Words(
                message: "no view on the path has a state \(quote(name))",
                suggestion: closest(name, candidates),
                notes: [])
        case .invalidValue(let literal, let state, let view, let allowed):
            return Words(
                message:
                    "\(quote(ValueText.literal(literal))) is not a value of \(quote(view + "." + state))",
                suggestion: {
                    if case .tag(let tag) = literal { return closest(tag, allowed) } else { return nil }
                }(),
                notes: ["it takes \(list(allowed))"])
        case .unknownLabel(let label, let view, let candidates):
            return Words(
                message: "\(quote(view)) has no control labelled \(ValueText.quoted(label))",
                suggestion: closest(label, candidates).map(ValueText.quoted),
                notes: candidates.isEmpty
                    ? ["it has no buttons or links"]
                    : ["its controls: " + candidates.map(ValueText.quoted).joined(separator: ", ")])
        case .noBackButton(let top, .root):
            return Words(
                message: "no back button: \(quote(top)) is not pushed", suggestion: nil,
                notes: ["a presented view is closed with 'dismiss' or a gesture (N12, N11)"])
        case .noBackButton(let top, .detail):
            return Words(
                message: "no back button: \(quote(top)) is in the detail column", suggestion: nil,
                notes: ["columns show side by side in a regular width (N15)"])
        case .noBackButton(let top, .push):
            return Words(message: "no back button on \(quote(top))", suggestion: nil, notes: [])
        case .modalNeedsIOS14(let view, let ios):
            return Words(
                message:
                    "fullScreenCover needs iOS 14; presenting \(quote(view)) under iOS \(ios) is not possible",
                suggestion: nil, notes: ["rule N8: " + Rule.n8.summary])
        case .versionChangeNeedsRoot(let depth):
            return Words(
                message: "the iOS version changes only at the root; the stack is \(depth) views deep",
                suggestion: nil,
                notes: ["run 'reset' first: a device does not change its OS while an app shows a sheet"])
        case .stateKindConflict(let view, let state, let declared):
            let (kind, other) = declared == .route ? ("a route state", "a Bool") : ("a Bool state", "a route")
            return Words(
                message: "\(quote(view + "." + state)) is already \(kind) and cannot also be \(other) state",
                suggestion: nil,
                notes: [])
        case .actionNotAllowedInButton:
            return Words(
                message: "a button's closure can only change state: route, route nil, set and dismiss",
                suggestion: nil, notes: [])
        case .stackDepthLimit(let limit):
            return Words(
                message: "the stack would be deeper than \(limit) views", suggestion: nil,
                notes: ["a route cycle? navsh stops at \(limit) views (navsh(1), LIMITS)"])
        case .noViews:
            return Words(
                message: "no view is declared yet", suggestion: nil,
                notes: ["declare one with 'view NAME { … }'"])
        }
    }

    /// The rule that refused, if a rule did.
    public static func rule(_ error: NavError) -> Rule? {
        switch error {
        case .modalNeedsIOS14: return .n8
        default: return nil
        }
    }
}
