public struct Payments {}
