/*
 * libedit's functions, reached through pointers that navsh_libedit_load fills in with
 * dlopen and dlsym. navsh links no libedit (nor the ncurses it pulls in): the batch modes,
 * which never edit a line, pay nothing to load it, and only the interactive shell does.
 *
 * <histedit.h> still gives the types and constants at compile time (libedit-dev), and the
 * pointer types are taken from its declarations, so every call is checked as a direct one
 * would be. Private to the shim: not under include/.
 */
#ifndef NAVSH_LIBEDIT_H
#define NAVSH_LIBEDIT_H

#include <histedit.h>

struct navsh_libedit {
    __typeof__(&el_init) el_init;
    __typeof__(&el_end) el_end;
    __typeof__(&el_set) el_set;
    __typeof__(&el_wset) el_wset;
    __typeof__(&el_get) el_get;
    __typeof__(&el_source) el_source;
    __typeof__(&el_gets) el_gets;
    __typeof__(&el_line) el_line;
    __typeof__(&el_insertstr) el_insertstr;
    __typeof__(&el_deletestr) el_deletestr;
    __typeof__(&el_resize) el_resize;
    __typeof__(&el_beep) el_beep;
    __typeof__(&el_reset) el_reset;
    __typeof__(&history_init) history_init;
    __typeof__(&history_end) history_end;
    __typeof__(&history) history;
};

/* Filled in by navsh_libedit_load; valid once it has returned 0. */
extern struct navsh_libedit navsh_libedit;

#endif
