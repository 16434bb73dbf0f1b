/// What a Tab does with a set of candidates, decided without a terminal so it can be
/// tested: the bash and fish behaviour.
///
/// - no candidate: nothing changes, the terminal beeps;
/// - one: it replaces the word, followed by a space (not after a directory's `/`, so
///   the path can go on);
/// - several: the word grows to their longest common prefix, and they are listed.
struct CompletionPlan: Equatable, Sendable {
    /// The text that replaces the word being completed, or nil to leave it alone.
    var replacement: String?
    /// The candidates to list below the line; empty when there is nothing to list.
    var listing: [String]
    /// Whether to beep: there was nothing to complete.
    var beeps: Bool

    /// Decides what to do when `typed` is the word before the cursor.
    init(typed: String, candidates: [String]) {
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        switch unique.count {
        case 0:
            replacement = nil
            listing = []
            beeps = true
        case 1:
            let only = unique[0]
            replacement = only.hasSuffix("/") ? only : only + " "
            listing = []
            beeps = false
        default:
            let common = Self.longestCommonPrefix(unique)
            // Never shorten what was typed: a candidate list that does not extend it
            // (say, matched case-insensitively) only lists.
            replacement = common.unicodeScalars.count > typed.unicodeScalars.count ? common : nil
            listing = unique
            beeps = false
        }
    }

    /// The longest string every element starts with, compared by Unicode scalar so a
    /// prefix never ends in the middle of what libedit sees as one character.
    static func longestCommonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map({ Array($0.unicodeScalars) }) else { return "" }
        for string in strings.dropFirst() {
            let scalars = Array(string.unicodeScalars)
            var length = 0
            while length < min(prefix.count, scalars.count) && prefix[length] == scalars[length] {
                length += 1
            }
            prefix.removeSubrange(length...)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: prefix)
        return String(result)
    }
}
