//! `backtrack help`: the usage, with every puzzle, strategy, mistake and preset listed from
//! the core's registry and the command line's table of flags.

use super::puzzles::PUZZLES;
use crate::queens::count::MAX_COUNT_N;
use crate::{colouring, registry};

/// The usage, with every puzzle, strategy, mistake and preset listed from the core's lists.
pub fn usage() -> String {
    let mut text = String::from(
        "backtrack: run Backtracking Lab's search strategies from the command line\n\nusage:\n",
    );
    for p in &PUZZLES {
        text += &format!("  backtrack {} {}\n", p.name, p.synopsis);
    }
    text += "  backtrack count --n N|FROM..TO [--plain] [--json]\n  backtrack help\n\n";
    for p in &PUZZLES {
        text += &format!(
            "{} strategies: {} (default: {}; mode default: {})\n",
            p.name,
            p.strategies().join(", "),
            p.default_strategy,
            p.default_mode.name()
        );
    }
    for p in registry::PUZZLES
        .iter()
        .filter(|p| !p.mistakes().is_empty())
    {
        text += &format!("{} mistakes: {}\n", p.name(), p.mistakes().join(", "));
    }
    text += "\n";
    let presets: Vec<&str> = colouring::PRESETS.iter().map(|p| p.name).collect();
    for p in &PUZZLES {
        text += &p.notes.replace("PRESETS", &presets.join(", "));
        text += "\n";
    }
    text += &format!(
        "count: every N-Queens solution (n up to {MAX_COUNT_N}) by the bitboard counter, using the
board's mirror symmetry unless --plain; prints solutions, nodes and time.
--budget stops a run cleanly after that many nodes. Exit status: 0, or 2 for bad input.
"
    );
    text
}
