# pprint as programs print boards and results with it; str.splitlines at every boundary, and
# repr escaping what is not printable.
from pprint import pprint, pformat, pp
import pprint as pprint_module
board = [[5, 3, 0, 0, 7, 0, 0, 0, 0], [6, 0, 0, 1, 9, 5, 0, 0, 0], [0, 9, 8, 0, 0, 0, 0, 6, 0]]
pprint(board)
pprint([[0] * 4 for _ in range(4)])
pprint({"b": 1, "a": [1, 2], "c": {"z": 1, "y": 2}})
pp({"b": 1, "a": 2})
pprint(list(range(40)))
pprint(list(range(40)), compact=True)
pprint({"queens": [(r, c) for r, c in enumerate([1, 3, 0, 2, 4, 6, 8, 5, 7])], "n": 9, "solutions": 352, "names": {7, 8, 9}})
pprint("the quick brown fox jumps over the lazy dog " * 3)
pprint([{"row": r, "cells": list(range(r * 10, r * 10 + 10))} for r in range(3)], width=60)
print(pformat((1, (2, 3)), width=5), pformat([1, [2, [3, [4]]]], depth=2))
pprint(set(range(30)), width=40)
pprint(frozenset(range(25)), width=40)
pprint(tuple(range(30)), indent=4)
print(pprint_module.saferepr({"b": 2, "a": 1}), pformat([]), pformat({}), pformat(()))
pprint({"k" * 30: "v" * 60, "a": [1] * 30})
for s in ["a\nb\r\nc\rd", "x\n", "", "\n\n", "a\x0bb\x1cc\u2028d"]:
    print(s.splitlines(), s.splitlines(True), s.splitlines(keepends=True))
print(repr("a\u00a0b\u200bc\U000f0000\x7f\u3000 é中"), "\u2028".isprintable(), "é".isprintable(), " ".isprintable())
