# Methods taken from their types (str.lower as a key), dict.fromkeys, the set methods of several iterables.
words = ["Banana", "apple", "Cherry"]
print(sorted(words, key=str.lower), list(map(str.upper, words)))
print(str.join("-", ["a", "b"]), list.count([1, 1, 2], 1), int.bit_length(255), dict.get({1: 2}, 1))
f = str.strip
print(f("  x  "), dict.fromkeys(range(3)), dict.fromkeys("ab", []), dict.fromkeys((x * x for x in range(4)), 1))
a = {1, 2, 3, 4}
print(a.isdisjoint({5, 6}), a.isdisjoint([4]), a.symmetric_difference([3, 9, 10]), a.union([7], {8}), a.intersection({1, 2, 3}, [2, 3]))
b = set(a)
b.difference_update({1}, [2])
c = set(a)
c.intersection_update([2, 3, 99])
d = set(a)
d.symmetric_difference_update({4, 5, 100})
print(b, c, d, a.difference(), a.union() is a)
from collections import OrderedDict
od = OrderedDict(a=1, b=2, c=3)
print(od.popitem(), od.popitem(last=False), od)
e = {}
for bad in [lambda: str.upper(5), lambda: str.upper(), lambda: dict.fromkeys(), lambda: e.popitem(), lambda: frozenset([1]).difference_update([1])]:
    try:
        bad()
    except Exception as ex:
        print(type(ex).__name__, ex)
print(frozenset([1]).union([2], {3}), frozenset([1, 2]).intersection([1, 2], [2]), frozenset([5, 6]).difference([5], []))
