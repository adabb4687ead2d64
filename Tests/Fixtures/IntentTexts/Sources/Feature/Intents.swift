import AppIntents
import SwiftUI
import WidgetKit

struct StartIntent: AppIntent {
  static let title: LocalizedStringResource = "intent.start"
  static let description = IntentDescription("intent.start")
}

struct BundledIntent: AppIntent {
  static let title = LocalizedStringResource(
    "intent.start", bundle: .atURL(Bundle.module.bundleURL))
  static let description = IntentDescription(
    LocalizedStringResource("intent.start", bundle: .atURL(Bundle.module.bundleURL)))
}

struct AboutWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "about", provider: Provider()) { entry in
      AboutView(entry: entry)
    }
    .configurationDisplayName(Text("widget.about", bundle: .module))
    .description("widget.about")
  }
}

struct LatentWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "latent", provider: Provider()) { entry in
      AboutView(entry: entry)
    }
    .supportedFamilies([.systemSmall])
    .description("Recent items")
  }
}

struct AboutView: View {
  let entry: Entry

  var body: some View {
    Text("widget.about", bundle: .module)
      .description("widget.about")
  }
}

struct CartControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "cart") {
      ControlWidgetButton(action: StartIntent()) { Text("widget.about", bundle: .module) }
    }
    .displayName("intent.start")
    .description(
      LocalizedStringResource("widget.about", bundle: .atURL(Bundle.module.bundleURL)))
  }
}
