# Sets iterate, print and pop in CPython's order: the order of its hash table, as adds, removals,
# resizes, copies, merges and the set operators leave it (sets of numbers and tuples of them).
print({3, 1, 2}, {10, 5, 7, 1}, set([100, 3, 33]), {-1, -2, 0, 8, 16})
a = {x * 3 % 17 for x in range(12)}
b = {x * 5 % 19 for x in range(15)}
print(a, b)
print(a | b, a & b, a - b, b - a, a ^ b, b ^ a)
print(a.union(b), a.intersection(b), a.difference(b), a.union([40, 2, 50]), a.intersection([9, 3, 1, 6]), a.difference([3, 6]))
c = set(a)
c.update(b)
print(c, set(b), b.copy(), frozenset(a), set({5: 1, 3: 2, 40: 0}))
d = set(range(100))
for x in range(0, 100, 3):
    d.remove(x)
print(d)
d.update(range(200, 260, 7))
print(d)
small = {1, 2}
big = set(range(30))
print(big - small, small - big, big & small, {(0, 1), (1, 0), (2, 2)} | {(5, 5)})
e = set()
for v in [0.5, 2.25, 7, 1e20, -3, 12, 1000000007, 2**40]:
    e.add(v)
print(e)
while d:
    d.pop()
    if len(d) % 17 == 0:
        print(sorted(d)[:3], d.pop() if d else None)
d.clear()
d.add(9)
d.add(1)
print(d)

# The in-place operators change the set itself, in CPython's order.
a = set(range(0, 40, 3))
alias = a
b = {x * 5 % 31 for x in range(20)}
for x in range(0, 40, 9):
    a.discard(x)
a |= b
print(a, alias is a)
a -= {0, 5, 10, 15}
print(a)
a ^= {1, 2, 3, 100, 200}
print(a)
a &= set(range(50))
print(a, alias is a)
c = frozenset({1, 2})
c |= {3}
print(c)
# The ints whose hashes are themselves, and those that share one: -1 and -2 (both hash to -2),
# 2**61 - 1 and 0, and the members equal to an int of another type, each found, added and
# removed as CPython finds them; adds and removals in turn, as a search makes them.
f = {-1, -2, 2305843009213693951, 0, 2305843009213693952, 1, 1.0, True, 2.0, -2305843009213693951}
print({-1, -2, 0, 1, 2.0, 5})
print(f, -1 in f, -2 in f, 2**61 - 1 in f, 2**62 in f, 2 in f, 1.0 in f, len(f))
for x in [-1, 0, 2**61 - 1, 2.0]:
    f.remove(x)
    print(x in f, f)
f.add(2)
f.add(-1)
print(f, 2.0 in f, -1 in f, -2 in f)
g = set()
for step in range(40):
    g.add(step % 7 - 3)
    g.add((step * 5) % 11)
    if step % 3 == 0:
        g.discard(step % 5)
    if step % 4 == 1 and g:
        g.remove(min(g))
    print(sorted(g) == sorted(set(list(g))), list(g))
h = frozenset(g) | {99}
print(h, g.pop(), g, h - g, set(h) ^ g)
# `s | {x}` as a search writes it, at every size a table passes through, of sets and frozensets.
grown, frozen = set(), frozenset()
for x in [5, -1, 13, 21, 29, 37, -2, 8, 0, 16, 24, 3, 1000, 45, 53, 61, 69, 77, 85, 93, 101]:
    grown = grown | {x}
    frozen = frozen | {x * 3 % 50}
    print(grown, frozen, type(grown).__name__, type(frozen).__name__)
words = frozenset()
for w in ["row", "col", "diag"]:
    words = words | {w}
print(len(words), sorted(words), {1} | {1}, set() | {0})
