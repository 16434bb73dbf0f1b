/// Whether to colour output, by the usual policy, as a pure function of its inputs.
///
/// In order: an explicit `--color=always|never`; then `NO_COLOR` (any non-empty value
/// disables, no-color.org); then `FORCE_COLOR` (non-empty and not `0` enables); then
/// `TERM=dumb` disables; then colour exactly when standard output is a terminal.
enum ColorPolicy {
    /// Whether colour is on for this mode, environment and standard output. `variable` reads
    /// one environment variable (`NO_COLOR`, `FORCE_COLOR`, `TERM`), nil when it is unset.
    static func isEnabled(mode: ColorMode, variable: (String) -> String?, stdoutIsTerminal: Bool) -> Bool {
        switch mode {
        case .always:
            return true
        case .never:
            return false
        case .auto:
            if let noColor = variable("NO_COLOR"), !noColor.isEmpty { return false }
            if let force = variable("FORCE_COLOR"), !force.isEmpty, force != "0" { return true }
            if variable("TERM") == "dumb" { return false }
            return stdoutIsTerminal
        }
    }
}
