# all() and any() over generator expressions: items tested where the generator yields, one
# that decides leaves the generator suspended, one whose truth a class decides, errors raised
# inside, nested tests, and a generator function's.
class Truth:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("bool of", self.v)
        return self.v > 2


class Empty:
    def __len__(self):
        return 0


xs = [3, 4, 1, 5]
print(all(Truth(x) for x in xs))
print(any(Truth(x) for x in xs))
print(all(Empty() for _ in range(2)), any([Empty()]), all([Truth(3), Truth(0)]))
g = (x > 1 for x in range(5))
print(all(g), list(g))
g = (x for x in range(5))
print(any(g), next(g), all(g), list(g))
print(all(x for x in []), any(x for x in []))


def checked(limit):
    return all(1 // (x - 2) for x in range(limit))


try:
    checked(5)
except ZeroDivisionError as e:
    print("caught", e)
print(checked(2))
print(all([]), all(x for x in "abc"), any("" for _ in range(3)), any(s for s in ["", "b"]))
print(all(all(y < x for y in range(x)) for x in range(6)))
print(any(any(y > 3 for y in range(x)) for x in range(6)))


def ones_then_zero():
    yield 1
    yield 0


print(all(ones_then_zero()), any(ones_then_zero()))
print(all(x >= 0 for x in range(2000)), any(x < 0 for x in range(2000)))
cols = [1, 3, 0]
row = 3
for c in range(4):
    if all(c != x and abs(c - x) != row - r for r, x in enumerate(cols)):
        print("free column", c)
