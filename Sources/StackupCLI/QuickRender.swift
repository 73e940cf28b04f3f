/// `stackup [render] FILE [--format ascii|json|svg]` read without ArgumentParser.
///
/// ArgumentParser builds its picture of the whole command tree by reflection on every parse
/// (each option's property wrapper, generic metadata, protocol conformance checks): 21.6 M of
/// the 31.2 M instructions `stackup render samples/hello.xml --format json` cost (callgrind),
/// for the form nearly every run takes. Only that form is read here; anything else — help,
/// any other option or subcommand, a file named like one, or starting with `-` (standard input
/// included) — goes to ArgumentParser exactly as before, so help, completions, errors and exit
/// codes stay its own. `QuickRenderTests` checks that both routes print the same.
enum QuickRender {
  /// Names ArgumentParser would read as something other than a file in the first place.
  static let reservedNames: Set<String> = [
    "render", "check", "watch", "record", "schema", "vocabulary", "convert", "help",
  ]

  /// The request `arguments` (without the program's name) make, when they take the quick
  /// form; nil otherwise.
  static func request(_ arguments: [String]) -> RenderRequest? {
    var rest = arguments[...]
    if rest.first == "render" { rest = rest.dropFirst() }
    guard let file = rest.popFirst(), !file.isEmpty, !file.hasPrefix("-"),
      !reservedNames.contains(file)
    else { return nil }
    var request = RenderRequest(file: file)
    if rest.first == "--format", rest.count == 2,
      let format = OutputFormatArgument(rawValue: rest[rest.startIndex + 1])
    {
      request.format = format
      rest.removeAll()
    }
    return rest.isEmpty ? request : nil
  }
}
