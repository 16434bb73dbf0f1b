import NavModel

/// Self-checking scripts (language.md): each statement's output is compared with the `#>`
/// lines under the line it ends on.
public enum SelfCheck {
    /// One statement group whose output differs from its `#>` block.
    public struct Mismatch: Hashable, Sendable {
        /// The line the statements end on.
        public var line: Int
        /// The expected lines.
        public var expected: [String]
        /// What was printed.
        public var actual: [String]
    }

    /// The result of checking one script.
    public struct Report: Sendable {
        /// The blocks that differ.
        public var mismatches: [Mismatch]
        /// Diagnostics of a script that stopped early (an unexpected error or failed expect).
        public var failure: [String]
        /// The file with every checked block replaced by what was printed (`--update`).
        public var updated: String
        /// Whether it passed.
        public var passed: Bool { mismatches.isEmpty && failure.isEmpty }
    }

    /// The options self-checks run with: no colour, no location, undo available.
    static var options: Interpreter.Options {
        var options = Interpreter.Options()
        options.showsLocation = false
        options.showsSource = false
        options.undoPolicy = .always
        return options
    }

    /// Runs a script and compares its output with its `#>` blocks.
    public static func check(_ source: SourceFile, host: ScriptHost, platform: Platform = .standard) -> Report
    {
        let parsed = Parser.parse(source)
        let sink = CollectingSink()
        let interpreter = Interpreter(host: host, sink: sink, options: options, platform: platform)
        if !parsed.errors.isEmpty {
            let renderer = DiagnosticRenderer(showsLocation: true, showsSource: true)
            let lines = parsed.errors.flatMap { renderer.lines(Diagnostic($0), source: source) }
            return Report(
                mismatches: [], failure: lines, updated: String(decoding: source.bytes, as: UTF8.self))
        }
        var output: [Int: [String]] = [:]
        var failure: [String] = []
        var ranThrough = Int.max
        for statement in parsed.statements {
            sink.clear()
            let outcome = interpreter.execute(statement)
            output[statement.range.end.line, default: []] += sink.texts
            if case .failed = outcome {
                let location = statement.range.start
                failure = ["\(location): the script stopped here:"] + sink.texts
                ranThrough = statement.range.end.line
                break
            }
            if case .quit = outcome {
                ranThrough = statement.range.end.line
                break
            }
        }
        var mismatches: [Mismatch] = []
        var updated: [UInt8] = []
        var copied = 0
        for block in parsed.expectedBlocks where block.afterLine <= ranThrough {
            let expected = block.lines == [""] ? [] : block.lines
            let actual = output[block.afterLine] ?? []
            if expected != actual {
                mismatches.append(Mismatch(line: block.afterLine, expected: expected, actual: actual))
            }
            updated += source.bytes[copied..<block.start]
            updated += Array(blockText(actual).utf8)
            copied = block.end
        }
        updated += source.bytes[copied...]
        return Report(
            mismatches: mismatches, failure: failure, updated: String(decoding: updated, as: UTF8.self))
    }

    /// The `#>` lines for some output; a bare `#>` for none.
    static func blockText(_ lines: [String]) -> String {
        if lines.isEmpty { return "#>\n" }
        return lines.map { $0.isEmpty ? "#>\n" : "#> " + $0 + "\n" }.joined()
    }

    /// The script with a `#>` block after every line whose statements print something, as
    /// `record` writes it. Existing blocks are replaced.
    public static func withExpectedOutput(_ source: SourceFile, host: ScriptHost) -> String {
        let parsed = Parser.parse(source)
        let sink = CollectingSink()
        let interpreter = Interpreter(host: host, sink: sink, options: options)
        var output: [Int: [String]] = [:]
        for statement in parsed.statements {
            sink.clear()
            let outcome = interpreter.execute(statement)
            output[statement.range.end.line, default: []] += sink.texts
            if case .failed = outcome { break }
        }
        var text = ""
        let blockLines = Set(
            parsed.expectedBlocks.flatMap { block in
                (block.afterLine + 1)...(block.afterLine + block.lines.count)
            })
        for line in 1...max(1, source.lineStarts.count) {
            if blockLines.contains(line) { continue }
            if line == source.lineStarts.count && source.lineText(line).isEmpty { break }
            text += source.lineText(line) + "\n"
            if let printed = output[line], !printed.isEmpty { text += blockText(printed) }
        }
        return text
    }

    /// A unified-style diff of one mismatch, headed `FILE:LINE`.
    public static func diff(_ mismatch: Mismatch, file: String) -> [String] {
        var lines = ["\(file):\(mismatch.line)", "--- expected", "+++ actual"]
        let a = mismatch.expected
        let b = mismatch.actual
        // Longest common subsequence table; blocks are small.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append(" " + a[i])
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append("+" + b[j])
                j += 1
            } else {
                lines.append("-" + a[i])
                i += 1
            }
        }
        return lines
    }
}
