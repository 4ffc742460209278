class Solution:
    """Solves things."""

    def __init__(self, n):
        self.n = n
        self.count = 0
        self.board = [-1] * n

    def safe(self, row, col):
        for r in range(row):
            c = self.board[r]
            if c == col or abs(c - col) == row - r:
                return False
        return True

    def solve(self, row=0):
        if row == self.n:
            self.count += 1
            return
        for col in range(self.n):
            if self.safe(row, col):
                self.board[row] = col
                self.solve(row + 1)
                self.board[row] = -1

    def total(self) -> int:
        self.solve()
        return self.count


class Animal:
    kind = "animal"

    def __init__(self, name):
        self.name = name

    def speak(self):
        return self.name + " makes a sound"

    def describe(self):
        return self.kind + ": " + self.speak()


class Dog(Animal):
    kind = "dog"

    def speak(self):
        return self.name + " barks"


class Point:
    def __init__(self, x: int, y: int = 0):
        self.x = x
        self.y = y

    def moved(self, dx):
        return Point(self.x + dx, self.y)


if __name__ == "__main__":
    print(Solution(6).total(), Solution(5).total())
    a = Animal("cat")
    d = Dog("rex")
    print(a.speak(), d.speak(), d.describe(), Dog.kind, isinstance(d, Animal), isinstance(a, Dog))
    p = Point(1)
    q = p.moved(5)
    q.y += 2
    print(p.x, p.y, q.x, q.y)
    speak = d.speak
    print(speak())
    counter: int = 0
    counter += 1
    print(counter, __name__)
