/// Spec results as one self-contained HTML page (`stackup check --html report.html`): each
/// failing spec with, per failing `<Expect>`, a picture of the expected frames (dashed) over
/// the actual ones (solid) and a table of the differing fields; passing and skipped specs in a
/// collapsed list. Inline CSS and SVG only, no scripts or links, so the file can be mailed or
/// attached to a CI run and still show everything. Written as well-formed XML (every element
/// closed, only XML's own entities) so XML tools can check it too.
package enum HTMLReport {
  /// The page for `results`.
  package static func render(_ results: [SpecResult], title: String = "stackup check") -> String {
    let summary = SpecCheck.summary(results)
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
    html += "<title>\(escape(title)): \(escape(summary))</title>\n<style>\(style)</style>\n"
    html += "</head>\n<body>\n<h1>\(escape(title))</h1>\n"
    html += "<p class=\"summary\">\(escape(summary))</p>\n"
    let tally = SpecTrustTally(results)
    if !tally.shares.isEmpty {
      // How much of what ran was recorded from SwiftUI (docs/spec-format.md, "Trust").
      html += "<table class=\"trust\">\n<thead><tr><th>trust</th><th>specs</th>"
      html += "<th>numbers checked</th></tr></thead>\n<tbody>\n"
      for (trust, share) in tally.shares {
        html +=
          "<tr><td>\(escape(trust))</td><td>\(share.specs)</td><td>\(share.numbers)</td></tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    for result in results where result.status == .failed {
      html += failedSection(result)
    }
    let others = results.filter { $0.status != .failed }
    if !others.isEmpty {
      let passed = others.filter { $0.status == .passed }.count
      var label = "\(passed) passed"
      if others.count > passed { label += ", \(others.count - passed) skipped" }
      html += "<details class=\"others\">\n<summary>\(label)</summary>\n<ul>\n"
      for result in others {
        switch result.status {
        case .skipped(let reason):
          html +=
            "<li class=\"skip\">SKIP <code>\(escape(result.name))</code>: \(escape(reason))</li>\n"
        default:
          html += "<li class=\"pass\">PASS <code>\(escape(result.name))</code>"
          if let trust = result.trust { html += " (\(escape(trust)), \(result.numbers) numbers)" }
          html += "</li>\n"
        }
      }
      html += "</ul>\n</details>\n"
    }
    return html + "</body>\n</html>\n"
  }

  private static func failedSection(_ result: SpecResult) -> String {
    var html = "<section class=\"failed\">\n<h2>FAIL <code>\(escape(result.name))</code></h2>\n"
    for problem in result.problems {
      html += "<pre class=\"problem\">\(escape(problem))</pre>\n"
    }
    for proposal in result.proposals where !proposal.passed {
      html +=
        "<div class=\"expect\">\n<h3>at proposal \(escape(ProposalResult.describe(proposal.proposal)))"
      html += " (Expect on line \(proposal.line))</h3>\n"
      if let layoutError = proposal.layoutError {
        html += "<p>The Preview could not be laid out:</p>\n<pre>\(escape(layoutError))</pre>\n"
      }
      if let frames = proposal.frames {
        html += "<figure>\n" + picture(frames)
        html += "<figcaption><span class=\"expected\">dashed red: expected</span>, "
        html += "<span class=\"actual\">solid blue: actual</span>, grey: other views with an id"
        html += "</figcaption>\n</figure>\n"
      }
      if !proposal.differences.isEmpty { html += table(proposal.differences) }
      html += "</div>\n"
    }
    html += "<details>\n<summary>text report</summary>\n"
    html += "<pre>\(escape(result.failureReport))</pre>\n</details>\n</section>\n"
    return html
  }

  /// The overlay: grey context views first, then actual frames, then expected ones on top.
  private static func picture(_ frames: FrameComparison) -> String {
    var boxes = frames.others.map {
      FrameBoxSVG.Box(frame: $0.frame, label: $0.id, style: .context)
    }
    for pair in frames.pairs {
      if let actual = pair.actual {
        boxes.append(FrameBoxSVG.Box(frame: actual, label: pair.id, style: .actual))
      }
    }
    for pair in frames.pairs {
      if let expected = pair.expected, pair.differs {
        boxes.append(FrameBoxSVG.Box(frame: expected, label: pair.id, style: .expected))
      }
    }
    return FrameBoxSVG.render(boxes, canvas: frames.canvas)
  }

  private static func table(_ differences: [FrameDifference]) -> String {
    var html = "<table class=\"diff\">\n<thead><tr><th>view</th><th>field</th><th>expected</th>"
    html +=
      "<th>actual</th><th>off by</th><th>tolerance</th><th>Frame line</th></tr></thead>\n<tbody>\n"
    for difference in differences {
      html += "<tr><td><code>\(escape(difference.id))</code></td>"
      switch difference.kind {
      case .missingView:
        html += "<td colspan=\"5\">no view has this id</td>"
      case .notPlaced:
        html += "<td colspan=\"5\">the view was never placed</td>"
      case .field(let field, let expected, let actual, let tolerance):
        let off = SpecNumber.format(abs(actual - expected), decimals: 4)
        html += "<td>\(field.rawValue)</td><td>\(SpecNumber.format(expected, decimals: 4))</td>"
        html += "<td>\(SpecNumber.format(actual, decimals: 4))</td><td>\(off)</td>"
        html += "<td>\(SpecNumber.format(tolerance, decimals: 6))</td>"
      }
      html += "<td>\(difference.line)</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  private static func escape(_ text: String) -> String { XMLEscaping.text(text) }

  private static let style = """

    body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
    h2 { font-size: 1.1em; color: #b00; }
    h3 { font-size: 1em; }
    section.failed { border-top: 1px solid #ddd; padding-top: .5em; }
    figure { margin: .5em 0; }
    figcaption { font-size: .85em; color: #555; }
    .expected { color: #d0201a; } .actual { color: #1f5fbf; }
    table.diff { border-collapse: collapse; margin: .5em 0; }
    table.diff th, table.diff td { border: 1px solid #ccc; padding: 2px 8px; text-align: right; }
    table.diff td:first-child, table.diff th:first-child { text-align: left; }
    pre { background: #f6f6f6; padding: .5em; overflow-x: auto; }
    li.pass { color: #262; } li.skip { color: #875; }

    """
}
