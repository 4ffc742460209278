# Упражнение из урока 000: обход конём на том же шаблоне - занять, спуститься, откатить.
# n и start (строка, столбец от 0) приходят из вкладки.
moves = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]
board = [[0] * n for _ in range(n)]


def tour(r, c, k):
    if k == n * n:
        return True  # все клетки обойдены
    for dr, dc in moves:
        nr, nc = r + dr, c + dc
        if 0 <= nr < n and 0 <= nc < n and board[nr][nc] == 0:
            board[nr][nc] = k + 1
            if tour(nr, nc, k + 1):
                return True
            board[nr][nc] = 0  # возврат
    return False


r0, c0 = start
board[r0][c0] = 1
if tour(r0, c0, 1):
    for row in board:
        print(" ".join(f"{v:2}" for v in row))
else:
    print("no tour")
