/// The live hierarchy described for renderers: layers, views, titles, states and the bindings
/// that hold each view on screen. Renderers print it as a tree, a path or JSON.
public struct StackDescription: Hashable, Sendable {
    /// One view of the path.
    public struct View: Hashable, Sendable {
        /// Its identity.
        public var id: ViewID
        /// Its name, or the text of a text leaf.
        public var name: String
        /// Whether it is a `text "…"` leaf.
        public var isText: Bool
        /// Its title, if declared.
        public var title: String?
        /// How it sits in its layer.
        public var placement: Frame.Placement
        /// The binding that holds it on screen (nil for a layer's root: see the layer).
        public var heldBy: BindingChange?
        /// Its visible states and their values, in declaration order.
        public var states: [NamedValue]
    }

    /// A state's name and value.
    public struct NamedValue: Hashable, Sendable {
        /// The state's name.
        public var name: String
        /// Its value.
        public var value: StateValue
    }

    /// One layer.
    public struct Layer: Hashable, Sendable {
        /// How it appears; nil for the window's root layer.
        public var screen: ScreenKind?
        /// The modifier presenting it; nil for the root layer.
        public var modifier: PresentationModifier?
        /// The binding that holds it on screen; nil for the root layer.
        public var heldBy: BindingChange?
        /// Whether its root has a navigation container, and its style in effect.
        public var container: NavigationContainer?
        /// Whether the container shows columns now (rule N15).
        public var showsColumns: Bool
        /// Its views, root first.
        public var views: [View]
        /// Presentations waiting in its queue (rule N5).
        public var queued: [ViewID]
    }

    /// The layers, the window's first.
    public var layers: [Layer]

    /// The number of views in the path.
    public var depth: Int { layers.reduce(0) { $0 + $1.views.count } }
}

/// One element of the canonical path (language.md): a view and how it appears.
public struct PathElement: Hashable, Sendable {
    /// How a view appears in the path.
    public enum Kind: String, Hashable, Sendable {
        /// The window's root.
        case root
        /// Pushed.
        case push
        /// In the detail column.
        case detail
        /// A full-screen cover.
        case modal
        /// A sheet.
        case sheet
        /// A popover.
        case popover
    }

    /// The view.
    public var view: ViewID
    /// Its name or text.
    public var name: String
    /// Whether it is a text leaf (written quoted in the path).
    public var isText: Bool
    /// How it appears.
    public var kind: Kind
}

extension Session {
    /// The canonical path, root first.
    public var path: [PathElement] {
        var elements: [PathElement] = []
        elements.reserveCapacity(state.depth)
        for layer in state.layers {
            for frame in layer.frames {
                let kind: PathElement.Kind
                switch (frame.placement, layer.origin?.screen) {
                case (.root, nil): kind = .root
                case (.root, .modal?): kind = .modal
                case (.root, .sheet?): kind = .sheet
                case (.root, .popover?): kind = .popover
                case (.push, _): kind = .push
                case (.detail, _): kind = .detail
                }
                let view = app[frame.view]
                elements.append(
                    PathElement(view: frame.view, name: view.name, isText: view.isText, kind: kind))
            }
        }
        return elements
    }

    /// The whole hierarchy, for renderers.
    public var stack: StackDescription {
        var layers: [StackDescription.Layer] = []
        for (index, layer) in state.layers.enumerated() {
            var views: [StackDescription.View] = []
            for (position, frame) in layer.frames.enumerated() {
                let declaration = app[frame.view]
                let held = frame.holder.map { binding(of: $0, on: layer.frames[position - 1]) }
                let states = declaration.states.indices.filter { !declaration.states[$0].isHidden }.map {
                    StackDescription.NamedValue(name: declaration.states[$0].name, value: frame.values[$0])
                }
                views.append(
                    StackDescription.View(
                        id: frame.view, name: declaration.name, isText: declaration.isText,
                        title: declaration.title,
                        placement: frame.placement, heldBy: held, states: states))
            }
            var heldBy: BindingChange?
            if let origin = layer.origin {
                heldBy = binding(of: origin.trigger, on: state.layers[index - 1].frames[origin.frame])
            }
            let queued = layer.queue.map { app[layer.frames[$0.frame].view].triggers[$0.trigger].destination }
            layers.append(
                StackDescription.Layer(
                    screen: layer.origin?.screen, modifier: layer.origin?.modifier, heldBy: heldBy,
                    container: container(ofLayer: index), showsColumns: showsColumns(layer: index),
                    views: views,
                    queued: queued))
        }
        return StackDescription(layers: layers)
    }

    /// The top view.
    public var topView: ViewID { state[state.top].view }

    /// What the top view can do: the tags `route` resolves from it (nearest first, each once),
    /// with the view declaring them.
    public var reachableTags: [(tag: String, view: ViewID)] {
        var seen = Set<String>()
        var tags: [(tag: String, view: ViewID)] = []
        for position in state.positionsTopDown {
            let view = app[state[position].view]
            for trigger in view.triggers {
                guard let tag = trigger.tag, seen.insert(tag).inserted else { continue }
                tags.append((tag, view.id))
            }
        }
        return tags
    }

    /// The labels on the top view, in declaration order.
    public var labelsOnTop: [String] { app[topView].controls.map(\.label) }

    /// The states `set` can name from the top view: (view, state) pairs, nearest first.
    public var settableStates: [(view: ViewID, state: String)] {
        var states: [(view: ViewID, state: String)] = []
        for position in state.positionsTopDown {
            let view = app[state[position].view]
            for name in view.visibleStateNames
            where !states.contains(where: { $0.view == view.id && $0.state == name }) {
                states.append((view.id, name))
            }
        }
        return states
    }

    /// The value of `[VIEW.]STATE`, resolved as `set` resolves it.
    public func value(ofState name: String, view: String?) throws(NavError) -> StateValue {
        guard isRunning else { throw .noViews }
        let (position, slot) = try resolveState(name, view: view, from: state.top)
        return state[position].values[slot]
    }
}
