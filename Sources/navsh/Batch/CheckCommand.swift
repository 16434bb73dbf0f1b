import NavModel
import NavScript

/// `navsh check FILE…`: lints the app each file declares, for CI. Exit status 5 when a file
/// has an error finding (or fails to declare), 4 when one cannot be read (navsh(1) EXIT STATUS).
struct CheckCommand {
    let paths: [String]
    let runner: BatchRunner
    let theme: Theme

    func run() -> ExitStatus {
        var unreadable = false
        var failed = false
        for path in paths {
            let bytes: [UInt8]
            switch FileSystem.read(path) {
            case .success(let contents): bytes = contents
            case .failure(let error):
                runner.sink.write(
                    "navsh: cannot read \(StringLiteral.quotedPath(path)): \(error.phrase)", to: .diagnostic)
                unreadable = true
                runner.sink.statusIfClosed = ExitStatus.unreadable.rawValue
                continue
            }
            let interpreter = runner.makeInterpreter(theme: theme, interactive: false)
            switch interpreter.checkDeclarations(of: SourceFile(name: path, bytes: bytes)) {
            case .checked(let errors, _): failed = failed || errors > 0
            case .failed(.unreadable): unreadable = true
            case .failed(.error), .failed(.assertion): failed = true
            }
            if unreadable || failed {
                runner.sink.statusIfClosed = (unreadable ? ExitStatus.unreadable : .testsFailed).rawValue
            }
            runner.sink.flush()
        }
        if unreadable { return .unreadable }
        return failed ? .testsFailed : .success
    }
}
