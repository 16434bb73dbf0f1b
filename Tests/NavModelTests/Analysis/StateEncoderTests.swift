import Testing

@testable import NavModel

/// `StateEncoder`: keys decode to the state they were made from, whether a tag was numbered
/// when the encoder was made or is written out in full; and encoders made alike agree.
@Suite struct StateEncoderTests {
    /// `Home` with a sheet tagged `info` and a cover tagged `cover`.
    private func session() throws -> Session {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addSegue(on: home, kind: .sheet, tag: "info", destination: app.reference("Info"))
        try app.addSegue(on: home, kind: .modal, tag: "cover", destination: app.reference("Cover"))
        app.declare("Info")
        app.declare("Cover")
        return Session(app: app)
    }

    @Test func aNumberedTagRoundTrips() throws {
        var session = try session()
        var encoder = StateEncoder(numberingTagsOf: session)
        _ = try session.perform(.route("info"))
        encoder.encode(session)
        var decoded = try self.session()
        encoder.decode(encoder.key[...], template: session, into: &decoded)
        #expect(decoded.state == session.state)
        #expect(decoded.platform == session.platform)
    }

    /// A tag neither declared nor live when the encoder was made (no script can reach one, but
    /// a key must still stand for exactly one state): written out, and read back.
    @Test func aTagNamedNowhereIsWrittenOutAndReadBack() throws {
        let start = try session()
        var encoder = StateEncoder(numberingTagsOf: start)
        var odd = start
        odd.state.layers[0].frames[0].values[0] = .tag("élsewhere")
        encoder.encode(odd)
        let key = encoder.key
        #expect(key.count > 8, "the tag's bytes are in the key")
        var decoded = start
        encoder.decode(key[...], template: start, into: &decoded)
        #expect(decoded.state == odd.state)
        encoder.encode(start)
        #expect(encoder.key != key)
    }

    /// A key is written into room kept from the last one, and written again into more room
    /// when it does not fit: keys just inside and well past the first room read back, and a
    /// short key made after a long one is the short key alone.
    @Test(arguments: [StateEncoder.initialCapacity - 40, StateEncoder.initialCapacity * 3])
    func aKeyLongerThanTheRoomIsWrittenAgain(tagLength: Int) throws {
        let start = try session()
        var encoder = StateEncoder(numberingTagsOf: start)
        encoder.encode(start)
        let short = encoder.key
        var long = start
        long.state.layers[0].frames[0].values[0] = .tag(String(repeating: "x", count: tagLength))
        encoder.encode(long)
        #expect(encoder.key.count > tagLength)
        var decoded = start
        encoder.decode(encoder.key, template: start, into: &decoded)
        #expect(decoded.state == long.state)
        encoder.encode(start)
        #expect(encoder.key == short)
    }

    /// Workers each copy the encoder: copies, and encoders made from the same session, make
    /// the same key for the same state.
    @Test func encodersMadeAlikeAgree() throws {
        var session = try session()
        var first = StateEncoder(numberingTagsOf: session)
        var second = StateEncoder(numberingTagsOf: session)
        var copy = first
        _ = try session.perform(.route("cover"))
        first.encode(session)
        second.encode(session)
        copy.encode(session)
        #expect(first.key == second.key)
        #expect(first.key == copy.key)
    }

    /// Home pushes Detail and presents First (a sheet), a popover with either of two
    /// attachments, or a PopoverLink's popover; Detail asks for Second, which queues (iOS 14.5+) or drops (earlier) while
    /// First is up.
    private static func layeredApp() -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: .stack)
        app.segue(.push, "detail", on: "Home", to: "Detail")
        app.segue(.sheet, "first", on: "Home", to: "First", selection: "sheet")
        app.segue(.popover(.standard), "plain", on: "Home", to: "First", selection: "pop")
        app.segue(
            .popover(PopoverAttachment(anchor: "point(top)", edge: "bottom")), "pointed", on: "Home",
            to: "First",
            selection: "pop")
        app.popoverLink("Info", on: "Home", to: "First")
        app.view("Detail")
        app.segue(.sheet, "second", on: "Detail", to: "Second")
        app.view("First")
        app.view("Second")
        return app
    }

    /// States of `layeredApp` that differ in every way a key can: layers, frames, values, the
    /// queue, dropped requests, a popover's attachment, a PopoverLink, the iOS version and the size classes.
    private static func layeredStates() throws -> (start: Session, states: [Session]) {
        let start = makeSession(layeredApp(), ios: iOS(15))
        var states = [start]
        var session = start
        try session.run(.route("detail"))
        states.append(session)
        try session.run(.set(view: "Home", state: "sheet", value: .tag("first")))
        states.append(session)
        try session.run(.set(view: "Detail", state: "route", value: .tag("second")))
        states.append(session)
        var popover = start
        try popover.run(
            .sizeClass(.horizontal, .regular), .set(view: "Home", state: "pop", value: .tag("plain")))
        states.append(popover)
        try popover.run(.set(view: "Home", state: "pop", value: .tag("pointed")))
        states.append(popover)
        var link = start
        try link.run(.sizeClass(.horizontal, .regular), .tap("Info"))
        states.append(link)
        var dropped = start
        try dropped.run(
            .ios(iOS(14)), .route("detail"), .set(view: "Home", state: "sheet", value: .tag("first")),
            .set(view: "Detail", state: "route", value: .tag("second")))
        states.append(dropped)
        return (start, states)
    }

    /// Decoding writes over the session it is given: whatever state that session held (fewer or
    /// more layers, frames or requests, another popover), it ends as the key's state, its frame
    /// count included, and the session it was copied from keeps its own state.
    @Test func decodingOverAnyStateGivesTheKeysState() throws {
        let (start, states) = try Self.layeredStates()
        #expect(states[3].state.layers[0].queue.count == 1, "a queued request")
        #expect(states[7].state.layers[0].dropped.count == 1, "a dropped request")
        #expect(states[6].state.layers[1].origin?.screen == .popover, "a PopoverLink's popover")
        #expect(states[4].state.layers[1].origin != states[5].state.layers[1].origin, "two attachments")
        var encoder = StateEncoder(numberingTagsOf: start)
        let keys = states.map { state in
            encoder.encode(state)
            return encoder.key
        }
        #expect(Set(keys).count == states.count, "every state has its own key")
        for (wanted, key) in zip(states, keys) {
            for (held, heldKey) in zip(states, keys) {
                var session = held
                encoder.decode(key[...], template: start, into: &session)
                #expect(session.state == wanted.state)
                #expect(session.state.depth == NavigationState.countFrames(wanted.state.layers))
                #expect(session.platform == wanted.platform)
                // Written over the copy's own arrays, never over the ones it shares.
                encoder.encode(held)
                #expect(encoder.key == heldKey)
            }
        }
    }

    /// Decoding again a key decoded before reads only the layers changed since, from where
    /// they start: whatever the moves changed (the top layer, a lower one, layers added or
    /// removed, the environment), the session is the key's state again.
    @Test func decodingAgainReadsOnlyWhatChanged() throws {
        let (start, states) = try Self.layeredStates()
        var encoder = StateEncoder(numberingTagsOf: start)
        let moves: [Action] = [
            .swipeDown, .back, .route("second"), .sizeClass(.vertical, .compact),
            .sizeClass(.horizontal, .regular),
            .set(view: "Home", state: "sheet", value: .none),
            .set(view: "Home", state: "pop", value: .tag("plain")),
        ]
        for state in states {
            encoder.encode(state)
            let key = encoder.key
            var session = start
            var layerStarts: [Int] = []
            var spareLayers: [Layer] = []
            encoder.decode(
                key, template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers)
            #expect(layerStarts.count == state.state.layers.count)
            #expect(session.state == state.state)
            for move in moves {
                _ = try? session.perform(move)
                encoder.decode(
                    key, template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers
                )
                #expect(session.state == state.state, "after \(move)")
                #expect(session.state.depth == state.state.depth)
                #expect(session.platform == state.platform)
            }
        }
    }

    /// A successor's key written in part (the layers below the lowest changed one copied from
    /// the key its state was read from) is the key written whole, whatever the move changed:
    /// the top layer, a lower one, layers added or removed, the environment, or nothing.
    @Test func aKeyWrittenInPartIsTheKeyWrittenWhole() throws {
        let (start, states) = try Self.layeredStates()
        var encoder = StateEncoder(numberingTagsOf: start)
        let moves: [Action] = [
            .swipeDown, .back, .route("detail"), .route("second"), .sizeClass(.vertical, .compact),
            .sizeClass(.horizontal, .regular), .ios(iOS(14)),
            .set(view: "Home", state: "sheet", value: .none),
            .set(view: "Home", state: "sheet", value: .tag("first")),
            .set(view: "Home", state: "pop", value: .tag("plain")), .tap("Info"),
        ]
        var written = 0
        var appearing = 0
        for state in states {
            encoder.encode(state)
            let key = encoder.key
            for move in moves {
                var session = start
                var layerStarts: [Int] = []
                var spareLayers: [Layer] = []
                encoder.decode(
                    key, template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers
                )
                guard (try? session.perform(move)) != nil else { continue }
                var starts: [Int] = []
                encoder.encode(session, after: key, layerStarts: layerStarts, written: &starts)
                let inPart = encoder.key
                encoder.encode(session)
                #expect(inPart == encoder.key, "after \(move)")
                if session.state.lowestChangedLayer > 0 { written += 1 }
                if session.state.lowestChangedLayer
                    < min(
                        session.state.lowestRewrittenLayer, session.state.layers.count)
                {
                    appearing += 1
                }
            }
        }
        #expect(written > 0, "some moves left a layer to copy")
        #expect(appearing > 0, "some moves changed only how a layer appears")
    }

    /// A size-class change that moves a root's pushed frame into the detail column and back,
    /// and adapts a presentation, changes only how the layers appear: the key written in part
    /// is the key written whole, and decoding the key again restores the state.
    @Test func aChangeOfAppearanceIsWrittenAndReadInPlace() throws {
        var app = AppModel()
        app.view("Home", navigation: .automatic)
        app.segue(.push, "detail", on: "Home", to: "Detail")
        app.segue(.sheet, "first", on: "Home", to: "First", selection: "sheet")
        app.view("Detail")
        app.view("First", navigation: .automatic)
        app.segue(.push, "more", on: "First", to: "More")
        app.view("More")
        let start = makeSession(app, ios: iOS(15))
        var state = start
        try state.run(
            .route("detail"), .set(view: "Home", state: "sheet", value: .tag("first")), .route("more"))
        var encoder = StateEncoder(numberingTagsOf: start)
        encoder.encode(state)
        let key = encoder.key
        for move in [
            Action.sizeClass(.horizontal, .regular), .sizeClass(.vertical, .compact),
        ] {
            var session = start
            var layerStarts: [Int] = []
            var spareLayers: [Layer] = []
            encoder.decode(
                key, template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers)
            try session.run(move)
            #expect(session.state != state.state, "\(move) changed the state")
            #expect(session.state.lowestRewrittenLayer == Int.max, "\(move) changed how layers appear only")
            var starts: [Int] = []
            encoder.encode(session, after: key, layerStarts: layerStarts, written: &starts)
            let inPart = encoder.key
            encoder.encode(session)
            #expect(inPart == encoder.key, "after \(move)")
            encoder.decode(
                key, template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers)
            #expect(session.state == state.state, "after \(move)")
            #expect(session.platform == state.platform)
        }
    }

    /// Decoding a key after another (the one the session was last read from, a move or none
    /// since) keeps only the layers the two keys share and the move left alone: whatever the
    /// two states, the session ends as the key's state, and the layer starts are the key's.
    @Test func decodingAfterAnotherKeyGivesTheKeysState() throws {
        let (start, states) = try Self.layeredStates()
        var encoder = StateEncoder(numberingTagsOf: start)
        let keys = states.map { state in
            encoder.encode(state)
            return encoder.key
        }
        for (wanted, key) in zip(states, keys) {
            var wholeStarts: [Int] = []
            var spare: [Layer] = []
            var whole = start
            encoder.decode(key, template: start, into: &whole, layerStarts: &wholeStarts, spareLayers: &spare)
            for previous in keys {
                for move in [nil, .swipeDown, .route("detail"), .sizeClass(.horizontal, .regular)]
                    as [Action?]
                {
                    var session = start
                    var layerStarts: [Int] = []
                    var spareLayers: [Layer] = []
                    encoder.decode(
                        previous, template: start, into: &session, layerStarts: &layerStarts,
                        spareLayers: &spareLayers)
                    if let move { _ = try? session.perform(move) }
                    encoder.decode(
                        key, after: previous, template: start, into: &session, layerStarts: &layerStarts,
                        spareLayers: &spareLayers)
                    #expect(session.state == wanted.state, "after \(String(describing: move))")
                    #expect(session.state.depth == wanted.state.depth)
                    #expect(session.platform == wanted.platform)
                    #expect(layerStarts == wholeStarts)
                }
            }
        }
    }
}
