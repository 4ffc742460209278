# Inheritance and super(): the program's class hierarchies, exceptions with their own __init__.


class Puzzle:
    def __init__(self, name, size):
        self.name = name
        self.size = size
        self.nodes = 0

    def describe(self):
        return f"{self.name} of size {self.size}"

    def solve(self):
        self.nodes += 1
        return self.search(0)


class Queens(Puzzle):
    def __init__(self, n):
        super().__init__("queens", n)
        self.cols = []

    def describe(self):
        return "N-" + super().describe()

    def search(self, row):
        self.nodes += 1
        if row == self.size:
            return 1
        total = 0
        for c in range(self.size):
            if all(c != x and abs(c - x) != row - r for r, x in enumerate(self.cols)):
                self.cols.append(c)
                total += self.search(row + 1)
                self.cols.pop()
        return total


q = Queens(6)
print(q.describe(), q.solve(), q.nodes, isinstance(q, Puzzle))


class SearchError(Exception):
    def __init__(self, message, depth):
        super().__init__(message)
        self.depth = depth


class TooDeep(SearchError):
    pass


try:
    raise TooDeep("past the limit", 12)
except SearchError as e:
    print(type(e).__name__, e, e.args, e.depth)


class Base:
    def hello(self):
        return "base"


class Middle(Base):
    def hello(self):
        return "middle+" + super().hello()


class Top(Middle):
    def hello(self):
        return "top+" + super().hello()


print(Top().hello(), Middle().hello(), super(Top, Top()).hello())


class Plain:
    def __init__(self):
        super().__init__()
        self.ok = True


print(Plain().ok)
