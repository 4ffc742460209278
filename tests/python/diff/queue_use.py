# The queue module as a breadth-first search uses it: FIFO, LIFO and priority queues, their
# sizes, put and get, the _nowait forms and their Empty and Full, a bounded queue, task_done and join.
import queue
from queue import Queue, LifoQueue, PriorityQueue

q = Queue()
for i in range(5):
    q.put(i)
print(q.qsize(), q.empty(), q.full())
out = []
while q.qsize():
    out.append(q.get())
print(out, q.empty())
s = LifoQueue()
for c in "abc":
    s.put(c)
print(s.get(), s.get(), s.qsize())
p = PriorityQueue()
for x in [5, 1, 4, 2, 3]:
    p.put((x, str(x)))
print([p.get() for _ in range(5)])
b = queue.Queue(maxsize=2)
b.put_nowait(1)
b.put(2)
print(b.full(), b.qsize())
b.task_done(); b.task_done()
b.join()
print(type(q).__name__, type(p).__name__)
sq = queue.SimpleQueue()
sq.put(7)
print(sq.get(), sq.empty())


def bfs(graph, start):
    seen = {start}
    order = []
    todo = Queue()
    todo.put(start)
    while not todo.empty():
        node = todo.get()
        order.append(node)
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                todo.put(nxt)
    return order


print(bfs({0: [1, 2], 1: [3], 2: [3, 4], 3: [5], 4: [5], 5: []}, 0))
import queue
from queue import Queue, Empty, Full
q = Queue(maxsize=1)
try:
    q.get_nowait()
except queue.Empty:
    print("empty")
q.put(1)
try:
    q.put_nowait(2)
except Full as e:
    print("full", type(e).__name__, isinstance(e, Exception), repr(e))
try:
    q.get(block=False); q.get(False)
except Empty:
    print("empty again")
print(issubclass(Empty, Exception))
