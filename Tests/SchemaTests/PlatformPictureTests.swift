import Foundation
import TestSupport
import Testing

/// The picture as the platform draws it (docs/semantics.md §9.8), read back in pixels from
/// rsvg-convert's rendering of the samples' goldens, at frames taken from their JSON.
extension SVGPictureTests {
  @Test("a grouped form: grouped background around white cards (light), black and #1C1C1E (dark)")
  func groupedForm() throws {
    for (sample, background, card) in [
      ("platform-settings-form", [242, 242, 247, 255], [255, 255, 255, 255]),
      ("platform-settings-form-dark", [0, 0, 0, 255], [28, 28, 30, 255]),
    ] {
      let form = try picture(sample)
      defer { try? FileManager.default.removeItem(at: form.png.deletingLastPathComponent()) }
      let version = try #require(form.frames["version"], "no frame for version")
      let profile = try #require(form.frames["profile"], "no frame for profile")
      // Left of the card (16 pt margin), inside the card left of the row's text (16 pt inset),
      // the status bar area above everything, and between the two sections.
      let points = [
        (8.0, version.midY), (version.minX - 8, version.midY), (200.0, 20.0),
        (version.minX - 8, profile.minY - 40),
      ]
      let pixels = try form.pixels(points)
      #expect(pixels == [background, card, background, background], "\(sample)")
    }
  }

  @Test("materials are translucent, not magenta; a false opacity condition hides its view")
  func materialsAndOpacity() throws {
    let inbox = try picture("platform-inbox-materials")
    defer { try? FileManager.default.removeItem(at: inbox.png.deletingLastPathComponent()) }
    let read = try #require(inbox.frames["readDot"])
    let unread = try #require(inbox.frames["unreadDot"])
    let pixels = try inbox.pixels([
      (unread.midX, unread.midY), (read.midX, read.midY), (read.midX, read.maxY + 30),
    ])
    // The unread dot is system blue; the read one (`.opacity(isUnread ? 1 : 0)`, false) shows
    // the material card it sits on, the same colour as the card beside it.
    #expect(pixels[0] == [0, 122, 255, 255])
    #expect(pixels[1] != [0, 122, 255, 255])
    for pixel in pixels[1...] {
      #expect(!(pixel[0] > 200 && pixel[1] < 60 && pixel[2] > 200), "magenta at \(pixel)")
    }
    let svg = try String(
      contentsOfFile: Tools.path("samples/platform-inbox-materials.svg"), encoding: .utf8)
    #expect(!svg.contains("#FF00FF"))
    // The regular material: the light grouped gray, 72 % opaque.
    #expect(svg.contains("fill=\"#F2F2F7\" fill-opacity=\"0.72\""))
    // SF Symbols drawn from their icons, not crossed boxes.
    #expect(svg.contains("viewBox=\"0 0 24 24\""))
    #expect(!svg.contains(">envelope.open</text>"))
  }

  @Test("bars: toolbar items in the tint, tab symbols, the bar under the status bar")
  func bars() throws {
    let svg = try String(
      contentsOfFile: Tools.path("samples/platform-mail-tabs.svg"), encoding: .utf8)
    #expect(svg.contains("fill=\"#007AFF\" xml:space=\"preserve\">Edit</text>"))
    // Three tab symbols and the compose button: icons in 24-unit boxes, no crossed boxes.
    #expect(svg.components(separatedBy: "viewBox=\"0 0 24 24\"").count - 1 >= 4)
    #expect(!svg.contains("M0 0L"))
    // The inline bar's strip under the status bar (62 pt on an iPhone 16 Pro).
    #expect(
      svg.contains(
        "<rect x=\"0\" y=\"0\" width=\"402\" height=\"62\" fill=\"#F9F9F9\" fill-opacity=\"0.94\"/>"
      ))
  }
}
