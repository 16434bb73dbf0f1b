import Testing

@testable import NavModel

/// `NameHash` hashes names that `==` finds equal alike, whatever their bytes, and so
/// `NameTable` finds a name however it is spelled, as a dictionary does.
@Suite struct NameHashTests {
    /// Pairs of equal names in different bytes: composed and decomposed accents, and the three
    /// scalars whose decomposition is one ASCII character, against that character.
    static let equalPairs: [(String, String)] = [
        ("Caf\u{E9}", "Cafe\u{301}"),
        ("\u{212A}elvin", "Kelvin"),
        ("a\u{037E}", "a;"),
        ("b\u{1FEF}", "b`"),
        ("\u{212A}\u{E9}", "K\u{65}\u{301}"),
    ]

    @Test(arguments: equalPairs)
    func equalNamesHashAlike(left: String, right: String) {
        #expect(left == right)
        #expect(Array(left.utf8) != Array(right.utf8))
        #expect(NameHash.hash(left, seed: 7) == NameHash.hash(right, seed: 7))
    }

    @Test func differentNamesHashApart() {
        let names = ["K", "k", "Caf\u{E9}", "Cafe", "a;", "a", "", "\u{212B}", "\u{C5}x"]
        #expect(Set(names.map { NameHash.hash($0, seed: 7) }).count == names.count)
    }

    @Test(arguments: equalPairs)
    func aTableFindsANameInEitherSpelling(left: String, right: String) {
        for (stored, asked) in [(left, right), (right, left)] {
            var table = NameTable<Int>()
            // Enough other names that the table has grown past its first slots.
            for number in 0..<40 { _ = table.index(of: "v\(number)") { number } }
            _ = table.index(of: stored) { -1 }
            #expect(table[asked] == -1)
            let (index, added) = table.index(of: asked) { -2 }
            #expect(!added)
            #expect(table.value(at: index) == -1)
            #expect(table.count == 41)
        }
    }
}
