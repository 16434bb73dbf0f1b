/// Something that can complete the word at the cursor; the ``LineEditor`` asks it on Tab.
protocol CompletionSource: AnyObject {
    /// The completions for `line` with the cursor at `cursor` (in Unicode scalars).
    func completions(line: String, cursor: Int) -> CompletionResult
}
