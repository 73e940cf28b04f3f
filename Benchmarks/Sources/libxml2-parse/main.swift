// "libxml2 alone": reads FILE and parses it with libxml2's SAX2 parser and no callbacks at all,
// with the options Stackup's reader uses (HUGE, NONET, COMPACT, BIG_LINES, NOCDATA) and the same
// in-memory input buffer. This is the floor the end-to-end time is compared with (target: 2×).
// With --tree, libxml2 instead builds (and frees) its own document tree from the same buffer
// and options, as `xmlReadMemory` callers and `xmllint --noout` do: the other common reading of
// "the time libxml2 needs to parse the file", reported beside the floor.
// Usage: libxml2-parse FILE [REPEAT] [--tree]
import CLibXML2Bench

// The C library (fopen, clock_gettime, write …) through Foundation, which carries Glibc on
// Linux and Darwin on macOS: only the main package's Sources/Platform imports either directly.
import Foundation

var arguments = CommandLine.arguments
let buildTree = arguments.contains("--tree")
arguments.removeAll { $0 == "--tree" }
guard arguments.count >= 2, let file = fopen(arguments[1], "rb") else {
  fail("usage: libxml2-parse FILE [REPEAT]")
}
let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
fseek(file, 0, SEEK_END)
let size = ftell(file)
fseek(file, 0, SEEK_SET)
var bytes = [CChar](repeating: 0, count: size + 1)
_ = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, size, file) }
fclose(file)

xmlInitParser()
let options = Int32(
  XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue
    | XML_PARSE_HUGE.rawValue)
var wellFormed = true
for _ in 0..<repeats {
  guard let ctxt = xmlNewParserCtxt() else { exit(1) }
  if buildTree {
    let document = bytes.withUnsafeBufferPointer {
      xmlCtxtReadMemory(ctxt, $0.baseAddress, Int32(size), nil, "UTF-8", options)
    }
    wellFormed = wellFormed && document != nil && ctxt.pointee.wellFormed != 0
    xmlFreeDoc(document)
    xmlFreeParserCtxt(ctxt)
    continue
  }
  _ = xmlCtxtUseOptions(ctxt, options)
  // SAX2 with every callback removed: libxml2 tokenises, checks well-formedness and builds nothing.
  if let sax = ctxt.pointee.sax {
    let initialized = sax.pointee.initialized
    memset(sax, 0, MemoryLayout<xmlSAXHandler>.size)
    sax.pointee.initialized = initialized
  }
  bytes.withUnsafeBufferPointer { buffer in
    let input = xmlParserInputBufferCreateMem(
      buffer.baseAddress, Int32(size), XML_CHAR_ENCODING_UTF8)
    let stream = xmlNewIOInputStream(ctxt, input, XML_CHAR_ENCODING_UTF8)
    _ = inputPush(ctxt, stream)
    _ = xmlParseDocument(ctxt)
  }
  wellFormed = wellFormed && ctxt.pointee.wellFormed != 0
  xmlFreeParserCtxt(ctxt)
}
if !wellFormed {
  fail("not well-formed")
}

/// Prints `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(1)
}
