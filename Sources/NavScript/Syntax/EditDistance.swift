/// "Did you mean" suggestions: a bounded, case-insensitive Damerau–Levenshtein distance.
///
/// The distance is the optimal-string-alignment variant (insert, delete, substitute, swap two
/// neighbours), over lowercased Unicode scalars. Words longer than `maxLength` scalars get no
/// suggestion, which keeps the cost per candidate bounded.
public enum EditDistance {
    /// Longer words (or candidates) are not compared.
    public static let maxLength = 64

    /// The distance between `a` and `b` ignoring case, or `nil` when it exceeds `limit` or a
    /// word is longer than `maxLength`.
    public static func distance(_ a: String, _ b: String, limit: Int = maxLength) -> Int? {
        let source = Array(a.lowercased().unicodeScalars)
        let target = Array(b.lowercased().unicodeScalars)
        guard source.count <= maxLength, target.count <= maxLength else { return nil }
        guard abs(source.count - target.count) <= limit else { return nil }
        if source.isEmpty || target.isEmpty {
            let result = max(source.count, target.count)
            return result <= limit ? result : nil
        }
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let result = previous[target.count]
        return result <= limit ? result : nil
    }

    /// The largest distance worth suggesting for `word`: 1 up to 3 scalars, 2 up to 6, then 3.
    public static func threshold(for word: String) -> Int {
        let count = word.unicodeScalars.count
        return count <= 3 ? 1 : count <= 6 ? 2 : 3
    }

    /// The candidate closest to `word` within `threshold(for:)`, or `nil`. Ties go to the
    /// longer common prefix, then to the earlier candidate.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = threshold(for: word)
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int, prefix: Int)?
        for candidate in candidates {
            guard let distance = distance(word, candidate, limit: limit) else { continue }
            let prefix = commonPrefixLength(lowered, candidate.lowercased())
            if let current = best,
                current.distance < distance || (current.distance == distance && current.prefix >= prefix)
            {
                continue
            }
            best = (candidate, distance, prefix)
        }
        return best?.candidate
    }

    private static func commonPrefixLength(_ a: String, _ b: String) -> Int {
        var count = 0
        for (x, y) in zip(a.unicodeScalars, b.unicodeScalars) {
            guard x == y else { break }
            count += 1
        }
        return count
    }
}
