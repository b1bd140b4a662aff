#ifndef PROCESS_SHIMS_H
#define PROCESS_SHIMS_H

#include <spawn.h>
#include <stddef.h>

/// pipe2(fds, O_CLOEXEC): both ends close-on-exec atomically, so a child spawned concurrently by
/// another thread never inherits them.
int shim_pipe_cloexec(int fds[2]);

/// Adds "close every descriptor >= from" to the file actions (glibc >= 2.34), a second guard
/// against leaking descriptors into a function process. Returns 0 or an errno value.
int shim_spawn_closefrom(posix_spawn_file_actions_t *actions, int from);

/// Adds "change directory to path" to the file actions (glibc >= 2.29).
int shim_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path);

/// memmem(3), which glibc declares only under _GNU_SOURCE: the offset of the first `needle` in
/// `haystack`, or -1. The runner's multipart parser finds boundaries with it.
long shim_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
