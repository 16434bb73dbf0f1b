import Foundation
import Testing

/// The manual pages lint clean and document what the contract promises.
@Suite("Manual pages")
struct ManPageTests {
    /// `mandoc -T lint -W warning` prints nothing for either page: no errors, no warnings.
    @Test func lintsWithoutWarnings() throws {
        let result = try runTool("mandoc", ["-T", "lint", "-W", "warning", "man/navsh.1", "man/navsh.5"])
        #expect(result.output.isEmpty, "mandoc lint:\n\(result.output)")
        #expect(result.status == 0)
    }

    /// navsh(1) has the sections users look for, every exit status and every variable.
    @Test(arguments: [
        "NAME", "SYNOPSIS", "DESCRIPTION", "LANGUAGE", "LIMITS", "ENVIRONMENT", "FILES",
        "EXIT STATUS", "EXAMPLES", "SEE ALSO",
        "NAVSH_HISTORY", "NO_COLOR", "FORCE_COLOR", "XDG_STATE_HOME",
        "editline(3)", "navsh(5)", "--no-example", "--sizeclass", "--private",
    ])
    func shellPageMentions(_ text: String) throws {
        #expect(try rendered("man/navsh.1").contains(text))
    }

    /// Each exit status of the contract is listed as an item of EXIT STATUS.
    @Test(arguments: ["0", "1", "2", "3", "4", "5", "130"])
    func shellPageListsExitStatus(_ code: String) throws {
        let page = try rendered("man/navsh.1")
        let section = page.components(separatedBy: "\nEXIT STATUS\n").last ?? ""
        let items = section.components(separatedBy: "\nEXAMPLES\n")[0]
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(items.contains { $0 == code || $0.hasPrefix(code + " ") || $0.hasPrefix(code + "\t") })
    }

    /// navsh(5) states every rule of semantics.md and the JSON schema's keys.
    @Test(
        arguments: (1...16).map { "N\($0) " } + [
            "\"command\"", "\"events\"", "\"stack\"", "\"layers\"", "\"error\"", "version 1",
        ])
    func formatPageMentions(_ text: String) throws {
        #expect(try rendered("man/navsh.5").contains(text))
    }
}

/// The page as `mandoc -T utf8` renders it, without overstrike, so words are plain text.
private func rendered(_ page: String) throws -> String {
    let result = try runTool("mandoc", ["-T", "utf8", "-O", "width=80", page])
    try #require(result.status == 0, "mandoc failed on \(page):\n\(result.output)")
    var plain = ""
    var scalars = Array(result.output.unicodeScalars)[...]
    // Drop "x\bx" bold and "_\bx" underline pairs: keep the character after each backspace.
    while let scalar = scalars.popFirst() {
        if scalars.first == "\u{8}" {
            scalars.removeFirst()
            continue
        }
        plain.unicodeScalars.append(scalar)
    }
    return plain
}

/// Runs a tool from PATH in the package root and returns its merged output and status.
private func runTool(_ tool: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.currentDirectoryURL = packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}
