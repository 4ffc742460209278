def podhodit(pos):
    i = 0
    while i < n:
        j = i + 1
        while j < n:
            if pos[i] == pos[j] or j - i == pos[j] - pos[i] or j - i == pos[i] - pos[j]:
                return False
            j = j + 1
        i = i + 1
    return True

def rec(row, pos):
    if row == n:
        if podhodit(pos):                   # проверка только на дне
            reshenij.append(1)
        return 0
    c = 0
    while c < n:
        rec(row + 1, pos + [c])             # любой из n столбцов
        c = c + 1
    return 0

reshenij = []
rec(0, [])
print(len(reshenij))
