import ArgumentParser
import Interpreter
import LayoutEngine
import LayoutSpecs
import LiveServer
import MarkupSyntax
import Pipeline
import Platform
import SwiftSource

extension Command {
  /// `stackup watch FILE|DIR`: a live preview while you edit. Renders (or, for spec files,
  /// checks) once, then again every time the file or one of its imports changes, until Ctrl-C.
  ///
  /// Changes are found by comparing fingerprints: each watched path is `stat`ed and compared by
  /// device, inode, size and modification time, which covers every way a file changes —
  /// written in place, replaced by an editor's atomic rename, deleted and re-created, an import
  /// created after the fact, an import in another folder. The comparison runs when the
  /// operating system reports something in a watched file's folder (`FileChangeNotifier`:
  /// inotify, kqueue), and every `--interval` milliseconds regardless, the fallback where
  /// events are unavailable or missed. Latency is the render plus a few `stat` calls (at most
  /// one interval without events; see the README).
  struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "watch",
      abstract:
        "Re-render a markup file (or re-check spec files) whenever it or one of its imports changes.",
      discussion: """
        FILE is rendered as ASCII with its warnings or errors, or checked like `stackup check` \
        when it is a spec (root <LayoutSpec>). DIR checks every spec under it. On a terminal \
        the screen is redrawn in place; otherwise each update is appended to standard output, \
        starting with a 'stackup watch:' line. Malformed saves show their errors and watching \
        goes on. Ctrl-C stops (exit status 130). With --serve, a page on 127.0.0.1 shows the \
        live picture in a browser, redrawn on every save without reloading, with the errors of a \
        malformed save above the last good picture; hover a view for its frame, click it for \
        its proposals, answers and rule (needs the LiveServer package trait).
        """)

    @Argument(help: "The markup or spec file to watch, or a directory of specs.")
    var path: String

    @Option(help: "Width offered to the root view when the document has no Preview width.")
    var width: Double?

    @Option(help: "Height offered to the root view when the document has no Preview height.")
    var height: Double?

    @Option(
      name: .customLong("svg"),
      help: ArgumentHelp(
        "Also rewrite this SVG picture of the layout on every change (kept as it was while the document has errors).",
        valueName: "OUT.svg"))
    var svgPath: String?

    @Option(
      help: "How often to look for changes, in milliseconds (default 100; 20 with --serve).")
    var interval: Int?

    @Flag(
      help:
        "Serve a live preview page on 127.0.0.1 that redraws on every save (LiveServer trait).")
    var serve = false

    @Option(help: "The port --serve listens on, 127.0.0.1 only (default 8765; 0: any free port).")
    var port: Int?

    @OptionGroup var layout: LayoutOptionsGroup

    func validate() throws {
      if let interval, !(10...10_000).contains(interval) {
        throw ValidationError("--interval must be between 10 and 10000 milliseconds")
      }
      if let port {
        guard serve else { throw ValidationError("--port is the port of --serve: add --serve") }
        guard (0...65_535).contains(port) else {
          throw ValidationError("--port must be between 0 and 65535")
        }
      }
      if serve && SystemCalls.isDirectory(path) {
        throw ValidationError("--serve shows one markup file's picture, not a directory of specs")
      }
      for (value, flag) in [(width, "width"), (height, "height")] {
        if let value, !(value.isFinite && value >= 0) {
          throw ValidationError(
            "--\(flag) must be a finite number, 0 or more (leave it out for an unspecified proposal)"
          )
        }
      }
    }

    func run() throws {
      var settings = RenderSettings()
      settings.interpreter.width = width
      settings.interpreter.height = height
      try layout.apply(to: &settings)
      guard SystemCalls.fingerprint(path) != nil else {
        StandardError.write("stackup: error: cannot read '\(path)': no such file or directory\n")
        throw ExitCode(1)
      }
      // A report path that is not a regular file (a FIFO, a device) is refused before watching.
      if let svgPath, case .failure(let refusal) = OutputFiles.target(for: svgPath) {
        StandardError.write("stackup: error: --svg: cannot write \(refusal.message)\n")
        throw ExitCode(1)
      }
      SystemCalls.catchInterrupt()
      let terminal = SystemCalls.isTerminal(1)
      let interval = self.interval ?? (serve ? 20 : 100)
      var server: LiveServer? = nil
      var banner = ""
      if serve {
        do throws(LiveServerError) {
          server = try LiveServer.start(
            port: UInt16(port ?? 8765), page: LivePage.html(title: path),
            wait: { SystemCalls.sleep(milliseconds: 10) })
        } catch {
          StandardError.write("stackup: error: \(error.message)\n")
          throw ExitCode(1)
        }
        banner = "stackup watch: serving http://127.0.0.1:\(server!.port)/\n"
        StandardOutput.write(banner)
      }
      let preview = WatchedDocument(
        path: path, settings: settings, svgPath: svgPath, live: server != nil)
      var watched = [path]
      // One for the whole watch (see `FileChangeNotifier.watch`), told the paths of each update.
      let notifier = FileChangeNotifier(paths: watched)
      var update = 0
      while !SystemCalls.interrupted {
        // Taken before anything is read, so a save during the run is noticed afterwards.
        let before = Dictionary(
          watched.map { ($0, SystemCalls.fingerprint($0)) }, uniquingKeysWith: { a, _ in a })
        let started = SystemCalls.monotonicMilliseconds()
        let outcome = preview.update(number: update + 1)
        if let message = outcome.message { server?.publish(message) }
        let milliseconds = SystemCalls.monotonicMilliseconds() - started
        update += 1
        watched = outcome.paths
        var seen = watched.map { before[$0] ?? SystemCalls.fingerprint($0) }
        var screen = terminal ? "\u{1B}[2J\u{1B}[H" + banner : ""
        screen += "stackup watch: \(path) (update \(update), \(milliseconds) ms"
        screen +=
          ", \(watched.count) file\(watched.count == 1 ? "" : "s") watched; Ctrl-C to stop)\n"
        StandardOutput.write(screen + outcome.text)
        // Like `render`, a failed write (a reader that left, a full disk) ends the command
        // with 1 (`Command.main` reports it); watching on would write nowhere forever.
        if StandardOutput.failure != nil { throw ExitCode(1) }
        // Wait for a change: woken by the operating system when it can tell (inotify, kqueue),
        // and every interval regardless. Fingerprints are compared first, so a save during
        // the render is not left waiting for an event that came before the watch was set.
        notifier.watch(watched)
        waiting: while !SystemCalls.interrupted {
          if SystemCalls.outputIsGone(1) {
            StandardOutput.fail(with: .brokenPipe)
            throw ExitCode(1)
          }
          for index in watched.indices {
            let now = SystemCalls.fingerprint(watched[index])
            if now != seen[index] {
              seen[index] = now
              break waiting
            }
          }
          _ = notifier.wait(milliseconds: interval)
        }
      }
      if terminal { StandardOutput.write("\n") }
      throw ExitCode(130)
    }
  }
}

/// What `watch` shows for its path, made fresh on each update.
struct WatchedDocument {
  let path: String
  let settings: RenderSettings
  let svgPath: String?
  /// Whether a live preview page is served (`--serve`): each update makes its `LiveMessage`.
  var live = false

  /// The text to show, every path whose change calls for another update, and the live
  /// preview's message.
  struct Outcome {
    var text: String
    var paths: [String]
    var message: String? = nil
  }

  func update(number: Int = 0) -> Outcome {
    if SystemCalls.isDirectory(path) { return checkDirectory() }
    let settings = settings
    let path = path
    let wantsPicture = svgPath != nil || live
    let live = live
    // On a large stack, as `render` runs, so that a deep document cannot overflow.
    let (text, picture, imports, message) = LargeStack.run(depth: settings.limits.maxDepth) {
      () -> (String, LaidOutDocument?, [String], String?) in
      let source: SourceFile
      do throws(FileReading.Failure) {
        source = try FileReading.read(path, limit: settings.limits.maxInputBytes)
      } catch {
        let text = "stackup: error: \(error.message)\n"
        return (text, nil, [], LiveMessage.failure(text, update: number, path: path))
      }
      let imports = Self.imports(of: source, limits: settings.limits)
      if LayoutSpec.looksLikeSpec(source) {
        var options = SpecRunOptions()
        options.limits = settings.limits
        options.scale = settings.scale
        let report = CheckReport.text([SpecCheck.run(path: path, options: options)])
        guard wantsPicture else { return (report, nil, imports, nil) }
        let spec = try? LayoutSpec.load(source, limits: settings.limits)
        let laidOut = try? spec?.layoutPreview(options: options).get()
        let message = laidOut.map {
          LiveMessage.picture(
            $0, svg: WatchPicture.svg(of: $0), calls: [], warnings: report, update: number,
            path: path)
        }
        return (report, laidOut, imports, live ? message : nil)
      }
      // A Swift file is converted first (SwiftInput); its diagnostics point at the Swift code.
      var converted: SwiftInput? = nil
      if SwiftInput.isSwift(path) {
        do throws(DiagnosticError) {
          converted = try SwiftInput.load(
            source, options: SwiftConversionOptions(), settings: settings)
        } catch {
          let text = error.rendered(in: source) + "\n"
          return (text, nil, [], live ? LiveMessage.failure(text, update: number, path: path) : nil)
        }
      }
      let markup = converted?.markup ?? source
      let conversionWarnings = converted?.warnings.map { $0.rendered(in: source) + "\n" } ?? []
      do throws(DiagnosticError) {
        let document = try Markup.interpret(markup, settings: settings)
        let warnings =
          (conversionWarnings
          + document.warnings.map { (converted?.mapped($0) ?? $0).rendered(in: markup) + "\n" })
          .joined()
        let recorder = TraceRecorder()
        let laidOut = Markup.layout(document, tracer: live ? recorder.record : nil)
        let ascii = Markup.render(laidOut, format: .ascii, scale: settings.scale)
        var message: String? = nil
        if live {
          message = LiveMessage.picture(
            laidOut, svg: WatchPicture.svg(of: laidOut),
            calls: recorder.calls(count: laidOut.tree.nodes.count), warnings: warnings,
            update: number, path: path)
        }
        return (ascii + warnings, laidOut, imports, message)
      } catch {
        let diagnostics = error.diagnostics.map { converted?.mapped($0) ?? $0 }
        let text = DiagnosticError(diagnostics).rendered(in: markup) + "\n"
        return (
          text, nil, imports, live ? LiveMessage.failure(text, update: number, path: path) : nil
        )
      }
    }
    return Outcome(
      text: text + writePicture(picture), paths: [path] + imports, message: message)
  }

  /// Every spec under a directory, checked; the specs, their imports and the folders that hold
  /// them are watched (a folder's time changes when a file is added, removed or renamed in it).
  private func checkDirectory() -> Outcome {
    let found: [SpecFiles.Found]
    do throws(SpecFiles.Failure) {
      found = try SpecFiles.discover([path])
    } catch {
      return Outcome(text: "stackup: error: \(error.message)\n", paths: [path])
    }
    var options = SpecRunOptions()
    options.limits = settings.limits
    options.scale = settings.scale
    let results = SpecCheck.run(found, options: options, jobs: SystemCalls.coreCount)
    var paths = [path]
    for spec in found {
      let folder = spec.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "/")
      paths.append(folder.isEmpty ? "." : folder)
      paths.append(spec.path)
      if let source = try? FileReading.read(spec.path, limit: settings.limits.maxInputBytes) {
        paths += Self.imports(of: source, limits: settings.limits)
      }
    }
    var unique: [String] = []
    var seen: Set<String> = []
    for path in paths where seen.insert(path).inserted { unique.append(path) }
    return Outcome(text: CheckReport.text(results), paths: unique)
  }

  /// The files `source` imports, found the way the interpreter finds them (missing ones too,
  /// so creating one re-renders).
  private static func imports(of source: SourceFile, limits: MarkupLimits) -> [String] {
    // Only an <Import> or a ForEach's data file names another file: a document mentioning
    // neither is not parsed a second time per update (a twentieth of the update's work).
    guard mentions("Import", in: source) || mentions("ForEach", in: source) else { return [] }
    guard let syntax = try? SyntaxTree.parse(source, limits: limits) else { return [] }
    var seen: Set<String> = [source.name]
    return Imports.paths(importedBy: syntax, limits: limits).filter { seen.insert($0).inserted }
  }

  /// Whether `word` occurs in `source`'s bytes.
  private static func mentions(_ word: String, in source: SourceFile) -> Bool {
    let needle = Array(word.utf8)
    return source.bytes.withUnsafeBufferPointer { bytes in
      guard bytes.count >= needle.count else { return false }
      for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
        if needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
      }
      return false
    }
  }

  /// Rewrites the `--svg` picture, when asked for; the line to show about it.
  private func writePicture(_ laidOut: LaidOutDocument?) -> String {
    guard let svgPath else { return "" }
    guard let laidOut else { return "(\(svgPath) not updated: the document has errors)\n" }
    if let failure = SystemCalls.replaceFile(svgPath, with: WatchPicture.svg(of: laidOut)) {
      return "stackup: error: \(failure)\n"
    }
    return ""
  }
}

/// The picture `watch --svg` writes: what `render --format svg` prints for the same document.
enum WatchPicture {
  static func svg(of laidOut: LaidOutDocument) -> String { Markup.render(laidOut, format: .svg) }
}
