# str.format, % and format() of objects that show themselves by their own methods, and fields
# that reach into a value.
from datetime import date
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"P({self.x}, {self.y})"
    def __str__(self):
        return f"<{self.x},{self.y}>"
p = P(1, 2)
d = date(2024, 3, 9)
print("{} and {!r} and {:>10}|".format(p, p, str(p)))
print("{0.x}-{0.y} {1[0]} {k[a]}".format(p, [7, 8], k={"a": 5}))
print("{:%d.%m.%Y} {d.year} {d:%A}".format(d, d=d))
print("%s | %r | %-12s| %5.1f %d %(x)s" % (p, p, d, 2.345, 7) if False else "%s | %r | %-12s| %5.1f %d" % (p, p, d, 2.345, 7))
print("%(a)s %(a)r %(b)d" % {"a": p, "b": 3})
print("%s" % p, "%s" % [p], "%s" % (p,), "{}".format([p, d]))
print("{:{w}}|{:^{w}}|".format(1, 2, w=5), "{0}{1}{0}".format("a", p))
print("{!a} {!s:>8}".format("é", p))
for bad in ["{0} {}", "{} {0}", "{5}", "{x}", "{", "}", "{0!x}", "{0.nope}"]:
    try:
        print(bad.format(p))
    except Exception as e:
        print(type(e).__name__, e)
for t, v in [("%s %s", (p,)), ("%s", (p, p)), ("%(a)s", p), ("%", p)]:
    try:
        print(t % v)
    except Exception as e:
        print(type(e).__name__, e)

# An f-string's spec goes to the object's own __format__; without one, object's refuses it.
class Plain:
    def __str__(self):
        return "plain"
class Own:
    def __format__(self, spec):
        return "own:" + spec
print(f"{Plain()}", f"{Plain()!s:>7}|", f"{Plain()!r:.3}", f"{Own():xy}", f"{Own()!s:.5}", format(Own(), "<"))
for make in [lambda: f"{Plain():>4}", lambda: f"{[Plain()]:>9}", lambda: format(Plain(), "x")]:
    try:
        print(make())
    except TypeError as e:
        print(e)
