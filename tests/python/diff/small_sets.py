# Sets of a few small ints, as a search's comprehensions make them, in CPython's order through
# every way such a set leaves its first state: a fifth member, a seventeenth, a removal, a pop,
# a member beyond -64..63, a float or bool equal to a member, a copy, a merge, a clear.
import random

random.seed(3)
for trial in range(300):
    size = random.randint(0, 18)
    xs = [random.randint(-70, 70) for _ in range(size)]
    s = {x for x in xs}
    t = set(xs)
    assert s == t
    print(len(s), list(s), -1 in s, 63 in s, 64 in s)
    u = set(s)
    print(list(u), list(s | {5}), list(s & {0, 1, 2, 3}), list(s - {0}), list({7, -7} | s))
    if s:
        v = s.copy()
        print(v.pop(), list(v))
        w = set(s)
        w.discard(xs[0])
        w.add(200)
        print(list(w))
    s.add(1.0)
    s.add(True)
    s.add(2.5)
    print(list(s), 1 in s, 2.5 in s)

rows = [r + c for r, c in enumerate([3, 1, 4, 0, 2])]
print({r + c for r, c in enumerate([3, 1, 4, 0, 2])}, rows)
ups = {r - c for r, c in enumerate([3, 1, 4, 0, 2])}
print(ups, sorted(ups), min(ups), max(ups), sum(ups))
for n in (4, 5, 6, 16, 17):
    s = set(range(-n, n, 3))
    print(n, s, frozenset(s), s == frozenset(s))
    s.clear()
    s.update([-3, 9, -60, 40])
    print(s, {*s, -64, 63})
cols = set()
for c in (5, 2, 7, 0):
    cols.add(c)
    print(cols, c in cols, c + 1 in cols)
cols.remove(2)
print(cols)
cols.add(2)
print(cols, cols.pop(), cols)
