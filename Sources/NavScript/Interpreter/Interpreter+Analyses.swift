import NavModel

/// How `navsh check` ended for one file.
public enum CheckOutcome: Hashable, Sendable {
    /// The declarations were checked; `errors` findings are errors.
    case checked(errors: Int, warnings: Int)
    /// The file could not be read, parsed or declared; the diagnostic has been reported.
    case failed(Interpreter.Failure)
}

/// The analyses of issue 8: `check`, `reach`, `open`, `explore`, `graph`. The analyses
/// themselves are in NavModel (`Explorer`, `Session.lint`, `Session.navigationGraph`); their
/// words in `AnalysisText` and `GraphText`.
extension Interpreter {
    // MARK: - check

    /// `check`: lint the declared model under the current iOS version and size classes.
    func check(at range: SourceRange) throws(StatementFailure) -> StatementResult {
        try requireViews(at: range)
        emitFindings(lint())
        return .ran(changes: false)
    }

    /// `navsh check FILE`: declares what `source` declares (its views, `root`, and the
    /// environment commands `ios`, `device` and `sizeclass`) without running its other
    /// commands, then prints the findings of `check`.
    public func checkDeclarations(of source: SourceFile) -> CheckOutcome {
        sources[source.name] = source
        let parsed = Parser.parse(source)
        if !parsed.errors.isEmpty {
            for diagnostic in parsed.diagnostics { report(diagnostic) }
            let unreadable = parsed.errors.contains { error in
                if case .invalidUTF8 = error { return true }
                return false
            }
            return .failed(unreadable ? .unreadable : .error)
        }
        // Only the findings are printed: declarations and environment commands run silently.
        let (quiet, json) = (options.quiet, options.json)
        (options.quiet, options.json) = (true, false)
        defer { (options.quiet, options.json) = (quiet, json) }
        for statement in parsed.statements {
            switch statement.kind {
            case .declaration, .command(.ios), .command(.device), .command(.sizeClass): break
            case .command: continue
            }
            if case .failed(let failure) = execute(statement) { return .failed(failure) }
        }
        guard session.isRunning else {
            report(Diagnostic(.error, "\(source.name) declares no view", at: nil))
            return .failed(.error)
        }
        (options.quiet, options.json) = (quiet, json)
        let findings = lint()
        currentText = "check"
        emitFindings(findings)
        return .checked(
            errors: findings.filter { $0.severity == .error }.count,
            warnings: findings.filter { $0.severity == .warning }.count)
    }

    private func lint() -> [LintFinding] {
        defer { host.endProgress() }
        return session.lint(parallelism: host.parallelism) { progress in
            host.showProgress("check: explored \(progress.states) states…")
            return !host.isInterrupted()
        }
    }

    private func emitFindings(_ findings: [LintFinding]) {
        let app = session.app
        let lines =
            findings.map { AnalysisText.finding($0, app: app, fullPaths: options.showsLocation) }
            + [AnalysisText.summary(findings)]
        guard options.json else {
            for line in lines { print(line) }
            return
        }
        let objects = findings.map { finding -> JSONValue in
            .object([
                ("file", finding.site.map { .string($0.file) } ?? .null),
                ("line", finding.site.map { .int($0.line) } ?? .null),
                ("column", finding.site.map { .int($0.column) } ?? .null),
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.rule.rawValue)),
                ("message", .string(AnalysisText.message(finding.payload, app: app))),
            ])
        }
        let object = JSONValue.object([
            ("command", .string(currentText)),
            ("events", .array([])),
            ("stack", StackJSON.stack(session)),
            ("output", .string(lines.joined(separator: "\n"))),
            ("error", .null),
            ("findings", .array(objects)),
        ])
        print(object.serialized)
    }

    // MARK: - reach and open

    /// `reach VIEW [--programmatic]`: the shortest way to VIEW, as a script.
    func reach(_ view: Located<String>, programmatic: Bool, at range: SourceRange) throws(StatementFailure)
        -> StatementResult
    {
        let script = try shortestScript(to: view, moves: programmatic ? .programmatic : .hands, at: range)
        let lines =
            script.isEmpty
            ? ["# \(view.value) is already on top"] : script.map(AnalysisText.command)
        list(lines, command: currentText)
        return .ran(changes: false)
    }

    /// `open VIEW`: a deep link, in the steps SwiftUI takes (rule N13): the shortest sequence of
    /// `route`, `set` and taps from here, each applied as its own update and printed.
    func open(_ view: Located<String>, at range: SourceRange) throws(StatementFailure) -> StatementResult {
        let script = try shortestScript(to: view, moves: .programmatic, at: range)
        let before = session
        var all: [NavEvent] = []
        var warnings: [String] = []
        let shows = !options.quiet && !options.json
        if script.isEmpty && shows { print("\(view.value) is already on top") }
        for (index, action) in script.enumerated() {
            let events: [NavEvent]
            do throws(NavError) {
                events = try session.perform(action)
            } catch {
                session = before
                throw .error(diagnostic(for: error, arguments: [view.range], at: range))
            }
            if shows { print("step \(index + 1): " + AnalysisText.command(action)) }
            let lines = EventText.lines(events, app: session.app, theme: options.theme)
            for (event, line) in zip(events, lines) {
                if event.isWarning {
                    let plain = EventText.line(event, app: session.app)
                    warnings.append(plain)
                    report(Diagnostic(.warning, plain, at: range))
                } else if shows {
                    print("  " + line)
                }
            }
            all += events
        }
        lastChange = (currentText, all)
        if options.json {
            emitJSON(command: currentText, events: all, output: nil, error: nil)
        } else if !options.quiet {
            for line in StackText.tree(session, theme: options.theme) { print(line) }
        }
        return .ran(changes: session != before, warnings: warnings)
    }

    /// The breadth-first shortest script from here to a state with `view` on top.
    private func shortestScript(to view: Located<String>, moves: Moves, at range: SourceRange)
        throws(StatementFailure) -> [Action]
    {
        try requireViews(at: range)
        let app = session.app
        guard let id = app.id(named: view.value), app[id].isDeclared, !app[id].isText else {
            throw .error(
                diagnostic(
                    for: .unknownView(view.value, candidates: app.declaredViewNames), arguments: [view.range],
                    at: range))
        }
        let explorer = Explorer(from: session, moves: moves, parallelism: host.parallelism)
        let result = explorer.run(
            analyses: Explorer.Analyses(deadEnds: false, coverage: false),
            target: { $0.topView == id }, progress: progress("reach"))
        host.endProgress()
        guard let script = result.targetScript else {
            throw .error(
                Diagnostic(
                    .error, AnalysisText.unreachable(view.value, moves: moves, exploration: result),
                    at: view.range))
        }
        return script
    }

    // MARK: - explore

    /// `explore [--depth N] [--max-states N]`: every state reachable by user actions, without
    /// changing the session.
    func explore(depth: Int?, maxStates: Int?, at range: SourceRange) throws(StatementFailure)
        -> StatementResult
    {
        try requireViews(at: range)
        if let maxStates, maxStates < 1 {
            throw .error(Diagnostic(.error, "--max-states must be at least 1", at: range))
        }
        let limits = Explorer.Limits(
            maxStates: maxStates ?? Explorer.Limits.standard.maxStates, maxDepth: depth.map { max(0, $0) })
        let result = Explorer(from: session, moves: .person, limits: limits, parallelism: host.parallelism)
            .run(
                analyses: Explorer.Analyses(deadEnds: true, coverage: true), progress: progress("explore"))
        host.endProgress()
        list(AnalysisText.exploration(result, app: session.app, theme: options.theme), command: currentText)
        let warning: String
        switch result.end {
        case .complete, .found, .depthLimit, .interrupted: return .ran(changes: false)
        case .stateLimit(let limit): warning = AnalysisText.stateLimitWarning(limit)
        case .memoryLimit(let bytes): warning = AnalysisText.memoryLimitWarning(bytes)
        }
        report(Diagnostic(.warning, warning, at: range))
        return .ran(changes: false, warnings: [warning])
    }

    /// A progress callback that shows the count on the host and stops on an interrupt.
    private func progress(_ command: String) -> (Explorer.Progress) -> Bool {
        let host = self.host
        return { progress in
            host.showProgress("\(command): \(progress.states) states, \(progress.depth) moves deep…")
            return !host.isInterrupted()
        }
    }

    // MARK: - graph

    /// `graph [--format F] [--output FILE]`: the navigation graph, printed or written.
    func graph(format: Located<String>?, output: Located<String>?, at range: SourceRange)
        throws(StatementFailure)
        -> StatementResult
    {
        try requireViews(at: range)
        let chosen: GraphText.Format
        if let format, let named = GraphText.Format(rawValue: format.value) {
            chosen = named
        } else if let output {
            chosen = GraphText.Format(fileName: output.value) ?? .dot
        } else {
            chosen = .dot
        }
        let graph = session.navigationGraph
        let app = session.app
        switch chosen {
        case .dot, .mermaid:
            let lines = chosen == .dot ? GraphText.dot(graph, app: app) : GraphText.mermaid(graph, app: app)
            guard let output else {
                list(lines, command: currentText)
                return .ran(changes: false)
            }
            try write(output, bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
        case .svg, .png:
            if chosen == .png && output == nil {
                throw .error(
                    Diagnostic(.error, AnalysisText.pngNeedsOutput, at: format?.range ?? range))
            }
            let source = GraphText.dot(graph, app: app).joined(separator: "\n") + "\n"
            let rendered: ProgramOutput
            switch host.runProgram("dot", arguments: ["-T" + chosen.rawValue], input: Array(source.utf8)) {
            case .success(let result): rendered = result
            case .failure(let error):
                throw .error(
                    Diagnostic(
                        .error, AnalysisText.graphvizUnavailable(error), at: format?.range ?? range)
                )
            }
            guard rendered.status == 0 else {
                let why = String(decoding: rendered.errorOutput, as: UTF8.self)
                throw .error(
                    Diagnostic(.error, AnalysisText.graphvizFailed(rendered.status, why), at: range)
                )
            }
            guard let output else {
                let text = String(decoding: rendered.output, as: UTF8.self)
                list(
                    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
                        text.hasSuffix("\n") ? 1 : 0), command: currentText)
                return .ran(changes: false)
            }
            try write(output, bytes: rendered.output)
        }
        list([AnalysisText.wroteGraph(chosen.rawValue, to: output?.value ?? "")], command: currentText)
        return .ran(changes: false)
    }

    private func write(_ path: Located<String>, bytes: [UInt8]) throws(StatementFailure) {
        if case .failure(let error) = host.writeFileAtomically(path.value, bytes: bytes) {
            throw .unreadable(
                Diagnostic(.error, "cannot write '\(path.value)': \(error.phrase)", at: path.range))
        }
    }
}
