import NavModel

extension Interpreter {
    /// The files a `source` may not reach again: those being run now, outermost first.
    private func filesRunning(current: String) -> [String] {
        var files = includeChain.compactMap { $0.location?.file }
        files += includeChain.map(\.path)
        files.append(current)
        return files
    }

    /// The file `source PATH` written at `range` names: relative to the file the statement is
    /// in, or, typed at the prompt or given with `-c`, to the working directory.
    static func resolve(_ path: String, from range: SourceRange) -> String {
        let including = range.start.file
        return ScriptPath.resolve(path, relativeTo: including.hasPrefix("<") ? nil : including)
    }

    /// `source FILE`: runs a file here, its path relative to the including file.
    func source(_ path: Located<String>, at range: SourceRange) throws(StatementFailure) -> StatementResult {
        let including = range.start.file
        let resolved = Self.resolve(path.value, from: range)
        let length = max(1, path.range.end.column - path.range.start.column)
        let running = filesRunning(current: including)
        if running.contains(resolved) {
            let chain =
                (includeChain.map(\.path).isEmpty
                    ? [including] : [includeChain[0].location?.file ?? including] + includeChain.map(\.path))
            throw .error(
                Diagnostic(
                    .error, at: path.range.start, length: length,
                    message: "source cycle: "
                        + (chain + [resolved]).map { "'\($0)'" }.joined(separator: " → ")))
        }
        guard includeChain.count < Interpreter.maximumIncludeDepth else {
            throw .error(
                Diagnostic(
                    .error, at: path.range.start, length: length,
                    message: "sources are nested deeper than \(Interpreter.maximumIncludeDepth) files"))
        }
        let bytes: [UInt8]
        switch host.readFile(resolved) {
        case .success(let contents): bytes = contents
        case .failure(let error):
            throw .unreadable(
                Diagnostic(
                    .error, at: path.range.start, length: length,
                    message: "cannot read \(StringLiteral.quotedPath(resolved)): \(error.phrase)"))
        }
        includeChain.append((resolved, range.start))
        let saved = captured
        let savedText = currentText
        let outcome = run(SourceFile(name: resolved, bytes: bytes))
        captured = saved + captured
        currentText = savedText
        includeChain.removeLast()
        switch outcome {
        case .completed: return .ran(changes: true)
        case .quit: return .quit
        case .failed(let failure): throw .reported(failure)
        }
    }

    /// The statements that set `platform` from the one `navsh test` starts in (iOS 26, an
    /// iPhone), so that a session started with `--ios`, `--device` or `--sizeclass` replays in
    /// its own environment.
    static func environmentStatements(_ platform: Platform) -> [String] {
        var lines: [String] = []
        let standard = Platform.standard
        if platform.ios != standard.ios { lines.append("ios \(platform.ios)") }
        let classes = platform.sizeClasses
        if let device = platform.device {
            if device != standard.device { lines.append("device \(device.rawValue)") }
        } else {
            // Size classes set apart from a device: set them the same way.
            lines.append("sizeclass \(classes.horizontal.rawValue)")
            if classes.vertical != standard.sizeClasses.vertical {
                lines.append("sizeclass vertical \(classes.vertical.rawValue)")
            }
        }
        return lines
    }

    /// A path as a `source` argument: bare when it lexes back as one word, else quoted.
    private static func pathArgument(_ path: String) -> String {
        let plain =
            !path.isEmpty
            && path.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-", "/": return true
                default: return false
                }
            }
        return plain && !path.hasPrefix("-") ? path : StringLiteral.quoted(path)
    }

    /// `record FILE`: writes the session so far as a self-checking script, atomically.
    func record(to path: Located<String>) throws(StatementFailure) {
        var text = "# Recorded by navsh: a self-checking script; run it with 'navsh test'.\n"
        for line in Self.environmentStatements(startPlatform) { text += line + "\n" }
        if !preamble.isEmpty { text += preamble + (preamble.hasSuffix("\n") ? "" : "\n") }
        let workingDirectory = host.currentDirectory()
        for recorded in recording {
            // A `source` resolves against the file it is in, now the recording.
            if let sourced = recorded.sourced {
                let path = ScriptPath.relative(
                    sourced, fromDirectoryOf: path.value, workingDirectory: workingDirectory)
                text += "source " + Self.pathArgument(path) + "\n"
            } else {
                text += recorded.text + "\n"
            }
        }
        let generated = SelfCheck.withExpectedOutput(SourceFile(name: path.value, text: text), host: host)
        if case .failure(let error) = host.writeFileAtomically(path.value, contents: generated) {
            throw .unreadable(
                Diagnostic(
                    .error, at: path.range.start,
                    length: max(1, path.range.end.column - path.range.start.column),
                    message: "cannot write \(StringLiteral.quotedPath(path.value)): \(error.phrase)"))
        }
        list(["recorded \(recording.count) statements to \(path.value)"], command: "record " + path.value)
    }
}
