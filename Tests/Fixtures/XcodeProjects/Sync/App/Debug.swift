struct DebugOnly {}
