/// The tool's version, printed by `--version` and written into SARIF.
enum Version {
  static let current = "0.1.0"
}
