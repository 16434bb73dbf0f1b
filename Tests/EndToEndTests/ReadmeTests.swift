import Foundation
import Testing

/// The README's transcripts are what a new user types first; they must be what navsh
/// prints. The tour is replayed through the interpreter that the prompt runs (as a script
/// on standard input, with the example loaded), each prompt's view checked with
/// `expect top`; the "own app" file is written out and run as the README says.
@Suite struct ReadmeTests {
    @Test func theTourPrintsWhatTheReadmeShows() throws {
        let block = try #require(readmeBlocks().first { $0.first == "$ Scripts/shell" }, "no tour block")
        let tour = Tour(block)
        #expect(tour.steps.count >= 5, "the tour should have several commands")
        var script = ""
        var expected = ""
        for step in tour.steps where !Tour.promptOnly.contains(step.command.split(separator: " ").first ?? "")
        {
            // A prompt names the view on top; the line typed at it runs against that stack.
            script += "expect top \(step.top)\n\(step.command)\n"
            expected += step.output.map { $0 + "\n" }.joined()
        }
        let result = try runNavsh(["-"], input: script)
        #expect(result.errors == "")
        #expect(result.status == 0)
        #expect(result.output == expected)
    }

    @Test func theOwnAppExampleRunsAsShown() throws {
        let block = try #require(readmeBlocks().first { $0.first == "$ cat shop.nav" }, "no own-app block")
        let run = try #require(block.firstIndex { $0.hasPrefix("$ navsh ") }, "no run line")
        let file = block[1..<run].joined(separator: "\n") + "\n"
        let directory = try scratchDirectory(["shop.nav": file])
        defer { try? FileManager.default.removeItem(at: directory) }
        // `$ navsh -q shop.nav && echo ok`: quiet, so a passing script prints nothing.
        #expect(block[run] == "$ navsh -q shop.nav && echo ok")
        #expect(Array(block[(run + 1)...]) == ["ok"])
        let result = try runNavsh(["-q", "shop.nav"], directory: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "")
        #expect(result.errors == "")
    }
}

/// The tour's commands, each with the view its prompt names and the lines printed after it.
private struct Tour {
    /// Commands that only the prompt has; the replay leaves them out.
    static let promptOnly: Set<Substring> = ["record", "history"]

    struct Step {
        var top: String
        var command: String
        var output: [String] = []
    }

    var steps: [Step] = []

    /// Reads a transcript: `$ ` lines and the banner are skipped; `VIEW> command` or
    /// `VIEW [ENV]> command` starts a step; any other line is output of the step before.
    init(_ lines: [String]) {
        for line in lines where !line.hasPrefix("$ ") && !line.hasPrefix("navsh ") {
            if let prompt = Tour.prompt(line) {
                steps.append(Step(top: prompt.top, command: prompt.command))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output.append(line)
            }
        }
    }

    /// `MixedSegueTest> route x` or `PopoverWelcome [ipad]> stack` split into the view and
    /// the command; nil for a line that is not a prompt.
    private static func prompt(_ line: String) -> (top: String, command: String)? {
        guard let marker = line.range(of: "> ") else { return nil }
        let head = line[..<marker.lowerBound]
        let top = head.split(separator: " ").first.map(String.init) ?? ""
        let isName = top.first.map { $0.isLetter || $0 == "_" } ?? false
        guard isName, top.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let environment = head.dropFirst(top.count)
        guard environment.isEmpty || (environment.hasPrefix(" [") && environment.hasSuffix("]")) else {
            return nil
        }
        return (top, String(line[marker.upperBound...]))
    }
}

/// The README's fenced code blocks, each as its lines.
private func readmeBlocks() throws -> [[String]] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") {
            if let block = current { blocks.append(block) }
            current = current == nil ? [] : nil
        } else {
            current?.append(String(line))
        }
    }
    return blocks
}
