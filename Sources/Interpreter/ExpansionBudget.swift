/// What components, ForEach copies and templates may make of one document, and what they have
/// made so far: the bounds `InterpreterSettings` sets (docs/limits.md) and the counts kept
/// against them. Kept apart from the builder so the counting rules are in one place, testable
/// without building views; the builder reports what the checks find (ExpansionLimits.swift,
/// DocumentChecks.swift), once per limit.
struct ExpansionBudget {
  /// How a count stands against its bound. The step that first passes a bound is `reached`
  /// (report it), every later one `exhausted` (already reported).
  enum Check: Equatable {
    case within
    case reached
    case exhausted
  }

  /// Most views plus expansions (`InterpreterSettings.maxViews`).
  let maxViews: Int
  /// Most views ForEach copies and component bodies may make.
  let maxExpandedViews: Int
  /// Deepest element nesting, counted through component bodies and templates.
  let maxBuildDepth: Int
  /// Most bytes of text substituting parameters and copying elements may make.
  let maxExpandedText: Int
  /// Deepest view tree accepted (nested views plus modifier layers), checked once it is built.
  let maxViewDepth: Int

  /// ForEach copies, component expansions and diagnostics made inside copies, so far.
  private(set) var expansionWork = 0
  /// Whether a view limit was passed (and reported).
  private(set) var viewLimitReached = false
  /// ForEach copies and component bodies being built, nested.
  private(set) var expansionNesting = 0
  /// The view count when the outermost expansion in progress began.
  private var outermostExpansionStart = 0
  /// Views made by expansions that have ended.
  private var expandedViewsDone = 0
  /// Elements being built, nested, and whether passing `maxBuildDepth` was reported.
  private var buildDepth = 0
  private var buildDepthReached = false
  /// Bytes of text made by substituting and copying so far.
  private var expandedText = 0
  /// Whether `maxExpandedText` was passed (and reported).
  private(set) var textLimitReached = false
  /// Candidate comparisons left for suggestions (see `Builder.suggestionBudget`).
  var suggestionsLeft = Builder.suggestionBudget

  init(_ settings: InterpreterSettings) {
    maxViews = settings.maxViews
    maxExpandedViews = settings.maxExpandedViews
    maxBuildDepth = settings.maxDepth
    maxExpandedText = settings.maxExpandedText
    maxViewDepth = settings.maxViewDepth
  }

  /// Whether a ForEach copy or component body is being built.
  var isExpanding: Bool { expansionNesting > 0 }

  /// Enters one more level of element nesting. Past `maxBuildDepth` the element is not built;
  /// the depth is still counted, so every `leaveElement` matches an `enterElement`.
  mutating func enterElement() -> Check {
    buildDepth += 1
    guard buildDepth > maxBuildDepth else { return .within }
    if buildDepthReached { return .exhausted }
    buildDepthReached = true
    return .reached
  }

  mutating func leaveElement() { buildDepth -= 1 }

  /// Counts `bytes` of text made by substitution or copying. Once the limit is passed nothing
  /// more is counted: the rest of the expansion is abandoned.
  mutating func addText(_ bytes: Int) -> Check {
    if textLimitReached { return .exhausted }
    expandedText += bytes
    guard expandedText > maxExpandedText else { return .within }
    textLimitReached = true
    return .reached
  }

  /// Which view limit an expansion passed (see `addExpansion`).
  enum ViewCheck: Equatable {
    case within
    /// Views plus expansions pass `maxViews`.
    case pastViews
    /// Views made by expansion plus expansions pass `maxExpandedViews`.
    case pastExpandedViews
    /// A view limit was passed before.
    case exhausted
  }

  /// Counts one more ForEach copy or component expansion, with `viewCount` views in the tree.
  /// Expansions count as well as views: a ForEach of EmptyView makes no view, however often it
  /// is repeated.
  mutating func addExpansion(viewCount: Int) -> ViewCheck {
    if viewLimitReached { return .exhausted }
    expansionWork += 1
    if viewCount + expansionWork > maxViews {
      viewLimitReached = true
      return .pastViews
    }
    if expandedViews(viewCount: viewCount) + expansionWork > maxExpandedViews {
      viewLimitReached = true
      return .pastExpandedViews
    }
    return .within
  }

  /// A diagnostic made inside a ForEach copy or component body counts like an expansion: one
  /// mistake per copy, over thousands of copies, cost more to report than the views to build.
  mutating func addDiagnostic() {
    if expansionNesting > 0 { expansionWork += 1 }
  }

  /// Starts building ForEach copies or a component's body, with `viewCount` views in the tree:
  /// views made until the matching `endExpansion` count as made by expansion (nested
  /// expansions are counted once, by the outermost).
  mutating func beginExpansion(viewCount: Int) {
    if expansionNesting == 0 { outermostExpansionStart = viewCount }
    expansionNesting += 1
  }

  mutating func endExpansion(viewCount: Int) {
    expansionNesting -= 1
    if expansionNesting == 0 { expandedViewsDone += viewCount - outermostExpansionStart }
  }

  /// Views made by ForEach copies and component bodies so far, with `viewCount` in the tree.
  func expandedViews(viewCount: Int) -> Int {
    expandedViewsDone + (expansionNesting > 0 ? viewCount - outermostExpansionStart : 0)
  }
}
