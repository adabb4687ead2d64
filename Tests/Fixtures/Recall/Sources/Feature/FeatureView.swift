import SwiftUI

struct Row: View {
  let title: LocalizedStringResource
  init(_ title: LocalizedStringResource) { self.title = title }
  var body: some View { Text(title) }
}

struct FeatureView: View {
  var isOn: Bool
  var label: String
  var body: some View {
    VStack {
      Text(isOn ? "feature.on" : "feature.off")
      Text(isOn ? "feature.on" : label)
      Text(isOn ? "feature.on" : "feature.of", bundle: .module)
      Row("row.title")
      Row(LocalizedStringResource("row.title", bundle: .atURL(Bundle.module.bundleURL)))
    }
    .navigationTitle(isOn ? ("feature.on") : "feature.off")
  }
}

let logo = #imageLiteral(resourceName: "logo")
let trash = #imageLiteral(resourceName: "trash")
let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
