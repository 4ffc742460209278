//! Your own problem: the tab for a backtracking program that solves no puzzle of the lab
//! (permutations, subsets, combination sums, balanced parentheses, palindrome partitions).
//!
//! It has no instance and no strategies of its own: every lane on it is a program lane, and
//! the picture is the tree of the recursive function's calls, each labelled with what it
//! chose. In place of a board it shows the state the search has built so far: the list (or
//! tuple, or string) the innermost call holds (`state = [1, 3]`, `s = "(()"`), read from the
//! program's variables as a puzzle reads its board, and the call itself. This state is never
//! judged: a program on this tab records its own solutions, and the lane counts them as it
//! records them (see [`crate::program`]).

use serde::Serialize;

use crate::lane::Lane;
use crate::program::{cut_to as cut, ProgramBoard, STATE_NAMES};
use crate::python::{Global, Machine, Value};
use crate::registry::{About, Details, Puzzle, SetupError, StrategyInfo};
use crate::search::Limits;

/// The tab's puzzle: the name links use (`puzzle=program`).
pub struct OwnProblem;

/// The most items of the state shown, and the most characters of an item or of the call.
const SHOWN_ITEMS: usize = 32;
const SHOWN_BYTES: usize = 96;
const CALL_CHARS: usize = 120;

/// The state as the page draws it: the items of the list (or the characters of the string)
/// as Python writes them, the variable's name, and the innermost call in words.
#[derive(Serialize)]
struct StateView {
    state: Option<Vec<String>>,
    /// How many items the state has (more than are shown, for a long one).
    len: usize,
    name: Option<String>,
    call: Option<String>,
}

impl Puzzle for OwnProblem {
    fn about(&self) -> About {
        About {
            name: "program",
            title: "Your own problem",
            setup_form: "nothing: the program holds its own instance",
            example: "",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        Vec::new()
    }

    fn lane(
        &self,
        _setup: &str,
        strategy: &str,
        _limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        Err(SetupError::new(
            format!("Your own problem has no strategy {strategy:?}: only programs race on it"),
            Details::found("unknown_strategy", strategy),
        ))
    }

    /// No globals: the program holds its own instance, so a setup text is refused.
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        if setup.trim().is_empty() {
            Ok(Vec::new())
        } else {
            Err(SetupError::form(
                "Your own problem takes no setup: the program holds its own instance",
            ))
        }
    }

    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        let mut frames = machine.frames();
        // Between a recursive generator's values, its deepest call is suspended: its state
        // is there, as it was when it yielded.
        if frames.len() == 1 {
            frames.extend(machine.suspended_generator());
        }
        let innermost = frames.last().filter(|frame| &*frame.function != "<module>");
        // A variable named as a state is (or the one the reader chose), innermost first.
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
        let state = named.or_else(|| {
            // Else the innermost call's first list, tuple or string that is not a list of
            // recorded solutions (`res`, whose items are lists themselves).
            let frame = innermost.filter(|_| prefer.is_none())?;
            frame.locals.iter().find_map(|(name, value)| {
                let recorded = machine
                    .items(value)
                    .and_then(<[_]>::last)
                    .is_some_and(|last| machine.items(last).is_some());
                (!recorded).then(|| Some((items(machine, value)?, name.to_string())))?
            })
        });
        let call = innermost.map(|frame| {
            let args: Vec<String> = frame
                .locals
                .iter()
                .filter(|(_, v)| !matches!(&*machine.heap().type_name(v), "function" | "type"))
                .map(|(name, v)| format!("{name}={}", machine.repr_start(v, SHOWN_BYTES)))
                .collect();
            cut(
                format!("{}({})", frame.function, args.join(", ")),
                CALL_CHARS,
            )
        });
        let (state, len, name) = match state {
            Some(((items, len), name)) => (Some(items), len, Some(name)),
            None => (None, 0, None),
        };
        let drawn_from = name.clone().unwrap_or_default();
        let view = StateView {
            state,
            len,
            name,
            call,
        };
        Some(ProgramBoard {
            view: Box::new(view),
            board: Vec::new(),
            drawn_from,
            judged: false,
            complete: false,
            valid: false,
            placed: None,
            clash: None,
        })
    }
}

/// The items of a list or a tuple, or the characters of a string, as Python writes each (at
/// most SHOWN_ITEMS of them), and how many there are.
fn items(machine: &Machine, value: &Value) -> Option<(Vec<String>, usize)> {
    let shown = |v: &Value| cut(machine.repr_start(v, SHOWN_BYTES), SHOWN_BYTES / 4);
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
