/// A position in a source file: 1-based line and column (in Unicode scalars, a tab counts as
/// one), plus the byte offset it was computed from.
///
/// Named `MarkupLocation`, not `SourceLocation`: every test file that imports Stackup also sees
/// Swift Testing's `SourceLocation` (the type of `#_sourceLocation`), and one name for both made
/// users qualify every use.
///
/// Stored in 32 bits each (inputs are under 2 GiB, which the reader enforces): the syntax tree
/// keeps two locations per element and two per attribute, and at 8 bytes a field they were
/// a third of its size, written (and faulted in) during the parse.
public struct MarkupLocation: Hashable, Sendable, Comparable {
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32

  /// The 1-based line.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// The 1-based column, in Unicode scalars (a tab counts as one).
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  /// The byte offset in the file, from 0.
  package var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }

  package init(line: Int, column: Int, offset: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    storedOffset = Int32(clamping: offset)
  }

  /// Earlier in the file first (by byte offset).
  public static func < (a: MarkupLocation, b: MarkupLocation) -> Bool { a.offset < b.offset }
}

/// The bytes of one input, with its display name and an index of line starts, so any byte
/// offset can be turned into a line and column and any line can be quoted in a diagnostic.
public struct SourceFile: Sendable {
  /// The name diagnostics show for the file (its path, or `<stdin>`).
  public let name: String
  /// The input's bytes (a NUL follows them, for libxml2: see `SourceBytes`).
  package let bytes: SourceBytes
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  package let lineStarts: [Int]
  /// For files with a line longer than `scalarBlock` bytes: the number of Unicode scalars
  /// before each block of `scalarBlock` bytes, so a column far into a long line is found
  /// without counting from the line's start (20,000 diagnostics on one 449 KB line each
  /// counted up to their column: 106 s). Empty for other files.
  private let scalarsBeforeBlock: [Int]
  static let scalarBlock = 4096

  package init(name: String, bytes: SourceBytes) {
    self.name = name
    self.bytes = bytes
    var starts = [0]
    starts.reserveCapacity(bytes.count / 40 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      // Word by word (`ByteSearch`): a byte loop over a large input cost several milliseconds
      // before parsing began.
      var i = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: 0)
      while i < buffer.count {
        starts.append(i + 1)
        i = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: i + 1)
      }
    }
    lineStarts = starts
    var longest = 0
    for k in starts.indices {
      let end = k + 1 < starts.count ? starts[k + 1] : bytes.count
      longest = max(longest, end - starts[k])
    }
    var blocks: [Int] = []
    if longest > Self.scalarBlock {
      bytes.withUnsafeBufferPointer { buffer in
        var total = 0
        var start = 0
        while start < buffer.count {
          blocks.append(total)
          let end = min(start + Self.scalarBlock, buffer.count)
          total += ByteSearch.scalarCount(in: buffer, from: start, to: end)
          start = end
        }
      }
    }
    scalarsBeforeBlock = blocks
  }

  /// The number of Unicode scalars (bytes that are not UTF-8 continuation bytes) in
  /// `start..<end`, counted from the nearest block boundaries on long lines.
  func scalarCount(from start: Int, to end: Int) -> Int {
    guard end > start else { return 0 }
    if end - start > Self.scalarBlock, !scalarsBeforeBlock.isEmpty {
      return scalarsBefore(end) - scalarsBefore(start)
    }
    return bytes.withUnsafeBufferPointer { ByteSearch.scalarCount(in: $0, from: start, to: end) }
  }

  private func scalarsBefore(_ offset: Int) -> Int {
    let block = offset / Self.scalarBlock
    let blockStart = block * Self.scalarBlock
    return scalarsBeforeBlock[block]
      + bytes.withUnsafeBufferPointer {
        ByteSearch.scalarCount(in: $0, from: blockStart, to: offset)
      }
  }

  /// A file of a copy of `bytes` (`FileReading` maps large files instead).
  public init(name: String, bytes: some Collection<UInt8>) {
    self.init(name: name, bytes: SourceBytes(copying: bytes))
  }

  /// A file of `text` (as UTF-8) shown as `name` in diagnostics.
  public init(name: String, text: String) {
    self.init(name: name, bytes: text.utf8)
  }

  /// The location of a byte offset (clamped to the file).
  package func location(ofOffset rawOffset: Int) -> MarkupLocation {
    let count = bytes.count
    let offset = max(0, min(rawOffset, count))
    // Binary search for the last line start <= offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    // A UTF-8 byte order mark is not a column (libxml2 and editors agree).
    let i = low == 0 && offset >= bomLength ? bomLength : lineStarts[low]
    // Continuation bytes before the first lead byte do not count; a column is a scalar.
    let column = 1 + scalarCount(from: i, to: offset)
    return MarkupLocation(line: low + 1, column: column, offset: offset)
  }

  /// The location of a 1-based line and column (in Unicode scalars, a tab counts as one), as
  /// libxml2 reports them; clamped to the line's end, and to the file.
  package func location(line rawLine: Int, column rawColumn: Int) -> MarkupLocation {
    let line = max(1, min(rawLine, lineStarts.count))
    let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    var offset = line == 1 ? min(bomLength, end) : lineStarts[line - 1]
    var column = 1
    while column < rawColumn, offset < end {
      offset += 1
      while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      column += 1
    }
    return MarkupLocation(line: line, column: column, offset: offset)
  }

  /// 3 if the file starts with a UTF-8 byte order mark, else 0.
  var bomLength: Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
      ? 3 : 0
  }

  /// The text of a 1-based line without its line break (invalid UTF-8 is repaired).
  package func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = line == 1 ? bomLength : lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }
}
