# A class's own methods used by the builtins and operators: __repr__, __str__, __lt__, __eq__
# (print, str, f-strings, comparisons, sorted, min, max, in, heapq).
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)

    def __eq__(self, other):
        return isinstance(other, Point) and self.x == other.x and self.y == other.y


class Cell:
    def __init__(self, r, c):
        self.r, self.c = r, c

    def __str__(self):
        return f"r{self.r}c{self.c}"


a, b = Point(1, 2), Point(1, 3)
print(a, [a, b], (a,), {"p": a}, str(a), repr(b), f"{a}", f"{a!r:>12}|")
print(a < b, b < a, a > b, a == Point(1, 2), a != b, a != Point(1, 2))
if a < b:
    print("a first")
while b < a:
    break
c = Cell(2, 3)
print(c, str(c), f"at {c}", [c] == [c])
print(min(b, a), max([a, b]))
pts = [Point(3, 1), Point(1, 2), Point(2, 2), Point(1, 1), Point(3, 0)]
print(sorted(pts), sorted(pts, reverse=True))
pts.sort()
print(pts, Point(0, 0) in pts, Point(1, 1) in pts)
import heapq
h = []
for p in [Point(5, 5), Point(1, 9), Point(3, 3)]:
    heapq.heappush(h, p)
print(heapq.heappop(h), len(h))

# `self.__class__` is the object's type: its name, a new object of it, compared with a class.
class Shape:
    def __repr__(self):
        return f"{self.__class__.__name__}()"

    def copy(self):
        return self.__class__()


class Square(Shape):
    pass


square = Square()
print(square, square.copy(), square.__class__ is Square, (1).__class__, "a".__class__.__name__)
print(type(square) is square.__class__, getattr(square, "__class__") is Square)
