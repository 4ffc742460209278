def solve_n_queens(n):
    board = [-1] * n  # board[row] = столбец ферзя в этой строке
    def backtrack(row):
        if row == n:
            return True  # все ферзи расставлены
        for col in range(n):
            if is_safe(board, row, col):
                board[row] = col
                if backtrack(row + 1):
                    return True
                board[row] = -1  # возврат
        return False
    return backtrack(0)

def is_safe(board, row, col):
    for r in range(row):
        c = board[r]
        if c == col or abs(c - col) == row - r:
            return False
    return True


for size in range(1, 9):
    print(size, solve_n_queens(size))
