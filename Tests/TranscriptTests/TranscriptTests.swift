import Foundation
import NavModel
import NavScript
import Synchronization
import Testing

/// The package root, found from this file.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A host over the real file system, as the executable's; its searches run on three
/// workers, so that every transcript's `explore`, `reach` and `check` output is also a check
/// that spreading the search changes nothing.
final class TestHost: ScriptHost {
    let parallelism: Parallelism

    init(parallelism: Parallelism = .dispatch(workers: 3)) { self.parallelism = parallelism }

    func readFile(_ path: String) -> Result<[UInt8], HostError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.notFound)
        }
        if isDirectory.boolValue { return .failure(.isDirectory) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.permissionDenied)
        }
        return .success(Array(data))
    }
    func writeFileAtomically(_ path: String, contents: String) -> Result<Void, HostError> {
        do {
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
            return .success(())
        } catch {
            return .failure(.other("\(error)"))
        }
    }
    func isInterrupted() -> Bool { false }
    func writeFileAtomically(_ path: String, bytes: [UInt8]) -> Result<Void, HostError> {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return .success(())
        } catch {
            return .failure(.other("\(error)"))
        }
    }
    func runProgram(_ program: String, arguments: [String], input: [UInt8]) -> Result<
        ProgramOutput, HostError
    > {
        runWithFoundation(program, arguments: arguments, input: input)
    }
}

extension Parallelism {
    /// `workers` workers on Dispatch's threads, each taking pieces as it comes free, as the
    /// executable's pool does, and expanding `statesPerWorker` states a batch.
    static func dispatch(workers: Int, statesPerWorker: Int = Explorer.statesPerWorker) -> Parallelism {
        Parallelism(workers: workers, statesPerWorker: statesPerWorker) { count, body in
            // Each of the workers takes pieces as it comes free, as the executable's pool does.
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: min(workers, count)) { worker in
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < count {
                    body(index, worker)
                }
            }
        }
    }

    /// `workers` pieces run one after another on the caller's thread, last first: a merge that
    /// depended on the order pieces finish in would show it.
    static func backwards(workers: Int, statesPerWorker: Int = Explorer.statesPerWorker) -> Parallelism {
        Parallelism(workers: workers, statesPerWorker: statesPerWorker) { count, body in
            for index in (0..<count).reversed() { body(index, 0) }
        }
    }

    /// Pieces run one after another, and the caller's work alongside them (the explorer's merge
    /// of the batch before) only after the last: the next batch's workers see nothing the merge
    /// adds.
    static func mergingLast(workers: Int, statesPerWorker: Int) -> Parallelism {
        Parallelism(
            workers: workers, statesPerWorker: statesPerWorker,
            forEach: { count, body in for index in 0..<count { body(index, 0) } },
            alongside: { count, body, alongside in
                for index in 0..<count { body(index, 0) }
                alongside()
            })
    }

    /// The caller's work alongside the pieces runs amid them, after the first half.
    static func mergingAmidst(workers: Int, statesPerWorker: Int) -> Parallelism {
        Parallelism(
            workers: workers, statesPerWorker: statesPerWorker,
            forEach: { count, body in for index in 0..<count { body(index, 0) } },
            alongside: { count, body, alongside in
                for index in 0..<count / 2 { body(index, 0) }
                alongside()
                for index in count / 2..<count { body(index, 0) }
            })
    }
}

/// Runs a program found on PATH with Foundation's `Process`, for the test hosts.
func runWithFoundation(_ program: String, arguments: [String], input: [UInt8]) -> Result<
    ProgramOutput, HostError
> {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard
        let found = paths.map({ "\($0)/\(program)" }).first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        })
    else { return .failure(.notFound) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: found)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    do { try process.run() } catch { return .failure(.other("\(error)")) }
    stdin.fileHandleForWriting.write(Data(input))
    try? stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errorOutput = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .success(
        ProgramOutput(
            status: process.terminationStatus, output: Array(output), errorOutput: Array(errorOutput)))
}

/// Every `.nav` under Tests/TranscriptTests/Fixtures and Scripts/examples, relative to the root.
let transcripts: [String] = {
    var files: [String] = []
    for folder in ["Tests/TranscriptTests/Fixtures", "Scripts/examples"] {
        let base = packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
        for case let path as String in walker where path.hasSuffix(".nav") {
            files.append(folder + "/" + path)
        }
    }
    return files.sorted()
}()

@Suite struct TranscriptTests {
    @Test func thereAreTranscripts() {
        #expect(transcripts.count >= 17, "the examples and fixtures are missing: \(transcripts)")
    }

    /// Each script passes as `navsh test` would run it: every `#>` block matches and no
    /// statement fails unexpectedly.
    @Test(arguments: transcripts)
    func selfChecks(_ file: String) throws {
        let path = packageRoot.appendingPathComponent(file).path
        let host = TestHost()
        let bytes = try #require(try? host.readFile(path).get())
        let report = SelfCheck.check(SourceFile(name: path, bytes: bytes), host: host)
        var problems = report.failure
        for mismatch in report.mismatches { problems += SelfCheck.diff(mismatch, file: file) }
        #expect(report.passed, "\(problems.joined(separator: "\n"))")
    }

    /// The built-in app the shell opens on is the one in Scripts/examples/builtin.nav.
    @Test func builtinExampleMatchesItsScript() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Scripts/examples/builtin.nav"), encoding: .utf8)
        #expect(
            text.hasPrefix(BuiltinExample.source),
            "Scripts/examples/builtin.nav must start with BuiltinExample.source")
    }
}
