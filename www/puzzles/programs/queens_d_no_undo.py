def rec(row):
    if row == n:
        reshenij.append(1)
        return 0
    c = 0
    while c < n:
        d1 = row + c
        d2 = row - c + n - 1
        if stolbec[c] == 0 and diag1[d1] == 0 and diag2[d2] == 0:
            stolbec[c] = 1
            diag1[d1] = 1
            diag2[d2] = 1
            rec(row + 1)                    # спускаемся
            stolbec[c] = 0                  # и откатываем всё занятое
        c = c + 1
    return 0

reshenij = []
stolbec = [0] * n
diag1 = [0] * (2 * n - 1)                   # диагоналей каждого вида 2n − 1,
diag2 = [0] * (2 * n - 1)                   # а не n: индекс доходит до 2n − 2
rec(0)
print(len(reshenij))
