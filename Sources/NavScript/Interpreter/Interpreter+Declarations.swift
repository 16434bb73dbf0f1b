import NavModel

extension Interpreter {
    /// `view NAME [TITLE] { … }`: declares or extends a view while the app runs (a hot reload).
    func declare(_ view: ViewDeclarationSyntax, statement: Statement) throws(StatementFailure)
        -> StatementResult
    {
        var failure: Diagnostic?
        let events: [NavEvent]
        do throws(NavError) {
            events = try session.declare { (app: inout AppModel) throws(NavError) in
                let id = app.declare(view.name.value, title: view.title, site: site(view.name.range.start))
                for member in view.members {
                    do throws(NavError) {
                        try declare(member.value, on: id, in: &app)
                    } catch {
                        failure = diagnostic(for: error, arguments: [], statement: statement)
                        failure?.location = member.range.start
                        throw error
                    }
                }
            }
        } catch {
            throw .error(failure ?? diagnostic(for: error, arguments: [], statement: statement))
        }
        if !events.isEmpty {
            lastChange = (statement.text, events)
            return .ran(
                changes: true,
                warnings: afterChange(events: events, command: statement.text, at: statement.range.start))
        }
        return .ran(changes: true, warnings: [])
    }

    private func site(_ location: SourceLocation) -> SourceSite {
        SourceSite(file: location.file, line: location.line, column: location.column)
    }

    private func destination(_ syntax: DestinationSyntax, in app: inout AppModel) -> ViewID {
        switch syntax {
        case .view(let name): return app.reference(name.value)
        case .text(let text): return app.textLeaf(text.value)
        }
    }

    private func declare(_ member: MemberSyntax, on view: ViewID, in app: inout AppModel) throws(NavError) {
        switch member {
        case .navigation(let title, let style):
            app.setNavigation(NavigationContainer(title: title, style: style), on: view)
        case .segue(let kind, let tag, let target, let selection, let options):
            try app.addSegue(
                on: view, kind: kind, tag: tag.value, destination: destination(target, in: &app),
                state: selection?.value ?? "route", options: options, site: site(tag.range.start))
        case .segues(let kind, let selection, let options, let routes):
            var resolved: [(tag: String, destination: ViewID, site: SourceSite?)] = []
            for route in routes {
                resolved.append(
                    (route.tag.value, destination(route.destination, in: &app), site(route.tag.range.start)))
            }
            try app.addSegues(
                on: view, kind: kind, state: selection?.value ?? "route", options: options, routes: resolved)
        case .button(let label, let commands):
            let actions = commands.compactMap { command -> Action? in
                if case .action(let action, _) = command.value { return action }
                return nil
            }
            try app.addButton(on: view, label: label.value, actions: actions, site: site(label.range.start))
        case .link(let label, let target):
            try app.addLink(
                on: view, label: label.value, destination: destination(target, in: &app),
                site: site(label.range.start))
        case .popoverLink(let label, let target, let active, let options):
            try app.addPopoverLink(
                on: view, label: label.value, destination: destination(target, in: &app),
                activeState: active?.value,
                options: options, site: site(label.range.start))
        }
    }
}
