import Foundation
import TestSupport
import Testing

/// The SVG pictures are real SVG: every sample's golden (and an outlined picture) is well-formed
/// XML by xmllint, and a real renderer, rsvg-convert (librsvg), draws each view's colour inside
/// its frame, the frame taken from the same sample's JSON rather than written down here.
@Suite("SVG pictures parse and render")
struct SVGPictureTests {
  static func rsvgConvert() throws -> String {
    try Tools.onPath("rsvg-convert", install: "apt-get install -y librsvg2-bin")
  }

  @Test("every sample's SVG golden is well-formed XML", .needs(.xmllint))
  func goldensParse() throws {
    let pictures = Tools.files(under: "samples", suffix: ".svg", recursive: false)
    let samples = Tools.files(under: "samples", suffix: ".xml", recursive: false)
    #expect(pictures.count == samples.count, "one SVG golden per sample")
    let run = try Tools.run(try Tools.xmllint(), ["--noout"] + pictures)
    #expect(run.status == 0, "xmllint rejected an SVG golden:\n\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }

  @Test(
    "an outlined picture is well-formed XML, one titled outline per frame", .needs(.xmllint))
  func outlineParses() throws {
    let picture = try Tools.run(
      try Tools.stackup(),
      ["render", "samples/seed004-frame-background.xml", "--format", "svg", "--outline"])
    #expect(picture.status == 0)
    let file = try scratch().appendingPathComponent("outlined.svg")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data(picture.stdout.utf8).write(to: file)
    let run = try Tools.run(try Tools.xmllint(), ["--noout", file.path])
    #expect(run.status == 0, "xmllint rejected the outlined picture:\n\(run.stderr)")
    // Every node of the sample's JSON that has a frame is outlined, with a title.
    let json = try String(
      contentsOfFile: Tools.path("samples/seed004-frame-background.json"), encoding: .utf8)
    let frames = json.components(separatedBy: "\"frame\": {").count - 1
    #expect(frames > 1)
    #expect(picture.stdout.components(separatedBy: "<title>").count - 1 == frames)
    #expect(picture.stdout.contains("<title>Text hello (151.5, 109.5, 97, 21)</title>"))
  }

  @Test("rsvg-convert paints each coloured view inside its frame", .needs(.rsvgConvert))
  func pixelsMatchFrames() throws {
    let white = [255, 255, 255, 255]
    // hello: four Colors. At each frame's centre and near its corner, the colour's light-mode
    // value; in the 8 pt gap between red and blue, the white background.
    let hello = try picture("hello")
    defer { try? FileManager.default.removeItem(at: hello.png.deletingLastPathComponent()) }
    var points: [(Double, Double)] = []
    var expected: [[Int]] = []
    for (id, rgb) in [
      ("red", [255, 59, 48]), ("blue", [0, 122, 255]), ("green", [52, 199, 89]),
      ("yellow", [255, 204, 0]),
    ] {
      let frame = try #require(hello.frames[id], "no frame for \(id)")
      points += [(frame.midX, frame.midY), (frame.minX + 2, frame.minY + 2)]
      expected += [rgb + [255], rgb + [255]]
    }
    let red = try #require(hello.frames["red"])
    points.append((red.midX, red.maxY + 4))
    expected.append(white)
    #expect(try hello.pixels(points) == expected)

    // Circles are inscribed in their frames: coloured at the centre, white in the corners.
    let circles = try picture("seed000-preferred-position")
    defer { try? FileManager.default.removeItem(at: circles.png.deletingLastPathComponent()) }
    points = []
    expected = []
    for (id, rgb) in [
      ("yellow", [255, 204, 0]), ("green", [52, 199, 89]), ("blue", [0, 122, 255]),
    ] {
      let frame = try #require(circles.frames[id], "no frame for \(id)")
      points += [(frame.midX, frame.midY), (frame.minX + 1, frame.minY + 1)]
      expected += [rgb + [255], white]
    }
    #expect(try circles.pixels(points) == expected)

    // Opacity: the outer background, orange at 0.5 over white; the green one is opaque.
    let layers = try picture("seed004-frame-background")
    defer { try? FileManager.default.removeItem(at: layers.png.deletingLastPathComponent()) }
    let text = try #require(layers.frames["hello"])
    let found = try layers.pixels([(4, 24), (text.minX - 20, text.midY)])
    let orange = found[0]
    #expect(orange[0] == 255 && abs(orange[1] - 202) <= 1 && abs(orange[2] - 128) <= 1, "\(orange)")
    #expect(found[1] == [52, 199, 89, 255], "green around the text")
  }

  // MARK: Helpers

  /// A sample's SVG golden rendered to PNG, with the frames of its views that have an id.
  struct Picture {
    var png: URL
    var frames: [String: Box]

    /// The RGBA values of the pixels covering points (x, y), decoded by
    /// `scripts/png-pixels.py` in one run.
    func pixels(_ points: [(Double, Double)]) throws -> [[Int]] {
      let python = try Tools.onPath("python3", install: "apt-get install -y python3")
      let coordinates = points.flatMap { [String(Int($0.0)), String(Int($0.1))] }
      let run = try Tools.run(
        python, [Tools.path("scripts/png-pixels.py"), png.path] + coordinates)
      guard run.status == 0 else { throw Tools.Missing(description: run.stderr) }
      return run.stdout.split(separator: "\n").map {
        $0.split(separator: " ").compactMap { Int($0) }
      }
    }
  }

  func picture(_ sample: String) throws -> Picture {
    let png = try scratch().appendingPathComponent("\(sample).png")
    let run = try Tools.run(
      try Self.rsvgConvert(), [Tools.path("samples/\(sample).svg"), "-o", png.path])
    #expect(run.status == 0, "rsvg-convert failed on samples/\(sample).svg:\n\(run.stderr)")
    let json = try Data(contentsOf: URL(fileURLWithPath: Tools.path("samples/\(sample).json")))
    let root = try #require(
      (try JSONSerialization.jsonObject(with: json) as? [String: Any])?["root"] as? [String: Any])
    var frames: [String: Box] = [:]
    var stack = [root]
    while let node = stack.popLast() {
      if let id = node["id"] as? String, let f = node["frame"] as? [String: Double],
        frames[id] == nil
      {
        frames[id] = Box(minX: f["x"]!, minY: f["y"]!, width: f["width"]!, height: f["height"]!)
      }
      stack += (node["children"] as? [[String: Any]] ?? []).reversed()
    }
    return Picture(png: png, frames: frames)
  }

  /// A fresh folder for one test's files (the test removes it when done with them).
  func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}

/// A frame read from a sample's JSON.
struct Box {
  var minX, minY, width, height: Double
  var midX: Double { minX + width / 2 }
  var midY: Double { minY + height / 2 }
  var maxY: Double { minY + height }
}
