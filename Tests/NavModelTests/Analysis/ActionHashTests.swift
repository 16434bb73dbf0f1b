import Testing

@testable import NavModel

/// `Action.explorationHash`: equal actions hash alike, whether their names are hashed by their
/// bytes or not (`NameHash`), and whether or not the equal names are the same bytes.
@Suite struct ActionHashTests {
    @Test func equalActionsHashAlike() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        #expect(composed == decomposed && Array(composed.utf8) != Array(decomposed.utf8))
        let pairs: [(Action, Action)] = [
            (.tap("Push0"), .tap(String("Push0".reversed().reversed()))),
            (.route("push0"), .route("push" + "0")),
            (.tap(composed), .tap(decomposed)),
            (.route(composed), .route(decomposed)),
            // Equal to ASCII names though not ASCII: KELVIN SIGN is K, GREEK QUESTION MARK ;.
            (.tap("\u{212A}elvin"), .tap("Kelvin")),
            (.route("a\u{037E}"), .route("a;")),
            (
                .tap(String(repeating: "long label ", count: 4)),
                .tap(String(repeating: "long label ", count: 4))
            ),
            (.back, .back),
            (
                .set(view: nil, state: "tab", value: .tag("a")),
                .set(view: nil, state: "tab", value: .tag("a"))
            ),
        ]
        for (left, right) in pairs {
            #expect(left == right)
            #expect(left.explorationHash == right.explorationHash, "\(left)")
        }
    }

    /// Different names, and the same name in a tap and a route, hash apart (the graph would
    /// still number them apart if they collided; this checks the hash is not trivial).
    @Test func differentActionsHashApart() {
        let actions: [Action] = [.tap("Push0"), .tap("Push1"), .route("Push0"), .tap(""), .route(""), .back]
        #expect(Set(actions.map(\.explorationHash)).count == actions.count)
    }
}
