import NavModel

/// Prints the declared app back as `.nav` declarations, for `views`.
enum DeclarationPrinter {
    /// The declarations, one view after another, in declaration order.
    static func lines(_ app: AppModel) -> [String] {
        var lines: [String] = []
        for view in app.views where view.isDeclared && !view.isText {
            var head = "view " + view.name
            if let title = view.title { head += " " + ValueText.quoted(title) }
            var body: [String] = []
            if let navigation = view.navigation {
                var line = "navigation"
                if let title = navigation.title { line += " " + ValueText.quoted(title) }
                if navigation.style != .automatic { line += " style " + navigation.style.rawValue }
                body.append(line)
            }
            for control in view.controls {
                if case .button(let actions) = control.kind {
                    body.append(
                        "button \(ValueText.quoted(control.label)) { \(actions.map(text).joined(separator: "; ")) }"
                    )
                }
            }
            var printedModifiers = Set<Int>()
            for trigger in view.triggers {
                let destination = destinationText(trigger.destination, in: app)
                switch trigger.origin {
                case .segue:
                    body.append(
                        "segue \(kind(trigger)) \(trigger.tag ?? "") -> \(destination)\(suffix(trigger, view))"
                    )
                case .segues:
                    guard printedModifiers.insert(trigger.modifier).inserted else { continue }
                    let routes = view.triggers.filter { $0.modifier == trigger.modifier }.map {
                        "\($0.tag ?? "") -> \(destinationText($0.destination, in: app))"
                    }
                    body.append(
                        "segues \(kind(trigger))\(suffix(trigger, view)) { \(routes.joined(separator: "; ")) }"
                    )
                case .link(let label):
                    body.append("link \(ValueText.quoted(label)) -> \(destination)")
                case .popoverLink(let label):
                    let state = view.states[trigger.state]
                    let active = state.isHidden ? "" : " active " + state.name
                    body.append(
                        "popoverlink \(ValueText.quoted(label)) -> \(destination)\(active)\(options(trigger.options))"
                    )
                }
            }
            if body.isEmpty {
                lines.append(head)
            } else {
                lines.append(head + " {")
                lines += body.map { "  " + $0 }
                lines.append("}")
            }
        }
        if let root = app.root { lines.append("root " + app[root].name) }
        return lines
    }

    private static func destinationText(_ id: ViewID, in app: AppModel) -> String {
        app[id].isText ? "text " + ValueText.quoted(app[id].name) : app[id].name
    }

    private static func kind(_ trigger: Trigger) -> String {
        switch trigger.kind {
        case .push: return "push"
        case .present(.fullScreenCover): return "modal"
        case .present(.sheet): return "sheet"
        case .present(.popover(let attachment)): return "popover(\(attachment.anchor), \(attachment.edge))"
        case .popoverLink: return "popover"
        }
    }

    private static func suffix(_ trigger: Trigger, _ view: ViewDeclaration) -> String {
        let state = view.states[trigger.state].name
        return (state == "route" ? "" : " selection " + state) + options(trigger.options)
    }

    private static func options(_ options: PresentationOptions) -> String {
        var text = ""
        if options.interactiveDismissDisabled { text += " interactiveDismissDisabled" }
        if let adaptation = options.compactAdaptation {
            text +=
                adaptation.isUniform
                ? " presentationCompactAdaptation(\(adaptation.horizontal.rawValue))"
                : " presentationCompactAdaptation(horizontal: \(adaptation.horizontal.rawValue),"
                    + " vertical: \(adaptation.vertical.rawValue))"
        }
        return text
    }

    /// A button's action as written.
    static func text(_ action: Action) -> String {
        switch action {
        case .route(let tag): return "route " + tag
        case .routeNil: return "route nil"
        case .set(let view, let state, let value):
            return "set " + (view.map { $0 + "." } ?? "") + state + " " + ValueText.literal(value)
        case .dismiss: return "dismiss"
        case .tap(let label): return "tap " + ValueText.quoted(label)
        case .tapOutside: return "tap outside"
        case .back: return "back"
        case .swipeBack: return "swipe back"
        case .swipeDown: return "swipe down"
        case .sizeClass(let axis, let sizeClass):
            return "sizeclass " + (axis == .vertical ? "vertical " : "") + sizeClass.rawValue
        case .device(let device): return "device " + device.rawValue
        case .ios(let version): return "ios \(version)"
        }
    }
}
