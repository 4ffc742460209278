def rec(row, pos):
    global uzly
    uzly = uzly + 1
    if row == n:
        mozhno = True
        r = 0
        while r < n:                        # на дне проверяем только диагонали
            i = 0
            while i < r:
                if r - i == pos[r] - pos[i] or r - i == pos[i] - pos[r]:
                    mozhno = False
                i = i + 1
            r = r + 1
        if mozhno:
            reshenij.append(1)
        return 0
    c = 0
    while c < n:
        if zanyat[c] == 0:                  # столбцы заведомо различны
            zanyat[c] = 1
            rec(row + 1, pos + [c])
            zanyat[c] = 0
        c = c + 1
    return 0

reshenij = []
uzly = 0
zanyat = [0] * n
rec(0, [])
print(len(reshenij), uzly)
