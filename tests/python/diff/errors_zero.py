a = 10
b = a - 10
print(a // b)
