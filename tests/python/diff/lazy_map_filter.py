# map and filter are lazy: each item is made when asked for (a side effect waits; an endless
# source is fine), map over several iterables stops at the shortest; `in` over a generator
# or an iterator takes what it yields up to the first equal item, and leaves the rest.
m = map(print, [1, 2, 3])
print("made")
print(next(m))
f = filter(lambda x: print("f", x) or x > 1, [1, 2, 3])
print("made f")
print(list(f))
import itertools
print(list(itertools.islice(map(lambda x: x * 2, itertools.count()), 3)))
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])))
print(list(map(str, range(3))), sum(map(abs, [-1, -2])))
print(list(filter(None, [0, 1, "", "a"])))
m = map(int, "12")
print(next(m), next(m))
try:
    next(m)
except StopIteration:
    print("stop")
try:
    map(abs)
except TypeError as e:
    print(e)
xs = [3, 1, 2]
print(" ".join(map(str, xs)), sorted(map(lambda x: -x, xs)), set(map(abs, [-1, 1])), tuple(map(int, "12")))
print(max(map(len, ["a", "bcd"])), min(filter(None, [0, 5, 2])), any(map(bool, [0, 1])), all(map(bool, [1, 1])))
a, b = map(int, "3 4".split())
print(a + b, dict(map(lambda k: (k, k * k), range(3))), list(zip(map(str, xs), xs)))
print(list(enumerate(map(str, xs))), [y for y in map(abs, [-5])], sum(1 for _ in filter(None, xs)))
print(list(reversed(list(map(str, xs)))), "3" in map(str, xs), list(map(lambda x: x, iter(xs))))
g = (x for x in range(10))
print(3 in g, next(g), 42 in g, list(g))
it = iter([1, 2, 3, 4])
print(2 in it, list(it), 9 not in iter([1]))
