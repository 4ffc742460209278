def add(a, b=10):
    return a + b


def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct


def fact(k):
    if k <= 1:
        return 1
    return k * fact(k - 1)


def fib(k):
    if k < 2:
        return k
    return fib(k - 1) + fib(k - 2)


def counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count
    return inc


def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]


total = 0


def bump(by):
    global total
    total += by


def outer():
    v = "outer"

    def middle():
        def inner():
            return v
        return inner()
    return middle()


def no_return():
    x = 1


def early(xs):
    for x in xs:
        if x > 2:
            return x
    return None


print(add(1), add(1, 2), add(b=5, a=1))
print(greet("Ann"), greet("Bob", punct="?"), greet("Cy", "Hi"))
print(fact(10), fib(15))
c = counter()
c()
c()
print(c())
print([f(10) for f in make_adders()])
bump(3)
bump(4)
print(total)
print(outer(), no_return(), early([1, 2, 3, 4]), early([]))
square = lambda z: z * z
print(square(7), (lambda: 5)())
print(sorted([3, -1, 2], key=lambda v: abs(v)), sorted(["bb", "a", "ccc"], key=len, reverse=True))
print(max([1, -5, 3], key=abs), min(["aa", "b"], key=len), max([], default=0))


def apply(fn, v):
    return fn(v)


print(apply(fact, 5), apply(lambda q: q + 1, 1))


def rec_depth(d):
    if d == 0:
        return 0
    return 1 + rec_depth(d - 1)


print(rec_depth(500))


def shadow(x):
    x = x + 1
    return x


x = 1
print(shadow(x), x)


def mutate(lst):
    lst.append(len(lst))


data = []
mutate(data)
mutate(data)
print(data)


def defaults_shared(item, bucket=[]):
    bucket.append(item)
    return bucket


defaults_shared(1)
print(defaults_shared(2))
