# Methods with CPython's full signatures: str.find/startswith with start and end, float and int
# methods, zip(strict=True), and ... as a value.
def stub():
    ...
print(stub(), ..., "abcabc".find("b", 2), "abcabc".rfind("b"), "abc".startswith("b", 1), "abc".startswith(("x", "a")), "abc".startswith("", 4), "abc".find("", 4), "aaa".count("a", 1), "abc".endswith("b", 0, 2))
print((4.0).is_integer(), (4.5).is_integer(), (255).bit_length(), (7).bit_count(), list(zip([1, 2], "ab", strict=True)))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(e)
try:
    list(zip([1], [1, 2], strict=True))
except ValueError as e:
    print(e)
print("héllo".find("l", -2), "héllo".index("o"))
