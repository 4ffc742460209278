# fractions.Fraction as CPython 3.11's: construction, exact arithmetic with ints, floats where
# a float comes in, comparisons, hashes equal to an equal number's, rounding, limit_denominator,
# the errors, and the search that makes 24 from four cards exactly.
import math
from fractions import Fraction
import fractions

print(Fraction(3, 4), Fraction(6, -8), Fraction(5), Fraction(), Fraction(True), repr(Fraction(1, 3)))
print(Fraction(0.75), Fraction(0.1), Fraction(-2.5), Fraction("3/4"), Fraction(" -1.25e-2 "), Fraction("7"), Fraction("1_000/3"))
print(Fraction(Fraction(1, 2), Fraction(3, 4)), Fraction(Fraction(5, 3)), Fraction(2, Fraction(1, 3)))
a, b = Fraction(1, 3), Fraction(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, +a, abs(-a), a ** 2, a ** -2, (-a) ** -3)
print(a + 1, 1 + a, a - 1, 1 - a, a * 3, 3 * a, a / 2, 2 / a, 7 // a, 7 % a, a ** 0, 2 ** Fraction(3), 4 ** Fraction(1, 2))
print(a + 0.5, 0.5 + a, a * 1.5, a / 0.25, a ** 0.5, a ** Fraction(1, 2))
print(a == Fraction(2, 6), a == 1 / 3, Fraction(1, 2) == 0.5, Fraction(3) == 3, a != b, a < b, a > b, a <= 0.4, a >= 1, 1 < a, 0.3 < a)
print(sorted([Fraction(1, 2), Fraction(-1, 3), 0.25, 1, Fraction(2, 5)]), max(Fraction(1, 7), Fraction(1, 8)), sum([Fraction(1, n) for n in range(1, 7)]))
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(3)) == hash(3), hash(Fraction(-1)), hash(Fraction(1, 3)), hash(Fraction(-7, 11)))
print(len({Fraction(1, 2), Fraction(2, 4), Fraction(1, 3)}), {Fraction(1, 2): "half"}[Fraction(2, 4)])
x = Fraction(22, 7)
print(int(x), int(-x), float(x), round(x), round(Fraction(5, 2)), round(Fraction(7, 2)), round(x, 2), round(x, -1), math.floor(-x), math.ceil(-x), math.trunc(-x))
print(bool(Fraction(0)), bool(x), x.numerator, x.denominator, x.as_integer_ratio(), x.real, x.imag)
print(Fraction(math.pi).limit_denominator(), Fraction(math.pi).limit_denominator(100), Fraction(3, 7).limit_denominator(10), Fraction.from_float(0.3), Fraction.from_float(4))
print(Fraction(10 ** 30, 3) * Fraction(9, 10 ** 29), float(Fraction(10 ** 40 + 1, 10 ** 40)))
print(type(x), type(x).__name__, isinstance(x, Fraction), fractions.Fraction(1, 5), f"{x}", str(x), [x])
for bad in [lambda: Fraction(1, 0), lambda: Fraction("abc"), lambda: Fraction("1/0"), lambda: Fraction([1]), lambda: Fraction(1.5, 2),
            lambda: a / 0, lambda: a // 0, lambda: Fraction(0) ** -1, lambda: Fraction(float("inf")), lambda: Fraction(float("nan")),
            lambda: x.limit_denominator(0), lambda: Fraction.from_float("1"), lambda: a + "s", lambda: a < "s"]:
    try:
        print(bad())
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)


def solve(cards, target=Fraction(24)):
    """Whether +, -, *, / between the cards, in any order and grouping, make the target."""
    if len(cards) == 1:
        return cards[0] == target
    for i in range(len(cards)):
        for j in range(len(cards)):
            if i == j:
                continue
            rest = [cards[k] for k in range(len(cards)) if k != i and k != j]
            a, b = cards[i], cards[j]
            results = [a + b, a - b, a * b]
            if b != 0:
                results.append(a / b)
            for r in results:
                if solve(rest + [r], target):
                    return True
    return False


for hand in [(8, 3, 8, 3), (1, 5, 5, 5), (3, 3, 8, 8), (1, 1, 1, 1), (4, 4, 10, 10)]:
    print(hand, solve([Fraction(c) for c in hand]))
