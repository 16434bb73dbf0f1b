import Testing

@testable import NavScript

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("route", "route", 0),
        ("rout", "route", 1),
        ("ROUTE", "route", 0),
        ("pusj", "push", 1),
        ("teh", "the", 1),
        ("modalTset", "modalTest", 1),
        ("kitten", "sitting", 3),
        ("", "abc", 3),
    ])
    func distances(a: String, b: String, distance: Int) {
        #expect(EditDistance.distance(a, b) == distance)
        #expect(EditDistance.distance(b, a) == distance)
    }

    @Test func boundedDistanceGivesUpEarly() {
        #expect(EditDistance.distance("kitten", "sitting", limit: 2) == nil)
        #expect(EditDistance.distance("a", "abcdefgh", limit: 3) == nil)
        let long = String(repeating: "x", count: 100)
        #expect(EditDistance.distance(long, long) == nil)
    }

    @Test(
        arguments: [
            ("rout", ["route", "root", "routes"], "route"),
            ("modalTset", ["pushTest", "modalTest", "popoverTest"], "modalTest"),
            ("PushWelcom", ["PushWelcome", "ModalWelcome"], "PushWelcome"),
            ("xyz", ["route", "back"], nil),
            ("b", ["back"], nil),
            ("bak", ["back", "bar"], "back"),
            ("Info", ["info"], "info"),
        ] as [(String, [String], String?)])
    func closest(word: String, candidates: [String], expected: String?) {
        #expect(EditDistance.closest(to: word, among: candidates) == expected)
    }
}
