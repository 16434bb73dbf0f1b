/*
 * The system's BSD libedit, as SwiftPM sees it: <histedit.h> from libedit-dev, in the
 * system include path. The module links nothing on purpose ("link" is left out): the shim
 * loads libedit.so.2 with dlopen when the interactive shell starts (CLibEditShim/loader.c),
 * so batch runs never load it.
 */
#include <stdio.h>
#include <histedit.h>
