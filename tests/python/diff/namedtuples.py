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

# typing.NamedTuple: the class syntax (annotated fields, values for the last of them, the
# class's own methods) and the functional form.
from typing import List, NamedTuple


class Point(NamedTuple):
    row: int
    column: int = 0

    def neighbours(self) -> List["Point"]:
        return [Point(self.row + dr, self.column + dc) for dr, dc in ((0, 1), (1, 0))]

    def __str__(self):
        return f"({self.row}, {self.column})"


p = Point(3, 4)
print(p, repr(p), p[0], len(p), list(p), p == Point(3, 4), p < Point(3, 5), Point(7))
row, column = p
print(row, column, p._asdict(), p._replace(column=9), Point._fields, type(p).__name__)
print([str(q) for q in p.neighbours()], {p: 1}[Point(3, 4)], sorted([Point(2, 1), Point(1, 5)]))
Edge = NamedTuple("Edge", [("u", int), ("v", int)])
print(Edge(1, 2), Edge(1, 2).v)
try:
    p.row = 5
except AttributeError:
    print("AttributeError")
try:

    class Bad(NamedTuple):
        a: int = 1
        b: int

except TypeError as e:
    print(e)
