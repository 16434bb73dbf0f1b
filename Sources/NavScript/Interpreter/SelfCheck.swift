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

    /// Runs statements in a fresh test-mode interpreter, giving each line's output (keyed by the
    /// line its statements end on) and, if the script stopped, where and what it printed.
    private static func outputs(
        _ parsed: ParseResult, host: ScriptHost, platform: Platform, source: SourceFile
    )
        -> (output: [Int: [String]], failure: [String], ranThrough: Int)
    {
        let sink = CollectingSink()
        let interpreter = Interpreter(host: host, sink: sink, options: options, platform: platform)
        interpreter.sources[source.name] = source
        var output: [Int: [String]] = [:]
        for statement in parsed.statements {
            sink.clear()
            let outcome = interpreter.execute(statement)
            output[statement.range.end.line, default: []] += sink.texts
            switch outcome {
            case .completed: continue
            case .failed:
                return (
                    output, ["\(statement.range.start): the script stopped here:"] + sink.texts,
                    statement.range.end.line
                )
            case .quit:
                return (output, [], statement.range.end.line)
            }
        }
        sink.clear()
        if interpreter.failDanglingExpectation() != nil {
            return (output, ["the script stopped at its end:"] + sink.texts, Int.max)
        }
        return (output, [], Int.max)
    }

    /// Runs a script and compares its output with its `#>` blocks.
    public static func check(_ source: SourceFile, host: ScriptHost, platform: Platform = .standard) -> Report
    {
        let parsed = Parser.parse(source)
        if !parsed.errors.isEmpty {
            let renderer = DiagnosticRenderer(sources: [source])
            let lines = parsed.diagnostics.flatMap {
                renderer.render($0).split(separator: "\n").map(String.init)
            }
            return Report(
                mismatches: [], failure: lines, updated: String(decoding: source.bytes, as: UTF8.self))
        }
        let (output, failure, ranThrough) = outputs(parsed, host: host, platform: platform, source: source)
        var mismatches: [Mismatch] = []
        var updated: [UInt8] = []
        var copied = 0
        for statement in parsed.statements {
            guard let block = statement.expectedOutput, statement.range.end.line <= ranThrough else {
                continue
            }
            let lines = block.lines.map(\.value)
            let expected = lines == [""] ? [] : lines
            let actual = output[statement.range.end.line] ?? []
            if expected != actual {
                mismatches.append(
                    Mismatch(line: statement.range.end.line, expected: expected, actual: actual))
            }
            updated += source.bytes[copied..<block.range.start.offset]
            updated += Array(blockText(actual).dropLast().utf8)
            copied = block.range.end.offset
        }
        updated += source.bytes[copied...]
        return Report(
            mismatches: mismatches, failure: failure, updated: String(decoding: updated, as: UTF8.self))
    }

    /// The `#>` lines for some output, each ending in a newline; a bare `#>` for none.
    static func blockText(_ lines: [String]) -> String {
        if lines.isEmpty { return "#>\n" }
        return lines.map { $0.isEmpty ? "#>\n" : "#> " + $0 + "\n" }.joined()
    }

    /// The script with a `#>` block after every line whose statements print something, as
    /// `record` writes it. Existing blocks are replaced.
    public static func withExpectedOutput(_ source: SourceFile, host: ScriptHost) -> String {
        let parsed = Parser.parse(source)
        let (output, _, _) = outputs(parsed, host: host, platform: .standard, source: source)
        var blockLines = Set<Int>()
        for statement in parsed.statements {
            if let block = statement.expectedOutput {
                blockLines.formUnion(block.range.start.line...block.range.end.line)
            }
        }
        var text = ""
        for line in 1...max(1, source.lineCount) where !blockLines.contains(line) {
            let content = source.text(ofLine: line) ?? ""
            if line == source.lineCount && content.isEmpty { break }
            text += content + "\n"
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
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                lines.append("-" + a[i])
                i += 1
            } else {
                lines.append("+" + b[j])
                j += 1
            }
        }
        return lines
    }
}
