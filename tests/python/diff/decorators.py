# Decorators: the program's own, functools' (lru_cache, cache, reduce, partial, wraps), and
# a class's staticmethod, classmethod and property.
from functools import lru_cache, cache, reduce, partial, wraps
import functools


def counted(f):
    @wraps(f)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return f(*args, **kwargs)

    wrapper.calls = 0
    return wrapper


@counted
def square(x):
    return x * x


print(square(3), square(4), square.calls)


@lru_cache(maxsize=None)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


print(paths(10, 10), paths.cache_info())


@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80))


@functools.lru_cache
def ways(n, coins):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])


print(ways(100, (1, 5, 10, 25, 50)), ways.cache_info())
ways.cache_clear()
print(ways.cache_info())


@lru_cache(maxsize=2)
def slow(k):
    print("computing", k)
    return k * 10


print(slow(1), slow(2), slow(1), slow(3), slow(2), slow(1))

print(reduce(lambda a, b: a * b, range(1, 6)), reduce(lambda a, b: a + b, [], 7))
try:
    reduce(max, [])
except TypeError as e:
    print(e)
power = partial(pow, 2)
base10 = partial(int, base=10)
print(power(10), base10("42"), partial(lambda a, b, c: a + b + c, 1, c=3)(2))


class Board:
    size = 8

    def __init__(self, queens):
        self.queens = queens

    @staticmethod
    def attacks(r1, c1, r2, c2):
        return c1 == c2 or abs(c1 - c2) == abs(r1 - r2)

    @classmethod
    def empty(cls):
        return cls([])

    @property
    def placed(self):
        return len(self.queens)


b = Board.empty()
print(b.placed, Board.attacks(0, 0, 3, 3), b.attacks(0, 1, 1, 5), Board.size)
b.queens.append(4)
print(b.placed, Board([1, 3]).placed)
try:
    Board.attacks([1], 2, 3, 4)
except TypeError as e:
    print("TypeError")
for change in ("set", "delete"):
    try:
        if change == "set":
            b.placed = 3
        else:
            del b.placed
    except AttributeError as e:
        print("AttributeError:", e)
print(b.placed, b.queens)
