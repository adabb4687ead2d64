import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

extension LanguageServer {
  /// `textDocument/didOpen`: the document is linted from its text from now on.
  func didOpen(_ params: JSONValue) throws(InvalidParams) {
    let item = params["textDocument"]
    guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
      throw InvalidParams("'textDocument' needs 'uri' and 'text'")
    }
    guard let path = FileURI.path(of: uri) else {
      throw InvalidParams("'\(uri)' is not a file URI")
    }
    documents[path] = TextDocument(
      uri: uri, path: path, version: item?["version"]?.intValue ?? 0, text: text)
    markDirty(path)
  }

  /// `textDocument/didChange`: the whole text, or ranges of it, replaced in order.
  func didChange(_ params: JSONValue) throws(InvalidParams) {
    let path = try openDocumentPath(params)
    guard let changes = params["contentChanges"]?.arrayValue else {
      throw InvalidParams("'contentChanges' is not a list")
    }
    guard var document = documents[path] else { return }
    for change in changes {
      guard let text = change["text"]?.stringValue else {
        throw InvalidParams("a content change without 'text'")
      }
      var range: (start: (line: Int, character: Int), end: (line: Int, character: Int))?
      if let value = change["range"], value != .null {
        guard let start = Self.position(value["start"]), let end = Self.position(value["end"])
        else {
          throw InvalidParams("a content change with a bad 'range'")
        }
        range = (start, end)
      }
      document.apply(range: range, text: text, encoding: encoding)
    }
    document.version = params["textDocument"]?["version"]?.intValue ?? document.version + 1
    documents[path] = document
    markDirty(path)
  }

  /// `textDocument/didClose`: the document's findings are cleared, and packages no open document
  /// needs any more are let go.
  func didClose(_ params: JSONValue) throws(InvalidParams) {
    let path = try openDocumentPath(params)
    guard let document = documents.removeValue(forKey: path) else { return }
    findings[path] = nil
    unlintable.remove(path)
    dirty.removeAll { $0 == path }
    notify("textDocument/publishDiagnostics", ["uri": .string(document.uri), "diagnostics": []])
    sessions.removeAll { session in
      !documents.keys.contains { session.lints($0) || session.holds($0) }
    }
  }

  /// `textDocument/didSave`: an open Swift source was linted as typed; a saved manifest, table
  /// or configuration changes the workspace, as a watched file would.
  func didSave(_ params: JSONValue) throws(InvalidParams) {
    changedOnDisk(try openDocumentPath(params), created: false)
  }

  /// The path of the document a notification's `textDocument.uri` names.
  func openDocumentPath(_ params: JSONValue) throws(InvalidParams) -> String {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else {
      throw InvalidParams("'textDocument.uri' is missing")
    }
    guard let path = FileURI.path(of: uri) else {
      throw InvalidParams("'\(uri)' is not a file URI")
    }
    return path
  }

  /// A protocol position's line and character.
  static func position(_ value: JSONValue?) -> (line: Int, character: Int)? {
    guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue,
      line >= 0, character >= 0
    else { return nil }
    return (line, character)
  }

  /// Lints `path` at the end of the batch.
  func markDirty(_ path: String) {
    if !dirty.contains(path) { dirty.append(path) }
  }

  /// Lints the documents marked dirty, and those whose package facts a lint changed, and
  /// publishes their findings.
  func publishDirty() {
    // Each document's facts settle after one lint of an unchanged text, so the work ends; the
    // bound is a guard.
    var budget = 4 * (documents.count + 1)
    while !dirty.isEmpty, budget > 0 {
      budget -= 1
      let path = dirty.removeFirst()
      guard let document = documents[path] else { continue }
      let (diagnostics, session) = lint(path)
      findings[path] = (document.version, diagnostics)
      publish(diagnostics, for: path)
      if let session {
        for other in documents.keys.sorted() where other != path && session.lints(other) {
          markDirty(other)
        }
      }
    }
  }

  /// The findings of the open document at `path`, linted from its text; and the session whose
  /// package facts the lint changed, if it did.
  func lint(_ path: String) -> (diagnostics: [Diagnostic], changed: LintSession?) {
    guard !unlintable.contains(path) else { return ([], nil) }
    let fileSystem = overlay()
    if let session = sessions.first(where: { $0.lints(path) }) {
      let result = session.lint(path, fileSystem: fileSystem)
      return (result?.diagnostics ?? [], result?.packageFactsChanged == true ? session : nil)
    }
    guard PathName.pathExtension(path) == "swift" else {
      unlintable.insert(path)
      return ([], nil)
    }
    let session: LintSession
    do {
      let request = request(for: path)
      session = try LintSession(
        request, fileSystem: fileSystem,
        cache: loadCache().map {
          RunCache.SessionLoad($0, request: request, rulesDirectory: setup.rulesDirectory)
        })
    } catch {
      unlintable.insert(path)
      logError(error.description)
      notify("window/showMessage", ["type": .int(1), "message": .string(error.description)])
      return ([], nil)
    }
    guard session.lints(path) else {
      unlintable.insert(path)
      return ([], nil)
    }
    sessions.removeAll { $0.packageRoots == session.packageRoots }
    sessions.append(session)
    return (session.lint(path, fileSystem: fileSystem)?.diagnostics ?? [], nil)
  }

  /// The rerun cache for loading a package, when there is one and every open document holds
  /// what the disk holds: a load that would read an unsaved text neither reads nor writes it.
  func loadCache() -> RunCache? {
    guard let directory = settings.cacheDirectory else { return nil }
    for (path, document) in documents {
      guard (try? disk.readFile(path)) == document.bytes else { return nil }
    }
    return RunCache(directory: PathName.absolute(directory, from: setup.currentDirectory))
  }

  /// The request that loads the package of `path`, with the client's settings.
  func request(for path: String) -> LintRun.Request {
    // A file in no package may be a file of an Xcode target: the workspace's folder is loaded,
    // with its projects as a lint unit.
    let inPackage =
      ProjectLoader.enclosingPackageRoot(of: PathName.parent(path), fileSystem: disk) != nil
    let scope = inPackage ? path : setup.currentDirectory
    return LintRun.Request(
      paths: [scope], currentDirectory: setup.currentDirectory, manifestMode: setup.manifestMode,
      catalog: setup.catalog, select: settings.select, ignore: settings.ignore,
      configurationPath: settings.configurationPath.map {
        PathName.absolute($0, from: setup.currentDirectory)
      })
  }

  /// The disk with the open documents' texts over it.
  func overlay(replacing path: String? = nil, with bytes: [UInt8] = []) -> any FileSystem {
    var contents = documents.mapValues(\.bytes)
    if let path { contents[path] = bytes }
    return OverlayFileSystem(base: disk, contents: contents)
  }
}
