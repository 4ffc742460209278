//! `operator`: the operators as functions (`add`, `lt`, ...) and `itemgetter`, `attrgetter`,
//! written in Python in this module's prelude, so that an operator on the program's objects
//! runs their own methods as the operator itself would.

use crate::python::args::{arg_count, Outcome};
use crate::python::error::Res;
use crate::python::heap::Heap;
use crate::python::value::Value;
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "add",
    "sub",
    "mul",
    "truediv",
    "floordiv",
    "mod",
    "pow",
    "neg",
    "pos",
    "abs",
    "and_",
    "or_",
    "xor",
    "not_",
    "truth",
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "contains",
    "getitem",
    "itemgetter",
    "attrgetter",
    "index",
];

pub const PRELUDE: &str = r#"
def __op_binary(name, a, b):
    if name == "add":
        return a + b
    if name == "sub":
        return a - b
    if name == "mul":
        return a * b
    if name == "truediv":
        return a / b
    if name == "floordiv":
        return a // b
    if name == "mod":
        return a % b
    if name == "pow":
        return a ** b
    if name == "and_":
        return a & b
    if name == "or_":
        return a | b
    if name == "xor":
        return a ^ b
    if name == "eq":
        return a == b
    if name == "ne":
        return a != b
    if name == "lt":
        return a < b
    if name == "le":
        return a <= b
    if name == "gt":
        return a > b
    if name == "ge":
        return a >= b
    if name == "contains":
        return b in a
    return a[b]

def __op_itemgetter(items):
    if len(items) == 1:
        key = items[0]
        def itemgetter(obj):
            return obj[key]
        return itemgetter
    def itemgetter(obj):
        return tuple([obj[k] for k in items])
    return itemgetter

def __op_attrgetter(names):
    paths = [name.split(".") for name in names]
    def attrgetter(obj):
        found = []
        for path in paths:
            value = obj
            for name in path:
                value = getattr(value, name)
            found.append(value)
        if len(found) == 1:
            return found[0]
        return tuple(found)
    return attrgetter
"#;

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], _kw: &[Rc<str>]) -> Res<Outcome> {
    let delegate = |f: &'static str, args: Vec<Value>| Ok(Outcome::Delegate(f, args));
    match name {
        "itemgetter" | "attrgetter" => {
            arg_count(name, args, 1, usize::MAX)?;
            let items = heap.tuple(args.to_vec())?;
            let f = if name == "itemgetter" {
                "__op_itemgetter"
            } else {
                "__op_attrgetter"
            };
            delegate(f, vec![items])
        }
        "neg" | "pos" | "abs" | "not_" | "truth" | "index" => {
            arg_count(name, args, 1, 1)?;
            let a = &args[0];
            let v = match name {
                "neg" => crate::python::ops::unary(heap, crate::python::syntax::UnaryOp::Neg, a)?,
                "pos" => crate::python::ops::unary(heap, crate::python::syntax::UnaryOp::Pos, a)?,
                "abs" => crate::python::ops::absolute(heap, a)?,
                "not_" => Value::Bool(!heap.truthy(a)),
                "truth" => Value::Bool(heap.truthy(a)),
                _ => Value::Int(crate::python::args::int_arg(heap, a)?),
            };
            Ok(Outcome::Value(v))
        }
        _ => {
            arg_count(name, args, 2, 2)?;
            delegate(
                "__op_binary",
                vec![Value::str(name), args[0].clone(), args[1].clone()],
            )
        }
    }
}
