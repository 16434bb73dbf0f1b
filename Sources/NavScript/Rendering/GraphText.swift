import NavModel

/// The navigation graph as Graphviz DOT or a Mermaid flowchart.
public enum GraphText {
    /// The formats `graph` writes.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// Graphviz DOT source.
        case dot
        /// A Mermaid flowchart.
        case mermaid
        /// SVG, rendered by Graphviz's `dot`.
        case svg
        /// PNG, rendered by Graphviz's `dot`.
        case png

        /// The format a file name's extension implies, if any.
        public init?(fileName: String) {
            guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
            switch fileName[fileName.index(after: dot)...] {
            case "dot", "gv": self = .dot
            case "mmd", "mermaid": self = .mermaid
            case "svg": self = .svg
            case "png": self = .png
            default: return nil
            }
        }

        /// Whether Graphviz renders it.
        public var needsGraphviz: Bool { self == .svg || self == .png }
    }

    /// The graph in DOT.
    public static func dot(_ graph: NavigationGraph, app: AppModel) -> [String] {
        var lines = ["digraph navigation {", "  rankdir=LR;", "  node [shape=box];"]
        for node in graph.nodes {
            var attributes = ["label=" + dotLabel(nodeLabel(node, app: app))]
            if node.isRoot { attributes.append("peripheries=2") }
            if !node.isDeclared { attributes.append("style=dashed") }
            lines.append("  n\(node.view.index) [\(attributes.joined(separator: ", "))];")
        }
        for edge in graph.edges {
            var attributes = ["label=" + dotLabel([edgeLabel(edge)])]
            if edge.isAdapted { attributes.append("style=dashed") }
            if edge.kind != .push { attributes.append("arrowhead=empty") }
            lines.append(
                "  n\(edge.from.index) -> n\(edge.to.index) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines
    }

    /// The graph as a Mermaid flowchart.
    public static func mermaid(_ graph: NavigationGraph, app: AppModel) -> [String] {
        var lines = ["flowchart LR"]
        for node in graph.nodes {
            let label = mermaidQuoted(nodeLabel(node, app: app).joined(separator: "\n"))
            lines.append(
                node.isRoot ? "  n\(node.view.index)[[\(label)]]" : "  n\(node.view.index)[\(label)]")
        }
        for edge in graph.edges {
            let arrow = edge.isAdapted ? "-.->" : "-->"
            lines.append(
                "  n\(edge.from.index) \(arrow)|\(mermaidQuoted(edgeLabel(edge)))| n\(edge.to.index)")
        }
        for node in graph.nodes where !node.isDeclared {
            lines.append("  style n\(node.view.index) stroke-dasharray: 5 5")
        }
        return lines
    }

    /// A view's name (a text leaf quoted), with `navigation` or `undeclared` under it.
    private static func nodeLabel(_ node: NavigationGraph.Node, app: AppModel) -> [String] {
        var label = [ValueText.view(node.view, in: app)]
        if node.hasNavigation { label.append("navigation") }
        if !node.isDeclared { label.append("(undeclared)") }
        return label
    }

    /// A DOT string of lines joined by DOT's `\n`.
    private static func dotLabel(_ lines: [String]) -> String {
        "\"" + lines.map { StackText.dotQuoted($0).dropFirst().dropLast() }.joined(separator: "\\n") + "\""
    }

    /// `push a`, `popover p (as sheet)`, `link "More"`.
    static func edgeLabel(_ edge: NavigationGraph.Edge) -> String {
        var label: String
        switch edge.kind {
        case .push: label = edge.label == nil ? "push" : "link"
        case .modal: label = "modal"
        case .sheet: label = "sheet"
        case .popover: label = "popover"
        case .popoverLink: label = "popoverlink"
        }
        if let tag = edge.tag { label += " " + tag }
        if let text = edge.label { label += " " + ValueText.quoted(text) }
        if edge.isAdapted, let screen = edge.screen { label += " (as \(screen.rawValue))" }
        return label
    }

    /// A Mermaid label in double quotes, with quotes and newlines as Mermaid writes them.
    private static func mermaidQuoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "\n": result += "<br/>"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
