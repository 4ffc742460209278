//! The standard modules a program may import, implemented in the core: no files, no
//! network, CPython's names, signatures and results. A module is a [`Module`] value; its
//! members are [`Builtin::ModFn`] values (a function, a class, or an object such as
//! `sys.stdout`) or plain constants (`math.pi`). Each module is a file of its own here;
//! this one finds a module and its members and sends calls to the file that implements them.
//! Library code costs no steps, as CPython's C library reports no line events.

pub mod collections;
pub mod contextlib;
pub mod copy;
pub mod dataclasses;
pub mod datetime;
pub mod enums;
pub mod fractions;
pub mod functools;
pub mod heapq;
pub mod itertools;
pub mod json;
pub mod math;
pub mod operator;
pub mod pprint;
pub mod queue;
pub mod random;
pub mod re;
pub mod sre;
pub mod string;
pub mod sys;
pub mod time;
pub mod timeit;
pub mod typing;

use super::args::Outcome;
use super::error::{ErrorKind, Exc, Res};
use super::heap::Heap;
use super::value::*;
use std::rc::Rc;

/// The Python the modules are written in, compiled with every program as hidden code (see
/// `builtins::PRELUDE`), packed as the lab ships it.
pub const PRELUDES: &[&str] = &[
    packed!(itertools::PRELUDE),
    packed!(heapq::PRELUDE),
    packed!(operator::PRELUDE),
    packed!(contextlib::PRELUDE),
    packed!(queue::PRELUDE),
    packed!(timeit::PRELUDE),
    packed!(dataclasses::PRELUDE),
    packed!(re::PRELUDE),
    packed!(pprint::PRELUDE),
    packed!(json::PRELUDE),
    packed!(datetime::PRELUDE),
    packed!(fractions::PRELUDE),
];

/// What a module call may ask of the machine beyond a value.
pub enum Called {
    Outcome(Outcome),
    /// `sys.setrecursionlimit(n)` (`Some`) or `sys.getrecursionlimit()` (`None`).
    RecursionLimit(Option<i64>),
}

/// The public names of a module, as `from m import *` binds them and `dir` would list them.
pub fn names(m: Module) -> &'static [&'static str] {
    match m {
        Module::Future => typing::FUTURE_NAMES,
        Module::Typing => typing::NAMES,
        Module::Math => math::NAMES,
        Module::Sys => sys::NAMES,
        Module::Copy => copy::NAMES,
        Module::String => string::NAMES,
        Module::Functools => functools::NAMES,
        Module::Itertools => itertools::NAMES,
        Module::Heapq => heapq::HEAPQ_NAMES,
        Module::Bisect => heapq::BISECT_NAMES,
        Module::Collections => collections::NAMES,
        Module::CollectionsAbc => typing::ABC_NAMES,
        Module::Random => random::NAMES,
        Module::Time => time::NAMES,
        Module::Timeit => timeit::NAMES,
        Module::Dataclasses => dataclasses::NAMES,
        Module::Operator => operator::NAMES,
        Module::Contextlib => contextlib::NAMES,
        Module::Queue => queue::NAMES,
        Module::Enum => enums::NAMES,
        Module::Re => re::NAMES,
        Module::Pprint => pprint::NAMES,
        Module::Json => json::NAMES,
        Module::Datetime => datetime::NAMES,
        Module::Fractions => fractions::NAMES,
    }
}

/// `import name`: the module, or Python's ModuleNotFoundError, saying which modules the lab
/// has (the page's explanation says it runs one file of Python with them).
pub fn import(name: &str) -> Res<Module> {
    Module::named(name).ok_or_else(|| {
        Exc::new(
            ErrorKind::ModuleNotFoundError,
            "no_module",
            vec![name.into()],
            format!("No module named '{name}'"),
        )
    })
}

/// `module.name`: a member's value, if the module has it.
pub fn attr(m: Module, name: &str) -> Option<Value> {
    let hidden: &[&'static str] = if m == Module::Re { re::HIDDEN } else { &[] };
    let member = names(m).iter().chain(hidden).find(|n| **n == name)?;
    Some(match m {
        Module::Math => {
            math::constant(member).unwrap_or(Value::Builtin(Builtin::ModFn(m, Member(member))))
        }
        Module::Sys => {
            sys::constant(member).unwrap_or(Value::Builtin(Builtin::ModFn(m, Member(member))))
        }
        Module::String => string::constant(member),
        Module::Queue if queue::class(member).is_some() => {
            Value::Builtin(Builtin::ExcType(queue::class(member)?))
        }
        Module::Typing if *member == "TYPE_CHECKING" => Value::Bool(false),
        Module::Timeit => {
            timeit::constant(member).unwrap_or(Value::Builtin(Builtin::ModFn(m, Member(member))))
        }
        Module::Re if *member == "error" => Value::Builtin(Builtin::ExcType(ErrorKind::ReError)),
        Module::Datetime if datetime::constant(member).is_some() => datetime::constant(member)?,
        Module::Json if *member == "JSONDecodeError" => {
            Value::Builtin(Builtin::ExcType(ErrorKind::JSONDecodeError))
        }
        Module::Re => {
            re::constant(member).unwrap_or(Value::Builtin(Builtin::ModFn(m, Member(member))))
        }
        Module::Collections if *member == "abc" => {
            Value::Builtin(Builtin::Module(Module::CollectionsAbc))
        }
        _ => Value::Builtin(Builtin::ModFn(m, Member(member))),
    })
}

/// The classes the prelude defines for the modules, each as (its name in the prelude, its
/// module, its name there).
fn prelude_classes() -> impl Iterator<Item = (&'static str, Module, &'static str)> {
    let classes = |module, classes: &'static [(&str, &str)]| {
        classes
            .iter()
            .map(move |(prelude, name)| (*prelude, module, *name))
    };
    classes(Module::Datetime, datetime::CLASSES)
        .chain(classes(Module::Fractions, fractions::CLASSES))
}

/// The module and the name of a class the prelude defines under this name.
pub fn class_named(prelude: &str) -> Option<(Module, &'static str)> {
    prelude_classes()
        .find(|(p, ..)| *p == prelude)
        .map(|(_, m, name)| (m, name))
}

/// The prelude's name for a module's member that is a class written in Python
/// (`datetime.date`): the machine holds it among the prelude's objects.
pub fn prelude_class(m: Module, member: &str) -> Option<&'static str> {
    prelude_classes()
        .find(|(_, module, name)| *module == m && *name == member)
        .map(|(p, ..)| p)
}

/// `from module import name`: the member, or Python's ImportError.
pub fn import_name(m: Module, name: &str) -> Res<Value> {
    attr(m, name).ok_or_else(|| {
        Exc::new(
            ErrorKind::ImportError,
            "cannot_import",
            vec![name.into(), m.name().into()],
            format!(
                "cannot import name '{name}' from '{}' (unknown location)",
                m.name()
            ),
        )
    })
}

/// An attribute of a module's member that is an object (`sys.stdout.write`).
pub fn member_attr(m: Module, member: &str, name: &str) -> Option<Value> {
    match (m, member) {
        (Module::Sys, _) => sys::member_attr(member, name),
        (Module::Itertools, _) => itertools::member_attr(member, name),
        _ => None,
    }
}

/// What of the machine a module's call may use: the output, the random generator's state,
/// the step counter (the `time` module's clock).
pub struct Context<'a> {
    pub output: &'a mut String,
    pub random: &'a mut Option<Box<random::Twister>>,
    pub steps: u64,
    /// The program's standard input, and how much of it `input()` and `sys.stdin` have read.
    pub input: &'a str,
    pub input_read: &'a mut usize,
}

/// `module.member(args)`, the last `kw.len()` of `args` by keyword.
pub fn call(
    m: Module,
    member: &'static str,
    heap: &mut Heap,
    cx: Context,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Called> {
    let output = cx.output;
    let outcome = match m {
        Module::Random => random::call(member, cx.random, heap, args, kw)?,
        Module::Dataclasses => dataclasses::call(member, heap, args, kw)?,
        Module::Operator => operator::call(member, heap, args, kw)?,
        Module::Contextlib => contextlib::call(member, heap, args, kw)?,
        Module::Queue => queue::call(member, heap, args, kw)?,
        Module::Re => re::call(member, heap, args, kw)?,
        Module::Pprint => pprint::call(member, heap, args, kw)?,
        Module::Json => json::call(member, args, kw)?,
        Module::Enum => enums::call(member, heap, args, kw)?,
        Module::Time => time::call(member, cx.steps, args)?,
        Module::Timeit => timeit::call(member, args, kw)?,
        Module::Math => math::call(member, heap, args, kw)?,
        Module::Sys => return sys::call(member, heap, output, (cx.input, cx.input_read), args, kw),
        Module::Copy => copy::call(member, heap, args, kw)?,
        Module::Functools => functools::call(member, heap, args, kw)?,
        Module::Itertools => itertools::call(member, heap, args, kw)?,
        Module::Heapq | Module::Bisect => heapq::call(m, member, heap, args, kw)?,
        Module::Collections => collections::call(member, heap, args, kw)?,
        Module::Typing | Module::Future | Module::CollectionsAbc => {
            typing::call(m, member, heap, args, kw)?
        }
        Module::String | Module::Datetime | Module::Fractions => {
            return Err(not_callable(m, member))
        }
    };
    Ok(Called::Outcome(outcome))
}

/// A module's member that is no function, called (`string.digits()`), or a name the module
/// does not call by.
pub(crate) fn not_callable(m: Module, member: &str) -> Exc {
    Exc::new(
        ErrorKind::TypeError,
        "not_callable",
        vec![format!("{}.{member}", m.name())],
        format!("'{member}' object is not callable"),
    )
}
