import LayoutEngine
import MarkupSyntax

/// `<Preview device="iPhone 16 Pro">` and `<Preview safeAreaInsets="EdgeInsets(…)">`
/// (semantics §7.7): a device sets the screen's size, its portrait safe-area insets and its
/// display scale; attributes given beside it win.
package enum DevicePresets {
  struct Device {
    var width: Double
    var height: Double
    var scale: Double
    var insets: EdgeInsets
    /// An iPad's full screen is horizontally regular, an iPhone's portrait compact (Apple's
    /// HIG, "Layout": device size classes).
    var sizeClass = "compact"
  }

  /// Portrait screens in points; sources in §7.7.
  static let devices: [String: Device] = [
    "iPhone 16 Pro": Device(
      width: 402, height: 874, scale: 3, insets: EdgeInsets(top: 62, bottom: 34)),
    "iPhone 16 Pro Max": Device(
      width: 440, height: 956, scale: 3, insets: EdgeInsets(top: 62, bottom: 34)),
    "iPhone 16 Plus": Device(
      width: 430, height: 932, scale: 3, insets: EdgeInsets(top: 59, bottom: 34)),
    "iPhone 15 Pro": Device(
      width: 393, height: 852, scale: 3, insets: EdgeInsets(top: 59, bottom: 34)),
    "iPhone SE": Device(width: 375, height: 667, scale: 2, insets: EdgeInsets(top: 20)),
    "iPad Pro 11-inch": Device(
      width: 834, height: 1194, scale: 2, insets: EdgeInsets(top: 24, bottom: 20),
      sizeClass: "regular"),
  ]

  /// The portrait screen size of the device called `name`, or nil (for a spec's default
  /// proposal).
  package static func screenSize(named name: String) -> (width: Double, height: Double)? {
    devices[name.trimmingSpaces()].map { ($0.width, $0.height) }
  }

  /// Applies `device` and `safeAreaInsets` (the device first, so `safeAreaInsets`, `width`,
  /// `height` and `displayScale` given beside it win).
  static func apply(
    _ attributes: ElementAttributes, builder: Builder, proposal: inout ProposedViewSize
  ) {
    if let a = attributes["device"] {
      let name = a.value.trimmingSpaces()
      if let device = devices[name] {
        proposal = ProposedViewSize(width: device.width, height: device.height)
        builder.options.displayScale = device.scale
        builder.options.safeAreaInsets = device.insets
        builder.horizontalSizeClass = device.sizeClass
      } else {
        builder.error(
          "bad-value",
          "unknown device '\(name)'\(Suggestions.hint(for: name, in: devices.keys)); known: \(devices.keys.sorted().joined(separator: ", "))",
          at: a.valueLocation, length: max(1, a.value.count))
      }
    }
    if let a = attributes["safeAreaInsets"], let insets = edgeInsets(a, builder: builder) {
      builder.options.safeAreaInsets = insets
    }
  }

  /// `EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)` (labels optional, each ≥ 0).
  private static func edgeInsets(_ a: SyntaxTree.Attribute, builder: Builder) -> EdgeInsets? {
    func fail() -> EdgeInsets? {
      builder.error(
        "bad-value",
        "safeAreaInsets is EdgeInsets(top:leading:bottom:trailing:) with lengths of 0 or more, not '\(a.value)'",
        at: a.valueLocation, length: max(1, a.value.count))
      return nil
    }
    var parser = try? ChainParser(a.value.trimmingSpaces())
    guard let e = try? parser?.parseStandaloneExpression(),
      case .call(.identifier("EdgeInsets"), let arguments, nil) = e
    else { return fail() }
    var values = [0.0, 0, 0, 0]
    let labels = ["top", "leading", "bottom", "trailing"]
    var next = 0
    for argument in arguments {
      guard let label = argument.label, let index = labels.firstIndex(of: label), index >= next,
        let v = Values.number(argument.value), v.isFinite, v >= 0, v <= 1_000_000
      else { return fail() }
      values[index] = v
      next = index + 1
    }
    return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }
}
