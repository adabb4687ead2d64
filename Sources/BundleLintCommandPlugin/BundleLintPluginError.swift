/// `bundlelint` exited with a failure status; its own output already says why.
struct BundleLintPluginError: Error, CustomStringConvertible {
  let status: Int32

  var description: String {
    status == 1
      ? "bundlelint reported findings at or above the '--fail-on' level (exit status 1)"
      : "bundlelint failed (exit status \(status)); see its message above"
  }
}
