#include "CLibEditShim.h"
#include <histedit.h>
int navsh_libedit_shim_version(void) { return 1; }
