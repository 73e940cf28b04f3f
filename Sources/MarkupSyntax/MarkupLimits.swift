/// Resource limits enforced while parsing, so hostile input ends in a located error instead of a
/// crash, a hang or a huge allocation. Defaults accept 4M elements and a nesting depth of 1,000,
/// and keep the worst case under 2 GB of memory (docs/limits.md). The two depth limits size the
/// stacks that protect them (`LargeStack` in Pipeline), which are capped: larger values are
/// clamped there.
package struct MarkupLimits: Sendable, Hashable {
  /// Largest input accepted, in bytes. The worst shape (millions of `<Text>x</Text>`) costs
  /// about 33 bytes of memory per input byte, so 48 MiB peaks at 1.7 GB; a typical document
  /// costs about 4 (the 97 MB, 1.1M-view workload peaks at 369 MB with `--max-input-bytes`
  /// raised).
  package var maxInputBytes: Int = 48 * 1024 * 1024
  /// Deepest element nesting accepted (the root is depth 1).
  package var maxDepth: Int = 1_000
  /// Most elements in one document.
  package var maxElements: Int = 4_000_000
  /// Most attributes on one element, namespace declarations included (libxml2 2.9.14 is
  /// quadratic in this number, so a pre-scan enforces it before libxml2 reads the tag).
  package var maxAttributesPerElement: Int = 256
  /// Most namespace declarations (`xmlns`, `xmlns:p`) in scope at once. libxml2 2.9.14 resolves
  /// every prefixed name by a linear search of the in-scope declarations, so stacking thousands
  /// of them made an 8.5 MB document take over a minute; real markup needs a handful.
  package var maxNamespaceDeclarations: Int = 64
  /// Longest attribute value, in bytes.
  package var maxAttributeLength: Int = 1024 * 1024
  /// Longest character data of one element, in bytes.
  package var maxTextLength: Int = 8 * 1024 * 1024
  /// Most bytes of text made by expansion in one document: parameter values substituted into
  /// component bodies, and the character data and attribute values of every element built in
  /// a ForEach copy, a component body or a template use. Parameters passed on through nested
  /// components multiply, and so do copies: without this bound a few hundred bytes can ask for
  /// gigabytes (the "billion laughs" of components). Text written once in the document does
  /// not count.
  package var maxExpandedText: Int = 16 * 1024 * 1024
  /// Most views ForEach copies and component bodies may make in one document (they count
  /// against `maxElements` too). Nesting multiplies them: a 1 KB document of components that
  /// each use the next four times asked for 4^16 views, and reaching even `maxElements` took
  /// 13 s; this bound ends it in well under 2 s. 100,000 is ten times the largest screens and
  /// documents people write (docs/performance.md sizes them at 1,000 and 10,000 views) and
  /// keeps the worst expansion near 0.1 s, so that `check` and `record` of such a spec, run
  /// together under the fuzzer's sanitizers, stay inside its 2 s budget per input.
  package var maxExpandedViews: Int = 100_000
  /// Deepest view tree accepted: nested views plus modifier layers (each modifier wraps its
  /// view once more). The layout pass recurses once per level, and its stack is sized for
  /// the tree it lays out up to this bound, so nothing below it can overflow.
  package var maxViewDepth: Int = 100_000

  /// The default limits.
  package init() {}

  /// The default limits, as a value to pass where a `MarkupLimits` is asked for.
  package static let `default` = MarkupLimits()
}
