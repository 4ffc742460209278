# heapq.merge and itertools.tee, lazy as CPython's.
import heapq
from itertools import tee, count, islice
print(list(heapq.merge([1, 4, 7], [2, 5], [0, 9])), list(heapq.merge(["b", "d"], ["a", "c"], key=str.upper)))
print(list(heapq.merge([7, 4, 1], [5, 2], reverse=True)), list(heapq.merge()), list(heapq.merge([1, 1], [1])))
a, b = tee(x * x for x in range(4))
print(list(a), list(b))
x, y, z = tee(count(), 3)
print(list(islice(x, 3)), next(y), list(islice(z, 2)), next(y))
print(len(tee([1], 5)), tee([1, 2], 0))
