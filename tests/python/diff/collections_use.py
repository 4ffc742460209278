# collections as learners use it: deque for a breadth-first search, defaultdict and Counter
# for counting and grouping, OrderedDict.
from collections import deque, defaultdict, Counter, OrderedDict
import collections


def knight_distance(n, start, goal):
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        (r, c), d = queue.popleft()
        if (r, c) == goal:
            return d
        for dr, dc in [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]:
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and (nr, nc) not in seen:
                seen.add((nr, nc))
                queue.append(((nr, nc), d + 1))
    return -1


print(knight_distance(8, (0, 0), (7, 7)), knight_distance(3, (0, 0), (1, 1)))
d = deque([1, 2, 3], maxlen=4)
d.append(4)
d.append(5)
d.appendleft(0)
print(d, len(d), d[0], d[-1], 3 in d, list(d), d.pop(), d.popleft(), d)
d.extend([7, 8])
d.rotate(1)
print(d, d.count(7), d.index(8))
d.rotate(-2)
d.extendleft("ab")
print(d, bool(deque()), deque(), sorted(deque([3, 1, 2])))
try:
    deque().pop()
except IndexError as e:
    print(e)

groups = defaultdict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups, dict(groups), groups["z"], len(groups))
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(sorted(counts.items()), isinstance(counts, dict), type(counts).__name__)

c = Counter("mississippi")
print(c, c["s"], c["z"], c.most_common(2), sorted(c.elements())[:5])
c.update("sip")
c.subtract({"i": 10})
print(c, c.total(), Counter([1, 1, 2]) == Counter({1: 2, 2: 1}))
words = Counter(w for w in "the cat and the hat and the bat".split())
print(words.most_common(1), sum(words.values()), list(words))

o = OrderedDict()
o["b"] = 1
o["a"] = 2
print(o, list(o.keys()), OrderedDict([("x", 1)]), collections.OrderedDict())
try:
    {}["missing"]
except KeyError as e:
    print("KeyError", e)

# The classes of collections subscripted in annotations, as typed code writes them.
frontier: deque[tuple[int, int]] = deque([(0, 0)])
seen: defaultdict[int, list[int]] = defaultdict(list)
tally: Counter[str] = Counter("abca")
print(frontier.popleft(), dict(seen), tally.most_common(1))

# A defaultdict whose factory is the program's code (a lambda, a function, a class) or a class
# of collections: called for a missing key, as CPython's __missing__ does.
from collections import Counter, defaultdict, deque

best = defaultdict(lambda: float("inf"))
best["a"] = 3
print(best["a"], best["b"], dict(best))
nested = defaultdict(lambda: defaultdict(int))
for a, b in [("x", 1), ("x", 2), ("y", 1), ("x", 1)]:
    nested[a][b] += 1
print({k: dict(v) for k, v in nested.items()})


def fresh_pair():
    return [0, 0]


pairs = defaultdict(fresh_pair)
pairs[1][0] += 5
print(dict(pairs), 2 in pairs, pairs.get(3))
queues = defaultdict(deque)
queues["k"].append(1)
counts = defaultdict(Counter)
counts[1]["z"] += 2
print(queues, counts)


class Node:
    def __init__(self):
        self.children = []


tree = defaultdict(Node)
tree["root"].children.append(1)
print(len(tree), tree["root"].children)

# Deques compare item by item, as lists do (and never equal a list).
print(deque([1, 2, 3]) == deque([1, 2, 3]), deque([1, 2, 3]) == deque([1, 2]), deque() == deque())
print(deque([1]) == [1], deque([1, 2]) < deque([1, 3]), deque("ab") != deque("ab"))
