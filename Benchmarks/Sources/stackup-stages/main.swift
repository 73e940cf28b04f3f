// Times each stage of `stackup render FILE --format json` in-process (parse, interpret, layout,
// JSON streamed in chunks as the CLI does) and prints the layout evaluations per view: the
// breakdown that shows where time goes. "json-string" is the JSON rendered into one `String`
// instead, as library callers get it (it also pays for faulting in and copying the whole text).
// Usage: stackup-stages FILE [--max-depth N] [--repeat N]   (medians over the repeats)
import Stackup

// The C library (fopen, clock_gettime, write …) through Foundation, which carries Glibc on
// Linux and Darwin on macOS: only the main package's Sources/Platform imports either directly.
import Foundation

func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

func fail(_ message: String) -> Never {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var maxDepth = MarkupLimits().maxDepth
var repeats = 5
if let i = arguments.firstIndex(of: "--max-depth"), i + 1 < arguments.count {
  maxDepth = Int(arguments[i + 1]) ?? maxDepth
  arguments.removeSubrange(i...(i + 1))
}
if let i = arguments.firstIndex(of: "--repeat"), i + 1 < arguments.count {
  repeats = Int(arguments[i + 1]) ?? repeats
  arguments.removeSubrange(i...(i + 1))
}
guard let path = arguments.first, let file = fopen(path, "rb") else {
  fail("usage: stackup-stages FILE [--max-depth N] [--repeat N]")
}
fseek(file, 0, SEEK_END)
let size = ftell(file)
fseek(file, 0, SEEK_SET)
var bytes = [UInt8](repeating: 0, count: size)
_ = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, size, file) }
fclose(file)
let source = SourceFile(name: path, bytes: bytes)
var limits = MarkupLimits()
limits.maxDepth = maxDepth

var samples: [[Double]] = []
var summary = ""
for _ in 0..<repeats {
  let row: ([Double], String) = LargeStack.run(depth: maxDepth) {
    do {
      let t0 = now()
      let syntax = try SyntaxTree.parse(source, limits: limits)
      let t1 = now()
      let document = try MarkupInterpreter.interpret(syntax)
      let t2 = now()
      // Through the public door (the pass and its preparation are one call now).
      let tPrepared = now()
      let result = document.tree.layout(
        width: document.proposal.width, height: document.proposal.height,
        options: document.options)
      let t3 = now()
      var streamed = 0
      JSONRenderer().render(document.tree, result) { streamed += $0.count }
      let t4 = now()
      let json = JSONRenderer().render(document.tree, result)
      let t5 = now()
      let views = syntax.elements.count - (syntax.elements.first?.name == "Preview" ? 1 : 0)
      let perView = Double(result.evaluations) / Double(max(1, views))
      let line =
        "\(views) views, \(document.tree.count) nodes, \(result.evaluations) evaluations "
        + "(\((perView * 100).rounded() / 100) per view), \(json.utf8.count) bytes of JSON"
      return ([t1 - t0, t2 - t1, t3 - t2, t4 - t3, t4 - t0, t5 - t4, tPrepared - t2], line)
    } catch {
      fail("\(error)")
    }
  }
  samples.append(row.0)
  summary = row.1
}
func median(_ samples: [[Double]], _ k: Int) -> String {
  let sorted = samples.map { $0[k] }.sorted()
  let m = sorted[sorted.count / 2]
  return String((m * 10).rounded() / 10)
}
print(summary)
print(
  "median ms over \(repeats): parse \(median(samples, 0))  interpret \(median(samples, 1))  layout \(median(samples, 2)) (prepare \(median(samples, 6)))  json \(median(samples, 3))  total \(median(samples, 4))  json-string \(median(samples, 5))"
)
