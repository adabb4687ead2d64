public struct Checkout {}
