/*
 * Loads libedit at run time (see libedit.h for why). dlopen is in glibc itself since 2.34,
 * so this adds no library to the executable either.
 */
#include "CLibEditShim.h"
#include "libedit.h"

#include <dlfcn.h>
#include <stdio.h>

struct navsh_libedit navsh_libedit;

/* Why the last navsh_libedit_load failed, for navsh_libedit_error. */
static char navsh_libedit_failure[512];

/* dlsym of one function into its slot; a missing one is recorded as the failure. */
#define NAVSH_LIBEDIT_SYMBOL(handle, name)                                                  \
    do {                                                                                   \
        *(void **)&navsh_libedit.name = dlsym(handle, #name);                              \
        if (navsh_libedit.name == NULL) {                                                  \
            snprintf(navsh_libedit_failure, sizeof navsh_libedit_failure,                  \
                     "%s has no '%s'", NAVSH_LIBEDIT_SONAME, #name);                       \
            return -1;                                                                     \
        }                                                                                  \
    } while (0)

int navsh_libedit_load(void) {
    static int loaded = 0;
    if (loaded) return 0;
    /* Never closed: the editor's callbacks and atexit handlers may run until exit. */
    void *handle = dlopen(NAVSH_LIBEDIT_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(navsh_libedit_failure, sizeof navsh_libedit_failure, "%s",
                 reason != NULL ? reason : "cannot load " NAVSH_LIBEDIT_SONAME);
        return -1;
    }
    NAVSH_LIBEDIT_SYMBOL(handle, el_init);
    NAVSH_LIBEDIT_SYMBOL(handle, el_end);
    NAVSH_LIBEDIT_SYMBOL(handle, el_set);
    NAVSH_LIBEDIT_SYMBOL(handle, el_wset);
    NAVSH_LIBEDIT_SYMBOL(handle, el_get);
    NAVSH_LIBEDIT_SYMBOL(handle, el_source);
    NAVSH_LIBEDIT_SYMBOL(handle, el_gets);
    NAVSH_LIBEDIT_SYMBOL(handle, el_line);
    NAVSH_LIBEDIT_SYMBOL(handle, el_insertstr);
    NAVSH_LIBEDIT_SYMBOL(handle, el_deletestr);
    NAVSH_LIBEDIT_SYMBOL(handle, el_resize);
    NAVSH_LIBEDIT_SYMBOL(handle, el_beep);
    NAVSH_LIBEDIT_SYMBOL(handle, el_reset);
    NAVSH_LIBEDIT_SYMBOL(handle, history_init);
    NAVSH_LIBEDIT_SYMBOL(handle, history_end);
    NAVSH_LIBEDIT_SYMBOL(handle, history);
    loaded = 1;
    return 0;
}

const char *navsh_libedit_error(void) { return navsh_libedit_failure; }
