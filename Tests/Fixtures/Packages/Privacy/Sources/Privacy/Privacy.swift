public struct Privacy {}
