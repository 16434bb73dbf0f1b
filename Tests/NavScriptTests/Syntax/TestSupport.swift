import Testing

@testable import NavScript

/// Parses `text` as a file named `test.nav`.
func parse(_ text: String, limits: Limits = .standard) -> ParseResult {
    Parser.parse(SourceFile(name: "test.nav", text: text), limits: limits)
}

/// The statements of `text`, which must parse without errors.
func statements(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Statement] {
    let result = parse(text)
    #expect(result.errors == [], "\(result.errors.map(\.message))", sourceLocation: sourceLocation)
    return result.statements
}

/// The only command of `text`.
func command(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Command? {
    let parsed = statements(text, sourceLocation: sourceLocation)
    guard parsed.count == 1, case .command(let command) = parsed[0].kind else {
        Issue.record("not one command: \(parsed)", sourceLocation: sourceLocation)
        return nil
    }
    return command
}

/// The only declaration of `text`.
func declaration(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Declaration? {
    let parsed = statements(text, sourceLocation: sourceLocation)
    guard parsed.count == 1, case .declaration(let declaration) = parsed[0].kind else {
        Issue.record("not one declaration: \(parsed)", sourceLocation: sourceLocation)
        return nil
    }
    return declaration
}

/// The members of the only view declared by `text`.
func members(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ViewMember] {
    guard case .view(let view) = declaration(text, sourceLocation: sourceLocation) else { return [] }
    return (view.members ?? []).map(\.value)
}

/// `(line, column)` of a location, for compact assertions.
func position(_ location: NavScript.SourceLocation) -> [Int] { [location.line, location.column] }

/// The rendered text of all errors of `result`.
func rendered(_ result: ParseResult, _ text: String) -> String {
    DiagnosticRenderer(sources: [SourceFile(name: "test.nav", text: text)]).render(result.diagnostics)
}
