// Placeholder until the command line lands (foundation 3/3).
print("bundlelint")
