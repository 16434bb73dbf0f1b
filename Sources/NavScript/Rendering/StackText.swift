import NavModel

/// The stack as text: the canonical one-line path, and the tree printed after each change.
public enum StackText {
    /// The canonical path of language.md: `MixedSegueTest > push PushWelcome`.
    public static func path(_ session: Session) -> String {
        path(session.path)
    }

    /// The canonical path of a list of elements.
    public static func path(_ elements: [PathElement]) -> String {
        var text = ""
        for element in elements {
            let name = element.isText ? ValueText.quoted(element.name) : element.name
            if element.kind == .root {
                text += name
            } else {
                text += " > " + element.kind.rawValue + " " + name
            }
        }
        return text
    }

    /// The tree: one line per view, the root first, each with how it appears, its title, its
    /// container, its states that are set, and the binding that holds it.
    ///
    /// ```
    /// MixedSegueTest "SwiftUI Segues"  navigation  route = pushTest
    /// └ push PushWelcome "Welcome to Push"  ← MixedSegueTest.route = pushTest
    /// ```
    public static func tree(_ session: Session, theme: Theme = .plain) -> [String] {
        let stack = session.stack
        var lines: [String] = []
        for layer in stack.layers {
            for (index, view) in layer.views.enumerated() {
                var line = ""
                if index == 0, let screen = layer.screen {
                    line = "└ " + theme.kind(screen.rawValue) + " "
                } else if view.placement != .root {
                    line = "└ " + theme.kind(view.placement.rawValue) + " "
                }
                line += theme.view(view.isText ? ValueText.quoted(view.name) : view.name)
                if let title = view.title { line += " " + ValueText.quoted(title) }
                if index == 0, let container = layer.container {
                    var words = "navigation"
                    if container.style != .automatic { words += " style " + container.style.rawValue }
                    if layer.showsColumns { words += " (columns)" }
                    line += "  " + theme.dim(words)
                }
                let set = view.states.filter { $0.value != .none && $0.value != .bool(false) }
                if !set.isEmpty {
                    line +=
                        "  " + set.map { "\($0.name) = \(ValueText.value($0.value))" }.joined(separator: ", ")
                }
                let holder = index == 0 ? layer.heldBy : view.heldBy
                if let holder { line += "  " + theme.dim("← " + ValueText.binding(holder, in: session.app)) }
                if index == 0, !layer.queued.isEmpty {
                    line +=
                        "  "
                        + theme.dim(
                            "queued: "
                                + layer.queued.map { ValueText.view($0, in: session.app) }.joined(
                                    separator: ", "))
                }
                lines.append(line)
            }
        }
        return lines
    }
}

extension StackText {
    /// The current stack as a Graphviz digraph: one node per view, edges labelled with how the
    /// next view appears.
    public static func dot(_ session: Session) -> [String] {
        var lines = ["digraph stack {", "  rankdir=LR;", "  node [shape=box];"]
        let path = session.path
        for (index, element) in path.enumerated() {
            let label = element.isText ? ValueText.quoted(element.name) : element.name
            lines.append("  n\(index) [label=\(dotQuoted(label))];")
            if index > 0 {
                lines.append("  n\(index - 1) -> n\(index) [label=\(dotQuoted(element.kind.rawValue))];")
            }
        }
        lines.append("}")
        return lines
    }

    /// A DOT string literal.
    static func dotQuoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library has no Foundation-free one).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
