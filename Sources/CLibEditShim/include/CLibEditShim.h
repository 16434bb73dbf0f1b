#ifndef NAVSH_CLIBEDIT_SHIM_H
#define NAVSH_CLIBEDIT_SHIM_H
/* Placeholder until the libedit binding lands (issue 4). */
int navsh_libedit_shim_version(void);
#endif
