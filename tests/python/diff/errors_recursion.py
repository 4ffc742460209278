def down(k):
    return down(k + 1)


print("start")
down(0)
