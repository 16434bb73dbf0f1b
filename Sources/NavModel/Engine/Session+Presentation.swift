/// How triggers behave in the current environment: containers, columns, adaptation,
/// availability. Pure functions of the session, shared by actions and reconciliation.
extension Session {
    /// The size classes inside layer `layer`: the window's, except that content shown as a
    /// popover is horizontally compact (rule N16).
    @inline(__always)
    func sizeClasses(ofLayer layer: Int) -> SizeClasses {
        var classes = platform.sizeClasses
        if layer > 0, state.storedLayers[layer].origin?.screen == .popover { classes.horizontal = .compact }
        return classes
    }

    /// The navigation container of a layer: its root view's own `navigation` (rules N2, N3).
    func container(ofLayer layer: Int) -> NavigationContainer? {
        app[state.storedLayers[layer].frames[0].view].navigation
    }

    /// The style of a layer's container, nil without one: read in place, since a copy of the
    /// container costs a reference count for its title, and reconciliation asks this of every
    /// layer it settles.
    @inline(__always)
    func containerStyle(ofLayer layer: Int) -> NavigationContainer.Style? {
        app[state.storedLayers[layer].frames[0].view].navigation?.style
    }

    /// Whether a layer's container shows columns: automatic or columns style in a regular
    /// width (rule N15).
    func showsColumns(layer: Int) -> Bool {
        showsColumns(layer: layer, style: containerStyle(ofLayer: layer))
    }

    /// `showsColumns(layer:)` for a caller that has asked the layer's container style already.
    @inline(__always)
    func showsColumns(layer: Int, style: NavigationContainer.Style?) -> Bool {
        guard let style, style != .stack else { return false }
        return sizeClasses(ofLayer: layer).horizontal == .regular
    }

    /// The modifier in effect for a presenting trigger, and how it appears on screen.
    ///
    /// A `PopoverLink` picks `.sheet` in a compact width and `.popover` in a regular one
    /// (rule N10); then the environment adapts it (rule N9, `adaptation(declared:options:in:)`).
    func presentationStyle(of trigger: Trigger, inLayer layer: Int) -> (PresentationModifier, ScreenKind) {
        presentationStyle(of: trigger, in: sizeClasses(ofLayer: layer))
    }

    /// `presentationStyle(of:inLayer:)` in the size classes `classes`.
    func presentationStyle(of trigger: Trigger, in classes: SizeClasses) -> (PresentationModifier, ScreenKind)
    {
        if case .push = trigger.kind { return (.sheet, .sheet) }  // never asked: pushes do not present
        let modifier = Session.modifier(ofKind: trigger.kind, in: classes)
        return (modifier, adaptation(declared: modifier.screen, options: trigger.options, in: classes).screen)
    }

    /// The modifier in effect for a presenting trigger of kind `kind` in `classes`: the declared
    /// one, or for a `PopoverLink` `.sheet` in a compact width and `.popover` in a regular one
    /// (rule N10). Before the environment adapts it (`adaptation(declared:options:in:)`).
    @inline(__always)
    static func modifier(ofKind kind: Trigger.Kind, in classes: SizeClasses) -> PresentationModifier {
        switch kind {
        case .push: return .sheet  // never asked: pushes do not present
        case .present(let declared): return declared
        case .popoverLink: return classes.horizontal == .compact ? .sheet : .popover(.standard)
        }
    }

    /// How a presentation whose modifier declares the screen `declared` appears in `classes`
    /// (rule N9): `byOption` when its `presentationCompactAdaptation` made it appear otherwise
    /// than the default would, and `inferred` when that appearance is navsh's reading rather
    /// than Apple's word. All it asks of the modifier is that screen: a caller reading a trigger
    /// in place copies no modifier (a popover's holds strings).
    ///
    /// By default (`automatic`, or any adaptation before iOS 16.4, which ignores the modifier,
    /// rule N8) a popover over a compact environment shows as a sheet, and a sheet over a
    /// vertically compact one as a full-screen cover, so an adapted popover in a compact height
    /// covers the screen (the two compose, as UIKit's popover adapts to a form sheet). A
    /// full-screen cover never adapts. In a compact environment the adaptation asked for the
    /// axis that is compact (the vertical one when both are) decides instead: `none` keeps the
    /// declared kind, `sheet` and `fullScreenCover` give that kind, `popover` keeps a popover (a
    /// sheet, without an anchor, stays a sheet: inferred).
    @inline(__always)
    func adaptation(declared: ScreenKind, options: PresentationOptions, in classes: SizeClasses)
        -> (screen: ScreenKind, byOption: Bool, inferred: Bool)
    {
        if declared == .modal { return (.modal, false, false) }
        guard classes.isAnyCompact else { return (declared, false, false) }
        var automatic = declared == .popover ? ScreenKind.sheet : declared
        if automatic == .sheet && classes.vertical == .compact { automatic = .modal }
        guard platform.ios.isAtLeast(16, 4), let asked = options.compactAdaptation?.adaptation(in: classes)
        else { return (automatic, false, false) }
        let screen: ScreenKind
        var inferred = false
        switch asked {
        case .automatic: screen = automatic
        case .none: screen = declared
        case .popover:
            screen = declared
            inferred = declared == .sheet
        case .sheet: screen = .sheet
        case .fullScreenCover:
            screen = .modal
            inferred = declared == .sheet && classes.vertical == .regular
        }
        return (screen, screen != automatic, inferred && screen != automatic)
    }

    /// The rule that decided how a presentation appears, when it differs from its modifier or
    /// from what the environment alone would make of it (a `presentationCompactAdaptation`).
    func adaptationRule(
        of trigger: Trigger, modifier: PresentationModifier, screen: ScreenKind, inLayer layer: Int
    )
        -> Rule?
    {
        let declared = modifier.screen
        let byOption = adaptation(
            declared: declared, options: trigger.options, in: sizeClasses(ofLayer: layer)
        )
        .byOption
        return adaptationRule(
            isPopoverLink: trigger.isPopoverLink, byOption: byOption, declared: declared, screen: screen,
            inLayer: layer)
    }

    /// `adaptationRule(of:modifier:screen:inLayer:)` knowing only whether the trigger is a
    /// `PopoverLink`, the screen the modifier declares and whether the options adapted it
    /// (`adaptation(declared:options:in:).byOption`), all it asks of the trigger: a caller that
    /// reads the trigger in place copies no kind or modifier (a popover's holds strings), and
    /// one that has the adaptation already does not work it out again.
    func adaptationRule(
        isPopoverLink: Bool, byOption: Bool, declared: ScreenKind, screen: ScreenKind, inLayer layer: Int
    ) -> Rule? {
        if byOption { return .n9 }
        if isPopoverLink {
            // The PopoverLink's own choice of modifier shows as chosen (rule N10, or N16 inside a
            // popover); any further change of screen is an adaptation (rule N9).
            switch (declared, screen) {
            case (.sheet, .sheet):
                return layer > 0 && state.storedLayers[layer].origin?.screen == .popover ? .n16 : .n10
            case (.popover, .popover): return .n10
            default: break
            }
        }
        if declared == screen { return nil }
        return layer > 0 && state.storedLayers[layer].origin?.screen == .popover ? .n16 : .n9
    }

    /// The screen the modifier in effect for trigger `trigger` of `view` declares in `classes`
    /// (`modifier(ofKind:in:)`'s `screen`), read in place without building the
    /// modifier.
    @inline(__always)
    func declaredScreen(of trigger: Int, on view: ViewID, in classes: SizeClasses) -> ScreenKind {
        switch app[view].triggers[trigger].kind {
        case .push, .present(.sheet): return .sheet
        case .present(.fullScreenCover): return .modal
        case .present(.popover): return .popover
        case .popoverLink: return classes.horizontal == .compact ? .sheet : .popover
        }
    }

    /// Whether the modifier in effect for trigger `trigger` of `view` in `classes`
    /// (`modifier(ofKind:in:)`'s) differs from the one presented layer `presented` shows:
    /// asked of every presentation kept, and read in place, the attachments of two popovers
    /// compared only when both are popovers. The layer's modifier is read where it is, not
    /// passed in: copied out of the origin, a popover's was retained and released (its
    /// attachment holds two strings) every time.
    @inline(__always)
    func modifierChanged(
        of trigger: Int, on view: ViewID, in classes: SizeClasses, shownByLayer presented: Int
    ) -> Bool {
        // What the modifier shown declares first, as a plain value: matched as an optional
        // chain (`case .sheet? = origin?.modifier`) the modifier was copied out to be matched.
        let shown = state.declaredScreen(ofLayer: presented)
        let changed: Bool
        switch app[view].triggers[trigger].kind {
        case .present(.fullScreenCover): changed = shown != .modal
        case .push, .present(.sheet): changed = shown != .sheet
        case .present(.popover):
            changed =
                shown != .popover
                || !Session.sameModifier(
                    app[view].triggers[trigger].kind, state.storedLayers[presented].origin)
        case .popoverLink:
            if classes.horizontal == .compact {
                changed = shown != .sheet
            } else {
                changed =
                    shown != .popover
                    || !Session.sameModifier(
                        .present(.popover(.standard)), state.storedLayers[presented].origin)
            }
        }
        #if DEBUG
            precondition(
                changed
                    != (Session.modifier(ofKind: app[view].triggers[trigger].kind, in: classes)
                        == state.storedLayers[presented].origin?.modifier),
                "modifierChanged differs from comparing the modifiers")
        #endif
        return changed
    }

    /// Whether a trigger of kind `kind` presents with the modifier `origin` shows, both
    /// borrowed where they are (see `modifierChanged(of:on:in:shownByLayer:)`).
    private static func sameModifier(_ kind: Trigger.Kind, _ origin: Layer.Origin?) -> Bool {
        guard case .present(let declared) = kind, case .some(let shown) = origin else { return false }
        return declared == shown.modifier
    }

    /// Whether a presenting trigger works under rule N6: from iOS 14.5 all do; before, only the
    /// last declared (outermost) modifier of its family on the view.
    func isOutermost(_ trigger: Trigger, on view: ViewID) -> Bool {
        guard case .present(let modifier) = trigger.kind, !platform.ios.isAtLeast(14, 5) else { return true }
        let outermost = app[view].triggers.lazy.compactMap { other -> Int? in
            guard case .present(let otherModifier) = other.kind, otherModifier.family == modifier.family
            else { return nil }
            return other.modifier
        }.max()
        return outermost == trigger.modifier
    }

    /// The destination of the outermost modifier of `trigger`'s family on `view`, for the warning.
    func outermostDestination(like trigger: Trigger, on view: ViewID) -> ViewID {
        guard case .present(let modifier) = trigger.kind else { return trigger.destination }
        let last = app[view].triggers.last { other in
            if case .present(let otherModifier) = other.kind {
                return otherModifier.family == modifier.family
            }
            return false
        }
        return last?.destination ?? trigger.destination
    }

    /// Whether trigger `trigger` of the frame at `index` in `layer` can present now: active,
    /// declared, available (N8) and not shadowed (N6). Read in place: reconciliation asks this of every presentation it keeps, and the trigger and the
    /// frame copied out cost an outlined copy and destroy of the trigger's strings (near 250
    /// instructions) and a reference count for the values, more than the check itself.
    /// Inlined, as the other small helpers reconciliation calls for every trigger or frame
    /// (`declaredScreen`, `modifierChanged`, `adaptation(declared:options:in:)`,
    /// `modifier(ofKind:in:)`, `bindingReference(of:ofFrame:inLayer:)`,
    /// `firstPush(ofFrame:inLayer:)`, `isHeld`, `request`): as calls they cost s20k 70 instructions a
    /// command and ex5 660 a state.
    @inline(__always)
    func canPresent(_ trigger: Int, ofFrame index: Int, inLayer layer: Int) -> Bool {
        let view = state.storedLayers[layer].frames[index].view
        switch app[view].triggers[trigger].kind {
        case .push: return false
        case .present(.fullScreenCover) where !platform.ios.isAtLeast(14): return false
        case .present, .popoverLink: break
        }
        let slot = app[view].triggers[trigger].state
        guard state.storedLayers[layer].frames[index].values[slot] == app[view].triggers[trigger].activeValue,
            app[app[view].triggers[trigger].destination].isDeclared
        else { return false }
        // Every modifier is outermost from iOS 14.5 (`isOutermost`): the trigger is copied only
        // before.
        return platform.ios.isAtLeast(14, 5) || isOutermost(app[view].triggers[trigger], on: view)
    }

    /// The binding a trigger of a frame reads, with its current value.
    func binding(of trigger: Int, on frame: Frame) -> BindingChange {
        app.binding(of: trigger, on: frame.view, values: frame.values)
    }
}
