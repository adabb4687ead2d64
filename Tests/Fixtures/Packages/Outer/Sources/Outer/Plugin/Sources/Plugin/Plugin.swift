struct Plugin {}
