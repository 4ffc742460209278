//! The state of a program's search, as the page draws it where there is no board: on the tab
//! for your own problem, and on a puzzle's tab for a program whose variables hold no board of
//! that puzzle (a permutations program pasted on the N-Queens tab).
//!
//! What the innermost call has built is read from its variables as hello-algo names them: the
//! list (or tuple, or string) that grows and shrinks with depth (`state`, `path`, `s`, …), the
//! lists of booleans that say what is taken (`selected`, `used`) as occupancy strips, the list
//! it chooses from (`choices`, `nums`) with where its loop stands and which candidates the
//! call's own conditions skipped, and its sets and dicts (`duplicated`, a memo) as small
//! tables; then the call itself, as the search tree's label writes it. Nothing here changes
//! the program: every value is read, and cut to what a view can show.

use serde::Serialize;

use crate::python::{FrameView, Machine, Value};

/// The names a search's state goes by in the textbooks: the list (or string) a call grows,
/// never the list it records solutions in.
pub const STATE_NAMES: [&str; 14] = [
    "state",
    "path",
    "current",
    "curr",
    "cur",
    "combination",
    "combo",
    "perm",
    "permutation",
    "subset",
    "partition",
    "track",
    "chosen",
    "s",
];

/// The names of the list a call chooses from.
const CHOICE_NAMES: [&str; 6] = ["choices", "nums", "candidates", "options", "items", "arr"];

/// The names of a loop's index over the choices.
const INDEX_NAMES: [&str; 3] = ["i", "j", "idx"];

/// The most items of a list shown, the most characters of an item or of the call, the most
/// strips and tables, and the most rows of a table.
const SHOWN_ITEMS: usize = 32;
const SHOWN_BYTES: usize = 96;
const CALL_CHARS: usize = 120;
const MOST_STRIPS: usize = 3;
const MOST_TABLES: usize = 2;
const TABLE_ROWS: usize = 8;

/// Where the innermost call stands in its loop over candidates, as the lane heard it: how many
/// passes it has begun, and which of the first 64 made no call (bit k: pass k was a cut).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Passes {
    pub begun: u32,
    pub skipped: u64,
}

/// The state as the page draws it.
#[derive(Serialize)]
pub struct StateView {
    /// The items of the state as Python writes them (at most SHOWN_ITEMS), or none found.
    state: Option<Vec<String>>,
    /// How many items the state has (more than are shown, for a long one).
    len: usize,
    name: Option<String>,
    /// The innermost call in words, `backtrack(state=[1, 3], start=2, …)`.
    call: Option<String>,
    strips: Vec<Strip>,
    choices: Option<Choices>,
    tables: Vec<Table>,
    /// Drawn on a puzzle's tab in place of a board the program does not hold.
    instead: bool,
}

/// A list of booleans, drawn as an occupancy strip: `selected = [True, False, True]`.
#[derive(Serialize)]
struct Strip {
    name: String,
    cells: Vec<bool>,
    len: usize,
}

/// The list the innermost call chooses from, and its loop: the candidates before `from` are
/// not offered to this call (`range(start, len(choices))`), `current` is the one its loop
/// stands on, `skipped` those its own conditions passed over.
#[derive(Serialize)]
struct Choices {
    name: String,
    items: Vec<String>,
    len: usize,
    from: usize,
    current: Option<usize>,
    skipped: Vec<usize>,
}

/// A set (its members) or a dict (its keys, and their values), as a small table.
#[derive(Serialize)]
struct Table {
    name: String,
    kind: &'static str,
    keys: Vec<String>,
    values: Vec<String>,
    len: usize,
}

impl StateView {
    /// The variable the state was read from, if any.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Whether there is anything to draw: a state, or at least a call of the program's own.
    pub fn shows_something(&self) -> bool {
        self.state.is_some() || self.call.is_some()
    }
}

/// The state of the program now. `prefer` is a variable the reader chose to draw from;
/// `passes`, the loop of the innermost call, where the lane heard it; `instead`, whether the
/// state stands in place of a puzzle's board.
pub fn view(
    machine: &Machine,
    prefer: Option<&str>,
    passes: Option<Passes>,
    instead: bool,
) -> StateView {
    let mut frames = machine.frames();
    // Between a recursive generator's values, its deepest call is suspended: its state is
    // there, as it was when it yielded.
    if frames.len() == 1 {
        frames.extend(machine.suspended_generator());
    }
    let innermost = frames.last().filter(|frame| &*frame.function != "<module>");
    let (state, len, name) = match state_of(machine, &frames, innermost, prefer) {
        Some(((items, len), name)) => (Some(items), len, Some(name)),
        None => (None, 0, None),
    };
    let call = innermost.map(|frame| call_of(machine, frame));
    let locals = innermost.map_or(&[][..], |frame| &frame.locals);
    let (mut strips, mut tables) = (Vec::new(), Vec::new());
    for (name, value) in locals {
        if strips.len() < MOST_STRIPS {
            strips.extend(strip_of(machine, name, value));
        }
        if tables.len() < MOST_TABLES {
            tables.extend(table_of(machine, name, value));
        }
    }
    let choices = innermost
        .and_then(|frame| choices_of(machine, frame, name.as_deref(), passes.unwrap_or_default()));
    StateView {
        state,
        len,
        name,
        call,
        strips,
        choices,
        tables,
        instead,
    }
}

/// The state and its name: a variable named as a state is (or the one the reader chose),
/// innermost first; else the innermost call's first list, tuple or string that is not a list
/// of recorded solutions (`res`, whose items are lists themselves) nor of booleans.
#[inline(never)]
fn state_of(
    machine: &Machine,
    frames: &[FrameView],
    innermost: Option<&FrameView>,
    prefer: Option<&str>,
) -> Option<((Vec<String>, usize), String)> {
    let chosen = [prefer.unwrap_or_default()];
    let names: &[&str] = if prefer.is_some() {
        &chosen
    } else {
        &STATE_NAMES
    };
    let named = frames.iter().rev().find_map(|frame| {
        names.iter().find_map(|&wanted| {
            let (_, value) = frame.locals.iter().find(|(name, _)| &**name == wanted)?;
            Some((items(machine, value)?, wanted.to_string()))
        })
    });
    named.or_else(|| {
        let frame = innermost.filter(|_| prefer.is_none())?;
        frame.locals.iter().find_map(|(name, value)| {
            let list = machine.items(value);
            let recorded = list.and_then(<[_]>::last).is_some_and(|last| {
                machine.items(last).is_some() || matches!(last, Value::Bool(_))
            });
            let chooses = CHOICE_NAMES.contains(&&**name);
            (!recorded && !chooses).then(|| Some((items(machine, value)?, name.to_string())))?
        })
    })
}

/// The call in words: the function and each argument that is not a function or a class.
#[inline(never)]
fn call_of(machine: &Machine, frame: &FrameView) -> String {
    let args: Vec<String> = frame
        .locals
        .iter()
        .filter(|(_, v)| !matches!(&*machine.heap().type_name(v), "function" | "type"))
        .map(|(name, v)| format!("{name}={}", machine.repr_start(v, SHOWN_BYTES)))
        .collect();
    cut_to(
        format!("{}({})", frame.function, args.join(", ")),
        CALL_CHARS,
    )
}

/// The list the call chooses from (not the state itself), and where its loop stands: on the
/// index its loop variable holds (`for i in range(start, len(choices))`), else on its pass;
/// the passes the lane heard skip map onto the candidates from there.
#[inline(never)]
fn choices_of(
    machine: &Machine,
    frame: &FrameView,
    state: Option<&str>,
    passes: Passes,
) -> Option<Choices> {
    let (name, list) = CHOICE_NAMES.iter().find_map(|&wanted| {
        let (name, value) = frame.locals.iter().find(|(name, _)| &**name == wanted)?;
        (Some(&**name) != state).then_some(())?;
        Some((name, items(machine, value)?))
    })?;
    let (items, len) = list;
    let pass = passes.begun.checked_sub(1);
    let index = INDEX_NAMES.iter().find_map(|&wanted| {
        match frame.locals.iter().find(|(name, _)| &**name == wanted)? {
            (_, Value::Int(i)) if (0..len as i64).contains(i) => Some(*i as usize),
            _ => None,
        }
    });
    // The first pass stood on `from`: with an index, it is where the index stands less the
    // passes since; without one, the loop walks the choices from the first.
    let (from, current) = match (index, pass) {
        (Some(i), Some(p)) if i >= p as usize => (i - p as usize, Some(i)),
        (_, Some(p)) if index.is_none() && (p as usize) < len => (0, Some(p as usize)),
        _ => (0, None),
    };
    let skipped = (0..passes.begun.min(64))
        .filter(|k| passes.skipped >> k & 1 == 1)
        .map(|k| from + k as usize)
        .filter(|&i| i < len)
        .collect();
    Some(Choices {
        name: name.to_string(),
        items,
        len,
        from,
        current,
        skipped,
    })
}

/// A non-empty list of booleans of the call's, as an occupancy strip.
#[inline(never)]
fn strip_of(machine: &Machine, name: &str, value: &Value) -> Option<Strip> {
    let items = machine.items(value).filter(|items| !items.is_empty())?;
    let mut cells = Vec::new();
    for item in &items[..items.len().min(SHOWN_ITEMS)] {
        let Value::Bool(taken) = item else {
            return None;
        };
        cells.push(*taken);
    }
    Some(Strip {
        name: name.to_string(),
        cells,
        len: items.len(),
    })
}

/// A set or a dict of the call's, as a table of at most TABLE_ROWS rows.
#[inline(never)]
fn table_of(machine: &Machine, name: &str, value: &Value) -> Option<Table> {
    let shown = |v: &Value| shown(machine, v);
    let (mut keys, mut values) = (Vec::new(), Vec::new());
    let (kind, len) = if let Some(members) = machine.members(value) {
        for member in &members[..members.len().min(TABLE_ROWS)] {
            keys.push(shown(member));
        }
        ("set", members.len())
    } else {
        let entries = machine.entries(value)?;
        for (key, value) in &entries[..entries.len().min(TABLE_ROWS)] {
            keys.push(shown(key));
            values.push(shown(value));
        }
        ("dict", entries.len())
    };
    Some(Table {
        name: name.to_string(),
        kind,
        keys,
        values,
        len,
    })
}

/// The items of a list or a tuple, or the characters of a string, as Python writes each (at
/// most SHOWN_ITEMS of them), and how many there are.
fn items(machine: &Machine, value: &Value) -> Option<(Vec<String>, usize)> {
    let shown = |v: &Value| shown(machine, v);
    if let Some(items) = machine.items(value) {
        return Some((
            items.iter().take(SHOWN_ITEMS).map(shown).collect(),
            items.len(),
        ));
    }
    match value {
        Value::Str(s) => {
            let chars = s.chars().take(SHOWN_ITEMS).map(String::from).collect();
            Some((chars, s.chars().count()))
        }
        _ => None,
    }
}

/// A value as Python writes it, cut to what a cell of the view shows.
#[inline(never)]
fn shown(machine: &Machine, value: &Value) -> String {
    cut_to(machine.repr_start(value, SHOWN_BYTES), SHOWN_BYTES / 4)
}

/// `text` cut to at most `chars` characters, `…` marking a cut.
pub fn cut_to(mut text: String, chars: usize) -> String {
    if let Some((at, _)) = text.char_indices().nth(chars) {
        text.truncate(at);
        text.push('…');
    }
    text
}
