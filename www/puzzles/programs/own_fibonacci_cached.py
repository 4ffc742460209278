# Fibonacci with a cache: @lru_cache keeps each fib(k) once it is worked out, and a second
# call of fib(k) is answered from the cache without a call of its own. The 25 calls of the
# plain recursion become 7, and the 4 answers from the cache stand for the other 18.
from functools import lru_cache

n = 6


@lru_cache(maxsize=None)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(n))
