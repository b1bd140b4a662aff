#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include <spawn.h>
#include <errno.h>
#include "process_shims.h"

int shim_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int shim_spawn_closefrom(posix_spawn_file_actions_t *actions, int from) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
#else
    (void)actions; (void)from;
    return 0;
#endif
}

int shim_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}
