#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include <spawn.h>
#include <errno.h>
#include <string.h>
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

long shim_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    const void *hit = memmem(haystack, haystack_length, needle, needle_length);
    return hit == NULL ? -1 : (long)((const char *)hit - (const char *)haystack);
}
