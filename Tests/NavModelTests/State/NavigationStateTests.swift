import Testing

@testable import NavModel

/// `NavigationState.lowestChangedLayer`: every way of changing a state lowers it to the layer
/// changed, reading changes nothing, and it is neither compared nor hashed.
@Suite struct NavigationStateTests {
    /// Three layers of two frames each, marked unchanged.
    private static func threeLayers() -> NavigationState {
        let frames = [
            Frame(view: ViewID(0), values: [.none], placement: .root),
            Frame(view: ViewID(1), values: [.bool(false)], placement: .push, holder: 0),
        ]
        let origin = Layer.Origin(frame: 1, trigger: 0, modifier: .sheet, screen: .sheet)
        var state = NavigationState(layers: [
            Layer(frames: frames), Layer(frames: frames, origin: origin),
            Layer(frames: frames, origin: origin),
        ])
        state.markUnchanged()
        return state
    }

    /// A change and the layer it must mark.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let layer: Int
        let apply: @Sendable (inout NavigationState) -> Void
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "a value written", layer: 1) {
            $0[FramePosition(layer: 1, frame: 1)].values[0] = .bool(true)
        },
        Change(name: "a layer changed in place", layer: 2) {
            $0[layer: 2].queue.append(.init(frame: 0, trigger: 0))
        },
        Change(name: "a frame pushed", layer: 0) {
            $0.append(Frame(view: ViewID(2), values: [], placement: .push, holder: 0), toLayer: 0)
        },
        Change(name: "frames popped", layer: 2) { $0.removeFrames(above: 0, inLayer: 2) },
        Change(name: "a layer presented", layer: 3) {
            $0.append(Layer(frames: [Frame(view: ViewID(2), values: [], placement: .root)]))
        },
        Change(name: "a layer of one frame presented", layer: 3) {
            $0.present(
                Frame(view: ViewID(2), values: [], placement: .root),
                origin: Layer.Origin(frame: 0, trigger: 0, modifier: .sheet, screen: .sheet))
        },
        Change(name: "layers dismissed", layer: 1) { $0.removeLayers(from: 1) },
        Change(name: "a change through layers", layer: 0) { $0.layers[2].dropped = [] },
    ]

    @Test(arguments: changes)
    func aChangeMarksItsLayer(_ change: Change) {
        var state = Self.threeLayers()
        #expect(state.lowestChangedLayer == Int.max)
        #expect(state.lowestRewrittenLayer == Int.max)
        change.apply(&state)
        #expect(state.lowestChangedLayer == change.layer)
        #expect(state.lowestRewrittenLayer == change.layer, "more than how the layer appears")
        // A later change higher up keeps the lowest; one lower lowers it.
        state[layer: 0].origin = nil
        #expect(state.lowestChangedLayer == 0)
        #expect(state.lowestRewrittenLayer == 0)
    }

    /// A change of how a layer appears (its origin's screen, a frame's placement) marks it
    /// changed but not rewritten; a later change of more marks it rewritten.
    @Test func aChangeOfAppearanceMarksItsLayerChangedOnly() {
        var state = Self.threeLayers()
        state.setScreen(.modal, ofLayer: 2)
        #expect(state.layers[2].origin?.screen == .modal)
        #expect(state.lowestChangedLayer == 2)
        #expect(state.lowestRewrittenLayer == Int.max)
        state.setPlacement(.detail, ofFrame: 1, inLayer: 1)
        #expect(state.layers[1].frames[1].placement == .detail)
        #expect(state.lowestChangedLayer == 1)
        #expect(state.lowestRewrittenLayer == Int.max)
        state.append(Frame(view: ViewID(2), values: [], placement: .push, holder: 0), toLayer: 2)
        #expect(state.lowestChangedLayer == 1)
        #expect(state.lowestRewrittenLayer == 2)
        state.setPlacement(.push, ofFrame: 1, inLayer: 0)
        #expect(state.lowestChangedLayer == 0)
        #expect(state.lowestRewrittenLayer == 2)
        state.markUnchanged()
        #expect(state.lowestChangedLayer == Int.max)
        #expect(state.lowestRewrittenLayer == Int.max)
    }

    @Test func readingChangesNothing() {
        let state = Self.threeLayers()
        var copy = state
        _ = copy[FramePosition(layer: 2, frame: 1)].values
        _ = copy[layer: 1].frames.count
        _ = copy.layers.count
        _ = copy.top
        #expect(copy.lowestChangedLayer == Int.max)
        copy[layer: 2].queue = []
        #expect(copy == state, "the mark is not compared")
        #expect(copy.hashValue == state.hashValue, "nor hashed")
    }
}

/// A presentation after a dismissal starts its layer in the frames array the dismissal kept
/// (`NavigationState.spareFrames`): the state is the one a fresh array gives, whichever layers
/// were dismissed, the array kept is never compared or hashed, and a copy of the state that
/// shares it keeps its own layers.
@Suite struct SpareFramesTests {
    private static let root = Frame(view: ViewID(0), values: [.none], placement: .root)
    private static let origin = Layer.Origin(frame: 0, trigger: 0, modifier: .sheet, screen: .sheet)

    private static func frame(_ view: Int) -> Frame {
        Frame(view: ViewID(view), values: [.bool(false)], placement: .root)
    }

    @Test func aPresentationAfterADismissalIsAFreshOne() {
        var state = NavigationState(layers: [Layer(frames: [Self.root])])
        var fresh = state
        for round in 1...3 {
            // Two layers of two frames dismissed at once, then one presented.
            state.present(Self.frame(round), origin: Self.origin)
            state.append(Frame(view: ViewID(9), values: [], placement: .push, holder: 0), toLayer: 1)
            state.present(Self.frame(round + 10), origin: Self.origin)
            state.append(Frame(view: ViewID(9), values: [], placement: .push, holder: 0), toLayer: 2)
            state.removeLayers(from: 1)
            #expect(state == NavigationState(layers: [Layer(frames: [Self.root])]))
            #expect(state.hashValue == NavigationState(layers: [Layer(frames: [Self.root])]).hashValue)
            #expect(state.depth == 1)
            state.present(Self.frame(round + 20), origin: Self.origin)
            fresh.append(Layer(frames: [Self.frame(round + 20)], origin: Self.origin))
            #expect(state == fresh)
            #expect(state.layers == fresh.layers)
            #expect(state.depth == 2)
            state.removeLayers(from: 1)
            fresh.removeLayers(from: 1)
        }
    }

    @Test func aLargeLayerDismissedLeavesNoSpareRoomBehind() {
        var state = NavigationState(layers: [Layer(frames: [Self.root])])
        state.present(Self.frame(1), origin: Self.origin)
        for _ in 0..<40 {
            state.append(Frame(view: ViewID(9), values: [], placement: .push, holder: 0), toLayer: 1)
        }
        state.removeLayers(from: 1)
        state.present(Self.frame(2), origin: Self.origin)
        #expect(state.layers[1].frames == [Self.frame(2)])
        #expect(state.layers[1].frames.capacity < 40)
        #expect(state.depth == 2)
    }

    @Test func aCopySharingTheSpareArrayKeepsItsLayers() {
        var state = NavigationState(layers: [Layer(frames: [Self.root])])
        state.present(Self.frame(1), origin: Self.origin)
        state.removeLayers(from: 1)
        let copy = state
        state.present(Self.frame(2), origin: Self.origin)
        var other = copy
        other.present(Self.frame(3), origin: Self.origin)
        #expect(copy.layers.count == 1)
        #expect(state.layers[1].frames == [Self.frame(2)])
        #expect(other.layers[1].frames == [Self.frame(3)])
    }
}

/// The engine's in-place readings of a layer's origin give what reading the origin whole gives.
@Suite struct OriginReadingTests {
    static let modifiers: [PresentationModifier] = [
        .sheet, .fullScreenCover, .popover(PopoverAttachment(anchor: "rect(bounds)", edge: "top")),
    ]

    @Test(arguments: modifiers)
    func inPlaceReadingsMatchTheOrigin(_ modifier: PresentationModifier) {
        let root = Frame(view: ViewID(0), values: [.none], placement: .root)
        let origin = Layer.Origin(frame: 0, trigger: 3, modifier: modifier, screen: .modal)
        let state = NavigationState(layers: [Layer(frames: [root]), Layer(frames: [root], origin: origin)])
        for layer in state.layers.indices {
            let whole = state.layers[layer].origin
            #expect(state.isPresented(layer: layer) == (whole != nil))
            #expect(state.declaredScreen(ofLayer: layer) == whole?.modifier.screen)
            let presenter = state.originFields(ofLayer: layer)
            #expect(presenter?.frame == whole?.frame)
            #expect(presenter?.trigger == whole?.trigger)
            #expect(presenter?.screen == whole?.screen)
        }
    }
}
