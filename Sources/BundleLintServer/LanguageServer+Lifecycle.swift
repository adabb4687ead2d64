import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

extension LanguageServer {
  /// The files whose change on disk can change findings, as the client is asked to watch them.
  static let watchedPatterns = [
    "**/Package.swift", "**/.bundlelint.json", "**/*.swift", "**/*.{strings,stringsdict,xcstrings}",
    "**/*.xcassets/**", "**/*.{pbxproj,xcworkspacedata}", "**/project.yml",
  ]

  /// `initialize`: agrees on the position encoding, reads the settings given as initialization
  /// options, and says what the server does.
  func initialize(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
    guard params.objectValue != nil else { throw InvalidParams("'initialize' takes an object") }
    let capabilities = params["capabilities"]
    let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue ?? []
    encoding = .chosen(from: offered.compactMap(\.stringValue))
    clientRegistersWatchers =
      capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue
      ?? false
    if let options = params["initializationOptions"] {
      settings = try Settings(options, over: baseSettings)
    }
    state = .running
    return [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": [
          "openClose": true, "change": .int(2), "save": ["includeText": false],
        ],
        "codeActionProvider": [
          "codeActionKinds": ["quickfix", .string(Self.fixAllKind)], "resolveProvider": false,
        ],
      ],
      "serverInfo": ["name": "bundlelint", "version": .string(setup.version)],
    ]
  }

  /// After `initialized`: asks a client that can to watch the files the findings depend on.
  func registerWatchers() {
    guard clientRegistersWatchers else { return }
    outgoing.append([
      "jsonrpc": "2.0", "id": "bundlelint/register-watchers", "method": "client/registerCapability",
      "params": [
        "registrations": [
          [
            "id": "bundlelint/watched-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": [
              "watchers": .array(Self.watchedPatterns.map { ["globPattern": .string($0)] })
            ],
          ]
        ]
      ],
    ])
  }
}
