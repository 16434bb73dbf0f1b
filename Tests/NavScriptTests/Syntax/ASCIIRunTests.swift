import Testing

@testable import NavScript

/// `Lexer.asciiIdentifierEnd(in:from:)` reads eight bytes at a time: it must stop where a
/// byte-by-byte scan stops, for every byte value at every place in a word.
@Suite struct ASCIIRunTests {
    /// Where a byte-by-byte scan of identifier characters from `start` stops.
    private func scannedEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, Lexer.isASCIIIdentifierCharacter(bytes[end]) { end += 1 }
        return end
    }

    @Test func everyByteAtEveryPlaceStopsWhereAScanStops() {
        for stop in 0...255 {
            for place in 0..<10 {
                let bytes = Array("abcXYZ_09q".utf8.prefix(place)) + [UInt8(stop)] + Array("rest_of_it".utf8)
                let end = bytes.withUnsafeBufferPointer { Lexer.asciiIdentifierEnd(in: $0, from: 0) }
                #expect(end == scannedEnd(bytes, from: 0), "byte \(stop) after \(place)")
            }
        }
    }

    @Test(arguments: ["", "a", "route", "popoverTest", "a_very_long_identifier_9", "x y", "é"])
    func shortAndLongRunsStopWhereAScanStops(_ text: String) {
        let bytes = Array(text.utf8)
        for start in 0...bytes.count {
            let end = bytes.withUnsafeBufferPointer { Lexer.asciiIdentifierEnd(in: $0, from: start) }
            #expect(end == scannedEnd(bytes, from: start))
        }
    }
}
