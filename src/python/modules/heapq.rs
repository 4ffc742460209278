//! `heapq` and `bisect`: a binary heap kept in a list and binary search in a sorted list, in
//! Python in this module's prelude (library code, no steps), with CPython's results: the same
//! sift order, so a heap's list reads the same after the same pushes and pops.

use crate::python::args::{arg_count, kwarg, split_kw, Outcome};
use crate::python::error::Res;
use crate::python::heap::Heap;
use crate::python::value::{Module, Value};
use std::rc::Rc;

pub const HEAPQ_NAMES: &[&str] = &[
    "heappush",
    "heappop",
    "heapify",
    "heappushpop",
    "heapreplace",
    "nlargest",
    "nsmallest",
    "merge",
];

pub const BISECT_NAMES: &[&str] = &[
    "bisect_left",
    "bisect_right",
    "bisect",
    "insort_left",
    "insort_right",
    "insort",
];

pub const PRELUDE: &str = r#"
def __hq_down(heap, start, pos):
    item = heap[pos]
    while pos > start:
        parent = (pos - 1) >> 1
        if item < heap[parent]:
            heap[pos] = heap[parent]
            pos = parent
        else:
            break
    heap[pos] = item

def __hq_up(heap, pos):
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    __hq_down(heap, start, pos)

def __hq_heappush(heap, item):
    heap.append(item)
    __hq_down(heap, 0, len(heap) - 1)

def __hq_heappop(heap):
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        top = heap[0]
        heap[0] = last
        __hq_up(heap, 0)
        return top
    return last

def __hq_heapify(heap):
    for i in reversed(range(len(heap) // 2)):
        __hq_up(heap, i)

def __hq_heapreplace(heap, item):
    if not heap:
        raise IndexError("index out of range")
    top = heap[0]
    heap[0] = item
    __hq_up(heap, 0)
    return top

def __hq_heappushpop(heap, item):
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        __hq_up(heap, 0)
    return item

def __hq_merge(iterables, key, reverse):
    if reverse:
        yield from sorted([x for it in iterables for x in it], key=key, reverse=True)
        return
    heap = []
    for i, it in enumerate(iterables):
        it = iter(it)
        for x in it:
            __hq_heappush(heap, (x if key is None else key(x), i, x, it))
            break
    while heap:
        k, i, x, it = heap[0]
        yield x
        for y in it:
            __hq_heapreplace(heap, (y if key is None else key(y), i, y, it))
            break
        else:
            __hq_heappop(heap)

def __hq_nsmallest(n, iterable, key, largest):
    items = sorted(iterable, key=key, reverse=largest)
    return items[:n]

def __bs_bisect(a, x, lo, hi, key, right):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi is None:
        hi = len(a)
    if key is not None:
        x = key(x)
    while lo < hi:
        mid = (lo + hi) // 2
        item = a[mid] if key is None else key(a[mid])
        if (x < item) if right else (item < x):
            if right:
                hi = mid
            else:
                lo = mid + 1
        elif right:
            lo = mid + 1
        else:
            hi = mid
    return lo

def __bs_insort(a, x, lo, hi, key, right):
    a.insert(__bs_bisect(a, x, lo, hi, key, right), x)
"#;

pub fn call(
    m: Module,
    name: &'static str,
    heap: &mut Heap,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    let delegate = |f: &'static str, args: Vec<Value>| Ok(Outcome::Delegate(f, args));
    match (m, name) {
        (Module::Heapq, "heappush" | "heappushpop" | "heapreplace") => {
            arg_count(name, args, 2, 2)?;
            let f = match name {
                "heappush" => "__hq_heappush",
                "heappushpop" => "__hq_heappushpop",
                _ => "__hq_heapreplace",
            };
            delegate(f, args.to_vec())
        }
        (Module::Heapq, "heappop" | "heapify") => {
            arg_count(name, args, 1, 1)?;
            let f = if name == "heappop" {
                "__hq_heappop"
            } else {
                "__hq_heapify"
            };
            delegate(f, args.to_vec())
        }
        // `merge(*iterables, key=None, reverse=False)`: lazy, as CPython's.
        (Module::Heapq, "merge") => {
            let (pos, kws) = split_kw(name, args, kw, &["key", "reverse"])?;
            let key = kwarg(&kws, "key").unwrap_or(Value::None);
            let reverse = kwarg(&kws, "reverse").unwrap_or(Value::Bool(false));
            let iterables = heap.tuple(pos.to_vec())?;
            delegate("__hq_merge", vec![iterables, key, reverse])
        }
        (Module::Heapq, "nlargest" | "nsmallest") => {
            let (pos, kws) = split_kw(name, args, kw, &["key"])?;
            arg_count(name, pos, 2, 2)?;
            let key = kwarg(&kws, "key").unwrap_or(Value::None);
            let largest = Value::Bool(name == "nlargest");
            delegate(
                "__hq_nsmallest",
                vec![pos[0].clone(), pos[1].clone(), key, largest],
            )
        }
        (Module::Bisect, _) => {
            let (pos, kws) = split_kw(name, args, kw, &["lo", "hi", "key"])?;
            arg_count(name, pos, 2, 4)?;
            let lo = pos
                .get(2)
                .cloned()
                .or_else(|| kwarg(&kws, "lo"))
                .unwrap_or(Value::Int(0));
            let hi = pos
                .get(3)
                .cloned()
                .or_else(|| kwarg(&kws, "hi"))
                .unwrap_or(Value::None);
            let key = kwarg(&kws, "key").unwrap_or(Value::None);
            let right = Value::Bool(!name.ends_with("_left"));
            let f = if name.starts_with("insort") {
                "__bs_insort"
            } else {
                "__bs_bisect"
            };
            delegate(f, vec![pos[0].clone(), pos[1].clone(), lo, hi, key, right])
        }
        _ => Err(super::not_callable(m, name)),
    }
}
