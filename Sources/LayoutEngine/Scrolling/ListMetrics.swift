/// The look of a `List` or `Form`: `.listStyle(…)` or `.formStyle(…)` (semantics §5.6).
package enum ListStyleKind: String, Sendable, Hashable, CaseIterable {
  /// `.plain`: rows edge to edge, sections touching.
  case plain
  /// `.grouped`: sections as full-width groups with space between.
  case grouped
  /// `.insetGrouped`: sections as rounded cards inset from the edges (iOS's default).
  case insetGrouped
  /// `.inset`: rows inset from the edges, without the grouped background (macOS's default).
  case inset
  /// `.sidebar`: a sidebar's sections.
  case sidebar
  /// `Form` with `.formStyle(.grouped)` (iOS's default form style).
  case formGrouped
  /// `Form` with `.formStyle(.columns)` (macOS's default form style): a non-scrolling column.
  case formColumns
}

/// The default metrics of list rows and sections for one style on one platform (semantics
/// §5.7, where each number's source, or the lack of one, is given).
package struct ListMetrics: Sendable, Hashable {
  /// Space around a row's content unless `.listRowInsets` says otherwise.
  package var rowInsets: EdgeInsets
  /// Least height of a row, insets included (`defaultMinListRowHeight`).
  package var minRowHeight: Double
  /// Space between two sections (`listSectionSpacing`'s default).
  package var sectionSpacing: Double
  /// Distance from the list's edges to its sections (an inset style's margin).
  package var horizontalMargin: Double
  /// Space above the first section.
  package var topMargin: Double
  /// Space below the last section.
  package var bottomMargin: Double
  /// Space above a section header's text; its sides follow the row insets.
  package var headerTop: Double
  /// Space between a header and the section's first row.
  package var headerBottom: Double
  /// Space between the section's last row and its footer.
  package var footerTop: Double
  /// Space below a footer's text.
  package var footerBottom: Double
  /// Whether the list scrolls (every style but a columns form).
  package var scrolls: Bool

  /// The metrics of the list (or form, when `isForm`) style in `environment`: the style a
  /// modifier above wrote (`ListStyleKey`, `FormStyleKey`), else the platform's default
  /// (§5.6).
  package static func of(isForm: Bool, in environment: LayoutEnvironment) -> ListMetrics {
    let platform = environment.options.platform
    if isForm {
      return of(
        environment[FormStyleKey.self] ?? (platform == .iOS ? .formGrouped : .formColumns),
        on: platform)
    }
    return of(
      environment[ListStyleKey.self] ?? (platform == .iOS ? .insetGrouped : .inset), on: platform)
  }

  /// The metrics of `style` on `platform` (semantics §5.7).
  package static func of(_ style: ListStyleKind, on platform: TargetPlatform) -> ListMetrics {
    switch platform {
    case .iOS: return iOS(style)
    case .macOS: return macOS(style)
    }
  }

  /// iOS (§5.7): rows inset 11 pt vertically and 16 pt at the sides, at least 44 pt tall.
  /// Grouped styles: 30 pt between sections, headers 6 pt above their rows, footers 10 pt
  /// below them; inset styles 16 pt from the list's edges.
  private static func iOS(_ style: ListStyleKind) -> ListMetrics {
    var m = ListMetrics(
      rowInsets: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), minRowHeight: 44,
      sectionSpacing: 30, horizontalMargin: 16, topMargin: 20, bottomMargin: 10, headerTop: 0,
      headerBottom: 6, footerTop: 10, footerBottom: 0, scrolls: true)
    switch style {
    case .insetGrouped, .sidebar, .formGrouped:
      break
    case .grouped:
      m.horizontalMargin = 0
      m.topMargin = 22
      m.bottomMargin = 8
      m.footerTop = 8
    case .inset:
      m.sectionSpacing = 0
      m.topMargin = 0
      m.bottomMargin = 0
    case .plain:
      // Plain sections touch; a header is a bar: its text with 6 pt above and below.
      m.horizontalMargin = 0
      m.sectionSpacing = 0
      m.topMargin = 0
      m.bottomMargin = 0
      m.headerTop = 6
      m.footerTop = 6
      m.footerBottom = 6
    case .formColumns:
      m = columns
    }
    return m
  }

  /// macOS (§5.7): rows at least 24 pt tall (a measured `NSTableView.rowHeight`); chosen,
  /// with no public measurement: rows inset 4 pt vertically and 8 pt at the sides, inset
  /// styles 10 pt from the edges and 10 pt between sections.
  private static func macOS(_ style: ListStyleKind) -> ListMetrics {
    var m = ListMetrics(
      rowInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), minRowHeight: 24,
      sectionSpacing: 10, horizontalMargin: 10, topMargin: 10, bottomMargin: 10, headerTop: 0,
      headerBottom: 4, footerTop: 4, footerBottom: 0, scrolls: true)
    switch style {
    case .insetGrouped, .inset, .sidebar, .formGrouped:
      break
    case .plain, .grouped:
      m.horizontalMargin = 0
      m.topMargin = 0
      m.bottomMargin = 0
    case .formColumns:
      m = columns
    }
    return m
  }

  /// A columns form (§5.7): rows 4 pt above and below their content with no side insets and
  /// no minimum height, 20 pt between sections; it does not scroll (Apple `ColumnsFormStyle`:
  /// "a non-scrolling form style").
  private static let columns = ListMetrics(
    rowInsets: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0), minRowHeight: 0,
    sectionSpacing: 20, horizontalMargin: 0, topMargin: 0, bottomMargin: 0, headerTop: 0,
    headerBottom: 4, footerTop: 4, footerBottom: 0, scrolls: false)
}
