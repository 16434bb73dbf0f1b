import NavScript

#if canImport(Glibc)
    import Glibc
#endif

// The benchmark's probe of Tab completion: not part of navsh, built only by Scripts/bench.
//
// Runs each model (a .nav script) in its own interpreter, then times
// `Interpreter.completions(line:cursor:)` on the lines the prompt completes most, the models
// taking turns round by round so that the machine's noise falls on all alike. Prints, per
// model, the median time of one call in nanoseconds, then the same for `open ` alone, whose
// answer is every view's name and so grows with the model by nature. Scripts/bench compares
// the 10,000-view model with the 10-view one: completion must cost the stack and the top view,
// never the size of the model.
//
//     navsh-bench-completion ROUNDS MODEL.nav...

/// A host with no files, no programs and no interrupts: the models are read up front.
final class NoFiles: ScriptHost {
    func readFile(_ path: String) -> Result<[UInt8], HostError> { .failure(.notFound) }
    func writeFileAtomically(_ path: String, contents: String) -> Result<Void, HostError> {
        .failure(.notFound)
    }
    func isInterrupted() -> Bool { false }
}

/// The bytes of a file, or a stop.
func read(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fatalError("cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { return bytes }
        bytes += chunk[..<count]
    }
}

/// The words the prompt completes: commands, tags, labels, states, values, sizes, devices.
let lines = [
    "", "r", "route ", "route p", "tap ", "tap \"", "set ", "set route ", "sizeclass ", "device ", "stack --",
    "expect top ", "help ",
]
/// View names: the answer is the model's every view.
let viewNames = ["open "]

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let rounds = Int(arguments[0]) else {
    fatalError("usage: navsh-bench-completion ROUNDS MODEL.nav...")
}
var options = Interpreter.Options()
options.quiet = true
let interpreters = arguments.dropFirst().map { path in
    let sink = CollectingSink()
    let interpreter = Interpreter(host: NoFiles(), sink: sink, options: options)
    guard interpreter.run(SourceFile(name: path, bytes: read(path))) == .completed else {
        for line in sink.texts { print(line) }
        fatalError("\(path) did not run")
    }
    return interpreter
}

/// One round over `lines` on one interpreter, in nanoseconds per line.
func round(_ interpreter: Interpreter, _ lines: [String], found: inout Int) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for line in lines {
        found &+= interpreter.completions(line: line, cursor: line.unicodeScalars.count).candidates.count
    }
    let (seconds, attoseconds) = (clock.now - start).components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(lines.count)
}

var samples = Array(repeating: [Double](), count: interpreters.count)
var nameSamples = samples
var found = 0
for _ in 0..<rounds {
    for (index, interpreter) in interpreters.enumerated() {
        samples[index].append(round(interpreter, lines, found: &found))
        nameSamples[index].append(round(interpreter, viewNames, found: &found))
    }
}
for (index, path) in arguments.dropFirst().enumerated() {
    let median = samples[index].sorted()[rounds / 2]
    let names = nameSamples[index].sorted()[rounds / 2]
    print("\(median) \(names) ns per completion, then per view-name completion: \(path)")
}
print("\(found) candidates offered in all, \(rounds) rounds of \(lines.count) + \(viewNames.count) lines")
