# Knight's tours from a corner, counted by a nested visit that shares count with nonlocal.
MOVES = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]


def count_tours(size):
    board = [[False] * size for _ in range(size)]
    count = 0

    def visit(r, c, depth):
        nonlocal count
        if depth == size * size:
            count += 1
            return
        for dr, dc in MOVES:
            nr, nc = r + dr, c + dc
            if 0 <= nr < size and 0 <= nc < size and not board[nr][nc]:
                board[nr][nc] = True
                visit(nr, nc, depth + 1)
                board[nr][nc] = False

    board[0][0] = True
    visit(0, 0, 1)
    return count


print(count_tours(n))
