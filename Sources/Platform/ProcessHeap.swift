#if canImport(Glibc)
  import Glibc
#endif

/// How the C heap of a one-shot process is set up: memory one stage frees is reused by the
/// next instead of going back to the kernel.
///
/// `render` parses into a syntax tree, interprets it into a view tree and lets the syntax tree
/// go, then lays out into fresh tables. glibc's malloc serves every block over 128 KiB (at
/// first; the bar rises as such blocks are freed) with its own `mmap` and unmaps it on `free`,
/// so each stage's large arrays were fresh pages, each faulted in and zeroed by the kernel:
/// 20,000 faults for the 111k-view document. With large blocks kept in the heap, the layout
/// stage's tables land in the pages the syntax tree and the interpreter gave back: 15,400
/// faults, 4% of the run (docs/performance.md, "The C heap"). Blocks over 32 MiB, the most
/// glibc allows in the heap, are still mapped, so a 1.1M-view document's peak memory is
/// unchanged. Elsewhere (macOS, musl) this does nothing.
package enum ProcessHeap {
  /// Keeps blocks of up to 32 MiB in the heap and freed memory in the process. For commands
  /// that run once and exit; a long-running `watch` would keep its largest document's memory.
  package static func keepFreedMemory() {
    #if canImport(Glibc)
      // `mallopt` is glibc's, declared in <malloc.h>, which the Glibc module does not include;
      // looked up by name, so a C library without it is simply left as it is.
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
      let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD: free heap top kept up to this size
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD: blocks from this size are mapped
      _ = mallopt(mmapThreshold, 32 << 20)
      _ = mallopt(trimThreshold, Int32.max)
    #endif
  }
}
