#include "CHeapStats.h"

#include <malloc.h>

size_t stackup_live_heap_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
