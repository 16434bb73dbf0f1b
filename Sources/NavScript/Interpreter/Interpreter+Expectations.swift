import NavModel

extension Interpreter {
    /// `expect …`: compares, and fails with `expected …, found …` at the statement.
    func expect(_ expectation: ExpectationSyntax, at location: SourceLocation) throws(StatementFailure) {
        func fail(_ message: String, at range: SourceRange? = nil) -> StatementFailure {
            let start = range?.start ?? location
            let length = range.map { max(1, $0.end.column - $0.start.column) } ?? 6
            return .assertion(Diagnostic(.error, at: start, length: length, message: message))
        }
        switch expectation {
        case .stack(let path):
            let actual = StackText.path(session)
            if actual != path.value {
                throw fail("expected stack '\(path.value)', found '\(actual)'", at: path.range)
            }
        case .top(let view):
            let actual = ValueText.view(session.topView, in: session.app)
            if actual != view.value {
                throw fail("expected top '\(view.value)', found '\(actual)'", at: view.range)
            }
        case .depth(let depth):
            let actual = session.state.depth
            if actual != depth.value {
                throw fail("expected depth \(depth.value), found \(actual)", at: depth.range)
            }
        case .state(let view, let state, let literal):
            let actual: StateValue
            do throws(NavError) {
                actual = try session.value(ofState: state.value, view: view?.value)
            } catch {
                let arguments = [view.map { $0.range.joined(state.range) } ?? state.range, literal.range]
                throw .error(
                    diagnostic(
                        for: error, arguments: arguments,
                        statement: Statement(kind: .command(.history), range: state.range, text: "")))
            }
            let expected: StateValue
            switch literal.value {
            case .none: expected = .none
            case .bool(let flag): expected = .bool(flag)
            case .tag(let tag): expected = .tag(tag)
            }
            if actual != expected {
                let name = (view.map { $0.value + "." } ?? "") + state.value
                throw fail(
                    "expected \(name) \(ValueText.literal(literal.value)), found \(ValueText.value(actual))",
                    at: literal.range)
            }
        case .sizeClass(let axis, let sizeClass):
            let actual = session.platform.sizeClasses[axis]
            if actual != sizeClass.value {
                let name = axis == .vertical ? "vertical sizeclass" : "sizeclass"
                throw fail(
                    "expected \(name) \(sizeClass.value.rawValue), found \(actual.rawValue)",
                    at: sizeClass.range)
            }
        case .error, .warning:
            pending = (expectation, location)
        }
    }
}
