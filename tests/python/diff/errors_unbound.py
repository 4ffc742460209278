v = 1


def f():
    print(v)
    v = 2


f()
