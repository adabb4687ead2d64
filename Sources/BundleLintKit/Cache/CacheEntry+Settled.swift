extension CacheEntry {
  /// This entry without the hashes of the inputs that are no longer racy, or nil when none
  /// changes. Called right after every input was checked (the racy ones by their bytes): what a
  /// run recording now would store, so later checks of those inputs take one `stat` each.
  func settled() -> CacheEntry? {
    let threshold = FileSnapshot.now() - RecordingFileSystem.timestampGranularity
    var settled = self
    var changed = false
    for index in inputs.indices
    where inputs[index].hash != nil && !inputs[index].snapshot.isRacy(threshold: threshold) {
      settled.inputs[index].hash = nil
      changed = true
    }
    return changed ? settled : nil
  }
}
