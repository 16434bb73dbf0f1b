/// "Did you mean": the closest candidate to a misspelt word by edit distance.
public enum EditDistance {
    /// The Damerau–Levenshtein (optimal string alignment) distance, case-insensitive, giving up
    /// once it exceeds `limit` (returns `limit + 1`), so long inputs stay cheap.
    public static func distance(_ a: String, _ b: String, limit: Int = 3) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// The candidate closest to `word`, if it is close: within a third of the word's length
    /// (at least 1, at most 3). Ties go to the earlier candidate; an exact match is not a
    /// suggestion.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let distance = distance(word, candidate, limit: limit)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        if best == nil {
            let lower = word.lowercased()
            if let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lower) && word.count >= 3 })
            {
                return prefixed
            }
        }
        return best?.0
    }
}
