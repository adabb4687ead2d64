print("script")
