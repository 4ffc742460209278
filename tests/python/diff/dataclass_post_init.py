# A dataclass's __post_init__, and default_factory given any callable: a class of the library
# (deque, Counter), a lambda, the program's own function. The generated __init__ calls
# __post_init__ only when the class @dataclass made it for has one.
from collections import Counter, deque
from dataclasses import dataclass, field


def fresh_board():
    return [[0] * 3 for _ in range(3)]


@dataclass
class Search:
    n: int = 4
    frontier: deque = field(default_factory=deque)
    seen: Counter = field(default_factory=Counter)
    path: list = field(default_factory=lambda: [0])
    board: list = field(default_factory=fresh_board)

    def __post_init__(self):
        self.n += 1
        self.frontier.append(self.n)


a = Search(1)
b = Search()
a.path.append(9)
print(a, b.path, a.board is b.board)


@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)


class Leaf(Node):
    def __post_init__(self):
        self.children.append("never")


print(Leaf(3))


@dataclass
class Counted:
    count: int

    def __post_init__(self):
        if self.count < 0:
            raise ValueError("count must not be negative")


try:
    Counted(-1)
except ValueError as e:
    print("ValueError:", e)


@dataclass(frozen=True)
class Point:
    row: int
    column: int

    def __post_init__(self):
        print("made", self.row, self.column)


print(Point(2, 3))
