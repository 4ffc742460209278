# Dicts and sets grown, emptied and compacted: their order, popitem, and the in-place set methods.
s = set(range(100))
for i in range(0, 100, 3):
    s.discard(i)
print(sorted(s)[:5], len(s), list(s)[:10])
s2 = s.copy()
for i in range(90):
    s2.discard(i)
print(s2, len(s2))
print(s2.pop(), s2.pop(), s2)
d = {i: i * i for i in range(80)}
for i in range(0, 80, 2):
    del d[i]
print(list(d.items())[:6], len(d))
d[0] = 'back'
print(list(d)[-3:], d.popitem(), len(d))
t = {(i, j) for i in range(6) for j in range(6) if (i + j) % 2}
u = set(t)
u -= {(1, 0), (3, 2)}
print(len(t), len(u), (1, 0) in u, (0, 1) in u)
w = {x for x in range(50)}
w.difference_update(range(10, 45))
print(w)
w |= {100, -1, 7}
print(w, {1, 2} | {3}, {1, 2, 3} & {2, 3, 4}, {1, 2} ^ {2, 9})
fs = frozenset([3, 1, 2])
print(fs, {fs: 1}[frozenset([1, 2, 3])])
for k in list(d)[:30]:
    d.pop(k)
print(d, len(d))
e = dict.fromkeys("abcabc", 0)
print(e)
while s:
    s.pop()
print(s, len(s))
