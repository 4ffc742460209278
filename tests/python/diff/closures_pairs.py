# Closures read in the fused ops, and pairs unpacked into locals: the forms the fast path
# takes (a cell as an operand, `for a, b in pairs`, `a, b = x, y`) and every case it leaves to
# the plain ops.


def counter(size):
    grid = [[0] * size for _ in range(size)]
    total = 0

    def visit(r, c):
        nonlocal total
        if 0 <= r < size and 0 <= c < size and not grid[r][c]:
            grid[r][c] = size * size
            total += grid[r][c] - size
            visit(r + 1, c)
            visit(r, c + 1)
    visit(0, 0)
    return total, grid


print(counter(3))


def read_before_assigned():
    def inner():
        return late + 1

    try:
        inner()
    except NameError as e:
        print("NameError:", e)
    late = 41
    return inner()


print(read_before_assigned())

pairs = [(1, 2), [3, 4], "ab", (5, 6)]
for a, b in pairs:
    print(a, b)

try:
    for a, b in [(1, 2), (3, 4, 5)]:
        print(a, b)
except ValueError as e:
    print("ValueError:", e, a, b)


def two():
    yield "first"
    yield "second"


for x, y in [two(), range(7, 9), {10: 0, 11: 0}]:
    print(x, y)

a, b = 1, 2
a, b = b, a
x, x = a, b
print(a, b, x)
size = 3
r, c = divmod(7, size)
nr, nc = r + 1, c - 1
print(r, c, nr, nc)
