# n and start (row, column from 0) come from the tab.
moves = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def knights_tour(n, start):
    board = [[0] * n for _ in range(n)]

    def go(r, c, k):
        if k == n * n:
            return True
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and board[nr][nc] == 0:
                board[nr][nc] = k + 1
                if go(nr, nc, k + 1):
                    return True
                board[nr][nc] = 0
        return False

    r, c = start
    board[r][c] = 1
    return board if go(r, c, 1) else None


print(knights_tour(n, start))
