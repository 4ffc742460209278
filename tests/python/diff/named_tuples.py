# A named tuple is a tuple: indexed, sliced, compared with tuples, a key equal to its tuple's,
# added to a tuple.
from collections import namedtuple

P = namedtuple("P", "x y")
p = P(1, 2)
print(p[0], p[-1], p[:1], len(p), p)
print(p == (1, 2), (1, 2) == p, p == P(1, 2), p != (2, 1), hash(p) == hash((1, 2)))
print(p < (1, 3), P(0, 9) < p, sorted([P(2, 1), (1, 5), P(1, 2)]))
print(p + (3,), (0,) + p, p * 2, list(p), p._asdict(), p._replace(x=5))
print(p.count(1), p.index(2), P(5, 5).count(5), P(7, 8).index(8, 1))
Row = namedtuple("Row", "index count")
print(Row(3, 4).index, Row(3, 4).count)
seen = {P(1, 2)}
print(P(1, 2) in seen, (1, 2) in seen, {(1, 2): "a"}[P(1, 2)])


def moves(at):
    Step = namedtuple("Step", "dr dc")
    return [Step(*d)[0] + at[0] for d in ((1, 2), (2, 1))]


print(moves(P(3, 4)))

# Bounds past any length, as CPython clamps them.
xs = [1, 2, 3, 2]
print(xs.index(2, -9223372036854775808), xs.index(2, 2, 9223372036854775807), (1, 2).index(2, -5))
