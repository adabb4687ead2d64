import Foundation

/// This module owns no resources, so '#bundle' does not compile here.
let pinningBundle = #bundle  // bug: no resource bundle is available for this module
