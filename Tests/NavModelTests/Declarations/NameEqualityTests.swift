import Testing

@testable import NavModel

/// `NameEquality.equal` answers as `==` for every pair: short ASCII names (its fast answer),
/// names of 15 and 16 bytes (the last small one and the first stored apart), non-ASCII names,
/// and canonically equivalent names in different bytes.
@Suite struct NameEqualityTests {
    static let names: [String] = [
        "", "a", "b", "pushTest", "popoverTest", "modalTest", "abcdefghijklmno", "abcdefghijklmnp",
        "abcdefghijklmnop", "abcdefghijklmnoq", String(repeating: "x", count: 40),
        String(repeating: "x", count: 39) + "y", "Caf\u{E9}", "Cafe\u{301}", "Cafe", "\u{212A}elvin",
        "Kelvin", "a\u{037E}", "a;", "\u{C5}x", "\u{212B}x",
    ]

    @Test func agreesWithEqualsOnEveryPair() {
        for left in NameEqualityTests.names {
            for right in NameEqualityTests.names {
                // A copy built anew, so that equal names need not share their storage.
                let rebuilt = String(decoding: Array(right.utf8), as: UTF8.self)
                #expect(NameEquality.equal(left, right) == (left == right), "\(left) \(right)")
                #expect(NameEquality.equal(left, rebuilt) == (left == rebuilt), "\(left) \(rebuilt)")
            }
        }
    }

    @Test func shortASCIINamesTakeTheFastAnswer() {
        #expect(!NameEquality.equal("pushTest", "popoverTest"))
        #expect(NameEquality.equal("pushTest", String(decoding: Array("pushTest".utf8), as: UTF8.self)))
        #expect(NameEquality.equal("Caf\u{E9}", "Cafe\u{301}"))
    }

    @Test func agreesWithEqualsOnStateValues() {
        var values: [StateValue] = [.none, .bool(false), .bool(true)]
        values += NameEqualityTests.names.map { StateValue.tag($0) }
        values += NameEqualityTests.names.map {
            StateValue.tag(String(decoding: Array($0.utf8), as: UTF8.self))
        }
        for left in values {
            for right in values {
                #expect(NameEquality.equal(left, right) == (left == right), "\(left) \(right)")
            }
        }
    }
}
