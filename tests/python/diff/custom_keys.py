# Objects of a class with its own __hash__ and __eq__ as dict keys and set members: looked up,
# stored, replaced, removed, in displays and comprehensions, in CPython's order; a class with
# __eq__ alone is unhashable; exceptions that hold such objects show them.
from collections import deque

class Cell:
    def __init__(self, row, col):
        self.row = row
        self.col = col

    def __eq__(self, other):
        return (self.row, self.col) == (other.row, other.col)

    def __hash__(self):
        return hash((self.row, self.col))

    def __repr__(self):
        return f"Cell({self.row}, {self.col})"

    def neighbours(self, size):
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            r, c = self.row + dr, self.col + dc
            if 0 <= r < size and 0 <= c < size:
                yield Cell(r, c)


def shortest(size, walls, start, goal):
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        cell, dist = queue.popleft()
        if cell == goal:
            return dist
        for nxt in cell.neighbours(size):
            if nxt not in seen and nxt not in walls:
                seen.add(nxt)
                queue.append((nxt, dist + 1))
    return -1


walls = {Cell(1, 1), Cell(1, 2), Cell(2, 1)}
print(shortest(4, walls, Cell(0, 0), Cell(3, 3)))
print(sorted(walls, key=lambda c: (c.row, c.col)))
print(walls)
dist = {}
dist[Cell(0, 0)] = 0
dist[Cell(0, 0)] = 5
print(dist, len(dist), dist.get(Cell(0, 0)), dist.get(Cell(9, 9), "none"))
print(dist.setdefault(Cell(1, 0), 7), dist.pop(Cell(0, 0)), dist)
del dist[Cell(1, 0)]
print(dist)
s = {Cell(i % 2, 0) for i in range(5)}
print(s)
d = {Cell(i % 3, 1): i for i in range(6)}
print(d)
s.discard(Cell(0, 0))
s.remove(Cell(1, 0))
print(s, Cell(5, 5) in s)
try:
    s.remove(Cell(7, 7))
except KeyError as e:
    print("KeyError", e)
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, o):
        return isinstance(o, P) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"P({self.x}, {self.y})"
d = {P(1, 2): "a"}
print(d[P(1, 2)], P(1, 2) in d, len({P(0, 0), P(0, 0), P(1, 0)}))
seen = set()
seen.add(P(3, 4))
print(P(3, 4) in seen)
class Q:
    def __eq__(self, o):
        return True
try:
    {Q(): 1}
except TypeError as e:
    print("TypeError", e)
class C:
    def __repr__(self):
        return "C!"
e = ValueError(C(), 2)
print(e, repr(e), [e], str(KeyError(C())), repr(KeyError(C())))
try:
    {}[C()]
except KeyError as k:
    print(k, k.args)
# Tuples holding such objects: compared item by item by __eq__, hashed by their __hash__, as keys.
class PT:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return self.x == o.x
    def __hash__(self):
        return hash(self.x)
    def __repr__(self):
        return f"PT{self.x}"
print((PT(1), 2) == (PT(1), 2), [PT(1)] == [PT(1)], hash((PT(1), 2)) == hash((1, 2)))
memo = {}
memo[(PT(1), 2)] = "a"
print(memo[(PT(1), 2)], (PT(1), 2) in memo, memo)
s = {(PT(1), PT(2)), (PT(1), PT(2))}
print(s, len(s))
# Lists, tuples and deques searched by __eq__ (count, index, remove, in); sets and dicts of such
# keys compared, built by set().
class PE:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, PE) and self.x == o.x
    def __hash__(self):
        return self.x
xs = [PE(1), PE(2), PE(1)]
print(xs.count(PE(1)), xs.index(PE(2)))
xs.remove(PE(1))
print(len(xs), xs[0].x)
from collections import Counter, deque
print(set([PE(3), PE(3)]) == {PE(3)}, len(set([PE(3), PE(3)])))
d = deque([PE(1)])
print(PE(1) in d, d.count(PE(1)))
print(max([PE(1)], key=lambda p: p.x).x, {PE(5): 1} == {PE(5): 1})
print({PE(1): 2, 3: 4} == {3: 4, PE(1): 2}, {PE(1): 2} != {PE(1): 3}, {PE(1), 5} == {5, PE(1)}, {PE(1)} == {PE(2)})
print(xs.count(PE(9)), (PE(1), PE(2)).index(PE(2)), d.count(PE(2)))
try:
    xs.index(PE(9))
except ValueError as e:
    print("ValueError")

# A frozenset of them, and the library's containers holding them, shown by their __repr__.
from collections import defaultdict, OrderedDict
f = frozenset([Cell(1, 2), Cell(1, 2), Cell(2, 1)])
print(len(f), Cell(2, 1) in f, Cell(3, 3) in f, sorted(f, key=lambda c: c.col))
by_row = defaultdict(list, [(Cell(0, 0), [Cell(0, 1)])])
by_row[Cell(0, 0)].append(Cell(0, 2))
print(by_row, by_row.default_factory, defaultdict().default_factory)
ordered = OrderedDict([(Cell(1, 1), Cell(2, 2))])
print(len(ordered), ordered[Cell(1, 1)], deque([Cell(1, 1)], maxlen=2), deque([Cell(3, 3)]).maxlen)
print(f == frozenset([Cell(2, 1), Cell(1, 2)]), {Cell(5, 5)})
