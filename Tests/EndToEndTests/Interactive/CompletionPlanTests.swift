import Testing

@testable import navsh

/// One match completes with a space; several grow to their common prefix and list.
@Suite struct CompletionPlanTests {
    @Test func oneMatchCompletesWithASpace() {
        let plan = CompletionPlan(typed: "ro", candidates: ["route"])
        #expect(plan.replacement == "route ")
        #expect(plan.listing.isEmpty)
        #expect(!plan.beeps)
    }

    @Test func aDirectoryCompletesWithoutASpace() {
        #expect(CompletionPlan(typed: "sc", candidates: ["scripts/"]).replacement == "scripts/")
    }

    @Test func severalGrowToTheirCommonPrefixAndList() {
        let plan = CompletionPlan(typed: "r", candidates: ["route", "routes", "route"])
        #expect(plan.replacement == "route")
        #expect(plan.listing == ["route", "routes"])
    }

    @Test func severalWithNothingInCommonOnlyList() {
        let plan = CompletionPlan(typed: "", candidates: ["back", "set"])
        #expect(plan.replacement == nil)
        #expect(plan.listing == ["back", "set"])
    }

    @Test func noneBeeps() {
        #expect(CompletionPlan(typed: "zz", candidates: []).beeps)
    }

    @Test func theCommonPrefixIsCountedInScalars() {
        #expect(CompletionPlan.longestCommonPrefix(["\"Go to subview\"", "\"Go on\""]) == "\"Go ")
        #expect(CompletionPlan.longestCommonPrefix(["héllo", "hélas"]) == "hél")
        #expect(CompletionPlan.longestCommonPrefix([]) == "")
    }
}
