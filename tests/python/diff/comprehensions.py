n = 5
squares = [i * i for i in range(n)]
evens = [i for i in range(10) if i % 2 == 0]
pairs = [(a, b) for a in range(3) for b in range(a)]
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
print(squares, evens, pairs, grid)
words = ["apple", "bob", "kayak", "level", "zed"]
pal = [w for w in words if w == w[::-1]]
lengths = {w: len(w) for w in words}
firsts = {w[0] for w in words}
print(pal, lengths, sorted(firsts))
nested = [[i * j for j in range(1, 4)] for i in range(1, 4)]
print(nested, [x for row in nested for x in row if x % 2])
print(sum(1 for w in words if "a" in w), any(len(w) > 4 for w in words), all(w for w in words))
g = (x * 2 for x in range(4))
print(list(g), list(g))
print(sorted((v for v in [3, 1, 2]), reverse=True), tuple(c for c in "hi"), "-".join(str(i) for i in range(4)))
print(max((len(w), w) for w in words), min(w for w in words))
total = 0
for v in (i for i in range(5) if i != 2):
    total += v
print(total)
m = [[1, 2], [3, 4]]
t = [[row[i] for row in m] for i in range(2)]
print(t)
x = 10
print([x for x in range(3)], x)
print({k: v for k, v in zip("abc", range(3)) if v > 0}, set(c for c in "banana") == {"a", "b", "n"})
print([i for i in range(3)] + [9], [[]] * 2)
