//! `queue`: the queues a breadth-first search takes from the standard library: `Queue` (first
//! in, first out), `LifoQueue` (last in, first out), `PriorityQueue` (the smallest first, a
//! heap as `heapq` keeps it) and `SimpleQueue`, with `put`, `get`, their `_nowait` forms,
//! `qsize`, `empty` and `full`. Each is a class of the prelude's, so a program calls its
//! methods as it calls its own. The lab runs one thread: where CPython would wait for ever (a
//! `get` from an empty queue, a `put` into a full one, `join` with tasks not done), nothing
//! could ever wake it, so the lab raises a RuntimeError that says so. `get_nowait` from an
//! empty queue raises `queue.Empty`, `put_nowait` into a full one `queue.Full`, as CPython's.

use crate::python::args::{arg_count, kwarg, split_kw, Outcome};
use crate::python::error::{ErrorKind, Res};
use crate::python::heap::Heap;
use crate::python::value::{Module, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "Queue",
    "LifoQueue",
    "PriorityQueue",
    "SimpleQueue",
    "Empty",
    "Full",
];

/// The exception classes among the names.
pub fn class(name: &str) -> Option<ErrorKind> {
    match name {
        "Empty" => Some(ErrorKind::Empty),
        "Full" => Some(ErrorKind::Full),
        _ => None,
    }
}

pub const PRELUDE: &str = r#"
def __queue_raise(name):
    import queue
    return getattr(queue, name)()

def __queue_new(kind, maxsize):
    class Queue:
        def __init__(self, maxsize):
            self.maxsize = maxsize
            self.queue = []
            self._head = 0
            self.unfinished_tasks = 0
        def qsize(self):
            return len(self.queue) - self._head
        def empty(self):
            return self.qsize() == 0
        def full(self):
            return 0 < self.maxsize <= self.qsize()
        def put(self, item, block=True, timeout=None):
            if self.full():
                if block:
                    raise RuntimeError("put() into a full queue would wait for ever: no other thread can take from it")
                raise __queue_raise("Full")
            self._put(item)
            self.unfinished_tasks += 1
        def get(self, block=True, timeout=None):
            if self.empty():
                if block:
                    raise RuntimeError("get() from an empty queue would wait for ever: no other thread can put into it")
                raise __queue_raise("Empty")
            return self._get()
        def put_nowait(self, item):
            return self.put(item, False)
        def get_nowait(self):
            return self.get(False)
        def task_done(self):
            if self.unfinished_tasks <= 0:
                raise ValueError("task_done() called too many times")
            self.unfinished_tasks -= 1
        def join(self):
            if self.unfinished_tasks:
                raise RuntimeError("join() with tasks not done would wait for ever: no other thread can finish them")
        def _put(self, item):
            self.queue.append(item)
        def _get(self):
            item = self.queue[self._head]
            self._head += 1
            if self._head * 2 >= len(self.queue):
                del self.queue[:self._head]
                self._head = 0
            return item

    class LifoQueue(Queue):
        def _get(self):
            return self.queue.pop()

    class PriorityQueue(Queue):
        def _put(self, item):
            __hq_heappush(self.queue, item)
        def _get(self):
            return __hq_heappop(self.queue)

    class SimpleQueue(Queue):
        pass

    if kind == "LifoQueue":
        return LifoQueue(maxsize)
    if kind == "PriorityQueue":
        return PriorityQueue(maxsize)
    if kind == "SimpleQueue":
        return SimpleQueue(0)
    return Queue(maxsize)
"#;

pub fn call(name: &'static str, _heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    if !NAMES.contains(&name) || class(name).is_some() {
        return Err(super::not_callable(Module::Queue, name));
    }
    let (pos, kws) = split_kw(name, args, kw, &["maxsize"])?;
    let most = if name == "SimpleQueue" { 0 } else { 1 };
    arg_count(name, pos, 0, most)?;
    let maxsize = pos
        .first()
        .cloned()
        .or_else(|| kwarg(&kws, "maxsize"))
        .unwrap_or(Value::Int(0));
    Ok(Outcome::Delegate(
        "__queue_new",
        vec![Value::Str(name.into()), maxsize],
    ))
}
