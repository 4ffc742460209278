# functools.wraps: the wrapper takes the wrapped function's name and keeps it as __wrapped__;
# an attribute the program gives a function is called as one.
import functools
def logged(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs)
    return wrapper
@logged
def place(row, col):
    return row * 10 + col
print(place.__name__, place(1, 2), place.__wrapped__.__name__, place.__wrapped__(3, 4))
def plain(f):
    def inner(*a):
        return f(*a)
    return inner
@plain
def solve(n):
    return n
print(solve.__name__)
print(getattr(place, "__wrapped__").__name__)
def f(): pass
f.g = len
print(f.g([1, 2]))
