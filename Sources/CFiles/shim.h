// Linux's renameat2(2) with RENAME_EXCHANGE: two paths swapped in one step, so a folder of
// goldens is replaced whole or not at all. glibc declares renameat2 only under _GNU_SOURCE,
// which Swift's Glibc module is built without; the system call itself needs no feature macro.
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

/// 0, or -1 with errno set (EINVAL or ENOSYS where the file system or kernel cannot exchange).
static inline int flipbook_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}
