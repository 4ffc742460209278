# collections.namedtuple: made, shown, indexed, unpacked, compared, ordered, hashed, replaced,
# with defaults, and its errors.
from collections import namedtuple
Point = namedtuple("Point", "x y")
p = Point(1, 2)
print(p, p.x, p[1], p._replace(x=5), Point._fields, len(p), list(p))
x, y = p
print(x, y, p == Point(1, 2), p < Point(1, 3), hash(p) == hash((1, 2)), {p: 1}[Point(1, 2)])
State = namedtuple("State", ["row", "cols", "depth"], defaults=[0])
s = State(3, (1, 2))
print(s, s._asdict(), sorted([State(2, (), 1), State(1, (5,), 2)]))
print(type(p).__name__, max(p), sum(p), {Point(0, 0), Point(0, 0)})
try:
    p.x = 3
except AttributeError:
    print("AttributeError")
try:
    Point(1)
except TypeError as e:
    print("TypeError", e)
