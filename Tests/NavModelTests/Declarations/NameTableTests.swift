import Testing

@testable import NavModel

/// `NameTable` finds what a dictionary finds, on both sides of each growth of its slots (at
/// half full: 8 of 16, 16 of 32…), and compares and hashes as a dictionary does, whatever
/// order its names were added in.
@Suite struct NameTableTests {
    @Test(arguments: [0, 1, 7, 8, 9, 16, 17, 32, 33, 1_000])
    func findsWhatADictionaryFinds(count: Int) {
        var table = NameTable<Int>()
        var dictionary: [String: Int] = [:]
        for number in 0..<count {
            let name = number.isMultiple(of: 3) ? "a_fairly_long_name_\(number)" : "v\(number)"
            let (index, added) = table.index(of: name) { number * 10 }
            #expect(added)
            #expect(index == number)
            dictionary[name] = number * 10
        }
        #expect(table.count == count)
        for (name, value) in dictionary {
            #expect(table[name] == value)
            let (index, added) = table.index(of: name) { -1 }
            #expect(!added)
            #expect(table.value(at: index) == value)
        }
        #expect(table["absent"] == nil)
        #expect(table[""] == nil)
        let inOrder = (0..<count).map { $0.isMultiple(of: 3) ? "a_fairly_long_name_\($0)" : "v\($0)" }
        #expect(table.names == inOrder)
    }

    @Test func updatesAValueInPlace() {
        var table = NameTable<[Int]>()
        let (index, _) = table.index(of: "tag") { [1] }
        table.update(at: index) { $0.append(2) }
        #expect(table["tag"] == [1, 2])
    }

    @Test func comparesAndHashesInAnyOrder() {
        var forward = NameTable<Int>()
        var backward = NameTable<Int>()
        let names = (0..<30).map { "n\($0)" }
        for (value, name) in names.enumerated() { _ = forward.index(of: name) { value } }
        for (value, name) in names.enumerated().reversed() { _ = backward.index(of: name) { value } }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        backward.update(at: 0) { $0 += 1 }
        #expect(forward != backward)
        var shorter = NameTable<Int>()
        _ = shorter.index(of: "n0") { 0 }
        #expect(forward != shorter)
    }
}
