package import LayoutEngine
package import MarkupSyntax
package import Pipeline

/// A minimal SVG of frames as outlined boxes, each labelled with its view's id: all the HTML
/// report needs to show expected frames (dashed) over actual ones (solid), and what
/// `stackup watch --svg` writes until a full SVG renderer draws shapes and colours.
///
/// Self-contained (inline styles, no fonts or links), deterministic, every label escaped.
package enum FrameBoxSVG {
  /// How a box is drawn.
  package enum Style: Sendable {
    /// An actual frame that a spec checks, or a view with an id: solid, lightly filled.
    case actual
    /// An expected frame: dashed, red.
    case expected
    /// Any other view: thin and grey, for context.
    case context
  }

  /// One rectangle to draw.
  package struct Box: Sendable {
    package var frame: Rect
    package var label: String
    package var style: Style

    package init(frame: Rect, label: String, style: Style) {
      self.frame = frame
      self.label = label
      self.style = style
    }
  }

  /// An `<svg>` element of `boxes` over the `canvas` (drawn as a light background when
  /// finite). Boxes with a non-finite coordinate are left out. The picture is `maxWidth`
  /// pixels wide at most and never scaled up more than twice.
  package static func render(_ boxes: [Box], canvas: Size, maxWidth: Double = 480) -> String {
    let drawn = boxes.filter { box in
      [box.frame.origin.x, box.frame.origin.y, box.frame.size.width, box.frame.size.height]
        .allSatisfy(\.isFinite)
    }
    var minX = 0.0
    var minY = 0.0
    var maxX = canvas.width.isFinite ? canvas.width : 0
    var maxY = canvas.height.isFinite ? canvas.height : 0
    for box in drawn {
      minX = min(minX, box.frame.origin.x)
      minY = min(minY, box.frame.origin.y)
      maxX = max(maxX, box.frame.origin.x + box.frame.size.width)
      maxY = max(maxY, box.frame.origin.y + box.frame.size.height)
    }
    minX -= 2
    minY -= 2
    let width = max(maxX - minX + 2, 1)
    let height = max(maxY - minY + 2, 1)
    let scale = min(2, maxWidth / width)
    func n(_ value: Double) -> String { SpecNumber.format(value) }
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(minX)) \(n(minY)) \(n(width)) \(n(height))\""
    svg +=
      " width=\"\(n(width * scale))\" height=\"\(n(height * scale))\" font-family=\"monospace\">\n"
    if canvas.width.isFinite, canvas.height.isFinite {
      svg +=
        "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\" fill=\"#f4f4f4\" stroke=\"#ccc\" vector-effect=\"non-scaling-stroke\"/>\n"
    }
    let fontSize = n(max(6, min(11, 11 / scale * 1.2)))
    for box in drawn {
      let f = box.frame
      let label = XMLEscaping.text(box.label)
      let paint: String
      let ink: String
      switch box.style {
      case .actual:
        ink = "#1f5fbf"
        paint = "fill=\"#1f5fbf\" fill-opacity=\"0.08\" stroke=\"\(ink)\" stroke-width=\"1.5\""
      case .expected:
        ink = "#d0201a"
        paint = "fill=\"none\" stroke=\"\(ink)\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""
      case .context:
        ink = "#999"
        paint = "fill=\"none\" stroke=\"\(ink)\" stroke-width=\"0.75\""
      }
      svg += "<g class=\"\(box.style)\" data-id=\"\(XMLEscaping.attribute(box.label))\">"
      svg += "<title>\(label) (\(box.style)): x \(n(f.origin.x)), y \(n(f.origin.y)), "
      svg += "\(n(f.size.width)) × \(n(f.size.height))</title>"
      svg +=
        "<rect x=\"\(n(f.origin.x))\" y=\"\(n(f.origin.y))\" width=\"\(n(f.size.width))\" height=\"\(n(f.size.height))\" \(paint) vector-effect=\"non-scaling-stroke\"/>"
      if box.style != .context {
        // Expected labels sit at the bottom of their box, actual ones at the top, so the two
        // stay readable when the frames coincide.
        let y = box.style == .expected ? f.origin.y + f.size.height - 2 : f.origin.y + 9
        svg +=
          "<text x=\"\(n(f.origin.x + 2))\" y=\"\(n(y))\" font-size=\"\(fontSize)\" fill=\"\(ink)\">\(label)</text>"
      }
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }
}

extension LayoutSpec {
  /// The Preview laid out at its own size (what `stackup watch --svg` draws for a spec file).
  package func layoutPreview(options: SpecRunOptions = SpecRunOptions()) -> Result<
    LaidOutDocument, DiagnosticError
  > {
    layout(at: nil, options: options)
  }
}
