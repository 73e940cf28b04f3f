/// Generators for every benchmark document, so that nothing large is ever committed: the same
/// code feeds the in-process suite (`StackupBenchmarks`) and the end-to-end runs
/// (`stackup-workloads` writes the files that `run-end-to-end.sh` times with hyperfine).
///
/// Every generator is deterministic: the same arguments give byte-identical markup.
public struct Workload: Sendable {
  /// A short file-friendly name (`huge-nested-111k`).
  public var name: String
  /// The markup.
  public var markup: String
  /// Views in the document: every element except the `<Preview>` wrapper.
  public var views: Int
  /// The deepest element nesting, the root counting 1 (compare with `--max-depth`).
  public var depth: Int
}

/// Builds markup one line at a time with two-space indentation, like a hand-written document.
struct MarkupWriter {
  var text = ""
  var views = 0
  var depth = 0
  private var level = 0

  init(capacity: Int) { text.reserveCapacity(capacity) }

  mutating func open(_ tag: String, isView: Bool = true) {
    line("<\(tag)>")
    level += 1
    depth = max(depth, level)
    if isView { views += 1 }
  }

  mutating func close(_ name: String) {
    level -= 1
    line("</\(name)>")
  }

  mutating func leaf(_ element: String) {
    line(element)
    views += 1
    depth = max(depth, level + 1)
  }

  private mutating func line(_ s: String) {
    for _ in 0..<level { text += "  " }
    text += s
    text += "\n"
  }

  func workload(_ name: String) -> Workload {
    Workload(name: name, markup: text, views: views, depth: depth)
  }
}

public enum Workloads {
  /// A fixed leaf (`frame(width:height:)`) or, for every third leaf, a flexible one
  /// (`frame(minWidth:maxWidth: .infinity …)`), so stacks have both kinds to distribute.
  static func sizedLeaf(_ i: Int) -> String {
    i % 3 == 2
      ? #"<Color name="blue" modifiers=".frame(minWidth: 2, maxWidth: .infinity, minHeight: 2, maxHeight: .infinity)"/>"#
      : #"<Color name="red" modifiers=".frame(width: 10, height: 10)"/>"#
  }

  /// Yoga's "huge nested layout" shape: `levels` levels of `fanout` containers, alternating
  /// HStack/VStack, over `fanout` leaves each (sized with frames, every third flexible).
  /// levels 3 × fanout 10 = 1,111 views (a large screen), levels 4 = 11,111 (a large
  /// document), levels 5 = 111,111 views; levels 6 = 1,111,111 views.
  public static func hugeNested(levels: Int = 5, fanout: Int = 10) -> Workload {
    var leaves = 1
    for _ in 0..<levels { leaves *= fanout }
    var w = MarkupWriter(capacity: leaves * 90)
    w.open(#"Preview width="1000" height="1000""#, isView: false)
    var leafIndex = 0
    func container(_ level: Int) {
      let name = level % 2 == 0 ? "VStack" : "HStack"
      w.open(name)
      for _ in 0..<fanout {
        if level + 1 == levels {
          w.leaf(sizedLeaf(leafIndex))
          leafIndex += 1
        } else {
          container(level + 1)
        }
      }
      w.close(name)
    }
    container(0)
    w.close("Preview")
    return w.workload("huge-nested-\(w.views / 1000)k")
  }

  /// Alternating HStack/VStack nesting `depth` containers deep, each level
  /// `[flexible leaf, nested level, flexible leaf]` (Colors are flexible on both axes): the shape
  /// that grows exponentially without memoisation.
  public static func alternatingChain(depth: Int) -> Workload {
    var w = MarkupWriter(capacity: depth * (depth + 80))
    w.open(#"Preview width="1000" height="1000""#, isView: false)
    for level in 0..<depth {
      w.open(level % 2 == 0 ? "HStack" : "VStack")
      w.leaf(#"<Color name="red"/>"#)
    }
    w.leaf(#"<Color name="green"/>"#)
    for level in (0..<depth).reversed() {
      w.leaf(#"<Color name="blue"/>"#)
      w.close(level % 2 == 0 ? "HStack" : "VStack")
    }
    w.close("Preview")
    return w.workload("alternating-depth-\(depth)")
  }

  /// A plain chain `depth` elements deep (VStacks around one Color), one tag per line without
  /// indentation. 10,000 deep is refused under the default `--max-depth 1000`.
  public static func deepChain(depth: Int) -> Workload {
    var text = ""
    text.reserveCapacity(depth * 20)
    for _ in 0..<(depth - 1) { text += "<VStack>\n" }
    text += "<Color name=\"red\"/>\n"
    for _ in 0..<(depth - 1) { text += "</VStack>\n" }
    return Workload(name: "chain-\(depth)", markup: text, views: depth, depth: depth)
  }

  /// One HStack with `n` children, every tenth flexible.
  public static func wideStack(_ n: Int) -> Workload {
    flat("HStack", named: "wide-\(n)", count: n, bytesPerChild: 80) { i in
      i % 10 == 9
        ? #"<Color name="blue" modifiers=".frame(minWidth: 1, maxWidth: .infinity)"/>"#
        : #"<Color name="red" modifiers=".frame(width: 4, height: 10)"/>"#
    }
  }

  /// An HStack alternating fixed views and Spacers (`n` children in all).
  public static func spacerHeavy(_ n: Int) -> Workload {
    flat("HStack", named: "spacers-\(n)", count: n, bytesPerChild: 60) { i in
      i % 2 == 1 ? "<Spacer/>" : #"<Color name="red" modifiers=".frame(width: 4, height: 10)"/>"#
    }
  }

  /// An HStack of `n` flexible views spread over 64 layout priorities, so the stack distributes
  /// its width group by group.
  public static func priorityHeavy(_ n: Int) -> Workload {
    flat("HStack", named: "priorities-\(n)", count: n, bytesPerChild: 90) { i in
      #"<Color name="red" modifiers=".frame(minWidth: 1, maxWidth: 40).layoutPriority(\#((i * 37) % 64))"/>"#
    }
  }

  /// A `<FlowLayout>` of `n` items of a few different sizes.
  public static func flow(_ n: Int) -> Workload {
    flat(
      "FlowLayout", named: "flow-\(n)", preview: #"width="800" height="600""#, count: n,
      bytesPerChild: 70
    ) { i in
      #"<Color name="red" modifiers=".frame(width: \#(10 + (i * 7) % 50), height: \#(10 + (i * 3) % 20))"/>"#
    }
  }

  /// One `container` of `count` leaves (`child(i)` is the i-th) in a Preview of `preview`'s
  /// size: the shape of every one-level workload.
  private static func flat(
    _ container: String, named name: String, preview: String = #"width="1000" height="100""#,
    count: Int, bytesPerChild: Int, child: (Int) -> String
  ) -> Workload {
    var w = MarkupWriter(capacity: count * bytesPerChild)
    w.open("Preview \(preview)", isView: false)
    w.open(container)
    for i in 0..<count { w.leaf(child(i)) }
    w.close(container)
    w.close("Preview")
    return w.workload(name)
  }

  /// A realistic screen of about `views` views: an inset-grouped `List` of sections, each row an
  /// SF Symbol, a title and a subtitle in two text styles, a Spacer and a badge (a count in a
  /// capsule). Unlike the other workloads, every row has its own strings and its own modifier
  /// arguments (a symbol's tint and frame, the subtitle's opacity, the badge's padding), as a
  /// real screen does: each distinct `modifiers` value is parsed and each text measured anew.
  /// 1,000 views by default (Stackup 22's realistic screen).
  public static func realisticScreen(views target: Int = 1_000) -> Workload {
    let symbols = [
      "wifi", "airplane", "bell.badge", "gear", "person.crop.circle", "lock.shield",
      "battery.100", "moon.fill", "hand.raised", "sparkles", "bolt.horizontal", "antenna.radiowaves.left.and.right",
    ]
    let tints = ["blue", "orange", "green", "red", "purple", "pink", "teal", "indigo", "mint", "yellow"]
    let words = [
      "Account", "Privacy", "Notifications", "Display", "Sounds", "Focus", "Screen Time", "General",
      "Control Centre", "Accessibility", "Wallpaper", "Siri", "Battery", "Storage", "Passwords",
    ]
    let rowsPerSection = 8
    // A row is 7 views (HStack, Image, VStack, two Texts, Spacer, badge Text); a section is one
    // more per `rowsPerSection` rows, the List one in all.
    let rows = max(1, (target - 1) * rowsPerSection / (7 * rowsPerSection + 1))
    var w = MarkupWriter(capacity: target * 160)
    w.open(#"Preview width="390" height="844""#, isView: false)
    w.open(#"List modifiers=".listStyle(.insetGrouped)""#)
    for row in 0..<rows {
      if row % rowsPerSection == 0 {
        if row > 0 { w.close("Section") }
        let section = row / rowsPerSection
        w.open(#"Section header="\#(words[section % words.count]) \#(section + 1)""#)
      }
      let symbol = symbols[row % symbols.count]
      let tint = tints[(row * 7) % tints.count]
      let title = "\(words[(row * 5 + 3) % words.count]) \(row + 1)"
      let detail = "\(row * 37 % 1000) items, updated \(row % 24 + 1) hours ago"
      w.open(#"HStack spacing="\#(10 + row % 5)""#)
      w.leaf(
        #"<Image systemName="\#(symbol)" modifiers=".font(.system(size: \#(15 + row % 9))).foregroundStyle(.\#(tint)).frame(width: \#(26 + row % 6), height: \#(26 + row % 4))"/>"#
      )
      w.open(#"VStack alignment="leading" spacing="\#(1 + row % 3)""#)
      w.leaf(#"<Text modifiers=".font(.body).lineLimit(\#(1 + row % 2))">\#(title)</Text>"#)
      w.leaf(
        #"<Text modifiers=".font(.subheadline).foregroundStyle(.secondary).opacity(0.\#(100 + row))">\#(detail)</Text>"#
      )
      w.close("VStack")
      w.leaf("<Spacer/>")
      w.leaf(
        #"<Text modifiers=".font(.caption.bold()).padding(.horizontal, \#(4 + row % 5).\#(row / 5 % 10)).padding(.vertical, \#(1 + row % 3)).background(Capsule().fill(Color.\#(tint)))">\#(row * 13 % 99 + 1)</Text>"#
      )
      w.close("HStack")
    }
    w.close("Section")
    w.close("List")
    w.close("Preview")
    return w.workload("realistic-screen-\(target / 1000)k")
  }

  /// Every workload the end-to-end script times, by name.
  public static func endToEnd() -> [() -> Workload] {
    [
      { realisticScreen() },
      { hugeNested(levels: 3) }, { hugeNested(levels: 4) },
      { hugeNested(levels: 5) }, { hugeNested(levels: 6) },
      { alternatingChain(depth: 5) }, { alternatingChain(depth: 50) },
      { alternatingChain(depth: 500) },
      { deepChain(depth: 10_000) },
      { wideStack(10_000) }, { wideStack(100_000) },
      { spacerHeavy(10_000) }, { spacerHeavy(100_000) },
      { priorityHeavy(10_000) }, { priorityHeavy(100_000) },
      { flow(1_000) }, { flow(10_000) },
    ]
  }
}
