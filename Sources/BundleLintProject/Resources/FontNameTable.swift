import BundleLintCore
import BundleLintSyntax

/// Reads the names of the faces in a TrueType or OpenType font file (`.ttf`, `.otf`) or
/// collection (`.ttc`) from its `name` table, as the OpenType specification lays it out: the
/// table directory, then name records of UTF-16BE (Unicode and Windows platforms) or Mac Roman
/// strings. Never traps: a file it cannot read gives a `Failure` that says where it breaks.
enum FontNameTable {
  /// Why a font file's names could not be read (lowercase, no trailing period).
  struct Failure: Error, Equatable {
    var detail: String
  }

  /// The faces of the font file `file` (relative to the package root) whose bytes are `bytes`,
  /// in file order.
  static func faces(in bytes: [UInt8], file: String) -> Result<[FontFace], Failure> {
    guard bytes.count >= 12 else {
      return .failure(
        Failure(detail: "the font file is truncated: it is shorter than a font header"))
    }
    let tag = Array(bytes[0..<4])
    if tag == Array("ttcf".utf8) {
      guard let count = uint32(bytes, 8), count > 0, 12 + Int(count) * 4 <= bytes.count else {
        return .failure(Failure(detail: "the font collection's header is truncated"))
      }
      var faces: [FontFace] = []
      for position in 0..<Int(count) {
        guard let offset = uint32(bytes, 12 + position * 4) else { break }
        switch face(in: bytes, at: Int(offset), file: file) {
        case .success(let face): faces.append(face)
        case .failure(let failure):
          return .failure(
            Failure(detail: "font \(position + 1) of the collection: " + failure.detail))
        }
      }
      return .success(faces)
    }
    return face(in: bytes, at: 0, file: file).map { [$0] }
  }

  /// The sfnt versions a font's table directory starts with: TrueType, CFF (`OTTO`), Apple's
  /// `true` and `typ1`.
  private static let versions: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031]

  /// The names of the face whose table directory starts at `start`.
  private static func face(in bytes: [UInt8], at start: Int, file: String) -> Result<
    FontFace, Failure
  > {
    guard let version = uint32(bytes, start), let tableCount = uint16(bytes, start + 4) else {
      return .failure(Failure(detail: "the font's table directory is truncated"))
    }
    guard versions.contains(version) else {
      return .failure(Failure(detail: "it is not a TrueType or OpenType font (no font header)"))
    }
    let records = start + 12
    guard records + Int(tableCount) * 16 <= bytes.count else {
      return .failure(Failure(detail: "the font's table directory is truncated"))
    }
    for table in 0..<Int(tableCount) {
      let record = records + table * 16
      guard Array(bytes[record..<record + 4]) == Array("name".utf8) else { continue }
      guard let offset = uint32(bytes, record + 8), let length = uint32(bytes, record + 12),
        Int(offset) + Int(length) <= bytes.count
      else {
        return .failure(Failure(detail: "the font's 'name' table runs past the end of the file"))
      }
      return names(in: bytes, table: Int(offset), length: Int(length), file: file)
    }
    return .failure(
      Failure(detail: "the font has no 'name' table, so it has no name to look it up by"))
  }

  /// The name IDs a lookup may spell: family, full name, PostScript name, typographic family.
  private static let family: UInt16 = 1
  private static let fullName: UInt16 = 4
  private static let postScript: UInt16 = 6
  private static let typographicFamily: UInt16 = 16

  /// The names of a `name` table of `length` bytes at `table`.
  private static func names(in bytes: [UInt8], table: Int, length: Int, file: String) -> Result<
    FontFace, Failure
  > {
    let end = table + length
    guard let count = uint16(bytes, table + 2), let storage = uint16(bytes, table + 4),
      table + 6 + Int(count) * 12 <= end
    else { return .failure(Failure(detail: "the font's 'name' table is truncated")) }
    var names: Set<String> = []
    var postScriptName: String?
    var familyName: String?
    for position in 0..<Int(count) {
      let record = table + 6 + position * 12
      guard let platform = uint16(bytes, record), let nameID = uint16(bytes, record + 6),
        let size = uint16(bytes, record + 8), let offset = uint16(bytes, record + 10)
      else { continue }
      guard [family, fullName, postScript, typographicFamily].contains(nameID) else { continue }
      let from = table + Int(storage) + Int(offset)
      guard from + Int(size) <= end else {
        return .failure(
          Failure(detail: "a name of the font's 'name' table runs past the table's end"))
      }
      let raw = bytes[from..<from + Int(size)]
      guard let text = decode(raw, platform: platform), !text.isEmpty else { continue }
      names.insert(text)
      if nameID == postScript, postScriptName == nil { postScriptName = text }
      if nameID == family, familyName == nil { familyName = text }
    }
    guard let name = postScriptName ?? familyName else {
      return .failure(Failure(detail: "the font's 'name' table has no family or PostScript name"))
    }
    return .success(FontFace(file: file, postScriptName: name, names: names))
  }

  /// A name's text: UTF-16BE on the Unicode (0) and Windows (3) platforms, Mac Roman on the
  /// Macintosh platform (1; its ASCII part, which font names use); nil for other platforms.
  private static func decode(_ raw: ArraySlice<UInt8>, platform: UInt16) -> String? {
    switch platform {
    case 0, 3:
      guard raw.count % 2 == 0 else { return nil }
      var units: [UInt16] = []
      units.reserveCapacity(raw.count / 2)
      var index = raw.startIndex
      while index < raw.endIndex {
        units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    case 1:
      return String(decoding: raw.filter { $0 < 0x80 }, as: UTF8.self)
    default:
      return nil
    }
  }

  private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16? {
    guard at >= 0, at + 2 <= bytes.count else { return nil }
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32? {
    guard at >= 0, at + 4 <= bytes.count else { return nil }
    return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }
}
