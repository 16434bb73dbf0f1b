/*
 * The two flags navsh's signal handlers set. They are the only global mutable state of
 * the shell, and they have to be: a signal handler can only talk to the rest of the
 * program through a volatile sig_atomic_t.
 *
 * - interrupt: set by SIGINT (Ctrl-C). At the prompt it cancels the line being typed
 *   (the character reader in editline.c returns an error); while a command runs, the
 *   interpreter polls navsh_signal_interrupt_pending() and stops early. The REPL clears
 *   it before each prompt.
 * - resize: set by SIGWINCH. The character reader takes it, resizes and redraws.
 */
#include "CLibEditShim.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t navsh_interrupt_flag = 0;
static volatile sig_atomic_t navsh_resize_flag = 0;

static void navsh_signal_handler(int signo) {
    if (signo == SIGINT) {
        navsh_interrupt_flag = 1;
    } else if (signo == SIGWINCH) {
        navsh_resize_flag = 1;
    }
}

int navsh_signal_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = navsh_signal_handler;
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a read blocked at the prompt must return EINTR to see the flag. */
    action.sa_flags = 0;
    if (sigaction(SIGINT, &action, NULL) != 0) return -1;
    if (sigaction(SIGWINCH, &action, NULL) != 0) return -1;
    /* A parent may have left them blocked (a libdispatch thread blocks nearly every
     * signal, and a spawned child inherits that mask); Ctrl-C must still work. */
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGWINCH);
    return sigprocmask(SIG_UNBLOCK, &wanted, NULL);
}

int navsh_signal_interrupt_pending(void) { return navsh_interrupt_flag != 0; }

void navsh_signal_interrupt_clear(void) { navsh_interrupt_flag = 0; }

void navsh_signal_interrupt_raise(void) { navsh_interrupt_flag = 1; }

int navsh_signal_take_resize(void) {
    int pending = navsh_resize_flag != 0;
    navsh_resize_flag = 0;
    return pending;
}
