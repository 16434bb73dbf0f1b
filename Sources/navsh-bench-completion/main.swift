import NavScript

// The benchmark's probe of Tab completion: not part of navsh, built only by Scripts/bench.
//
// Reads a model (a .nav script) on standard input, runs it, then times
// `Interpreter.completions(line:cursor:)` on the lines the prompt completes most, and prints
// the median time of one call in nanoseconds. Scripts/bench runs it on the 10-view and the
// 10,000-view model side by side and prints the ratio: completion must cost the stack and the
// top view, never the size of the model.
//
//     navsh-bench-completion ROUNDS < model.nav

/// A host with no files, no programs and no interrupts: the model comes on standard input.
final class NoFiles: ScriptHost {
    func readFile(_ path: String) -> Result<[UInt8], HostError> { .failure(.notFound) }
    func writeFileAtomically(_ path: String, contents: String) -> Result<Void, HostError> {
        .failure(.notFound)
    }
    func isInterrupted() -> Bool { false }
}

/// The words the prompt completes: commands, tags, labels, states, values, sizes, devices.
let lines = [
    "", "r", "route ", "route p", "tap ", "tap \"", "set ", "set route ", "sizeclass ", "device ", "stack --",
    "expect top ", "help ",
]

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000 : 1_000
var text = ""
while let line = readLine(strippingNewline: false) { text += line }
let sink = CollectingSink()
var options = Interpreter.Options()
options.quiet = true
let interpreter = Interpreter(host: NoFiles(), sink: sink, options: options)
guard interpreter.run(SourceFile(name: "<stdin>", text: text)) == .completed else {
    for line in sink.texts { print(line) }
    fatalError("the model did not run")
}

// Each sample times one round over every line, so the clock's own cost is spread thin.
let clock = ContinuousClock()
var samples: [Duration] = []
var found = 0
for _ in 0..<rounds {
    let start = clock.now
    for line in lines {
        found &+= interpreter.completions(line: line, cursor: line.unicodeScalars.count).candidates.count
    }
    samples.append(clock.now - start)
}
samples.sort()
let median = samples[samples.count / 2]
let (seconds, attoseconds) = median.components
let nanoseconds = (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(lines.count)
print("\(nanoseconds) ns per completion (median of \(rounds) rounds of \(lines.count) lines)")
print("\(found) candidates offered in all")
