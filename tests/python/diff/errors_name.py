x = 1
print(x)
print(undefined_name)
