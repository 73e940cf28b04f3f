#include <stddef.h>

/// Bytes glibc's allocator has handed out and not had back: small blocks (`uordblks`) and
/// blocks mapped on their own (`hblkhd`).
size_t stackup_live_heap_bytes(void);
