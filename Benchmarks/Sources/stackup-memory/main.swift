// Where the memory of `stackup render FILE --format json` goes: the live heap after each stage
// and after each structure is let go, in bytes per view, and the peak resident memory reached
// inside each stage (the figure `/usr/bin/time` reports is the largest of these).
// Usage: stackup-memory FILE [--max-depth N]
import CHeapStats
import Stackup

// The C library (fopen, clock_gettime, write …) through Foundation, which carries Glibc on
// Linux and Darwin on macOS: only the main package's Sources/Platform imports either directly.
import Foundation

func liveHeap() -> Int { Int(stackup_live_heap_bytes()) }

/// The process's peak resident memory since the last `resetPeak()`, in bytes.
func peakResident() -> Int {
  guard let file = fopen("/proc/self/status", "r") else { return 0 }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, 256, file) != nil {
    let text = String(cString: line)
    if text.hasPrefix("VmHWM:") {
      return (Int(text.split(separator: " ")[1]) ?? 0) * 1024
    }
  }
  return 0
}

/// Starts a new peak: the kernel sets the high-water mark back to the current resident size.
func resetPeak() {
  guard let file = fopen("/proc/self/clear_refs", "w") else { return }
  fputs("5", file)
  fclose(file)
}

/// Heap bytes of one `[String: String]` with `count` entries (short keys and values), from a
/// thousand of them: a single one may come from the allocator's per-thread cache of freed
/// blocks, which `mallinfo2` already counts as in use.
func dictionaryBytes(_ count: Int) -> Int {
  let before = liveHeap()
  let many: [[String: String]] = (0..<1000).map { _ in
    var d: [String: String] = [:]
    for k in 0..<count { d["k\(k)"] = "v" }
    return d
  }
  let bytes = liveHeap() - before - 1000 * MemoryLayout<[String: String]>.stride
  withExtendedLifetime(many) {}
  return bytes / 1000
}

/// Heap bytes of one `[Int32]` with `count` elements (measured like `dictionaryBytes`).
func arrayBytes(_ count: Int) -> Int {
  let before = liveHeap()
  let many = (0..<1000).map { _ in [Int32](repeating: 0, count: count) }
  let bytes = liveHeap() - before - 1000 * MemoryLayout<[Int32]>.stride
  withExtendedLifetime(many) {}
  return bytes / 1000
}

func fail(_ message: String) -> Never {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var limits = MarkupLimits()
if let i = arguments.firstIndex(of: "--max-depth"), i + 1 < arguments.count {
  limits.maxDepth = Int(arguments[i + 1]) ?? limits.maxDepth
  arguments.removeSubrange(i...(i + 1))
}
guard let path = arguments.first else { fail("usage: stackup-memory FILE [--max-depth N]") }

func padded(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(1, width - text.count))
}

func report(_ label: String, _ bytes: Int, views: Int) {
  let mb = (Double(bytes) / 1e5).rounded() / 10
  print(padded(label, 44) + padded("\(mb) MB", 10) + "\(bytes / max(1, views)) B/view")
}

LargeStack.run(depth: limits.maxDepth) {
  do {
    let start = liveHeap()
    resetPeak()
    var source: SourceFile? = try FileReading.read(path, limit: limits.maxInputBytes)
    let afterRead = liveHeap()
    let readPeak = peakResident()
    resetPeak()
    var syntax: SyntaxTree? = try SyntaxTree.parse(source!, limits: limits)
    let afterParse = liveHeap()
    let parsePeak = peakResident()
    let elementArray = syntax!.elements.capacity * MemoryLayout<SyntaxTree.Element>.stride
    let attributeArray = syntax!.attributes.capacity * MemoryLayout<SyntaxTree.Attribute>.stride
    let views = syntax!.elements.count - (syntax!.elements.first?.name == "Preview" ? 1 : 0)
    resetPeak()
    var document: Document? = try MarkupInterpreter.interpret(syntax!)
    let afterInterpret = liveHeap()
    let interpretPeak = peakResident()
    syntax = nil
    let withoutSyntax = liveHeap()
    // As `stackup render` does: the source is let go of before layout.
    source = nil
    let withoutSource = liveHeap()
    resetPeak()
    // The pass is internal to the engine now: it is made, run and released in one call, so
    // only its result is left to measure.
    let result = document!.tree.layout(
      width: document!.proposal.width, height: document!.proposal.height,
      options: document!.options)
    let afterLayout = liveHeap()
    let layoutPeak = peakResident()
    let withoutComputer = afterLayout
    resetPeak()
    var bytes = 0
    JSONRenderer().render(document!.tree, result) { bytes += $0.count }
    let jsonPeak = peakResident()
    let nodeCount = document!.tree.count
    document = nil
    let withoutDocument = liveHeap()

    print("\(views) views, \(nodeCount) nodes, \(bytes) bytes of JSON")
    print(
      "strides: SyntaxTree.Element \(MemoryLayout<SyntaxTree.Element>.stride), "
        + "SyntaxTree.Attribute \(MemoryLayout<SyntaxTree.Attribute>.stride), "
        + "Rect \(MemoryLayout<Rect>.stride), ViewSpacing? \(MemoryLayout<ViewSpacing?>.stride)")
    print("live heap:")
    report("  source file (bytes + line starts)", afterRead - start, views: views)
    report("  syntax tree", afterParse - afterRead, views: views)
    report("    of which the element array (capacity)", elementArray, views: views)
    report("    of which the attribute array (capacity)", attributeArray, views: views)
    report("  view tree + warnings (interpret)", afterInterpret - afterParse, views: views)
    report("  garbage left by interpret + syntax tree", afterInterpret - withoutSyntax, views: views)
    report("  source released before layout", withoutSyntax - withoutSource, views: views)
    report("  layout result (frames), the pass released", afterLayout - withoutSource, views: views)
    report("  document and frames released", withoutComputer - withoutDocument, views: views)
    report("  still live at the end", withoutDocument - start, views: views)
    print("peak resident memory within:")
    report("  read", readPeak, views: views)
    report("  parse", parsePeak, views: views)
    report("  interpret", interpretPeak, views: views)
    report("  layout", layoutPeak, views: views)
    report("  json", jsonPeak, views: views)
  } catch {
    fail("\(error)")
  }
}
