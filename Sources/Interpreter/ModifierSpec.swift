import LayoutEngine
import MarkupSyntax

/// One SwiftUI modifier name and everything Stackup does with it: how a call is read and
/// applied, what it records, and its row in docs/porting.md. The modifier counterpart of
/// `ElementSpec`; the table is `ModifierCatalog.specs` (ModifierTable.swift). A class, so a
/// lookup per call retains one reference rather than copying the entry.
final class ModifierSpec {
  typealias Make = (ModifierCall, NodeID, ModifierContext) -> NodeID

  /// Which layer a call makes, which decides its status.
  enum Layer: Equatable {
    /// A layout layer of its own (`frame`, `padding`, `font` …).
    case layout
    /// A style layer for output and drawing (`StyleModifier`); SwiftUI's layout does not
    /// read it, or Stackup ignores that it does (`approximated`).
    case style
    /// Recorded like a style and read, when built, by the element above it (a navigation
    /// stack's title, a tab's item).
    case readByElement
    /// A SwiftUI modifier recorded like a style without reading its arguments (`onAppear`).
    case ignored
    /// Changes layout in SwiftUI and is not implemented: an error naming the alternative.
    case notYet(alternative: String?)
  }

  let layer: Layer
  let make: Make
  /// Whether SwiftUI's layout depends on it while Stackup ignores that.
  let approximated: Bool
  /// Whether the chain parser skips its arguments rather than reading them, so any Swift in
  /// them (`{ count += 1 }`, `$binding`, `\.keyPath`) is accepted.
  let skipsArguments: Bool
  /// Whether a bare name left in its arguments is reported as an undeclared constant (layout
  /// modifiers read their arguments as values; an alignment guide names its closure's
  /// parameter).
  let checksNames: Bool
  /// Whether it keeps an Image an Image, so `.resizable()` may follow it.
  let keepsImage: Bool
  /// Whether it sets a colour: the drawing labels the view below with it.
  let setsColor: Bool
  /// Whether its layer depends only on the call's text and on settings fixed before
  /// building, so later elements copy it (`ReplayableLayer`).
  let replayable: Bool
  /// Whether the layer records the call's arguments as written (`details["arguments"]`).
  let recordsArguments: Bool
  /// The control whose style it sets and a style component may give (`Button` for
  /// `buttonStyle`, whose protocol is `ButtonStyle`, §12.2).
  let styledControl: String?

  init(
    _ layer: Layer, approximated: Bool = false, skipsArguments: Bool = false,
    checksNames: Bool = false, keepsImage: Bool = false, setsColor: Bool = false,
    replayable: Bool = false, recordsArguments: Bool = true, styledControl: String? = nil,
    make: @escaping Make
  ) {
    self.layer = layer
    self.make = make
    self.approximated = approximated
    self.skipsArguments = skipsArguments
    self.checksNames = checksNames
    self.keepsImage = keepsImage
    self.setsColor = setsColor
    self.replayable = replayable
    self.recordsArguments = recordsArguments
    self.styledControl = styledControl
  }

  /// What the porting guide says of it.
  var status: SwiftUIVocabulary.Status {
    switch layer {
    case .layout, .readByElement: .layout
    case .style, .ignored: approximated ? .approximated : .noLayoutEffect
    case .notYet(let alternative): .notYet(alternative: alternative)
    }
  }

  // MARK: Kinds of entry

  /// A modifier with a layout layer of its own.
  static func layout(
    replayable: Bool = false, checksNames: Bool = true, skipsArguments: Bool = false,
    recordsArguments: Bool = true, styles control: String? = nil, _ make: @escaping Make
  ) -> ModifierSpec {
    ModifierSpec(
      .layout, skipsArguments: skipsArguments, checksNames: checksNames, replayable: replayable,
      recordsArguments: recordsArguments, styledControl: control, make: make)
  }

  /// A style modifier whose arguments `effect` reads for drawing; `make` when it builds more
  /// than a style layer. Replayed, with the colour it labels the view below with when it
  /// `setsColor` (`ReplayableLayer.setsBaseColor`).
  static func style(
    _ effect: @escaping StyleSyntax.Reader = { _ in .none }, approximated: Bool = false,
    argumentsAreCode: Bool = false, keepsImage: Bool = false, setsColor: Bool = false,
    make: Make? = nil
  ) -> ModifierSpec {
    ModifierSpec(
      .style, approximated: approximated, skipsArguments: argumentsAreCode,
      keepsImage: keepsImage, setsColor: setsColor, replayable: true,
      make: make ?? { call, node, c in
        ModifierCatalog.style(call, node, c, effect: effect(call), setsColor: setsColor)
      })
  }

  /// A SwiftUI modifier accepted and recorded without reading its arguments; `note` is
  /// warned about where its recorded effect is partial.
  static func ignored(
    _ layer: Layer = .ignored, approximated: Bool = false, note: String? = nil
  ) -> ModifierSpec {
    ModifierSpec(layer, approximated: approximated, skipsArguments: true) { call, node, c in
      if let note {
        c.warning("modifier-partly-modelled", note, at: call.nameStart, length: call.name.count)
      }
      return ModifierCatalog.style(call, node, c, effect: .none)
    }
  }

  /// A control's style modifier recorded without reading its arguments, whose style a style
  /// component may give (`.groupBoxStyle(CardGroupBoxStyle())`, §12.2); SwiftUI's own styles
  /// are approximated by the automatic one.
  static func styling(_ control: String) -> ModifierSpec {
    ModifierSpec(.ignored, approximated: true, skipsArguments: true, styledControl: control) {
      call, node, c in
      ModifierCatalog.style(call, node, c, effect: .none)
    }
  }

  /// `.sheet { … }`, `.alert(…)` and the other presentations: their content appears only when
  /// presented, over the screen, so it is accepted and not laid out, with a note saying so.
  static func presentation() -> ModifierSpec {
    ModifierSpec(.ignored, skipsArguments: true) { call, node, c in
      c.builder.report(
        Diagnostic(
          .note, id: "presentation-not-laid-out",
          message:
            "what `.\(call.name)` presents appears only when presented: accepted, not laid out",
          at: c.location(call.nameStart), length: call.name.count))
      return ModifierCatalog.style(call, node, c, effect: .none)
    }
  }

  /// A SwiftUI modifier that changes layout and is not implemented: reported (a warning
  /// under `lenient`), the view returned unchanged.
  static func notYet(_ alternative: String?) -> ModifierSpec {
    ModifierSpec(.notYet(alternative: alternative)) { call, node, c in
      let report = c.builder.lenient ? c.warning : c.error
      report(
        "unsupported-modifier",
        "SwiftUI's `.\(call.name)` changes layout and is not supported yet"
          + (alternative.map { "; use \($0)" } ?? ""),
        call.nameStart, call.name.count)
      return node
    }
  }
}
