import LayoutEngine

/// `.coordinateSpace(name: "scroll")` and `.coordinateSpace(.named("scroll"))` (semantics
/// §1.2): a `CoordinateSpaceLayer`, which a GeometryReader inside reads through
/// `frame(in: .named("scroll"))`. The name may be any `Hashable` in SwiftUI; Stackup reads a
/// string, the form the documentation and most code use.
extension ModifierCatalog {
  static func coordinateSpace(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    let forms = "coordinateSpace takes .named(\"name\") or name: \"name\""
    guard call.arguments.count == 1, call.trailingClosure == nil else {
      c.error("bad-argument", forms, at: call.nameStart, length: call.name.count)
      return node
    }
    let argument = call.arguments[0]
    let name: String?
    switch (argument.label, argument.value) {
    case ("name", .string(let text)): name = text
    case (nil, let value): name = GeometryProxies.spaceName(value)
    case ("name", _): name = nil
    default:
      c.error(
        "bad-argument", forms, at: argument.labelStart, length: argument.label?.count ?? 1)
      return node
    }
    guard let name else {
      // A name of another Hashable type is valid SwiftUI; no reader can find it here.
      c.warning(
        "coordinate-space",
        "Stackup reads a coordinate space named by a string (.named(\"name\")); this one is left out, so frame(in:) with it reads the global frame",
        at: argument.start, length: max(1, argument.end - argument.start))
      return node
    }
    return c.wrap(node, CoordinateSpaceLayer(name: name), kind: "coordinateSpace")
  }
}
