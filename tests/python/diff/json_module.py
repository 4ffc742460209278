# The json module: dumps and loads as CPython 3.11 writes and reads, errors included.
import json
from json import JSONDecodeError, dumps, loads

board = {"n": 4, "queens": [1, 3, 0, 2], "solved": True, "note": None, "ratio": 0.5}
print(json.dumps(board))
print(json.dumps(board, sort_keys=True))
print(json.dumps(board, indent=2))
print(json.dumps([[1, 2], [], {}, [[]]], indent=4))
print(json.dumps(board, separators=(",", ":")))
print(json.dumps([1, [2, 3]], indent="\t", separators=(",", " = ")))
print(json.dumps({3: "int", 2.5: "float", True: "t", False: "f", None: "n"}))
print(json.dumps("caf\u00e9 \u4e2d \U0001f600 \"q\" \\ \n\t\x01\x7f"))
print(json.dumps("caf\u00e9 \u4e2d \U0001f600", ensure_ascii=False))
print(json.dumps((1, 2)), json.dumps(2 ** 100), json.dumps(-0.0), json.dumps(1e100), json.dumps(3.14))
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
print(json.dumps({"b": 1, "a": [{"d": 2, "c": 3}]}, sort_keys=True, indent=1))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps("", indent=2))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


print(json.dumps([Point(1, 2)], default=lambda p: {"x": p.x, "y": p.y}))
print(json.dumps({"skip": 1, (1, 2): 3}, skipkeys=True))

for bad in [Point(0, 0), {(1, 2): 3}, {1, 2}, float("nan")]:
    try:
        print(json.dumps(bad, allow_nan=False))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

loop = [1]
loop.append(loop)
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError", e)

text = '{"n": 8, "cols": [0, 4, 7, 5, 2, 6, 1, 3], "ok": true, "none": null, "x": -1.5e3, "s": "a\\"b\\u00e9\\ud83d\\ude00\\n"}'
data = json.loads(text)
print(data, type(data["x"]).__name__)
print(loads("  [1, 2.0, -0, 1E2, 10e-1, \"\", {}, []]  "))
print(loads('{"a": 1, "a": 2}'), loads("NaN"), loads("-Infinity"), loads('"\\/\\b\\f\\r\\t"'))
print(json.loads(json.dumps(board)) == board)
print(loads("12345678901234567890123"), loads("0.1"), loads("1e400"), loads("[1e5]"))

bad_texts = ["", "  ", "[1, 2", "[1 2]", '{"a" 1}', "{'a': 1}", '{"a": 1,}', "[1,]", "nul", "[1] x",
             '"abc', '"a\\qb"', '"\\u12x4"', '"a\nb"', "01", "-", "{", '{"a":', "1.", "1e", "[-]", "\n\n  [1,\n  2,,]"]
for t in bad_texts:
    try:
        print(repr(loads(t)))
    except JSONDecodeError as e:
        print(repr(t), "->", e, e.msg, e.pos, e.lineno, e.colno, isinstance(e, ValueError))

try:
    loads(5)
except TypeError as e:
    print("TypeError", e)

import sys
json.dump({"to": "stdout"}, sys.stdout)
print()
print(json.dumps({"k": [1, {"deep": [True, False]}]}, indent=0))
print(type(json.JSONDecodeError).__name__, json.JSONDecodeError.__name__, issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads("[")
except ValueError as e:
    print(type(e), repr(e.doc))

# The dicts and tuples of collections are dicts and tuples to json, as to isinstance.
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

Move = namedtuple("Move", "row col")
counts = defaultdict(list)
counts["a"].append(1)
print(json.dumps([counts, Counter("abca"), OrderedDict(b=1, a=2), Move(1, 2)]))
print(isinstance(Move(0, 0), tuple), issubclass(Move, tuple), isinstance(Move(0, 0), (list, dict)))
for bad in [deque([1]), (i for i in range(2)), frozenset([1]), range(3)]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError", e)
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict))
