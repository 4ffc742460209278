def get(lst, i):
    return lst[i]


print("before")
print(get([1, 2, 3], 1))
print(get([1, 2, 3], 5))
