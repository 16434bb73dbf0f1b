/// The declared app as a graph: one node per view, one edge per segue, link or popover link,
/// with how each presentation appears from the window in the current environment.
public struct NavigationGraph: Hashable, Sendable {
    /// A view.
    public struct Node: Hashable, Sendable {
        /// The view.
        public var view: ViewID
        /// Whether it is the root.
        public var isRoot: Bool
        /// Whether it was declared (a destination may name a view that never is).
        public var isDeclared: Bool
        /// Whether its body has a navigation container.
        public var hasNavigation: Bool
    }

    /// How an edge was declared.
    public enum EdgeKind: Hashable, Sendable {
        /// A push segue or `link`.
        case push
        /// A `modal` (fullScreenCover) segue.
        case modal
        /// A `sheet` segue.
        case sheet
        /// A `popover` segue.
        case popover
        /// A `popoverlink`.
        case popoverLink
    }

    /// A segue, link or popover link.
    public struct Edge: Hashable, Sendable {
        /// The view declaring it.
        public var from: ViewID
        /// Its destination.
        public var to: ViewID
        /// How it was declared.
        public var kind: EdgeKind
        /// Its tag, for a segue.
        public var tag: String?
        /// Its label, for a link or popover link.
        public var label: String?
        /// How it appears when presented from the window's root layer now, for presentations.
        public var screen: ScreenKind?
        /// Whether that differs from its declared modifier: a popover shown as a sheet (N9), a
        /// sheet as a full-screen cover, or a popover link's sheet (N10).
        public var isAdapted: Bool
    }

    /// The nodes, in declaration order.
    public var nodes: [Node]
    /// The edges, view by view in declaration order.
    public var edges: [Edge]
}

extension Session {
    /// The navigation graph of the declared app in the current environment.
    public var navigationGraph: NavigationGraph {
        var nodes: [NavigationGraph.Node] = []
        var edges: [NavigationGraph.Edge] = []
        for view in app.views {
            nodes.append(
                NavigationGraph.Node(
                    view: view.id, isRoot: app.root == view.id, isDeclared: view.isDeclared,
                    hasNavigation: view.navigation != nil))
            for trigger in view.triggers {
                var label: String?
                switch trigger.origin {
                case .link(let text), .popoverLink(let text): label = text
                case .segue, .segues: label = nil
                }
                let kind: NavigationGraph.EdgeKind
                var screen: ScreenKind?
                var isAdapted = false
                switch trigger.kind {
                case .push: kind = .push
                case .present(let modifier):
                    switch modifier {
                    case .fullScreenCover: kind = .modal
                    case .sheet: kind = .sheet
                    case .popover: kind = .popover
                    }
                    if isRunning {
                        let style = presentationStyle(of: trigger, inLayer: 0)
                        screen = style.1
                        isAdapted =
                            adaptationRule(of: trigger, modifier: style.0, screen: style.1, inLayer: 0) != nil
                    }
                case .popoverLink:
                    kind = .popoverLink
                    if isRunning {
                        let style = presentationStyle(of: trigger, inLayer: 0)
                        screen = style.1
                        isAdapted = style.1 != .popover
                    }
                }
                edges.append(
                    NavigationGraph.Edge(
                        from: view.id, to: trigger.destination, kind: kind, tag: trigger.tag, label: label,
                        screen: screen, isAdapted: isAdapted))
            }
        }
        return NavigationGraph(nodes: nodes, edges: edges)
    }
}
