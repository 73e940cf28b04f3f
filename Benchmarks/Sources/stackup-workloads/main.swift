// Writes the benchmark documents to a folder (default: ./workloads), one file per workload, and
// prints `name views depth bytes` per file. Usage: stackup-workloads [FOLDER] [NAME-PREFIX...]
import Workloads

// The C library (fopen, clock_gettime, write …) through Foundation, which carries Glibc on
// Linux and Darwin on macOS: only the main package's Sources/Platform imports either directly.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let folder = arguments.first ?? "workloads"
let prefixes = arguments.dropFirst()
mkdir(folder, 0o755)
for make in Workloads.endToEnd() {
  let workload = make()
  guard prefixes.isEmpty || prefixes.contains(where: { workload.name.hasPrefix($0) }) else {
    continue
  }
  let path = "\(folder)/\(workload.name).xml"
  guard let file = fopen(path, "w") else {
    fail("cannot write \(path)")
  }
  var markup = workload.markup
  markup.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
  print(workload.name, workload.views, workload.depth, workload.markup.utf8.count)
}

/// Prints `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(1)
}
