# Random regular expressions for the differential test of the `re` module
# (tests/python.rs, cpython_agrees_on_generated_regular_expressions): `python3 re_patterns.py SEED`
# prints a program that compiles 400 patterns of a small grammar (groups, look-arounds, atomic
# groups, back-references, every kind of repetition, anchors, classes, flags) and prints what
# search, findall, sub, split, finditer and fullmatch make of each on three short texts.
import random, sys
rng = random.Random(int(sys.argv[1]))
def atom(d, groups):
    r = rng.random()
    if d > 2 or r < 0.45:
        return rng.choice(["a", "b", ".", "[ab]", "[^a]", r"\d", r"\w", r"\s", "1", " ", "[a-c1]", r"\b", "^", "$", r"\B"])
    if r < 0.6:
        groups[0] += 1
        return "(" + expr(d + 1, groups) + ")"
    if r < 0.7:
        return "(?:" + expr(d + 1, groups) + ")"
    if r < 0.75:
        return "(?=" + expr(d + 1, groups) + ")"
    if r < 0.8:
        return "(?!" + expr(d + 1, groups) + ")"
    if r < 0.85 and groups[0] > 0:
        return "\\" + str(rng.randint(1, groups[0]))
    if r < 0.9:
        return "(?<=" + rng.choice(["a", "b", "ab", "[ab]", r"\d"]) + ")"
    return "(?>" + expr(d + 1, groups) + ")"
def piece(d, groups):
    a = atom(d, groups)
    if a in ("^", "$", r"\b", r"\B") or a.startswith("(?=") or a.startswith("(?!") or a.startswith("(?<="):
        return a
    q = rng.choice(["", "", "", "*", "+", "?", "*?", "+?", "??", "{1,2}", "{2}", "{,2}", "*+", "++"])
    return a + q
def expr(d, groups):
    s = "".join(piece(d, groups) for _ in range(rng.randint(1, 3)))
    if rng.random() < 0.25:
        s += "|" + "".join(piece(d, groups) for _ in range(rng.randint(1, 2)))
    return s
print("import re")
for i in range(400):
    groups = [0]
    p = expr(0, groups)
    texts = ["".join(rng.choice("ab1 \n") for _ in range(rng.randint(0, 7))) for _ in range(3)]
    flags = rng.choice(["0", "re.I", "re.M", "re.S", "re.A"])
    print(f"try:\n    c = re.compile({p!r}, {flags})\n    for t in {texts!r}:\n        m = c.search(t)\n        print({i}, repr(t), c.findall(t), m and (m.span(), m.groups(), m.lastindex), c.sub('<\\\\g<0>>', t), c.split(t), [x.span() for x in c.finditer(t)], c.fullmatch(t) is not None)\nexcept re.error as e:\n    print({i}, 'error', e)")
