struct Copied {}
