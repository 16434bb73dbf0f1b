import NavModel
import NavScript

#if canImport(Glibc)
    import Glibc
#endif

// The libFuzzer harness: one input is one script.
//
// Every input goes through the same paths a user's text does: the prompt's completeness
// check, a batch run that stops at the first error, a prompt-like run that keeps going, and
// the self-check of `navsh test` (whose `--update` text is built but never written). The
// host answers from memory, so no input can read, write or run anything on the machine.

/// A host with no file system: `source` finds one small file, writes are dropped.
final class MemoryHost: ScriptHost {
    func readFile(_ path: String) -> Result<[UInt8], HostError> {
        switch path {
        case "lib.nav": return .success(Array("view Lib { navigation; segue push l -> L }\nview L\n".utf8))
        case "dir": return .failure(.isDirectory)
        case "locked.nav": return .failure(.permissionDenied)
        default: return .failure(.notFound)
        }
    }
    func writeFileAtomically(_ path: String, contents: String) -> Result<Void, HostError> { .success(()) }
    func writeFileAtomically(_ path: String, bytes: [UInt8]) -> Result<Void, HostError> { .success(()) }
    func isInterrupted() -> Bool { false }
}

/// A sink that counts what it is given, so rendering runs but nothing is kept.
final class CountingSink: OutputSink {
    var bytes = 0
    func write(_ line: String, to stream: OutputStream) { bytes &+= line.utf8.count }
}

/// libFuzzer's driver, given our callback: it parses libFuzzer's options from the command line.
///
/// SwiftPM links an executable's `main` to the module's own entry point, so the harness has an
/// `@main` that hands over to libFuzzer rather than relying on libFuzzer's `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@main enum NavFuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv, fuzzOneInput))
    }
}

/// Runs one input through every path a user's text can take.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let source = SourceFile(name: "fuzz.nav", bytes: bytes)
    let host = MemoryHost()
    let sink = CountingSink()

    // Batch mode: stop at the first error, locations and source lines in diagnostics.
    let batch = Interpreter(host: host, sink: sink)
    _ = batch.run(source)

    // The prompt: the built-in example loaded, errors reported and the run goes on.
    var options = Interpreter.Options()
    options.stopsOnError = false
    options.json = bytes.first.map { $0 & 1 == 1 } ?? false
    let prompt = Interpreter(host: host, sink: sink, options: options)
    prompt.recordsHistory = true
    prompt.loadBuiltinExample()
    _ = prompt.isIncomplete(String(decoding: bytes, as: UTF8.self))
    _ = prompt.run(source)
    _ = prompt.prompt

    // `navsh test`: compare with the #> blocks and build the updated text.
    let report = SelfCheck.check(source, host: host)
    for mismatch in report.mismatches { _ = SelfCheck.diff(mismatch, file: source.name) }
    return 0
}
