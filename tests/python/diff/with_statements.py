# with: a program's own context managers (entered, left by falling off the end, by return,
# break, continue and an exception, suppressing or not, several in one with, in a generator),
# contextlib's, issubclass(), and the errors of a manager that is none.
log = []

class Tracked:
    depth = 0

    def __init__(self, name, swallow=()):
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        Tracked.depth += 1
        log.append(("in", self.name, Tracked.depth))
        return self.name, Tracked.depth

    def __exit__(self, kind, value, tb):
        Tracked.depth -= 1
        log.append(("out", self.name, kind.__name__ if kind else None, str(value) if value else None))
        return kind is not None and issubclass(kind, self.swallow)


def search(n, path):
    with Tracked(f"level{n}") as (name, depth):
        if n == 0:
            yield tuple(path)
            return
        for choice in range(2):
            path.append(choice)
            try:
                with Tracked("choice", (ZeroDivisionError,)):
                    if choice == 1 and n == 2:
                        1 / 0
                    if choice == 1 and n == 1:
                        continue
                    yield from search(n - 1, path)
            finally:
                path.pop()


print(list(search(3, [])))
print(len(log), log[:6])
print(Tracked.depth)

def first_even(xs):
    for x in xs:
        with Tracked("loop"):
            if x % 2 == 0:
                break
            if x == 3:
                continue
            print("odd", x)
    else:
        return None
    return x

print(first_even([1, 3, 5, 6, 7]))
print(first_even([1, 3]))

with (Tracked("a") as a,
      Tracked("b") as b):
    print(a, b)

with (Tracked("p")):
    pass

class Bad:
    def __enter__(self):
        return self

try:
    with Bad():
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    with 5:
        pass
except TypeError as e:
    print("TypeError:", e)

class Loud:
    def __enter__(self):
        return 1
    def __exit__(self, *a):
        raise KeyError("from exit")

try:
    with Loud() as one:
        raise ValueError(one)
except KeyError as e:
    print("KeyError", e, 1)

def nested():
    with Tracked("x"):
        with Tracked("y"):
            return "r"
print(nested(), log[-2:])
with Tracked("top", ValueError):
    raise ValueError("gone")

from contextlib import suppress, nullcontext
import contextlib

def safe_div(a, b):
    with suppress(ZeroDivisionError):
        return a / b
    return None

print(safe_div(1, 2), safe_div(1, 0))
with contextlib.suppress(KeyError, IndexError):
    [][1]
print("after")
with nullcontext(5) as v:
    print(v)
with nullcontext():
    pass
try:
    with suppress(KeyError):
        raise ValueError("no")
except ValueError as e:
    print("passed through:", e)
class Found(Exception):
    pass
def search(n):
    if n == 3:
        raise Found(n)
    search(n + 1)
with suppress(Found):
    search(0)
print(type(suppress()).__name__)
print(issubclass(bool, int), issubclass(Found, Exception), issubclass(KeyError, (ValueError, LookupError)), issubclass(Tracked, object))
try:
    issubclass(3, int)
except TypeError as e:
    print(e)
with Tracked("end"):
    raise IndexError("out")
