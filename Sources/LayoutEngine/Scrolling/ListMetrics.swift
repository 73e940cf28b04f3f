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
  /// `.bordered` (macOS 12 and later): rows in a bordered box; an inset list elsewhere.
  case bordered
  /// `Form` with `.formStyle(.grouped)` (iOS's default form style).
  case formGrouped
  /// `Form` with `.formStyle(.columns)` (macOS's default form style): a non-scrolling column.
  case formColumns
}

/// The default metrics of list rows and sections for one style on one OS release (semantics
/// §5.7, where each number's source, or the lack of one, is given).
package struct ListMetrics: Sendable, Hashable {
  /// Space around a row's content unless `.listRowInsets` says otherwise.
  package var rowInsets: EdgeInsets
  /// Least height of a row, insets included (`defaultMinListRowHeight`).
  package var minRowHeight: Double
  /// Space between two sections (`listSectionSpacing`'s default), beyond what a section
  /// without a header or footer leaves (`absentHeader`, `absentFooter`).
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
  /// Space a section without a header leaves above its first row (grouped styles: half of
  /// UIKit's 35 pt between sections), rounded up to a whole pixel.
  package var absentHeader: Double = 0
  /// Space a section without a footer leaves below its last row, rounded up to a pixel.
  package var absentFooter: Double = 0
  /// Further space above the first section when it has no header (grouped styles: the
  /// first header-less section starts 35 pt down, twice `absentHeader`). Negative where the
  /// list takes back `absentHeader` too: under an iOS 26 navigation bar such a section starts
  /// at the list's top.
  package var topWithoutHeader: Double = 0
  /// Whether the list scrolls (every style but a columns form).
  package var scrolls: Bool

  package init(
    rowInsets: EdgeInsets, minRowHeight: Double, sectionSpacing: Double,
    horizontalMargin: Double, topMargin: Double, bottomMargin: Double, headerTop: Double,
    headerBottom: Double, footerTop: Double, footerBottom: Double, scrolls: Bool
  ) {
    self.rowInsets = rowInsets
    self.minRowHeight = minRowHeight
    self.sectionSpacing = sectionSpacing
    self.horizontalMargin = horizontalMargin
    self.topMargin = topMargin
    self.bottomMargin = bottomMargin
    self.headerTop = headerTop
    self.headerBottom = headerBottom
    self.footerTop = footerTop
    self.footerBottom = footerBottom
    self.scrolls = scrolls
  }

  /// The metrics of a list (or form) in `environment`: its style (`ListStyleKey` or
  /// `FormStyleKey`, else the platform's default) on the OS release in force
  /// (`OSVersionKey`), the spaces of absent headers and footers rounded up to a pixel.
  package static func of(isForm: Bool, in environment: LayoutEnvironment) -> ListMetrics {
    let os = environment[OSVersionKey.self]
    let style: ListStyleKind
    if isForm {
      style = environment[FormStyleKey.self] ?? (os.platform == .iOS ? .formGrouped : .formColumns)
    } else {
      style = environment[ListStyleKey.self] ?? (os.platform == .iOS ? .insetGrouped : .inset)
    }
    var m = of(style, on: os)
    // A spacing the list sets replaces the space a footer-less section leaves below it.
    if environment[ListSectionSpacingKey.self] != nil { m.absentFooter = 0 }
    let scale = environment.options.displayScale
    func ceilToPixel(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
    m.absentHeader = ceilToPixel(m.absentHeader)
    m.absentFooter = ceilToPixel(m.absentFooter)
    m.topWithoutHeader = ceilToPixel(m.topWithoutHeader)
    // Under an iOS 26 navigation bar a first section without a header starts at the list's
    // top: the space above it is taken back (recorded, §5.7, §8.11).
    if environment[BelowNavigationBarKey.self], os.platform == .iOS, os.major >= 26 {
      m.topWithoutHeader = -m.absentHeader
    }
    return m
  }

  /// The metrics of `style` on the release `os` (semantics §5.7).
  package static func of(_ style: ListStyleKind, on os: OSVersion) -> ListMetrics {
    switch os.platform {
    case .iOS: return os.major >= 26 ? iOS26(style) : iOS(style)
    case .macOS: return os.major >= 26 ? macOS26(style) : macOS(style)
    }
  }

  /// iOS 16–18 (§5.7): rows inset 11 pt vertically and 16 pt at the sides, at least 44 pt
  /// tall. Grouped styles: a header's text 17 pt below its section's top and 6 pt above its
  /// rows, footers 10 pt below them; a section without a header or footer leaves 17.5 pt
  /// (35.333 between two such sections at 3x), the first 35; inset styles 16 pt from the
  /// list's edges.
  private static func iOS(_ style: ListStyleKind) -> ListMetrics {
    var m = ListMetrics(
      rowInsets: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), minRowHeight: 44,
      sectionSpacing: 0, horizontalMargin: 16, topMargin: 0, bottomMargin: 0, headerTop: 17,
      headerBottom: 6, footerTop: 10, footerBottom: 0, scrolls: true)
    m.absentHeader = 17.5
    m.absentFooter = 17.5
    m.topWithoutHeader = 17.5
    return adjusted(m, for: style)
  }

  /// iOS 26 (§5.7, recorded): rows at least 56 pt tall, their content at least 15 pt from the
  /// top and bottom (a 24.5-pt text line sits 15.75 from each, a 26-pt text field 15, a 31-pt
  /// slider row is 61 tall) and 16 pt from the sides. Grouped styles: a header's text 10 pt below its
  /// section's top and 10 pt above its rows; a footer 8 pt below the rows with 6 pt under
  /// it; a section without a header or footer leaves 17.5 pt, the first 35.
  private static func iOS26(_ style: ListStyleKind) -> ListMetrics {
    var m = ListMetrics(
      rowInsets: EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16),
      minRowHeight: 56, sectionSpacing: 0, horizontalMargin: 16, topMargin: 0, bottomMargin: 0,
      headerTop: 10, headerBottom: 10, footerTop: 8, footerBottom: 6, scrolls: true)
    m.absentHeader = 17.5
    m.absentFooter = 17.5
    m.topWithoutHeader = 17.5
    m = adjusted(m, for: style)
    if style == .plain {
      // A plain header is a bar: 42 pt around its text (recorded in total; split evenly).
      m.headerTop = 21
      m.headerBottom = 21
    }
    return m
  }

  /// The grouped metrics `m` changed for the other iOS styles.
  private static func adjusted(_ m: ListMetrics, for style: ListStyleKind) -> ListMetrics {
    var m = m
    switch style {
    case .insetGrouped, .sidebar, .formGrouped:
      break
    case .grouped:
      m.horizontalMargin = 0
    case .inset, .plain, .bordered:
      // Sections touch and the list has no margins above or below; a plain list's sections
      // are edge to edge, and its header and footer are bars of their text with 6 pt above
      // and below (iOS 16–18).
      m.absentHeader = 0
      m.absentFooter = 0
      m.topWithoutHeader = 0
      if style == .plain {
        m.horizontalMargin = 0
        m.headerTop = 6
        m.headerBottom = 6
        m.footerTop = 6
        m.footerBottom = 6
      } else {
        m.headerTop = 0
      }
    case .formColumns:
      return columns
    }
    return m
  }

  /// macOS 26 (§5.7, recorded): inset lists 16 pt from their sides with rows' content at the
  /// margin (a `.listRowInsets` leading inset adds to it), 10 pt down; rows 4 pt above and
  /// below their content, at least 24 tall; headers and footers 6 pt above and below their
  /// text; sections 20 apart; a plain list's rows 8 pt from its sides from its top, a bordered
  /// list's 7 from its sides and 1 below its top; a sidebar's rows at least 32 tall. The forms
  /// keep the earlier releases' numbers (their recordings depend on macOS 26's control font,
  /// docs/semantics-decisions.md).
  private static func macOS26(_ style: ListStyleKind) -> ListMetrics {
    var m = ListMetrics(
      rowInsets: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0), minRowHeight: 24,
      sectionSpacing: 20, horizontalMargin: 16, topMargin: 10, bottomMargin: 10, headerTop: 6,
      headerBottom: 6, footerTop: 6, footerBottom: 6, scrolls: true)
    switch style {
    case .inset, .insetGrouped, .grouped:
      break
    case .plain:
      m.horizontalMargin = 8
      m.topMargin = 0
      m.bottomMargin = 0
    case .bordered:
      m.horizontalMargin = 7
      m.topMargin = 1
      m.bottomMargin = 1
    case .sidebar:
      // 32-pt rows of the 18.5-pt body font (recorded), 16 from the sides, 10 down.
      m.minRowHeight = 32
    case .formGrouped, .formColumns:
      m = macOS(style)
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
    case .insetGrouped, .inset, .sidebar, .formGrouped, .bordered:
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
