print(int("12"))
print(int("twelve"))
