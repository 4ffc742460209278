# N-Queens enumerated by a recursive generator, the columns and diagonals in frozensets.
def queens(n, row=0, cols=(), ups=frozenset(), downs=frozenset()):
    if row == n:
        yield cols
        return
    for c in range(n):
        if c not in cols and row + c not in ups and row - c not in downs:
            yield from queens(n, row + 1, cols + (c,), ups | {row + c}, downs | {row - c})


print(sum(1 for _ in queens(n)))
