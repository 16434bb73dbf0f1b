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
        let decoded = encoder.liveState(encoder.key[...], template: session)
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
        #expect(encoder.liveState(key[...], template: start).state == odd.state)
        encoder.encode(start)
        #expect(encoder.key != key)
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
}
