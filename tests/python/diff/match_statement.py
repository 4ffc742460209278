# Structural pattern matching (Python 3.10's `match`), as a program that moves through a grid
# and parses commands might use it: every kind of pattern, guards, bindings, and CPython's
# errors for the class patterns it refuses.
from collections import deque, namedtuple
from dataclasses import dataclass

Move = namedtuple("Move", "dr dc")


@dataclass
class Cell:
    row: int
    col: int


class Queen:
    __match_args__ = ("row", "col")

    def __init__(self, row, col):
        self.row, self.col = row, col


class Color:
    RED = "red"
    BLUE = "blue"


def describe(v):
    match v:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case int(n) if n < 0:
            return f"negative {n}"
        case True | False | None:
            return "singleton"
        case Color.RED:
            return "the red one"
        case str() as s if len(s) > 3:
            return "long text " + s
        case str(s):
            return "text " + s
        case []:
            return "empty"
        case [x]:
            return f"one {x}"
        case [x, y] if x == y:
            return f"twice {x}"
        case [x, y]:
            return f"pair {x} {y}"
        case [first, *middle, last]:
            return f"from {first} to {last} through {middle}"
        case {"row": r, "col": c, **others}:
            return f"cell {r},{c} and {others}"
        case {"op": "place" | "undo" as op}:
            return "command " + op
        case Cell(row=0) | Cell(col=0):
            return "on an edge"
        case Cell(r, c) if r == c:
            return f"diagonal {r}"
        case Queen(row, col):
            return f"queen at {row},{col}"
        case Move(dr=0, dc=dc):
            return f"along the row by {dc}"
        case _:
            return "other"


for v in [0, 2, -5, 7, True, None, "red", "hi", "longer", [], [4], [5, 5], (1, 2), [1, 2, 3, 4],
          {"row": 1, "col": 2, "x": 9}, {"op": "undo"}, {"op": "jump"}, Cell(0, 3), Cell(2, 2),
          Cell(2, 3), Queen(1, 4), Move(0, 2), Move(1, 1), deque([7, 8]), range(3), 2.5]:
    print(describe(v))


# Bindings happen only when the whole pattern matches; a failing guard keeps them.
x = "before"
match [1, 2]:
    case [x, 3]:
        print("no")
    case _:
        print("x is still", x)
match [1, 2]:
    case [x, y] if y > 5:
        print("no")
    case _:
        print("the guard failed, yet x is", x)


# Alternatives that capture in different orders, nested.
for point in [(0, 5), (5, 0), [(1, 2), 3], (4, 4)]:
    match point:
        case (0, y) | (y, 0):
            print("on an axis at", y)
        case [(a, b) | [b, a], c]:
            print("nested", a, b, c)
        case (a, b) as p if a == b:
            print("equal", p)


# One-line cases count a step each time they are tried; break and continue leave the loop.
total = 0
for k in range(12):
    match k % 4:
        case 0: continue
        case 1: total += 1
        case 2 if k > 8: break
        case _: total += 10
print("total", total)


def moves(n):
    for step in [(1, 2), (2, 1), (-1, 2), (0, 0)]:
        match step:
            case (0, 0):
                return "stopped"
            case (dr, dc) if dr < 0:
                yield f"back {dr} {dc}"
            case (dr, dc):
                yield f"forward {dr * n} {dc * n}"


print(list(moves(3)))

# Subjects written as a tuple, strings that are not sequences, and a mapping's rest.
match 1, "a":
    case (1, str(s)):
        print("tuple subject", s)
match "ab":
    case [a, b]:
        print("a string is no sequence")
    case _:
        print("not taken apart")
match {"a": 1, "b": 2}:
    case {"a": 1, **rest}:
        print("rest", rest)

# CPython's errors for class patterns it cannot match.
def refuse(subject, attempt):
    try:
        match subject:
            case int(1, 2) if attempt == 0:
                pass
            case Cell(1, 2, 3) if attempt == 1:
                pass
            case Color(1) if attempt == 2:
                pass
            case describe() if attempt == 3:
                pass
    except TypeError as error:
        print("TypeError:", error)


refuse(5, 0)
refuse(Cell(1, 2), 1)
refuse(Color(), 2)
refuse("x", 3)
try:
    match {"a": 1, "red": 2}:
        case {"red": 2, Color.RED: 2}:
            pass
except ValueError as error:
    print("ValueError:", error)
