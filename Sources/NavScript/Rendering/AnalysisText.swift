import NavModel

/// The one place the analyses become words: scripts, `check` findings and the `explore` report.
public enum AnalysisText {
    /// An action as the command a script would write.
    public static func command(_ action: Action) -> String {
        switch action {
        case .route(let tag): return "route " + tag
        case .routeNil: return "route nil"
        case .set(let view?, let state, let value): return "set \(view).\(state) \(ValueText.literal(value))"
        case .set(nil, let state, let value): return "set \(state) \(ValueText.literal(value))"
        case .tap(let label): return "tap " + ValueText.quoted(label)
        case .tapOutside: return "tap outside"
        case .dismiss: return "dismiss"
        case .back: return "back"
        case .swipeBack: return "swipe back"
        case .swipeDown: return "swipe down"
        case .sizeClass(.horizontal, let sizeClass): return "sizeclass " + sizeClass.rawValue
        case .sizeClass(.vertical, let sizeClass): return "sizeclass vertical " + sizeClass.rawValue
        case .device(let device): return "device " + device.rawValue
        case .ios(let version): return "ios \(version)"
        }
    }

    /// A script on one line, as `-c` takes it; `(none)` for the empty script.
    public static func oneLine(_ script: [Action]) -> String {
        script.isEmpty ? "(nothing: the starting state)" : script.map(command).joined(separator: "; ")
    }

    // MARK: - check

    /// `FILE:LINE:COL: severity: id: message`; `FILE` is the base name when `fullPaths` is off.
    public static func finding(_ finding: LintFinding, app: AppModel, fullPaths: Bool = true) -> String {
        var head = ""
        if let site = finding.site {
            let file = fullPaths ? site.file : ScriptPath.basename(site.file)
            head = "\(file):\(site.line):\(site.column): "
        }
        return head + "\(finding.severity.rawValue): \(finding.rule.rawValue): "
            + message(finding.payload, app: app)
    }

    /// The closing line of `check`.
    public static func summary(_ findings: [LintFinding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        if errors == 0 && warnings == 0 { return "check: no problems found" }
        return "check: " + plural(errors, "error") + ", " + plural(warnings, "warning")
    }

    /// A finding's message.
    public static func message(_ payload: LintFinding.Payload, app: AppModel) -> String {
        func name(_ id: ViewID) -> String { "'" + app[id].name + "'" }
        switch payload {
        case .undeclaredDestination(let view, let destination):
            return "\(name(destination)), a destination of \(name(view)), is never declared"
        case .undeclaredView(let button, let view):
            return "button \(ValueText.quoted(button)) sets a state of '\(view)', which is never declared"
        case .duplicateTag(let view, let tag, let state):
            return "'\(tag)' tags two segues of \(app[view].name).\(state); one state selects one of them"
        case .unknownTag(let button, let tag):
            return "button \(ValueText.quoted(button)) routes to '\(tag)', which no segue declares"
        case .unknownState(let button, let view?, let state):
            return "button \(ValueText.quoted(button)) sets '\(state)', which '\(view)' does not declare"
        case .unknownState(let button, nil, let state):
            return "button \(ValueText.quoted(button)) sets '\(state)', which no view declares"
        case .unreachable(let view):
            return "\(name(view)) is never shown: no taps or gestures lead to it from the root"
        case .unsetState(let view, let state):
            return "no control ever changes \(app[view].name).\(state), so its segues never activate"
        case .trap(let presenter, let destination, let screen, let script):
            return
                "\(name(destination)), presented by \(name(presenter)) as a \(screen.rawValue), can only be"
                + " left by a gesture that interactiveDismissDisabled blocks; reach it with: \(oneLine(script))"
        case .deadEnd(let presenter?, let destination, let screen, let script):
            let shown = screen.map { " (\($0.rawValue))" } ?? ""
            let why = screen == .modal ? ": a full-screen cover has no dismiss gesture" : ""
            return "nothing leads back to the root from \(name(destination))\(shown), presented by"
                + " \(name(presenter))\(why); reach it with: \(oneLine(script))"
        case .deadEnd(nil, let destination, _, let script):
            return
                "nothing leads back to the root from \(name(destination)); reach it with: \(oneLine(script))"
        case .inertPush(let view, let destination, false):
            return
                "the push to \(name(destination)) is inert: \(name(view)) is never inside a navigation container"
        case .inertPush(let view, let destination, true):
            return
                "the push to \(name(destination)) is inert: \(name(view)) is presented and has no navigation"
                + " container of its own; give it 'navigation'"
        case .shadowedModifier(let view, let destination, let outermost):
            return
                "the modifier presenting \(name(destination)) is ignored before iOS 14.5: only the outermost"
                + " (last declared) of its kind on \(name(view)) works, the one presenting \(name(outermost))"
        case .modalNeedsIOS14(_, let destination, let ios):
            return "\(name(destination)) is a modal (fullScreenCover), which needs iOS 14; this is iOS \(ios)"
        case .optionUnavailable(let destination, let option, let needs):
            return
                "\(option.rawValue) on the presentation of \(name(destination)) needs iOS \(needs) and is ignored"
        case .adaptationWithoutEffect(let destination):
            return
                "presentationCompactAdaptation on the presentation of \(name(destination)) has no effect: a"
                + " full-screen cover does not adapt"
        case .popoverInPopover(let view, let destination):
            return
                "\(name(destination)) presents as a sheet, not a popover: \(name(view)) is shown as a popover,"
                + " whose content is horizontally compact"
        case .incomplete(let states):
            return
                "stopped exploring at \(states) states, so 'unreachable' and 'unset-state' were not checked"
        }
    }

    // MARK: - explore

    /// The `explore` report.
    public static func exploration(_ result: Exploration, app: AppModel, theme: Theme = .plain) -> [String] {
        var lines = [
            "explored \(plural(result.stateCount, "state")) and \(plural(result.transitionCount, "transition")),"
                + " up to \(plural(result.depth, "move")) deep"
        ]
        switch result.end {
        case .complete, .found: break
        case .stateLimit(let limit):
            lines.append("stopped at the limit of \(limit) states: the counts are lower bounds")
        case .depthLimit(let depth):
            lines.append("stopped at depth \(depth): states further away were not explored")
        case .memoryLimit(let bytes):
            lines.append("stopped when its states took \(size(bytes)): the counts are lower bounds")
        case .interrupted: lines.append("interrupted: the counts are lower bounds")
        }
        if !result.shownViews.isEmpty {
            let never = app.views.filter { $0.isDeclared && !$0.isText && !result.shownViews[$0.id.index] }
            if !never.isEmpty {
                lines.append(
                    (result.isExhaustive ? "never shown: " : "not shown within the limits: ")
                        + never.map { ValueText.view($0.id, in: app) }.joined(separator: ", "))
            }
        }
        if let dead = result.deadStateCount {
            if dead == 0 {
                lines.append(
                    "the root can be reached again from every state"
                        + (result.isExhaustive ? "" : " expanded"))
            } else {
                lines.append("the root cannot be reached again from \(plural(dead, "state")):")
                for end in result.deadEnds {
                    let kind = end.isTrap ? "trap" : "dead end"
                    var why = ""
                    if end.isTrap, let screen = end.screen {
                        why =
                            ": interactiveDismissDisabled blocks dismissing the \(screen.rawValue) and nothing on it leads back"
                    } else if end.screen == .modal {
                        why = ": a full-screen cover has no dismiss gesture and nothing on it leads back"
                    } else if end.screen == nil {
                        why = ": nothing leads back to the root view"
                    } else {
                        why = ": nothing on it leads back"
                    }
                    lines.append(
                        "  \(kind): \(StackText.path(end.path)) (\(plural(end.states, "state")))" + why)
                    lines.append("    " + oneLine(end.script))
                }
            }
        }
        for warning in result.warnings {
            lines.append(theme.warning("warning:") + " " + EventText.line(warning.event, app: app))
            lines.append("    " + oneLine(warning.script))
        }
        for refusal in result.refusals {
            let words = ModelErrorText.words(refusal.error) { _, _ in nil }
            lines.append(theme.error("error:") + " " + words.message)
            lines.append("    " + oneLine(refusal.script))
        }
        return lines
    }

    /// The warning when `explore` reaches its state limit.
    public static func stateLimitWarning(_ limit: Int) -> String {
        "explore stopped at the limit of \(limit) states; raise it with --max-states"
    }

    /// The warning when `explore` reaches its byte limit (`Explorer.Limits.maxKeyBytes`).
    public static func memoryLimitWarning(_ bytes: Int) -> String {
        "explore stopped when its states took \(size(bytes)) (deep stacks, as a cycle of pushes makes,"
            + " cost the most); bound the search with --depth or --max-states"
    }

    /// `bytes` in GiB or MiB when a whole number of them, else in bytes.
    static func size(_ bytes: Int) -> String {
        if bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        return bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : plural(bytes, "byte")
    }

    // MARK: - reach, open, graph

    /// Why `reach` or `open` found no way to a view.
    public static func unreachable(_ view: String, moves: Moves, exploration: Exploration) -> String {
        let how = moves.programmatic ? "taps, gestures, route or set" : "taps and gestures"
        var text = "'\(view)' cannot be brought on top from here by \(how)"
        switch exploration.end {
        case .complete, .found: text += " (\(plural(exploration.stateCount, "state")) explored)"
        case .stateLimit(let limit): text += " within the limit of \(limit) states"
        case .depthLimit(let depth): text += " within \(plural(depth, "move"))"
        case .memoryLimit(let bytes): text += " within \(size(bytes)) of states"
        case .interrupted: text += ": interrupted"
        }
        if !moves.programmatic { text += "; try 'reach --programmatic'" }
        return text
    }

    /// `graph --format png` without a file.
    public static let pngNeedsOutput = "a png graph needs --output FILE"

    /// Graphviz's `dot` could not be run.
    public static func graphvizUnavailable(_ error: HostError) -> String {
        switch error {
        case .notFound:
            return "svg and png need Graphviz's 'dot', which is not installed; use --format dot or mermaid"
        case .isDirectory, .permissionDenied, .other:
            return "cannot run Graphviz's 'dot': \(error.phrase)"
        }
    }

    /// Graphviz's `dot` failed.
    public static func graphvizFailed(_ status: Int32, _ errorOutput: String) -> String {
        let first = errorOutput.split(separator: "\n").first.map(String.init) ?? ""
        return "Graphviz's 'dot' failed with status \(status)" + (first.isEmpty ? "" : ": " + first)
    }

    /// `graph --output FILE` succeeded.
    public static func wroteGraph(_ format: String, to path: String) -> String {
        "wrote the \(format) graph to \(path)"
    }

    /// `1 state`, `2 states`.
    static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
