/// Lays out completion candidates in columns, filled top to bottom as `ls` does.
enum CompletionLayout {
    /// The lines that list `items` in a terminal `width` columns wide: each column as
    /// wide as the longest item plus two spaces, as many columns as fit (at least one).
    static func lines(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let widest = items.map { displayWidth($0) }.max() ?? 0
        let columnWidth = widest + 2
        let columns = max(1, min(items.count, (max(width, 1) + 2) / columnWidth))
        let rows = (items.count + columns - 1) / columns
        return (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < items.count else { break }
                let item = items[index]
                line += item
                if column < columns - 1 && index + rows < items.count {
                    line += String(repeating: " ", count: columnWidth - displayWidth(item))
                }
            }
            return line
        }
    }

    /// The columns `text` takes, counting one per character (wide CJK is not handled).
    static func displayWidth(_ text: String) -> Int {
        text.count
    }
}
