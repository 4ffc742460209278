# The first N-Queens solution of each size, the search stopped by raising an exception.
class Found(Exception):
    pass


def first(size):
    cols = []

    def place(row):
        if row == size:
            raise Found(list(cols))
        for c in range(size):
            if all(c != x and abs(c - x) != row - r for r, x in enumerate(cols)):
                cols.append(c)
                place(row + 1)
                cols.pop()

    try:
        place(0)
    except Found as found:
        return found.args[0]


print(sum(sum(first(size)) for size in range(4, n + 1)))
