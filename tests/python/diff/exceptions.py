# Exceptions: raise, try/except/else/finally, the built-in classes and the program's own.


class Found(Exception):
    pass


class BadMove(ValueError):
    def __init__(self, row, col):
        self.row = row
        self.col = col

    def describe(self):
        return f"no queen fits at r{self.row}c{self.col}"


def find(target, items):
    for i, x in enumerate(items):
        if x == target:
            raise Found(i)
    return -1


try:
    find(3, [5, 4, 3, 2])
except Found as e:
    print("found at", e.args[0], e)

print(find(9, [1, 2]))


def check(row, col, n):
    if not (0 <= row < n and 0 <= col < n):
        raise BadMove(row, col)
    return True


for r, c in [(1, 2), (5, 1), (-1, 0)]:
    try:
        check(r, c, 4)
    except BadMove as e:
        print(e.describe(), e.args, isinstance(e, ValueError), isinstance(e, Found))
    else:
        print("fits", r, c)
    finally:
        print("checked", r, c)


def classify(x):
    try:
        if x == 0:
            return 1 // x
        if x == 1:
            return [][x]
        if x == 2:
            return {}["k"]
        if x == 3:
            return int("abc")
        if x == 4:
            raise NotImplementedError
        if x == 5:
            raise RuntimeError("five", 5)
        return x
    except ZeroDivisionError as e:
        return ("zero", str(e))
    except (IndexError, KeyError) as e:
        return ("lookup", type(e).__name__, isinstance(e, LookupError))
    except ArithmeticError:
        return "never"
    except ValueError as e:
        return ("value", e.args)
    except Exception as e:
        return ("other", repr(e), str(e))


for x in range(7):
    print(x, classify(x))


def nested():
    log = []
    try:
        try:
            log.append("inner")
            raise KeyError("k")
        except KeyError:
            log.append("caught")
            raise
        finally:
            log.append("inner finally")
    except LookupError as e:
        log.append("outer " + repr(e))
    return log


print(nested())


def leave_early():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(-i)
    try:
        return out
    finally:
        out.append("done")


print(leave_early())


def chained():
    try:
        try:
            {}[1]
        except KeyError as e:
            raise ValueError("bad key") from e
    except ValueError as e:
        return (str(e), repr(e.__cause__))


print(chained())

count = 0


def search(depth):
    global count
    count += 1
    if depth == 4:
        raise Found(depth)
    for _ in range(2):
        search(depth + 1)


try:
    search(0)
except Found:
    print("stopped after", count, "calls")

try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args, str(e) == "")

try:
    assert 1 + 1 == 3, "arithmetic"
except AssertionError as e:
    print("assert:", e)

try:
    raise Exception("a", "b")
except Exception as e:
    print(e, len(e.args))

e = "still here"
try:
    pass
except Exception as e:
    pass
print(e)

try:
    try:
        raise TypeError("t")
    finally:
        print("cleanup")
except TypeError as err:
    print("then", err)

x = 0
while True:
    try:
        x += 1
        if x > 3:
            break
    except Exception:
        pass
print("x", x)


def leave_inner(words):
    # A continue or return inside a try that has both handlers and a finally: the handler
    # still catches what the body raised before it.
    seen = []
    for w in words:
        try:
            n = int(w)
            if n > 5:
                continue
            if n < 0:
                return seen
        except ValueError as e:
            seen.append("bad " + w)
        finally:
            seen.append("fin")
    return seen


print(leave_inner(["1", "x", "9", "-1", "y"]))
