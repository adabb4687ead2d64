extension RecordedInput {
  /// `inputs` without the type answers that a listing or read of the same path already checks
  /// (its snapshot gives the type, and was taken with the same answer): one `stat` per path on
  /// a warm run instead of two.
  static func compacted(_ inputs: [RecordedInput]) -> [RecordedInput] {
    var snapshotTypes: [String: String] = [:]
    for input in inputs where input.kind == .listing || input.kind == .read {
      snapshotTypes[input.path] = input.snapshot.fileType?.rawValue ?? ""
    }
    return inputs.filter { input in
      input.kind != .type || snapshotTypes[input.path] != input.answer
    }
  }
}
