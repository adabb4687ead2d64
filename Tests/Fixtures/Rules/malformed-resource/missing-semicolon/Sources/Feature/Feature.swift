let feature = 1
