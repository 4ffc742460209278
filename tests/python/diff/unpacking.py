# Calls and unpacking: *args, **kwargs, keyword-only parameters, starred targets and displays.


def total(*numbers, start=0):
    for x in numbers:
        start += x
    return start


def describe(name, *args, sep=", ", **options):
    keys = sorted(options)
    return name + ": " + sep.join(str(a) for a in args) + " " + str([(k, options[k]) for k in keys])


print(total(), total(1, 2, 3), total(1, 2, start=10), total(*[4, 5], *(6,)))
print(describe("x", 1, 2, sep="-", colour="red", size=3))
print(describe(*["y", 7], **{"a": 1}, b=2))

row = [".", "Q", ".", "."]
print(*row)
print(*row, sep="")
print(*row, sep="|", end="!\n")
path = [1, 2]
print([*path, 3], (*path, 4), {*path, 2}, [*"ab", *range(2)])
first, *rest = [1, 2, 3, 4]
*init, last = "abc"
a, *middle, z = range(5)
print(first, rest, init, last, a, middle, z)
for head, *tail in [(1, 2, 3), (4,)]:
    print(head, tail)
base = {"a": 1, "b": 2}
print({**base, "b": 3, "c": 4}, {"z": 0, **base})


def point(x, y, *, label="p"):
    return f"{label}({x}, {y})"


p = (3, 4)
print(point(*p), point(*p, label="q"), point(y=1, x=2))


def wrapper(*args, **kwargs):
    return point(*args, **kwargs)


print(wrapper(1, 2, label="w"))
for bad in [lambda: point(1, 2, 3), lambda: point(1), lambda: point(1, 2, colour="x"),
            lambda: point(1, 2, **{"label": "a", "x": 0})]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
try:
    one, two = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    x, *y, w = [1]
except ValueError as e:
    print(e)
squares = (i * i for i in range(4))
print(*squares)
print(max(*[3, 1, 2]), list(zip(*[[1, 2], [3, 4]])))
