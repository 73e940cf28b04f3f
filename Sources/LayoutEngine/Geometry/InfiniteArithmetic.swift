/// An offset computed from lengths that may be infinite: ∞ − ∞ (an infinite child aligned in an
/// infinite frame, an infinite root centred in an infinite host) and 0 × ∞ (a top-leading
/// anchor on an infinite size) are NaN, and one NaN origin would spread to every view below it.
///
/// SwiftUI's stack layout meets the same case and keeps the previous value when `available −
/// size` is NaN (docs/semantics.md §1.4 step 5); an offset does likewise here: a NaN
/// offset is 0, so the view keeps its parent's origin on that axis. Finite and ±∞ offsets pass
/// through unchanged (∞ is what SwiftUI reports for them).
@inline(__always)
func offsetOrZero(_ value: Double) -> Double {
  value.isNaN ? 0 : value
}
