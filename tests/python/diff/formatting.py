# str.format and % formatting, as older listings and textbooks write them.
n, count, ratio = 8, 92, 2057 / 109601
print("{} queens: {} solutions".format(n, count))
print("{0}/{1} = {2:.4f} ({0:>3}|{1:<5}|{name!r})".format(2057, 109601, ratio, name="pruned"))
print("{:,} nodes, {:08.3f}, {:+d}, {:x}, {:^9}|".format(1234567, 3.14159, 5, 255, "mid"))
print("{:{w}}|{:>{w}}|".format("a", "b", w=4), "{{literal}} {}".format(1))
print("%d queens, %s solutions" % (n, count))
print("%5.2f%% pruned, %-6s| %05d %+d % d" % (ratio * 100, "ok", 42, 7, 3))
print("%x %X %o %#x %#o %c %c %r %s" % (255, 255, 8, 255, 8, 65, "z", "q", None))
print("%(name)s has %(n)d queens" % {"name": "board", "n": 8}, "%s" % [1, 2], "%s" % (3,))
print("%.3s|%10.2e|%g|%i" % ("abcdef", 12345.678, 0.0001, 3.99))
for bad in ["%d" % 0 if False else None]:
    pass
try:
    print("%d %d" % (1,))
except TypeError as e:
    print("TypeError", e)
try:
    print("%d" % (1, 2))
except TypeError as e:
    print("TypeError", e)
try:
    print("%d" % "x")
except TypeError as e:
    print("TypeError", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError", e)
try:
    "{missing}".format()
except KeyError as e:
    print("KeyError", e)

# Lambdas, comprehensions and generator expressions inside an f-string's fields.
columns = [3, 1, 2]
factor = 2
print(f"{[c * factor for c in columns]} {sorted(columns, key=lambda v: -v)} {sum(c for c in columns)}")


def describe(n):
    return f"{n}: {', '.join(str(i) for i in range(n))} {[(lambda k=k: k * n)() for k in range(2)]}"


print(describe(3), f"{'all placed' if all(c > 0 for c in columns) else 'no'}")
