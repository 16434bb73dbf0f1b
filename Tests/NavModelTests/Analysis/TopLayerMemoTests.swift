import Testing

@testable import NavModel

/// The memo's contexts (E, the top layer, the view presenting it) and dismissals (see
/// `MoveMemo`): what each key keeps and what it leaves out, and where a dismissal's move lies
/// among the contexts' moves.
@Suite struct TopLayerMemoTests {
    /// A layer key: the environment (major, minor, size classes), then each layer's number plus
    /// one, as LEB128.
    private static func layerKey(_ layers: [Int], classes: Int = 3) -> [UInt8] {
        var key: [UInt8] = []
        for number in [17, 0, classes] + layers.map({ $0 + 1 }) { MoveMemo.put(number, to: &key) }
        return key
    }

    /// The context written for `layers`, the view presenting the top layer given by `views`
    /// from the numbers of the top layer and the one below.
    private static func context(_ layers: [Int], classes: Int = 3, views: [Int: Int] = [:]) -> [UInt8]? {
        let key = layerKey(layers, classes: classes)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            let written = key.withUnsafeBufferPointer {
                Workspace.writeContext(of: $0, into: buffer) { top, below, _ in views[below] ?? top }
            }
            return written.map { Array(buffer[..<$0.length]) }
        }
    }

    /// States that differ only below the top layer, with the same presenter's view, share a
    /// context; the layers below in any number, the window's among them.
    @Test func layersBelowTheTopAreLeftOut() {
        let views = [4: 9, 5: 9, 6: 9]
        let shared = Self.context([4, 7], views: views)
        #expect(shared != nil)
        #expect(Self.context([5, 7], views: views) == shared)
        #expect(Self.context([1, 2, 3, 6, 7], views: views) == shared)
    }

    /// A context keeps the environment, the top layer and the presenter's view.
    @Test func theEnvironmentTopLayerAndPresenterAreKept() {
        let shared = Self.context([4, 7], views: [4: 9])
        #expect(Self.context([4, 7], views: [4: 8]) != shared)
        #expect(Self.context([4, 8], views: [4: 9]) != shared)
        #expect(Self.context([4, 7], classes: 1, views: [4: 9]) != shared)
        // The window's layer alone has none.
        #expect(Self.context([4]) == nil)
    }

    private static func key(
        classes: Int = 3, below: Int = 10, atWindow: Bool = false, frame: Int = 1, trigger: Int = 2,
        code: UInt8 = 0x11, move: Int = 1
    ) -> UInt64? {
        MoveMemo.dismissalKey(
            major: 17, minor: 0, classes: classes, below: below, belowAtWindow: atWindow, originFrame: frame,
            originTrigger: trigger, code: code, move: move)
    }

    /// A dismissal's key tells apart every part it keeps.
    @Test func aDismissalKeyKeepsEachPart() throws {
        let base = try #require(Self.key())
        let others = [
            Self.key(classes: 2), Self.key(below: 11), Self.key(atWindow: true), Self.key(frame: 0),
            Self.key(trigger: 3), Self.key(code: 0x12), Self.key(code: 0x21), Self.key(move: 2),
            Self.key(move: 4),
        ]
        #expect(Self.key() == base)
        for other in others {
            let other = try #require(other)
            #expect(other != base)
            #expect(other != 0)
        }
        #expect(Set(others.compactMap { $0 }).count == others.count)
        // The largest numbers that fit, and the first that do not.
        #expect(Self.key(below: (1 << 26) - 1, frame: 63, trigger: 255, move: 255) != nil)
        #expect(Self.key(below: 1 << 26) == nil)
        #expect(Self.key(frame: 64) == nil)
        #expect(Self.key(trigger: 256) == nil)
        #expect(Self.key(move: 256) == nil)
        #expect(Self.key(move: 0) == nil)
    }

    /// A dismissal kept between two contexts is found by its key, and neither context's moves
    /// take it in; absorbed by another memo, it is found there with its tail.
    @Test func aDismissalLiesBetweenContexts() throws {
        var memo = MoveMemo()
        memo.appendMove(.tap("A"), tail: [1, 2][...], warnings: [])
        memo.appendDismissal(.swipeDown, 1)
        memo.keepMoves(of: [7, 7][...])
        let key = try #require(Self.key())
        memo.add(dismissal: key, .swipeDown, refused: nil, tail: [5, 6, 7][...], warnings: [])
        memo.appendMove(.back, tail: [3][...], warnings: [])
        memo.keepMoves(of: [8, 8][...])
        #expect(memo.moves(of: [7, 7][...]) == 0..<2)
        #expect(memo.moves(of: [8, 8][...]) == 3..<4)
        #expect(memo.dismissal(key) == 2)
        #expect(memo.steps[1].kind == .dismissal && memo.steps[1].dismissal == 1)
        #expect(memo.dismissal(try #require(Self.key(move: 2))) == nil)

        var other = MoveMemo()
        other.appendMove(.tap("B"), tail: [9][...], warnings: [])
        other.keepMoves(of: [6, 6][...])
        other.absorb(memo)
        let found = try #require(other.dismissal(key))
        let tail = other.steps[found].tail
        #expect(Array(other.bytes[Int(tail.lowerBound)..<Int(tail.upperBound)]) == [5, 6, 7])
        #expect(other.moves(of: [8, 8][...]).map { other.moves[$0].map(\.action) } == [.back])
        #expect(
            other.moves(of: [7, 7][...]).map { other.moves[$0].map(\.action) } == [.tap("A"), .swipeDown])
        // A context learnt after the absorbed dismissal keeps only its own moves.
        other.appendMove(.tap("C"), tail: [4][...], warnings: [])
        other.keepMoves(of: [5, 5][...])
        #expect(other.moves(of: [5, 5][...]).map { other.moves[$0].map(\.action) } == [.tap("C")])
    }

    /// A provisional move keeps its warnings and its tail with a layer written out until it is
    /// patched: in the memo that learnt it, or, for the shared memo's, from a worker's patch
    /// that the shared memo absorbs; a move no longer provisional keeps its tail.
    @Test func aProvisionalMoveIsPatchedOnce() throws {
        let warning = NavEvent(
            step: 1,
            kind: .warning(
                .optionUnavailable(.interactiveDismissDisabled, needs: IOSVersion(unchecked: 15, 0))),
            rule: .n8)
        var shared = MoveMemo()
        shared.appendMove(.tap("A"), tail: [1][...], warnings: [])
        shared.appendProvisional(.tap("B"), tail: [0, 2, 9, 9][...], warnings: [warning])
        shared.appendProvisional(.tap("C"), tail: [0, 1, 8][...], warnings: [])
        shared.keepMoves(of: [7, 7][...])
        #expect(shared.steps.map(\.kind) == [.moved, .provisional, .provisional])
        #expect(shared.steps[1].hasWarnings)
        guard case .moved(let kept) = shared.moves[1].outcome else {
            Issue.record("a provisional move without its outcome")
            return
        }
        #expect(kept == [warning])

        // Patched in place, in the memo that learnt it.
        var own = shared
        own.patch(2, tail: [5][...])
        #expect(own.steps[2].kind == .moved)
        #expect(
            Array(own.bytes[Int(own.steps[2].tail.lowerBound)..<Int(own.steps[2].tail.upperBound)]) == [5])

        // Patched by a worker, then absorbed; a second patch of the same move changes nothing.
        var worker = MoveMemo()
        worker.addPatch(shared: 1, tail: [3, 4][...])
        #expect(worker.patch(ofShared: 2) == nil)
        let patched = try #require(worker.patch(ofShared: 1))
        #expect(Array(worker.bytes[patched]) == [3, 4])
        var late = MoveMemo()
        late.addPatch(shared: 1, tail: [6][...])
        shared.absorb(worker)
        shared.absorb(late)
        #expect(shared.steps.map(\.kind) == [.moved, .moved, .provisional])
        let tail = shared.steps[1].tail
        #expect(Array(shared.bytes[Int(tail.lowerBound)..<Int(tail.upperBound)]) == [3, 4])
        #expect(shared.steps[1].hasWarnings)
    }
}
