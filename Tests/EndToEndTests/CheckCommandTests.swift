import Foundation
import Testing

/// `navsh check FILE…` exits as navsh(1) EXIT STATUS says: 0 clean or warnings only, 5 on an
/// error finding or an app that is not declared, 4 when a file cannot be read (4 wins over 5),
/// 2 on a usage error.
@Suite struct CheckCommandTests {
    static let files = [
        "clean.nav": "view A { navigation; button \"Go\" { route b }; segue push b -> B }\nview B\n",
        "warning.nav": "view A\nview Orphan\n",
        "error.nav": "view A { button \"Go\" { route ghost } }\n",
        "syntax.nav": "view A {\n  segue pussh b -> B\n}\nview B\n",
        "refused.nav":
            "view A { segue push b -> B selection flag }\nview B\nview A { popoverlink \"P\" -> B active flag }\n",
    ]

    func check(_ arguments: [String]) throws -> RunResult {
        let directory = try scratchDirectory(Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try runNavsh(["check"] + arguments, directory: directory)
    }

    @Test func aCleanAppExitsZero() throws {
        let result = try check(["clean.nav"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output == "check: no problems found\n")
    }

    @Test func warningsAloneExitZero() throws {
        let result = try check(["warning.nav"])
        #expect(result.status == 0)
        #expect(result.output.contains("warning.nav:2:6: warning: unreachable:"))
        #expect(result.output.hasSuffix("check: 0 errors, 1 warning\n"), "\(result.output)")
    }

    @Test func anErrorFindingExitsFive() throws {
        let result = try check(["error.nav"])
        #expect(result.status == 5)
        #expect(result.output.contains("error.nav:1:17: error: unknown-tag:"), "\(result.output)")
    }

    @Test func anAppThatIsNotDeclaredExitsFive() throws {
        let syntax = try check(["syntax.nav"])
        #expect(syntax.status == 5)
        #expect(
            syntax.errors.contains("syntax.nav:2:9: error: unknown segue kind 'pussh'"), "\(syntax.errors)")
        let refused = try check(["refused.nav"])
        #expect(refused.status == 5)
        #expect(refused.errors.contains("refused.nav:3:"), "\(refused.errors)")
    }

    @Test func anErrorInAnyFileExitsFive() throws {
        let result = try check(["clean.nav", "error.nav", "warning.nav"])
        #expect(result.status == 5)
        #expect(result.output.hasPrefix("check: no problems found\n"), "each file is checked in turn")
    }

    @Test func anUnreadableFileExitsFourOverFive() throws {
        let missing = try check(["missing.nav"])
        #expect(missing.status == 4)
        #expect(missing.errors == "navsh: cannot read 'missing.nav': no such file\n", "\(missing.errors)")
        let both = try check(["error.nav", "missing.nav", "clean.nav"])
        #expect(both.status == 4)
        #expect(both.output.contains("check: no problems found"), "the readable files are still checked")
        #expect(try check(["."]).status == 4)
    }

    @Test func usageErrorsExitTwo() throws {
        let none = try check([])
        #expect(none.status == 2)
        #expect(none.errors == "navsh: 'navsh check' needs a file\n")
        #expect(try check(["--ios", "19", "clean.nav"]).status == 2)
        #expect(try check(["--frobnicate", "clean.nav"]).status == 2)
    }
}
