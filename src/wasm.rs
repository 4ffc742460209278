//! The wasm boundary: the only module that knows about JavaScript.
//!
//! JavaScript holds opaque handles ([`Lane`], [`TreeEstimate`]) whose state lives in Rust, and
//! asks for small, copyable results: "advance k events", the counters, a view of the board,
//! the last event. This file converts between JavaScript and the core's lane interface
//! ([`crate::lane::Lane`]) and its registry of puzzles ([`crate::registry`]); it names no
//! puzzle, so a new puzzle (or a new kind of lane) crosses without a change here. Typed errors
//! of the core become a `JsError` with the core's own message ([`checkSetup`](check_setup)
//! returns them as data instead); nothing on this side panics on bad input (the panic hook is
//! for bugs only).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::lane::{self, Shown};
use crate::registry::{self, Details};
#[cfg(feature = "strategies")]
use crate::search::estimate::Z_95;
#[cfg(feature = "strategies")]
use crate::search::{Limits, Mode};

/// The allocator in the browser: talc, in the memory wasm grows, where Rust's default there
/// (dlmalloc) spends a tenth of a Python program's time allocating and freeing its objects.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen(start)]
fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

#[cfg(feature = "strategies")]
fn mode_from(name: &str) -> Result<Mode, JsError> {
    match name {
        "first" => Ok(Mode::First),
        "all" => Ok(Mode::All),
        "unique" => Ok(Mode::UpTo(2)),
        other => Err(JsError::new(&format!(
            "unknown mode {other:?}; use first, all or unique"
        ))),
    }
}

/// A budget of nodes from JavaScript: 0, negative or not a number means none.
#[cfg(feature = "strategies")]
fn limits_from(mode: &str, budget: f64) -> Result<Limits, JsError> {
    let limits = Limits::new(mode_from(mode)?);
    Ok(if budget >= 1.0 {
        limits.with_budget(budget as u64)
    } else {
        limits
    })
}

/// A value as JavaScript sees it, `None` as `undefined`: the counters, events and trees.
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    serde_wasm_bindgen::to_value(value).unwrap_or(JsValue::NULL)
}

/// As [`to_js`], but `None` becomes `null` rather than `undefined`, what the registry's
/// exports, instances and views promise, so that a vertex not coloured yet is a `null` in an
/// array instead of a hole; a flattened struct is a plain object too.
fn to_js_with_nulls<T: Serialize + ?Sized>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    value.serialize(&serializer).unwrap_or(JsValue::NULL)
}

/// A lane's view as JavaScript sees it: its JSON text parsed.
fn shown(value: Shown) -> JsValue {
    js_sys::JSON::parse(value.text()).unwrap_or(JsValue::NULL)
}

/// Every puzzle with its strategies, from the core's registry, for the page to check its own
/// registry against: `[{name, setup, example, modes, strategies: [{name, summary_key,
/// summary}], mistakes}]`. `summary_key` is the page's translation key of the strategy's
/// summary; `summary` the core's English line, or null where the core has none; `mistakes`
/// are more strategy names a lane takes (the mistake lab's broken copies).
#[wasm_bindgen]
pub fn puzzles() -> JsValue {
    #[derive(Serialize)]
    struct Strategy {
        name: &'static str,
        summary_key: String,
        summary: Option<&'static str>,
    }
    #[derive(Serialize)]
    struct Listed {
        name: &'static str,
        setup: &'static str,
        example: &'static str,
        modes: [&'static str; 3],
        strategies: Vec<Strategy>,
        mistakes: Vec<&'static str>,
    }
    let listed: Vec<Listed> = registry::PUZZLES
        .iter()
        .map(|p| Listed {
            name: p.name(),
            setup: p.setup_form(),
            example: p.example(),
            modes: ["first", "all", "unique"],
            strategies: p
                .strategies()
                .into_iter()
                .map(|s| Strategy {
                    name: s.name,
                    summary_key: format!("strategy.{}.{}.summary", p.name(), s.name),
                    summary: s.summary,
                })
                .collect(),
            mistakes: p.mistakes(),
        })
        .collect();
    to_js_with_nulls(&listed)
}

/// Checks a setup text without raising: `{ok: true, puzzle, instance}` when a lane can be
/// built from it (with the puzzle's first strategy; `instance` as `Lane.instance()` gives
/// it), else `{ok: false, puzzle, message, kind, line, column, found, expected, limit, digit,
/// size, rule, cells}`: the core's English message and what is wrong as data (see
/// `registry::Details`), for the page's own languages.
#[wasm_bindgen(js_name = checkSetup)]
pub fn check_setup(puzzle: &str, setup: &str) -> JsValue {
    #[derive(Serialize)]
    struct Checked<'a> {
        ok: bool,
        puzzle: &'a str,
        message: Option<String>,
        #[serde(flatten)]
        details: Details,
    }
    let checked = registry::puzzle(puzzle).and_then(|p| p.check(setup));
    let (instance, checked) = match &checked {
        Ok(lane) => (
            lane.instance(),
            Checked {
                ok: true,
                puzzle,
                message: None,
                details: Details::default(),
            },
        ),
        Err(error) => (
            Shown::new(&()),
            Checked {
                ok: false,
                puzzle,
                message: Some(error.message.clone()),
                details: (*error.details).clone(),
            },
        ),
    };
    shown(Shown::new(&checked).with_field("instance", &instance))
}

/// Solves a setup at once with the puzzle's quick solver, counting up to two solutions to
/// tell whether the answer is unique: `{status, solution, solutions, nodes, forced}` where
/// status is finished (exactly one solution), cap_reached (more than one) or no_solution, and
/// `solution` the first one as people write it (a Sudoku's grid as one line), or null.
#[cfg(feature = "strategies")]
#[wasm_bindgen(js_name = solveNow)]
pub fn solve_now(puzzle: &str, setup: &str) -> Result<JsValue, JsError> {
    Ok(to_js_with_nulls(
        &registry::puzzle(puzzle)?.solve_now(setup, 2)?,
    ))
}

/// Counts every solution of a setup with the puzzle's fast counter: with `prefix` empty the
/// whole count, else only the solutions that begin with these values (the page's workers
/// share a count out by them); `symmetric` walks one board of each class under the board's
/// symmetries and weighs it by the class's size (see [`count_tasks`]). Returns
/// `[solutions, nodes, classes]`, `classes` NaN where the counter does not tell them.
#[cfg(feature = "strategies")]
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(
    puzzle: &str,
    setup: &str,
    prefix: Vec<u32>,
    symmetric: bool,
) -> Result<Vec<f64>, JsError> {
    let prefix: Vec<usize> = prefix.into_iter().map(|v| v as usize).collect();
    let count = registry::puzzle(puzzle)?.count(setup, &prefix, symmetric)?;
    let classes = count.classes.map_or(f64::NAN, |classes| classes as f64);
    Ok(vec![count.solutions as f64, count.nodes as f64, classes])
}

/// The prefixes a symmetric count of a setup is shared out by, `[[top, second], ...]`: their
/// symmetric counts add up to the whole.
#[cfg(feature = "strategies")]
#[wasm_bindgen(js_name = countTasks)]
pub fn count_tasks(puzzle: &str, setup: &str) -> Result<JsValue, JsError> {
    Ok(to_js(&registry::puzzle(puzzle)?.count_tasks(setup)?))
}

/// Solves every setup of a text, one a line (blank and `#` lines skipped), with one strategy,
/// or with the quick solver of "Solve now" where `strategy` is empty; first solution only.
/// Returns `[setups, nodes, solved]`. For benchmarks.
#[cfg(feature = "strategies")]
#[wasm_bindgen(js_name = solveEach)]
pub fn solve_each(puzzle: &str, text: &str, strategy: &str) -> Result<Vec<f64>, JsError> {
    let puzzle = registry::puzzle(puzzle)?;
    let (mut setups, mut nodes, mut solved) = (0.0, 0.0, 0.0);
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let (line_nodes, solutions) = if strategy.is_empty() {
            let now = puzzle.solve_now(line, 1)?;
            (now.nodes, now.solutions)
        } else {
            let mut lane = puzzle.lane(line, strategy, Limits::new(Mode::First))?;
            while lane.advance(u64::MAX) > 0 {}
            (lane.stats().nodes, lane.stats().solutions)
        };
        setups += 1.0;
        nodes += line_nodes as f64;
        if solutions > 0 {
            solved += 1.0;
        }
    }
    Ok(vec![setups, nodes, solved])
}

// --- Exercises ------------------------------------------------------------------------------

/// Reads an exercise (its JSON as a JavaScript object): `{ok: true, exercise, references}`,
/// `references` the `[setup, strategy]` pairs whose numbers its checks need, or `{ok: false,
/// problems}`, each `{path, id, expected, message}`.
#[cfg(feature = "program-lanes")]
#[wasm_bindgen(js_name = readExercise)]
pub fn read_exercise(exercise: JsValue) -> JsValue {
    #[derive(Serialize)]
    struct Read<'a> {
        ok: bool,
        exercise: Option<&'a crate::exercise::Exercise>,
        references: Vec<(String, String)>,
        problems: Vec<crate::exercise::Problem>,
    }
    let read = serde_wasm_bindgen::from_value::<serde_json::Value>(exercise)
        .map_err(|error| {
            vec![crate::exercise::Problem {
                path: String::new(),
                id: "json",
                expected: "JSON".into(),
                message: error.to_string(),
            }]
        })
        .and_then(|value| crate::exercise::schema::read(&value));
    match &read {
        Ok(exercise) => to_js_with_nulls(&Read {
            ok: true,
            exercise: Some(exercise),
            references: exercise.references(),
            problems: Vec::new(),
        }),
        Err(problems) => to_js_with_nulls(&Read {
            ok: false,
            exercise: None,
            references: Vec::new(),
            problems: problems.clone(),
        }),
    }
}

/// Runs check `index` of an exercise on `program` and judges it: the verdict (see
/// `exercise::Verdict`). `references` are `[setup, strategy, {solutions, nodes}]` for each
/// pair `readExercise` named, from `strategyReference` on the page's core.
#[cfg(feature = "program-lanes")]
#[wasm_bindgen(js_name = checkExercise)]
pub fn check_exercise(
    exercise: JsValue,
    index: u32,
    program: &str,
    references: JsValue,
) -> Result<JsValue, JsError> {
    let value: serde_json::Value = serde_wasm_bindgen::from_value(exercise)?;
    let exercise = crate::exercise::schema::read(&value).map_err(|problems| {
        let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
        JsError::new(&lines.join("; "))
    })?;
    if index as usize >= exercise.checks.len() {
        return Err(JsError::new(&format!("the exercise has no check {index}")));
    }
    let given: Vec<(String, String, crate::exercise::Reference)> =
        serde_wasm_bindgen::from_value(references)?;
    let verdict = exercise.check(index as usize, program, &crate::exercise::Given(given));
    Ok(to_js_with_nulls(&verdict))
}

/// What `strategy` finds on the instance of `setup`, over its whole tree: `{solutions,
/// nodes}` (the numbers an exercise's checks compare with).
#[cfg(feature = "strategies")]
#[wasm_bindgen(js_name = strategyReference)]
pub fn strategy_reference(puzzle: &str, setup: &str, strategy: &str) -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct Reference {
        solutions: u64,
        nodes: u64,
    }
    let stats = registry::puzzle(puzzle)?.walk(setup, strategy)?;
    Ok(to_js(&Reference {
        solutions: stats.solutions,
        nodes: stats.nodes,
    }))
}

// --- Lanes ----------------------------------------------------------------------------------

/// One lane of the race, stepped from JavaScript.
#[wasm_bindgen]
pub struct Lane {
    lane: Box<dyn lane::Lane>,
}

/// Rust-only helpers.
impl Lane {
    /// A handle on any lane of the core, from the registry or not.
    pub fn from_core(lane: Box<dyn lane::Lane>) -> Lane {
        Lane { lane }
    }
}

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl Lane {
    /// A lane of any puzzle of the registry: `setup` is the puzzle's setup text (queens `8`;
    /// Sudoku a grid; knights `8 r1c1 open`; colouring `3 petersen` or `3` over an edge list;
    /// words `SEE` over a grid), `strategy` one of its strategies (or one of the mistake lab's
    /// copies), `mode` first, all or unique, `budget` in nodes (0 for none).
    #[cfg(feature = "strategies")]
    pub fn create(
        puzzle: &str,
        setup: &str,
        strategy: &str,
        mode: &str,
        budget: f64,
    ) -> Result<Lane, JsError> {
        let limits = limits_from(mode, budget)?;
        let lane = registry::puzzle(puzzle)?.lane(setup, strategy, limits)?;
        Ok(Lane::from_core(lane))
    }

    /// A program lane: the learner's Python `source` on the instance of `setup` of `puzzle`
    /// (as for `create`), given to it as globals (N-Queens `n`), at most `steps` steps (the
    /// lessons' 300,000 for 0; at most 10⁹). A program that does not compile is a lane that
    /// has ended in its SyntaxError before its first step (`details().error` says where); a
    /// setup the puzzle refuses raises.
    /// `draw_from` names the variable (or the function, for its calls) the board is read
    /// from; empty: the puzzle's own choice. `input` is what the program's `input()` reads,
    /// a line at a time (none: an EOFError, as at the end of a file). `record_from` names
    /// what its solutions are counted from (a list, a counter, `print`, `yield`); none or
    /// empty: the lab's choice.
    #[cfg(feature = "program-lanes")]
    pub fn program(
        puzzle: &str,
        setup: &str,
        source: &str,
        steps: f64,
        draw_from: &str,
        input: Option<String>,
        record_from: Option<String>,
    ) -> Result<Lane, JsError> {
        let steps = if steps >= 1.0 {
            (steps as u64).min(crate::python::MAX_STEPS)
        } else {
            crate::python::Limits::default().steps
        };
        let puzzle = registry::puzzle(puzzle)?;
        let lane = crate::program::ProgramLane::new(puzzle, setup, source, steps)?
            .draw_from(draw_from)
            .record_from(record_from.as_deref().unwrap_or(""))
            .with_input(input.as_deref().unwrap_or(""));
        Ok(Lane::from_core(Box::new(lane)))
    }

    /// The puzzle's name.
    pub fn puzzle(&self) -> String {
        self.lane.puzzle().to_string()
    }

    /// An independent copy of this lane at its current step, to look ahead without moving it.
    pub fn fork(&self) -> Lane {
        Lane::from_core(self.lane.fork())
    }

    /// Runs up to `count` events and returns how many ran (fewer only if the lane ended).
    pub fn advance(&mut self, count: u32) -> u32 {
        self.lane.advance(count.into()) as u32
    }

    /// Runs until an event of the given kind (`solution`, `undo`, …) or the end, at most
    /// `limit` events; returns how many ran.
    #[wasm_bindgen(js_name = advanceUntil)]
    pub fn advance_until(&mut self, kind: &str, limit: u32) -> u32 {
        self.lane.advance_until(kind, limit.into()) as u32
    }

    /// Whether the lane has ended (its `End` event is behind it).
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.lane.is_done()
    }

    /// The kind of the last event (`try`, `reject`, `place`, `undo`, `dead_end`,
    /// `leaf_check`, `solution`, `end`), or an empty string before the first step.
    #[wasm_bindgen(js_name = lastKind)]
    pub fn last_kind(&self) -> String {
        self.lane.last_kind().to_string()
    }

    /// The number of events run so far.
    pub fn steps(&self) -> f64 {
        self.lane.steps() as f64
    }

    /// running, first_solution, cap_reached, finished, no_solution or budget_exhausted.
    pub fn status(&self) -> String {
        self.lane.status().name().to_string()
    }

    /// The counters as a plain object (nodes, tried, rejected, leaf_checks, undos, dead_ends,
    /// forced, solutions, comparisons, max_depth, nodes_per_depth).
    pub fn stats(&self) -> JsValue {
        to_js(self.lane.stats())
    }

    /// The current depth: the number of values placed by the search.
    pub fn depth(&self) -> usize {
        self.lane.depth()
    }

    /// The nodes of this strategy's whole tree, where a closed form (or a count) is known.
    #[wasm_bindgen(js_name = treeSize)]
    pub fn tree_size(&self) -> Option<f64> {
        self.lane.tree_size()
    }

    /// The last event as a plain object (`kind` plus its cells), or null before the first
    /// step (each puzzle's module says what its cells and values mean).
    pub fn event(&self) -> JsValue {
        self.lane.last_event().map_or(JsValue::NULL, shown)
    }

    /// The search tree this lane walks, recorded from a fresh copy of it: `{nodes, stubs,
    /// reference, truncated, status, last_step}`, at most `limit` nodes and stubs. Each cut is
    /// priced against the tree the search would walk without its checks; a puzzle without
    /// such a tree (a word search) raises.
    #[wasm_bindgen(js_name = searchTree)]
    pub fn search_tree(&self, limit: u32) -> Result<JsValue, JsError> {
        Ok(to_js(&self.lane.search_tree(limit as usize)?))
    }

    /// What this kind of lane shows beyond its board, or null: for a program lane
    /// `{kind: "program", line, output, calls: [{function, calls}], recursive, drawn_from,
    /// frames: [{function, line, depth, locals: [{name, value, items, len}]}], error}`.
    pub fn details(&self) -> JsValue {
        self.lane.details().map_or(JsValue::NULL, shown)
    }

    /// The board now, as bytes (each puzzle's module gives their form).
    pub fn board(&self) -> Vec<u8> {
        self.lane.board()
    }

    /// The first solution found, in the form of `board()`; empty while there is none.
    pub fn solution(&self) -> Vec<u8> {
        self.lane.solution_board()
    }

    /// What stays the same for the whole run, for drawing the puzzle once, with `puzzle`
    /// naming it (each puzzle's module gives its fields).
    pub fn instance(&self) -> JsValue {
        shown(self.lane.instance())
    }

    /// The board now, for drawing it, with `puzzle` naming it (each puzzle's module gives its
    /// fields).
    pub fn view(&self) -> JsValue {
        shown(self.lane.view())
    }
}

/// Knuth's estimate of the size of one strategy's tree (random probes from the root), refined
/// a few probes at a time from JavaScript. The same seed gives the same probes.
#[cfg(feature = "strategies")]
#[wasm_bindgen]
pub struct TreeEstimate {
    estimate: Box<dyn lane::TreeEstimate>,
}

/// Public methods, exported to JavaScript.
#[cfg(feature = "strategies")]
#[wasm_bindgen]
impl TreeEstimate {
    /// The estimate of a strategy's tree for any puzzle of the registry, from its setup text
    /// (as for `Lane.create`).
    pub fn create(
        puzzle: &str,
        setup: &str,
        strategy: &str,
        seed: f64,
    ) -> Result<TreeEstimate, JsError> {
        let lane = registry::puzzle(puzzle)?.lane(setup, strategy, Limits::default())?;
        Ok(TreeEstimate {
            estimate: lane.estimate(seed as u64)?,
        })
    }

    /// The estimate of the tree of a lane, from its root (as `create` on the lane's setup).
    #[wasm_bindgen(js_name = ofLane)]
    pub fn of_lane(lane: &Lane, seed: f64) -> Result<TreeEstimate, JsError> {
        Ok(TreeEstimate {
            estimate: lane.lane.estimate(seed as u64)?,
        })
    }

    /// Runs `probes` more probes.
    pub fn run(&mut self, probes: u32) {
        self.estimate.run(probes.into())
    }

    /// The estimated number of nodes so far, with its 95 % interval:
    /// `{probes, mean, std_error, low, high}` (the last three null under two probes).
    pub fn nodes(&self) -> JsValue {
        to_js(&self.estimate.nodes(Z_95))
    }
}
