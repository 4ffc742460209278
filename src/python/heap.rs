//! The heap: objects in a `Vec`, found by index, freed by a mark-and-sweep collector that runs
//! only at safe points (before a step), so no Rust code ever holds a value the collector cannot
//! see. It also keeps the memory limit, counted in elements (a list of n items is n elements),
//! and knows what Python's `==`, `<`, `hash`, `bool`, `repr` and `str` say about values.
//!
//! Each object sits behind its own `Rc` and is copied on write: a fork of the machine (the
//! race's checkpoints) shares every object with the machine it was forked from until one of
//! the two changes it, so a program holding a million-element list that it never changes pays
//! for that list once, however many checkpoints the race keeps.

use super::error::{memory_error, type_error, ErrorKind, Exc, Res};
use super::limits::{MAX_STR_BYTES, MAX_STR_DIGITS, NESTING_LIMIT};
use super::sorting::{in_order, sorted_places};
use super::value::*;
use std::rc::Rc;

/// What [`Heap::dataclass_values`] finds of a dataclass object.
pub type DataclassObject = (ObjId, Vec<(Rc<str>, Value)>, DataclassOptions);

#[derive(Clone, Debug)]
pub struct Heap {
    objs: Vec<Rc<Obj>>,
    free: Vec<ObjId>,
    /// Elements held by live objects at the last collection.
    live: u64,
    /// Elements allocated since the last collection (garbage or not).
    allocated: u64,
    /// The memory limit in elements.
    pub cap: u64,
    marks: Vec<bool>,
    /// For the op being run again once the program's `__hash__` (and `__eq__`) ran: the object
    /// used as a key, its hash, and the key it is (see `Key::Custom`).
    pub custom_key: Option<(ObjId, i64, ObjId)>,
    /// The most digits `str(n)` and `int(text)` convert, 0 for no limit
    /// (`sys.set_int_max_str_digits`).
    pub int_max_str_digits: usize,
    /// The prelude's class of `slice` objects.
    pub slice_class: Option<ObjId>,
}

/// How an object of the program's class hashes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hashing {
    /// By identity: the class defines neither `__eq__` nor `__hash__`.
    Identity,
    /// Not at all: the class defines `__eq__` and no `__hash__` (or `__hash__ = None`).
    Unhashable,
    /// By the class's own `__hash__`.
    Program,
}

impl Heap {
    pub fn new(cap: u64) -> Heap {
        Heap {
            objs: Vec::new(),
            free: Vec::new(),
            live: 0,
            allocated: 0,
            cap,
            marks: Vec::new(),
            custom_key: None,
            int_max_str_digits: MAX_STR_DIGITS,
            slice_class: None,
        }
    }

    /// Whether the program's class `class` is `wanted` or derives from it.
    pub fn derives(&self, class: Option<ObjId>, wanted: ObjId) -> bool {
        let mut c = class;
        while let Some(k) = c {
            if k == wanted {
                return true;
            }
            c = match self.get(k) {
                Obj::Class(class) => class.base,
                _ => None,
            };
        }
        false
    }

    /// Whether a class is a named tuple's (made by `namedtuple` or `typing.NamedTuple`, or
    /// derived from one): its objects are tuples to `isinstance` and `issubclass`.
    pub fn is_named_tuple_class(&self, class: ObjId) -> bool {
        let mut c = Some(class);
        while let Some(Obj::Class(k)) = c.map(|k| self.get(k)) {
            if k.attrs.iter().any(|(name, _)| &**name == "_fields") {
                return true;
            }
            c = k.base;
        }
        false
    }

    /// Whether comparing `v` by `==` runs the program's code: an object whose class defines
    /// `__eq__`, or a list or tuple holding one.
    pub fn compares_by_program(&self, v: &Value) -> bool {
        matches!(v, Value::Obj(_))
            && self.any_within(v, true, &|x| self.method_of(x, "__eq__").is_some())
    }

    /// Whether `v`'s hash comes from the program's own `__hash__`: an object of a class that
    /// defines it, or a tuple holding one.
    #[inline]
    pub fn program_hashed(&self, v: &Value) -> bool {
        // Numbers and strings first, with no walk: they are most keys.
        matches!(v, Value::Obj(_))
            && self.any_within(v, false, &|x| self.hashing(x) == Hashing::Program)
    }

    /// Whether `test` holds for `v` or for a value inside it, through tuples (and lists, with
    /// `lists`). Each object is looked into once, so that a list holding itself twice, or
    /// tuples sharing their items, are not walked an exponential number of times.
    fn any_within(&self, v: &Value, lists: bool, test: &dyn Fn(&Value) -> bool) -> bool {
        fn walk(
            heap: &Heap,
            v: &Value,
            lists: bool,
            test: &dyn Fn(&Value) -> bool,
            depth: usize,
            seen: &mut std::collections::HashSet<ObjId>,
        ) -> bool {
            if test(v) {
                return true;
            }
            let Value::Obj(id) = v else { return false };
            if depth > NESTING_LIMIT || !seen.insert(*id) {
                return false;
            }
            match heap.get(*id) {
                Obj::Tuple(items) => items
                    .iter()
                    .any(|x| walk(heap, x, lists, test, depth + 1, seen)),
                Obj::List(items) if lists => items
                    .iter()
                    .any(|x| walk(heap, x, lists, test, depth + 1, seen)),
                _ => false,
            }
        }
        walk(
            self,
            v,
            lists,
            test,
            0,
            &mut std::collections::HashSet::new(),
        )
    }

    /// How an object of the program's class hashes, as CPython decides it: the first class up
    /// its bases that defines `__hash__` or `__eq__` (which, alone, makes `__hash__` None).
    pub fn hashing(&self, v: &Value) -> Hashing {
        let Value::Obj(id) = v else {
            return Hashing::Identity;
        };
        let Obj::Instance(i) = self.get(*id) else {
            return Hashing::Identity;
        };
        let mut class = Some(i.class);
        while let Some(c) = class {
            let Obj::Class(c) = self.get(c) else { break };
            match c.attrs.iter().find(|(k, _)| &**k == "__hash__") {
                Some((_, Value::Obj(f))) if matches!(self.get(*f), Obj::Function(_)) => {
                    return Hashing::Program
                }
                Some(_) => return Hashing::Unhashable,
                None if c.attrs.iter().any(|(k, _)| &**k == "__eq__") => {
                    return Hashing::Unhashable
                }
                None => class = c.base,
            }
        }
        Hashing::Identity
    }

    /// Elements the program holds at most now (exact right after a collection).
    pub fn elements(&self) -> u64 {
        self.live + self.allocated
    }

    /// Room for `n` more elements, asked before anything is built: a request that can never
    /// fit, or that would take live data and this statement's temporaries past twice the
    /// limit, is a MemoryError at once.
    pub fn reserve(&mut self, n: usize) -> Res<()> {
        let n = n as u64;
        if n > self.cap || self.live + self.allocated + n > 2 * self.cap {
            return Err(memory_error(self.live + self.allocated + n, self.cap));
        }
        self.allocated += n;
        Ok(())
    }

    pub fn alloc(&mut self, obj: Obj) -> Res<ObjId> {
        self.reserve(obj.size())?;
        Ok(self.put(obj))
    }

    /// Stores an object whose elements `reserve` already counted.
    pub fn alloc_reserved(&mut self, obj: Obj) -> ObjId {
        self.put(obj)
    }

    fn put(&mut self, obj: Obj) -> ObjId {
        // A set keeps CPython's table, made here from its members in the order they came.
        let obj = match obj {
            Obj::Set(d) if !d.is_set() => Obj::Set(d.into_set()),
            obj => obj,
        };
        if let Some(id) = self.free.pop() {
            let slot = &mut self.objs[id as usize];
            // The freed object's allocation again, unless a fork still shares it.
            match Rc::get_mut(slot) {
                Some(free) => *free = obj,
                None => *slot = Rc::new(obj),
            }
            id
        } else {
            self.objs.push(Rc::new(obj));
            (self.objs.len() - 1) as ObjId
        }
    }

    pub fn list(&mut self, items: Vec<Value>) -> Res<Value> {
        Ok(Value::Obj(self.alloc(Obj::List(items))?))
    }

    pub fn tuple(&mut self, items: Vec<Value>) -> Res<Value> {
        Ok(Value::Obj(self.alloc(Obj::Tuple(items))?))
    }

    /// A dict of these names and values (a call's keyword arguments).
    pub fn dict_of(&mut self, pairs: Vec<(Rc<str>, Value)>) -> Res<Value> {
        self.reserve(2 * pairs.len())?;
        let mut dict = Dict::default();
        for (k, v) in pairs {
            let k = Value::Str(k);
            dict.insert(self.key(&k)?, k, v);
        }
        Ok(Value::Obj(self.alloc(Obj::Dict(dict))?))
    }

    #[inline]
    pub fn get(&self, id: ObjId) -> &Obj {
        &self.objs[id as usize]
    }

    /// The object to change: its own copy first if a fork shares it.
    #[inline]
    pub fn get_mut(&mut self, id: ObjId) -> &mut Obj {
        Rc::make_mut(&mut self.objs[id as usize])
    }

    /// [`get_mut`](Heap::get_mut) for the machine's loop: an unshared object, as nearly
    /// every one is between forks, with no call.
    #[inline(always)]
    pub fn get_mut_here(&mut self, id: ObjId) -> &mut Obj {
        let obj = &mut self.objs[id as usize];
        if Rc::get_mut(obj).is_none() {
            unshare(obj);
        }
        Rc::get_mut(obj).expect("unshared")
    }

    /// The elements of this heap's live objects that `other` does not share with it: what a
    /// fork costs beyond the heap it was forked from (for tests and measurements).
    pub fn elements_not_shared_with(&self, other: &Heap) -> u64 {
        self.objs
            .iter()
            .enumerate()
            .filter(|(i, obj)| other.objs.get(*i).is_none_or(|o| !Rc::ptr_eq(obj, o)))
            .map(|(_, obj)| obj.size() as u64)
            .sum()
    }

    /// The start, stop and step of a `slice` object (`xs[slice(1, 5)]`); None for anything
    /// else.
    pub fn slice_parts(&self, v: &Value) -> Option<(Value, Value, Value)> {
        let Value::Obj(id) = v else {
            return None;
        };
        let Obj::Instance(inst) = self.get(*id) else {
            return None;
        };
        // Its `__init__` sets the three in this order, as `Machine::slice_by_program` does.
        match &inst.attrs[..] {
            [(_, start), (_, stop), (_, step), ..] if Some(inst.class) == self.slice_class => {
                Some((start.clone(), stop.clone(), step.clone()))
            }
            _ => None,
        }
    }

    /// True when a collection is worth its cost: as much allocated since the last one as was
    /// live after it (and at least 5,000 elements, so that garbage is reused while it is still in
    /// the cache), or the limit is near.
    #[inline]
    pub fn gc_due(&self) -> bool {
        self.allocated >= self.live.max(5_000) || self.live + self.allocated > self.cap
    }

    /// Marks what the roots reach, frees the rest; afterwards `elements()` is exact. An error
    /// when live data exceeds the limit.
    pub fn collect(&mut self, roots: &[&[Value]], root_ids: &[ObjId]) -> Res<()> {
        self.marks.clear();
        self.marks.resize(self.objs.len(), false);
        let mut pending: Vec<ObjId> = Vec::new();
        let push_value = |v: &Value, pending: &mut Vec<ObjId>| {
            if let Value::Obj(id) = v {
                pending.push(*id);
            }
        };
        for slice in roots {
            for v in slice.iter() {
                push_value(v, &mut pending);
            }
        }
        pending.extend_from_slice(root_ids);
        while let Some(id) = pending.pop() {
            let i = id as usize;
            if self.marks[i] {
                continue;
            }
            self.marks[i] = true;
            match &*self.objs[i] {
                Obj::List(v) | Obj::Tuple(v) => v.iter().for_each(|x| push_value(x, &mut pending)),
                Obj::Dict(d) | Obj::Set(d) => {
                    for (k, v) in d.iter() {
                        push_value(k, &mut pending);
                        push_value(v, &mut pending);
                    }
                    if let Some(Flavor::Default(f)) = d.flavor.as_deref() {
                        push_value(f, &mut pending);
                    }
                }
                Obj::Deque(d) => d.items.iter().for_each(|x| push_value(x, &mut pending)),
                Obj::Function(f) => {
                    f.defaults.iter().for_each(|x| push_value(x, &mut pending));
                    f.cells.iter().for_each(|x| push_value(x, &mut pending));
                    f.attrs
                        .iter()
                        .for_each(|(_, x)| push_value(x, &mut pending));
                }
                Obj::Cell(v) => push_value(v, &mut pending),
                Obj::Class(c) => {
                    if let Some(b) = c.base {
                        pending.push(b);
                    }
                    c.attrs
                        .iter()
                        .for_each(|(_, x)| push_value(x, &mut pending));
                }
                Obj::Instance(o) => {
                    pending.push(o.class);
                    o.attrs
                        .iter()
                        .for_each(|(_, x)| push_value(x, &mut pending));
                }
                Obj::BoundMethod { receiver, func } => {
                    push_value(receiver, &mut pending);
                    push_value(func, &mut pending);
                }
                Obj::BoundBuiltin { receiver, .. } => push_value(receiver, &mut pending),
                Obj::Super { class, receiver } => {
                    pending.push(*class);
                    push_value(receiver, &mut pending);
                }
                Obj::Iter(it) => match it {
                    Iter::Seq { seq, .. } => pending.push(*seq),
                    Iter::Vals { items, watch, .. } => {
                        items.iter().for_each(|x| push_value(x, &mut pending));
                        pending.extend(watch.map(|(id, _)| id));
                    }
                    Iter::Enumerate { inner, .. } => pending.push(*inner),
                    Iter::Zip { inners, .. } => pending.extend_from_slice(inners),
                    Iter::DictView { dict, .. } => pending.push(*dict),
                    Iter::Permutations(p) => pending.push(p.pool),
                    Iter::Str { .. } | Iter::Range { .. } => {}
                },
                Obj::Gen(g) => {
                    g.saved.iter().for_each(|x| push_value(x, &mut pending));
                    match &g.inject {
                        Some(Inject::Send(v)) => push_value(v, &mut pending),
                        Some(Inject::Throw(id)) => pending.push(*id),
                        None => {}
                    }
                }
                Obj::Cached(c) => {
                    push_value(&c.func, &mut pending);
                    for (k, v) in c.results.iter() {
                        push_value(k, &mut pending);
                        push_value(v, &mut pending);
                    }
                }
                Obj::StaticMethod(f) | Obj::ClassMethod(f) => push_value(f, &mut pending),
                Obj::Property(getter, setter) => {
                    push_value(getter, &mut pending);
                    push_value(setter, &mut pending);
                }
                Obj::Field { default, factory } => {
                    push_value(default, &mut pending);
                    push_value(factory, &mut pending);
                }
                Obj::Exc(e) => {
                    if let Some(c) = e.class {
                        pending.push(c);
                    }
                    e.args.iter().for_each(|x| push_value(x, &mut pending));
                    e.attrs
                        .iter()
                        .for_each(|(_, x)| push_value(x, &mut pending));
                    push_value(&e.cause, &mut pending);
                }
                Obj::View { items, dict, .. } => {
                    pending.push(*dict);
                    items.iter().for_each(|x| push_value(x, &mut pending))
                }
                Obj::Free | Obj::Range { .. } | Obj::Long(_) => {}
            }
        }
        let mut live = 0u64;
        for i in 0..self.objs.len() {
            if self.marks[i] {
                live += self.objs[i].size() as u64;
            } else if !matches!(*self.objs[i], Obj::Free) {
                match Rc::get_mut(&mut self.objs[i]) {
                    Some(garbage) => *garbage = Obj::Free,
                    None => self.objs[i] = Rc::new(Obj::Free),
                }
                self.free.push(i as ObjId);
            }
        }
        self.live = live;
        self.allocated = 0;
        if live > self.cap {
            return Err(memory_error(live, self.cap));
        }
        Ok(())
    }

    /// Objects in use (for tests of the collector).
    pub fn objects_in_use(&self) -> usize {
        self.objs.len() - self.free.len()
    }

    // ---- what Python says about values ----

    pub fn type_name(&self, v: &Value) -> Rc<str> {
        Rc::from(match v {
            Value::Undef | Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::Builtin(Builtin::Module(_)) => "module",
            Value::Builtin(Builtin::NotImplemented) => "NotImplementedType",
            Value::Builtin(b) => {
                if b.is_type() {
                    "type"
                } else {
                    "builtin_function_or_method"
                }
            }
            Value::Obj(id) => match self.get(*id) {
                Obj::List(_) => "list",
                Obj::Tuple(_) => "tuple",
                Obj::Dict(d) => match d.flavor.as_deref() {
                    None | Some(Flavor::Frozen) => "dict",
                    Some(Flavor::Default(_)) => "defaultdict",
                    Some(Flavor::Counter) => "Counter",
                    Some(Flavor::OrderedDict) => "OrderedDict",
                },
                Obj::Deque(_) => "deque",
                Obj::Long(_) => "int",
                Obj::Set(d) if matches!(d.flavor.as_deref(), Some(Flavor::Frozen)) => "frozenset",
                Obj::Set(_) => "set",
                Obj::Range { .. } => "range",
                Obj::Function(_) => "function",
                Obj::Cell(_) => "cell",
                Obj::Class(_) => "type",
                Obj::Instance(o) => {
                    if let Obj::Class(c) = self.get(o.class) {
                        return c.name.clone();
                    }
                    "object"
                }
                Obj::BoundMethod { .. } => "method",
                Obj::BoundBuiltin { .. } => "builtin_function_or_method",
                Obj::Super { .. } => "super",
                Obj::Iter(it) => match it {
                    Iter::Seq { seq, .. } => match self.get(*seq) {
                        Obj::Tuple(_) => "tuple_iterator",
                        _ => "list_iterator",
                    },
                    Iter::Str { .. } => "str_ascii_iterator",
                    Iter::Range { .. } => "range_iterator",
                    Iter::Vals { name, .. } => name,
                    Iter::Enumerate { .. } => "enumerate",
                    Iter::Zip { .. } => "zip",
                    Iter::DictView { kind, .. } => match kind {
                        ViewKind::Keys => "dict_keyiterator",
                        ViewKind::Values => "dict_valueiterator",
                        ViewKind::Items => "dict_itemiterator",
                    },
                    Iter::Permutations(_) => "itertools.permutations",
                },
                Obj::Gen(g) => match g.of {
                    Some(Builtin::Map) => "map",
                    Some(Builtin::Filter) => "filter",
                    _ => "generator",
                },
                Obj::Exc(e) => return self.exc_class_name(e),
                Obj::Cached(_) => "functools._lru_cache_wrapper",
                Obj::StaticMethod(_) => "staticmethod",
                Obj::ClassMethod(_) => "classmethod",
                Obj::Property(..) => "property",
                Obj::Field { .. } => "Field",
                Obj::View { kind, .. } => match kind {
                    ViewKind::Keys => "dict_keys",
                    ViewKind::Values => "dict_values",
                    ViewKind::Items => "dict_items",
                },
                Obj::Free => "freed",
            },
        })
    }

    pub fn truthy(&self, v: &Value) -> bool {
        match v {
            Value::Undef | Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::Float(f) => *f != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::Builtin(_) => true,
            Value::Obj(id) => match self.get(*id) {
                Obj::List(v) | Obj::Tuple(v) => !v.is_empty(),
                Obj::Dict(d) | Obj::Set(d) => !d.is_empty(),
                Obj::Deque(d) => !d.items.is_empty(),
                Obj::Range { start, stop, step } => range_len(*start, *stop, *step) > 0,
                Obj::View { items, .. } => !items.is_empty(),
                _ => true,
            },
        }
    }

    /// The key a value is as a dict key or set member.
    pub fn key(&self, v: &Value) -> Res<Key> {
        self.key_at(v, 0)
    }

    fn key_at(&self, v: &Value, depth: usize) -> Res<Key> {
        if depth > NESTING_LIMIT {
            return Err(recursion_in("hashing"));
        }
        Ok(match v {
            Value::Undef | Value::None => Key::None,
            Value::Bool(b) => Key::Int(*b as i64),
            Value::Int(i) => Key::Int(*i),
            Value::Float(f) => {
                if f.fract() == 0.0 && f.abs() < 9.2e18 {
                    Key::Int(*f as i64)
                } else {
                    Key::Float(f.to_bits())
                }
            }
            Value::Str(s) => Key::Str(s.clone()),
            Value::Builtin(b) => Key::Builtin(*b),
            Value::Obj(id) if matches!(self.custom_key, Some((probe, ..)) if probe == *id) => {
                let (_, h, key) = self.custom_key.expect("matched above");
                Key::Custom(h, key)
            }
            Value::Obj(id) => match self.get(*id) {
                Obj::Long(n) => Key::Long(Box::new(n.clone())),
                Obj::Tuple(items) => {
                    let mut keys = Vec::with_capacity(items.len());
                    for item in items {
                        keys.push(self.key_at(item, depth + 1)?);
                    }
                    Key::Tuple(keys.into())
                }
                Obj::Set(d) if matches!(d.flavor.as_deref(), Some(Flavor::Frozen)) => {
                    let mut keys: Vec<(String, Key)> = Vec::with_capacity(d.len());
                    for (k, _) in d.iter() {
                        let key = self.key_at(k, depth + 1)?;
                        keys.push((format!("{key:?}"), key));
                    }
                    let order = sorted_places(keys.len(), &mut |a, b| keys[a].0.cmp(&keys[b].0));
                    Key::Frozen(order.iter().map(|&i| keys[i].1.clone()).collect())
                }
                Obj::Instance(_) => match self.dataclass_values(v) {
                    None => match self.hashing(v) {
                        Hashing::Identity => Key::Id(*id),
                        Hashing::Unhashable => {
                            let t = self.type_name(v);
                            return Err(type_error(
                                "unhashable",
                                vec![t.to_string()],
                                format!("unhashable type: '{t}'"),
                            ));
                        }
                        Hashing::Program => {
                            return Err(super::error::unsupported_words(
                                "own_hash_key",
                                "",
                                "a key hashed by its class's own __hash__ in this call",
                            ))
                        }
                    },
                    // A named tuple is the tuple of its items, as a key too.
                    Some((class, values, _)) if self.is_named_tuple_class(class) => {
                        let mut keys = Vec::with_capacity(values.len());
                        for (_, x) in &values {
                            keys.push(self.key_at(x, depth + 1)?);
                        }
                        Key::Tuple(keys.into())
                    }
                    Some((class, values, options)) => {
                        if !options.frozen && options.eq {
                            let t = self.type_name(v);
                            return Err(type_error(
                                "unhashable",
                                vec![t.to_string()],
                                format!("unhashable type: '{t}'"),
                            ));
                        }
                        let mut keys = Vec::with_capacity(values.len());
                        for (_, x) in &values {
                            keys.push(self.key_at(x, depth + 1)?);
                        }
                        Key::Record(class, keys.into())
                    }
                },
                Obj::List(_) | Obj::Dict(_) | Obj::Set(_) | Obj::View { .. } => {
                    let t = self.type_name(v);
                    return Err(type_error(
                        "unhashable",
                        vec![t.to_string()],
                        format!("unhashable type: '{t}'"),
                    ));
                }
                _ => Key::Id(*id),
            },
        })
    }

    /// A named tuple's items: it is a tuple to `==`, `<`, hashing and indexing, as in CPython.
    pub fn named_tuple_items(&self, v: &Value) -> Option<Vec<Value>> {
        let Value::Obj(id) = v else { return None };
        let Obj::Instance(inst) = self.get(*id) else {
            return None;
        };
        if !self.is_named_tuple_class(inst.class) {
            return None;
        }
        let (_, values, _) = self.dataclass_values(v)?;
        Some(values.into_iter().map(|(_, v)| v).collect())
    }

    /// The items of two values compared where one is a named tuple and the other a tuple or
    /// a named tuple: both compare as tuples.
    fn as_tuples(&self, a: &Value, b: &Value) -> Option<(Vec<Value>, Vec<Value>)> {
        let named =
            |v: &Value| matches!(v, Value::Obj(id) if matches!(self.get(*id), Obj::Instance(_)));
        if !named(a) && !named(b) {
            return None;
        }
        let items = |v: &Value| match v {
            Value::Obj(id) => match self.get(*id) {
                Obj::Tuple(items) => Some(items.clone()),
                _ => self.named_tuple_items(v),
            },
            _ => None,
        };
        Some((items(a)?, items(b)?))
    }

    /// The value a key came from, where it is a plain one (used by set and dict results).
    pub fn eq(&self, a: &Value, b: &Value) -> Res<bool> {
        self.eq_at(a, b, 0)
    }

    fn eq_at(&self, a: &Value, b: &Value, depth: usize) -> Res<bool> {
        if depth > NESTING_LIMIT {
            return Err(recursion_in("comparison"));
        }
        Ok(match (a, b) {
            (Value::Int(x), Value::Int(y)) => x == y,
            (Value::Str(x), Value::Str(y)) => x == y,
            (Value::None, Value::None) => true,
            (Value::Obj(x), Value::Obj(y)) => {
                if x == y {
                    return Ok(true);
                }
                if let Some((p, q)) = self.as_tuples(a, b) {
                    if p.len() != q.len() {
                        return Ok(false);
                    }
                    for (u, v) in p.iter().zip(q.iter()) {
                        if !self.eq_at(u, v, depth + 1)? {
                            return Ok(false);
                        }
                    }
                    return Ok(true);
                }
                match (self.get(*x), self.get(*y)) {
                    (Obj::Long(p), Obj::Long(q)) => p == q,
                    (Obj::List(p), Obj::List(q)) | (Obj::Tuple(p), Obj::Tuple(q)) => {
                        if p.len() != q.len() {
                            return Ok(false);
                        }
                        for (u, v) in p.iter().zip(q.iter()) {
                            if !self.eq_at(u, v, depth + 1)? {
                                return Ok(false);
                            }
                        }
                        true
                    }
                    // Two deques are equal item by item (a deque never equals a list).
                    (Obj::Deque(p), Obj::Deque(q)) => {
                        if p.items.len() != q.items.len() {
                            return Ok(false);
                        }
                        for (u, v) in p.items.iter().zip(q.items.iter()) {
                            if !self.eq_at(u, v, depth + 1)? {
                                return Ok(false);
                            }
                        }
                        true
                    }
                    (Obj::Dict(p), Obj::Dict(q)) => {
                        if p.len() != q.len() {
                            return Ok(false);
                        }
                        for (k, v) in p.iter() {
                            let key = self.key(k)?;
                            match q.get(&key) {
                                Some(w) if self.eq_at(v, w, depth + 1)? => {}
                                _ => return Ok(false),
                            }
                        }
                        true
                    }
                    (Obj::Set(p), Obj::Set(q)) => {
                        p.len() == q.len()
                            && p.iter()
                                .all(|(k, _)| self.key(k).map(|k| q.contains(&k)).unwrap_or(false))
                    }
                    (
                        Obj::Range {
                            start: a1,
                            stop: b1,
                            step: c1,
                        },
                        Obj::Range {
                            start: a2,
                            stop: b2,
                            step: c2,
                        },
                    ) => {
                        let (n1, n2) = (range_len(*a1, *b1, *c1), range_len(*a2, *b2, *c2));
                        n1 == n2 && (n1 == 0 || (a1 == a2 && (n1 == 1 || c1 == c2)))
                    }
                    (
                        Obj::View {
                            kind: ViewKind::Keys,
                            items: p,
                            ..
                        },
                        Obj::View {
                            kind: ViewKind::Keys,
                            items: q,
                            ..
                        },
                    ) => {
                        p.len() == q.len()
                            && p.iter()
                                .zip(q)
                                .all(|(u, v)| self.eq_at(u, v, depth + 1).unwrap_or(false))
                    }
                    // Dataclass objects of one class are equal when their fields are.
                    (Obj::Instance(_), Obj::Instance(_)) => {
                        match (self.dataclass_values(a), self.dataclass_values(b)) {
                            (Some((c, p, o)), Some((d, q, _))) if c == d && o.eq => {
                                for ((_, u), (_, v)) in p.iter().zip(&q) {
                                    if !self.eq_at(u, v, depth + 1)? {
                                        return Ok(false);
                                    }
                                }
                                true
                            }
                            _ => false,
                        }
                    }
                    _ => false,
                }
            }
            _ if self.is_long(a) || self.is_long(b) => {
                self.long_order(a, b) == Some(std::cmp::Ordering::Equal)
            }
            _ => match (number(a), number(b)) {
                (Some(x), Some(y)) => match (x, y) {
                    (Num::I(x), Num::I(y)) => x == y,
                    (x, y) => x.float() == y.float(),
                },
                _ => match (a, b) {
                    (Value::Builtin(x), Value::Builtin(y)) => x == y,
                    _ => false,
                },
            },
        })
    }

    /// Python's ordering: `Some(Less|Equal|Greater)`, or a TypeError naming both types.
    pub fn compare(&self, a: &Value, b: &Value, op: &str) -> Res<std::cmp::Ordering> {
        self.compare_at(a, b, op, 0)
    }

    fn compare_at(&self, a: &Value, b: &Value, op: &str, depth: usize) -> Res<std::cmp::Ordering> {
        use std::cmp::Ordering;
        if depth > NESTING_LIMIT {
            return Err(recursion_in("comparison"));
        }
        if self.is_long(a) || self.is_long(b) {
            if let Some(order) = self.long_order(a, b) {
                return Ok(order);
            }
        }
        if let (Some(x), Some(y)) = (number(a), number(b)) {
            return Ok(match (x, y) {
                (Num::I(x), Num::I(y)) => x.cmp(&y),
                (x, y) => x.float().partial_cmp(&y.float()).unwrap_or(Ordering::Equal),
            });
        }
        if let Some((p, q)) = self.as_tuples(a, b) {
            for (u, v) in p.iter().zip(q.iter()) {
                if !self.eq_at(u, v, depth + 1)? {
                    return self.compare_at(u, v, op, depth + 1);
                }
            }
            return Ok(p.len().cmp(&q.len()));
        }
        match (a, b) {
            (Value::Str(x), Value::Str(y)) => return Ok(x.cmp(y)),
            (Value::Obj(x), Value::Obj(y)) => match (self.get(*x), self.get(*y)) {
                (Obj::List(p), Obj::List(q)) | (Obj::Tuple(p), Obj::Tuple(q)) => {
                    for (u, v) in p.iter().zip(q.iter()) {
                        if !self.eq_at(u, v, depth + 1)? {
                            return self.compare_at(u, v, op, depth + 1);
                        }
                    }
                    return Ok(p.len().cmp(&q.len()));
                }
                (Obj::Deque(p), Obj::Deque(q)) => {
                    for (u, v) in p.items.iter().zip(q.items.iter()) {
                        if !self.eq_at(u, v, depth + 1)? {
                            return self.compare_at(u, v, op, depth + 1);
                        }
                    }
                    return Ok(p.items.len().cmp(&q.items.len()));
                }
                // `@dataclass(order=True)`: as the tuples of their fields.
                (Obj::Instance(_), Obj::Instance(_)) => {
                    if let (Some((c, p, o)), Some((d, q, _))) =
                        (self.dataclass_values(a), self.dataclass_values(b))
                    {
                        if c == d && o.order {
                            for ((_, u), (_, v)) in p.iter().zip(&q) {
                                if !self.eq_at(u, v, depth + 1)? {
                                    return self.compare_at(u, v, op, depth + 1);
                                }
                            }
                            return Ok(std::cmp::Ordering::Equal);
                        }
                    }
                }
                _ => {}
            },
            _ => {}
        }
        let (ta, tb) = (self.type_name(a), self.type_name(b));
        Err(type_error(
            "not_orderable",
            vec![op.into(), ta.to_string(), tb.to_string()],
            format!("'{op}' not supported between instances of '{ta}' and '{tb}'"),
        ))
    }

    pub fn repr(&self, v: &Value) -> Res<String> {
        let mut out = String::new();
        let mut seen = Vec::new();
        self.write_repr(v, &mut out, &mut seen, None)?;
        Ok(out)
    }

    /// The start of `repr(v)`, about `bytes` long at most (a little past it: the last piece
    /// written is not cut), for showing a value: it writes no more than that, however large
    /// the value, and is never an error.
    pub fn repr_start(&self, v: &Value, bytes: usize) -> String {
        let mut out = String::new();
        let _ = self.write_repr(v, &mut out, &mut Vec::new(), Some(bytes));
        out
    }

    /// `str(v)`: a string's own text, an exception's message, otherwise its repr.
    pub fn to_str(&self, v: &Value) -> Res<String> {
        match v {
            Value::Str(s) => Ok(s.to_string()),
            Value::Obj(id) => match self.get(*id) {
                Obj::Exc(e) => self.exc_str(e),
                _ => match self.enum_member(v) {
                    Some((class, name, _)) => Ok(format!("{class}.{name}")),
                    None => self.repr(v),
                },
            },
            _ => self.repr(v),
        }
    }

    /// The members of an Enum class, in the order defined, if `v` is one.
    pub fn enum_members(&self, v: &Value) -> Option<&[ObjId]> {
        let Value::Obj(id) = v else { return None };
        match self.get(*id) {
            Obj::Class(class) => class.members.as_deref(),
            _ => None,
        }
    }

    /// For a member of an Enum (see `modules/enums.rs`): its class's name, its name and its
    /// value.
    pub fn enum_member(&self, v: &Value) -> Option<(&str, &str, &Value)> {
        let Value::Obj(id) = v else { return None };
        let Obj::Instance(member) = self.get(*id) else {
            return None;
        };
        let Obj::Class(class) = self.get(member.class) else {
            return None;
        };
        class.members.as_ref()?;
        let attr = |wanted: &str| member.attrs.iter().find(|(k, _)| &**k == wanted);
        let (_, Value::Str(name)) = attr("name")? else {
            return None;
        };
        Some((&class.name, name, &attr("value")?.1))
    }

    /// The program's method `name` of the class of `v` (an object of the program's class), if
    /// its class or a base defines it: how builtins and operators find `__lt__` or `__str__`.
    pub fn method_of(&self, v: &Value, name: &str) -> Option<ObjId> {
        let Value::Obj(id) = v else { return None };
        let mut class = match self.get(*id) {
            Obj::Instance(i) => Some(i.class),
            Obj::Exc(e) => e.class,
            _ => None,
        };
        while let Some(c) = class {
            let Obj::Class(c) = self.get(c) else {
                return None;
            };
            if let Some((_, Value::Obj(f))) = c.attrs.iter().find(|(k, _)| &**k == name) {
                return matches!(self.get(*f), Obj::Function(_)).then_some(*f);
            }
            class = c.base;
        }
        None
    }

    /// `hash(v)`: CPython's own value for numbers, tuples and frozen dataclasses (named
    /// tuples) of them, which a program may print (`python/hash.rs`). Lists, dicts and sets
    /// are unhashable.
    pub fn hash(&self, v: &Value) -> Res<i64> {
        Ok(super::value::key_hash(&self.key(v)?))
    }
    /// What decides the truth of an object of the program's class: its `__bool__`, else its
    /// `__len__`; `None` when it is simply true (or not such an object).
    pub fn truth_method(&self, v: &Value) -> Option<ObjId> {
        self.method_of(v, "__bool__")
            .or_else(|| self.method_of(v, "__len__"))
    }

    /// A dataclass's fields (its bases' first) and options, for a class `@dataclass` marked
    /// (itself or a base).
    pub fn dataclass_fields(&self, class: ObjId) -> Option<(Vec<Rc<str>>, DataclassOptions)> {
        let mut chain = Vec::new();
        let mut c = Some(class);
        while let Some(id) = c {
            let Obj::Class(k) = self.get(id) else { break };
            chain.push(k);
            c = k.base;
        }
        let options = chain.iter().find_map(|k| k.dataclass)?;
        let mut fields: Vec<Rc<str>> = Vec::new();
        for k in chain.iter().rev().filter(|k| k.dataclass.is_some()) {
            for f in &k.fields {
                if !fields.contains(f) {
                    fields.push(f.clone());
                }
            }
        }
        Some((fields, options))
    }

    /// Whether a class or one it derives from is a frozen dataclass, whose fields no
    /// assignment may change.
    pub fn frozen_dataclass(&self, class: ObjId) -> bool {
        let mut c = Some(class);
        while let Some(id) = c {
            let Obj::Class(k) = self.get(id) else { break };
            if k.dataclass.is_some_and(|o| o.frozen) {
                return true;
            }
            c = k.base;
        }
        false
    }

    /// An object's dataclass: its class, its fields' values in order, the options (`None` for
    /// other values).
    pub fn dataclass_values(&self, v: &Value) -> Option<DataclassObject> {
        let Value::Obj(id) = v else { return None };
        let Obj::Instance(inst) = self.get(*id) else {
            return None;
        };
        let (fields, options) = self.dataclass_fields(inst.class)?;
        let values = fields
            .into_iter()
            .map(|f| {
                let v = inst
                    .attrs
                    .iter()
                    .find(|(k, _)| *k == f)
                    .map_or(Value::None, |(_, v)| v.clone());
                (f, v)
            })
            .collect();
        Some((inst.class, values, options))
    }

    /// Whether showing `v` as text runs the program's own `__repr__` or `__str__` (of `v` or of
    /// a value inside it), so that the machine must do it rather than this heap.
    pub fn needs_program_text(&self, v: &Value) -> bool {
        self.needs_text_at(v, 0, &mut std::collections::HashSet::new())
    }

    /// Each object is looked into once (`seen`): a list that holds itself twice is not walked
    /// an exponential number of times.
    fn needs_text_at(
        &self,
        v: &Value,
        depth: usize,
        seen: &mut std::collections::HashSet<ObjId>,
    ) -> bool {
        let Value::Obj(id) = v else { return false };
        if depth > NESTING_LIMIT || !seen.insert(*id) {
            return false;
        }
        match self.get(*id) {
            Obj::Exc(e)
                if e.args
                    .iter()
                    .any(|x| self.needs_text_at(x, depth + 1, seen)) =>
            {
                true
            }
            Obj::Instance(_) | Obj::Exc(_) => {
                self.method_of(v, "__repr__").is_some()
                    || self.method_of(v, "__str__").is_some()
                    || self.method_of(v, "__format__").is_some()
                    || self.dataclass_values(v).is_some_and(|(_, values, _)| {
                        values
                            .iter()
                            .any(|(_, x)| self.needs_text_at(x, depth + 1, seen))
                    })
            }
            Obj::List(items) | Obj::Tuple(items) => {
                items.iter().any(|x| self.needs_text_at(x, depth + 1, seen))
            }
            Obj::Dict(d) | Obj::Set(d) => d.iter().any(|(k, x)| {
                self.needs_text_at(k, depth + 1, seen) || self.needs_text_at(x, depth + 1, seen)
            }),
            Obj::Deque(d) => d
                .items
                .iter()
                .any(|x| self.needs_text_at(x, depth + 1, seen)),
            _ => false,
        }
    }

    /// Whether `v` is an integer past 64 bits.
    pub fn is_long(&self, v: &Value) -> bool {
        matches!(v, Value::Obj(id) if matches!(self.get(*id), Obj::Long(_)))
    }

    /// An integer value's number, borrowed from the heap when it is a big one: arithmetic on
    /// a big integer reads it in place (`None` for anything but an integer).
    pub fn big_ref(&self, v: &Value) -> Option<std::borrow::Cow<'_, num_bigint::BigInt>> {
        use std::borrow::Cow;
        match v {
            Value::Int(i) => Some(Cow::Owned((*i).into())),
            Value::Bool(b) => Some(Cow::Owned((*b as i64).into())),
            Value::Obj(id) => match self.get(*id) {
                Obj::Long(n) => Some(Cow::Borrowed(n)),
                _ => None,
            },
            _ => None,
        }
    }

    /// An integer value's number, whatever its size (`None` for anything else).
    pub fn big(&self, v: &Value) -> Option<num_bigint::BigInt> {
        match v {
            Value::Int(i) => Some((*i).into()),
            Value::Bool(b) => Some((*b as i64).into()),
            Value::Obj(id) => match self.get(*id) {
                Obj::Long(n) => Some(n.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    /// The order of two numbers one of which is past 64 bits: exact between integers, by
    /// value against a float; `None` when either is no number.
    fn long_order(&self, a: &Value, b: &Value) -> Option<std::cmp::Ordering> {
        use num_traits::ToPrimitive;
        let as_float = |n: &num_bigint::BigInt| n.to_f64().unwrap_or(f64::NAN);
        match (self.big(a), self.big(b)) {
            (Some(x), Some(y)) => Some(x.cmp(&y)),
            (Some(x), None) => match b {
                Value::Float(f) => as_float(&x).partial_cmp(f),
                _ => None,
            },
            (None, Some(y)) => match a {
                Value::Float(f) => f.partial_cmp(&as_float(&y)),
                _ => None,
            },
            (None, None) => None,
        }
    }

    /// An exception's class name: the program's class, or the built-in one.
    pub fn exc_class_name(&self, e: &ExcObj) -> Rc<str> {
        match e.class.map(|c| self.get(c)) {
            Some(Obj::Class(c)) => c.name.clone(),
            _ => Rc::from(e.kind.name()),
        }
    }

    /// `str(e)` for an exception, as BaseException has it: nothing without arguments, the
    /// one argument's `str`, or the arguments' tuple (a KeyError shows its key's repr).
    pub fn exc_str(&self, e: &ExcObj) -> Res<String> {
        match e.args.as_slice() {
            [] => Ok(String::new()),
            // The lab's own KeyError (not `ops::key_error`'s, which keeps the key) holds the
            // key's repr as its message already.
            [arg]
                if e.kind == ErrorKind::KeyError
                    && e.origin.as_ref().is_none_or(|(id, _)| *id == "key_error") =>
            {
                self.repr(arg)
            }
            [arg] => self.to_str(arg),
            args => {
                let mut out = String::new();
                self.write_seq(args, "(", ")", &mut out, &mut Vec::new(), None)?;
                Ok(out)
            }
        }
    }

    fn write_seq(
        &self,
        items: &[Value],
        open: &str,
        close: &str,
        out: &mut String,
        seen: &mut Vec<ObjId>,
        cap: Option<usize>,
    ) -> Res<()> {
        out.push_str(open);
        for (i, item) in items.iter().enumerate() {
            if cap.is_some_and(|cap| out.len() >= cap) {
                break;
            }
            if i > 0 {
                out.push_str(", ");
            }
            self.write_repr(item, out, seen, cap)?;
        }
        out.push_str(close);
        Ok(())
    }

    /// Writes `repr(v)` to `out`; with a `cap`, only about that many bytes of it (see
    /// repr_start), else a MemoryError past MAX_STR_BYTES.
    fn write_repr(
        &self,
        v: &Value,
        out: &mut String,
        seen: &mut Vec<ObjId>,
        cap: Option<usize>,
    ) -> Res<()> {
        if let Some(cap) = cap {
            if out.len() >= cap {
                return Ok(());
            }
        } else if out.len() > MAX_STR_BYTES {
            return Err(Exc::new(
                ErrorKind::MemoryError,
                "string_too_long",
                vec![],
                "the text is too long".into(),
            ));
        }
        match v {
            Value::Undef | Value::None => out.push_str("None"),
            Value::Bool(true) => out.push_str("True"),
            Value::Bool(false) => out.push_str("False"),
            Value::Int(i) => out.push_str(&i.to_string()),
            Value::Float(f) => out.push_str(&float_repr(*f)),
            Value::Str(s) => match cap {
                // Only the start of a long string is written.
                Some(cap) if s.len() > cap => {
                    let end = (0..=cap)
                        .rev()
                        .find(|&i| s.is_char_boundary(i))
                        .unwrap_or(0);
                    str_repr(&s[..end], out)
                }
                _ => str_repr(s, out),
            },
            Value::Builtin(b) => match b {
                Builtin::Module(m) => out.push_str(&format!("<module '{}' (built-in)>", m.name())),
                Builtin::Ellipsis => out.push_str("Ellipsis"),
                Builtin::NotImplemented => out.push_str("NotImplemented"),
                Builtin::ModFn(Module::Typing, Member(name)) => {
                    out.push_str(&format!("typing.{name}"))
                }
                Builtin::ModFn(Module::CollectionsAbc, Member(name)) => {
                    out.push_str(&format!("<class 'collections.abc.{name}'>"))
                }
                Builtin::ModFn(Module::Collections, Member(name))
                    if COLLECTIONS_CLASSES.contains(name) =>
                {
                    out.push_str(&format!("<class 'collections.{name}'>"))
                }
                Builtin::ModFn(Module::Sys, Member(&"stdout")) => {
                    out.push_str("<_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>")
                }
                // A module's exception class by its module's name (`queue.Full`).
                Builtin::ExcType(kind) if kind.module_class().is_some() => {
                    out.push_str(&format!("<class '{}'>", kind.module_class().unwrap_or("")))
                }
                _ if b.is_type() => out.push_str(&format!("<class '{}'>", b.name())),
                _ => out.push_str(&format!("<built-in function {}>", b.name())),
            },
            Value::Obj(id) => {
                if seen.contains(id) {
                    out.push_str(match self.get(*id) {
                        Obj::List(_) => "[...]",
                        Obj::Tuple(_) => "(...)",
                        _ => "{...}",
                    });
                    return Ok(());
                }
                if seen.len() > NESTING_LIMIT {
                    return Err(recursion_in("repr"));
                }
                seen.push(*id);
                match self.get(*id) {
                    Obj::Long(n) => match cap {
                        Some(_) => out.push_str(&n.to_string()),
                        None => out.push_str(&long_text(n, self.int_max_str_digits)?),
                    },
                    Obj::List(items) => self.write_seq(items, "[", "]", out, seen, cap)?,
                    Obj::Tuple(items) => {
                        if items.len() == 1 {
                            out.push('(');
                            self.write_repr(&items[0], out, seen, cap)?;
                            out.push_str(",)");
                        } else {
                            self.write_seq(items, "(", ")", out, seen, cap)?
                        }
                    }
                    Obj::Dict(d) => {
                        let mut entries: Vec<(&Value, &Value)> = d.iter().collect();
                        match d.flavor.as_deref() {
                            None | Some(Flavor::Frozen) => {}
                            Some(Flavor::Default(factory)) => {
                                out.push_str("defaultdict(");
                                self.write_repr(factory, out, seen, cap)?;
                                out.push_str(", ");
                            }
                            Some(Flavor::Counter) if entries.is_empty() => {
                                out.push_str("Counter()");
                                seen.pop();
                                return Ok(());
                            }
                            Some(Flavor::Counter) => {
                                // Most common first, as `most_common()` orders them.
                                let order = sorted_places(entries.len(), &mut |a, b| {
                                    self.compare(entries[b].1, entries[a].1, "<")
                                        .unwrap_or(std::cmp::Ordering::Equal)
                                });
                                entries = in_order(&entries, &order);
                                out.push_str("Counter(");
                            }
                            Some(Flavor::OrderedDict) => {
                                out.push_str("OrderedDict(");
                                if !entries.is_empty() {
                                    out.push('[');
                                    for (i, (k, v)) in entries.iter().enumerate() {
                                        if i > 0 {
                                            out.push_str(", ");
                                        }
                                        out.push('(');
                                        self.write_repr(k, out, seen, cap)?;
                                        out.push_str(", ");
                                        self.write_repr(v, out, seen, cap)?;
                                        out.push(')');
                                    }
                                    out.push(']');
                                }
                                out.push(')');
                                seen.pop();
                                return Ok(());
                            }
                        }
                        out.push('{');
                        for (i, (k, v)) in entries.iter().enumerate() {
                            if cap.is_some_and(|cap| out.len() >= cap) {
                                break;
                            }
                            if i > 0 {
                                out.push_str(", ");
                            }
                            self.write_repr(k, out, seen, cap)?;
                            out.push_str(": ");
                            self.write_repr(v, out, seen, cap)?;
                        }
                        out.push('}');
                        if d.flavor.is_some() {
                            out.push(')');
                        }
                    }
                    Obj::Deque(d) => {
                        out.push_str("deque(");
                        let items: Vec<Value> = d.items.iter().cloned().collect();
                        self.write_seq(&items, "[", "]", out, seen, cap)?;
                        if let Some(m) = d.maxlen {
                            out.push_str(&format!(", maxlen={m}"));
                        }
                        out.push(')');
                    }
                    Obj::Set(d) => {
                        let frozen = matches!(d.flavor.as_deref(), Some(Flavor::Frozen));
                        if d.is_empty() {
                            out.push_str(if frozen { "frozenset()" } else { "set()" });
                        } else {
                            if frozen {
                                out.push_str("frozenset(");
                            }
                            let keys: Vec<Value> = d.iter().map(|(k, _)| k.clone()).collect();
                            self.write_seq(&keys, "{", "}", out, seen, cap)?;
                            if frozen {
                                out.push(')');
                            }
                        }
                    }
                    Obj::View { kind, items, .. } => {
                        out.push_str(match kind {
                            ViewKind::Keys => "dict_keys(",
                            ViewKind::Values => "dict_values(",
                            ViewKind::Items => "dict_items(",
                        });
                        self.write_seq(items, "[", "]", out, seen, cap)?;
                        out.push(')');
                    }
                    Obj::Range { start, stop, step } => {
                        if *step == 1 {
                            out.push_str(&format!("range({start}, {stop})"))
                        } else {
                            out.push_str(&format!("range({start}, {stop}, {step})"))
                        }
                    }
                    Obj::Function(f) => out.push_str(&format!("<function {}>", f.name)),
                    Obj::Class(c) => {
                        let module = c.module.map_or("__main__", Module::name);
                        if matches!(v, Value::Obj(id) if Some(*id) == self.slice_class) {
                            out.push_str(&format!("<class '{}'>", c.name))
                        } else {
                            out.push_str(&format!("<class '{module}.{}'>", c.name))
                        }
                    }
                    Obj::Instance(_) if self.enum_member(v).is_some() => {
                        let (class, name, value) = self.enum_member(v).expect("a member");
                        out.push_str(&format!("<{class}.{name}: "));
                        self.write_repr(value, out, seen, cap)?;
                        out.push('>');
                    }
                    Obj::Instance(_) => match self.dataclass_values(v) {
                        Some((_, values, _)) => {
                            out.push_str(&self.type_name(v));
                            out.push('(');
                            for (i, (name, x)) in values.iter().enumerate() {
                                if i > 0 {
                                    out.push_str(", ");
                                }
                                out.push_str(name);
                                out.push('=');
                                self.write_repr(x, out, seen, cap)?;
                            }
                            out.push(')');
                        }
                        None => out.push_str(&format!("<__main__.{} object>", self.type_name(v))),
                    },
                    Obj::BoundMethod { receiver, func } => {
                        let name = match func {
                            Value::Obj(f) => match self.get(*f) {
                                Obj::Function(f) => f.name.to_string(),
                                _ => "?".into(),
                            },
                            _ => "?".into(),
                        };
                        out.push_str(&format!(
                            "<bound method {}.{} of ",
                            self.type_name(receiver),
                            name
                        ));
                        self.write_repr(receiver, out, seen, cap)?;
                        out.push('>');
                    }
                    Obj::BoundBuiltin { receiver, method } => out.push_str(&format!(
                        "<built-in method {} of {} object>",
                        method,
                        self.type_name(receiver)
                    )),
                    Obj::Gen(g) if g.of.is_some() => {
                        out.push_str(&format!("<{} object>", self.type_name(v)))
                    }
                    Obj::Gen(_) => out.push_str("<generator object <genexpr>>"),
                    Obj::Cached(c) => {
                        out.push_str("<functools._lru_cache_wrapper of ");
                        self.write_repr(&c.func, out, seen, cap)?;
                        out.push('>');
                    }
                    Obj::StaticMethod(_)
                    | Obj::ClassMethod(_)
                    | Obj::Property(..)
                    | Obj::Field { .. } => out.push_str(&format!("<{} object>", self.type_name(v))),
                    Obj::Exc(e) => {
                        out.push_str(&self.exc_class_name(e));
                        if e.args.len() == 1 {
                            out.push('(');
                            self.write_repr(&e.args[0], out, seen, cap)?;
                            out.push(')');
                        } else {
                            self.write_seq(&e.args, "(", ")", out, seen, cap)?;
                        }
                    }
                    Obj::Iter(_) => out.push_str(&format!("<{} object>", self.type_name(v))),
                    Obj::Cell(_) => out.push_str("<cell>"),
                    Obj::Super { .. } => out.push_str("<super object>"),
                    Obj::Free => out.push_str("<freed>"),
                }
                seen.pop();
            }
        }
        Ok(())
    }
}

/// `str(n)` of an integer past 64 bits, within `limit` digits (0: none), as CPython's limit.
pub fn long_text(n: &num_bigint::BigInt, limit: usize) -> Res<String> {
    // Past 10 / 3 bits a digit (each bit is log10(2) = 0.30103 of one) a number has more
    // digits than the limit: refused before the conversion, which takes time quadratic in its
    // length.
    let surely_too_long = limit > 0 && n.bits() > (limit as u64 * 10).div_ceil(3);
    let text = if surely_too_long {
        String::new()
    } else {
        n.to_string()
    };
    let digits = text.trim_start_matches('-').len();
    if surely_too_long || (limit > 0 && digits > limit) {
        return Err(super::error::value_error(
            "int_max_str_digits",
            vec![limit.to_string()],
            format!(
                "Exceeds the limit ({limit} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
            ),
        ));
    }
    Ok(text)
}

fn recursion_in(what: &str) -> Exc {
    Exc::new(
        ErrorKind::RecursionError,
        "nesting_too_deep",
        vec![what.into()],
        format!("maximum recursion depth exceeded in {what} (values nested too deeply)"),
    )
}

pub fn range_len(start: i64, stop: i64, step: i64) -> i64 {
    let (start, stop, step) = (start as i128, stop as i128, step as i128);
    let n = if step > 0 {
        if stop > start {
            (stop - start + step - 1) / step
        } else {
            0
        }
    } else if stop < start {
        (start - stop - step - 1) / (-step)
    } else {
        0
    };
    n.min(i64::MAX as i128) as i64
}

#[derive(Clone, Copy)]
pub enum Num {
    I(i64),
    F(f64),
}

impl Num {
    pub fn float(self) -> f64 {
        match self {
            Num::I(i) => i as f64,
            Num::F(f) => f,
        }
    }
}

#[inline]
pub fn number(v: &Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::I(*i)),
        Value::Bool(b) => Some(Num::I(*b as i64)),
        Value::Float(f) => Some(Num::F(*f)),
        _ => None,
    }
}

/// Python's `repr(float)`: the shortest digits that read back the same, fixed notation for
/// exponents from -4 to 15, scientific (`1e+16`, `1.5e-05`) otherwise.
pub fn float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0.0".into()
        } else {
            "0.0".into()
        };
    }
    let s = format!("{:e}", x.abs());
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    let mut out = String::new();
    if x < 0.0 {
        out.push('-');
    }
    if (-4..16).contains(&exp) {
        let point = exp + 1;
        if point <= 0 {
            out.push_str("0.");
            out.push_str(&"0".repeat((-point) as usize));
            out.push_str(&digits);
        } else if point as usize >= digits.len() {
            out.push_str(&digits);
            out.push_str(&"0".repeat(point as usize - digits.len()));
            out.push_str(".0");
        } else {
            out.push_str(&digits[..point as usize]);
            out.push('.');
            out.push_str(&digits[point as usize..]);
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push('e');
        out.push(if exp < 0 { '-' } else { '+' });
        out.push_str(&format!("{:02}", exp.abs()));
    }
    out
}

/// Python's `repr(str)`: single quotes unless the text holds a single quote and no double one.
pub fn str_repr(s: &str, out: &mut String) {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if !printable(c) => match c as u32 {
                n @ 0..=0xff => out.push_str(&format!("\\x{n:02x}")),
                n @ 0x100..=0xffff => out.push_str(&format!("\\u{n:04x}")),
                n => out.push_str(&format!("\\U{n:08x}")),
            },
            c => out.push(c),
        }
    }
    out.push(quote);
}

/// Whether `repr` shows the character as itself (`str.isprintable`): not a control or format
/// character, not a separator other than the space, not for private use (the Unicode
/// categories CPython escapes, less the unassigned code points, which need its tables).
pub fn printable(c: char) -> bool {
    !matches!(c as u32,
        0..=0x1f | 0x7f..=0xa0 | 0xad | 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x1680
        | 0x180e | 0x2000..=0x200f | 0x2028..=0x202f | 0x205f..=0x2064 | 0x2066..=0x206f
        | 0x3000 | 0xe000..=0xf8ff | 0xfeff | 0xfff9..=0xfffb | 0xf0000..)
}

/// A shared object's own copy, made for the fork about to change it.
#[cold]
#[inline(never)]
fn unshare(obj: &mut Rc<Obj>) {
    Rc::make_mut(obj);
}
