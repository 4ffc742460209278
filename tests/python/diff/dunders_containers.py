# A class of the program's as a container and a number: __len__, __bool__, __iter__,
# __getitem__, __setitem__, __contains__, the arithmetic dunders (with their reflections and
# in-place forms), unary ones, hash() and functools.cmp_to_key.
from functools import cmp_to_key


class Stack:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __contains__(self, x):
        return x in self.items

    def __bool__(self):
        return bool(self.items)


s = Stack()
print(len(s), bool(s), 3 in s, 3 not in s, not s)
if not s:
    print("empty")
s.items += [3, 4]
print(len(s), list(s), tuple(s), sorted(s), s[0], s[-1], 3 in s, bool(s))
s[0] = 7
for x in s:
    print(x)
a, b = s
print(a, b, [x * 2 for x in s], sum(s), max(s), set(s) == {7, 4})
while s:
    s.items.pop()
print(len(s))


class Grid:
    def __init__(self, rows):
        self.rows = rows

    def __getitem__(self, r):
        return self.rows[r]


g = Grid([[1, 2], [3, 4]])
r, c = 1, 0
print(g[r][c], g[0][1])
g[r][c] = 9
print(g.rows)


class V:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return V(self.x * k, self.y * k)

    def __rmul__(self, k):
        return self * k

    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        return self

    def __neg__(self):
        return V(-self.x, -self.y)

    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"V({self.x}, {self.y})"


p, q = V(1, 2), V(3, 4)
print(p + q, q - p, p * 3, 2 * q, -p)
w = p
w += q
print(w, p, w is p, hash(V(1, 2)) == hash((1, 2)))
try:
    print(p / q)
except TypeError as e:
    print("TypeError:", e)

for v in [0, 1, -1, 2**61, -(2**63), 10**30, 1.5, -0.25, 3.0, 1e300, (1, 2), (), ((1, 2), 3.5, True)]:
    print(hash(v))
print(hash(""))
try:
    hash([1])
except TypeError as e:
    print("TypeError:", e)


def by_length_then_reversed(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)


words = ["bb", "a", "ccc", "ab", "c"]
print(sorted(words, key=cmp_to_key(by_length_then_reversed)))
words.sort(key=cmp_to_key(lambda a, b: len(b) - len(a)), reverse=True)
print(words, max([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))


class Bag:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        for x in self.items:
            yield x


bag = Bag([1, 2, 3])
print(2 in bag, 5 in bag, 5 not in bag)
if 3 in bag:
    print("three")

# An iterator class of the program's: `__iter__` gives an object whose `__next__` raises
# StopIteration at the end, for a loop, a comprehension, list(), sum(), next() with and
# without a default.
class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


class Board:
    class _Rows:
        def __init__(self, rows):
            self._rows, self._at = rows, 0

        def __iter__(self):
            return self

        def __next__(self):
            if self._at == len(self._rows):
                raise StopIteration
            self._at += 1
            return self._rows[self._at - 1]

    def __init__(self, rows):
        self.rows = rows

    def __iter__(self):
        return Board._Rows(self.rows)


for n in Countdown(3):
    print(n)
print(list(Countdown(4)), sum(Countdown(5)), [r * 2 for r in Board([1, 2, 3])])
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"), type(it).__name__)
print(sorted(Board([3, 1, 2])), max(Board([4, 9, 2])), dict(zip(Board("ab"), Countdown(2))))


class NotAnIterator:
    def __iter__(self):
        return self


try:
    for x in NotAnIterator():
        pass
except TypeError as e:
    print("TypeError:", e)
