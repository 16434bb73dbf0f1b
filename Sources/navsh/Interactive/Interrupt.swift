import CLibEditShim

/// Ctrl-C as the shell sees it: a flag set by the SIGINT handler.
///
/// The flag is the C `volatile sig_atomic_t` in the shim (`signal.c`), because a signal
/// handler may touch nothing else. It is the shell's one piece of global mutable state.
/// At the prompt it cancels the line being typed; while a command runs, the interpreter
/// polls ``isPending`` at safe points (between statements, in loops) and stops early.
/// The REPL clears it before every prompt, so a Ctrl-C never leaks into the next line.
enum Interrupt {
    /// Installs the SIGINT and SIGWINCH handlers; from then on Ctrl-C no longer ends
    /// the process. Only the interactive shell calls this: a batch run dies on Ctrl-C.
    @discardableResult
    static func installHandlers() -> Bool {
        navsh_signal_install() == 0
    }

    /// Whether Ctrl-C was pressed since the flag was last cleared.
    static var isPending: Bool {
        navsh_signal_interrupt_pending() != 0
    }

    /// Forgets a pending Ctrl-C.
    static func clear() {
        navsh_signal_interrupt_clear()
    }

    /// Sets the flag as Ctrl-C would, to cancel from code (and in tests).
    static func raise() {
        navsh_signal_interrupt_raise()
    }
}
