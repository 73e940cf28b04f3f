/// The project's one door to unchecked exclusivity: a value kept in a class without the
/// run-time exclusivity check Swift makes on every access to a class's stored `var`.
///
/// Why it exists: each checked access costs about 60 instructions, and the layout pass and
/// the interpreter touch a few properties once per view or per evaluation (docs/performance.md,
/// "Checked accesses"). A property earns a cell only with a measured gain at 1k and 10k views,
/// noted where it is declared; everything else stays checked.
///
/// The rule that keeps it sound: a cell is owned by one object used on one thread, and no
/// code modifies a cell's value while another access to the same value is in progress (for
/// example, no closure that writes the cell runs inside a `modify` of the same cell). Keep
/// the cell as a `let` of its owner, so that reaching the cell is not checked either.
package final class UncheckedCell<Value> {
  @exclusivity(unchecked) package var value: Value

  package init(_ value: Value) { self.value = value }
}
