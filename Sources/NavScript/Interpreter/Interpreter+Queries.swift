import NavModel

extension Interpreter {
    /// `stack [--path|--json|--dot]`.
    func printStack(_ format: StackFormatSyntax, command: String) {
        switch format {
        case .tree:
            if options.json {
                emitJSON(command: command, events: [], output: nil, error: nil)
            } else {
                for line in StackText.tree(session, theme: options.theme) { print(line) }
            }
        case .path: list([StackText.path(session)], command: command)
        case .json: emitJSON(command: command, events: [], output: nil, error: nil)
        case .dot: list(StackText.dot(session), command: command)
        }
    }

    /// `routes`: what the top view can do.
    func routesListing() -> [String] {
        let app = session.app
        var lines: [String] = []
        let tags = session.reachableTags
        if !tags.isEmpty {
            lines.append("routes:")
            for (tag, view) in tags {
                let declaration = app[view]
                let trigger = declaration.triggerIndices(tagged: tag).first.map { declaration.triggers[$0] }
                let kind = trigger.map { kindWord($0.kind) } ?? ""
                let destination = trigger.map { ValueText.view($0.destination, in: app) } ?? ""
                let state = trigger.map { declaration.states[$0.state].name } ?? "route"
                lines.append("  route \(tag)  \(kind) \(destination)  (\(declaration.name).\(state))")
            }
        }
        let labels = session.labelsOnTop
        if !labels.isEmpty {
            lines.append("controls on \(ValueText.view(session.topView, in: app)):")
            for label in labels { lines.append("  tap " + ValueText.quoted(label)) }
        }
        let states = session.settableStates
        if !states.isEmpty {
            lines.append("states:")
            for (view, state) in states {
                if let slot = app[view].stateIndex(named: state) {
                    let values = session.allowedValues(slot, of: view).joined(separator: "|")
                    lines.append("  set \(app[view].name).\(state) \(values)")
                }
            }
        }
        return lines.isEmpty ? ["nothing to do on \(ValueText.view(session.topView, in: app))"] : lines
    }

    private func kindWord(_ kind: Trigger.Kind) -> String {
        switch kind {
        case .push: return "push"
        case .present(.fullScreenCover): return "modal"
        case .present(.sheet): return "sheet"
        case .present(.popover): return "popover"
        case .popoverLink: return "popoverlink"
        }
    }

    /// `explain`: the last change's events with their rules, sources and caveats.
    func explanation() -> [String] {
        guard let change = lastChange else { return ["nothing has changed yet"] }
        var lines = ["\(change.command):"]
        if change.events.isEmpty { lines.append("  no navigation events") }
        var rules: [Rule] = []
        for line in EventText.lines(change.events, app: session.app) { lines.append("  " + line) }
        for event in change.events {
            if let rule = event.rule, !rules.contains(rule) { rules.append(rule) }
        }
        for rule in rules.sorted() {
            lines.append("\(rule): \(rule.summary)")
            lines.append("  sources: \(rule.sources)")
            if let caveat = rule.caveat { lines.append("  \(rule.confidence.rawValue): \(caveat)") }
        }
        return lines
    }

    /// `help [COMMAND]`.
    func help(_ topic: Located<String>?) throws(StatementFailure) -> [String] {
        guard let topic else {
            var lines = [
                "navsh: drive a SwiftUI app's navigation. 'help COMMAND' for one; 'man navsh' for all."
            ]
            for group in CommandCatalog.Group.allCases {
                lines.append(group.rawValue + ":")
                for entry in CommandCatalog.entries where entry.group == group {
                    let padding = String(repeating: " ", count: max(1, 12 - entry.name.count))
                    lines.append("  \(entry.name)\(padding)\(entry.summary)")
                }
            }
            return lines
        }
        guard let entry = CommandCatalog.entry(named: topic.value) else {
            throw .error(
                Diagnostic(
                    .error, at: topic.range.start, length: topic.value.count,
                    message: "no command is named '\(topic.value)'",
                    suggestion: EditDistance.closest(to: topic.value, among: CommandCatalog.names)))
        }
        return [entry.synopsis, "  " + entry.summary, "  example: " + entry.example]
    }
}
