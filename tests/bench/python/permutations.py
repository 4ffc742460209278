# N-Queens by brute force over itertools.permutations of the columns.
from itertools import permutations

count = 0
for cols in permutations(range(n)):
    if len({r + c for r, c in enumerate(cols)}) == n and len({r - c for r, c in enumerate(cols)}) == n:
        count += 1
print(count)
