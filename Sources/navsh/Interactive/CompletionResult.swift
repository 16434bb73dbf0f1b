/// The answer to a Tab: which part of the line to replace, and with what.
///
/// Offsets count Unicode scalars, the unit libedit edits in, so `"é"` is one.
struct CompletionResult: Equatable, Sendable {
    /// Where the word being completed starts; it runs to the cursor.
    var replacementStart: Int
    /// The possible words, each already quoted as the language needs (`"Go to subview"`).
    var candidates: [String]

    /// Creates a result replacing from `replacementStart` to the cursor.
    init(replacementStart: Int, candidates: [String]) {
        self.replacementStart = replacementStart
        self.candidates = candidates
    }

    /// No completion: Tab beeps.
    static let none = CompletionResult(replacementStart: 0, candidates: [])
}
