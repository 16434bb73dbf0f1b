import Testing

@testable import NavModel

/// `Explorer.pieceStarts(_:pieces:)`: a batch is split into contiguous pieces, none empty, at
/// most as many as asked, in order; big enough, the pieces taken last (the first) are the
/// smallest.
@Suite struct ExplorerPiecesTests {
    @Test(arguments: [1, 2, 15, 16, 17, 75, 76, 100, 511, 512, 1_000, 1_024, 5_000])
    func piecesCoverTheBatchInOrder(count: Int) {
        for pieces in [1, 2, 8, 16, 56] {
            let starts = Explorer.pieceStarts(count, pieces: pieces)
            #expect(starts.first == 0)
            #expect(starts.last == count)
            #expect(starts.count - 1 <= pieces, "\(count) states in \(pieces) pieces: \(starts)")
            #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "an empty piece: \(starts)")
        }
    }

    /// ex7's batches on two workers: 1,024 states in 16 pieces, from 13 states up to 114.
    @Test func theFirstPiecesAreTheSmallest() {
        let starts = Explorer.pieceStarts(1_024, pieces: 16)
        let sizes = zip(starts, starts.dropFirst()).map { $1 - $0 }
        #expect(sizes.count == 16)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(sizes)")
        #expect(sizes[0] <= 1_024 / 16 / 4, "\(sizes)")
        #expect(sizes[15] <= 2 * 1_024 / 16, "\(sizes)")
    }

    /// One piece for one worker, whatever the batch.
    @Test func oneWorkerTakesTheBatchWhole() {
        #expect(Explorer.pieceStarts(512, pieces: 1) == [0, 512])
    }
}
