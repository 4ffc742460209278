//! `contextlib`: the context managers a program may use with `with` without writing a class.
//! `suppress(*exceptions)` swallows the exceptions of those classes that its body raises, and
//! `nullcontext(value)` gives `value` and does nothing else; each is a class of the prelude's,
//! so `with` finds its `__enter__` and `__exit__` as it finds a program's own; so is the
//! manager `contextmanager` makes of a generator function, which runs the generator to its
//! `yield` on entering and on from there on leaving (throwing in what the body raised).

use crate::python::args::{arg_count, no_keywords, Outcome};
use crate::python::error::Res;
use crate::python::heap::Heap;
use crate::python::value::{Module, Obj, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &["suppress", "nullcontext", "contextmanager"];

pub const PRELUDE: &str = r#"
def __suppress(exceptions):
    class suppress:
        def __enter__(self):
            pass
        def __exit__(self, kind, value, traceback):
            return kind is not None and issubclass(kind, exceptions)
    return suppress()

def __contextmanager(func):
    class _GeneratorContextManager:
        def __init__(self, gen):
            self.gen = gen
        def __enter__(self):
            try:
                return next(self.gen)
            except StopIteration:
                raise RuntimeError("generator didn't yield") from None
        def __exit__(self, kind, value, traceback):
            if kind is None:
                for _ in self.gen:
                    raise RuntimeError("generator didn't stop")
                return False
            try:
                self.gen.throw(value)
            except StopIteration as stopped:
                return stopped is not value
            except BaseException as raised:
                if raised is value:
                    return False
                raise
            raise RuntimeError("generator didn't stop after throw()")
    return lambda *args, **kwds: _GeneratorContextManager(func(*args, **kwds))

def __nullcontext(enter_result):
    class nullcontext:
        def __enter__(self):
            return enter_result
        def __exit__(self, kind, value, traceback):
            pass
    return nullcontext()
"#;

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    no_keywords(name, kw)?;
    match name {
        "suppress" => {
            let exceptions = heap.alloc(Obj::Tuple(args.to_vec()))?;
            Ok(Outcome::Delegate(
                "__suppress",
                vec![Value::Obj(exceptions)],
            ))
        }
        "nullcontext" => {
            arg_count(name, args, 0, 1)?;
            let value = args.first().cloned().unwrap_or(Value::None);
            Ok(Outcome::Delegate("__nullcontext", vec![value]))
        }
        "contextmanager" => {
            arg_count(name, args, 1, 1)?;
            Ok(Outcome::Delegate("__contextmanager", vec![args[0].clone()]))
        }
        _ => Err(super::not_callable(Module::Contextlib, name)),
    }
}
