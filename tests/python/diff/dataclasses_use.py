# @dataclass: fields from annotations, the generated __init__, __repr__, __eq__, order and frozen.
from dataclasses import dataclass, field
import dataclasses


@dataclass
class Move:
    row: int
    col: int
    label: str = "Q"


@dataclass(order=True)
class State:
    cost: int
    path: list = field(default_factory=list)


@dataclass(frozen=True)
class Cell:
    r: int
    c: int


m = Move(1, 2)
print(m, Move(3, col=4, label="K"), m == Move(1, 2), m == Move(1, 3), m.row + m.col)
m.col = 7
print(m)
a, b = State(3), State(1, [1, 2])
a.path.append(9)
print(a, b, a < b, sorted([a, b, State(2)]), State(1).path is not State(1).path)
seen = {Cell(0, 0), Cell(0, 0), Cell(1, 2)}
print(len(seen), Cell(1, 2) in seen, Cell(1, 2))
try:
    Cell(0, 0).r = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    {Move(1, 1)}
except TypeError as e:
    print(e)
try:
    Move(1)
except TypeError as e:
    print(e)
x: int
y: int = 5


@dataclasses.dataclass
class Node:
    name: str
    children: list = field(default_factory=list)

    def add(self, child):
        self.children.append(child)
        return self


print(Node("root").add(Node("leaf")), y)

# A dataclass that defines its own __hash__ keeps it (eq=True leaves it alone): its objects are
# dict keys, stored and found through names of the module's.
from dataclasses import dataclass as _dataclass


@_dataclass
class Vertex:
    label: int = 0

    def __hash__(self):
        return hash(self.label) * 31


seen = {}
start = Vertex(1)
seen[start] = "start"
print(seen[start], start in seen, Vertex(1) in seen, len({Vertex(2), Vertex(2)}))


# A dataclass's repr shows each field as that field's own __repr__ shows it.
@dataclass
class Shown:
    v: int

    def __repr__(self):
        return "Shown!"


@dataclass
class Holder:
    a: Shown
    rest: list


class Plain:
    def __repr__(self):
        return "Plain!"


print(repr(Holder(Shown(1), [Shown(2), Plain()])), [Holder(Shown(3), [])], Holder(Plain(), []))
