# A loop over a dict's items or values reads each value as it is when reached (the body may
# change values), and a dict that changes size under the loop is CPython's RuntimeError.
state = {"A": 0, "B": 0, "C": 0}
seen = []
for k, v in state.items():
    seen.append((k, v))
    state["C"] = 2
    state["B"] = 1
print(seen)
for v in state.values():
    state["C"] = 9
    print(v, end=" ")
print()
ks = []
for k in state.keys():
    ks.append(k)
print(ks, list(state.items()))
try:
    for k in state.items():
        state["D"] = 4
except RuntimeError as e:
    print("RuntimeError:", e)
d = {1: "a", 2: "b"}
del d[1]
d[3] = "c"
print(list(d.items()), [k for k, _ in d.items()])
from collections import defaultdict, Counter
dd = defaultdict(int)
dd["x"] += 1
for k, v in dd.items():
    dd[k] = v + 10
print(dict(dd), sorted(Counter("abca").items()))
