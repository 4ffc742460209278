a = 7
b = -3
print(a + b, a - b, a * b, a // b, a % b, -a // 2, -a % 2, a ** 2, 2 ** 62)
print(a / 2, 7 / 7, 1 / 3, 2 / 3 * 3, 10 / 4)
print(0.1 + 0.2, 1e16, 1.5e-5, 123456789.0 * 1000, -0.0, 3.0, 1e300 * 1.0)
print(7.5 // 2, 7.5 % 2, -7.5 // 2, 2 ** -1, 2.0 ** 0.5)
print(1 < 2 < 3, 3 > 2 > 2, 0 <= a < 10, a == 7 != 8)
print(True + True, True * 3, -True, not 0, not [], not [0])
print(1 and 2, 0 and 2, 1 or 2, 0 or [], None or "x", "" and 5)
x = 5 if a > 3 else 6
y = "big" if a > 100 else "small"
print(x, y)
p = q = r = True
print(p, q, r)
s, t = 1, 2
s, t = t, s
print(s, t)
(u, v), w = [3, 4], 5
print(u, v, w)
items = [1, "two", 3.0, None, True, (1,), (), [2, [3]], {"k": [1]}, "it's", 'say "hi"']
print(items)
print(repr("a\nb\tc\\"), str(12), repr(12), str(None), str(1.0))
lst = list(range(10))
print(lst[2:5], lst[::2], lst[::-1], lst[-3:], lst[:-7], lst[5:2], lst[1:8:3], lst[8:1:-2])
print("hello"[1:4], "hello"[::-1], (1, 2, 3)[1:], "hello"[-1])
del lst[0]
del lst[1:3]
print(lst)
lst[0:2] = [100, 200, 300]
print(lst, len(lst))
n1 = 10
n1 += 5
n1 -= 1
n1 *= 2
n1 //= 3
n1 %= 7
n1 **= 3
print(n1)
f = 2.5
f *= 2
print(f, type(f), type(1), type("s"), type([]), type(None))
print(divmod(17, 5), divmod(-17, 5), abs(-3), abs(-2.5), round(2.5), round(3.5), round(2.675, 2))
print(int("42"), int(" -7 "), int(3.9), int(-3.9), int(True), float("1.5"), float(2), bool(""), bool("a"))
print(1 == 1.0, 1 is 1, None is None, [1] == [1], [1] is [1], (1, 2) < (1, 3), [1, 2] < [1, 2, 0], "abc" < "abd")
print(max(3, 9, 2), min([4, 1, 8]), max("apple", "pear"), sum([1, 2, 3]), sum([0.5, 0.25]), sum([[1], [2]], []))
print(10 ** 18, 2 ** 62 - 1 + 2 ** 62, -2 ** 62, 7 & 3, 7 | 8, 7 ^ 2, 1 << 10, 1024 >> 3, ~5)
print(chr(65), ord("a"), "ab" * 3, 3 * [0], [1, 2] * 2, (0,) * 3, "x" in "xyz", 3 in [1, 2, 3], 4 not in (1, 2))
flag = False
flag |= True
grid = [False, True]
grid[0] |= True
print(False | True, True & True, True ^ False, flag, grid, True | 2, type(True & False).__name__)
# A list that holds itself, twice: printed as CPython prints it, at once.
loop = []
loop.append(loop)
loop.append(loop)
print(loop, len(str(loop)), loop == loop, loop < loop)
