import LayoutEngine
import MarkupSyntax

/// Where an `id` was written: its file and the offset of its value. ForEach copies, component
/// bodies and templates build the same element several times; those copies share one site and
/// are not duplicates of each other.
struct IDSite: Equatable {
  var file: String
  var location: MarkupLocation
}

/// Whole-document checks made while building: ids are unique (tests and `frame(ofID:)` look
/// views up by id), and expansion stays within `InterpreterSettings.maxViews`.
extension Builder {
  /// Reports an id already written somewhere else in the document.
  func checkUniqueID(_ attribute: SyntaxTree.Attribute) {
    let id = attribute.value
    let site = IDSite(file: syntax.file.name, location: attribute.valueLocation)
    guard let first = idSites[id] else {
      idSites[id] = site
      return
    }
    guard first != site else { return }
    // Children are built before their container: report whichever comes later in the file.
    var (earlier, later) = (first, site)
    if first.file == site.file, site.location < first.location { (earlier, later) = (site, first) }
    let place = earlier.file == later.file ? "" : " of \(earlier.file)"
    let diagnostic = Diagnostic(
      .error, id: "duplicate-id",
      message:
        "duplicate id '\(id)': the view at line \(earlier.location.line), column \(earlier.location.column)\(place) already has it; ids must be unique",
      at: later.location, length: max(1, id.count))
    report(diagnostic)  // `later` is in the tree being read (the swap keeps to one file)
  }

  /// Counts one ForEach copy or component expansion; false (after one error) once the views and
  /// expansions made pass `maxViews` or `maxExpandedViews` (see `ExpansionBudget`).
  func withinViewLimit(at location: MarkupLocation, length: Int) -> Bool {
    switch budget.unchecked.addExpansion(viewCount: tree.count) {
    case .within:
      return true
    case .exhausted:
      return false
    case .pastViews:
      error(
        "too-many-views",
        "ForEach and components expand this document to more than \(budget.unchecked.maxViews) views; the limit was reached here",
        at: location, length: length)
      return false
    case .pastExpandedViews:
      error(
        "too-many-views",
        "ForEach, components and templates make more than \(budget.unchecked.maxExpandedViews) views in this document; the limit was reached here (raise it with --max-expanded-views)",
        at: location, length: length)
      return false
    }
  }

  /// Starts building ForEach copies or a component's body: views made until the matching
  /// `endExpansion` count as made by expansion (see `ExpansionBudget.beginExpansion`).
  func beginExpansion() { budget.unchecked.beginExpansion(viewCount: tree.count) }

  func endExpansion() { budget.unchecked.endExpansion(viewCount: tree.count) }

  /// Reports a template name given to two children of one element: `:name` would find only
  /// the first, silently. Checked once over the document, so copies are not reported again.
  func checkTemplateNames() {
    guard survey.hasTemplates else { return }
    var seen: [Int32: [String: MarkupLocation]] = [:]
    for index in syntax.elements.indices {
      let element = Int32(index)
      guard let attribute = syntax.attributes(of: element).first(where: { $0.name == "template" })
      else { continue }
      let parent = syntax.element(element).parent
      if let first = seen[parent, default: [:]][attribute.value] {
        error(
          "duplicate-template",
          "template '\(attribute.value)' is already defined at line \(first.line), column \(first.column); :\(attribute.value) would only find that one",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
      } else {
        seen[parent, default: [:]][attribute.value] = attribute.valueLocation
      }
    }
  }
}
