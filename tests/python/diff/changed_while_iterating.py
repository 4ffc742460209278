# A dict or a set whose size changes in a loop over it: CPython's RuntimeError at the next item.
d = {1: 1, 2: 2}
try:
    for k in d:
        d[k + 10] = 0
except RuntimeError as e:
    print("RuntimeError:", e, len(d))
s = {1, 2, 3}
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print("RuntimeError:", e, s)
d = {1: 1, 2: 2}
for k in d:
    d[k] = k * 10
print(d)
s = {1, 2}
for x in s:
    s.add(x)
print(s)
d = {"a": 1}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print("RuntimeError:", e, d)
d = {1: 1}
it = iter(d)
d[2] = 2
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError:", e)
