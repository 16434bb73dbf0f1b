import NavModel
import NavScript

/// `navsh test [--update] PATH…`: runs self-checking scripts in a fixed environment.
struct TestCommand {
    let paths: [String]
    let update: Bool
    let quiet: Bool
    let sink: StandardSink

    func run() -> ExitStatus {
        var files: [String] = []
        for path in paths {
            if FileSystem.isDirectory(path) {
                let found = FileSystem.navFiles(under: path)
                if found.isEmpty {
                    sink.write(
                        "navsh: no .nav files under \(StringLiteral.quotedPath(path))", to: .diagnostic)
                    return .unreadable
                }
                files += found
            } else {
                files.append(path)
            }
        }
        let host = FileHost()
        var passed = 0
        var failed = 0
        var unreadable = false
        for file in files {
            let bytes: [UInt8]
            switch FileSystem.read(file) {
            case .success(let contents): bytes = contents
            case .failure(let error):
                sink.write(
                    "navsh: cannot read \(StringLiteral.quotedPath(file)): \(error.phrase)", to: .diagnostic)
                unreadable = true
                failed += 1
                sink.statusIfClosed = ExitStatus.testsFailed.rawValue
                continue
            }
            let report = SelfCheck.check(SourceFile(name: file, bytes: bytes), host: host)
            if report.passed {
                passed += 1
                if !quiet { sink.write("ok     \(file)", to: .standard) }
            } else {
                failed += 1
                sink.statusIfClosed = ExitStatus.testsFailed.rawValue
                sink.write("FAIL   \(file)", to: .standard)
                for line in report.failure { sink.write("  " + line, to: .standard) }
                for mismatch in report.mismatches {
                    for line in SelfCheck.diff(mismatch, file: file) { sink.write(line, to: .standard) }
                }
            }
            if update, !report.mismatches.isEmpty {
                if case .failure(let error) = host.writeFileAtomically(file, contents: report.updated) {
                    sink.write(
                        "navsh: cannot update \(StringLiteral.quotedPath(file)): \(error.phrase)",
                        to: .diagnostic)
                } else {
                    sink.write("updated \(file)", to: .standard)
                }
            }
        }
        sink.write("\(passed) passed, \(failed) failed", to: .standard)
        sink.flush()
        if unreadable && failed == 1 && passed == 0 { return .unreadable }
        return failed == 0 ? .success : .testsFailed
    }
}
