/*
 * Fixed-signature wrappers around el_set, el_get and friends, plus the three callbacks
 * libedit calls back into navsh through: the prompt, the completion key and the
 * character reader. Per-EditLine state (the prompt text, the completion callback) lives
 * in a struct registered as libedit's client data, so nothing here is global.
 */
/* wcwidth is an X/Open function. */
#define _XOPEN_SOURCE 700

#include "CLibEditShim.h"
#include "libedit.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

/* What navsh keeps for one EditLine; registered with EL_CLIENTDATA. */
struct navsh_el_state {
    char *prompt;
    navsh_el_complete_fn complete;
    void *complete_context;
    int infd;
    int outfd;
    /* Whether the terminal understands ANSI cursor movement (not TERM=dumb). */
    int ansi;
};

static struct navsh_el_state *navsh_el_state_of(EditLine *el) {
    void *data = NULL;
    if (navsh_libedit.el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/* EL_PROMPT_ESC callback: the prompt last set by navsh_el_set_prompt. */
static char *navsh_el_prompt(EditLine *el) {
    static char empty[] = "";
    struct navsh_el_state *state = navsh_el_state_of(el);
    return state != NULL && state->prompt != NULL ? state->prompt : empty;
}

/* EL_ADDFN callback for Tab: hands over to the Swift completion callback. */
static unsigned char navsh_el_complete(EditLine *el, int ch) {
    (void)ch;
    struct navsh_el_state *state = navsh_el_state_of(el);
    if (state == NULL || state->complete == NULL) return CC_ERROR;
    return (unsigned char)state->complete(state->complete_context);
}

/* The display width of a multibyte string, skipping NAVSH_EL_PROMPT_IGNORE spans. */
static int navsh_el_width(const char *text, size_t length, int skip_ignored) {
    mbstate_t mbs;
    memset(&mbs, 0, sizeof mbs);
    int width = 0, ignoring = 0;
    size_t i = 0;
    while (i < length) {
        if (skip_ignored && text[i] == NAVSH_EL_PROMPT_IGNORE) {
            ignoring = !ignoring;
            i++;
            continue;
        }
        wchar_t wc;
        size_t used = mbrtowc(&wc, text + i, length - i, &mbs);
        if (used == (size_t)-1 || used == (size_t)-2) {
            memset(&mbs, 0, sizeof mbs);
            used = 1;
            wc = L'?';
        } else if (used == 0) {
            break;
        }
        if (!ignoring) {
            int w = wcwidth(wc);
            width += w > 0 ? w : 0;
        }
        i += used;
    }
    return width;
}

/*
 * After SIGWINCH: take the new size and redraw the prompt and line where they are.
 * EL_REFRESH alone would draw as if the cursor stood at the start of the prompt, so the
 * cursor is first moved there (terminals reflow a wrapped line to the new width, so the
 * row is counted with the new width) and the rest of the screen cleared.
 */
static void navsh_el_redraw_after_resize(EditLine *el, struct navsh_el_state *state) {
    navsh_libedit.el_resize(el);
    if (state->ansi) {
        int columns = navsh_el_columns(el);
        size_t length = 0, cursor = 0;
        const char *line = navsh_el_line(el, &length, &cursor);
        int before = navsh_el_width(navsh_el_prompt(el), strlen(navsh_el_prompt(el)), 1);
        if (line != NULL) before += navsh_el_width(line, cursor, 0);
        int rows = columns > 0 ? before / columns : 0;
        char moves[32];
        int n = rows > 0 ? snprintf(moves, sizeof moves, "\r\033[%dA\033[J", rows)
                         : snprintf(moves, sizeof moves, "\r\033[J");
        if (n > 0) (void)!write(state->outfd, moves, (size_t)n);
    }
    navsh_libedit.el_set(el, EL_REFRESH);
}

/*
 * EL_GETCFN callback: libedit's own reader, plus navsh's signal flags. A read
 * interrupted by SIGINT fails with EINTR, so el_gets returns NULL with count -1 and the
 * half-typed line is dropped; SIGWINCH redraws and goes on reading. Multibyte input is
 * decoded with mbrtowc, hence setlocale before el_init.
 */
static int navsh_el_getc(EditLine *el, wchar_t *wc) {
    struct navsh_el_state *state = navsh_el_state_of(el);
    int fd = state != NULL ? state->infd : STDIN_FILENO;
    char bytes[MB_LEN_MAX];
    size_t used = 0;
    *wc = L'\0';
    for (;;) {
        if (navsh_signal_interrupt_pending()) {
            errno = EINTR;
            return -1;
        }
        if (navsh_signal_take_resize() && state != NULL) {
            navsh_el_redraw_after_resize(el, state);
        }
        ssize_t got = read(fd, bytes + used, 1);
        if (got < 0) {
            if (errno == EINTR) continue; /* the loop looks at the flags again */
            return -1;
        }
        if (got == 0) return 0;
        used++;
        mbstate_t mbs;
        memset(&mbs, 0, sizeof mbs);
        size_t decoded = mbrtowc(wc, bytes, used, &mbs);
        if (decoded == (size_t)-2) {
            if (used < sizeof bytes) continue; /* an incomplete sequence: read on */
            errno = EILSEQ;
            return -1;
        }
        if (decoded == (size_t)-1) {
            used = 0; /* an invalid sequence is dropped, as libedit does */
            continue;
        }
        return 1;
    }
}

struct editline *navsh_el_init(const char *program) {
    FILE *in = stdin, *out = stdout, *err = stderr;
    struct navsh_el_state *state = calloc(1, sizeof *state);
    if (state == NULL) return NULL;
    EditLine *el = navsh_libedit.el_init(program, in, out, err);
    if (el == NULL) {
        free(state);
        return NULL;
    }
    state->infd = fileno(in);
    state->outfd = fileno(out);
    const char *term = getenv("TERM");
    state->ansi = term != NULL && *term != '\0' && strcmp(term, "dumb") != 0;
    navsh_libedit.el_set(el, EL_CLIENTDATA, (void *)state);
    navsh_libedit.el_set(el, EL_EDITOR, "emacs");
    navsh_libedit.el_set(el, EL_SIGNAL, 1);
    navsh_libedit.el_set(el, EL_PROMPT_ESC, navsh_el_prompt, NAVSH_EL_PROMPT_IGNORE);
    navsh_libedit.el_set(el, EL_GETCFN, navsh_el_getc);
    return el;
}

void navsh_el_end(struct editline *el) {
    if (el == NULL) return;
    struct navsh_el_state *state = navsh_el_state_of(el);
    navsh_libedit.el_end(el);
    if (state != NULL) {
        free(state->prompt);
        free(state);
    }
}

int navsh_el_set_prompt(struct editline *el, const char *prompt) {
    struct navsh_el_state *state = navsh_el_state_of(el);
    if (state == NULL) return -1;
    char *copy = strdup(prompt != NULL ? prompt : "");
    if (copy == NULL) return -1;
    free(state->prompt);
    state->prompt = copy;
    return 0;
}

int navsh_el_set_editor(struct editline *el, const char *mode) {
    return navsh_libedit.el_set(el, EL_EDITOR, mode);
}

int navsh_el_set_history(struct editline *el, struct history *h) {
    return navsh_libedit.el_set(el, EL_HIST, navsh_libedit.history, h);
}

int navsh_el_set_signal(struct editline *el, int on) {
    return navsh_libedit.el_set(el, EL_SIGNAL, on);
}

int navsh_el_set_completion(struct editline *el, navsh_el_complete_fn fn, void *context) {
    struct navsh_el_state *state = navsh_el_state_of(el);
    if (state == NULL) return -1;
    state->complete = fn;
    state->complete_context = context;
    /* el_wset with static wide strings, not el_set: el_set's EL_ADDFN copies the name and
     * help with wcsdup and never frees them (libedit's eln.c: "The two strdup's leak"), a
     * leak LeakSanitizer reports at every exit of the shell. el_wset keeps the pointers. */
    if (navsh_libedit.el_wset(el, EL_ADDFN, L"navsh-complete", L"Complete the word at the cursor",
                              navsh_el_complete) != 0)
        return -1;
    return navsh_libedit.el_set(el, EL_BIND, "^I", "navsh-complete", NULL);
}

int navsh_el_bind(struct editline *el, const char *key, const char *function) {
    return navsh_libedit.el_set(el, EL_BIND, key, function, NULL);
}

int navsh_el_source(struct editline *el, const char *path) {
    return navsh_libedit.el_source(el, path);
}

const char *navsh_el_gets(struct editline *el, int *count) {
    return navsh_libedit.el_gets(el, count);
}

const char *navsh_el_line(struct editline *el, size_t *length, size_t *cursor) {
    const LineInfo *info = navsh_libedit.el_line(el);
    if (info == NULL) {
        *length = 0;
        *cursor = 0;
        return NULL;
    }
    *length = (size_t)(info->lastchar - info->buffer);
    *cursor = (size_t)(info->cursor - info->buffer);
    return info->buffer;
}

int navsh_el_insertstr(struct editline *el, const char *text) {
    return navsh_libedit.el_insertstr(el, text);
}

void navsh_el_deletestr(struct editline *el, int count) { navsh_libedit.el_deletestr(el, count); }

void navsh_el_resize(struct editline *el) { navsh_libedit.el_resize(el); }

int navsh_el_refresh(struct editline *el) { return navsh_libedit.el_set(el, EL_REFRESH); }

int navsh_el_columns(struct editline *el) {
    int columns = 0;
    if (navsh_libedit.el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0 || columns <= 0)
        return 80;
    return columns;
}

void navsh_el_beep(struct editline *el) { navsh_libedit.el_beep(el); }

void navsh_el_reset(struct editline *el) { navsh_libedit.el_reset(el); }
