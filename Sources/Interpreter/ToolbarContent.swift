import LayoutEngine

/// A `.toolbar { … }` closure read just far enough to place and draw its items (docs/semantics.md
/// §8.11): the closure is app code, not markup, so its `ToolbarItem`s and their statements are
/// found by their shape rather than parsed as Swift.
extension ElementCatalog {
  /// The items of a `.toolbar { … }` closure. Each `ToolbarItem` or `ToolbarItemGroup` (or the
  /// whole closure when it has none) gives one item per statement of its content, showing the
  /// first symbol named in it, else its first string; leading when its placement says so.
  /// `.bottomBar` and `.status` items go to the bottom bar: `bottom` has one per item (they make
  /// the bar even when they show nothing drawable), `bottomGroups` one per statement, in groups
  /// split by flexible spaces. `.keyboard` items are not shown (`keyboard`), nor a
  /// `DefaultToolbarItem(kind: .search)` (`searchItem`).
  static func toolbarItems(_ closure: String) -> (
    top: [BarItem], sides: [BarItemSide], bottom: [BarItem], bottomGroups: [[BarItem]],
    keyboard: Bool, searchItem: Bool
  ) {
    var chunks: [String] = []
    var rest = closure
    // What precedes the first item (a `ToolbarSpacer` may) is read for spaces only.
    var lead = closure
    while let after = text(after: "ToolbarItem", in: rest) {
      if chunks.isEmpty { lead = String(rest.dropLast(after.count + "ToolbarItem".count)) }
      if let next = text(after: "ToolbarItem", in: after) {
        chunks.append(String(after.dropLast(next.count + "ToolbarItem".count)))
        rest = "ToolbarItem" + next
      } else {
        chunks.append(after)
        break
      }
    }
    if chunks.isEmpty {
      chunks = [closure]
      lead = ""
    }
    var items: [BarItem] = []
    var sides: [BarItemSide] = []
    var bottom: [BarItem] = []
    var bottomGroups: [[BarItem]] = [[]]
    var keyboard = false
    if lead.contains("bottomBar"), toolbarStatements(lead).contains(.flexibleSpace) {
      bottomGroups.append([])
    }
    for chunk in chunks {
      // The chunk's own placement: the first one named in it (a `ToolbarSpacer` after the
      // item names its own).
      let placement = text(after: "placement:", in: chunk).map { String($0.prefix(24)) } ?? ""
      if placement.contains("keyboard") {
        keyboard = true
        continue
      }
      let statements = toolbarStatements(chunk)
      if placement.contains("bottomBar") || placement.contains(".status") {
        bottom.append(firstLabel(chunk))
        // A status item sits in the bar's centre (Apple, `ToolbarItemPlacement.status`): a
        // group of its own between flexible spaces.
        let isStatus = placement.contains(".status")
        if isStatus { bottomGroups.append([]) }
        for statement in statements {
          switch statement {
          case .flexibleSpace: bottomGroups.append([])
          case .item(let item): bottomGroups[bottomGroups.count - 1].append(item)
          }
        }
        if isStatus { bottomGroups.append([]) }
        continue
      }
      let leading = ["Leading", "cancellationAction", "navigation)"].contains {
        text(after: $0, in: chunk) != nil
      }
      for case .item(var item) in statements {
        item.leading = leading
        items.append(item)
        sides.append(leading ? .leading : placement.contains("principal") ? .principal : .trailing)
      }
    }
    return (
      items, sides, bottom, bottomGroups, keyboard,
      closure.contains("DefaultToolbarItem(kind: .search")
    )
  }

  /// What a statement of a toolbar's content is: an item, or a flexible space (`Spacer()` in a
  /// group, a `ToolbarSpacer` that is not `.fixed`).
  enum ToolbarStatement: Equatable {
    case item(BarItem)
    case flexibleSpace
  }

  /// The statements of a toolbar item's text, in order: those inside its content closure
  /// (outside any nested braces, split at `;` and line ends), and `ToolbarSpacer`s outside
  /// it. A line starting with `.` continues the statement before (a modifier), and a statement
  /// showing no symbol or string is no item.
  static func toolbarStatements(_ text: String) -> [ToolbarStatement] {
    var statements: [ToolbarStatement] = []
    var current = ""
    var braces = 0
    var parens = 0
    var inString = false
    var escaped = false
    // A line end at a statement's level ends it unless the next line starts with `.`; a type
    // name after a closing `)` or `}` and a space starts the next (markup's attributes have
    // their line ends turned into spaces).
    var lineEnded = false
    var spaced = false
    var last: Character = " "
    func flush(depth: Int) {
      let statement = current.trimmingSpaces()
      current = ""
      if statement.hasPrefix("ToolbarSpacer") {
        if !statement.contains(".fixed") { statements.append(.flexibleSpace) }
      } else if depth == 1 {
        if statement.hasPrefix("Spacer(") {
          statements.append(.flexibleSpace)
        } else if !statement.hasPrefix(".") {
          let item = firstLabel(statement)
          if !item.symbol.isEmpty || !item.title.isEmpty { statements.append(.item(item)) }
        }
      }
    }
    for character in text {
      if inString {
        current.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character.isWhitespace {
        spaced = true
      } else {
        if lineEnded && character != "." {
          flush(depth: braces)
        } else if spaced && character.isUppercase && (last == ")" || last == "}") && parens == 0
          && braces <= 1
        {
          flush(depth: braces)
        }
        lineEnded = false
        spaced = false
        last = character
      }
      switch character {
      case "\"": inString = true
      case "(", "[": parens += 1
      case ")", "]": parens -= 1
      case "{" where parens == 0 && braces == 0:
        flush(depth: 0)
        braces = 1
        continue
      case "}" where parens == 0 && braces == 1:
        flush(depth: 1)
        braces = 0
        continue
      case "{": braces += 1
      case "}": braces -= 1
      case ";" where parens == 0 && braces <= 1:
        flush(depth: braces)
        continue
      case "\n" where parens == 0 && braces <= 1:
        lineEnded = true
      default: break
      }
      current.append(character)
    }
    flush(depth: braces)
    return statements
  }

  /// The label an item's text shows: the first symbol it names, else its first string, looked
  /// for after `label:` first (a Menu's or Button's label, not its content);
  /// `EditButton()` shows "Edit", a `ShareLink` without a symbol of its own its share symbol.
  static func firstLabel(_ text: String) -> BarItem {
    if let label = Self.text(after: "label:", in: text) {
      let item = firstLabel(label)
      if !item.symbol.isEmpty || !item.title.isEmpty { return item }
    }
    var symbol = ""
    for label in ["systemImage:", "systemName:"] {
      if let after = Self.text(after: label, in: text) {
        symbol = firstStringLiteral(after) ?? ""
        break
      }
    }
    if symbol.isEmpty && Self.text(after: "ShareLink", in: text) != nil {
      symbol = "square.and.arrow.up"
    }
    let title =
      firstStringLiteral(text) ?? (Self.text(after: "EditButton", in: text) != nil ? "Edit" : "")
    return BarItem(symbol: symbol, title: symbol.isEmpty ? title : "", leading: false)
  }
}
