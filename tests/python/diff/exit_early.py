# A search that stops at its first solution by sys.exit(), as contest code does: the program
# ends there, with no error; a `finally` on the way out still runs.
import sys

n = 6
cols = []


def place(row):
    if row == n:
        print("first:", cols)
        sys.exit()
    for c in range(n):
        if all(c != x and abs(c - x) != row - r for r, x in enumerate(cols)):
            cols.append(c)
            try:
                place(row + 1)
            finally:
                cols.pop()


try:
    exit(7)
except SystemExit as e:
    print("caught", e.code, e.args)
print(ascii("café"), callable(quit))
place(0)
print("never printed")
