// The module is its header alone (include/CPrefetch.h): a target needs a source file to build.
#include "CPrefetch.h"
