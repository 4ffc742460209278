//! A board read from a program's variables: what a puzzle's module finds there ([`ProgramBoard`]:
//! the board as the puzzle's view and bytes, whether it is complete and breaks no rule, what it
//! was drawn from), and how it looks for it ([`read_variable`]: the innermost call first, the
//! module last). The puzzles' modules read boards with it, the program lane shows them, and an
//! exercise judges what a program returned by them; it sits below all three.

use crate::lane::Shown;
use crate::python::{self, Machine};
use crate::search::{Cell, Clash};

/// What a puzzle's module read from a program's variables: the board as that puzzle's view
/// and bytes, and the variable (or the calls) it was read from.
pub struct ProgramBoard {
    pub view: Shown,
    pub board: Vec<u8>,
    /// What the board was drawn from, as the page says it: `pos`, `board`, or `rec` for the
    /// (row, column) of each active call of `rec`.
    pub drawn_from: String,
    /// Whether the puzzle judges the board (a leaf check when complete); a program on the tab
    /// for your own problem shows its state, which only the program itself judges.
    pub judged: bool,
    /// Whether every piece is placed (n queens on n rows), and if so whether the puzzle's
    /// validator finds the board breaks no rule.
    pub complete: bool,
    pub valid: bool,
    /// The piece placed last, as the search tree names a node's placement, if any.
    pub placed: Option<(Cell, u8)>,
    /// For a complete board that breaks a rule, the first two pieces that clash.
    pub clash: Option<Clash>,
}

/// The first variable of one of `names` that `read` can read, looking in the innermost call
/// first and the module last (a puzzle's board reader): what it read, and the name. Once the
/// program has ended, its module's variables are all there is. With `prefer` (the reader chose
/// a variable to draw from) only that one is read.
pub fn read_variable<T>(
    machine: &Machine,
    prefer: Option<&str>,
    names: &[&str],
    mut read: impl FnMut(&python::Value) -> Option<T>,
) -> Option<(T, String)> {
    let chosen = [prefer.unwrap_or_default()];
    let names = if prefer.is_some() { &chosen[..] } else { names };
    let found = machine.frames().iter().rev().find_map(|frame| {
        names.iter().find_map(|&wanted| {
            let (_, value) = frame.locals.iter().find(|(name, _)| &**name == wanted)?;
            Some((read(value)?, wanted.to_string()))
        })
    });
    found.or_else(|| {
        names
            .iter()
            .find_map(|&wanted| Some((read(machine.global(wanted)?)?, wanted.to_string())))
    })
}
