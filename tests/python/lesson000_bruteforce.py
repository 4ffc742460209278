def find_empty(board):
    for r in range(len(board)):
        for c in range(len(board)):
            if board[r][c] == 0:
                return (r, c)
    return None


def solve_sudoku_bruteforce(board):
    empty = find_empty(board)
    if not empty:
        return True  # решено
    row, col = empty
    for num in range(1, 5):
        board[row][col] = num
        if solve_sudoku_bruteforce(board):
            return True
        board[row][col] = 0  # отмена
    return False


def ok(board):
    for i in range(4):
        if sorted(board[i]) != [1, 2, 3, 4]:
            return False
        if sorted(board[r][i] for r in range(4)) != [1, 2, 3, 4]:
            return False
    return True


