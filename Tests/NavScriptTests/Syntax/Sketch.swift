@testable import NavScript

/// A compact, range-free text of syntax nodes, so table tests can compare shapes in one line.
enum Sketch {
    static func of(_ command: Command) -> String {
        switch command {
        case .route(let tag): return "route \(tag.value)"
        case .routeNil: return "route nil"
        case .set(let state, let value): return "set \(of(state)) \(of(value))"
        case .tap(let label): return "tap '\(label.value)'"
        case .tapOutside: return "tap outside"
        case .dismiss: return "dismiss"
        case .back: return "back"
        case .swipeBack: return "swipe back"
        case .swipeDown: return "swipe down"
        case .sizeClass(let axis, let value): return "sizeclass \(axis.rawValue) \(value.value.rawValue)"
        case .device(let name): return "device \(name.value)"
        case .ios(let version):
            return "ios \(version.value.major).\(version.value.minor.map(String.init) ?? "-")"
        case .stack(let format): return "stack \(format.rawValue)"
        case .routes: return "routes"
        case .explain: return "explain"
        case .views: return "views"
        case .expect(let expectation): return "expect " + of(expectation)
        case .undo: return "undo"
        case .reset: return "reset"
        case .source(let path): return "source \(path.value)"
        case .record(let path): return "record \(path.value)"
        case .history: return "history"
        case .help(let topic): return "help" + (topic.map { " " + $0.value } ?? "")
        case .quit: return "quit"
        case .check: return "check"
        case .reach(let view, let programmatic):
            return "reach \(view.value)" + (programmatic ? " programmatic" : "")
        case .open(let view): return "open \(view.value)"
        case .explore(let depth, let maxStates):
            return
                "explore depth=\(depth.map { String($0.value) } ?? "-") max=\(maxStates.map { String($0.value) } ?? "-")"
        case .graph(let format, let output):
            return "graph format=\(format?.value.rawValue ?? "-") output=\(output?.value ?? "-")"
        }
    }

    static func of(_ expectation: Expectation) -> String {
        switch expectation {
        case .stack(let path): return "stack \(path.canonicalText)"
        case .top(let view): return "top \(of(view))"
        case .depth(let depth): return "depth \(depth.value)"
        case .state(let state, let value): return "\(of(state)) \(of(value))"
        case .sizeClass(let axis, let value): return "sizeclass \(axis.rawValue) \(value.value.rawValue)"
        case .error(let text): return "error" + (text.map { " '\($0.value)'" } ?? "")
        case .warning(let text): return "warning" + (text.map { " '\($0.value)'" } ?? "")
        }
    }

    static func of(_ state: StateReference) -> String {
        (state.view.map { $0.value + "." } ?? "") + state.state.value
    }

    static func of(_ value: ValueSyntax) -> String {
        switch value.kind {
        case .tag(let tag): return "tag(\(tag))"
        case .none: return "nil"
        case .bool(let bool): return "\(bool)"
        }
    }

    static func of(_ view: ViewReference) -> String {
        switch view {
        case .view(let name): return name.value
        case .text(let text): return "text '\(text.value)'"
        }
    }

    static func of(_ kind: SegueKindSyntax) -> String {
        switch kind {
        case .push: return "push"
        case .modal: return "modal"
        case .sheet: return "sheet"
        case .popover(let anchor, let edge):
            guard let anchor, let edge else { return "popover" }
            return "popover(\(anchor.value), \(edge.value.rawValue))"
        }
    }

    static func of(_ option: SegueOptionSyntax) -> String {
        switch option {
        case .interactiveDismissDisabled(let disabled): return "interactiveDismissDisabled(\(disabled))"
        case .presentationCompactAdaptation(let adaptation):
            return "presentationCompactAdaptation(\(adaptation.value.rawValue))"
        case .presentationCompactAdaptationPerAxis(let horizontal, let vertical):
            return
                "presentationCompactAdaptation(horizontal: \(horizontal.value.rawValue), vertical: \(vertical.value.rawValue))"
        }
    }

    static func of(_ member: ViewMember) -> String {
        switch member {
        case .navigation(let navigation):
            return "navigation" + (navigation.title.map { " '\($0.value)'" } ?? "")
                + (navigation.style.map { " style \($0.value.rawValue)" } ?? "")
        case .segue(let segue):
            return "segue \(of(segue.kind.value)) \(segue.tag.value) -> \(of(segue.destination))"
                + clauses(segue.selection, segue.options)
        case .segues(let segues):
            let entries = segues.entries.map { "\($0.tag.value) -> \(of($0.destination))" }
            return "segues \(of(segues.kind.value))" + clauses(segues.selection, segues.options)
                + " { \(entries.joined(separator: "; ")) }"
        case .button(let button):
            return
                "button '\(button.label.value)' { \(button.commands.map { of($0.value) }.joined(separator: "; ")) }"
        case .link(let link): return "link '\(link.label.value)' -> \(of(link.destination))"
        case .popoverLink(let link):
            return "popoverlink '\(link.label.value)' -> \(of(link.destination))"
                + (link.activeState.map { " active \($0.value)" } ?? "")
        }
    }

    private static func clauses(_ selection: Located<String>?, _ options: [Located<SegueOptionSyntax>])
        -> String
    {
        (selection.map { " selection \($0.value)" } ?? "") + options.map { " " + of($0.value) }.joined()
    }
}
