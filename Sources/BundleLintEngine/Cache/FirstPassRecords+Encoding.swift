import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FirstPassRecords {
  /// The records as bytes: the trigger sets, the paths read only by file jobs, the folders'
  /// entries hashes, then each result with its key. A result whose look-alike checks name a call pattern that is not
  /// one of `patterns` (the catalog's) is left out: its file is linted again next time.
  func encoded(patterns: [CallPattern]) -> [UInt8] {
    let patternIndex = Dictionary(
      patterns.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first }
    )
    var writer = ByteWriter()
    writer.unsigned(UInt64(triggerSets.count))
    for words in triggerSets { writer.strings(words) }
    writer.strings(jobOnlyPaths.sorted())
    writer.unsigned(UInt64(listings.count))
    for (path, hash) in listings.sorted(by: { $0.key < $1.key }) {
      writer.string(path)
      writer.unsigned(hash)
    }
    // The keys sorted, not the results: a result is large to move. A file several targets
    // compile has a key for each: their module and trigger words order them, so the bytes are
    // the same from one run to the next.
    var kept: [FirstPassKey] = []
    kept.reserveCapacity(results.count)
    for (key, result) in results where result.isEncodable(with: patternIndex) {
      kept.append(key)
    }
    kept.sort {
      ($0.path, $0.module.package, $0.module.module, $0.triggers)
        < ($1.path, $1.module.package, $1.module.module, $1.triggers)
    }
    writer.unsigned(UInt64(kept.count))
    for key in kept {
      guard let result = results[key] else { continue }
      key.write(to: &writer)
      result.write(to: &writer, patterns: patternIndex)
    }
    return writer.bytes
  }

  /// What `encoded(patterns:)` wrote, with the same `patterns`.
  static func decode(_ bytes: [UInt8], patterns: [CallPattern]) throws(CacheFileError)
    -> FirstPassRecords
  {
    var reader = ByteReader(bytes)
    var records = FirstPassRecords()
    do throws(BinaryDecodingError) {
      for _ in 0..<(try reader.count()) { records.triggerSets.append(try reader.strings()) }
      records.jobOnlyPaths = Set(try reader.strings())
      for _ in 0..<(try reader.count()) {
        records.listings[try reader.string()] = try reader.unsigned()
      }
      let count = try reader.count()
      records.results.reserveCapacity(count)
      for _ in 0..<count {
        let key = try FirstPassKey(reading: &reader)
        guard key.triggers >= -1, key.triggers < records.triggerSets.count else {
          throw .malformed
        }
        records.results[key] = try FileJob.Result(reading: &reader, patterns: patterns)
      }
    } catch {
      throw .damaged
    }
    guard reader.isAtEnd else { throw .damaged }
    return records
  }
}
