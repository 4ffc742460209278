# What the programs of TheAlgorithms/Python use that the lab lacked: Counter arithmetic, round
# with ndigits (a keyword, or negative), gcd and lcm past 64 bits, sys's limit on digits, the
# f-string '=' specifier, enum.unique and typing.Self.
import math
import sys
from collections import Counter
from enum import Enum, unique
from typing import Self

have, need = Counter("aaabbc"), Counter("abbbd")
print(have + need, have - need, need - have, have | need, have & need)
print(Counter(x=3, y=-1) + Counter(), Counter(a=3) | Counter(a=1))
alias = have
have -= Counter("a")
have += Counter("zz")
have |= Counter(c=5)
have &= Counter(a=1, c=2, z=9)
print(alias, alias is have)

print(round(2.675, ndigits=2), round(7, ndigits=-1), round(number=2.5))
print(round(15, -1), round(25, -1), round(-25, -1), round(1234.5, -2), round(1350.0, -2))

print(math.gcd(2**63, 2), math.lcm(2**70, 6), math.gcd(12, 18, 2**65), math.lcm(4, 6, 0))
print(math.lcm(2**40, 3**30), math.gcd(-2**63, 0), math.gcd(), math.lcm())

print(sys.get_int_max_str_digits())
try:
    str(10**5000)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(0)
print(len(str(10**5000)))
sys.set_int_max_str_digits(700)
try:
    int("1" * 800)
except ValueError as e:
    print(e)
try:
    sys.set_int_max_str_digits(5)
except ValueError as e:
    print(e)

row, cells = 3, [1, 2]
print(f"{row=}", f"{row + 1 = }", f"{row=:>4}", f"{cells[0]=!s}", f"{row==3}")


@unique
class Move(Enum):
    UP = 1
    DOWN = 2


print(list(Move))
try:

    @unique
    class Twice(Enum):
        A = 1
        B = 1
        C = 2
        D = 2

except ValueError as e:
    print(e)


class Board:
    def placed(self) -> Self:
        return self


print(type(Board().placed()).__name__)
