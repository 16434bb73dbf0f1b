/// One problem `check` found in the declared app, with where it was declared.
///
/// Findings carry structure, not text: the language layer words them in one place.
public struct LintFinding: Hashable, Sendable {
    /// How bad a finding is: only errors make `navsh check` fail.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// The app cannot work as declared.
        case error
        /// The app works, but not as the declaration suggests.
        case warning
        /// Something the check could not decide.
        case note

        /// Errors first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .note: return 2
            }
        }
    }

    /// The finding's id, as navsh(5) lists it.
    public enum RuleID: String, Hashable, Sendable, CaseIterable {
        /// A destination or `set VIEW.STATE` names a view never declared.
        case undeclared
        /// One state of a view has two segues with the same tag.
        case duplicateTag = "duplicate-tag"
        /// A button's `route TAG` names a tag no view declares.
        case unknownTag = "unknown-tag"
        /// A button's `set` names a state no view declares.
        case unknownState = "unknown-state"
        /// No taps or gestures lead from the root to the view.
        case unreachable
        /// No control ever changes the state.
        case unsetState = "unset-state"
        /// A presentation whose only way out is a gesture `interactiveDismissDisabled` blocks.
        case trap
        /// A presentation (or column) from which nothing leads back to the root.
        case deadEnd = "dead-end"
        /// A push in a view that is never inside a navigation container (rule N2).
        case n2 = "N2"
        /// A push in a presented view without its own navigation container (rule N3).
        case n3 = "N3"
        /// A stacked presentation modifier that is ignored before iOS 14.5 (rule N6).
        case n6 = "N6"
        /// A modal under iOS 13, or an option newer than the iOS version (rule N8).
        case n8 = "N8"
        /// A `presentationCompactAdaptation` that cannot change how its presentation appears: on
        /// a full-screen cover, which never adapts (rule N9).
        case n9 = "N9"
        /// A popover inside a view shown as a popover, which presents as a sheet (rule N16).
        case n16 = "N16"
        /// The exploration behind the reachability findings stopped at a limit.
        case incomplete
    }

    /// What was found, with the declarations concerned.
    public enum Payload: Hashable, Sendable {
        /// A segue, link or popover link of `view` leads to `destination`, never declared.
        case undeclaredDestination(view: ViewID, destination: ViewID)
        /// A button's `set VIEW.STATE` names a view never declared.
        case undeclaredView(button: String, view: String)
        /// Two segues of `view` with `tag` on one state.
        case duplicateTag(view: ViewID, tag: String, state: String)
        /// A button's `route TAG` with a tag no view declares.
        case unknownTag(button: String, tag: String)
        /// A button's `set [VIEW.]STATE` with a state no view (or not that view) declares.
        case unknownState(button: String, view: String?, state: String)
        /// A view never shown.
        case unreachable(ViewID)
        /// A state never changed from its initial value.
        case unsetState(view: ViewID, state: String)
        /// `destination`, presented by `presenter` as `screen`, cannot be left but by a blocked
        /// gesture; `script` reaches it.
        case trap(presenter: ViewID, destination: ViewID, screen: ScreenKind, script: [Action])
        /// Nothing leads back to the root from `destination` (nil presenter: the window's own
        /// layer); `script` reaches it.
        case deadEnd(presenter: ViewID?, destination: ViewID, screen: ScreenKind?, script: [Action])
        /// A push from `view` to `destination` that is always inert; `presented` when `view`
        /// is shown as a presentation (rule N3).
        case inertPush(view: ViewID, destination: ViewID, presented: Bool)
        /// A presentation modifier of `view` ignored in favour of the outermost one, which
        /// presents `outermost` (rule N6).
        case shadowedModifier(view: ViewID, destination: ViewID, outermost: ViewID)
        /// A modal segue on an iOS before 14 (rule N8).
        case modalNeedsIOS14(view: ViewID, destination: ViewID, ios: IOSVersion)
        /// An option newer than the iOS version (rule N8).
        case optionUnavailable(destination: ViewID, option: NavEvent.PresentationOption, needs: IOSVersion)
        /// A `presentationCompactAdaptation` on the full-screen cover presenting `destination`,
        /// which never adapts (rule N9).
        case adaptationWithoutEffect(destination: ViewID)
        /// A popover or popover link on `view`, itself shown as a popover (rule N16).
        case popoverInPopover(view: ViewID, destination: ViewID)
        /// The exploration stopped before seeing every state.
        case incomplete(states: Int)
    }

    /// The id.
    public var rule: RuleID
    /// How bad it is.
    public var severity: Severity
    /// Where the declaration concerned was written, when known.
    public var site: SourceSite?
    /// What was found.
    public var payload: Payload

    /// Creates a finding.
    public init(rule: RuleID, severity: Severity, site: SourceSite?, payload: Payload) {
        self.rule = rule
        self.severity = severity
        self.site = site
        self.payload = payload
    }
}
