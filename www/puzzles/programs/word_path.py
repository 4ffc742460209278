# Поиск слова в сетке: путь из соседних по стороне клеток, каждая не больше одного раза.
# grid (строки) и word приходят из вкладки. Тот же шаблон: занять, спуститься, откатить.
rows, cols = len(grid), len(grid[0])
used = [[False] * cols for _ in range(rows)]
path = []


def rec(i):
    if i == len(word):
        return True  # все буквы на пути
    r, c = path[-1]
    for dr, dc in [(0, 1), (1, 0), (0, -1), (-1, 0)]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and not used[nr][nc] and grid[nr][nc] == word[i]:
            used[nr][nc] = True
            path.append((nr, nc))
            if rec(i + 1):
                return True
            used[nr][nc] = False  # откат
            path.pop()
    return False


def start_at(r, c):
    if grid[r][c] != word[0]:
        return False  # буква не та: ветка отсекается сразу
    used[r][c] = True
    path.append((r, c))
    if rec(1):
        return True
    used[r][c] = False
    path.pop()
    return False


found = any(start_at(r, c) for r in range(rows) for c in range(cols))
print(word, "found" if found else "not found", path)
