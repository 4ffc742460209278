# lru_cache and cache as CPython keeps them: an exception leaves nothing cached, keyword
# arguments are part of the key, maxsize drops the least recently used, objects as arguments
# stay alive in the key, a generator function's generator is cached, cache_info a named tuple.
from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fail_at(n):
    if n == 3:
        raise ValueError(n)
    return n + fail_at(n + 1) if n < 6 else n

for start in (4, 1, 2, 5):
    try:
        print(start, fail_at(start))
    except ValueError as e:
        print("failed", start, e)
print(fail_at.cache_info())

@cache
def walk(n, step=1, *, label="x"):
    return [] if n <= 0 else walk(n - step, step, label=label) + [label + str(n)]

print(walk(5), walk(5, 2, label="y"), walk(n=5), walk.cache_info())

class Box:
    def __init__(self, v):
        self.v = v

@lru_cache(maxsize=2)
def unbox(b, extra=()):
    b = None
    return extra

boxes = [Box(i) for i in range(4)]
for b in boxes + boxes[:2]:
    print(unbox(b, (1, b.v)), end=" ")
print(unbox.cache_info())

@lru_cache(maxsize=None)
def gen(n):
    yield from range(n)

print(list(gen(3)), list(gen(3)), gen.cache_info())
