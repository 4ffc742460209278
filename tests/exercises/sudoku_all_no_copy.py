# board comes from the tab: a list of rows, 0 for an empty cell.
size = len(board)
box_rows = {4: 2, 6: 2, 9: 3, 16: 4}[size]
box_cols = size // box_rows


def find_empty(board):
    for r in range(size):
        for c in range(size):
            if board[r][c] == 0:
                return (r, c)
    return None


def is_valid(board, row, col, num):
    if any(board[row][c] == num for c in range(size)):
        return False
    if any(board[r][col] == num for r in range(size)):
        return False
    top, left = box_rows * (row // box_rows), box_cols * (col // box_cols)
    for r in range(top, top + box_rows):
        for c in range(left, left + box_cols):
            if board[r][c] == num:
                return False
    return True


def solve(board):
    empty = find_empty(board)
    if not empty:
        return True
    row, col = empty
    for num in range(1, size + 1):
        if is_valid(board, row, col, num):
            board[row][col] = num
            if solve(board):
                return True
            board[row][col] = 0
    return False


def all_solutions(board):
    found = []

    def search():
        empty = find_empty(board)
        if not empty:
            found.append(board)
            return
        row, col = empty
        for num in range(1, size + 1):
            if is_valid(board, row, col, num):
                board[row][col] = num
                search()
                board[row][col] = 0

    search()
    return found


print(len(all_solutions(board)))
