import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// The JSON-RPC error codes the server answers with, and those the Language Server Protocol adds.
enum ErrorCode: Int, Sendable {
  case parseError = -32700
  case invalidRequest = -32600
  case methodNotFound = -32601
  case invalidParams = -32602
  case internalError = -32603
  /// A request before `initialize`.
  case serverNotInitialized = -32002
  /// A request the client cancelled with `$/cancelRequest` before the server answered it.
  case requestCancelled = -32800
}
