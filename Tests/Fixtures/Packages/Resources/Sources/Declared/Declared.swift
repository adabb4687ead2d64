public struct Declared {}
