# Slice objects: `obj[1:5:2]` hands a class's own __getitem__, __setitem__ and __delitem__ a slice,
# `slice()` made by the program indexes lists, strings and tuples, and its parts, indices(),
# repr, equality and errors are CPython's.
class A:
    def __init__(self):
        self.data = list(range(10))
        self.log = []
    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.data[i]
        return self.data[i]
    def __setitem__(self, i, v):
        self.log.append(("set", i, v))
        self.data[i] = v
    def __delitem__(self, i):
        self.log.append(("del", i))
        del self.data[i]
a = A()
print(a[1:5], a[::2], a[1], a[-3:], a[::-1], a[slice(2, 4)])
a[1:3] = [7, 7, 7]
del a[::3]
del a[0]
print(a.data, a.log)
s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, repr(slice(3)), slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3))
print(type(s), type(s).__name__, isinstance(s, slice), slice)
print(s.indices(5), slice(None, None, -1).indices(4), slice(-100, 100).indices(7), slice(-2, None, -2).indices(9))
xs = list(range(10))
print(xs[s], "hello world"[slice(None, 5)], tuple(xs)[slice(-3, None)])
xs[slice(0, 2)] = ["a"]
del xs[slice(None, None, 2)]
print(xs)
try:
    hash(s)
except TypeError as e:
    print(e)
for bad in [(), (1, 2, 3, 4)]:
    try:
        slice(*bad)
    except TypeError as e:
        print(e)
try:
    slice(0, 1, 0).indices(3)
except ValueError as e:
    print(e)
try:
    slice("a").indices(3)
except TypeError as e:
    print(e)
print({1: slice(1)}[1], [slice(1, 2)])
