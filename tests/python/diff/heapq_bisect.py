# heapq and bisect: the same heap lists and positions as CPython's.
import heapq
from bisect import bisect_left, bisect_right, insort, bisect

h = []
for x in [5, 1, 8, 3, 9, 2, 7, 1]:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(4)], h)
data = [9, 4, 7, 1, 8, 2, 6]
heapq.heapify(data)
print(data, heapq.heapreplace(data, 5), data, heapq.heappushpop(data, 0), data)
print(heapq.nlargest(3, [4, 1, 7, 3, 9]), heapq.nsmallest(2, ["bb", "a", "ccc"], key=len))
tasks = []
for priority, name in [(3, "c"), (1, "a"), (2, "b"), (1, "z")]:
    heapq.heappush(tasks, (priority, name))
order = []
while tasks:
    order.append(heapq.heappop(tasks)[1])
print(order)


def dijkstra(graph, start):
    dist = {start: 0}
    frontier = [(0, start)]
    while frontier:
        d, node = heapq.heappop(frontier)
        if d > dist.get(node, float("inf")):
            continue
        for nxt, w in graph[node]:
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                heapq.heappush(frontier, (nd, nxt))
    return dist


print(dijkstra({"a": [("b", 1), ("c", 4)], "b": [("c", 2), ("d", 5)], "c": [("d", 1)], "d": []}, "a"))
a = [1, 2, 4, 4, 8]
print(bisect_left(a, 4), bisect_right(a, 4), bisect(a, 0), bisect(a, 9), bisect_left(a, 4, 3))
insort(a, 5)
insort(a, 4)
print(a, bisect_left(["a", "c"], "b"), bisect_right([(1, "x")], (1, "y")))
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError", e)
