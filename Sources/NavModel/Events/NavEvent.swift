/// One thing that happened in an update, with the rule that decided it.
///
/// Events carry structure, not text: the language layer words them in one place, reading
/// names in the declarations. Plain values only (views, controls, states and tags by index):
/// an update's events are made, moved into the log and destroyed for every command, and an
/// event holding strings (a binding's state and tag, a button's label, a popover's anchor) was
/// destroyed through nested outlined value witnesses, near 100 instructions an event.
public struct NavEvent: Hashable, Sendable {
    // `kind` comes before `step` so that the memberwise initializer, which `EventLog` uses, has
    // other labels than the public one and stays synthesized. Which of the two builds an event
    // no longer matters: plain values are copied as cheaply as moved.

    /// What happened.
    public var kind: Kind
    /// The step of the update it belongs to, from 1 (rules N7, N13: SwiftUI applies one push or
    /// presentation per update, so a change over several levels takes several steps).
    public var step: Int
    /// The rule that decided it.
    public var rule: Rule?
    /// What started it.
    public var cause: Cause?
    /// The binding whose value decided it, where one did.
    public var binding: BindingReference?
    /// Whether it follows the part of its rule that is inferred rather than documented (rule
    /// N7's one-layer-per-update staging before iOS 17; the adaptations of rule N9 that a
    /// `presentationCompactAdaptation` asks for and Apple does not describe), so a renderer marks
    /// the rule inferred. The model sets it where it decides; the event's kind alone cannot tell.
    public var inferred: Bool

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A view was pushed, or shown in the detail column.
        case pushed(ViewID, Frame.Placement)
        /// A pushed view was popped.
        case popped(ViewID, Removal)
        /// A view was presented, appearing on screen as `ScreenKind`; `declared` is how its
        /// modifier in effect shows where nothing adapts it (`fullScreenCover` as `modal`).
        case presented(ViewID, ScreenKind, declared: ScreenKind)
        /// A presented view was dismissed.
        case dismissed(ViewID, ScreenKind, Removal)
        /// A presentation changed how it appears, in place.
        case adaptedScreen(ViewID, from: ScreenKind, to: ScreenKind)
        /// A pushed view moved between the detail column and the stack.
        case adaptedPlacement(ViewID, from: Frame.Placement, to: Frame.Placement)
        /// A presentation request waits for the current presentation to end (a warning too).
        case queued(ViewID, behind: ViewID)
        /// A gesture or command that had no effect.
        case ignored(Ignored)
        /// A change SwiftUI accepts without visible effect.
        case warning(Warning)
    }

    /// Why a view left.
    public enum Removal: Hashable, Sendable {
        /// Its binding was cleared.
        case bindingCleared
        /// Its binding now selects another route (rule N1).
        case replaced
        /// A view below it left, taking it along (rule N7).
        case teardown
        /// A `PopoverLink` swapped between sheet and popover (rule N10).
        case swap
        /// Its binding still selects it, but a declaration arriving while the app runs made its
        /// modifier no longer the outermost of its family, which before iOS 14.5 is ignored
        /// (rule N6).
        case shadowed
    }

    /// Why a gesture or command did nothing.
    public enum Ignored: Hashable, Sendable {
        /// `dismiss` on the root view.
        case dismissOnRoot
        /// `route nil` on the root view: nothing holds it.
        case routeNilOnRoot
        /// An edge swipe with no pushed view on top.
        case nothingToSwipeBack
        /// A swipe down with no sheet on top; the top layer shows as given (nil: the root).
        case noSheetToSwipe(ScreenKind?)
        /// A tap outside with nothing to close; the top layer shows as given (nil: the root).
        case nothingToTapOutside(ScreenKind?)
        /// `interactiveDismissDisabled` blocks the gesture.
        case gestureDisabled(ScreenKind)
        /// The state already held the value.
        case unchanged(BindingReference)
    }

    /// A change SwiftUI accepts without visible effect.
    public enum Warning: Hashable, Sendable {
        /// A push outside a navigation container; `inPresentedLayer` adds rule N3's note.
        case inertPush(ViewID, inPresentedLayer: Bool)
        /// A stacked presentation modifier of the view `on` that is not the outermost of its
        /// family, so its destination never shows (before iOS 14.5).
        case shadowedModifier(ViewID, on: ViewID)
        /// A presentation refused while another is up (before iOS 14.5).
        case presentationDropped(ViewID, presenting: ViewID)
        /// A modifier newer than the iOS version, ignored.
        case optionUnavailable(PresentationOption, needs: IOSVersion)
    }

    /// The presentation options rule N8 can find too new.
    public enum PresentationOption: String, Hashable, Sendable {
        /// `interactiveDismissDisabled` (iOS 15).
        case interactiveDismissDisabled
        /// `presentationCompactAdaptation(.popover)` (iOS 16.4).
        case presentationCompactAdaptation
    }

    /// Whether the event is a warning for the exit status and `expect warning`.
    public var isWarning: Bool { NavEvent.isWarning(kind) }

    /// Whether an event of this kind is a warning, asked before one is made.
    static func isWarning(_ kind: Kind) -> Bool {
        switch kind {
        case .warning, .queued: return true
        case .pushed, .popped, .presented, .dismissed, .adaptedScreen, .adaptedPlacement, .ignored:
            return false
        }
    }
}

extension NavEvent {
    /// Creates an event.
    public init(
        step: Int, kind: Kind, rule: Rule?, cause: Cause? = nil, binding: BindingReference? = nil,
        inferred: Bool = false
    ) {
        self.init(kind: kind, step: step, rule: rule, cause: cause, binding: binding, inferred: inferred)
    }
}
