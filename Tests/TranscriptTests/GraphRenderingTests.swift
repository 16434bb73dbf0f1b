import Foundation
import NavModel
import NavScript
import Testing

/// The DOT navsh writes is valid Graphviz: `dot` renders it (the test command installs
/// graphviz), for the built-in example, a model with undeclared views and quotes, and a stack.
@Suite struct GraphRenderingTests {
    /// An interpreter on `source`, with the output it printed discarded.
    private func session(_ source: String) -> Session {
        let interpreter = Interpreter(host: TestHost(), sink: CollectingSink())
        _ = interpreter.run(SourceFile(name: "<test>", text: source))
        return interpreter.session
    }

    private static let sources = [
        BuiltinExample.source,
        """
        view Home { navigation; segue push a -> text "Say \\"hi\\""; link "Odd \\\\ label" -> Missing }
        view Other { popoverlink "Info" -> Home }
        """,
    ]

    @Test(arguments: sources)
    func dotRendersWithGraphviz(_ source: String) throws {
        let session = session(source)
        let dot = GraphText.dot(session.navigationGraph, app: session.app).joined(separator: "\n")
        let rendered = try runWithFoundation("dot", arguments: ["-Tsvg"], input: Array(dot.utf8)).get()
        #expect(rendered.status == 0, "\(String(decoding: rendered.errorOutput, as: UTF8.self))\n\(dot)")
        #expect(String(decoding: rendered.output, as: UTF8.self).contains("<svg"))
    }

    @Test func stackDotRendersWithGraphviz() throws {
        var session = session(BuiltinExample.source)
        _ = try session.perform(.route("modalTest"))
        let dot = StackText.dot(session).joined(separator: "\n")
        let rendered = try runWithFoundation("dot", arguments: ["-Tsvg"], input: Array(dot.utf8)).get()
        #expect(rendered.status == 0)
    }

    /// `graph --format svg --output FILE` goes through the host: Graphviz, then an atomic write.
    @Test func graphWritesSVGThroughTheHost() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navsh-graph-\(getpid()).svg"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = CollectingSink()
        let interpreter = Interpreter(host: TestHost(), sink: sink)
        interpreter.loadBuiltinExample()
        let outcome = interpreter.run(SourceFile(name: "<test>", text: "graph --output \(path)"))
        #expect(outcome == .completed, "\(sink.texts)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("<svg"))
    }
}
