/// Spec results as JUnit XML, the report format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) read: one `<testcase>` per spec, named after its file and classed by its folder.
package enum JUnitReport {
  /// A JUnit XML document of `results`, as one test suite named `suiteName`.
  package static func render(_ results: [SpecResult], suiteName: String = "stackup check") -> String
  {
    let failures = results.filter { $0.status == .failed }.count
    let skipped = results.filter { if case .skipped = $0.status { true } else { false } }.count
    let counts =
      "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
    let suite = XMLEscaping.attribute(suiteName)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"\(suite)\" \(counts)>\n"
    xml += "  <testsuite name=\"\(suite)\" \(counts)>\n"
    for result in results {
      let parts = result.name.split(separator: "/", omittingEmptySubsequences: true)
      let name = parts.last.map(String.init) ?? result.name
      let folder = parts.dropLast().filter { $0 != "." }.joined(separator: ".")
      let classname = folder.isEmpty ? "specs" : folder
      xml +=
        "    <testcase classname=\"\(XMLEscaping.attribute(classname))\" name=\"\(XMLEscaping.attribute(name))\""
      xml += " file=\"\(XMLEscaping.attribute(result.name))\""
      switch result.status {
      case .passed:
        xml += "/>\n"
      case .skipped(let reason):
        xml += ">\n      <skipped message=\"\(XMLEscaping.attribute(reason))\"/>\n    </testcase>\n"
      case .failed:
        let report = result.failureReport
        let headline = report.split(separator: "\n").first.map(String.init) ?? "failed"
        xml +=
          ">\n      <failure message=\"\(XMLEscaping.attribute(headline))\" type=\"LayoutSpecFailure\">"
        xml += XMLEscaping.text(report) + "</failure>\n    </testcase>\n"
      }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }
}
