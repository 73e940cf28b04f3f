import Interpreter
import LayoutEngine

extension LaidOutDocument {
  /// The same document with every frame as SwiftUI displays it: snapped to the pixel grid of
  /// the document's display scale (`render --frames display`; semantics §7.9).
  package func withDisplayedFrames() -> LaidOutDocument {
    LaidOutDocument(
      document: document, result: result.displayed(displayScale: document.options.displayScale))
  }
}
