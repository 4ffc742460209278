# The standard modules learners import: __future__, typing, math, sys, copy, string.
from __future__ import annotations

import math
import sys
import copy
import string
from typing import List, Optional, Tuple, Dict
from math import sqrt, inf as INFINITY, gcd

sys.setrecursionlimit(10**4)


def solve_n_queens(n: int) -> List[List[str]]:
    result: List[List[str]] = []
    board: List[int] = []

    def place(row: int) -> None:
        if row == n:
            result.append(["." * c + "Q" + "." * (n - c - 1) for c in board])
            return
        for col in range(n):
            if all(col != c and abs(col - c) != row - r for r, c in enumerate(board)):
                board.append(col)
                place(row + 1)
                board.pop()

    place(0)
    return result


print(len(solve_n_queens(6)), solve_n_queens(4)[0])

print(math.sqrt(16), sqrt(2), math.floor(-2.5), math.ceil(2.1), math.trunc(-3.7))
print(math.gcd(12, 18), gcd(0, 5), math.lcm(4, 6), math.factorial(20))
print(math.comb(10, 3), math.perm(5), math.perm(5, 2), math.isqrt(17), math.prod([1, 2, 3, 4]))
print(math.log(8, 2), math.log2(1024), math.log10(1000), math.exp(0), math.fabs(-2))
print(math.pi, math.e, math.inf, -INFINITY, math.isinf(INFINITY), math.isnan(math.nan))
print(math.hypot(3, 4), math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.pow(2, 10), math.copysign(3, -0.0), math.fmod(7, 3), math.degrees(math.pi))
print(sys.maxsize, sys.getrecursionlimit(), float("inf") == math.inf)
sys.stdout.write("written\n")
print(string.ascii_lowercase, string.digits, string.ascii_uppercase[:5])

grid = [[1, 2], [3, 4]]
shallow = copy.copy(grid)
deep = copy.deepcopy(grid)
grid[0][0] = 99
print(shallow[0][0], deep[0][0], shallow is grid, deep[1] is grid[1])
shared = [1]
pair = [shared, shared]
pair_copy = copy.deepcopy(pair)
print(pair_copy[0] is pair_copy[1], pair_copy[0] is shared)

best: Optional[Tuple[int, int]] = None
memo: Dict[int, int] = {}
print(best, memo, set[int](), dict[str, int](), List[int]([1]) if False else 0)

for bad in [lambda: math.sqrt(-1), lambda: math.factorial(-1), lambda: math.floor("x"),
            lambda: math.log(0)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

try:
    import numpy
except ImportError as e:
    print(type(e).__name__, e)
try:
    from math import tau, nothing
except ImportError as e:
    print(type(e).__name__, tau)
try:
    math.nothing
except AttributeError as e:
    print(e)
print(sqrt, math.sqrt is sqrt)
from collections.abc import Iterator, Generator, Callable
import collections.abc


def walk(n: int) -> Iterator[int]:
    yield from range(n)


print(list(walk(3)), collections.abc.Sequence, Callable[[int], int] is not None)

# timeit of a function: the time it takes is its own work (by the lab's clock, its steps).
from timeit import default_timer, repeat, timeit


def count_up(n):
    total = 0
    for i in range(n):
        total += i
    return total


# Times far apart, so that CPython's clock, which the machine's load moves, orders them as the
# step clock does.
short, long_ = timeit(lambda: count_up(2), number=20), timeit(lambda: count_up(2000), number=20)
print(short < long_, len(repeat(lambda: count_up(3), number=10, repeat=3)), default_timer() >= 0)
