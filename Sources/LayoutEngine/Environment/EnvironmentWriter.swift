/// A modifier whose only effect is to write one environment value for the views below it, as
/// `.progressViewStyle(.linear)` or `.menuIndicator(.hidden)` do: no layout effect itself; the
/// views that read `Key` lay themselves out by it.
package struct EnvironmentWriter<Key: EnvironmentKey>: EnvironmentValuesLayer {
  package var value: Key.Value

  package init(_: Key.Type, _ value: Key.Value) { self.value = value }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[Key.self] = value
  }
}
