# A class's own numeric conversions, as the builtins call them: int() by __int__ (else
# __index__, else __trunc__), float() by __float__, round() by __round__ with
# or without its digits, math.trunc/floor/ceil by __trunc__/__floor__/__ceil__.
import math


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __int__(self):
        return self.cents // 100

    def __float__(self):
        return self.cents / 100

    def __round__(self, ndigits=None):
        if ndigits is None:
            return round(self.cents / 100)
        return Money(round(self.cents, ndigits - 2))

    def __trunc__(self):
        return int(self)

    def __floor__(self):
        return self.cents // 100

    def __ceil__(self):
        return -(-self.cents // 100)

    def __repr__(self):
        return f"Money({self.cents})"


class Index:
    def __index__(self):
        return 7


class Truncated:
    def __trunc__(self):
        return 3


m = Money(1250)
print(int(m), float(m), round(m), round(m, 1), math.trunc(m), math.floor(m), math.ceil(m))
print(int(Money(-1250)), math.floor(Money(-1250)), math.ceil(Money(-1250)), round(Money(1350)))
print(int(Index()), int(Truncated()), math.trunc(Truncated()))
for call in [lambda: round(Index()), lambda: math.floor("x")]:
    try:
        call()
    except TypeError as e:
        print(e)
