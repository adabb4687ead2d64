public struct Implicit {}
