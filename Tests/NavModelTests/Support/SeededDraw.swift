/// Numbers below a bound drawn from a seed by a linear congruential generator: how
/// `MoveMemoTests` and `MemoContextTests` draw their random models. Their seeds name models
/// checked at length once (see `MemoContextTests`), so the sequence must stay this one.
struct SeededDraw {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// The next number, from 0 up to `bound` (excluded).
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
