import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CacheEntry {
  /// This entry without the hashes of the inputs that are no longer racy, or nil when none
  /// changes. Called right after every input was checked (the racy ones by their bytes): what a
  /// run recording now would store, so later checks of those inputs take one `stat` each.
  func settled() -> CacheEntry? {
    let threshold = FileSnapshot.now() - RecordingFileSystem.timestampGranularity
    let old = inputs.indices.filter {
      inputs[$0].hash != nil && !inputs[$0].snapshot.isRacy(threshold: threshold)
    }
    guard !old.isEmpty else { return nil }
    var settled = self
    for index in old { settled.inputs[index].hash = nil }
    return settled
  }
}
