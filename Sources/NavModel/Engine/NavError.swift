/// A change the model refuses: it names what does not exist or what the platform forbids.
/// The state is left unchanged. The language layer words every case in one place.
public enum NavError: Error, Hashable, Sendable {
    /// No segue anywhere declares the tag. `candidates` are the tags declared anywhere.
    case unknownTag(String, candidates: [String])
    /// The tag is declared only on views that are not on screen.
    case tagNotOnScreen(String, declaredOn: [String])
    /// No view has that name. `candidates` are the declared views.
    case unknownView(String, candidates: [String])
    /// The view is declared but not on screen.
    case viewNotOnScreen(String)
    /// A destination names a view that was never declared.
    case undeclaredView(String)
    /// No view from the context down (or the named view) has that state.
    case unknownState(String, view: String?, candidates: [String])
    /// The value does not fit the state: `allowed` lists what does.
    case invalidValue(ValueLiteral, state: String, view: String, allowed: [String])
    /// No control on the top view has that label.
    case unknownLabel(String, view: String, candidates: [String])
    /// `back` with no back button on screen.
    case noBackButton(top: String, placement: Frame.Placement)
    /// A `fullScreenCover` activated under iOS 13 (rule N8).
    case modalNeedsIOS14(view: String, ios: IOSVersion)
    /// `ios` while something is pushed or presented.
    case versionChangeNeedsRoot(depth: Int)
    /// A state used as both a route and a Bool.
    case stateKindConflict(view: String, state: String, declared: StateSlot.Kind)
    /// A button closure with an action that is not a state change.
    case actionNotAllowedInButton(Action)
    /// The path would exceed the documented maximum depth.
    case stackDepthLimit(Int)
    /// No view is declared, so there is nothing to run.
    case noViews
}
