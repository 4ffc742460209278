//! `sys`: what a program asks of it in the lab. `setrecursionlimit` moves the machine's own
//! limit on nested calls (up to the lab's cap), `maxsize` is CPython's on 64 bits, and
//! `sys.stdout.write` prints. `sys.stdin` reads the program's standard input, as `input()`
//! does (`readline`, `read`, `readlines`, and a loop over its lines). `sys.exit` raises
//! SystemExit, as in CPython.

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
    "set_int_max_str_digits",
    "get_int_max_str_digits",
    "maxsize",
    "stdout",
    "stdin",
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
        ("stdin", "readline") => Some(Value::Builtin(Builtin::ModFn(
            Module::Sys,
            Member(&"stdin.readline"),
        ))),
        ("stdin", "read") => Some(Value::Builtin(Builtin::ModFn(
            Module::Sys,
            Member(&"stdin.read"),
        ))),
        ("stdin", "readlines") => Some(Value::Builtin(Builtin::ModFn(
            Module::Sys,
            Member(&"stdin.readlines"),
        ))),
        _ => None,
    }
}

/// The lines of what is left to read, each with its newline (the last may have none).
pub fn lines_left(input: &str) -> impl Iterator<Item = &str> {
    input.split_inclusive('\n')
}

pub fn call(
    name: &'static str,
    heap: &mut Heap,
    output: &mut String,
    (input, read): (&str, &mut usize),
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
        "get_int_max_str_digits" => {
            arg_count(name, args, 0, 0)?;
            Value::Int(heap.int_max_str_digits as i64)
        }
        "set_int_max_str_digits" => {
            arg_count(name, args, 1, 1)?;
            let n = int_arg(heap, &args[0])?;
            if n != 0 && n < 640 {
                return Err(Exc::new(
                    ErrorKind::ValueError,
                    "int_max_str_digits_range",
                    vec![],
                    "maxdigits must be 0 or larger than 640".into(),
                ));
            }
            heap.int_max_str_digits = n as usize;
            Value::None
        }
        // At the end, "" (not EOFError, as `input()` raises).
        "stdin.readline" => {
            arg_count("readline", args, 0, 0)?;
            let line = lines_left(&input[*read..]).next().unwrap_or("");
            *read += line.len();
            Value::str(line)
        }
        "stdin.read" => {
            arg_count("read", args, 0, 0)?;
            let rest = &input[*read..];
            *read = input.len();
            Value::str(rest)
        }
        "stdin.readlines" => {
            arg_count("readlines", args, 0, 0)?;
            let lines = lines_left(&input[*read..]).map(Value::str).collect();
            *read = input.len();
            heap.list(lines)?
        }
        "exit" => {
            arg_count(name, args, 0, 1)?;
            let id = exceptions::new(heap, ErrorKind::SystemExit, None, args.to_vec())?;
            return Err(exceptions::error_of(heap, id));
        }
        _ => return Err(super::not_callable(Module::Sys, name)),
    };
    Ok(Called::Outcome(Outcome::Value(value)))
}
