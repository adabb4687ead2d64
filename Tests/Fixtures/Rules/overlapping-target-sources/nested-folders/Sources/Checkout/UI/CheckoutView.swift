public struct CheckoutView {}
