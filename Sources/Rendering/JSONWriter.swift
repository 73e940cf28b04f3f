import LayoutEngine

/// The byte buffer `JSONRenderer` writes into (one chunk of output at a time): literal
/// fragments, indentation, numbers and quoted strings, appended through raw pointers.
///
/// Output is tens of megabytes for large documents (80 MB for 111k views, 47 MB of it
/// indentation), so the cost per byte decides the stage: appends write through a pointer
/// after one capacity test (no `Array` growth checks or retain/release), fixed fragments are
/// `StaticString`s the compiler copies with a few stores, and indentation is stored 16 spaces
/// at a time. The buffer grows only when one node outgrows it, as a very deep
/// node's indentation can. It is noncopyable so exactly one owner frees the storage.
struct JSONWriter: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var end: UnsafeMutablePointer<UInt8>
  private var limit: UnsafeMutablePointer<UInt8>
  /// The last fractions written in the general form (`formatNumber`), by bit pattern, and
  /// their text (a length byte, then the digits), `memoSlots` of them written round-robin;
  /// allocated at the first such fraction. Nested views share frames: on the realistic
  /// screen 60% of those fractions are one of the last four, each a `String` made again
  /// (about 1,000 instructions).
  private var memoBits: UnsafeMutablePointer<UInt64>? = nil
  private var memoText: UnsafeMutablePointer<UInt8>? = nil
  private var memoNext = 0
  private static let memoSlots = 4
  private static let memoSlotBytes = 32

  /// A writer with room for `capacity` bytes before it first grows.
  init(capacity: Int = 256) {
    let capacity = max(capacity, 64)
    start = .allocate(capacity: capacity)
    end = start
    limit = start + capacity
  }

  deinit {
    start.deallocate()
    memoBits?.deallocate()
    memoText?.deallocate()
  }

  /// Bytes written and not yet drained.
  var count: Int { end - start }

  /// Hands the bytes written so far to `write` and empties the buffer, keeping its storage.
  mutating func drain(into write: (UnsafeRawBufferPointer) -> Void) {
    write(UnsafeRawBufferPointer(start: start, count: count))
    end = start
  }

  // MARK: Raw bytes

  /// Makes room for `n` more bytes. Appends call it before writing, so `end` never passes
  /// `limit`; growing doubles the capacity, keeping the bytes.
  @inline(__always)
  private mutating func reserve(_ n: Int) {
    if limit - end < n { grow(atLeast: n) }
  }

  private mutating func grow(atLeast n: Int) {
    let used = count
    let capacity = max(2 * (limit - start), used + n)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    moved.moveInitialize(from: start, count: used)
    start.deallocate()
    start = moved
    end = start + used
    limit = start + capacity
  }

  @inline(__always)
  mutating func byte(_ b: UInt8) {
    reserve(1)
    end.initialize(to: b)
    end += 1
  }

  @inline(__always)
  private mutating func copy(_ source: UnsafePointer<UInt8>, _ n: Int) {
    reserve(n)
    end.update(from: source, count: n)
    end += n
  }

  /// Appends a fixed fragment (a key, punctuation) from the binary's constant data.
  @inline(__always)
  mutating func literal(_ s: StaticString) {
    copy(s.utf8Start, s.utf8CodeUnitCount)
  }

  /// Appends bytes already formatted (remembered JSON text).
  @inline(__always)
  mutating func bytes(_ b: UnsafeBufferPointer<UInt8>) {
    guard let base = b.baseAddress else { return }
    copy(base, b.count)
  }

  /// A line break, `indent` spaces and `s`: the start of every line but the first.
  @inline(__always)
  mutating func line(_ indent: Int, _ s: StaticString) {
    reserve(1 + Self.room(forSpaces: indent) + s.utf8CodeUnitCount)
    end.initialize(to: UInt8(ascii: "\n"))
    end += 1
    spaces(indent)
    literal(s)
  }

  /// A comma ending the current line, then `line(indent, s)`.
  @inline(__always)
  mutating func commaLine(_ indent: Int, _ s: StaticString) {
    reserve(2 + Self.room(forSpaces: indent) + s.utf8CodeUnitCount)
    UnsafeMutableRawPointer(end).storeBytes(of: 0x0A2C, as: UInt16.self)  // ",\n"
    end += 2
    spaces(indent)
    literal(s)
  }

  /// Spaces stored unconditionally before the length is looked at (four 16-byte stores).
  private static let spaceBlock = 64

  /// The widest indentation written. Deeper levels are indented no further, so the output
  /// stays linear in the number of nodes: indenting every level of a 30,000-layer document
  /// wrote 18 GB of spaces. 256 spaces is over 60 levels of views, far past any sample.
  static let maxIndent = 256

  /// The bytes `spaces(n)` may store into.
  @inline(__always)
  private static func room(forSpaces n: Int) -> Int { max(min(n, maxIndent) + 15, spaceBlock) }

  /// `n` spaces. Indentation up to 64 (all but very deep documents) is four fixed vector
  /// stores, the bytes past `n` being overwritten by what follows; longer runs loop. This
  /// beats a `memset` call per line. The caller reserved `room(forSpaces: n)` bytes.
  @inline(__always)
  private mutating func spaces(_ width: Int) {
    let n = min(width, Self.maxIndent)
    let run = SIMD16(repeating: UInt8(ascii: " "))
    let cursor = UnsafeMutableRawPointer(end)
    for offset in stride(from: 0, to: Self.spaceBlock, by: 16) {
      cursor.storeBytes(of: run, toByteOffset: offset, as: SIMD16<UInt8>.self)
    }
    var offset = Self.spaceBlock
    while offset < n {
      cursor.storeBytes(of: run, toByteOffset: offset, as: SIMD16<UInt8>.self)
      offset += 16
    }
    end += n
  }

  // MARK: Numbers

  /// Numbers print as integers when whole (below 1e15), else in Swift's shortest round-trip
  /// form (`formatNumber`); non-finite values, which JSON cannot hold, print as the strings
  /// "Infinity", "-Infinity" and "NaN".
  mutating func number(_ value: Double) {
    // Most numbers are whole coordinates and lengths of magnitude below 10,000 (every frame
    // field of the huge nested documents, whose origins are mostly negative): tested and
    // written without the general conversion and loops. -0 prints as 0.
    if value > -10_000, value < 10_000, case let n = Int(value), Double(n) == value {
      smallInteger(n)
    } else if let whole = Int64(exactly: value), whole.magnitude < 1_000_000_000_000_000 {
      integer(whole)
    } else if let tenths = Self.tenths(value) {
      tenthsNumber(tenths)
    } else if value.isNaN {
      literal("\"NaN\"")
    } else if value.isInfinite {
      if value > 0 { literal("\"Infinity\"") } else { literal("\"-Infinity\"") }
    } else {
      // Fractions are few (1,332 numbers of the 111k-view document's 900,000): the standard
      // library's shortest form, with its `String`, unless it was among the last written.
      fraction(value)
    }
  }

  /// The fraction memo, allocated when first asked.
  private mutating func memo() -> (UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<UInt8>) {
    if let memoBits, let memoText { return (memoBits, memoText) }
    let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: Self.memoSlots)
    // NaN patterns: no finite value reads as one.
    bits.initialize(repeating: UInt64.max, count: Self.memoSlots)
    let text = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.memoSlots * Self.memoSlotBytes)
    text.initialize(repeating: 0, count: Self.memoSlots * Self.memoSlotBytes)
    (memoBits, memoText) = (bits, text)
    return (bits, text)
  }

  /// A finite fraction in Swift's shortest round-trip form, from the memo when it was one of
  /// the last written.
  private mutating func fraction(_ value: Double) {
    let bits = value.bitPattern
    let (memoBits, memoText) = memo()
    for slot in 0..<Self.memoSlots where memoBits[slot] == bits {
      let text = memoText + slot * Self.memoSlotBytes
      copy(UnsafePointer(text + 1), Int(text[0]))
      return
    }
    var text = formatNumber(value)
    text.withUTF8 { digits in
      copy(digits.baseAddress!, digits.count)
      guard digits.count < Self.memoSlotBytes else { return }
      let slot = memoNext
      memoNext = (memoNext + 1) % Self.memoSlots
      memoBits[slot] = bits
      let stored = memoText + slot * Self.memoSlotBytes
      stored[0] = UInt8(digits.count)
      (stored + 1).update(from: digits.baseAddress!, count: digits.count)
    }
  }

  /// `value` as a whole number of tenths, when it is the double nearest one and no whole
  /// number: then its shortest round-trip form, as `String(value)` prints it, is those digits
  /// with a point before the last. Two decimals of at most 15 significant digits are different
  /// doubles, so no shorter decimal reads back as `value`. Half the realistic screen's
  /// fractions are tenths, each a `String` made by `formatNumber` before (hundredths and
  /// thousandths too cost more in tests than the few of them saved).
  @inline(__always)
  private static func tenths(_ value: Double) -> Int64? {
    let scaled = (value * 10).rounded()
    guard scaled.magnitude < 100_000_000_000_000, scaled / 10 == value else { return nil }
    return Int64(scaled)
  }

  /// A number of tenths that is no whole number, as `-12.5` or `0.3`.
  private mutating func tenthsNumber(_ tenths: Int64) {
    if tenths < 0 { byte(UInt8(ascii: "-")) }
    let magnitude = tenths.magnitude
    integer(Int64(magnitude / 10))
    reserve(2)
    end[0] = UInt8(ascii: ".")
    end[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
    end += 2
  }

  /// A whole number's decimal digits, written straight into the buffer (those of magnitude
  /// below 10,000, most frame coordinates, take `smallInteger` instead).
  mutating func integer(_ value: Int64) {
    reserve(20)
    if value < 0 {
      end.initialize(to: UInt8(ascii: "-"))
      end += 1
    }
    let n = value.magnitude
    var count = 1
    var power: UInt64 = 10
    while count < 19, n >= power {
      count += 1
      power &*= 10
    }
    digits(n, count: count)
  }

  /// `n`, from -9,999 to 9,999: its digit count found by three comparisons, not `integer`'s
  /// loop.
  @inline(__always)
  private mutating func smallInteger(_ n: Int) {
    reserve(5)
    if n < 0 {
      end.initialize(to: UInt8(ascii: "-"))
      end += 1
    }
    let m = n.magnitude
    digits(UInt64(m), count: m < 10 ? 1 : m < 100 ? 2 : m < 1000 ? 3 : 4)
  }

  /// The `count` decimal digits of `n` (exactly its digit count; room reserved), written from
  /// the last back, two at a time from a table.
  @inline(__always)
  private mutating func digits(_ value: UInt64, count: Int) {
    end += count
    var cursor = end
    var n = value
    let pairs = Self.digitPairs.utf8Start
    while n >= 10 {
      let pair = Int(n % 100) &* 2
      n /= 100
      cursor -= 2
      cursor[0] = pairs[pair]
      cursor[1] = pairs[pair + 1]
    }
    if cursor > end - count {
      cursor[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n)
    }
  }

  /// "00", "01" … "99".
  private static let digitPairs: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """

  // MARK: Strings

  /// A JSON string literal: quotes, backslashes and control characters escaped; everything
  /// else (UTF-8 included) copied byte for byte.
  mutating func string(_ s: borrowing String) {
    // Borrowed and read through `withContiguousStorageIfAvailable`, not `withUTF8` on a copy:
    // no retain and release of the string's storage per call.
    if s.utf8.withContiguousStorageIfAvailable({ quoted($0) }) == nil {
      // Only strings bridged from elsewhere are not contiguous.
      var contiguous = copy s
      contiguous.withUTF8 { quoted($0) }
    }
  }

  private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let base = utf8.baseAddress, !Self.needsEscaping(utf8) else {
      escaped(utf8)
      return
    }
    // Nearly every string (every kind, id and modifier argument list) needs no escaping and
    // is copied in one go.
    reserve(utf8.count + 2)
    end.initialize(to: UInt8(ascii: "\""))
    (end + 1).update(from: base, count: utf8.count)
    end += utf8.count + 1
    end.initialize(to: UInt8(ascii: "\""))
    end += 1
  }

  /// Whether any byte of `utf8` is a quote, a backslash or a control character. Tests eight
  /// bytes at a time: a byte is below 0x20 when subtracting 0x20 borrows into its top bit
  /// while the byte itself had that bit clear, and equal to `c` when `byte ^ c` is zero.
  private static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ w: UInt64) -> Bool { (w &- ones) & ~w & highBits != 0 }
    guard let base = utf8.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i + 8 <= utf8.count {
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      if (w &- ones &* 0x20) & ~w & highBits != 0 || hasZeroByte(w ^ (ones &* 0x22))
        || hasZeroByte(w ^ (ones &* 0x5C))
      {
        return true
      }
      i += 8
    }
    while i < utf8.count {
      let byte = utf8[i]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
      i += 1
    }
    return false
  }

  /// The slow path of `string`: byte by byte, escaping what JSON requires.
  private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    byte(UInt8(ascii: "\""))
    let hex: StaticString = "0123456789abcdef"
    for b in utf8 {
      switch b {
      case UInt8(ascii: "\""): literal("\\\"")
      case UInt8(ascii: "\\"): literal("\\\\")
      case UInt8(ascii: "\n"): literal("\\n")
      case UInt8(ascii: "\r"): literal("\\r")
      case UInt8(ascii: "\t"): literal("\\t")
      case 0..<0x20:
        literal("\\u00")
        byte(hex.utf8Start[Int(b >> 4)])
        byte(hex.utf8Start[Int(b & 0xF)])
      default:
        byte(b)
      }
    }
    byte(UInt8(ascii: "\""))
  }
}
