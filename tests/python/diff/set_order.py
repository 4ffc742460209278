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
