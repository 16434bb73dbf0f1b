import NavModel

/// The one place events become words.
///
/// A line reads `pushed PushWelcome (N4: MixedSegueTest.route = pushTest)`: what happened,
/// then the rule that decided it (marked when the rule is inferred or unconfirmed), then what
/// caused it. Updates of several steps number their lines (rule N13).
public enum EventText {
    /// The events of one update, one line each; numbered when there is more than one step.
    public static func lines(_ events: [NavEvent], app: AppModel, theme: Theme = .plain) -> [String] {
        let steps = events.map(\.step).max() ?? 0
        return events.map { event in
            let text = line(event, app: app, theme: theme)
            return steps > 1 ? "\(event.step). \(text)" : text
        }
    }

    /// One event, without step number; warnings without their `warning:` prefix.
    public static func line(_ event: NavEvent, app: AppModel, theme: Theme = .plain) -> String {
        let why = reason(event, app: app)
        return what(event.kind, app: app, theme: theme) + (why.isEmpty ? "" : " " + theme.dim("(\(why))"))
    }

    /// The JSON `kind` of an event.
    public static func kind(_ kind: NavEvent.Kind) -> String {
        switch kind {
        case .pushed: return "pushed"
        case .popped: return "popped"
        case .presented: return "presented"
        case .dismissed: return "dismissed"
        case .adaptedScreen, .adaptedPlacement: return "adapted"
        case .queued: return "queued"
        case .ignored: return "ignored"
        case .warning: return "warning"
        }
    }

    /// The view an event is about, if any.
    public static func subject(_ kind: NavEvent.Kind) -> ViewID? {
        switch kind {
        case .pushed(let view, _), .popped(let view, _), .presented(let view, _, _),
            .dismissed(let view, _, _),
            .adaptedScreen(let view, _, _), .adaptedPlacement(let view, _, _), .queued(let view, _):
            return view
        case .warning(.inertPush(let view, _)), .warning(.shadowedModifier(let view, _)),
            .warning(.presentationDropped(let view, _)):
            return view
        case .ignored, .warning(.optionUnavailable): return nil
        }
    }

    private static func what(_ kind: NavEvent.Kind, app: AppModel, theme: Theme) -> String {
        func name(_ id: ViewID) -> String { theme.view(ValueText.view(id, in: app)) }
        switch kind {
        case .pushed(let view, .detail): return "showed \(name(view)) in the detail column"
        case .pushed(let view, _): return "pushed \(name(view))"
        case .popped(let view, .teardown): return "popped \(name(view)) with the view below it"
        case .popped(let view, .replaced): return "popped \(name(view)) for another route"
        case .popped(let view, _): return "popped \(name(view))"
        case .presented(let view, let screen, let declared):
            let shown = "presented \(name(view)) as \(theme.kind(ValueText.screen(screen)))"
            return declared != screen
                ? shown + ", adapted from \(ValueText.modifier(declaredAs: declared))" : shown
        case .dismissed(let view, let screen, let removal):
            let base = "dismissed \(name(view)) (\(ValueText.screen(screen)))"
            switch removal {
            case .bindingCleared: return base
            case .replaced: return base + " for another route"
            case .teardown: return base + " with the layer below it"
            case .swap: return base + " to swap the PopoverLink's modifier"
            case .shadowed: return base + ": its modifier is no longer the outermost of its kind"
            }
        case .adaptedScreen(let view, let from, let to):
            return
                "adapted \(name(view)) from \(ValueText.screen(from)) to \(theme.kind(ValueText.screen(to)))"
        case .adaptedPlacement(let view, _, .detail): return "moved \(name(view)) into the detail column"
        case .adaptedPlacement(let view, _, _):
            return "moved \(name(view)) from the detail column onto the stack"
        case .queued(let view, let behind):
            return
                "queued \(name(view)) until \(name(behind)) is dismissed: \"Currently, only presenting a single"
                + " sheet is supported\""
        case .ignored(let ignored): return theme.note("ignored:") + " " + self.ignored(ignored, app: app)
        case .warning(let warning): return self.warning(warning, app: app)
        }
    }

    private static func ignored(_ ignored: NavEvent.Ignored, app: AppModel) -> String {
        switch ignored {
        case .dismissOnRoot: return "dismiss on the root view does nothing"
        case .routeNilOnRoot: return "route nil on the root view: no binding holds it"
        case .nothingToSwipeBack: return "edge swipe with no pushed view on top"
        case .noSheetToSwipe(nil): return "swipe down with nothing presented"
        case .noSheetToSwipe(.modal?):
            return "swipe down: a full-screen cover cannot be dismissed by a gesture"
        case .noSheetToSwipe(let screen?):
            return "swipe down does not close a \(screen.rawValue); tap outside"
        case .nothingToTapOutside(nil): return "tap outside with nothing presented"
        case .nothingToTapOutside(.sheet?): return "tap outside does not close a sheet in a compact width"
        case .nothingToTapOutside(let screen?): return "tap outside does not close a \(screen.rawValue)"
        case .gestureDisabled(let screen):
            return "interactiveDismissDisabled blocks dismissing the \(screen.rawValue) by a gesture"
        case .unchanged(let binding): return ValueText.binding(binding.change(in: app), in: app) + " already"
        }
    }

    static func warning(_ warning: NavEvent.Warning, app: AppModel) -> String {
        func name(_ id: ViewID) -> String { ValueText.view(id, in: app) }
        switch warning {
        case .inertPush(let view, false):
            return "the push to \(name(view)) is inert: no navigation container in this layer"
        case .inertPush(let view, true):
            return
                "the push to \(name(view)) is inert: a presented view has no navigation container of its own;"
                + " give it 'navigation'"
        case .shadowedModifier(let view, let owner):
            return "the modifier presenting \(name(view)) is ignored: before iOS 14.5 only the outermost"
                + " (last declared) of its kind on \(name(owner)) works"
        case .presentationDropped(let view, let presenting):
            return
                "\(name(view)) is not presented: Attempt to present \(name(view)) which is already presenting"
                + " \(name(presenting))"
        case .optionUnavailable(let option, let needs):
            return "\(option.rawValue) needs iOS \(needs) and is ignored"
        }
    }

    /// How sure the rule behind this event is: a rule is marked inferred or unconfirmed only
    /// for the part of it that is (N9's in-place adaptation, N7's staging, N10's swap). The
    /// model marks what the event's kind cannot tell (`NavEvent.inferred`): N7's staging
    /// depends on the iOS version, not on the other events of the update.
    public static func confidence(_ event: NavEvent) -> Rule.Confidence {
        guard let rule = event.rule else { return .documented }
        if event.inferred { return .inferred }
        switch (rule, event.kind) {
        case (.n9, .adaptedScreen), (.n10, .dismissed(_, _, .swap)): return .inferred
        case (.n10, .presented) where event.cause == .environment: return .inferred
        case (.n7, _): return .documented
        case (.n5, _): return .unconfirmed
        case (.n6, _): return .documented
        case (.n9, _), (.n10, _): return .documented
        default: return rule.confidence
        }
    }

    private static func reason(_ event: NavEvent, app: AppModel) -> String {
        var parts: [String] = []
        if let rule = event.rule {
            let confidence = self.confidence(event)
            parts.append(confidence == .documented ? rule.description : "\(rule) \(confidence.rawValue)")
        }
        var cause = ""
        switch event.cause {
        case .backButton?: cause = "back button"
        case .edgeSwipe?: cause = "edge swipe"
        case .swipeDown?: cause = "swipe down"
        case .tapOutside?: cause = "tap outside"
        case .dismissAction?: cause = "dismiss"
        case .button?: cause = "button " + ValueText.quoted(event.cause?.label(in: app) ?? "")
        case .tap?: cause = "tap " + ValueText.quoted(event.cause?.label(in: app) ?? "")
        case .environment?: cause = "size class changed"
        case .declaration?: cause = "declaration"
        case .command?, nil: cause = ""
        }
        if case .ignored = event.kind { cause = "" }
        if let binding = event.binding {
            let text = ValueText.binding(binding.change(in: app), in: app)
            let joiner = event.cause == .environment || event.cause == .declaration ? "; " : " sets "
            cause = cause.isEmpty ? text : cause + joiner + text
        }
        let head = parts.joined()
        if cause.isEmpty { return head }
        return head.isEmpty ? cause : head + ": " + cause
    }
}
