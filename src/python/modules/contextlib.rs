//! `contextlib`: the context managers a program may use with `with` without writing a class.
//! `suppress(*exceptions)` swallows the exceptions of those classes that its body raises, and
//! `nullcontext(value)` gives `value` and does nothing else; each is a class of the prelude's,
//! so `with` finds its `__enter__` and `__exit__` as it finds a program's own. A generator
//! turned into a manager (`contextmanager`) is refused by name.

use crate::python::builtins::{arg_count, no_keywords, Outcome};
use crate::python::error::{unsupported, Res};
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
        "contextmanager" => Err(unsupported("contextlib.contextmanager")),
        _ => Err(super::not_callable(Module::Contextlib, name)),
    }
}
