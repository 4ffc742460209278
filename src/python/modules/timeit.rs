//! `timeit`: how long a function takes, by the lab's clock (its step counter, as `time`'s: a
//! step is a microsecond), so two strategies timed here compare the same on every machine.
//! `timeit(stmt, setup, number=1000000)` calls `setup` once, then `stmt` `number` times, and
//! gives the seconds taken; `repeat` does it `repeat` times and gives the list;
//! `default_timer` is `time.perf_counter`. The statement must be a function: a string of
//! code would need `exec`, which the lab does not run.

use crate::python::args::{arg_count, kwarg, split_kw, Outcome};
use crate::python::error::{unsupported_words, Res};
use crate::python::value::{Builtin, Member, Module, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &["timeit", "repeat", "default_timer"];

/// The loops, in the prelude: the statement's own steps are the time it takes.
pub const PRELUDE: &str = r#"
def __timeit(stmt, setup, number, times):
    import time
    if setup is not None:
        setup()
    taken = []
    for _ in range(times):
        start = time.perf_counter()
        for _ in range(number):
            stmt()
        taken.append(time.perf_counter() - start)
    return taken

def __timeit_once(stmt, setup, number, times):
    return __timeit(stmt, setup, number, times)[0]
"#;

/// `timeit.default_timer`, which is `time.perf_counter`.
pub fn constant(name: &str) -> Option<Value> {
    (name == "default_timer").then_some(Value::Builtin(Builtin::ModFn(
        Module::Time,
        Member(&"perf_counter"),
    )))
}

pub fn call(name: &'static str, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    let (pos, kws) = split_kw(
        name,
        args,
        kw,
        &["stmt", "setup", "timer", "number", "repeat", "globals"],
    )?;
    arg_count(name, pos, 0, 5)?;
    let given = |i: usize, key: &str| pos.get(i).cloned().or_else(|| kwarg(&kws, key));
    let stmt = given(0, "stmt").unwrap_or(Value::None);
    let setup = given(1, "setup").unwrap_or(Value::None);
    if matches!(stmt, Value::Str(_)) || matches!(&setup, Value::Str(s) if &**s != "pass") {
        return Err(unsupported_words(
            "timeit_string",
            "",
            "timeit of a string of code (give it a function: timeit(lambda: solve(8)))",
        ));
    }
    let setup = if matches!(setup, Value::Str(_)) {
        Value::None
    } else {
        setup
    };
    let number = given(3, "number").unwrap_or(Value::Int(1_000_000));
    let (times, first) = match name {
        "repeat" => (given(4, "repeat").unwrap_or(Value::Int(5)), false),
        _ => (Value::Int(1), true),
    };
    Ok(Outcome::Delegate(
        if first { "__timeit_once" } else { "__timeit" },
        vec![stmt, setup, number, times],
    ))
}
