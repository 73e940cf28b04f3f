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
    if text.allSatisfy(\.isWhitespace) {
      if bracketed { return [] }
      c.builder.error(
        "bad-value", "axes is empty; use vertical, horizontal or [.horizontal, .vertical]",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    }
    var axes: Set<Axis> = []
    var names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      var name = Values.bareCase(String($0))
      if name.hasPrefix("Set.") { name.removeFirst(4) }  // `Axis.Set.horizontal`
      return name
    }
    // An array literal may end with a comma: `[.vertical,]`.
    if bracketed, names.count > 1, names.last == "" { names.removeLast() }
    for name in names {
      switch name {
      case "horizontal": axes.insert(.horizontal)
      case "vertical": axes.insert(.vertical)
      default:
        var hint = Suggestions.hint(for: name, in: ["horizontal", "vertical"])
        if hint.isEmpty { hint = "; use vertical, horizontal or [.horizontal, .vertical]" }
        let what = name.isEmpty ? "an empty entry" : "'\(name)'"
        c.builder.error(
          "bad-value", "\(what) is not a scroll axis\(hint)", at: attribute.valueLocation,
          length: max(1, attribute.value.count))
        return nil
      }
    }
    return axes
  }

  /// A `true`/`false` attribute (`showsIndicators`), or nil after a located error; absent
  /// gives `absent`.
  static func bool(_ c: ElementContext, _ name: String, absent: Bool) -> Bool? {
    guard let attribute = c.attributes[name] else { return absent }
    return c.boolValue(attribute)
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
