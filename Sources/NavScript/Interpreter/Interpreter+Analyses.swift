import NavModel

/// The analyses of issue 8: `check`, `reach`, `open`, `explore`, `graph`.
extension Interpreter {
    private func unavailable(_ statement: Statement) -> StatementFailure {
        let word = currentText.split(separator: " ").first.map(String.init) ?? currentText
        return .error(
            Diagnostic(
                .error, at: statement.range.start, length: word.count,
                message: "'\(word)' is not available in this build yet"))
    }

    /// `check`: lint the declared model.
    func check(statement: Statement) throws(StatementFailure) -> StatementResult {
        throw unavailable(statement)
    }

    /// `reach VIEW [--programmatic]`: the shortest way to VIEW, as a script.
    func reach(_ view: Located<String>, programmatic: Bool, statement: Statement) throws(StatementFailure)
        -> StatementResult
    { throw unavailable(statement) }

    /// `open VIEW`: a deep link, in the steps SwiftUI takes (rule N13).
    func open(_ view: Located<String>, statement: Statement) throws(StatementFailure) -> StatementResult {
        throw unavailable(statement)
    }

    /// `explore [--depth N] [--max-states N]`: every state reachable by user actions.
    func explore(depth: Int?, maxStates: Int?, statement: Statement) throws(StatementFailure)
        -> StatementResult
    {
        throw unavailable(statement)
    }

    /// `graph [--format F] [--output FILE]`: the navigation graph.
    func graph(format: Located<String>?, output: Located<String>?, statement: Statement)
        throws(StatementFailure)
        -> StatementResult
    { throw unavailable(statement) }
}
