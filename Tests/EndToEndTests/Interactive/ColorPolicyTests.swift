import Testing

@testable import navsh

/// The colour policy's order: --color, NO_COLOR, FORCE_COLOR, TERM=dumb, the terminal.
@Suite struct ColorPolicyTests {
    /// One row: the inputs and whether colour is on.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var mode: ColorMode
        var environment: [String: String]
        var terminal: Bool
        var expected: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "auto on a terminal", mode: .auto, environment: [:], terminal: true, expected: true),
        Case(name: "auto into a pipe", mode: .auto, environment: [:], terminal: false, expected: false),
        Case(
            name: "always beats NO_COLOR", mode: .always, environment: ["NO_COLOR": "1"], terminal: false,
            expected: true),
        Case(
            name: "never beats FORCE_COLOR", mode: .never, environment: ["FORCE_COLOR": "1"], terminal: true,
            expected: false),
        Case(
            name: "NO_COLOR disables", mode: .auto, environment: ["NO_COLOR": "1"], terminal: true,
            expected: false),
        Case(
            name: "empty NO_COLOR is unset", mode: .auto, environment: ["NO_COLOR": ""], terminal: true,
            expected: true),
        Case(
            name: "NO_COLOR beats FORCE_COLOR", mode: .auto,
            environment: ["NO_COLOR": "x", "FORCE_COLOR": "1"],
            terminal: true, expected: false),
        Case(
            name: "FORCE_COLOR into a pipe", mode: .auto, environment: ["FORCE_COLOR": "1"], terminal: false,
            expected: true),
        Case(
            name: "FORCE_COLOR=0 forces nothing", mode: .auto, environment: ["FORCE_COLOR": "0"],
            terminal: false, expected: false),
        Case(
            name: "FORCE_COLOR beats TERM=dumb", mode: .auto,
            environment: ["FORCE_COLOR": "3", "TERM": "dumb"],
            terminal: false, expected: true),
        Case(
            name: "TERM=dumb disables", mode: .auto, environment: ["TERM": "dumb"], terminal: true,
            expected: false),
    ]

    @Test(arguments: cases) func decides(_ row: Case) {
        #expect(
            ColorPolicy.isEnabled(
                mode: row.mode, variable: { row.environment[$0] }, stdoutIsTerminal: row.terminal)
                == row.expected)
    }

    @Test func parsesTheOptionValues() {
        #expect(ColorMode(argument: "always") == .always)
        #expect(ColorMode(argument: "never") == .never)
        #expect(ColorMode(argument: "auto") == .auto)
        #expect(ColorMode(argument: "sometimes") == nil)
    }
}
