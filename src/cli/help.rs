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
    text += "  backtrack count --n N|FROM..TO [--plain|--mirror] [--threads K] [--json]\n";
    text += "  backtrack run FILE|- [--set NAME=VALUE]... [--limit STEPS] [--json]\n";
    text += "  backtrack check EXERCISE.json [--program FILE|-] [--json]\n";
    text += "  backtrack help\n\n";
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
        "count: every N-Queens solution (n up to {MAX_COUNT_N}) by the bitboard counter. It walks one
board of each class under the board's turns and mirrors and weighs it by the class's size;
--mirror walks the left half of the first row instead, --plain every board. --threads K shares
the symmetric count out on K threads. Prints solutions, classes, nodes and time.
run: a Python program on the lab's interpreter, its steps counted as the lessons count them;
--set n=8 defines a global first (a whole number, True, False, None or a quoted string),
--limit changes the 300,000 steps it may take. Its output goes to standard output, its steps,
calls and any error to standard error. Exit status 1 when it raised an error, 3 when it did
not fit in its steps.
check: an exercise's checks (its JSON; the presets are in www/exercises/presets/) run on a
program, by default the exercise's own start; prints each verdict and the score. Exit status 0
when every check passed, 1 when one failed, 2 for an exercise that is not right (each problem
is named).
--budget stops a run cleanly after that many nodes. Exit status: 0, or 2 for bad input.
"
    );
    text
}
