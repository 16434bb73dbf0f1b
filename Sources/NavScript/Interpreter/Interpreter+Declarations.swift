import NavModel

extension Interpreter {
    /// `view NAME [TITLE] { … }`: declares or extends a view while the app runs (a hot reload).
    func declare(_ view: ViewSyntax, at range: SourceRange) throws(StatementFailure) -> StatementResult {
        var failure: Diagnostic?
        let events: [NavEvent]
        do throws(NavError) {
            events = try session.declare { (app: inout AppModel) throws(NavError) in
                // The file's name once: every member is in the view's file, and asking each
                // location for it took a lock and a reference count.
                let file = view.name.range.start.file
                let id = app.declare(
                    view.name.value, title: view.title?.value, site: site(view.name.range.start, in: file))
                // By index, the member read in place: `for member in` copied each one out
                // (a reference count per string and location in it).
                guard let members = view.members else { return }
                for index in members.indices {
                    do throws(NavError) {
                        try declare(members[index].value, on: id, in: &app, file: file)
                    } catch {
                        failure = diagnostic(for: error, arguments: [], at: blame(members[index], for: error))
                        throw error
                    }
                }
            }
        } catch {
            throw .error(failure ?? diagnostic(for: error, arguments: [], at: range))
        }
        if !events.isEmpty {
            lastChange = (currentText, events)
            return .ran(
                changes: true,
                warnings: afterChange(events: events, command: currentText, at: range.start))
        }
        return .ran(changes: true)
    }

    /// Where a member the model refused is wrong: a command a button may not run, else the member.
    private func blame(_ member: Located<ViewMember>, for error: NavError) -> SourceRange {
        if case .actionNotAllowedInButton = error, case .button(let button) = member.value,
            let refused = button.commands.first(where: { buttonAction($0.value) == nil })
        {
            return refused.range
        }
        return member.range
    }

    /// The action a button runs for a command, or nil if a button may not run it.
    private func buttonAction(_ command: Command) -> Action? {
        guard let action = try? Lowering.action(command), action.isAllowedInButton else { return nil }
        return action
    }

    /// Where `location`, in the file named `file`, is.
    private func site(_ location: SourceLocation, in file: String) -> SourceSite {
        SourceSite(file: file, line: location.line, column: location.column)
    }

    private func destination(_ reference: ViewReference, in app: inout AppModel) -> ViewID {
        switch reference {
        case .view(let name): return app.reference(name.value)
        case .text(let text): return app.textLeaf(text.value)
        }
    }

    /// Inlined into the loop over a view's members, so that the switch reads the member in
    /// place: as a call, each member was copied whole to pass it (a reference count per string
    /// in it) and the copy destroyed, 15M of the 361M instructions declaring 10,000 views.
    @inline(__always)
    private func declare(_ member: ViewMember, on view: ViewID, in app: inout AppModel, file: String)
        throws(NavError)
    {
        switch member {
        case .navigation(let navigation):
            app.setNavigation(
                NavigationContainer(
                    title: navigation.title?.value, style: Lowering.style(navigation.style?.value)),
                on: view)
        case .segue(let segue):
            try app.addSegue(
                on: view, kind: Lowering.segueKind(segue.kind.value), tag: segue.tag.value,
                destination: destination(segue.destination, in: &app),
                state: segue.selection?.value ?? "route",
                options: Lowering.options(segue.options), site: site(segue.tag.range.start, in: file))
        case .segues(let segues):
            var routes: [(tag: String, destination: ViewID, site: SourceSite?)] = []
            for entry in segues.entries {
                routes.append(
                    (
                        entry.tag.value, destination(entry.destination, in: &app),
                        site(entry.tag.range.start, in: file)
                    ))
            }
            try app.addSegues(
                on: view, kind: Lowering.segueKind(segues.kind.value),
                state: segues.selection?.value ?? "route",
                options: Lowering.options(segues.options), routes: routes)
        case .button(let button):
            var actions: [Action] = []
            for command in button.commands {
                guard let action = buttonAction(command.value) else {
                    throw NavError.actionNotAllowedInButton(.back)
                }
                actions.append(action)
            }
            try app.addButton(
                on: view, label: button.label.value, actions: actions,
                site: site(button.label.range.start, in: file))
        case .link(let link):
            try app.addLink(
                on: view, label: link.label.value, destination: destination(link.destination, in: &app),
                site: site(link.label.range.start, in: file))
        case .popoverLink(let link):
            try app.addPopoverLink(
                on: view, label: link.label.value, destination: destination(link.destination, in: &app),
                activeState: link.activeState?.value, site: site(link.label.range.start, in: file))
        }
    }
}
