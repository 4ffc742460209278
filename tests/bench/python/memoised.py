# Partitions of n into parts of at most k, memoised with functools.lru_cache: counted n times,
# the cache cleared before each.
from functools import lru_cache


@lru_cache(maxsize=None)
def ways(total, largest):
    if total == 0:
        return 1
    if total < 0 or largest == 0:
        return 0
    return ways(total - largest, largest) + ways(total, largest - 1)


counted = 0
for _ in range(n):
    ways.cache_clear()
    counted += ways(400, 400)
print(counted)
