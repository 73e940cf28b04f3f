import LayoutEngine

/// Reading and writing the numbers of a spec file. Written numbers are rounded to three
/// decimals (a thousandth of a point is below any tolerance a spec uses and keeps recorded
/// files readable: `61.333`, not `61.333333333333336`).
enum SpecNumber {
  /// A finite or infinite number: `12`, `-2.5`, `inf`, `.infinity`, `-inf`.
  static func parse(_ text: String) -> Double? {
    let trimmed = trim(text)
    switch trimmed {
    case "inf", "infinity", ".infinity", "+inf": return .infinity
    case "-inf", "-infinity", "-.infinity": return -.infinity
    default: break
    }
    guard let value = Double(trimmed), !value.isNaN, value.isFinite else { return nil }
    return value
  }

  /// How a spec writes a number: at most `decimals` decimals, no trailing zeros, `inf`.
  static func format(_ value: Double, decimals: Int = 3) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }  // no "-0"
    return formatNumber(rounded)
  }

  /// How `record` writes a value that `check` will compare within `tolerance`: three decimals
  /// when they are close enough, else as many more as it takes, up to Swift's shortest exact
  /// form. A tolerance under 0.0005 would otherwise make `record` write values that fail.
  static func format(_ value: Double, within tolerance: Double) -> String {
    guard value.isFinite else { return format(value) }
    for decimals in 3...15 {
      let text = format(value, decimals: decimals)
      if let parsed = parse(text), abs(parsed - value) <= tolerance { return text }
    }
    return "\(value)"
  }

  /// `text` without leading and trailing spaces, tabs and line breaks.
  static func trim(_ text: some StringProtocol) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    // Cut in one piece (appending the scalars one by one was a tenth of loading a spec).
    return String(text[first..<scalars.index(after: last)])
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }
}
