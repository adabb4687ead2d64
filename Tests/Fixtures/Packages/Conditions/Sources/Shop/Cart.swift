import SwiftUI

// Every lookup names 'cart.title', which this module's table has; whether it is reported
// depends only on whether a SwiftPM build compiles it.
#if CARTHAGE
let carthage = Text("cart.title")
#endif
#if TARGET_OS_IOS
let objectiveCFlag = Text("cart.title")
#endif
#if SHOP_FLAGS
let defined = Text("cart.title")
#endif
#if IOS_ONLY
let iOSOnly = Text("cart.title")
#endif
#if UNSAFE_FLAG
let unsafeFlag = Text("cart.title")
#endif
#if Metrics
let defaultTrait = Text("cart.title")
#endif
#if Tracing || TRACING_FLAGS
let otherTrait = Text("cart.title")
#endif
#if STAGING
let staging = Text("cart.title")
#endif
#if SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE
let noBundle = Text("cart.title")
#endif
#if DEBUG
let debug = Text("cart.title")
#endif
