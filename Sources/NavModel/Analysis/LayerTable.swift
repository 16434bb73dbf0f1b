/// The distinct layers of an exploration's states, numbered, with what the explorer reads of
/// each; and the keys of states written as their layers' numbers.
///
/// A `StateEncoder` key is the environment, then each layer's bytes, which depend on that layer
/// alone. An exploration of a million states holds only some thousands of distinct layers
/// (17,091 on ex7, in states of one to eight layers), so the `StateTable` keeps a state as its
/// environment and its layers' numbers (a *layer key*): 4 to 18 bytes on ex7 rather than
/// about 50. Keys are hashed, compared and copied in a fraction of the time and memory, and
/// what the explorer needs of a layer (its frames' views, its origin, its coverage marks) is
/// read from the key once per layer rather than once per state.
///
/// Layer `n` of a table is written in a layer key as the number `n + 1` (LEB128, as a
/// `StateEncoder` key writes numbers). A worker that reaches a layer the table does not hold,
/// which it only reads while the workers run, writes it out in full instead: `0`, its length,
/// its bytes (a *literal* layer); the merge, which alone adds layers, numbers it
/// (`canonicalKey(of:into:)`) before the key is looked up or kept. The window's layer (the first),
/// which has no origin, and presented layers are numbered apart: the same bytes read differently.
struct LayerTable: Sendable {
    /// What the explorer reads of a layer.
    struct Info: Sendable {
        /// How many frames it has.
        var frameCount: Int32
        /// Its origin's frame (in the layer below) and trigger, -1 for the window's layer.
        var originFrame: Int32
        var originTrigger: Int32
        /// Its origin's code (`Layer.Origin.codes`: modifier << 4 | screen), 0 for the window's;
        /// where that byte lies in the layer's bytes, -1 for the window's.
        var code: UInt8
        var codeOffset: Int32
        /// Where its frames' placements lie (one byte each), and its pushed frame's, or
        /// `LayerTable.noPush` when it has a single frame.
        var placementsOffset: Int32
        var placement: UInt8
        /// Whether it has requests queued or dropped.
        var hasRequests: Bool
        /// For the window's layer, whether it shows the root alone or with its detail (a home
        /// state, with nothing presented).
        var isHome: Bool
        /// Where its frames' views start in `views`, and its coverage marks in `shown` and
        /// `changed`.
        var firstView: Int32
        var shown: Range<Int32>
        var changed: Range<Int32>
    }

    /// `Info.placement` of a layer with a single frame.
    static let noPush: UInt8 = 3

    private var window = StateTable(keepingRecent: false)
    private var presented = StateTable(keepingRecent: false)
    private var windowInfo: [Info] = []
    private var presentedInfo: [Info] = []
    /// How many bytes the table keeps of its layers: their keys, end to end, and their frames'
    /// views (what counts against `Explorer.Limits.maxKeyBytes`).
    var keptBytes: Int { window.keyBytes + presented.keyBytes + views.count * MemoryLayout<Int32>.stride }
    /// The frames' views of every layer, layer after layer.
    private(set) var views: [Int32] = []
    /// Every layer's coverage marks (`CoverageBasis.mark`), one after another.
    private(set) var shown: [Int32] = []
    private(set) var changed: [Int64] = []
    /// Whether the merge has counted each layer's marks in the coverage (see `cover`).
    private var windowCovered: [Bool] = []
    private var presentedCovered: [Bool] = []
    /// What coverage is measured against; nil when it is not kept.
    private let basis: CoverageBasis?
    /// What coverage is measured against, for checks.
    var coverageBasis: CoverageBasis? { basis }

    /// An empty table, which works out layers' coverage marks against `basis` when given.
    init(basis: CoverageBasis?) { self.basis = basis }

    /// The layer numbered `number` (a layer key's number less one) at the window or above it.
    @inline(__always)
    func info(_ number: Int, atWindow: Bool) -> Info {
        atWindow ? windowInfo[number] : presentedInfo[number]
    }

    /// The number of the layer whose bytes are `layer`, or nil if the table does not hold it.
    @inline(__always)
    func number(of layer: UnsafeBufferPointer<UInt8>, atWindow: Bool) -> Int? {
        let found = atWindow ? window.number(of: layer) : presented.number(of: layer)
        return found.map { Int($0) }
    }

    /// The number of the layer whose bytes are `layer`, which it adds if new.
    mutating func intern(_ layer: UnsafeBufferPointer<UInt8>, atWindow: Bool) -> Int {
        if let known = number(of: layer, atWindow: atWindow) { return known }
        let info = read(layer, atWindow: atWindow)
        if atWindow {
            window.add(layer, hash: StateTable.hash(layer))
            windowInfo.append(info)
            windowCovered.append(false)
            return windowInfo.count - 1
        }
        presented.add(layer, hash: StateTable.hash(layer))
        presentedInfo.append(info)
        presentedCovered.append(false)
        return presentedInfo.count - 1
    }

    /// Reads what `Info` keeps of a layer's bytes, and appends its views and coverage marks.
    private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, atWindow: Bool) -> Info {
        var reader = KeyReader(bytes)
        var info = Info(
            frameCount: Int32(truncatingIfNeeded: reader.read()), originFrame: -1, originTrigger: -1,
            code: 0, codeOffset: -1, placementsOffset: 0, placement: LayerTable.noPush,
            hasRequests: false,
            isHome: false, firstView: Int32(views.count), shown: Int32(shown.count)..<Int32(shown.count),
            changed: Int32(changed.count)..<Int32(changed.count))
        if !atWindow {
            info.originFrame = Int32(truncatingIfNeeded: reader.read())
            info.originTrigger = Int32(truncatingIfNeeded: reader.read())
            info.codeOffset = Int32(reader.position)
            info.code = UInt8(truncatingIfNeeded: reader.read())
        }
        let frames = Int(info.frameCount)
        info.placementsOffset = Int32(reader.position)
        if frames > 1 { info.placement = reader.byte(at: reader.position + 1) }
        info.isHome =
            atWindow
            && (frames == 1 || (frames == 2 && info.placement == StateEncoder.detailPlacementCode))
        reader.skip(frames)
        let framesStart = reader.position
        for _ in 0..<frames {
            views.append(Int32(truncatingIfNeeded: reader.read()))
            KeyLayout.skipFrameAfterView(&reader)
        }
        info.hasRequests = KeyLayout.skipRequests(&reader) > 0
        if let basis {
            var marks = KeyReader(bytes, from: framesStart)
            basis.mark(frames: frames, &marks, shown: &shown, changed: &changed)
            info.shown = info.shown.lowerBound..<Int32(shown.count)
            info.changed = info.changed.lowerBound..<Int32(changed.count)
        }
        return info
    }

    /// The view of frame `frame` of the layer numbered `number`.
    @inline(__always)
    func view(ofFrame frame: Int, _ number: Int, atWindow: Bool) -> Int {
        Int(views[Int(info(number, atWindow: atWindow).firstView) + frame])
    }

    /// The view of the frame presenting the (presented) layer numbered `number` in the layer
    /// numbered `below` under it.
    @inline(__always)
    func presenterView(of number: Int, below: Int, belowAtWindow: Bool) -> Int {
        view(ofFrame: Int(info(number, atWindow: false).originFrame), below, atWindow: belowAtWindow)
    }

    // MARK: Layer keys

    /// Where a layer key's environment ends: it is three numbers, as a `StateEncoder` key's.
    static func environmentEnd(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var reader = KeyReader(key)
        _ = reader.read()
        _ = reader.read()
        _ = reader.read()
        return reader.position
    }

    /// The `NodeInfo` of the state whose layer key (every layer numbered) is `key`.
    ///
    /// It counts the key's layers as `layerCount(ofKey:)` does and reads only the top two
    /// numbers, back from the key's end: reading every number in order was 187 instructions a
    /// state on ex7.
    func nodeInfo(ofKey key: UnsafeBufferPointer<UInt8>) -> NodeInfo { withView { $0.nodeInfo(ofKey: key) } }

    /// How many layers the state whose layer key is `key` has: the key's numbers, counted by
    /// their last bytes (below 0x80) eight bytes at a time, less the environment's three.
    @inline(__always)
    static func layerCount(ofKey key: UnsafeBufferPointer<UInt8>) -> Int { max(1, numberCount(key) &- 3) }

    /// How many numbers `key` holds (LEB128): how many of its bytes are below 0x80.
    ///
    /// Eight bytes at a time, each byte's inverted high bit moved to its low bit and the eight
    /// summed by a multiplication into the top byte; a key's last bytes, past a multiple of
    /// eight, from its last eight bytes, those counted already shifted out. Counting the high
    /// bits with `nonzeroBitCount` took a dozen instructions a word (no popcount instruction
    /// in the baseline x86-64 the build targets), and a loop byte by byte for the rest was
    /// vectorised for keys far longer than a layer key: 168 instructions a `nodeInfo` on ex7,
    /// in the merge.
    @inline(__always)
    static func numberCount(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let raw = UnsafeRawBufferPointer(key)
        var numbers: UInt64 = 0
        var index = 0
        while index &+ 8 <= key.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            numbers &+= (((~word >> 7) & ones) &* ones) >> 56
            index &+= 8
        }
        let rest = key.count &- index
        guard rest > 0 else { return Int(numbers) }
        if index > 0 {
            let word = raw.loadUnaligned(fromByteOffset: key.count &- 8, as: UInt64.self)
            // Little-endian: the bytes not counted yet are the word's top `rest`.
            let ends = ((~word >> 7) & ones) >> (UInt64(8 &- rest) &* 8)
            return Int(numbers &+ ((ends &* ones) >> 56))
        }
        for byte in key where byte < 0x80 { numbers &+= 1 }
        return Int(numbers)
    }

    /// The number of `key` that ends where `end` is (LEB128: its last byte is the first before
    /// `end` below 0x80, and the bytes before it up to the previous number's last are its
    /// others), moving `end` to where it starts.
    @inline(__always)
    static func number(before end: inout Int, in key: UnsafeBufferPointer<UInt8>) -> Int {
        var start = end &- 1
        var number = Int(key[start])
        while start > 0 && key[start &- 1] >= 0x80 {
            start &-= 1
            number = number << 7 | Int(key[start] & 0x7F)
        }
        end = start
        return number
    }

    /// Counts the coverage marks of the layers of `key` (a layer key, every layer numbered)
    /// not counted before: a state's marks are its layers', so each layer's are counted once.
    mutating func cover(
        _ key: UnsafeBufferPointer<UInt8>,
        _ mark: (_ shown: ArraySlice<Int32>, _ changed: ArraySlice<Int64>) -> Void
    ) {
        var reader = KeyReader(key, from: LayerTable.environmentEnd(key))
        var atWindow = true
        while !reader.isAtEnd {
            let number = reader.read() &- 1
            if atWindow ? !windowCovered[number] : !presentedCovered[number] {
                if atWindow { windowCovered[number] = true } else { presentedCovered[number] = true }
                let layer = info(number, atWindow: atWindow)
                mark(
                    shown[Int(layer.shown.lowerBound)..<Int(layer.shown.upperBound)],
                    changed[Int(layer.changed.lowerBound)..<Int(layer.changed.upperBound)])
            }
            atWindow = false
        }
    }

    #if DEBUG
        /// Whether `cover(_:_:)` has counted every layer of `key` (a layer key, every layer
        /// numbered). For checks.
        func hasCovered(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
            var reader = KeyReader(key, from: LayerTable.environmentEnd(key))
            var atWindow = true
            while !reader.isAtEnd {
                let number = reader.read() &- 1
                guard atWindow ? windowCovered[number] : presentedCovered[number] else { return false }
                atWindow = false
            }
            return true
        }
    #endif

    /// The coverage marks of every layer of `key` (a layer key, every layer numbered), in
    /// order: a state's marks (`CoverageBasis.mark(_:shown:changed:)`). For checks.
    func marks(ofKey key: UnsafeBufferPointer<UInt8>) -> (shown: [Int32], changed: [Int64]) {
        var reader = KeyReader(key, from: LayerTable.environmentEnd(key))
        var (marked, changes) = ([Int32](), [Int64]())
        var atWindow = true
        while !reader.isAtEnd {
            let layer = info(reader.read() &- 1, atWindow: atWindow)
            marked += shown[Int(layer.shown.lowerBound)..<Int(layer.shown.upperBound)]
            changes += changed[Int(layer.changed.lowerBound)..<Int(layer.changed.upperBound)]
            atWindow = false
        }
        return (marked, changes)
    }

    /// Writes the layer key of `key` (a layer key, some of its layers perhaps literal) with every
    /// layer numbered, adding the layers the table lacks, to the start of `buffer`; returns its
    /// length.
    mutating func canonicalKey(of key: ArraySlice<UInt8>, into buffer: inout [UInt8]) -> Int {
        key.withUnsafeBufferPointer { canonicalKey(of: $0, into: &buffer) }
    }

    /// `canonicalKey(of:into:)` of bytes in memory the caller keeps.
    mutating func canonicalKey(of bytes: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]) -> Int {
        buffer.removeAll(keepingCapacity: true)
        let environmentEnd = LayerTable.environmentEnd(bytes)
        buffer.append(contentsOf: bytes[..<environmentEnd])
        var reader = KeyReader(bytes, from: environmentEnd)
        var atWindow = true
        while !reader.isAtEnd {
            var number = reader.read() &- 1
            if number < 0 {
                number = intern(reader.take(reader.read()), atWindow: atWindow)
            }
            MoveMemo.put(number + 1, to: &buffer)
            atWindow = false
        }
        return buffer.count
    }

    /// Writes the `StateEncoder` key of `key` (a layer key, its layers numbered or literal) to
    /// the start of `buffer`, lengthened if it does not fit; returns its length.
    func encoderKey(of key: ArraySlice<UInt8>, into buffer: inout [UInt8]) -> Int {
        withView { view in key.withUnsafeBufferPointer { view.encoderKey(of: $0, into: &buffer) } }
    }

    /// Appends a layer's bytes to a layer key as a literal layer: 0, its length, its bytes.
    static func putLiteral(_ layer: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        MoveMemo.put(0, to: &key)
        MoveMemo.put(layer.count, to: &key)
        key.append(contentsOf: layer)
    }

    /// Writes the layer key of a `StateEncoder` key with every layer literal, for
    /// `canonicalKey(of:into:)` to number.
    static func literalKey(of key: ArraySlice<UInt8>) -> [UInt8] {
        var written: [UInt8] = []
        key.withUnsafeBufferPointer { key in
            let environmentEnd = LayerTable.environmentEnd(key)
            written.append(contentsOf: key[..<environmentEnd])
            var reader = KeyReader(key, from: environmentEnd)
            var atWindow = true
            while !reader.isAtEnd {
                let start = reader.position
                KeyLayout.skipLayer(&reader, atWindow: atWindow)
                LayerTable.putLiteral(
                    UnsafeBufferPointer(rebasing: key[start..<reader.position]), to: &written)
                atWindow = false
            }
        }
        return written
    }
}

extension LayerTable {
    /// The table read through pointers to its storage, for the workers of an exploration (see
    /// `StateTable.View`).
    struct View {
        fileprivate let window: StateTable.View
        fileprivate let presented: StateTable.View
        fileprivate let windowInfo: UnsafeBufferPointer<Info>
        fileprivate let presentedInfo: UnsafeBufferPointer<Info>
        fileprivate let views: UnsafeBufferPointer<Int32>

        /// The layer numbered `number` at the window or above it.
        @inline(__always)
        func info(_ number: Int, atWindow: Bool) -> Info {
            atWindow ? windowInfo[number] : presentedInfo[number]
        }

        /// The view of frame `frame` of the layer numbered `number`.
        @inline(__always)
        func view(ofFrame frame: Int, _ number: Int, atWindow: Bool) -> Int {
            Int(views[Int(info(number, atWindow: atWindow).firstView) + frame])
        }

        /// The view of the frame presenting the (presented) layer numbered `number` in the
        /// layer numbered `below` under it.
        @inline(__always)
        func presenterView(of number: Int, below: Int, belowAtWindow: Bool) -> Int {
            view(ofFrame: Int(info(number, atWindow: false).originFrame), below, atWindow: belowAtWindow)
        }

        /// The view of frame `frame` of a layer whose frames' views start at `firstView` in the
        /// table's views (its `Info.firstView`): for a reader that has the layer's entry at hand.
        @inline(__always)
        func view(ofFrame frame: Int, firstView: Int) -> Int { Int(views[firstView &+ frame]) }

        /// `LayerTable.nodeInfo(ofKey:)`.
        ///
        /// Through a view taken once (`LayerTable.unsafeView()`): called on the table, it copied
        /// the table (320 bytes) for every state (ex7: 960,295 calls to memcpy, 61M
        /// instructions).
        func nodeInfo(ofKey key: UnsafeBufferPointer<UInt8>) -> NodeInfo {
            let count = LayerTable.layerCount(ofKey: key)
            var end = key.count
            let top = LayerTable.number(before: &end, in: key) &- 1
            guard count > 1 else {
                return NodeInfo(layerCount: 1, presenter: -1, isHome: info(top, atWindow: true).isHome)
            }
            let below = LayerTable.number(before: &end, in: key) &- 1
            let view = presenterView(of: top, below: below, belowAtWindow: count == 2)
            return NodeInfo(
                layerCount: UInt16(truncatingIfNeeded: count),
                presenter: Int64(view) << 32 | Int64(info(top, atWindow: false).originTrigger),
                isHome: false)
        }

        /// The bytes of the layer numbered `number`.
        @inline(__always)
        func bytes(_ number: Int, atWindow: Bool) -> UnsafeBufferPointer<UInt8> {
            atWindow ? window.key(Int32(number)) : presented.key(Int32(number))
        }

        /// The number of the layer whose bytes are `layer`, or nil if the table does not hold it.
        @inline(__always)
        func number(of layer: UnsafeBufferPointer<UInt8>, atWindow: Bool) -> Int? {
            let found = atWindow ? window.number(of: layer) : presented.number(of: layer)
            return found.map { Int($0) }
        }

        /// Writes the `StateEncoder` key of `key` (a layer key, its layers numbered or literal)
        /// to the start of `buffer`; returns its length.
        func encoderKey(of key: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]) -> Int {
            buffer.removeAll(keepingCapacity: true)
            let environmentEnd = LayerTable.environmentEnd(key)
            buffer.append(contentsOf: key[..<environmentEnd])
            var reader = KeyReader(key, from: environmentEnd)
            var atWindow = true
            while !reader.isAtEnd {
                let number = reader.read() &- 1
                if number < 0 {
                    buffer.append(contentsOf: reader.take(reader.read()))
                } else {
                    buffer.append(contentsOf: bytes(number, atWindow: atWindow))
                }
                atWindow = false
            }
            return buffer.count
        }
    }

    /// A view of the table that outlives the call: valid while no layer is added (`intern`),
    /// as during the explorer's merge, which adds none (see `StateTable.unsafeView()`).
    func unsafeView() -> View {
        View(
            window: window.unsafeView(), presented: presented.unsafeView(),
            windowInfo: windowInfo.withUnsafeBufferPointer { $0 },
            presentedInfo: presentedInfo.withUnsafeBufferPointer { $0 },
            views: views.withUnsafeBufferPointer { $0 })
    }

    /// Calls `body` with a view of the table, valid only while it runs.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        window.withView { window in
            presented.withView { presented in
                windowInfo.withUnsafeBufferPointer { windowInfo in
                    presentedInfo.withUnsafeBufferPointer { presentedInfo in
                        views.withUnsafeBufferPointer { views in
                            body(
                                View(
                                    window: window, presented: presented, windowInfo: windowInfo,
                                    presentedInfo: presentedInfo, views: views))
                        }
                    }
                }
            }
        }
    }
}
