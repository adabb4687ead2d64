struct Nested {}
