// The README's StackupTesting example, compiled and run as a user's test (ReadmeSyncTests
// keeps the two the same). Layouts/Card.frames was recorded by its first run.
import StackupTesting
import Testing

@Test func cardLayout() {
  expectLayout(of: "Layouts/Card.xml", matches: "Layouts/Card.frames")
}
