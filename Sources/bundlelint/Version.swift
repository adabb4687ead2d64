/// The tool's version, printed by `--version` and written into SARIF, and the artifact bundle's
/// (`Tests/Tools/artifact-bundle.sh` reads it here). The release workflow
/// (`.github/workflows/release.yml`) stamps the tag's version into this line before it builds.
enum Version {
  static let current = "0.1.0"
}
