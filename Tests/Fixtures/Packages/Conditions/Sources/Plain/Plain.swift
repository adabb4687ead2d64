#if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
let guarded = Bundle.module
#endif
let plain = Bundle.module
