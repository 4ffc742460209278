# type() of the objects the lab keeps no class for: iterators, generators, builtins, views.
def gen():
    yield 1


print(type(iter([1])), type(iter((1,))).__name__, type(iter("ab")).__name__)
print(type(iter(range(3))).__name__, type(enumerate([])).__name__, type(zip()).__name__)
print(type(gen()), type(x for x in []).__name__)
print(type(print).__name__, type(len), type(gen).__name__, type(lambda: 0).__name__)
d = {1: 2}
print(type(d.keys()).__name__, type(d.values()).__name__, type(d.items()).__name__)
print(type(iter(d.items())).__name__, type(iter(d.keys())).__name__)
print(type(iter([])) == type(iter([1, 2])), type(gen()) is type(gen()))
print(isinstance(iter([]), type(iter([5]))), isinstance(gen(), type(iter([]))))
try:
    type(gen())()
except TypeError as e:
    print("TypeError:", e)

# The types of builtins' iterators are the builtins a program names.
m, f = map(str, [1, 2]), filter(None, [0, 1, 2])
z, e = zip([1], [2]), enumerate("ab")
print(type(m), type(f), type(z) is zip, type(e) is enumerate, type(m) == map)
print(isinstance(m, map), isinstance(f, filter), isinstance(z, zip), isinstance(e, enumerate))
print(isinstance(m, filter), isinstance(iter([]), map), isinstance(reversed((1, 2)), reversed))
print(list(m), list(f), type(m).__name__)
for xs in ([1, 2], (1, 2), "ab", range(3), {1: 2}):
    print(type(reversed(xs)).__name__, list(reversed(xs)))
print(type(iter({1: 2})).__name__, type(iter({1, 2})).__name__)
from collections import deque
print(type(iter(deque([1]))).__name__, type(reversed(deque([1, 2]))).__name__)
