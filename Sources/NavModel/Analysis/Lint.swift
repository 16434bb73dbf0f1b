/// `check`: the declared app's problems under the session's iOS version and size classes.
///
/// Declarations are checked one by one (destinations, tags, containers, modifiers, versions);
/// what depends on how a person can move through the app (unreachable views, states nothing
/// sets, traps and dead ends) comes from exploring every state from the root.
extension Session {
    /// Every finding, in source order (findings without a site last). The exploration behind
    /// the reachability findings spreads its work as `parallelism` allows.
    public func lint(
        limits: Explorer.Limits = .standard, parallelism: Parallelism = .serial,
        progress: (Explorer.Progress) -> Bool = { _ in true }
    ) -> [LintFinding] {
        var findings = declarationFindings()
        if app.root != nil {
            findings += reachabilityFindings(limits: limits, parallelism: parallelism, progress: progress)
        }
        return findings.enumerated().sorted { lhs, rhs in
            switch (lhs.element.site, rhs.element.site) {
            case (let left?, let right?):
                if left.file != right.file { return lhs.offset < rhs.offset }
                if (left.line, left.column) != (right.line, right.column) {
                    return (left.line, left.column) < (right.line, right.column)
                }
                return lhs.offset < rhs.offset
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    /// The findings that each declaration shows on its own.
    private func declarationFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        let inContainer = viewsInsideContainers()
        var presented = Array(repeating: false, count: app.views.count)
        var inPopover = Array(repeating: false, count: app.views.count)
        for view in app.views where view.isDeclared {
            for trigger in view.triggers {
                switch trigger.kind {
                case .push: break
                case .present, .popoverLink:
                    presented[trigger.destination.index] = true
                    if showsAsPopover(trigger) { inPopover[trigger.destination.index] = true }
                }
            }
        }
        let ios = platform.ios
        for view in app.views where view.isDeclared && !view.isText {
            var tags = Set<[String]>()
            for trigger in view.triggers {
                let site = trigger.site ?? view.site
                let destination = trigger.destination
                if !app[destination].isDeclared {
                    findings.append(
                        LintFinding(
                            rule: .undeclared, severity: .error, site: site,
                            payload: .undeclaredDestination(view: view.id, destination: destination)))
                }
                if let tag = trigger.tag, !tags.insert([view.states[trigger.state].name, tag]).inserted {
                    findings.append(
                        LintFinding(
                            rule: .duplicateTag, severity: .error, site: site,
                            payload: .duplicateTag(
                                view: view.id, tag: tag, state: view.states[trigger.state].name)))
                }
                switch trigger.kind {
                case .push:
                    if !inContainer[view.id.index] {
                        let isPresented = presented[view.id.index] && app.root != view.id
                        findings.append(
                            LintFinding(
                                rule: isPresented ? .n3 : .n2, severity: .warning, site: site,
                                payload: .inertPush(
                                    view: view.id, destination: destination, presented: isPresented)))
                    }
                case .present(let modifier):
                    if modifier == .fullScreenCover && !ios.isAtLeast(14) {
                        findings.append(
                            LintFinding(
                                rule: .n8, severity: .error, site: site,
                                payload: .modalNeedsIOS14(view: view.id, destination: destination, ios: ios)))
                    } else if !isOutermost(trigger, on: view.id) {
                        findings.append(
                            LintFinding(
                                rule: .n6, severity: .warning, site: site,
                                payload: .shadowedModifier(
                                    view: view.id, destination: destination,
                                    outermost: outermostDestination(like: trigger, on: view.id))))
                    }
                case .popoverLink: break
                }
                if case .push = trigger.kind {
                } else {
                    findings += optionFindings(trigger, site: site)
                    if inPopover[view.id.index], isPopoverKind(trigger), !showsAsPopoverInPopover(trigger) {
                        findings.append(
                            LintFinding(
                                rule: .n16, severity: .warning, site: site,
                                payload: .popoverInPopover(view: view.id, destination: destination)))
                    }
                }
            }
            for control in view.controls {
                guard case .button(let actions) = control.kind else { continue }
                for action in actions {
                    if let finding = buttonFinding(
                        action, label: control.label, site: control.site ?? view.site)
                    {
                        findings.append(finding)
                    }
                }
            }
        }
        return findings
    }

    /// Which views can ever be inside a navigation container: those with their own, and those
    /// a push from such a view leads to (a least fixed point).
    private func viewsInsideContainers() -> [Bool] {
        var inside = app.views.map { $0.navigation != nil }
        var changed = true
        while changed {
            changed = false
            for view in app.views where inside[view.id.index] {
                for trigger in view.triggers where trigger.isPush && !inside[trigger.destination.index] {
                    inside[trigger.destination.index] = true
                    changed = true
                }
            }
        }
        return inside
    }

    private func isPopoverKind(_ trigger: Trigger) -> Bool {
        switch trigger.kind {
        case .present(.popover), .popoverLink: return true
        case .push, .present(.sheet), .present(.fullScreenCover): return false
        }
    }

    /// Whether a trigger shows its destination as a real popover in the window's environment,
    /// after adaptation (rules N9, N10).
    private func showsAsPopover(_ trigger: Trigger) -> Bool {
        isPopoverKind(trigger) && presentationStyle(of: trigger, in: platform.sizeClasses).1 == .popover
    }

    /// Whether a trigger of a view shown as a popover still shows a real popover: content shown
    /// as a popover is horizontally compact (rule N16), where only a
    /// `presentationCompactAdaptation` keeps a popover (rule N9).
    private func showsAsPopoverInPopover(_ trigger: Trigger) -> Bool {
        var classes = platform.sizeClasses
        classes.horizontal = .compact
        return presentationStyle(of: trigger, in: classes).1 == .popover
    }

    private func optionFindings(_ trigger: Trigger, site: SourceSite?) -> [LintFinding] {
        func unavailable(_ option: NavEvent.PresentationOption, needs: IOSVersion) -> LintFinding {
            LintFinding(
                rule: .n8, severity: .warning, site: site,
                payload: .optionUnavailable(destination: trigger.destination, option: option, needs: needs))
        }
        var findings: [LintFinding] = []
        if trigger.options.interactiveDismissDisabled && !platform.ios.isAtLeast(15) {
            findings.append(unavailable(.interactiveDismissDisabled, needs: IOSVersion(unchecked: 15, 0)))
        }
        if trigger.options.compactAdaptation != nil {
            if !platform.ios.isAtLeast(16, 4) {
                findings.append(
                    unavailable(.presentationCompactAdaptation, needs: IOSVersion(unchecked: 16, 4)))
            } else if case .present(.fullScreenCover) = trigger.kind {
                // A full-screen cover never adapts (rule N9).
                findings.append(
                    LintFinding(
                        rule: .n9, severity: .warning, site: site,
                        payload: .adaptationWithoutEffect(destination: trigger.destination)))
            }
        }
        return findings
    }

    /// A button's `route` or `set` naming what no view declares.
    private func buttonFinding(_ action: Action, label: String, site: SourceSite?) -> LintFinding? {
        switch action {
        case .route(let tag):
            guard app.views(declaringTag: tag).isEmpty else { return nil }
            return LintFinding(
                rule: .unknownTag, severity: .error, site: site, payload: .unknownTag(button: label, tag: tag)
            )
        case .set(let viewName?, let state, _):
            guard let id = app.id(named: viewName), app[id].isDeclared else {
                return LintFinding(
                    rule: .undeclared, severity: .error, site: site,
                    payload: .undeclaredView(button: label, view: viewName))
            }
            guard !app[id].visibleStateNames.contains(state) else { return nil }
            return LintFinding(
                rule: .unknownState, severity: .error, site: site,
                payload: .unknownState(button: label, view: viewName, state: state))
        case .set(nil, let state, _):
            guard !app.views.contains(where: { $0.isDeclared && $0.visibleStateNames.contains(state) }) else {
                return nil
            }
            return LintFinding(
                rule: .unknownState, severity: .error, site: site,
                payload: .unknownState(button: label, view: nil, state: state))
        case .routeNil, .dismiss, .tap, .tapOutside, .back, .swipeBack, .swipeDown, .sizeClass, .device, .ios:
            return nil
        }
    }

    /// Unreachable views, states nothing sets, traps and dead ends: from exploring every state
    /// a person can reach from the root in this environment.
    private func reachabilityFindings(
        limits: Explorer.Limits, parallelism: Parallelism, progress: (Explorer.Progress) -> Bool
    ) -> [LintFinding] {
        let fresh = Session(app: app, platform: platform)
        let exploration = Explorer(from: fresh, moves: .person, limits: limits, parallelism: parallelism).run(
            analyses: Explorer.Analyses(deadEnds: true, coverage: true), progress: progress)
        var findings: [LintFinding] = []
        if exploration.isExhaustive {
            for view in app.views where view.isDeclared && !view.isText {
                guard exploration.shownViews[view.id.index] else {
                    findings.append(
                        LintFinding(
                            rule: .unreachable, severity: .warning, site: view.site,
                            payload: .unreachable(view.id)))
                    continue
                }
                for (slot, state) in view.states.enumerated()
                where !state.isHidden && !exploration.changedStates[view.id.index][slot] {
                    let site = view.triggers.first { $0.state == slot }?.site ?? view.site
                    findings.append(
                        LintFinding(
                            rule: .unsetState, severity: .warning, site: site,
                            payload: .unsetState(view: view.id, state: state.name)))
                }
            }
        } else {
            findings.append(
                LintFinding(
                    rule: .incomplete, severity: .note, site: nil,
                    payload: .incomplete(states: exploration.stateCount)))
        }
        for end in exploration.deadEnds {
            let destination = end.path.last?.view ?? fresh.topView
            guard let presenter = end.presenter else {
                findings.append(
                    LintFinding(
                        rule: .deadEnd, severity: .warning, site: app[destination].site,
                        payload: .deadEnd(
                            presenter: nil, destination: destination, screen: nil, script: end.script)))
                continue
            }
            let trigger = app[presenter.view].triggers[presenter.trigger]
            let site = trigger.site ?? app[presenter.view].site
            if end.isTrap, let screen = end.screen {
                findings.append(
                    LintFinding(
                        rule: .trap, severity: .error, site: site,
                        payload: .trap(
                            presenter: presenter.view, destination: trigger.destination, screen: screen,
                            script: end.script)))
            } else {
                findings.append(
                    LintFinding(
                        rule: .deadEnd, severity: .warning, site: site,
                        payload: .deadEnd(
                            presenter: presenter.view, destination: trigger.destination, screen: end.screen,
                            script: end.script)))
            }
        }
        return findings
    }
}
