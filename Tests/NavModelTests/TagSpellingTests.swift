import NavModel
import Testing

/// A tag typed in another Unicode form than its declaration's is the same tag (Swift compares
/// strings by canonical equivalence, as the tag's enum case would be one case), and it is kept
/// and named as the declaration spells it, so that `stack` and the events agree.
@Suite struct TagSpellingTests {
    /// `é` as one code point, as the segue declares it.
    static let declared = "Caf\u{E9}"
    /// `e` and a combining acute accent, as a command may type it.
    static let typed = "Cafe\u{301}"

    /// `view Home { navigation; segue push Café -> Menu }`, with the precomposed `é`.
    static func app() -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: .stack)
        app.segue(.push, declared, on: "Home", to: "Menu")
        app.view("Menu")
        return app
    }

    /// The bytes of a tag value, which `==` on strings does not tell apart.
    static func bytes(_ value: StateValue?) -> [UInt8]? {
        guard case .tag(let tag)? = value else { return nil }
        return Array(tag.utf8)
    }

    @Test func theTwoSpellingsAreOneTagInDifferentBytes() {
        #expect(Self.declared == Self.typed)
        #expect(Array(Self.declared.utf8) != Array(Self.typed.utf8))
    }

    @Test func aTypedSpellingIsKeptAsDeclared() throws {
        let app = Self.app()
        var session = makeSession(app)
        let events = try session.run(.route(Self.typed))
        #expect(pathText(session) == "Home > push Menu")
        #expect(Self.bytes(session.valueOf("route", on: "Home")) == Array(Self.declared.utf8))
        let named = events.compactMap { $0.binding?.change(in: app).value }
        #expect(!named.isEmpty)
        for value in named { #expect(Self.bytes(value) == Array(Self.declared.utf8)) }
    }

    @Test func theDeclaredSpellingIsKeptAsItIs() throws {
        var session = makeSession(Self.app())
        try session.run(.route(Self.declared))
        #expect(Self.bytes(session.valueOf("route", on: "Home")) == Array(Self.declared.utf8))
    }

    @Test func routingTheOtherSpellingAgainChangesNothing() throws {
        let app = Self.app()
        var session = makeSession(app)
        try session.run(.route(Self.declared))
        let events = try session.run(.route(Self.typed))
        #expect(pathText(session) == "Home > push Menu")
        #expect(events.allSatisfy { if case .ignored = $0.kind { true } else { false } })
        #expect(Self.bytes(session.valueOf("route", on: "Home")) == Array(Self.declared.utf8))
    }
}
