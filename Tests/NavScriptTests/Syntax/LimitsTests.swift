import Testing

@testable import NavScript

/// The parser's limits. The tests on large inputs are not timed (a loaded machine would fail
/// them); their inputs are sized so that a parse that is quadratic in bytes would run for
/// hours, which the one-minute limit turns into a failure, while a linear one takes a second.
@Suite struct LimitsTests {
    @Test(.timeLimit(.minutes(1)))
    func aMillionOpenBracesGiveACleanError() {
        let text = String(repeating: "{", count: 1_000_000)
        let result = parse(text)
        #expect(!result.isIncomplete)
        #expect(result.errors.count <= 2)
        #expect(result.errors.contains { if case .nestingTooDeep(256, _) = $0 { true } else { false } })
    }

    @Test func deepNestingInsideAViewIsCutAtTheLimit() {
        let text = "view V " + String(repeating: "{ ", count: 300)
        let result = parse(text)
        #expect(result.errors.contains { if case .nestingTooDeep = $0 { true } else { false } })
        #expect(!result.isIncomplete)
    }

    @Test func nestingUpToTheLimitIsNotAnError() {
        let limits = Limits(maxNestingDepth: 3, maxLineBytes: 1 << 20, maxErrors: 100)
        let ok = parse("view V { button \"B\" { back } }", limits: limits)
        #expect(ok.errors == [])
        let deep = parse("view V { button \"B\" { back } }\n{{{{", limits: limits)
        #expect(deep.errors.contains { if case .nestingTooDeep(3, _) = $0 { true } else { false } })
    }

    @Test(.timeLimit(.minutes(1)))
    func aTenMegabyteLineIsReportedAndSkipped() {
        let text = "back\nroute " + String(repeating: "a", count: 10_000_000) + "\ndismiss\n"
        let result = parse(text)
        #expect(result.errors.count == 1)
        guard case .lineTooLong(let bytes, let limit, let range) = result.errors.first else {
            Issue.record("\(result.errors)")
            return
        }
        #expect(bytes == 10_000_006)
        #expect(limit == Limits.standard.maxLineBytes)
        #expect(position(range.start) == [2, 1])
        #expect(result.statements.count == 2)
    }

    @Test func aLineJustUnderTheLimitIsFine() {
        let limits = Limits(maxNestingDepth: 256, maxLineBytes: 20, maxErrors: 100)
        #expect(parse("tap \"0123456789abcd\"", limits: limits).errors == [])
        #expect(parse("tap \"0123456789abcde\"", limits: limits).errors.count == 1)
    }

    @Test func manyInvalidBytesStopAtTheErrorLimit() {
        let source = SourceFile(name: "t.nav", bytes: [UInt8](repeating: 0xFF, count: 100_000))
        let result = Parser.parse(source)
        #expect(result.errors.count == Limits.standard.maxErrors + 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func aLongProgramParses() {
        let line = "view V \"T\" { button \"B\" { route a; back }; segue push a -> A }\n"
        let text = String(repeating: line, count: 20_000)
        let result = parse(text)
        #expect(result.statements.count == 20_000)
    }
}
