# Generators: yield, yield from, next, and the builtins that consume them.


def queens(n, row=0, cols=()):
    if row == n:
        yield cols
        return
    for c in range(n):
        if all(c != x and abs(c - x) != row - r for r, x in enumerate(cols)):
            yield from queens(n, row + 1, cols + (c,))


print(sum(1 for _ in queens(6)), next(queens(5)), list(queens(4)))


def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i in range(len(items)):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [items[i]] + rest


print(list(permutations([1, 2, 3])))


def subsets(items):
    if not items:
        yield []
    else:
        for s in subsets(items[1:]):
            yield s
            yield [items[0]] + s


print(sorted(subsets([1, 2, 3])), len(list(subsets(list(range(5))))))


def countdown(k):
    while k > 0:
        yield k
        k -= 1
    return "done"


g = countdown(3)
print(next(g), next(g), next(g), next(g, "empty"))
try:
    next(g)
except StopIteration:
    print("stopped")

print(max(countdown(4)), min(countdown(4)), sorted(countdown(3)), tuple(countdown(2)))
print(set(countdown(3)) == {1, 2, 3}, ",".join(str(x) for x in countdown(3)))
print(any(x > 2 for x in countdown(5)), all(x > 2 for x in countdown(5)))
print(list(enumerate(countdown(2))), list(zip(countdown(2), "ab")))
a, b = countdown(2)
print(a, b)


def guarded():
    try:
        yield 1
        yield 2
    finally:
        print("finally in generator")


for v in guarded():
    print("got", v)


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


first = []
for x in fib():
    if x > 50:
        break
    first.append(x)
print(first)


def echo():
    received = yield 1
    print("received", received)
    yield 2


e = echo()
print(next(e), next(e))
squares = (x * x for x in range(5))
print(next(squares), list(squares))


# The value of a `yield from`: what the generator returned, or None for another iterable.
def leaf():
    yield "leaf"
    return "returned"


def delegate():
    got = yield from leaf()
    print("yield from gave", got)
    got = yield from ("a", "b")
    print("and now", got)


print(list(delegate()))

# zip, map of several iterables and enumerate draw a generator an item at a time, in turn, as
# the loop asks: a generator that never ends, or that prints, runs as in CPython.
def counted(name, limit=10**9):
    i = 0
    while i < limit:
        print(name, i)
        yield i
        i += 1


for a, b in zip(counted("a", 2), counted("b", 3)):
    print(a, b)
print(list(map(lambda x, y: x + y, counted("c", 2), counted("d", 2))))
for k, x in enumerate(counted("e"), 1):
    if k == 3:
        break
print(dict(zip("ab", counted("f"))), list(zip([1], counted("g", 3))))
try:
    list(zip(counted("s", 2), counted("t", 3), strict=True))
except ValueError as e:
    print("ValueError:", e)
