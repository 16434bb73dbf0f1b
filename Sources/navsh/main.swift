print("navsh")
