def rec(row, pos):
    if row == n:
        reshenij.append(1)
        return 0
    c = 0
    while c < n:
        mozhno = True
        i = 0
        while i < row:                      # сравниваем с уже поставленными
            if pos[i] == c or row - i == c - pos[i] or row - i == pos[i] - c:
                mozhno = False
            i = i + 1
        if mozhno:
            rec(row + 1, pos + [c])         # ветка раскрывается только годная
        c = c + 1
    return 0

reshenij = []
rec(0, [])
print(len(reshenij))
