/// The bytes of a minimal TrueType font file: a table directory with one `name` table that
/// gives a family, a full name and a PostScript name (Windows platform, UTF-16BE), as
/// `FontNameTable` reads them. Every byte is ASCII for ASCII names, so the file can be written
/// as text.
public enum FontFileBytes {
  public static func trueType(family: String, fullName: String, postScriptName: String)
    -> [UInt8]
  {
    var storage: [UInt8] = []
    var records: [UInt8] = []
    for (nameID, text) in [(1, family), (4, fullName), (6, postScriptName)] {
      let data = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      records += uint16(3) + uint16(1) + uint16(0x409) + uint16(nameID)
      records += uint16(data.count) + uint16(storage.count)
      storage += data
    }
    let table = uint16(0) + uint16(3) + uint16(6 + 12 * 3) + records + storage
    let header = uint32(0x0001_0000) + uint16(1) + uint16(16) + uint16(0) + uint16(0)
    let record = Array("name".utf8) + uint32(0) + uint32(28) + uint32(table.count)
    return header + record + table
  }

  /// `trueType` as text (its bytes are ASCII for ASCII names).
  public static func trueTypeText(family: String, fullName: String, postScriptName: String)
    -> String
  {
    String(
      decoding: trueType(family: family, fullName: fullName, postScriptName: postScriptName),
      as: UTF8.self)
  }

  private static func uint16(_ value: Int) -> [UInt8] {
    [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  private static func uint32(_ value: Int) -> [UInt8] {
    [
      UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
