/*
 * CLibEditShim: the few non-variadic C wrappers navsh needs around BSD libedit.
 *
 * Swift cannot call variadic C functions, and el_set, el_get and history are all
 * variadic, so each operation navsh uses gets one fixed-signature wrapper here. Every
 * name is prefixed (navsh_el_, navsh_history_, navsh_signal_) so nothing collides with
 * libedit or readline.
 *
 * The editline and history structures are declared opaquely (they are opaque in
 * <histedit.h> too) so that this header does not include <histedit.h>: Swift then
 * sees one definition of each type, from this module, and the executable imports
 * only CLibEditShim. libedit itself is loaded at run time (navsh_libedit_load).
 */
#ifndef NAVSH_CLIBEDIT_SHIM_H
#define NAVSH_CLIBEDIT_SHIM_H

#include <stddef.h>
#include <stdio.h>

struct editline;
struct history;

/* Return codes of an editor function (the CC_ constants of <histedit.h>). */
enum {
    NAVSH_EL_NORM = 0,
    NAVSH_EL_NEWLINE = 1,
    NAVSH_EL_EOF = 2,
    NAVSH_EL_REFRESH = 4,
    NAVSH_EL_CURSOR = 5,
    NAVSH_EL_ERROR = 6,
    NAVSH_EL_REDISPLAY = 8,
    NAVSH_EL_REFRESH_BEEP = 9,
};

/* The character that brackets invisible prompt text (ANSI escapes); see EL_PROMPT_ESC. */
#define NAVSH_EL_PROMPT_IGNORE '\1'

/*
 * The completion callback: called when Tab is pressed, with the context given to
 * navsh_el_set_completion. It returns one of the NAVSH_EL_ codes above.
 */
typedef int (*navsh_el_complete_fn)(void *context);

/* ---- Loading (loader.c) ---- */

/* The library loaded at run time: navsh does not link libedit, so batch runs never load it. */
#define NAVSH_LIBEDIT_SONAME "libedit.so.2"

/*
 * dlopen of NAVSH_LIBEDIT_SONAME and dlsym of the functions the wrappers below call.
 * Returns 0, or -1 with the reason in navsh_libedit_error(). Call it, and succeed,
 * before any navsh_el_ or navsh_history_ function; calling it again does nothing.
 */
int navsh_libedit_load(void);
/* Why navsh_libedit_load failed (dlerror's text or a missing function's name). */
const char *navsh_libedit_error(void);

/* ---- Editing (editline.c) ---- */

/*
 * el_init on stdin, stdout and stderr (Swift 6 cannot name those globals), plus the navsh defaults: emacs bindings, libedit's own
 * signal handling (EL_SIGNAL), a prompt that honours NAVSH_EL_PROMPT_IGNORE, and a
 * character reader that turns SIGINT into a read error (the line is cancelled) and
 * SIGWINCH into a resize and redraw. Returns NULL on failure. Call setlocale first.
 */
struct editline *navsh_el_init(const char *program);
/* el_end, and frees what navsh_el_init allocated. */
void navsh_el_end(struct editline *el);
/* Copies the prompt; ANSI escapes in it must be bracketed by NAVSH_EL_PROMPT_IGNORE. */
int navsh_el_set_prompt(struct editline *el, const char *prompt);
/* EL_EDITOR: "emacs" or "vi". */
int navsh_el_set_editor(struct editline *el, const char *mode);
/* EL_HIST with history(3): the up and down keys browse this history. */
int navsh_el_set_history(struct editline *el, struct history *h);
/* EL_SIGNAL: 1 to let libedit restore the terminal around signals. */
int navsh_el_set_signal(struct editline *el, int on);
/* EL_ADDFN "navsh-complete" calling fn(context), and EL_BIND of Tab (^I) to it. */
int navsh_el_set_completion(struct editline *el, navsh_el_complete_fn fn, void *context);
/* EL_BIND of one key to one editor function, as "bind KEY FUNCTION" in editrc(5). */
int navsh_el_bind(struct editline *el, const char *key, const char *function);
/* el_source: read editrc(5) commands from path (NULL: libedit's default lookup). */
int navsh_el_source(struct editline *el, const char *path);
/*
 * el_gets: the line read, with its newline, or NULL. *count is the number of
 * characters, 0 at end of input, -1 on error (errno EINTR when interrupted).
 */
const char *navsh_el_gets(struct editline *el, int *count);
/*
 * el_line: the multibyte (UTF-8) line being edited; *length and *cursor are in bytes.
 * The buffer is not NUL-terminated and is valid until the next editing call.
 */
const char *navsh_el_line(struct editline *el, size_t *length, size_t *cursor);
/* el_insertstr at the cursor. */
int navsh_el_insertstr(struct editline *el, const char *text);
/* el_deletestr: deletes count characters (not bytes) before the cursor. */
void navsh_el_deletestr(struct editline *el, int count);
/* el_resize: re-reads the terminal size. */
void navsh_el_resize(struct editline *el);
/* EL_REFRESH: redraws the prompt and line. */
int navsh_el_refresh(struct editline *el);
/* The terminal width libedit uses (EL_GETTC "co"), or 80 if unknown. */
int navsh_el_columns(struct editline *el);
/* el_beep. */
void navsh_el_beep(struct editline *el);
/* el_reset: back to a known terminal state. */
void navsh_el_reset(struct editline *el);

/* ---- History (history.c) ---- */

/* history_init; NULL on failure. */
struct history *navsh_history_init(void);
/* history_end. */
void navsh_history_end(struct history *h);
/* H_SETSIZE: keep at most size entries. */
int navsh_history_setsize(struct history *h, int size);
/* H_SETUNIQUE: 1 drops an entry equal to the one before it. */
int navsh_history_setunique(struct history *h, int unique);
/* H_ENTER: adds an entry. */
int navsh_history_enter(struct history *h, const char *line);
/* H_LOAD: appends the entries of a file written by H_SAVE or H_SAVE_FP. */
int navsh_history_load(struct history *h, const char *path);
/* H_SAVE_FP: writes every entry to an open stream; the number written or -1. */
int navsh_history_save_fp(struct history *h, FILE *fp);
/* H_GETSIZE: the number of entries. */
int navsh_history_count(struct history *h);
/* H_CLEAR: removes every entry. */
void navsh_history_clear(struct history *h);
/* H_LAST, then H_PREV: the oldest entry, then newer ones; NULL after the newest. */
const char *navsh_history_oldest(struct history *h);
const char *navsh_history_newer(struct history *h);
/* H_FIRST, then H_NEXT: the newest entry, then older ones; NULL after the oldest. */
const char *navsh_history_first(struct history *h);
const char *navsh_history_next(struct history *h);

/* ---- Signals (signal.c) ---- */

/*
 * Installs navsh's SIGINT and SIGWINCH handlers (no SA_RESTART, so a blocked read
 * returns EINTR). SIGINT no longer ends the process: it sets the interrupt flag, which
 * cancels the line at the prompt and which a running command polls. Returns 0 or -1.
 */
int navsh_signal_install(void);
/* Whether SIGINT arrived since the flag was last cleared. Async-signal-safe. */
int navsh_signal_interrupt_pending(void);
/* Clears the interrupt flag (done before each prompt). */
void navsh_signal_interrupt_clear(void);
/* Sets the interrupt flag, as SIGINT would (for tests and for cancelling from code). */
void navsh_signal_interrupt_raise(void);
/* Reads and clears the window-size-changed flag set by SIGWINCH. */
int navsh_signal_take_resize(void);

#endif
