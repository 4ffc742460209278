# enum.Enum as learners use it: members by name and value, auto(), aliases, iteration, len,
# lookup by value and by name, members as dict keys and values, and the errors of a bad lookup.
from enum import Enum, auto


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return f"{self.name} is {self.value}"


class State(Enum):
    WHITE = auto()
    GRAY = auto()
    BLACK = auto()


print(Color.RED, repr(Color.GREEN), Color.CRIMSON is Color.RED)
print(Color.BLUE.name, Color.BLUE.value, Color.BLUE.describe())
print(State.GRAY.value, State.BLACK)
print(f"{Color.RED}", str(State.WHITE), [State.WHITE, State.GRAY])
d = {v: State.WHITE for v in "abc"}
d["b"] = State.GRAY
print(d["b"] == State.GRAY, d["a"] == State.GRAY, d["a"] != State.GRAY)
print(isinstance(Color.RED, Color), type(Color.RED).__name__)
print({Color.RED: 1, Color.GREEN: 2}[Color.CRIMSON])
print(list(Color), len(Color))
print(Color(2), Color["BLUE"])
for s in State:
    print(s.name, end=" ")
print()
print(Color.RED in Color)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
print(sorted(c.value for c in Color), max(State, key=lambda s: s.value))


# Members whose values are dicts or lists, which no hash finds: aliases by equality.
class Op(Enum):
    ADD = {"sym": "+"}
    SUB = {"sym": "-"}
    PLUS = {"sym": "+"}


print(Op.ADD, Op.ADD.value, Op({"sym": "-"}), list(Op), Op.PLUS is Op.ADD)
