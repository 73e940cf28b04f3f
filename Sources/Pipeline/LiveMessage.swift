package import LayoutEngine

/// What the live preview page (`stackup watch FILE --serve`) is sent after each save, as one
/// JSON object: the picture with every view's frame and inspector facts, or the located errors
/// of a save that did not lay out (the page keeps the last good picture under them).
///
/// ```
/// {"update": 3, "path": "card.xml", "ok": true, "svg": "<?xml …", "warnings": "",
///  "views": [{"index": 0, "kind": "Text", "id": "title", "line": 4, "implicit": false,
///             "frame": [16, 20, 120, 21], "rule": "§9.7 The system font's model",
///             "calls": ["sizeThatFits(proposal: 358×nil) -> 120×21", "placed at …"]}]}
/// {"update": 4, "path": "card.xml", "ok": false, "error": "card.xml:3:6: error: …"}
/// ```
package enum LiveMessage {
  /// The picture of a laid-out document, with each placed view's kind, id, source line,
  /// frame, the calls the layout made on it (`calls[node index]`) and the rule it follows.
  package static func picture(
    _ laidOut: LaidOutDocument, svg: String, calls: [[LayoutTraceEvent.Call]], warnings: String,
    update: Int, path: String
  ) -> String {
    var json = "{\"update\":\(update),\"path\":\(string(path)),\"ok\":true,\"svg\":"
    json += string(svg)
    json += ",\"warnings\":\(string(warnings)),\"views\":["
    var first = true
    for index in laidOut.tree.nodes.indices {
      guard let frame = laidOut.result.frames[index],
        frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
      else { continue }
      let node = laidOut.tree.nodes[index]
      let info = node.info
      var isText = false
      if case .leaf(let leaf) = laidOut.tree.content(at: index), leaf is TextLeaf { isText = true }
      if !first { json += "," }
      first = false
      json += "{\"index\":\(index),\"kind\":\(string(info.kind))"
      json += ",\"id\":\(info.id.map(string) ?? "null"),\"line\":\(info.line)"
      json += ",\"implicit\":\(info.isImplicit)"
      json += ",\"frame\":[\(formatNumber(frame.minX)),\(formatNumber(frame.minY))"
      json += ",\(formatNumber(frame.width)),\(formatNumber(frame.height))]"
      json += ",\"rule\":\(string(LayoutRules.section(forKind: info.kind, isText: isText)))"
      json += ",\"calls\":["
      let made = index < calls.count ? calls[index] : []
      json += made.map { string($0.description) }.joined(separator: ",")
      json += "]}"
    }
    json += "]}"
    return json
  }

  /// A save that could not be laid out: its located errors as `stackup render` prints them.
  package static func failure(_ text: String, update: Int, path: String) -> String {
    "{\"update\":\(update),\"path\":\(string(path)),\"ok\":false,\"error\":\(string(text))}"
  }

  /// A JSON string literal safe inside the page's `<script>` (`JSONStringLiteral`).
  package static func string(_ text: String) -> String {
    JSONStringLiteral.of(text, forScript: true)
  }
}
