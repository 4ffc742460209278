//! `sys`: what a program asks of it in the lab. `setrecursionlimit` moves the machine's own
//! limit on nested calls (up to the lab's cap), `maxsize` is CPython's on 64 bits, and
//! `sys.stdout.write` prints. `sys.exit` raises SystemExit, as in CPython.

use super::Called;
use crate::python::args::{arg_count, int_arg, no_keywords, Outcome};
use crate::python::error::{type_error, ErrorKind, Exc, Res};
use crate::python::exceptions;
use crate::python::heap::Heap;
use crate::python::value::{Builtin, Member, Module, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "setrecursionlimit",
    "getrecursionlimit",
    "maxsize",
    "stdout",
    "exit",
    "argv",
    "version_info",
];

pub fn constant(name: &str) -> Option<Value> {
    match name {
        "maxsize" => Some(Value::Int(i64::MAX)),
        _ => None,
    }
}

/// `sys.stdout.write`.
pub fn member_attr(member: &str, name: &str) -> Option<Value> {
    match (member, name) {
        ("stdout", "write") => Some(Value::Builtin(Builtin::ModFn(
            Module::Sys,
            Member(&"stdout.write"),
        ))),
        ("stdout", "flush") => Some(Value::Builtin(Builtin::ModFn(
            Module::Sys,
            Member(&"stdout.flush"),
        ))),
        _ => None,
    }
}

pub fn call(
    name: &'static str,
    heap: &mut Heap,
    output: &mut String,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Called> {
    no_keywords(name, kw)?;
    let value = match name {
        "setrecursionlimit" => {
            arg_count(name, args, 1, 1)?;
            let n = int_arg(heap, &args[0])?;
            if n < 1 {
                return Err(Exc::new(
                    ErrorKind::ValueError,
                    "recursion_limit",
                    vec![],
                    "recursion limit must be greater or equal than 1".into(),
                ));
            }
            return Ok(Called::RecursionLimit(Some(n)));
        }
        "getrecursionlimit" => {
            arg_count(name, args, 0, 0)?;
            return Ok(Called::RecursionLimit(None));
        }
        "stdout.write" => {
            arg_count("write", args, 1, 1)?;
            let Value::Str(s) = &args[0] else {
                let t = heap.type_name(&args[0]);
                return Err(type_error(
                    "write_str",
                    vec![t.to_string()],
                    format!("write() argument must be str, not {t}"),
                ));
            };
            output.push_str(s);
            Value::Int(s.chars().count() as i64)
        }
        "stdout.flush" => Value::None,
        "exit" => {
            arg_count(name, args, 0, 1)?;
            let id = exceptions::new(heap, ErrorKind::SystemExit, None, args.to_vec())?;
            return Err(exceptions::error_of(heap, id));
        }
        _ => return Err(super::not_callable(Module::Sys, name)),
    };
    Ok(Called::Outcome(Outcome::Value(value)))
}
