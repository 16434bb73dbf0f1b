/// The environment variable that turns `navsh` into the demo shell (``EchoBackend``).
let demoShellVariable = "NAVSH_DEMO_SHELL"

/// Runs the demo shell and exits when `NAVSH_DEMO_SHELL=1`; returns nil otherwise.
///
/// A hidden entry point for the terminal side while the interpreter is being written:
/// the end-to-end pty tests drive it. `main.swift` calls it first. It understands `-P`
/// (private: no history) and `--color=auto|always|never`, as the real shell will.
func runDemoShellIfRequested() -> Never? {
    let environment = Platform.environment()
    guard environment[demoShellVariable] == "1" else { return nil }
    var keepsHistory = true
    var colorMode = ColorMode.auto
    for argument in CommandLine.arguments.dropFirst() {
        if argument == "-P" {
            keepsHistory = false
        } else if argument.hasPrefix("--color="),
            let mode = ColorMode(argument: String(argument.dropFirst(8)))
        {
            colorMode = mode
        }
    }
    let color = ColorPolicy.isEnabled(
        mode: colorMode,
        environment: environment,
        stdoutIsTerminal: Platform.standardOutputIsTerminal
    )
    let status = InteractiveShell.run(
        backend: EchoBackend(color: color),
        banner: "navsh demo shell: type help for help, Tab completes, Ctrl-D quits",
        keepsHistory: keepsHistory,
        environment: environment
    )
    Platform.exit(status)
}
