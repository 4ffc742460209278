//! The command line's table of puzzles: for each puzzle of the core's registry, the options
//! its command takes, its defaults, the lines it adds to the usage, and how its options become
//! the registry's setup texts (one per instance asked for: each n of a range, each puzzle of a
//! file, each number of colours) and the JSON fields that name each instance. Reading a file
//! of puzzles happens here, so a bad puzzle in it is named by its file, line and number.

use serde_json::{json, Value};

use super::{parse_range, read_input, BadInput, Request};
use crate::queens::{self, Mistake};
use crate::registry;
use crate::search::Mode;
use crate::sudoku::Grid;
use crate::{colouring, knights, words};

/// One puzzle's command.
pub struct Flags {
    /// The puzzle's name in the registry, and the command's.
    pub name: &'static str,
    /// What follows the command in the usage.
    pub synopsis: &'static str,
    /// The options it takes; any other is refused by name.
    pub takes: &'static [&'static str],
    pub default_strategy: &'static str,
    pub default_mode: Mode,
    /// More lines for the usage: what the input looks like, what the defaults are.
    pub notes: &'static str,
    /// The heading of the table's first column: what differs between its rows.
    pub first: &'static str,
    /// Whether standard error gets the time per run at the end (a file of many puzzles).
    pub times_runs: bool,
    /// Checks everything that can be checked before running (sizes, squares, colours, words).
    pub check: fn(&Request) -> Result<(), BadInput>,
    /// The instances asked for; a bad one read from a file is an `Err` with its message.
    pub setups: fn(&Request) -> Result<Instances, BadInput>,
    /// The runs of each instance.
    pub runs: fn(&Request) -> Result<Vec<Run>, BadInput>,
}

impl Flags {
    /// The strategies' names, from the registry.
    pub fn strategies(&self) -> Vec<&'static str> {
        registry::puzzle(self.name)
            .map(|p| p.strategies().iter().map(|s| s.name).collect())
            .unwrap_or_default()
    }
}

/// The instances of a request, each a setup or, for one misread in a file, what is wrong
/// and where.
pub type Instances = Vec<Result<Setup, String>>;

/// One instance to search.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The registry's setup text.
    pub text: String,
    /// The table's first column.
    pub label: String,
    /// The instance as JSON fields (`n`, `grid`, `word`, …).
    pub fields: Vec<(&'static str, Value)>,
    /// Where the instance was read (`file:line: puzzle 3: `), to name it in an error and go
    /// on with the others; `None` when a bad instance ends the command.
    pub place: Option<String>,
}

impl Setup {
    fn new(text: String, label: String, fields: Vec<(&'static str, Value)>) -> Setup {
        Setup {
            text,
            label,
            fields,
            place: None,
        }
    }
}

/// One run of an instance: the lane's strategy, and how the row names it.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    /// The strategy the registry builds the lane of (a strategy, or a mistake).
    pub strategy: &'static str,
    /// The JSON's `strategy`.
    pub shown: &'static str,
    /// What the table's strategy column says, when not `shown`.
    pub label: Option<&'static str>,
    /// More JSON fields.
    pub fields: Vec<(&'static str, Value)>,
}

/// One run per strategy asked for.
fn each_strategy(request: &Request) -> Result<Vec<Run>, BadInput> {
    Ok(request
        .strategies
        .iter()
        .map(|&strategy| Run {
            strategy,
            shown: strategy,
            label: None,
            fields: Vec::new(),
        })
        .collect())
}

/// The flags of the puzzle with this name.
pub fn puzzle(name: &str) -> Option<&'static Flags> {
    PUZZLES.iter().find(|p| p.name == name)
}

/// Every puzzle's command, in the registry's order.
pub static PUZZLES: [Flags; 5] = [
    Flags {
        name: "queens",
        synopsis: "--n N|FROM..TO [--strategy NAME[,NAME...]|all] [--mistake NAME] [--mode first|all|unique] [--budget NODES] [--json]",
        takes: &["--n", "--strategy", "--mistake", "--mode", "--budget", "--json"],
        default_strategy: "pruned",
        default_mode: Mode::All,
        notes: "--mistake runs a broken copy of occupancy (the mistake lab) instead of a strategy.",
        first: "n",
        times_runs: false,
        check: check_queens,
        setups: queens_setups,
        runs: queens_runs,
    },
    Flags {
        name: "sudoku",
        synopsis: "[--strategy NAME[,NAME...]|all] [--mode first|all|unique] [--budget NODES] [--json] FILE|-",
        takes: &["--strategy", "--mode", "--budget", "--json", "FILE"],
        default_strategy: "candidates",
        default_mode: Mode::First,
        notes: "\
A sudoku FILE holds puzzles one per line (digits, then A to G on a 16×16 grid, and '.', '0'
or '_' for blanks), or printed grids one row per line ('4 . . |. . . |8 . 5' rows, Simple
Sudoku .ss frames, .sdk files), one after another; blank lines, lines starting with # and
headers like [Puzzle] are skipped. A 16×16 grid is one line of 256 cells, 16 rows with spaces
or '|' between cells, or 16 bare rows below an .sdk [Puzzle] header; any other bare line of 16
cells is a 4×4 puzzle.",
        first: "grid",
        times_runs: true,
        check: |_| Ok(()),
        setups: sudoku_setups,
        runs: each_strategy,
    },
    Flags {
        name: "knights",
        synopsis: "--n N|FROM..TO [--start r1c1] [--closed] [--strategy NAME[,NAME...]|all] [--mode first|all] [--budget NODES] [--json]",
        takes: &["--n", "--start", "--closed", "--strategy", "--mode", "--budget", "--json"],
        default_strategy: "warnsdorff",
        default_mode: Mode::First,
        notes: "\
A knight's tour of an n × n board (n up to 16) from --start (default r1c1, the top-left
square); --closed asks for tours that end a knight's move from the start.",
        first: "n",
        times_runs: false,
        check: check_knights,
        setups: knights_setups,
        runs: each_strategy,
    },
    Flags {
        name: "colouring",
        synopsis: "--graph FILE|PRESET --colours K|FROM..TO [--strategy NAME[,NAME...]|all] [--mode first|all] [--budget NODES] [--json]",
        takes: &["--graph", "--colours", "--strategy", "--mode", "--budget", "--json"],
        default_strategy: "pruned",
        default_mode: Mode::First,
        notes: "\
A graph FILE is an edge list, one 'a b' pair a line (names of letters, digits, _ or -; # starts
a comment), or - for standard input; or a preset: PRESETS.
Mode all counts every colouring: the chromatic polynomial's value at K.",
        first: "colours",
        times_runs: false,
        check: check_colouring,
        setups: colouring_setups,
        runs: each_strategy,
    },
    Flags {
        name: "words",
        synopsis: "--grid FILE --word WORD [--strategy NAME[,NAME...]|all] [--mode first|all] [--budget NODES] [--json]",
        takes: &["--grid", "--word", "--strategy", "--mode", "--budget", "--json"],
        default_strategy: "pruned",
        default_mode: Mode::All,
        notes: "\
A grid FILE holds one row of letters a line (or - for standard input); the word is a path of
cells sharing a side, none used twice. solutions counts the paths.",
        first: "word",
        times_runs: false,
        check: check_words,
        setups: words_setups,
        runs: each_strategy,
    },
];

// --- N-Queens -----------------------------------------------------------------------------

fn queens_sizes(request: &Request) -> Result<Vec<usize>, BadInput> {
    let options = &request.options;
    let text = options.required(&options.n, "queens", "--n")?;
    parse_range("--n", text, |n| Ok(queens::board_size(n)?))
}

/// The mistake asked for; it replaces the strategy, so it goes with occupancy or nothing.
fn queens_mistake(request: &Request) -> Result<Option<Mistake>, BadInput> {
    let options = &request.options;
    let Some(name) = options.mistake.as_deref() else {
        return Ok(None);
    };
    let mistake = Mistake::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Mistake::ALL.iter().map(|m| m.name()).collect();
        BadInput(format!(
            "unknown mistake {name:?}; use {}",
            names.join(", ")
        ))
    })?;
    if let Some(other) = options.strategies.iter().find(|s| *s != "occupancy") {
        return Err(BadInput(format!(
            "--mistake {name} is a broken copy of the occupancy strategy; it cannot run with \
             --strategy {other} (give --strategy occupancy, or no --strategy)"
        )));
    }
    Ok(Some(mistake))
}

fn check_queens(request: &Request) -> Result<(), BadInput> {
    queens_sizes(request)?;
    queens_mistake(request)?;
    Ok(())
}

fn queens_setups(request: &Request) -> Result<Instances, BadInput> {
    Ok(queens_sizes(request)?
        .into_iter()
        .map(|n| {
            Ok(Setup::new(
                n.to_string(),
                n.to_string(),
                vec![("n", json!(n))],
            ))
        })
        .collect())
}

/// A mistake runs alone, as a broken copy of occupancy; else one run per strategy.
fn queens_runs(request: &Request) -> Result<Vec<Run>, BadInput> {
    match queens_mistake(request)? {
        Some(mistake) => Ok(vec![Run {
            strategy: mistake.name(),
            shown: "occupancy",
            label: Some(mistake.name()),
            fields: vec![("mistake", json!(mistake.name()))],
        }]),
        None => each_strategy(request),
    }
}

// --- Sudoku -------------------------------------------------------------------------------

/// Every puzzle of the input, one-line or printed; a bad one is named with its line and
/// number (`file:line: puzzle 3: column 11: unexpected character 'x'; ...`).
fn sudoku_setups(request: &Request) -> Result<Instances, BadInput> {
    let path = request
        .options
        .file
        .as_deref()
        .ok_or_else(|| BadInput("sudoku needs a FILE, or - for standard input".into()))?;
    let text = read_input(path)?;
    Ok(Grid::parse_many(&text)
        .into_iter()
        .map(|entry| match entry.grid {
            Ok(grid) => {
                let line = grid.to_line();
                Ok(Setup {
                    place: Some(format!("{path}:{}: puzzle {}: ", entry.line, entry.number)),
                    ..Setup::new(line.clone(), line.clone(), vec![("grid", json!(line))])
                })
            }
            Err(error) => {
                let column = error
                    .column()
                    .map(|c| format!("column {c}: "))
                    .unwrap_or_default();
                Err(format!(
                    "{path}:{}: puzzle {}: {column}{}",
                    error.line().unwrap_or(entry.line),
                    entry.number,
                    error.message()
                ))
            }
        })
        .collect())
}

// --- Knight's tour ------------------------------------------------------------------------

/// One board per size asked for, each from the same start square.
fn knights_boards(request: &Request) -> Result<Vec<knights::Board>, BadInput> {
    let options = &request.options;
    let text = options.required(&options.n, "knights", "--n")?;
    let start = options.start.as_deref().unwrap_or("r1c1");
    parse_range("--n", text, |n| Ok(knights::board_size(n)?))?
        .into_iter()
        .map(|n| Ok(knights::Board::parse(n, start, options.closed)?))
        .collect()
}

fn check_knights(request: &Request) -> Result<(), BadInput> {
    knights_boards(request).map(drop)
}

fn knights_setups(request: &Request) -> Result<Instances, BadInput> {
    Ok(knights_boards(request)?
        .into_iter()
        .map(|board| {
            let (n, start, closed) = (board.n(), board.start().to_string(), board.closed());
            let tour = if closed { "closed" } else { "open" };
            let fields = vec![
                ("n", json!(n)),
                ("start", json!(start)),
                ("closed", json!(closed)),
            ];
            Ok(Setup::new(
                format!("{n} {start} {tour}"),
                n.to_string(),
                fields,
            ))
        })
        .collect())
}

// --- Graph colouring ----------------------------------------------------------------------

fn colour_counts(request: &Request) -> Result<Vec<usize>, BadInput> {
    let options = &request.options;
    let text = options.required(&options.colours, "colouring", "--colours")?;
    parse_range("--colours", text, |k| Ok(colouring::colour_count(k)?))
}

fn check_colouring(request: &Request) -> Result<(), BadInput> {
    let options = &request.options;
    options.required(&options.graph, "colouring", "--graph")?;
    colour_counts(request).map(drop)
}

/// A preset by name, else an edge list read from the file (`-` for standard input), a bad
/// line named with the file; with what follows the number of colours in the setup text.
fn load_graph(source: &str) -> Result<(colouring::Graph, String), BadInput> {
    if let Ok(graph) = colouring::preset_graph(source) {
        return Ok((graph, format!(" {source}")));
    }
    let text = read_input(source).map_err(|BadInput(message)| {
        let presets: Vec<&str> = colouring::PRESETS.iter().map(|p| p.name).collect();
        BadInput(format!(
            "{message} (--graph takes a file, - for standard input, or a preset: {})",
            presets.join(", ")
        ))
    })?;
    let graph =
        colouring::Graph::parse(&text).map_err(|error| BadInput(format!("{source}: {error}")))?;
    Ok((graph, format!("\n{text}")))
}

fn colouring_setups(request: &Request) -> Result<Instances, BadInput> {
    let source = request.options.graph.as_deref().expect("checked by parse");
    let (graph, edges) = load_graph(source)?;
    Ok(colour_counts(request)?
        .into_iter()
        .map(|k| {
            let fields = vec![
                ("graph", json!(source)),
                ("colours", json!(k)),
                ("vertices", json!(graph.names())),
            ];
            Ok(Setup::new(format!("{k}{edges}"), k.to_string(), fields))
        })
        .collect())
}

// --- Word search --------------------------------------------------------------------------

fn check_words(request: &Request) -> Result<(), BadInput> {
    let options = &request.options;
    options.required(&options.grid, "words", "--grid")?;
    words::parse_word(options.required(&options.word, "words", "--word")?)?;
    Ok(())
}

fn words_setups(request: &Request) -> Result<Instances, BadInput> {
    let options = &request.options;
    let (path, word) = (
        options.grid.as_deref().expect("checked by parse"),
        options.word.as_deref().expect("checked by parse"),
    );
    let text = read_input(path)?;
    let grid = words::Grid::parse(&text).map_err(|error| BadInput(format!("{path}: {error}")))?;
    let word: String = words::parse_word(word)?.into_iter().collect();
    let rows: Vec<String> = grid.to_text().lines().map(str::to_string).collect();
    let fields = vec![("word", json!(word)), ("grid", json!(rows))];
    Ok(vec![Ok(Setup::new(
        format!("{word}\n{text}"),
        word.clone(),
        fields,
    ))])
}
