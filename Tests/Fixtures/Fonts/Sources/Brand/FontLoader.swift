import CoreText
import Foundation

public enum FontLoader {
  /// Registers the module's fonts; the app calls it at launch.
  public static func registerBrandFonts() {
    for url in Bundle.module.urls(forResourcesWithExtension: "otf", subdirectory: nil) ?? [] {
      CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
  }
}
