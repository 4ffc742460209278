# Every way to divide by zero, and the words CPython 3.11 says it in.
for f in [lambda: 1 % 0, lambda: 1 // 0, lambda: 1 / 0, lambda: divmod(1, 0), lambda: 1.0 % 0, lambda: 1.0 // 0, lambda: 1.0 / 0, lambda: divmod(1.0, 0), lambda: 10**30 % 0, lambda: 10**30 // 0, lambda: 10**30 / 0, lambda: pow(0, -1), lambda: 0 ** -1, lambda: 0.0 ** -1, lambda: 5 % 0.0, lambda: -(10**30) % 0]:
    try:
        f()
    except ZeroDivisionError as e:
        print(e)
