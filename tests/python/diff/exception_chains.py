# Exceptions raised while others are handled: __context__, __cause__, __suppress_context__.
def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise ValueError("missing " + k)


try:
    lookup({}, "x")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("wrapped") from z
except RuntimeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)

try:
    try:
        [][1]
    except IndexError:
        raise TypeError("quiet") from None
except TypeError as e:
    print(e.__cause__, repr(e.__context__), e.__suppress_context__)

# A finally body left by an exception handles it.
try:
    try:
        {}["k"]
    finally:
        int("x")
except ValueError as e:
    print(repr(e.__context__))

# A bare raise keeps the exception's own context.
try:
    try:
        raise KeyError("a")
    except KeyError:
        raise
except KeyError as e:
    print(repr(e), e.__context__)

# Handled in a caller: the callee's exception has the caller's as its context.
def fails():
    return 1 // 0


try:
    try:
        raise OSError("outer")
    except OSError:
        fails()
except ZeroDivisionError as e:
    print(repr(e.__context__))

# Nested handlers: the innermost one is the context.
try:
    try:
        raise ValueError(1)
    except ValueError:
        try:
            raise ValueError(2)
        except ValueError:
            raise ValueError(3)
except ValueError as e:
    print(repr(e), repr(e.__context__), repr(e.__context__.__context__))

# Raising the handled exception again by name: no loop.
try:
    try:
        raise ValueError("same")
    except ValueError as e:
        raise e
except ValueError as e:
    print(repr(e), e.__context__)

# A loop cut: the handled one's context was the new one.
first = ValueError("first")
try:
    try:
        raise first
    except ValueError as e1:
        try:
            raise KeyError("second")
        except KeyError as e2:
            raise first
except ValueError as e:
    print(repr(e.__context__), repr(e.__context__.__context__))

# After a handler, nothing is handled.
try:
    pass
except Exception:
    pass
try:
    raise IndexError("alone")
except IndexError as e:
    print(e.__context__)


class Manager:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, traceback):
        raise RuntimeError("in exit")


try:
    with Manager():
        raise ValueError("in body")
except RuntimeError as e:
    print(repr(e.__context__))


def gen():
    try:
        yield 1
        raise KeyError("in generator")
    except KeyError:
        yield 2
        raise ValueError("after yield")


g = gen()
print(next(g), next(g))
try:
    next(g)
except ValueError as e:
    print(repr(e.__context__))

# A bare raise in a function called by a handler raises the caller's exception again.
def again():
    raise


try:
    1 / 0
except ZeroDivisionError:
    try:
        again()
    except ZeroDivisionError as e:
        print("again", repr(e), e.__context__)
try:
    again()
except RuntimeError as e:
    print(repr(e))

# Uncaught: printed with the one it was raised from.
lookup({"y": 1}, "z")
