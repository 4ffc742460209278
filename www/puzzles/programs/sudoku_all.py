# Упражнение из урока 000: пусть решатель найдёт ВСЕ решения, а не первое.
# board приходит из вкладки: строки, 0 - пустая клетка.
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
    start_r, start_c = box_rows * (row // box_rows), box_cols * (col // box_cols)
    for r in range(start_r, start_r + box_rows):
        for c in range(start_c, start_c + box_cols):
            if board[r][c] == num:
                return False
    return True


def solve_all(board):
    empty = find_empty(board)
    if not empty:
        solutions.append([row[:] for row in board])  # копия: доску мы ещё изменим
        return
    row, col = empty
    for num in range(1, size + 1):
        if is_valid(board, row, col, num):
            board[row][col] = num
            solve_all(board)
            board[row][col] = 0  # возврат


solutions = []
solve_all(board)
print(len(solutions), "solutions")
for row in solutions[0] if solutions else []:
    print(" ".join(str(v) for v in row))
