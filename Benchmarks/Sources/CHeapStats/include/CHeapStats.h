#include <stddef.h>

/// Bytes glibc's allocator has handed out and not had back, over all arenas: small blocks
/// (`uordblks`, which includes freed blocks kept in the per-thread caches) and blocks mapped
/// on their own (`hblkhd`).
size_t stackup_live_heap_bytes(void);
