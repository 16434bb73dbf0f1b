import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// Nothing lost, nothing noisy (issue 7): a write killed half-way leaves the old file whole;
// SIGINT ends a batch run with 130; a reader that goes away stops navsh quietly.

/// A fresh directory holding files given as text; removed by the caller.
private func directory(_ files: [String: String]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "navsh-reliability-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return path
}

/// The names in a directory.
private func names(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

/// A file's contents as text.
private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

/// How each atomic write is started: the command line and the file it replaces.
struct AtomicWrite: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let arguments: [String]
    let target: String

    static let all = [
        AtomicWrite(
            testDescription: "test --update", arguments: ["test", "--update", "s.nav"], target: "s.nav"),
        AtomicWrite(
            testDescription: "record", arguments: ["--no-example", "-c", "view A; record s.nav"],
            target: "s.nav"),
        AtomicWrite(
            testDescription: "graph --output",
            arguments: ["--no-example", "-c", "view A; graph --format dot --output s.nav"], target: "s.nav"),
    ]
}

@Suite struct AtomicWriteTests {
    /// The file each write replaces: a self-check whose expected output is out of date, so
    /// `test --update` has something to write; long enough that half of it is a real part.
    static let old =
        "# the old file\nview A\nstack --path\n#> B\n" + String(repeating: "# padding\n", count: 500)

    @Test(arguments: AtomicWrite.all)
    func aWriteKilledHalfWayLeavesTheOldFileWhole(_ write: AtomicWrite) throws {
        let binary = try #require(NavshBinary.path)
        let scratch = try directory([write.target: AtomicWriteTests.old])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        chmod(scratch + "/" + write.target, 0o640)
        let result = try BoundedProcess.run(
            binary, write.arguments, directory: scratch, environment: ["NAVSH_WRITE_FAULT": "kill"],
            timeout: 30)
        #expect(result.signal == SIGKILL, "navsh must die in the write: \(result.errorText)")
        #expect(try contents(scratch + "/" + write.target) == AtomicWriteTests.old)
        // The half-written temporary file is beside it, never in its place.
        let present = try names(in: scratch)
        #expect(present.filter { $0.hasPrefix(write.target + ".") }.count == 1, "\(present)")
    }

    @Test(arguments: AtomicWrite.all)
    func aWriteInterruptedHalfWayExits130AndLeavesTheOldFileWhole(_ write: AtomicWrite) throws {
        let binary = try #require(NavshBinary.path)
        let scratch = try directory([write.target: AtomicWriteTests.old])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try BoundedProcess.run(
            binary, write.arguments, directory: scratch, environment: ["NAVSH_WRITE_FAULT": "pause"],
            timeout: 30,
            interrupt: (SIGINT, "paused half-way through a write"))
        #expect(result.status == 130, "\(result.errorText)")
        #expect(try contents(scratch + "/" + write.target) == AtomicWriteTests.old)
    }

    @Test(arguments: AtomicWrite.all)
    func aWriteReplacesTheFileAndKeepsItsPermissions(_ write: AtomicWrite) throws {
        let binary = try #require(NavshBinary.path)
        let scratch = try directory([write.target: AtomicWriteTests.old])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        chmod(scratch + "/" + write.target, 0o640)
        let result = try BoundedProcess.run(binary, write.arguments, directory: scratch, timeout: 30)
        #expect(result.signal == nil)
        let written = try contents(scratch + "/" + write.target)
        #expect(written != AtomicWriteTests.old && !written.isEmpty)
        var info = stat()
        stat(scratch + "/" + write.target, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try names(in: scratch) == [write.target], "no temporary file is left")
    }
}

@Suite struct SignalTests {
    /// SIGINT during a long batch command ends navsh at once with status 130.
    @Test func interruptInBatchModeExits130() throws {
        let binary = try #require(NavshBinary.path)
        let scratch = try directory([
            "long.nav": """
            view W { segue push w -> A }
            view A { navigation; link "a" -> A; link "b" -> B; popoverlink "p" -> A }
            view B { link "a" -> A; link "b" -> B }
            root W
            route w
            root A
            explore --max-states 100000000

            """
        ])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // The inert push warns first, so the signal arrives while explore runs.
        let result = try BoundedProcess.run(
            binary, ["-q", "long.nav"], directory: scratch, timeout: 60,
            interrupt: (SIGINT, "warning: the push to A is inert"))
        #expect(result.status == 130, "\(result.errorText)")
        #expect(result.seconds < 30)
    }

    /// `navsh … | head -1`: navsh stops when the reader goes, quietly, with the status of what it
    /// ran so far; it does not run the rest of a script nobody reads.
    @Test func aClosedPipeStopsNavshQuietly() throws {
        let binary = try #require(NavshBinary.path)
        let cycle = "view A { navigation; segue push next -> B }\nview B { segue push next -> A }\n"
        let scratch = try directory([
            "loud.nav": cycle + String(repeating: "route next\n", count: 9_000),
            "tests/bad.nav": "view A\nstack --path\n#> B\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let script = """
            "$0" loud.nav | head -1; echo "status ${PIPESTATUS[0]}" >&2
            "$0" test tests | head -1; echo "test status ${PIPESTATUS[0]}" >&2
            """
        let result = try BoundedProcess.run(
            "/bin/bash", ["-c", script, binary], directory: scratch, timeout: 60)
        #expect(result.outputText == "pushed B (N4: A.route = next)\nFAIL   tests/bad.nav\n")
        #expect(result.errorText == "status 0\ntest status 5\n")
        // The whole script prints 40 million lines; stopping at the first takes a moment.
        #expect(result.seconds < 10 * BoundedProcess.budgetFactor)
    }
}
