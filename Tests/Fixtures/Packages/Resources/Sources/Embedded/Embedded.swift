struct Embedded {}
