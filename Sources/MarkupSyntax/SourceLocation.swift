/// A position in a source file: 1-based line and column (in Unicode scalars, a tab counts as
/// one), plus the byte offset it was computed from.
///
/// Stored in 32 bits each (inputs are under 2 GiB, which the reader enforces): the syntax tree
/// keeps two locations per element and two per attribute, and at 8 bytes a field they were
/// a third of its size, written (and faulted in) during the parse.
public struct SourceLocation: Hashable, Sendable, Comparable {
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32

  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }

  public init(line: Int, column: Int, offset: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    storedOffset = Int32(clamping: offset)
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
}

/// The bytes of one input, with its display name and an index of line starts, so any byte
/// offset can be turned into a line and column and any line can be quoted in a diagnostic.
public struct SourceFile: Sendable {
  public let name: String
  /// The input followed by one NUL byte: libxml2 parses the bytes in place and, like any C
  /// parser, stops at a terminator (Stackup rejects NUL bytes inside the input).
  let terminated: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  /// The input's bytes.
  public var bytes: ArraySlice<UInt8> { terminated[0..<(terminated.count - 1)] }

  /// Takes the bytes over rather than copying them: the NUL is appended in place, which costs
  /// nothing when the array has room for it (`FileReading` leaves room). Copying the 9.4 MB
  /// input of 111k views to add that one byte cost about 8 ms and a second 9.4 MB buffer.
  public init(name: String, bytes: consuming [UInt8]) {
    self.name = name
    bytes.append(0)
    var starts = [0]
    starts.reserveCapacity(bytes.count / 40 + 1)
    bytes.withUnsafeBufferPointer { terminated in
      // Word by word (`ByteSearch`): a byte loop over a large input cost several milliseconds
      // before parsing began.
      let buffer = UnsafeBufferPointer(rebasing: terminated.dropLast())
      var i = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: 0)
      while i < buffer.count {
        starts.append(i + 1)
        i = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: i + 1)
      }
    }
    terminated = bytes
    lineStarts = starts
  }

  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The location of a byte offset (clamped to the file).
  public func location(ofOffset rawOffset: Int) -> SourceLocation {
    let bytes = terminated
    let count = bytes.count - 1
    let offset = max(0, min(rawOffset, count))
    // Binary search for the last line start <= offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    var column = 1
    // A UTF-8 byte order mark is not a column (libxml2 and editors agree).
    var i = low == 0 && offset >= bomLength ? bomLength : lineStarts[low]
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    // Continuation bytes before the first lead byte do not count; a column is a scalar.
    return SourceLocation(line: low + 1, column: column, offset: offset)
  }

  /// The location of a 1-based line and column (in Unicode scalars, a tab counts as one), as
  /// libxml2 reports them; clamped to the line's end, and to the file.
  public func location(line rawLine: Int, column rawColumn: Int) -> SourceLocation {
    let line = max(1, min(rawLine, lineStarts.count))
    let end = line < lineStarts.count ? lineStarts[line] - 1 : terminated.count - 1
    var offset = line == 1 ? min(bomLength, end) : lineStarts[line - 1]
    var column = 1
    while column < rawColumn, offset < end {
      offset += 1
      while offset < end, terminated[offset] & 0xC0 == 0x80 { offset += 1 }
      column += 1
    }
    return SourceLocation(line: line, column: column, offset: offset)
  }

  /// 3 if the file starts with a UTF-8 byte order mark, else 0.
  var bomLength: Int {
    terminated.count >= 4 && terminated[0] == 0xEF && terminated[1] == 0xBB && terminated[2] == 0xBF
      ? 3 : 0
  }

  /// The text of a 1-based line without its line break (invalid UTF-8 is repaired).
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = line == 1 ? bomLength : lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : terminated.count - 1
    if end > start, terminated[end - 1] == 0x0D { end -= 1 }
    return String(decoding: terminated[start..<max(start, end)], as: UTF8.self)
  }
}
