import Foundation
import Testing

/// Options that do not apply to a mode are usage errors (exit 2) that say why, and `--help`
/// and navsh(1) list the same options.
@Suite struct CommandLineTests {
    /// One option given where it does not apply, and the message it must get.
    struct Refusal: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        Refusal(arguments: ["--update", "a.nav"], message: "'--update' goes with 'navsh test'"),
        Refusal(arguments: ["--update", "-c", "stack"], message: "'--update' goes with 'navsh test'"),
        Refusal(arguments: ["check", "--update", "a.nav"], message: "'--update' goes with 'navsh test'"),
        Refusal(
            arguments: ["test", "--ios", "16", "."],
            message:
                "--ios does not apply to 'test': each script starts on iOS 26, device iphone; write 'ios 16' in the script"
        ),
        Refusal(
            arguments: ["--device=ipad", "test", "."],
            message: "--device does not apply to 'test': each script starts on iOS 26, device iphone; "
                + "write 'device ipad' in the script"),
        Refusal(
            arguments: ["test", ".", "--sizeclass", "compact"],
            message: "write 'sizeclass compact' in the script"),
        Refusal(arguments: ["test", "--json", "."], message: "--json does not apply to 'test'"),
        Refusal(arguments: ["test", "--color=never", "."], message: "--color does not apply to 'test'"),
        Refusal(
            arguments: ["test", "--colour", "always", "."], message: "--colour does not apply to 'test'"),
        Refusal(
            arguments: ["test", "--no-example", "."],
            message: "--no-example does not apply to 'test': each script starts with an empty app"),
        Refusal(arguments: ["test", "-qP", "."], message: "-P does not apply to 'test'"),
        Refusal(arguments: ["-c", "stack", "test", "a.nav"], message: "-c does not apply to 'test'"),
        Refusal(arguments: ["test", "a.nav", "-i", "a.nav"], message: "-i does not apply to 'test'"),
        Refusal(
            arguments: ["check", "--no-example", "a.nav"],
            message: "--no-example does not apply to 'check': each file starts with an empty app"),
        Refusal(arguments: ["check", "--private", "a.nav"], message: "--private does not apply to 'check'"),
        Refusal(arguments: ["-c", "stack", "check", "a.nav"], message: "-c does not apply to 'check'"),
        // Of several refused options, the first given is the one reported.
        Refusal(
            arguments: ["test", "-q", "--json", "--ios", "16", "--update", "."],
            message: "navsh: --json does not apply to 'test'"),
        Refusal(
            arguments: ["test", "--update", "--sizeclass=compact", "--json", "."],
            message: "navsh: --sizeclass does not apply to 'test'"),
        Refusal(
            arguments: ["check", "--json", "-qP", "--no-example", "a.nav"],
            message: "navsh: -P does not apply to 'check'"),
    ]

    @Test(arguments: refusals)
    func anOptionOutsideItsModeIsAUsageError(_ refusal: Refusal) throws {
        let directory = try scratchDirectory(["a.nav": "view A\nstack --path\n#> A\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runNavsh(refusal.arguments, directory: directory)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("navsh: "), "\(result.errors)")
        #expect(result.errors.contains(refusal.message), "\(result.errors)")
        #expect(result.output.isEmpty, "nothing runs after a usage error")
    }

    /// What `check` takes: the environment, the output format and `-q`, before or after it.
    @Test func checkTakesTheEnvironmentAndOutputOptions() throws {
        let directory = try scratchDirectory([
            "a.nav": "view A { segue modal m -> B; button \"Go\" { route m } }\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runNavsh(
            [
                "-q", "--color=never", "check", "--ios", "13", "--device", "ipad", "--sizeclass", "compact",
                "--json", "a.nav",
            ], directory: directory)
        #expect(result.status == 5, "\(result.errors)")
        #expect(result.output.contains("\"findings\""))
        #expect(result.output.contains("needs iOS 14"))
    }

    /// `test` takes `-q` and `--update`.
    @Test func testTakesQuietAndUpdate() throws {
        let directory = try scratchDirectory(["a.nav": "view A\nstack --path\n#> A\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runNavsh(["-q", "test", "--update", "a.nav"], directory: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "1 passed, 0 failed\n")
    }

    /// The long options `--help` shows are those navsh(1) lists, `--colour` included in both.
    @Test func helpAndTheManualListTheSameOptions() throws {
        let help = try runNavsh(["--help"]).output
        let helpOptions = Set(Self.longOptions(in: help, marker: "--"))
        let page = try String(
            contentsOf: CommandCatalogTests.root.appendingPathComponent("man/navsh.1"), encoding: .utf8)
        // The OPTIONS list: from "The options are as follows" to the end of its list.
        let start = try #require(page.range(of: "The options are as follows:"))
        let end = try #require(page.range(of: "\n.El\n", range: start.upperBound..<page.endIndex))
        let manOptions = Set(
            Self.longOptions(in: String(page[start.upperBound..<end.lowerBound]), marker: "Fl Fl "))
        let onlyHelp = helpOptions.subtracting(manOptions)
        let onlyPage = manOptions.subtracting(helpOptions)
        #expect(helpOptions == manOptions, "only in --help: \(onlyHelp); only in navsh.1: \(onlyPage)")
        #expect(helpOptions.contains("colour"))
        #expect(try runNavsh(["--colour=never", "-c", "stack --path"]).status == 0)
    }

    /// The long option names after each `marker` in `text`.
    static func longOptions(in text: String, marker: String) -> [String] {
        text.components(separatedBy: marker).dropFirst().compactMap { rest in
            let name = rest.prefix { $0.isLetter || $0 == "-" }
            return name.first?.isLetter == true ? String(name) : nil
        }
    }
}
