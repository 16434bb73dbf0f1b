/// The plain lines a parser has read, by their bytes, with the command each made: a long
/// script repeats a few lines (`route pushTest`, `back`, `dismiss`…) over and over, and a line
/// met again is then one lookup of its bytes, where reading it anew scanned it word by word
/// and looked each word up (`Lexer.plainLine()`, `Parser.plainCommand(_:)`), more than a
/// quarter of what a command cost outside the model.
///
/// A plain line's command depends only on its bytes, from where the lexer stands to its
/// newline: the same bytes make the same command, its ranges moved along with where the line
/// starts (every byte of the line is ASCII, one column each). So an entry keeps the command's
/// form and argument, with the argument's range and the statement's counted from the line's
/// start. Lines of up to 31 bytes are kept (a key read from a line's start holds its newline
/// among the 32 bytes it is read from; only a key made from a line's middle reaches 32), the
/// first `limit` different ones met.
struct PlainLineMemo {
    /// The longest line kept: four 8-byte words.
    static let maximumLength = 32
    /// How many lines are kept, few enough that the table stays sparse.
    private static let limit = 64
    /// log2 of the number of slots.
    private static let slotBits = 7

    /// A line's bytes from the lexer's position to its newline, packed little-endian into four
    /// words, zero past its end, with its length.
    struct Key: Equatable {
        var words: (UInt64, UInt64, UInt64, UInt64)
        var length: Int

        /// The key of the `length` bytes at `raw`, of which 32 may be read.
        @inline(__always)
        init(_ raw: UnsafeRawPointer, length: Int) {
            self.length = length
            words = (
                Self.word(raw, 0, length), Self.word(raw, 1, length), Self.word(raw, 2, length),
                Self.word(raw, 3, length)
            )
        }

        /// The key of the line starting at `raw`, of which 32 bytes may be read, when its
        /// newline lies among them; nil otherwise. Its length is the newline's offset.
        ///
        /// Each word is kept as it is loaded to look for the newline, the bytes from the newline
        /// on cleared: loading them again to make the key (`init(_:length:)`) cost about twenty
        /// instructions a line.
        @inline(__always)
        static func line(at raw: UnsafeRawPointer) -> Key? {
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            for index in 0..<4 {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
                let newlines = ByteLanes.equal(word, 0x0A)
                // The bits of the bytes before the first newline: its mark, the high bit of its
                // byte, alone, moved down to the byte's low bit, less one.
                let kept = newlines == 0 ? word : word & ((newlines & (0 &- newlines)) >> 7 &- 1)
                switch index {
                case 0: words.0 = kept
                case 1: words.1 = kept
                case 2: words.2 = kept
                default: words.3 = kept
                }
                if newlines != 0 {
                    let key = Key(words: words, length: 8 * index + (newlines.trailingZeroBitCount >> 3))
                    #if DEBUG
                        precondition(key == Key(raw, length: key.length))
                    #endif
                    return key
                }
            }
            return nil
        }

        /// A key of these words and length.
        @inline(__always)
        private init(words: (UInt64, UInt64, UInt64, UInt64), length: Int) {
            self.words = words
            self.length = length
        }

        /// Word `index` of the key: the bytes at `8 * index` up to the end of the line.
        @inline(__always)
        private static func word(_ raw: UnsafeRawPointer, _ index: Int, _ length: Int) -> UInt64 {
            let bytes = length - 8 * index
            if bytes <= 0 { return 0 }
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
            return bytes >= 8 ? word : word & ((1 << UInt64(bytes * 8)) - 1)
        }

        static func == (left: Key, right: Key) -> Bool {
            left.length == right.length && left.words.0 == right.words.0 && left.words.1 == right.words.1
                && left.words.2 == right.words.2 && left.words.3 == right.words.3
        }

        /// The first slot to probe.
        var slot: Int {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var mixed = words.0 &* multiplier ^ words.1
            mixed = mixed &* multiplier ^ words.2
            mixed = mixed &* multiplier ^ words.3
            mixed = (mixed ^ UInt64(length)) &* multiplier
            return Int(truncatingIfNeeded: mixed >> UInt64(64 - PlainLineMemo.slotBits))
        }
    }

    /// What a kept line's command is, apart from its argument's text and place.
    enum Form {
        /// A command with no located argument, kept whole in `Entry.bare`.
        case bare
        /// `route NAME`.
        case route
        /// `tap NAME`.
        case tap
        /// `sizeclass [AXIS] VALUE`.
        case sizeClass(SizeClassAxisSyntax, SizeClassSyntax)
    }

    /// One line kept, flat: reading a whole command back out of the table and moving its
    /// ranges copied it, and its name, through value witnesses.
    struct Entry {
        var key: Key
        var form: Form
        /// The command, when `form` is `bare`.
        var bare: Command
        /// The argument's text, for `route` and `tap`.
        var name: String
        /// The argument's bytes and the statement's, counted from the line's start.
        var argument: Range<Int>
        var range: Range<Int>
    }

    private var entries: [Entry] = []
    /// For each slot, the index of the entry there, or -1.
    private var slots = [Int](repeating: -1, count: 1 << slotBits)

    /// The index of the entry kept for the line whose bytes make `key`, or nil when none is.
    @inline(__always)
    func find(_ key: Key) -> Int? {
        entries.withUnsafeBufferPointer { buffer in
            guard let entries = buffer.baseAddress else { return nil }
            var slot = key.slot
            while true {
                let index = slots[slot]
                if index < 0 { return nil }
                if entries[index].key == key { return index }
                slot = (slot + 1) & (slots.count - 1)
            }
        }
    }

    /// The command and statement range of entry `index` (from `find(_:)`) for its line
    /// starting at `start`. Read in the buffer, field by field: an entry is never copied
    /// whole. The start is tested once for both ranges (`range(_:from:room:)`).
    @inline(__always)
    func line(_ index: Int, at start: SourceLocation) -> (command: Command, range: SourceRange) {
        let room = start.hasRoom(forASCII: Self.maximumLength)
        return entries.withUnsafeBufferPointer { buffer in
            let command: Command
            switch buffer[index].form {
            case .bare: command = buffer[index].bare
            case .route:
                command = .route(
                    Located(
                        buffer[index].name, at: Self.range(buffer[index].argument, from: start, room: room)))
            case .tap:
                command = .tap(
                    Located(
                        buffer[index].name, at: Self.range(buffer[index].argument, from: start, room: room)))
            case .sizeClass(let axis, let value):
                command = .sizeClass(
                    axis: axis,
                    Located(value, at: Self.range(buffer[index].argument, from: start, room: room)))
            }
            return (command, Self.range(buffer[index].range, from: start, room: room))
        }
    }

    /// The statement range of entry `index` for its line starting at `start`, `length` bytes
    /// long up to its newline, and the location of that newline, as the statement's start
    /// moved along the line makes it: with one test of the start for all three (the newline
    /// lies within `maximumLength` bytes too), where the newline's location took three more.
    @inline(__always)
    func rangeAndEnd(_ index: Int, length: Int, at start: SourceLocation) -> (
        range: SourceRange, end: SourceLocation
    ) {
        let bytes = entries.withUnsafeBufferPointer { $0[index].range }
        // One test of the start, in one branch for all three: the range made before a second
        // test for the end cost the run-ahead loop more values kept across it (b20k 2,214 ->
        // 2,219 instructions a command).
        if start.hasRoom(forASCII: Self.maximumLength) {
            return (
                Self.range(bytes, from: start, room: true),
                start.advanced(byASCII: length, within: Self.maximumLength)
            )
        }
        let range = Self.range(bytes, from: start, room: false)
        return (range, range.start.advanced(byASCII: start.offset + length - range.start.offset))
    }

    /// The range of the argument of entry `index`'s command for its line starting at `start`,
    /// if it has one: what `line(_:at:)` holds, without the command.
    func argument(_ index: Int, at start: SourceLocation) -> SourceRange? {
        entries.withUnsafeBufferPointer { buffer in
            switch buffer[index].form {
            case .bare: return nil
            case .route, .tap, .sizeClass:
                return Self.range(
                    buffer[index].argument, from: start, room: start.hasRoom(forASCII: Self.maximumLength))
            }
        }
    }

    /// The source range of `bytes`, counted from the start of a kept line, for the line
    /// starting at `start`, where `room` is `start.hasRoom(forASCII: maximumLength)`. Every
    /// range counted here lies within the line, at most `maximumLength` bytes on: one test of
    /// the start, made once by the caller for all its ranges, not three of each location.
    @inline(__always)
    private static func range(_ bytes: Range<Int>, from start: SourceLocation, room: Bool) -> SourceRange {
        if room {
            return SourceRange(
                start: start.advanced(byASCII: bytes.lowerBound, within: maximumLength),
                end: start.advanced(byASCII: bytes.upperBound, within: maximumLength))
        }
        return SourceRange(
            start: start.advanced(byASCII: bytes.lowerBound), end: start.advanced(byASCII: bytes.upperBound))
    }

    /// Keeps the line whose bytes make `key`, not kept yet, which starts at byte `start` and
    /// made `command` and `range`; does nothing once `limit` lines are kept.
    mutating func learn(_ key: Key, command: Command, range: SourceRange, start: Int) {
        guard entries.count < Self.limit else { return }
        func relative(_ range: SourceRange) -> Range<Int> {
            (range.start.offset - start)..<(range.end.offset - start)
        }
        var entry = Entry(
            key: key, form: .bare, bare: command, name: "", argument: 0..<0, range: relative(range))
        switch command {
        case .route(let tag):
            (entry.form, entry.name, entry.argument) = (.route, tag.value, relative(tag.range))
        case .tap(let label):
            (entry.form, entry.name, entry.argument) = (.tap, label.value, relative(label.range))
        case .sizeClass(let axis, let value):
            (entry.form, entry.argument) = (.sizeClass(axis, value.value), relative(value.range))
        default: break
        }
        if case .bare = entry.form {} else { entry.bare = .quit }
        var slot = key.slot
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = entries.count
        entries.append(entry)
    }
}
