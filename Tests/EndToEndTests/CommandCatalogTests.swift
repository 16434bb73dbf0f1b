import Foundation
import NavScript
import Testing

/// One source of truth for commands: every statement the parser knows is in the catalog
/// `help` and completion read, in `help`'s output, and in the man page, and nothing else is.
@Suite struct CommandCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theParserAndTheCatalogKnowTheSameCommands() {
        let parsed = Set(Keywords.topLevel + Keywords.viewMembers)
        let catalog = Set(CommandCatalog.names)
        #expect(
            parsed == catalog,
            "only the parser: \(parsed.subtracting(catalog)); only the catalog: \(catalog.subtracting(parsed))"
        )
    }

    @Test(arguments: CommandCatalog.names)
    func everyCommandIsInTheManPage(_ name: String) throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("man/navsh.1"), encoding: .utf8)
        let listed = page.split(separator: "\n").contains { line in
            line == ".It Ic \(name)" || line.hasPrefix(".It Ic \(name) ") || line.hasSuffix(", Ic \(name)")
        }
        #expect(listed, "man/navsh.1 has no '.It Ic \(name)' entry")
    }

    @Test(arguments: CommandCatalog.names.filter { $0 != "exit" })
    func everyCommandIsInHelp(_ name: String) throws {
        let help = try runNavsh(["-c", "help"])
        #expect(help.output.contains("\n  \(name) "), "help does not list '\(name)'")
        let one = try runNavsh(["-c", "help \(name)"])
        #expect(one.status == 0)
        #expect(one.output.hasPrefix(name))
    }
}
