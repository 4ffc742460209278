# Every solution of n queens as a grid of 'Q' and '#', written for the exercise's test.
def n_queens(n):
    grid = [["#"] * n for _ in range(n)]
    used_cols, ups, downs = set(), set(), set()
    found = []

    def place(row):
        if row == n:
            found.append(grid)
            return
        for col in range(n):
            if col in used_cols or row + col in ups or row - col in downs:
                continue
            grid[row][col] = "Q"
            used_cols.add(col)
            ups.add(row + col)
            downs.add(row - col)
            place(row + 1)
            grid[row][col] = "#"
            used_cols.remove(col)
            ups.remove(row + col)
            downs.remove(row - col)

    place(0)
    return found


print(len(n_queens(n)))
