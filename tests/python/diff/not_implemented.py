# NotImplemented: an operator method that leaves the operation to the other operand. Python then
# tries the reflected method; when both decline, == and != fall back to identity and any other
# operator is a TypeError naming both types.


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents

    def __lt__(self, other):
        if isinstance(other, Money):
            return self.cents < other.cents
        if isinstance(other, int):
            return self.cents < other * 100
        return NotImplemented

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return NotImplemented

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __repr__(self):
        return f"Money({self.cents})"


class Coin:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, Money):
            return Money(other.cents + self.cents)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, Money):
            return other.cents == self.cents
        return NotImplemented

    def __gt__(self, other):
        return NotImplemented


a, b = Money(150), Money(150)
print(a == b, a != b, a == 150, a != 150, a == "x", a is not a, [a] == [b], a in [Money(1), b])
print(a < Money(200), a < 2, Money(300) > a, 3 > a, sum([a, b, Money(5)]), a + b)
print(a + Coin(25), Coin(150) == a, a == Coin(150), Coin(5) == Coin(5), Coin(5) != Coin(5))
print(sorted([Money(3), Money(1), Money(2)]), max(Money(3), Money(9)), NotImplemented, type(NotImplemented).__name__)
for attempt in [lambda: a + 1, lambda: 1 + Coin(1), lambda: a < "x", lambda: Coin(1) > Coin(2), lambda: Coin(1) + Coin(2)]:
    try:
        print(attempt())
    except TypeError as e:
        print(e)
