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
