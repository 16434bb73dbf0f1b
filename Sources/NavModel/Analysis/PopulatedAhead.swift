/// How far ahead of the explorer's merge the memory of its growing arrays has been populated
/// (`Parallelism.populateMemory`): the stretches of room past what each array holds that a
/// worker should ask the kernel to back now, before the merge writes there.
///
/// The merge appends to the state table's keys and key ends and the graph's nodes, edges and
/// edge ends, in room reserved at the start (`MemoryAdvice`), and the first write to each fresh
/// page made the kernel zero it on the merging thread, while the other worker waited for the
/// merge: ex7 on two workers, 69 ms a run, 11% of that thread's time (perf, 5 kHz). Populated
/// by a worker while the merge runs (see `Explorer.expand`), the pages are there when written.
///
/// Each array is populated ahead by as much as it holds, up to `most`: a small search asks
/// for little more memory than it uses, and none for arrays under `least` bytes.
struct PopulatedAhead {
    /// The largest stretch kept populated ahead of an array, in bytes: two huge pages.
    static let most = 4 << 20
    /// The fewest bytes an array holds before it is populated ahead: sixteen 4 KiB pages.
    static let least = 64 << 10

    /// For each array (by its place in the list `stretches(of:)` is given), the storage it was
    /// last seen in and the address up to which it was populated.
    private var reached: [(start: UnsafeRawPointer, end: UnsafeRawPointer)?] = []

    /// The stretches to populate now, ahead of `arrays` (each array always in the same place
    /// of the list), remembering them as populated: for an array whose room is large
    /// (`MemoryAdvice.threshold`), when less than half the stretch it should have ahead is
    /// populated, up to that stretch past what it holds, within its room.
    mutating func stretches(of arrays: [GrowingMemory]) -> [MemoryStretch] {
        if reached.count < arrays.count { reached += repeatElement(nil, count: arrays.count - reached.count) }
        var stretches: [MemoryStretch] = []
        for (index, array) in arrays.enumerated() {
            guard let start = array.start, array.room >= MemoryAdvice.threshold else { continue }
            let written = start + array.written
            // New storage (the array outgrew its room and moved): nothing past it is populated.
            if reached[index]?.start != start { reached[index] = (start, written) }
            let ahead = min(array.written, PopulatedAhead.most)
            guard ahead >= PopulatedAhead.least, let populated = reached[index]?.end else { continue }
            let target = start + min(array.written + ahead, array.room)
            let from = max(populated, written)
            guard populated - written < ahead / 2, target > from else { continue }
            stretches.append(
                MemoryStretch(start: UnsafeMutableRawPointer(mutating: from), bytes: target - from))
            reached[index] = (start, target)
        }
        return stretches
    }
}

/// The memory of a growing array: where its storage starts, and how many bytes of it are
/// written (its elements') and reserved (its capacity's).
///
/// The start is read once and never written through here: it is only handed to the kernel
/// (`Parallelism.populateMemory`), which backs memory without changing what it holds.
struct GrowingMemory {
    /// Where the array's elements start; nil for an array without storage.
    let start: UnsafeRawPointer?
    /// The bytes of its elements.
    let written: Int
    /// The bytes of its capacity.
    let room: Int

    /// The memory of `array`.
    init<Element>(_ array: [Element]) {
        start = array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        written = array.count * MemoryLayout<Element>.stride
        room = array.capacity * MemoryLayout<Element>.stride
    }

    /// `written` bytes held in `room` from `start`.
    init(start: UnsafeRawPointer?, written: Int, room: Int) {
        (self.start, self.written, self.room) = (start, written, room)
    }
}

/// Memory handed to `Parallelism.populateMemory`: `bytes` bytes from `start`.
struct MemoryStretch: @unchecked Sendable {
    let start: UnsafeMutableRawPointer
    let bytes: Int
}
