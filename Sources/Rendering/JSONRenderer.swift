public import LayoutEngine

/// The laid-out tree as JSON, mirroring the markup: every view, every modifier layer and
/// every template's content, each with `kind`, `id` (when the markup names it), `line`, and
/// `frame` in the canvas's coordinate space (unrounded). Keys always come in the same order
/// and numbers print the same way, so output is byte-identical from run to run.
///
/// Shape (documented in the README):
/// `{"canvas": {"width", "height"}, "root": Node}` where Node is
/// `{"kind", "id"?, "line", "frame": {"x","y","width","height"} | null, "implicit"?,
///   "layer"?, "properties"?, "children"?}`.
public struct JSONRenderer {
  public init() {}

  public func render(_ tree: ViewTree, _ result: LayoutResult) -> String {
    // About 120 bytes per node plus indentation; a guess, the buffer still grows when short.
    var out = JSONWriter(capacity: tree.count * 200)
    document(tree, result, &out, flush: { _ in })
    return out.finish()
  }

  /// The same bytes as `render`, handed to `write` in chunks of about 64 KiB as they are
  /// produced, the last one ending with the final line break.
  ///
  /// Large documents print tens of megabytes (80 MB for 111k views); building that as one
  /// `String` and then copying it out again cost more time than the JSON itself and doubled
  /// peak memory. A chunk is only valid during the call to `write`.
  public func render(
    _ tree: ViewTree, _ result: LayoutResult, writingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    var out = JSONWriter(capacity: Self.chunkSize + 4096)
    document(tree, result, &out) { out in
      if out.bytes.count >= Self.chunkSize { out.drain(into: write) }
    }
    out.finishLine()
    out.drain(into: write)
  }

  /// Bytes gathered before `render(_:_:writingTo:)` hands them on: large enough that the
  /// write calls cost nothing, small enough to stay in cache.
  static let chunkSize = 1 << 16

  /// Writes the whole document into `out`, calling `flush` after every node so a streaming
  /// caller can hand completed bytes on (the buffered caller ignores it).
  private func document(
    _ tree: ViewTree, _ result: LayoutResult, _ out: inout JSONWriter,
    flush: (inout JSONWriter) -> Void
  ) {
    out.open("{")
    out.key("canvas")
    out.open("{")
    out.key("width")
    out.number(result.canvas.width)
    out.key("height")
    out.number(result.canvas.height)
    out.close("}")
    out.key("root")
    if let root = tree.root {
      node(root, tree, result, &out, layer: nil, flush: flush)
    } else {
      out.raw("null")
    }
    out.close("}")
  }

  /// Writes one node; deep trees are walked with an explicit stack of pending closings.
  /// Fields are read in place from the arena (`nodes[i].info.kind`), not by copying each
  /// `ViewNode` out, which would retain and release its content, children and strings.
  private func node(
    _ start: NodeID, _ tree: ViewTree, _ result: LayoutResult, _ out: inout JSONWriter,
    layer: String?, flush: (inout JSONWriter) -> Void
  ) {
    enum Step {
      case enter(Int32, layer: String?)
      case closeChildren
    }
    let nodes = tree.nodes
    let frames = result.frames
    var steps: [Step] = [.enter(start.index, layer: layer)]
    while let step = steps.popLast() {
      flush(&out)
      switch step {
      case .closeChildren:
        out.close("]")
        out.close("}")
      case .enter(let id, let layer):
        let i = Int(id)
        out.open("{")
        out.key("kind")
        out.string(nodes[i].info.kind)
        if let name = nodes[i].info.id {
          out.key("id")
          out.string(name)
        }
        out.key("line")
        out.number(Double(nodes[i].info.line))
        out.key("frame")
        if let f = frames[i] {
          out.frame(f)
        } else {
          out.raw("null")
        }
        if nodes[i].info.isImplicit {
          out.key("implicit")
          out.raw("true")
        }
        if let layer {
          out.key("layer")
          out.string(layer)
        }
        if !nodes[i].info.details.isEmpty {
          let details = nodes[i].info.details
          out.key("properties")
          out.open("{")
          if details.count == 1, let (key, value) = details.first {
            // The common case (a modifier's arguments, a colour): no sorted key array.
            out.key(key)
            out.string(value)
          } else {
            for key in details.keys.sorted() {
              out.key(key)
              out.string(details[key]!)
            }
          }
          out.close("}")
        }
        let childCount = nodes[i].children.count
        if childCount == 0 {
          out.close("}")
          continue
        }
        out.key("children")
        out.open("[")
        steps.append(.closeChildren)
        var secondaryLayer: String? = nil
        if case .decoration(let d) = nodes[i].content { secondaryLayer = d.kind.rawValue }
        for k in (0..<childCount).reversed() {
          steps.append(.enter(nodes[i].children[k], layer: k == 1 ? secondaryLayer : nil))
        }
      }
    }
  }
}

/// A minimal pretty-printing JSON writer (two-space indent, one key per line).
///
/// It appends UTF-8 bytes to one growing buffer: output is tens of megabytes for large
/// documents, and building it with `String` concatenation (an indentation string per line, a
/// quoted copy per key) cost more than the whole layout. Numbers that are whole, as most
/// frames are, are written digit by digit without an intermediate `String`.
struct JSONWriter {
  private(set) var bytes: [UInt8]
  private var depth = 0
  /// Whether the current container already has an element (so a comma is due).
  private var hasElement: [Bool] = []
  private var afterKey = false

  /// A writer with room for about `capacity` bytes (growing by doubling copies the whole
  /// output several times).
  init(capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The text written, with a final line break.
  mutating func finish() -> String {
    finishLine()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the final line break.
  mutating func finishLine() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Hands the bytes written so far to `write` and empties the buffer, keeping its storage
  /// for the next chunk. Indentation and separators depend only on `depth` and
  /// `hasElement`, which stay, so the concatenated chunks equal the buffered output.
  mutating func drain(into write: (UnsafeRawBufferPointer) -> Void) {
    bytes.withUnsafeBytes { write($0) }
    bytes.removeAll(keepingCapacity: true)
  }

  private mutating func beginValue() {
    if afterKey {
      afterKey = false
      return
    }
    if let last = hasElement.last {
      if last { bytes.append(UInt8(ascii: ",")) }
      newline()
      hasElement[hasElement.count - 1] = true
    }
  }

  /// A line break and the current indentation (copied from a run of spaces, which matters:
  /// indentation is most of the bytes of a deep document's output).
  private mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
    var remaining = 2 * depth
    while remaining > 0 {
      let n = min(remaining, Self.spaces.count)
      bytes.append(contentsOf: Self.spaces[..<n])
      remaining -= n
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

  mutating func open(_ bracket: Character) {
    beginValue()
    bytes.append(bracket.asciiValue!)
    depth += 1
    hasElement.append(false)
  }

  mutating func close(_ bracket: Character) {
    depth -= 1
    let had = hasElement.removeLast()
    if had { newline() }
    bytes.append(bracket.asciiValue!)
  }

  mutating func key(_ name: String) {
    beginValue()
    quote(name)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
    afterKey = true
  }

  mutating func string(_ value: String) {
    beginValue()
    quote(value)
  }

  /// Numbers print as integers when whole, else in Swift's shortest round-trip form;
  /// non-finite values (which JSON cannot hold) print as the strings "Infinity"/"NaN".
  mutating func number(_ value: Double) {
    beginValue()
    appendNumber(value)
  }

  /// A frame on one line: `{"x": 0, "y": 0, "width": 10, "height": 10}`.
  mutating func frame(_ f: Rect) {
    beginValue()
    appendLiteral("{\"x\": ")
    appendNumber(f.minX)
    appendLiteral(", \"y\": ")
    appendNumber(f.minY)
    appendLiteral(", \"width\": ")
    appendNumber(f.width)
    appendLiteral(", \"height\": ")
    appendNumber(f.height)
    bytes.append(UInt8(ascii: "}"))
  }

  /// `format(value)`'s bytes, with whole numbers written directly.
  private mutating func appendNumber(_ value: Double) {
    // Same test as `formatNumber`: whole and below 1e15 prints as an integer.
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      var n = Int64(value)
      if n < 0 {
        bytes.append(UInt8(ascii: "-"))
        n = -n
      }
      var digits: (UInt64, UInt64) = (0, 0)  // 16 digit bytes, enough for n < 1e15
      withUnsafeMutableBytes(of: &digits) { buffer in
        var i = 16
        repeat {
          i -= 1
          buffer[i] = UInt8(ascii: "0") + UInt8(n % 10)
          n /= 10
        } while n > 0
        bytes.append(contentsOf: buffer[i...])
      }
      return
    }
    appendLiteral(Self.format(value))
  }

  private mutating func appendLiteral(_ s: String) {
    bytes.append(contentsOf: s.utf8)
  }

  static func format(_ value: Double) -> String {
    if value.isNaN { return "\"NaN\"" }
    if value.isInfinite { return value > 0 ? "\"Infinity\"" : "\"-Infinity\"" }
    return formatNumber(value)
  }

  mutating func raw(_ literal: String) {
    beginValue()
    appendLiteral(literal)
  }

  /// Whether `byte` is escaped inside a JSON string literal (see `quote`).
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped; everything
  /// else (UTF-8 included) copied byte for byte.
  private mutating func quote(_ s: String) {
    bytes.append(UInt8(ascii: "\""))
    // Fast path: most strings (every key, kinds, ids) need no escaping and are copied in one
    // go instead of byte by byte; the loop below handles the rest.
    let copied =
      s.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
        guard !utf8.contains(where: Self.needsEscape) else { return false }
        bytes.append(contentsOf: utf8)
        return true
      } ?? false
    if copied {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in s.utf8 {
      switch byte {
      case UInt8(ascii: "\""): appendLiteral("\\\"")
      case UInt8(ascii: "\\"): appendLiteral("\\\\")
      case UInt8(ascii: "\n"): appendLiteral("\\n")
      case UInt8(ascii: "\r"): appendLiteral("\\r")
      case UInt8(ascii: "\t"): appendLiteral("\\t")
      case 0..<0x20:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        appendLiteral("\\u00")
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
