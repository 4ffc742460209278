# The forms the machine's loop runs fused or by itself: `for a, b in pairs` with its fetch
# and unpacking in one op at the loop's back edge, `name op= value` of a local, a global or a
# nonlocal, `self.x`, `c in self.cols`, `path.pop()`.
# Each also meets what its fast form does not take, which must run as CPython runs it.
MOVES = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
total = 0


def reach(r, c, size):
    global total
    seen = 0
    for dr, dc in MOVES:
        nr, nc = r + dr, c + dc
        if not (0 <= nr < size and 0 <= nc < size):
            continue
        seen += 1
        total += nr * size + nc
    return seen


print([reach(r, c, 5) for r in range(5) for c in range(5)], total)


def counter():
    count = 0

    def bump(k):
        nonlocal count
        count += k
        count -= 1
        count *= 2
        return count

    for k in range(6):
        bump(k)
    return count


print(counter())

# The fast form's ints overflow into big integers, and lists, strings and floats take the
# general path (a list's += extends it in place).
big = 2 ** 62
for _ in range(3):
    big += big
print(big)
acc = []
alias = acc
for i in range(3):
    acc += [i]
print(acc, alias is acc)
text = ""
for part in ["a", "b", "c"]:
    text += part
print(text)
half = 1
half /= 4
half -= 0.125
print(half)

# Pairs that are lists, and items that are not pairs.
for a, b in [[1, 2], (3, 4), [5, 6]]:
    print(a + b, end=" ")
print()
for k, (a, b) in enumerate([(1, 2), (3, 4)]):
    print(k, a, b)
try:
    for a, b in [(1, 2), (3, 4, 5)]:
        print(a, b)
except ValueError as e:
    print("ValueError:", e)
try:
    for a, b in [(1, 2), 7]:
        print(a, b)
except TypeError as e:
    print("TypeError:", e)

# A list that grows while its pairs are walked is walked further.
pairs = [(0, 1)]
for a, b in pairs:
    if len(pairs) < 5:
        pairs.append((b, a + b))
print(pairs)

# An unbound local added to is CPython's UnboundLocalError.
def unbound():
    try:
        missing += 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    missing = 0


unbound()

# The methods the loop runs itself, and the same names on what it does not take.
path = [1, 2, 3]
path.pop()
last = path.pop()
print(last, path)
used = {1, 2}
if 1 in used and 3 not in used:
    used.discard(1)
print(used, {1: 2}.pop(1), {5}.pop())


class Stack:
    def __init__(self):
        self.items = [4, 5]
        self.seen = {4}

    def pop(self):
        return "its own pop"

    def has(self, x):
        return x in self.seen


s = Stack()
print(s.pop(), s.items.pop(), s.has(4), s.has(5), [s.has(k) for k in (4, 5)])
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    (1, 2).pop()
except AttributeError as e:
    print("AttributeError:", e)
