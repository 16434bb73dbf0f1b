/* Fixed-signature wrappers around the variadic history(3) function (through navsh_libedit). */
#include "CLibEditShim.h"

#include "libedit.h"

struct history *navsh_history_init(void) { return navsh_libedit.history_init(); }

void navsh_history_end(struct history *h) { navsh_libedit.history_end(h); }

int navsh_history_setsize(struct history *h, int size) {
    HistEvent event;
    return navsh_libedit.history(h, &event, H_SETSIZE, size);
}

int navsh_history_setunique(struct history *h, int unique) {
    HistEvent event;
    return navsh_libedit.history(h, &event, H_SETUNIQUE, unique);
}

int navsh_history_enter(struct history *h, const char *line) {
    HistEvent event;
    return navsh_libedit.history(h, &event, H_ENTER, line);
}

int navsh_history_load(struct history *h, const char *path) {
    HistEvent event;
    return navsh_libedit.history(h, &event, H_LOAD, path);
}

int navsh_history_save_fp(struct history *h, FILE *fp) {
    HistEvent event;
    return navsh_libedit.history(h, &event, H_SAVE_FP, fp);
}

int navsh_history_count(struct history *h) {
    HistEvent event;
    if (navsh_libedit.history(h, &event, H_GETSIZE) < 0) return 0;
    return event.num;
}

void navsh_history_clear(struct history *h) {
    HistEvent event;
    (void)navsh_libedit.history(h, &event, H_CLEAR);
}

/* The four walkers share one shape: move the history's cursor, return its entry. */
static const char *navsh_history_step(struct history *h, int op) {
    HistEvent event;
    if (navsh_libedit.history(h, &event, op) < 0) return NULL;
    return event.str;
}

const char *navsh_history_oldest(struct history *h) { return navsh_history_step(h, H_LAST); }

const char *navsh_history_newer(struct history *h) { return navsh_history_step(h, H_PREV); }

const char *navsh_history_first(struct history *h) { return navsh_history_step(h, H_FIRST); }

const char *navsh_history_next(struct history *h) { return navsh_history_step(h, H_NEXT); }
