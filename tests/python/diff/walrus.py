# The walrus operator: in conditions, loops, comprehensions and calls.
if (y := 3) > 2:
    print(y)
print([z for x in range(5) if (z := x * 2) % 4 == 0], z)
data = [3, 1, 4, 1, 5, 9, 2, 6]
i = 0
while (v := data[i]) != 9:
    i += 1
print(i, v)


def f(xs):
    total = 0
    found = [t for x in xs if (t := total + x) > 5]
    return found, t


print(f([1, 2, 7]))


def g():
    best = None
    if any((best := k) > 3 for k in range(10)):
        return best
    return None


print(g())
print((n := 10) + n, n)
squares = {k: (sq := k * k) for k in range(3)}
print(squares, sq)


def counter():
    count = 0

    def bump():
        nonlocal count
        return (count := count + 1)

    bump()
    return bump()


print(counter())
lines = ["a", "bb", ""]
k = 0
out = []
while (line := lines[k]):
    out.append(line)
    k += 1
print(out, repr(line))
print([y := 5, y ** 2])
def t(a, i, xs):
    r1 = a < (a := 5)
    r2 = xs[i] + xs[(i := 0)]
    r3 = a * (a := 7) - a
    r4 = [a, (a := 1)]
    r5 = (b := 4) + b
    if i < (i := 9):
        r6 = i
    return r1, r2, r3, r4, r5, r6


print(t(3, 2, [10, 20, 30]))
g = 1
print(g + (g := 100), g)
print([(j, k) for j in range(3) if (k := j * 10) > 0])


def h(r):
    return r - (r := 1)


print(h(10))
