import Testing

/// Texts that App Intents and widget configurations look up in the main bundle
/// (`Tests/Fixtures/IntentTexts`: a package module whose table translates 'intent.start' and
/// 'widget.about' into German, and holds 'Recent items' in English only).
@Suite struct IntentTextsTests {
  @Test func intentTextsAndWidgetAndControlDescriptionsAreLookups() throws {
    let result = try BinaryRunner.run(["--format", "concise", "Tests/Fixtures/IntentTexts"])
    let file = "Tests/Fixtures/IntentTexts/Sources/Feature/Intents.swift"
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // A title declared 'LocalizedStringResource' with a literal and a control's display name
    // are lookups too. The intent, the widget and the control that pass a bundle, and the
    // 'description' of a view (no widget configuration's chain), are silent.
    #expect(
      lines.filter { !$0.contains(": note: ") } == [
        file
          + ":6:21: error: 'LocalizedStringResource' looks up 'intent.start' in the main bundle, so the package's translation is never shown; pass 'LocalizedStringResource(\"intent.start\", bundle: .atURL(Bundle.module.bundleURL))' instead of the literal [localized-string-missing-bundle]",
        file
          + ":7:28: error: 'IntentDescription' looks up 'intent.start' in the main bundle, so the package's translation is never shown; pass 'LocalizedStringResource(\"intent.start\", bundle: .atURL(Bundle.module.bundleURL))' instead of the literal [localized-string-missing-bundle]",
        file
          + ":23:6: error: 'description' looks up 'widget.about' in the main bundle and takes no bundle, so the package's translation is never shown; rewrite as '.description(Text(\"widget.about\", bundle: .module))' [widget-key-without-bundle]",
        file
          + ":33:6: warning: 'description' looks up 'Recent items' in the main bundle and takes no bundle, while module 'Feature' keeps its strings in its own bundle; rewrite as '.description(Text(\"Recent items\", bundle: .module))' [widget-key-without-bundle]",
        file
          + ":51:6: error: 'displayName' looks up 'intent.start' in the main bundle and takes no bundle, so the package's translation is never shown; rewrite as '.displayName(LocalizedStringResource(\"intent.start\", bundle: .atURL(Bundle.module.bundleURL)))' [widget-key-without-bundle]",
      ], "\(result.stdout)")
    #expect(result.status == 1)
  }
}
