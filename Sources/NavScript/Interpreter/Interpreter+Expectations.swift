import NavModel

extension Interpreter {
    /// `expect …`: compares, and fails with `expected …, found …` at what it expected.
    func expect(_ expectation: Expectation, at location: SourceLocation) throws(StatementFailure) {
        func fail(_ message: String, at range: SourceRange) -> StatementFailure {
            .assertion(Diagnostic(.error, message, at: range))
        }
        switch expectation {
        case .stack(let path):
            try requireViews(at: path.range)
            let actual = StackText.path(session)
            let expected = path.canonicalText
            if actual != expected {
                throw fail("expected stack '\(expected)', found '\(actual)'", at: path.range)
            }
        case .top(let view):
            try requireViews(at: view.range)
            let actual = ValueText.view(session.topView, in: session.app)
            let expected: String
            switch view {
            case .view(let name): expected = name.value
            case .text(let text): expected = StringLiteral.quoted(text.value)
            }
            if actual != expected {
                throw fail("expected top '\(expected)', found '\(actual)'", at: view.range)
            }
        case .depth(let depth):
            try requireViews(at: depth.range)
            let actual = session.state.depth
            if actual != depth.value {
                throw fail("expected depth \(depth.value), found \(actual)", at: depth.range)
            }
        case .state(let reference, let literal):
            let actual: StateValue
            do throws(NavError) {
                actual = try session.value(ofState: reference.state.value, view: reference.view?.value)
            } catch {
                throw .error(
                    diagnostic(for: error, arguments: [reference.range, literal.range], at: reference.range))
            }
            let expected: StateValue
            switch literal.kind {
            case .none: expected = .none
            case .bool(let flag): expected = .bool(flag)
            case .tag(let tag): expected = .tag(tag)
            }
            if actual != expected {
                let name = (reference.view.map { $0.value + "." } ?? "") + reference.state.value
                throw fail(
                    "expected \(name) \(ValueText.value(expected)), found \(ValueText.value(actual))",
                    at: literal.range)
            }
        case .sizeClass(let axis, let sizeClass):
            let actual = session.platform.sizeClasses[Lowering.axis(axis)]
            if actual != Lowering.sizeClass(sizeClass.value) {
                let name = axis == .vertical ? "vertical sizeclass" : "sizeclass"
                throw fail(
                    "expected \(name) \(sizeClass.value.rawValue), found \(actual.rawValue)",
                    at: sizeClass.range)
            }
        case .error, .warning:
            pending = PendingExpectation(expectation, at: location)
        }
    }
}
