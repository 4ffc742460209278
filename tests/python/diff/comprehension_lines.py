# Comprehensions written over several lines, as formatters lay them out: CPython 3.11 puts a
# comprehension's jumps back on the line of the last comparison an `if` tests, so whether its
# items count steps depends on where that comparison stands.
xs = [0, 3, 1, 4, 1, 5, 9, 2, 6, 5]
s = {1, 2, 3}


def f(x):
    return x % 3


a = [x
     for x in xs]
b = [x for x in xs
     if x]
c = [
    x
    for x in xs
    if x > 2
]
d = [x for x in xs
     if x
     if x > 1]
e = [x + y
     for x in xs if x > 4
     for y in xs if y]
g = [x + y
     for x in xs
     for y in xs
     if y > 1]
h = [x + y
     for x in xs
     if x > 1
     for y in xs
     if y > 2]
i = {x: 1
     for x in xs
     if not x < 3}
j = {x
     for x in xs
     if x in s}
k = [x for x in xs if x and
     x > 1]
m = [
    x for x in xs if 0 < x < 5]
n = [x
     for x in xs
     if f(x)
     if x or x > 3]
p = [(x,
      x) for x in xs if x > 1]
q = [x
     for x in xs
     if (x
         > 1)]
r = [x
     for x in xs
     if (x if x > 2 else 0)]
print(a, b, c, d, e, g, h, i, j, k, m, n, p, q, r)

# Generator expressions: a generator resumed starts its count afresh.
print(sum(x
          for x in xs
          if x > 1))
print(sum(x for x in xs
          if x))
print(list(x * y
           for x in xs if x < 4
           for y in xs
           if y > 5))
gen = (x
       for x in range(100)
       if x % 7 == 3)
print(next(gen), next(gen), list(gen)[:3])


def search(n):
    found = []
    for row in range(n):
        cols = [
            c
            for c in range(n)
            if (row + c) % 3 != 1
        ]
        found.append(len(cols))
    return found


print(search(6))
