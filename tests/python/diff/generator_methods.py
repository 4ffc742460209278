# A generator's send, throw and close, as coroutine-style code and cleanup use them.
def counter():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x


g = counter()
print(next(g))
print(g.send(3), g.send(4))
g.close()
print(next(g, "closed"))


def guarded():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught", repr(e))
        yield "recovered"
    finally:
        print("cleanup")


g = guarded()
print(next(g))
print(g.throw(ValueError("bad")))
g.close()

g = guarded()
print(next(g))
g.close()
g.close()

g = guarded()
print(next(g))
try:
    g.throw(KeyError)
except KeyError as e:
    print("propagated", repr(e))
try:
    next(g)
except StopIteration:
    print("done")


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "ignored"


s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print(repr(e))

fresh = counter()
try:
    fresh.send(5)
except TypeError as e:
    print(repr(e))
fresh.close()
try:
    next(fresh)
except StopIteration:
    print("a closed generator is done")
new = guarded()
try:
    new.throw(IndexError("early"))
except IndexError as e:
    print("raised at once", repr(e))
try:
    g.throw(3)
except TypeError as e:
    print(repr(e))

# What a generator returns is its StopIteration's value, once; yield from takes it too.
def numbers(n):
    for i in range(n):
        yield i
    return n * 10

g = numbers(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stopped", e.value, e.args, repr(e))
try:
    next(g)
except StopIteration as e:
    print("again", e.value, e.args)
print(next(g, "default"))

def running_sum():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

g = running_sum()
next(g)
g.send(3)
g.send(4)
try:
    g.send(None)
except StopIteration as e:
    print("sum", e.value)
print(StopIteration(5).value, StopIteration().value, StopIteration(1, 2).value)

def delegate():
    r = yield from numbers(3)
    print("numbers returned", r)

print(list(delegate()))
