/// SwiftUI's text styles (`Font.largeTitle` … `Font.caption2`), with each platform's point size,
/// line height and weight at every Dynamic Type size (§9.1).
package enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
  case caption, caption2

  /// The style's point size and line height (leading) on `platform` at `size`, from Apple's
  /// Human Interface Guidelines, Typography › Specifications (§9.1). macOS has no Dynamic Type,
  /// so there every size gives the one macOS value.
  package func metrics(on platform: TargetPlatform, at size: DynamicTypeSize) -> (
    pointSize: Double, lineHeight: Double
  ) {
    switch platform {
    case .iOS:
      let row = Self.iOSTable[index]
      let pair = row[size.index]
      return (Double(pair.0), Double(pair.1))
    case .macOS:
      let pair = Self.macOSTable[index]
      return (Double(pair.0), Double(pair.1))
    }
  }

  /// The style's weight when nothing overrides it: regular, except the headline (semibold on
  /// iOS, bold on macOS) and macOS's caption 2 (medium).
  package func defaultWeight(on platform: TargetPlatform) -> FontWeight {
    switch (self, platform) {
    case (.headline, .iOS): .semibold
    case (.headline, .macOS): .bold
    case (.caption2, .macOS): .medium
    default: .regular
    }
  }

  private var index: Int { Self.allCases.firstIndex(of: self)! }

  /// iOS and iPadOS: (point size, leading) per style, in `allCases` order, at xSmall, small,
  /// medium, large (the default), xLarge, xxLarge, xxxLarge and accessibility 1 to 5.
  private static let iOSTable: [[(Int, Int)]] = [
    // largeTitle
    [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57),
      (52, 61), (56, 66), (60, 70),
    ],
    // title (Title 1)
    [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51),
      (48, 57), (53, 62), (58, 68),
    ],
    // title2
    [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47),
      (44, 52), (50, 59), (56, 66),
    ],
    // title3
    [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44),
      (43, 51), (49, 58), (55, 65),
    ],
    // headline
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40),
      (40, 48), (47, 56), (53, 62),
    ],
    // subheadline
    [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37),
      (36, 43), (42, 50), (49, 58),
    ],
    // body
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40),
      (40, 48), (47, 56), (53, 62),
    ],
    // callout
    [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39),
      (38, 46), (44, 52), (51, 60),
    ],
    // footnote
    [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33),
      (33, 40), (38, 46), (44, 52),
    ],
    // caption (Caption 1)
    [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32),
      (32, 39), (37, 44), (43, 51),
    ],
    // caption2
    [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30),
      (29, 35), (34, 41), (40, 48),
    ],
  ]

  /// macOS: (point size, line height) per style, in `allCases` order.
  private static let macOSTable: [(Int, Int)] = [
    (26, 32), (22, 26), (17, 22), (15, 20), (13, 16), (11, 14), (13, 16), (12, 15), (10, 13),
    (10, 13), (10, 13),
  ]
}

/// SwiftUI's `DynamicTypeSize`: the reader's preferred text size, `large` by default.
package enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The size's position, smallest first.
  var index: Int { Self.allCases.firstIndex(of: self)! }

  /// Whether `a` is smaller than `b`.
  package static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }
}
