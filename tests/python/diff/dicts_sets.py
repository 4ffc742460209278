d = {"a": 1, "b": 2}
d["c"] = 3
d["a"] = 10
print(d, d["b"], d.get("z"), d.get("z", 0), "a" in d, "q" not in d, len(d))
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, v)
print(list(d.keys()), list(d.values()), d.items())
del d["b"]
print(d, d.pop("c"), d, d.pop("nope", -1))
d.setdefault("x", []).append(1)
d.setdefault("x", []).append(2)
print(d)
d.update({"y": 5}, z=6)
print(d)
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, sorted(counts.items()), max(counts, key=counts.get))
e = dict()
e[(1, 2)] = "tuple key"
e[1] = "int"
e[True] = "bool replaces int"
e[2.0] = "float"
print(e, e[(1, 2)], dict([("p", 1), ("q", 2)]), dict(a=1))
s = {3, 1, 2}
s.add(4)
s.add(1)
s.discard(10)
s.remove(3)
print(sorted(s), 2 in s, 3 in s, len(s))
a = {1, 2, 3}
b = {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= b if False else "skip")
print(sorted(a.union([9])), sorted(a.intersection(b)), sorted(a.difference(b)), set(), {1: 2} == {1: 2})
seen = set()
for v in [1, 2, 1, 3, 2]:
    if v in seen:
        print("dup", v)
    seen.add(v)
print(len(seen), {}, {"k": {"n": [1, (2,)]}})
dd = {i: i * i for i in range(5)}
print(dd, sum(dd.values()), [k for k in dd if dd[k] > 4])
cp = dd.copy()
cp[0] = "changed"
print(dd[0], cp[0])
# frozenset: immutable, hashable, a key of its own.
a = frozenset([1, 2, 3])
b = a | {4}
seen = {a: "first", frozenset([3, 2, 1]): "again"}
print(sorted(b), type(b).__name__, a == {1, 2, 3}, len(seen), seen[frozenset({2, 3, 1})], frozenset())
pairs = set()
pairs.add(frozenset([1, 2]))
pairs.add(frozenset([2, 1]))
print(len(pairs), sorted(a & {1, 5}), sorted(a.union([9])), type(a.union([9])).__name__)
grown = frozenset()
grown |= {1}
print(grown, type(grown).__name__, 2 in a, a.issubset({1, 2, 3, 4}))
try:
    a.add(5)
except AttributeError as e:
    print(e)
