# Поиск слова в сетке: путь из соседних по стороне клеток, каждая не больше одного раза.
# grid (строки) и word приходят из вкладки.
rows, cols = len(grid), len(grid[0])
used = [[False] * cols for _ in range(rows)]
path = []


def rec(r, c, i):
    if grid[r][c] != word[i]:
        return False  # буква не та: ветка отсекается сразу
    used[r][c] = True
    path.append((r, c))
    if i == len(word) - 1:
        return True
    for dr, dc in [(0, 1), (1, 0), (0, -1), (-1, 0)]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and not used[nr][nc]:
            if rec(nr, nc, i + 1):
                return True
    used[r][c] = False  # откат
    path.pop()
    return False


found = any(rec(r, c, 0) for r in range(rows) for c in range(cols))
print(word, "found" if found else "not found", path)
