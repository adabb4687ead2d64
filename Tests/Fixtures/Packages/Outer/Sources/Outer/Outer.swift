public struct Outer {}
