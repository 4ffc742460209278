//! Exceptions as values: what `raise`, `except` and `str(e)` need. An exception is an
//! [`ExcObj`] in the heap: its built-in class (the lab's [`ErrorKind`]), the program's own class
//! when it derives one (`class Found(Exception)`), its arguments and attributes. An error the
//! lab raises itself (an index out of range, a missing key) becomes such an object only when a
//! handler catches it, keeping its message's template so the page can still translate it.
//! The machine's unwinding (which handler, which frames go) lives with the machine.

use super::error::{type_error, ErrorKind, Exc, Res};
use super::heap::Heap;
use super::value::*;

/// A new exception of a built-in class or of the program's `class`, with `args`.
pub fn new(heap: &mut Heap, kind: ErrorKind, class: Option<ObjId>, args: Vec<Value>) -> Res<ObjId> {
    let obj = ExcObj {
        kind,
        class,
        args,
        attrs: Vec::new(),
        cause: Value::None,
        context: Value::None,
        suppress_context: false,
        trace: Vec::new(),
        trace_from: 0,
        origin: None,
    };
    heap.alloc(Obj::Exc(Box::new(obj)))
}

/// The exception object an error is: the program's own, or one made now from the lab's
/// error (its message as its one argument).
pub fn object_of(heap: &mut Heap, exc: &Exc) -> Res<ObjId> {
    if let Some(id) = exc.object {
        return Ok(id);
    }
    let obj = ExcObj {
        kind: exc.kind,
        class: None,
        args: vec![Value::str(&exc.message)],
        attrs: Vec::new(),
        cause: Value::None,
        context: Value::None,
        suppress_context: false,
        trace: Vec::new(),
        trace_from: 0,
        origin: Some((exc.id, exc.values.clone())),
    };
    heap.alloc(Obj::Exc(Box::new(obj)))
}

/// The error an exception object is when raised: its class, its message, and (for the lab's
/// own errors) the message's template; uncaught, it is what the program reports.
pub fn error_of(heap: &Heap, id: ObjId) -> Exc {
    let Obj::Exc(e) = heap.get(id) else {
        return type_error(
            "not_exception",
            vec![],
            "exceptions must derive from BaseException".into(),
        );
    };
    let message = heap.exc_str(e).unwrap_or_default();
    let (template, values) = match &e.origin {
        Some((template, values)) => (*template, values.clone()),
        None => ("raised", vec![message.clone()]),
    };
    let mut exc = Exc::new(e.kind, template, values, message);
    exc.object = Some(id);
    if e.class.is_some() {
        exc.class = Some(heap.exc_class_name(e).to_string());
    }
    exc
}

/// The built-in exception class a class value is or derives from, with the program's class
/// itself when it is one; `None` when the value is no exception class.
pub fn class_of(heap: &Heap, v: &Value) -> Option<(ErrorKind, Option<ObjId>)> {
    match v {
        Value::Builtin(Builtin::ExcType(kind)) => Some((*kind, None)),
        Value::Obj(id) => match heap.get(*id) {
            Obj::Class(c) => c.exc.map(|kind| (kind, Some(*id))),
            _ => None,
        },
        _ => None,
    }
}

/// True when the exception `e` is an instance of the exception class `class`.
pub fn is_instance(heap: &Heap, e: &ExcObj, class: (ErrorKind, Option<ObjId>)) -> bool {
    match class {
        (kind, None) => e.kind.is_a(kind),
        (_, Some(wanted)) => heap.derives(e.class, wanted),
    }
}

/// `except handler:` for the exception `exc`: true when it matches the class or one of a
/// tuple of classes; a TypeError when the handler names something that is no exception class.
pub fn matches(heap: &Heap, exc: &Value, handler: &Value) -> Res<bool> {
    let classes = match handler {
        Value::Obj(id) => match heap.get(*id) {
            Obj::Tuple(items) => items.clone(),
            _ => vec![handler.clone()],
        },
        _ => vec![handler.clone()],
    };
    let Value::Obj(id) = exc else {
        return Ok(false);
    };
    let Obj::Exc(e) = heap.get(*id) else {
        return Ok(false);
    };
    let mut found = false;
    for c in &classes {
        let Some(class) = class_of(heap, c) else {
            return Err(type_error(
                "bad_except",
                vec![],
                "catching classes that do not inherit from BaseException is not allowed".into(),
            ));
        };
        found = found || is_instance(heap, e, class);
    }
    Ok(found)
}

/// The exception `raise value` raises: an exception object as it is (a class is instantiated
/// by the machine before this), anything else a TypeError.
pub fn to_raise(heap: &Heap, v: &Value) -> Res<ObjId> {
    match v {
        Value::Obj(id) if matches!(heap.get(*id), Obj::Exc(_)) => Ok(*id),
        _ => Err(type_error(
            "raise_non_exception",
            vec![],
            "exceptions must derive from BaseException".into(),
        )),
    }
}

/// `raise ... from cause`: the cause must be an exception (a class is made one) or None.
pub fn check_cause(heap: &Heap, cause: &Value) -> Res<()> {
    match cause {
        Value::None => Ok(()),
        Value::Obj(id) if matches!(heap.get(*id), Obj::Exc(_)) => Ok(()),
        _ => Err(type_error(
            "bad_cause",
            vec![],
            "exception causes must derive from BaseException".into(),
        )),
    }
}
