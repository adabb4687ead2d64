import BundleLintCore

/// The `calls` listing: one line per call, for checking what the matcher sees. A literal a
/// declaration's type makes into a value (`CallSite.Form.typedValue`) is no call: not listed.
package enum CallListing {
  /// `path:line:column<TAB>callee<TAB>labels` per call, in source order, each line ending in `\n`.
  ///
  /// The column is the 1-based UTF-8 byte column of the callee name; labels are written as the
  /// compiler does (`_:bundle:`, `action:_:`), empty for a call without arguments.
  package static func render(_ syntax: FileSyntax, path: String, converter: SourceLocationConverter)
    -> String
  {
    var out = ""
    for call in syntax.calls where call.form != .typedValue {
      let location = converter.location(of: call.calleeOffset)
      out += "\(path):\(location.line):\(location.column)\t\(call.callee)\t\(call.labelSignature)\n"
    }
    return out
  }
}
