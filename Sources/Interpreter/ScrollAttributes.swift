import LayoutEngine
import MarkupSyntax

/// Readings of the attributes scroll views and lazy stacks take (semantics §5.1, §5.5).
enum ScrollAttributes {
  /// `axes="vertical"`, `axes="horizontal"`, `axes="[.horizontal, .vertical]"` (dots and the
  /// `Axis.Set.` qualifier optional, `[]` for none): the axes a ScrollView scrolls along, or
  /// nil after a located error. Absent: vertical, SwiftUI's default.
  static func axes(_ c: ElementContext) -> Set<Axis>? {
    guard let attribute = c.attributes["axes"] else { return [.vertical] }
    var text = Substring(attribute.value.trimmingSpaces())
    let bracketed = text.hasPrefix("[") && text.hasSuffix("]") && text.count >= 2
    if bracketed { text = text.dropFirst().dropLast() }
    var axes: Set<Axis> = []
    let names = text.split(separator: ",").map { Values.bareCase(String($0)) }
    for name in names {
      switch name {
      case "horizontal": axes.insert(.horizontal)
      case "vertical": axes.insert(.vertical)
      default:
        let shown = name.isEmpty ? attribute.value : name
        let hint = Suggestions.hint(for: name, in: ["horizontal", "vertical"])
        c.builder.error(
          "bad-value",
          "'\(shown)' is not a scroll axis\(hint.isEmpty ? "; use vertical, horizontal or [.horizontal, .vertical]" : hint)",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
        return nil
      }
    }
    if names.isEmpty && !bracketed {
      c.builder.error(
        "bad-value", "axes is empty; use vertical, horizontal or [.horizontal, .vertical]",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    }
    return axes
  }

  /// A `true`/`false` attribute (`showsIndicators`), or nil after a located error; absent
  /// gives `absent`.
  static func bool(_ c: ElementContext, _ name: String, absent: Bool) -> Bool? {
    guard let attribute = c.attributes[name] else { return absent }
    switch attribute.value.trimmingSpaces() {
    case "true": return true
    case "false": return false
    default:
      c.builder.error(
        "bad-value", "'\(name)' is true or false, not '\(attribute.value)'",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    }
  }

  /// `pinnedViews="[.sectionHeaders, .sectionFooters]"` (dots optional, `[]` for none): true
  /// when absent or valid, false after a located error. Pinning moves headers only once the
  /// content scrolls, so at scroll offset zero it has no layout effect (§5.5).
  static func pinnedViews(_ c: ElementContext) -> Bool {
    guard let attribute = c.attributes["pinnedViews"] else { return true }
    var text = Substring(attribute.value.trimmingSpaces())
    if text.hasPrefix("[") && text.hasSuffix("]") && text.count >= 2 {
      text = text.dropFirst().dropLast()
    }
    let choices = ["sectionHeaders", "sectionFooters"]
    for part in text.split(separator: ",") {
      var name = Values.bareCase(String(part))
      if name.hasPrefix("PinnedScrollableViews.") { name.removeFirst(22) }
      guard !choices.contains(name) else { continue }
      let hint = Suggestions.hint(for: name, in: choices)
      c.builder.error(
        "bad-value",
        "'\(name)' is not a pinned view kind\(hint.isEmpty ? "; use sectionHeaders or sectionFooters" : hint)",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return false
    }
    return true
  }
}
