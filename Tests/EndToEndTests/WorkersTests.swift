import Foundation
import Testing

@testable import navsh

/// `NAVSH_JOBS` and the workers of a search: the policy on both sides of each bound, and the
/// binary printing the same exploration on one worker and on several.
@Suite struct WorkersTests {
    @Test func unsetOrEmptyMeansOnePerProcessor() {
        #expect(Workers.count(environment: nil, processors: 2) == (2, nil))
        #expect(Workers.count(environment: "", processors: 6) == (6, nil))
    }

    @Test func processorsAreCappedAndNeverNone() {
        #expect(Workers.count(environment: nil, processors: 0).workers == 1)
        #expect(Workers.count(environment: nil, processors: Workers.maximum).workers == Workers.maximum)
        #expect(Workers.count(environment: nil, processors: Workers.maximum + 1).workers == Workers.maximum)
    }

    @Test func aNumberInRangeIsTaken() {
        #expect(Workers.count(environment: "1", processors: 8) == (1, nil))
        #expect(Workers.count(environment: "64", processors: 2) == (64, nil))
    }

    @Test(arguments: ["0", "65", "-1", "two", "2.5", " 2"])
    func anythingElseWarnsAndUsesTheProcessors(_ value: String) throws {
        let (workers, warning) = Workers.count(environment: value, processors: 3)
        #expect(workers == 3)
        let text = try #require(warning)
        #expect(
            text.contains("NAVSH_JOBS") && text.contains("'\(value)'") && text.contains("using 3"), "\(text)")
    }

    /// The bench's explore model at depth 3 (460 states): one worker and three print the same.
    @Test func theBinaryExploresAlikeOnOneWorkerAndOnThree() throws {
        let binary = try #require(NavshBinary.path)
        var model = ""
        for level in 0..<3 {
            let exits = level < 2 ? ["push", "sheet", "modal", "popover"] : ["push", "sheet"]
            let members = exits.map {
                "segue \($0) \($0)\(level) -> L\(level + 1); button \"\($0)\(level)\" { route \($0)\(level) }"
            }
            let links =
                level < 2
                ? "; popoverlink \"Info\(level)\" -> L\(level + 1); link \"More\(level)\" -> L\(level + 1)"
                : ""
            model += "view L\(level) { navigation; \(members.joined(separator: "; "))\(links) }\n"
        }
        model += "view L3 { navigation }\nroot L0\nexplore\ncheck\n"
        let scratch = try scratchDirectory(["model.nav": model]).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let one = try BoundedProcess.run(
            binary, ["model.nav"], directory: scratch, environment: ["NAVSH_JOBS": "1"])
        let three = try BoundedProcess.run(
            binary, ["model.nav"], directory: scratch, environment: ["NAVSH_JOBS": "3"])
        #expect(one.status == 0, "\(one.errorText)")
        #expect(one.outputText.contains("explored 460 states"), "\(one.outputText)")
        #expect(three.outputText == one.outputText)
        #expect(three.errorText == one.errorText)
    }

    /// A bad value is reported once, when a search starts; runs without one say nothing.
    @Test func aBadValueWarnsOnceWhenASearchStarts() throws {
        let binary = try #require(NavshBinary.path)
        let scratch = try scratchDirectory([:]).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let searching = try BoundedProcess.run(
            binary, ["-c", "explore; reach ModalWelcome"], directory: scratch,
            environment: ["NAVSH_JOBS": "lots"])
        #expect(searching.status == 0, "\(searching.errorText)")
        #expect(
            searching.errorText.components(separatedBy: "NAVSH_JOBS must be").count == 2,
            "\(searching.errorText)")
        let quiet = try BoundedProcess.run(
            binary, ["-c", "stack"], directory: scratch, environment: ["NAVSH_JOBS": "lots"])
        #expect(quiet.status == 0)
        #expect(quiet.errorText.isEmpty, "\(quiet.errorText)")
    }
}
