/// The words of the language the lexer hands out without building a `String` for each: a
/// command's first word and the few words after it are the most common identifiers of a
/// script, and a string literal's text costs nothing to copy, while decoding the same five
/// bytes into a new string cost more than the rest of lexing the word.
///
/// An open-addressed table keyed by the word's bytes packed into two integers, so a lookup
/// is a multiply, a probe or two and two comparisons. Only a word found here comes out as the
/// table's string; every other identifier is decoded, and the first few such names a lexer
/// meets are learnt into its copy of the table (`text(in:from:to:)`). Either way the token's
/// text is the same.
struct LexedWords {
    /// The one table, built on first use.
    static let shared = LexedWords(
        words: Keywords.topLevel + Keywords.viewMembers + Keywords.values + Expectation.keywords
            + ["outside", "back", "down", "vertical", "horizontal", "compact", "regular", "style", "active"])

    /// The longest word kept: two 8-byte halves.
    private static let maximumLength = 16
    /// log2 of the number of slots, enough to keep the table sparse.
    private static let slotBits = 8
    /// How many names of a script a table learns besides the language's words, few enough
    /// that it stays sparse.
    private static let learnedLimit = 64

    /// How many names this table has learnt.
    private var learned = 0

    /// The words, in the order they were added. One array of entries rather than one array
    /// a field: the runtime builds each array type's metadata from its mangled name the first
    /// time one grows, and `[PlainWord?]` alone cost more than all the words' insertions.
    private var entries: [Entry] = []
    /// For each slot, the index of the word there, or -1. `[Int]`, not a narrower integer,
    /// as the runtime builds each array type's metadata the first time one is made, and
    /// every run makes `[Int]` anyway.
    private var slots: [Int]

    /// One word of the table.
    private struct Entry {
        /// The word's text.
        var word: String
        /// The word's packed bytes.
        var key: Key
        /// The word as a word of a plain command line, where it is one.
        var plain: PlainWord?
    }

    /// A word's bytes in two integers, little-endian, zero past its end. No identifier holds a
    /// zero byte, so the words of different lengths have different keys.
    private struct Key: Equatable {
        var low: UInt64
        var high: UInt64

        init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }

        init?(_ text: UnsafeBufferPointer<UInt8>) {
            guard text.count <= LexedWords.maximumLength else { return nil }
            (low, high) = (0, 0)
            for index in 0..<text.count {
                let shift = UInt64(index & 7) << 3
                if index < 8 {
                    low |= UInt64(text[index]) << shift
                } else {
                    high |= UInt64(text[index]) << shift
                }
            }
        }

        /// The key of `buffer[start..<end]`, read as two 8-byte loads masked to its length
        /// when 16 bytes from `start` lie inside the buffer (nearly always), a fraction of the
        /// byte loop's cost; else as `init?(_:)` reads it.
        init?(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
            let count = end - start
            guard start + 16 <= buffer.count, let base = buffer.baseAddress else {
                self.init(UnsafeBufferPointer(rebasing: buffer[start..<end]))
                return
            }
            guard count <= LexedWords.maximumLength else { return nil }
            let raw = UnsafeRawPointer(base + start)
            let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                self.init(low: first & ((1 << UInt64(count * 8)) - 1), high: 0)
            } else {
                let mask: UInt64 = count == 16 ? ~0 : (1 << UInt64((count - 8) * 8)) - 1
                self.init(low: first, high: second & mask)
            }
        }

        /// The first slot to probe.
        var slot: Int {
            let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: mixed >> UInt64(64 - LexedWords.slotBits))
        }
    }

    private init(words: [String]) {
        slots = Array(repeating: -1, count: 1 << Self.slotBits)
        for word in words {
            var word = word
            let key = word.withUTF8 { Key($0) }
            guard let key, index(of: key) == nil else { continue }
            insert(word, key: key, plain: nil)
        }
        // Every plain word is in the table from the start, so a name learnt later never is one.
        for plain in PlainWord.allCases {
            var word = plain.rawValue
            guard let key = word.withUTF8({ Key($0) }) else { continue }
            if let index = index(of: key) {
                entries[index].plain = plain
            } else {
                insert(word, key: key, plain: plain)
            }
        }
    }

    /// Adds `word`, whose bytes make `key`, which is not in the table yet, and which is the
    /// plain word `plain`.
    private mutating func insert(_ word: String, key: Key, plain: PlainWord?) {
        var slot = key.slot
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = entries.count
        entries.append(Entry(word: word, key: key, plain: plain))
    }

    /// The text of the identifier `buffer[start..<end]`, valid UTF-8, and what it is in a
    /// plain command line: the table's string when the table holds it; else decoded, and
    /// learnt while fewer than `learnedLimit` names are, so that the next time it is met it
    /// is the table's string too. A script names the same few tags and labels line after
    /// line, and decoding a name cost twice what finding it does.
    mutating func text(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> (text: String, plain: PlainWord?)
    {
        let key = Key(buffer, from: start, to: end)
        if let key, let index = index(of: key) { return (entries[index].word, entries[index].plain) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        if let key, learned < Self.learnedLimit {
            insert(text, key: key, plain: nil)
            learned += 1
        }
        return (text, nil)
    }

    /// The index of the word whose bytes make `key`, or nil.
    private func index(of key: Key) -> Int? {
        var slot = key.slot
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            if entries[index].key == key { return index }
            slot = (slot + 1) & (slots.count - 1)
        }
    }
}
