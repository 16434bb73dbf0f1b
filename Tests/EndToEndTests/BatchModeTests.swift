import Foundation
import Testing

@testable import navsh

/// What running the binary gave.
struct RunResult {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the built navsh with arguments and optional standard input, in `directory`.
func runNavsh(_ arguments: [String], input: String? = nil, directory: URL? = nil) throws -> RunResult {
    let binary = try #require(NavshBinary.path, "navsh was not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
        errors: String(decoding: err, as: UTF8.self))
}

/// A fresh temporary directory holding the given files.
func scratchDirectory(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "navsh-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return directory
}

@Suite struct BatchModeTests {
    @Test func commandStringRunsOnTheExample() throws {
        let result = try runNavsh(["-c", "route modalTest; stack --path"])
        #expect(result.status == 0)
        #expect(result.output.contains("presented ModalWelcome as modal"))
        #expect(result.output.hasSuffix("MixedSegueTest > modal ModalWelcome\n"))
    }

    @Test func standardInputIsAScript() throws {
        let result = try runNavsh(["-q"], input: "route pushTest\nexpect top PushWelcome\nstack --path\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "MixedSegueTest > push PushWelcome\n")
    }

    @Test func dashReadsStandardInput() throws {
        let result = try runNavsh(["-q", "-"], input: "route pushTest; stack --path")
        #expect(result.output == "MixedSegueTest > push PushWelcome\n")
    }

    /// A script past `HugePages.heapThreshold` runs with its heap grown ahead and advised
    /// (see `HugePages.adviseHeap()`): read from a file and from standard input, it declares
    /// and navigates a model of 4,000 views as a small one does.
    @Test(arguments: [false, true])
    func aLargeScriptRunsWithItsHeapAdvised(fromStandardInput: Bool) throws {
        var script = ""
        for index in 0..<4_000 {
            script += "view V\(index) { navigation; segue push go\(index) -> V\(index + 1); "
            script += "popoverlink \"P\(index)\" -> V\(index + 1) }\n"
        }
        script += "root V0\nroute go0\nexpect top V1\ntap \"P1\"\nexpect top V2\nstack --path\n"
        #expect(script.utf8.count >= HugePages.heapThreshold)
        let result: RunResult
        if fromStandardInput {
            result = try runNavsh(["-q", "-"], input: script)
        } else {
            result = try runNavsh(
                ["-q", "large.nav"], directory: try scratchDirectory(["large.nav": script]))
        }
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "V0 > push V1 > sheet V2\n")
    }

    @Test func scriptErrorExitsOneWithLocation() throws {
        let directory = try scratchDirectory([
            "a.nav": "view A { segue push x -> B }\nview B\nroute y\nroute x\n"
        ])
        let result = try runNavsh(["a.nav"], directory: directory)
        #expect(result.status == 1)
        #expect(result.errors.contains("a.nav:3:7: error: no segue is tagged 'y'"))
        #expect(!result.output.contains("pushed"), "the script must stop at its first error")
    }

    @Test func usageErrorExitsTwo() throws {
        let result = try runNavsh(["--frobnicate"])
        #expect(result.status == 2)
        #expect(result.errors.contains("unknown option '--frobnicate'"))
        #expect(try runNavsh(["--ios", "19"]).status == 2)
    }

    @Test func failedExpectExitsThree() throws {
        let result = try runNavsh(["-c", "expect top Nowhere"])
        #expect(result.status == 3)
        #expect(
            result.errors.contains("<command>:1:12: error: expected top 'Nowhere', found 'MixedSegueTest'"))
    }

    @Test func unreadableInputExitsFour() throws {
        let directory = try scratchDirectory(["bad.nav": "x"])
        try Data([0x76, 0x69, 0x65, 0x77, 0x20, 0xFF, 0x0A]).write(
            to: directory.appendingPathComponent("bad.nav"))
        #expect(try runNavsh(["missing.nav"], directory: directory).status == 4)
        #expect(try runNavsh(["."], directory: directory).status == 4)
        let invalid = try runNavsh(["bad.nav"], directory: directory)
        #expect(invalid.status == 4)
        #expect(invalid.errors.contains("bad.nav:1:6: error: invalid UTF-8 byte 0xFF"))
    }

    @Test func testCommandExitsFiveOnAMismatch() throws {
        let directory = try scratchDirectory([
            "good.nav": "view A\nstack --path\n#> A\n",
            "bad.nav": "view A\nstack --path\n#> B\n",
        ])
        let result = try runNavsh(["test", "."], directory: directory)
        #expect(result.status == 5)
        #expect(result.output.contains("./bad.nav:2\n--- expected\n+++ actual\n-B\n+A\n"))
        #expect(result.output.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func testUpdateRewritesOnlyExpectedLines() throws {
        let script = "# keep me\nview A   # and me\nstack --path\n#> old\nexpect top A\n"
        let directory = try scratchDirectory(["s.nav": script])
        let result = try runNavsh(["test", "--update", "s.nav"], directory: directory)
        #expect(result.status == 5)
        let updated = try String(contentsOf: directory.appendingPathComponent("s.nav"), encoding: .utf8)
        #expect(updated == "# keep me\nview A   # and me\nstack --path\n#> A\nexpect top A\n")
        #expect(try runNavsh(["test", "s.nav"], directory: directory).status == 0)
    }

    @Test func sourceResolvesRelativeToTheIncludingFile() throws {
        let directory = try scratchDirectory([
            "main.nav": "source lib/app.nav\nroute go\nexpect top B\n",
            "lib/app.nav": "view A { navigation; segue push go -> B }\nview B\n",
        ])
        let result = try runNavsh(["-q", "main.nav"], directory: directory)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func sourceCycleIsRefused() throws {
        let directory = try scratchDirectory(["a.nav": "view A\nsource b.nav\n", "b.nav": "source a.nav\n"])
        let result = try runNavsh(["a.nav"], directory: directory)
        #expect(result.status == 1)
        #expect(result.errors.contains("b.nav:1:8: error: source cycle: 'a.nav' → 'b.nav' → 'a.nav'"))
        #expect(result.errors.contains("note: included from a.nav:2:1"))
    }

    /// A command a button may not run is pointed at inside the braces, not the whole view.
    @Test func aRefusedButtonCommandIsPointedAt() throws {
        let result = try runNavsh(["--no-example", "-c", "view A {\n  button \"x\" { route a; stack }\n}"])
        #expect(result.status == 1)
        #expect(
            result.errors == """
                <command>:2:25: error: a button's closure can only change state: route, route nil, set and dismiss
                  2 |   button "x" { route a; stack }
                    |                         ^~~~~

                """)
    }

    @Test func warningsDoNotChangeTheStatus() throws {
        let result = try runNavsh(["--no-example", "-c", "view A { segue push x -> B }; view B; route x"])
        #expect(result.status == 0)
        #expect(result.errors.contains("warning: the push to B is inert"))
    }

    @Test func versionAndHelp() throws {
        #expect(try runNavsh(["--version"]).output.hasPrefix("navsh "))
        let help = try runNavsh(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("navsh test [--update]"))
    }

    @Test func closedPipeEndsQuietly() throws {
        let binary = try #require(NavshBinary.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "\"$0\" -c 'route pushTest; back; route pushTest; back' | head -1", binary,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }
}
