# contextlib.contextmanager: a generator function as a context manager.
from contextlib import contextmanager


@contextmanager
def placed(board, row, col):
    board[row] = col
    print("place", row, col)
    try:
        yield board
    finally:
        board[row] = -1
        print("undo", row)


board = [-1] * 4
with placed(board, 0, 1) as b:
    print("inside", b)
print("after", board)

try:
    with placed(board, 1, 3):
        raise ValueError("no room")
except ValueError as e:
    print("caught", repr(e), board)


@contextmanager
def swallowing():
    try:
        yield
    except KeyError as e:
        print("swallowed", repr(e))


with swallowing():
    {}["missing"]
print("went on")


@contextmanager
def tally(counts, name):
    counts[name] = counts.get(name, 0) + 1
    yield counts[name]


counts = {}
for _ in range(3):
    with tally(counts, "visit") as k:
        pass
print(counts, k)


@contextmanager
def empty():
    if False:
        yield


try:
    with empty():
        pass
except RuntimeError as e:
    print(repr(e))
