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
    var out = JSONWriter()
    out.open("{")
    out.key("canvas")
    out.open("{")
    out.key("width")
    out.number(result.canvas.width)
    out.key("height")
    out.number(result.canvas.height)
    out.close("}")
    out.key("root")
    if let root = tree.root { node(root, tree, result, &out, layer: nil) } else { out.raw("null") }
    out.close("}")
    return out.text + "\n"
  }

  /// Writes one node; deep trees are walked with an explicit stack of pending closings.
  private func node(_ start: NodeID, _ tree: ViewTree, _ result: LayoutResult, _ out: inout JSONWriter, layer: String?) {
    enum Step {
      case enter(NodeID, layer: String?)
      case closeChildren
    }
    var steps: [Step] = [.enter(start, layer: layer)]
    while let step = steps.popLast() {
      switch step {
      case .closeChildren:
        out.close("]")
        out.close("}")
      case .enter(let id, let layer):
        let entry = tree[id]
        out.open("{")
        out.key("kind")
        out.string(entry.info.kind)
        if let name = entry.info.id {
          out.key("id")
          out.string(name)
        }
        out.key("line")
        out.number(Double(entry.info.line))
        out.key("frame")
        if let f = result.frame(of: id) {
          out.raw(
            "{\"x\": \(JSONWriter.format(f.minX)), \"y\": \(JSONWriter.format(f.minY)), "
              + "\"width\": \(JSONWriter.format(f.width)), \"height\": \(JSONWriter.format(f.height))}")
        } else {
          out.raw("null")
        }
        if entry.info.isImplicit {
          out.key("implicit")
          out.raw("true")
        }
        if let layer {
          out.key("layer")
          out.string(layer)
        }
        if !entry.info.details.isEmpty {
          out.key("properties")
          out.open("{")
          for key in entry.info.details.keys.sorted() {
            out.key(key)
            out.string(entry.info.details[key]!)
          }
          out.close("}")
        }
        if entry.children.isEmpty {
          out.close("}")
          continue
        }
        out.key("children")
        out.open("[")
        steps.append(.closeChildren)
        var secondaryLayer: String? = nil
        if case .decoration(let d) = entry.content { secondaryLayer = d.kind.rawValue }
        for (k, child) in entry.children.enumerated().reversed() {
          steps.append(.enter(NodeID(index: child), layer: k == 1 ? secondaryLayer : nil))
        }
      }
    }
  }
}

/// A minimal pretty-printing JSON writer (two-space indent, one key per line).
struct JSONWriter {
  private(set) var text = ""
  private var depth = 0
  /// Whether the current container already has an element (so a comma is due).
  private var hasElement: [Bool] = []
  private var afterKey = false

  private mutating func beginValue() {
    if afterKey {
      afterKey = false
      return
    }
    if let last = hasElement.last {
      if last { text += "," }
      text += "\n" + String(repeating: "  ", count: depth)
      hasElement[hasElement.count - 1] = true
    }
  }

  mutating func open(_ bracket: Character) {
    beginValue()
    text.append(bracket)
    depth += 1
    hasElement.append(false)
  }

  mutating func close(_ bracket: Character) {
    depth -= 1
    let had = hasElement.removeLast()
    if had { text += "\n" + String(repeating: "  ", count: depth) }
    text.append(bracket)
  }

  mutating func key(_ name: String) {
    beginValue()
    text += quoted(name) + ": "
    afterKey = true
  }

  mutating func string(_ value: String) {
    beginValue()
    text += quoted(value)
  }

  /// Numbers print as integers when whole, else in Swift's shortest round-trip form;
  /// non-finite values (which JSON cannot hold) print as the strings "Infinity"/"NaN".
  mutating func number(_ value: Double) {
    beginValue()
    text += Self.format(value)
  }

  static func format(_ value: Double) -> String {
    if value.isNaN { return "\"NaN\"" }
    if value.isInfinite { return value > 0 ? "\"Infinity\"" : "\"-Infinity\"" }
    return formatNumber(value)
  }

  mutating func raw(_ literal: String) {
    beginValue()
    text += literal
  }

  private func quoted(_ s: String) -> String {
    var result = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
