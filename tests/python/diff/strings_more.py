# The str methods learners reach for past the common ones, and sets ordered by inclusion.
line = "key = value = more"
print(line.partition(" = "), line.rpartition(" = "), line.partition("#"), line.rpartition("#"))
print("a b  c ".rsplit(), "a,b,c".rsplit(",", 1), "  x  y ".rsplit(None, 1), "a,b".rsplit(","))
print("Hello World ß".swapcase(), "Straße".casefold(), "MiXeD".swapcase())
print("test_case.py".removesuffix(".py"), "test_case".removeprefix("test_"), "x".removeprefix("y"))
for s in ["123", "12.5", "", "abc", "_x1", "1x", "Title Case", "Not title", "tab\\t", "é"]:
    print(repr(s), s.isdecimal(), s.isnumeric(), s.isascii(), s.isidentifier(), s.istitle(), s.isprintable())
print("{name} is {age}".format_map({"name": "Ada", "age": 36}))
try:
    "{missing}".format_map({})
except KeyError as e:
    print("KeyError", e)
s = {1, 2, 3}
print(s <= {1, 2, 3, 4}, s < s, s <= s, s > {1}, s >= {4}, frozenset([1]) < s, {1} < frozenset([1, 2]))
print(s > s, s >= s, set() < s, s < set(), {1, 5} <= s)
n = 10 ** 30
print(n.bit_length(), (2 ** 70 - 1).bit_count(), (-2 ** 65).bit_length(), (5).bit_length(), (-7).bit_count())
print(" a b  c ".split(None, 1), "  x  y ".rsplit(None, 1), "a b".split(None, 0), " a b ".rsplit(None, 0))
print(f"{255:#x}", f"{255:#X}", f"{8:#o}", f"{5:#b}", f"{255:#06x}", f"{-255:#08x}", f"{5:#010b}", f"{-5:+#b}", f"{10:#d}")
print("{:#x} {:#b}".format(31, 6), format(255, "#x"), format(3.14159, ".2f"), format(1234567, ","), format("x", "^5"), format(12))


class Shown:
    def __str__(self):
        return "shown"


print(format(Shown()), format(Shown(), ""))
try:
    format(Shown(), "x")
except TypeError as e:
    print("TypeError:", e)
