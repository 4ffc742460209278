def rec(r, c, k):
    if k == n * n:
        tours.append(1)
        return 0
    i = 0
    while i < 8:
        nr = r + dr[i]
        nc = c + dc[i]
        if 0 <= nr < n and 0 <= nc < n and board[nr][nc] == 0:
            board[nr][nc] = k + 1
            rec(nr, nc, k + 1)
            board[nr][nc] = 0
        i = i + 1
    return 0

dr = [2, 1, -1, -2, -2, -1, 1, 2]
dc = [1, 2, 2, 1, -1, -2, -2, -1]
tours = []
board = [[0] * n for _ in range(n)]
board[0][0] = 1
rec(0, 0, 1)
print(len(tours))
