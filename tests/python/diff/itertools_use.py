# itertools as learners use it: lazy, in CPython's order.
from itertools import (permutations, combinations, combinations_with_replacement, product,
                       chain, accumulate, count, islice, repeat, cycle, zip_longest, groupby,
                       pairwise, starmap, takewhile, dropwhile, compress, filterfalse)
import itertools


def queens(n):
    solutions = 0
    for cols in permutations(range(n)):
        if len({r + c for r, c in enumerate(cols)}) == n and len({r - c for r, c in enumerate(cols)}) == n:
            solutions += 1
    return solutions


print([queens(n) for n in range(1, 8)])
print(list(permutations("abc", 2)), list(permutations([1, 2, 3])), list(permutations([], 0)))
print(list(combinations(range(5), 3)), list(combinations("ab", 3)), list(combinations("ab", 0)))
print(list(combinations_with_replacement("abc", 2)))
print(list(product("ab", [0, 1])), list(product([1, 2], repeat=2)), list(product()))
print(list(chain([1, 2], "ab", range(2))), list(chain.from_iterable([[1], [2, 3]])))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], lambda a, b: a * b)),
      list(accumulate([1, 2], initial=10)))
print(list(islice(count(), 5)), list(islice(count(10, 5), 2, 8, 2)), list(islice("abcdef", 1, None)))
print(list(repeat("x", 3)), list(islice(cycle("ab"), 5)))
print(list(zip_longest([1, 2, 3], "ab", fillvalue="-")))
print([(k, len(list(g))) for k, g in groupby("aaabccdd")], [k for k, _ in groupby([1, 1, 2, 1])])
print(list(pairwise([1, 2, 3, 4])), list(starmap(pow, [(2, 3), (3, 2)])))
print(list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(compress("abcd", [1, 0, 1, 0])), list(filterfalse(None, [0, 1, 2, 0])))
gen = permutations(range(10))
print(next(gen), next(gen), sum(1 for _ in islice(gen, 1000)))
subsets = [c for k in range(4) for c in itertools.combinations([1, 2, 3], k)]
print(subsets)
print(sum(1 for s in product(range(3), repeat=4) if sum(s) == 4))

# permutations of every kind of pool, r past n, r = 0, and one drawn from a generator
print(list(permutations([1, 2, 3])))
print(list(permutations("abcd", 2)))
print(list(permutations(range(3), 0)), list(permutations([], 0)), list(permutations([1, 2], 3)), list(permutations([])))
p = permutations((5, 6, 7), 2)
print(next(p), next(p))
print(list(p))
print(sum(1 for _ in permutations(range(6))), len(list(permutations(range(5), 3))))
print(list(permutations({3: 1, 1: 2})), type(p).__name__)
def pool_gen():
    yield 1
    yield 2
print(list(permutations(pool_gen())))
