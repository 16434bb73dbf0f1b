import Testing

@testable import NavModel
@testable import NavScript

/// How `explore`, `reach` and `open` word the ways a search can stop short: the state limit,
/// which `--max-states` raises, and the byte limit (`Explorer.Limits.maxKeyBytes`), which a
/// model whose stacks keep growing meets first.
@Suite struct ExplorationTextTests {
    private static func exploration(_ end: Exploration.End) -> Exploration {
        Exploration(end: end, stateCount: 5, transitionCount: 9, depth: 3)
    }

    @Test func theDefaultByteLimitIsReportedInGibibytes() {
        let lines = AnalysisText.exploration(
            Self.exploration(.memoryLimit(Explorer.Limits.standard.maxKeyBytes)), app: AppModel())
        #expect(
            lines == [
                "explored 5 states and 9 transitions, up to 3 moves deep",
                "stopped when its states took 1 GiB: the counts are lower bounds",
            ])
        #expect(
            AnalysisText.memoryLimitWarning(Explorer.Limits.standard.maxKeyBytes)
                == "explore stopped when its states took 1 GiB (deep stacks, as a cycle of pushes makes,"
                + " cost the most); bound the search with --depth or --max-states")
        #expect(
            AnalysisText.unreachable(
                "B", moves: .person,
                exploration: Self.exploration(.memoryLimit(Explorer.Limits.standard.maxKeyBytes)))
                == "'B' cannot be brought on top from here by taps and gestures within 1 GiB of states;"
                + " try 'reach --programmatic'")
    }

    /// A limit that is not a whole number of GiB is given in MiB, and one that is not a whole
    /// number of MiB in bytes.
    @Test func aByteLimitIsGivenInTheLargestWholeUnit() {
        #expect(AnalysisText.size(1 << 30) == "1 GiB")
        #expect(AnalysisText.size(3 << 30) == "3 GiB")
        #expect(AnalysisText.size((1 << 30) + (1 << 20)) == "1025 MiB")
        #expect(AnalysisText.size(1 << 20) == "1 MiB")
        #expect(AnalysisText.size((1 << 20) + 1) == "1048577 bytes")
        #expect(AnalysisText.size(1) == "1 byte")
    }

    @Test func theStateLimitIsReportedAsBefore() {
        let lines = AnalysisText.exploration(Self.exploration(.stateLimit(5)), app: AppModel())
        #expect(lines.last == "stopped at the limit of 5 states: the counts are lower bounds")
    }
}
