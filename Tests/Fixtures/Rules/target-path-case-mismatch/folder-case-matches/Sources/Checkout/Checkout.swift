public enum Checkout {}
