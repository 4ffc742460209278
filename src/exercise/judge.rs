//! The verdict of one check: whether the run passed, and the difference that matters when it
//! did not ("90 solutions; there are 92", "a returned board has two queens on one diagonal",
//! "2,113 nodes: pruned needs 2,057"), as data the page words in its languages. A hidden
//! check's verdict keeps only passed or failed.

use serde::Serialize;

use super::{Check, Exercise, Expected, Judge, Limit, Measure, Number, Referee, Run, Test, BOARD};
use crate::lane::Lane;
use crate::python::{self, Value};
use crate::registry;
use crate::search::Clash;

/// A check's verdict.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    pub index: usize,
    pub passed: bool,
    pub hidden: bool,
    pub weight: f64,
    /// The check's instance (none for a hidden check).
    pub setup: Option<String>,
    #[serde(flatten)]
    pub why: Why,
}

impl Verdict {
    pub fn new(index: usize, check: &Check, why: Why) -> Verdict {
        let passed = matches!(why, Why::Passed { .. });
        Verdict {
            index,
            passed,
            hidden: check.hidden,
            weight: check.weight,
            setup: (!check.hidden).then(|| check.setup.clone()),
            why: match check.hidden {
                true if passed => Why::Passed { measured: None },
                true => Why::Hidden,
                false => why,
            },
        }
    }
}

/// Why a check passed or failed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum Why {
    /// Passed; a cost check says what it measured.
    Passed {
        measured: Option<u64>,
    },
    /// A hidden check failed.
    Hidden,
    /// The exercise's instance or strategy could not be used (the author's mistake).
    Setup {
        message: String,
    },
    /// The program raised an error (or did not compile).
    Error {
        error: String,
        message: String,
        line: u32,
    },
    /// The run did not end within its steps.
    DidNotFit {
        steps: u64,
    },
    /// The program never made the call (it ended first).
    NotCalled {
        call: String,
    },
    /// The output is not the one expected.
    Output {
        expected: String,
        got: String,
    },
    Missing {
        expected: String,
        got: String,
    },
    Number {
        expected: i64,
        got: Option<i64>,
    },
    /// The call returned something the puzzle cannot read as its boards.
    NotBoards {
        got: String,
    },
    /// The call returned no board where at least one was asked for.
    NoBoards,
    /// As many boards as solutions were expected.
    Count {
        expected: u64,
        got: u64,
    },
    /// A board is not a solution: incomplete, or two pieces clash.
    Invalid {
        board: usize,
        complete: bool,
        clash: Option<Clash>,
        /// The clashing pieces as the program names them (a graph's vertices), where the
        /// puzzle's cells are not their names.
        #[serde(skip_serializing_if = "Option::is_none")]
        pieces: Option<Vec<String>>,
    },
    /// A board that does not keep the instance: a given changed, at `cell`.
    Given {
        board: usize,
        cell: crate::search::Cell,
    },
    /// The same board twice.
    Twice {
        first: usize,
        second: usize,
    },
    /// The run cost more than allowed; `strategy` or `program` says whose cost set the limit.
    Cost {
        measure: Measure,
        got: u64,
        limit: u64,
        strategy: Option<String>,
        times: Option<f64>,
        program: bool,
    },
}

/// Judges a run of `check` on the program.
pub fn judge(exercise: &Exercise, check: &Check, run: &Run, referee: &dyn Referee) -> Why {
    let lane = &run.lane;
    if let Some(error) = lane.error() {
        return Why::Error {
            error: error
                .class
                .clone()
                .unwrap_or_else(|| error.kind.name().to_string()),
            message: error.message.clone(),
            line: error.line,
        };
    }
    if lane.machine().status() == python::Status::Limit {
        return Why::DidNotFit { steps: check.steps };
    }
    if let Some(call) = &check.call {
        if run.result().is_none_or(|v| matches!(v, Value::Undef)) {
            return Why::NotCalled { call: call.clone() };
        }
    }
    let reference = |strategy: &str| referee.reference(&exercise.tab, &check.setup, strategy);
    match &check.test {
        Test::Clean => Why::Passed { measured: None },
        Test::Output { expected } => output(lane.machine().output(), expected, &reference),
        Test::Result { judge, of } => {
            result(exercise, check, run, *judge, of.as_deref(), &reference)
        }
        Test::Cost { measure, limit } => {
            cost_verdict(exercise, check, lane, *measure, limit, &reference)
        }
    }
}

/// A cost check: the run's nodes or steps against the most it may cost.
fn cost_verdict(
    exercise: &Exercise,
    check: &Check,
    lane: &crate::program::ProgramLane,
    measure: Measure,
    limit: &Limit,
    reference: &Reference,
) -> Why {
    let got = cost(lane, measure);
    let failed = |limit, strategy: Option<&String>, times, program| Why::Cost {
        measure,
        got,
        limit,
        strategy: strategy.cloned(),
        times,
        program,
    };
    match limit {
        Limit::AtMost(n) if got <= *n => Why::Passed {
            measured: Some(got),
        },
        Limit::AtMost(n) => failed(*n, None, None, false),
        // Nodes only (the schema says so): a strategy's steps are its events, a program's its
        // lines.
        Limit::Times { strategy, times } => match reference(strategy) {
            Ok(r) => {
                let most = (r.nodes as f64 * times).floor() as u64;
                match got <= most {
                    true => Why::Passed {
                        measured: Some(got),
                    },
                    false => failed(most, Some(strategy), Some(*times), false),
                }
            }
            Err(error) => Why::Setup {
                message: error.message,
            },
        },
        Limit::FewerThan(other) => {
            let call = check.call.as_deref();
            match Run::program(&exercise.tab, &check.setup, call, check.steps, other) {
                Ok(theirs) => {
                    let theirs = cost(&theirs.lane, measure);
                    match got < theirs {
                        true => Why::Passed {
                            measured: Some(got),
                        },
                        false => failed(theirs, None, None, true),
                    }
                }
                Err(error) => Why::Setup {
                    message: error.message,
                },
            }
        }
    }
}

fn cost(lane: &crate::program::ProgramLane, measure: Measure) -> u64 {
    match measure {
        Measure::Nodes => lane.stats().nodes,
        Measure::Steps => lane.steps(),
    }
}

type Reference<'a> = dyn Fn(&str) -> Result<super::Reference, registry::SetupError> + 'a;

fn output(text: &str, expected: &Expected, reference: &Reference) -> Why {
    let got = text.trim().to_string();
    match expected {
        Expected::Equals(want) if got == want.trim() => Why::Passed { measured: None },
        Expected::Equals(want) => Why::Output {
            expected: want.trim().to_string(),
            got,
        },
        Expected::Contains(want) if got.contains(want.as_str()) => Why::Passed { measured: None },
        Expected::Contains(want) => Why::Missing {
            expected: want.clone(),
            got,
        },
        Expected::Number(number) => {
            let want = match number {
                Number::Given(n) => *n,
                Number::Solutions(s) | Number::Nodes(s) => match reference(s) {
                    Ok(r) if matches!(number, Number::Solutions(_)) => r.solutions as i64,
                    Ok(r) => r.nodes as i64,
                    Err(error) => {
                        return Why::Setup {
                            message: error.message,
                        }
                    }
                },
            };
            let last = last_number(&got);
            match last == Some(want) {
                true => Why::Passed { measured: None },
                false => Why::Number {
                    expected: want,
                    got: last,
                },
            }
        }
    }
}

/// The last whole number in a text (`-3`, `109601`; `109,601` is read as written, 601).
pub fn last_number(text: &str) -> Option<i64> {
    let bytes = text.as_bytes();
    let end = bytes.iter().rposition(u8::is_ascii_digit)? + 1;
    let mut start = end;
    while start > 0 && bytes[start - 1].is_ascii_digit() {
        start -= 1;
    }
    let negative = start > 0 && bytes[start - 1] == b'-';
    let n: i64 = text[start..end].parse().ok()?;
    Some(if negative { -n } else { n })
}

fn result(
    exercise: &Exercise,
    check: &Check,
    run: &Run,
    judge: Judge,
    of: Option<&str>,
    reference: &Reference,
) -> Why {
    let machine = run.lane.machine();
    let Some(value) = run.result().cloned() else {
        return Why::NotBoards {
            got: "nothing".into(),
        };
    };
    let shown = || machine.repr_start(&value, 60);
    let Ok(puzzle) = registry::puzzle(&exercise.tab) else {
        return Why::Setup {
            message: format!("no tab {:?}", exercise.tab),
        };
    };
    let mut reader = machine.clone();
    let mut read = |value: &Value| {
        reader.set_global(BOARD, value.clone());
        puzzle.program_board(&reader, Some(BOARD))
    };
    // One board, or a list of them (a count may also be a number).
    let boards = match judge {
        Judge::First if matches!(value, Value::None) => return Why::NoBoards,
        Judge::First => match read(&value) {
            Some(board) => vec![board],
            None => return Why::NotBoards { got: shown() },
        },
        _ => {
            if let (Judge::Count, Value::Int(n)) = (judge, &value) {
                return count(*n as u64, of, reference);
            }
            let Some(items) = machine.items(&value).map(<[Value]>::to_vec) else {
                return Why::NotBoards { got: shown() };
            };
            if judge == Judge::Count {
                return count(items.len() as u64, of, reference);
            }
            let mut boards = Vec::with_capacity(items.len());
            for item in &items {
                match read(item) {
                    Some(board) => boards.push(board),
                    None => {
                        return Why::NotBoards {
                            got: machine.repr_start(item, 60),
                        }
                    }
                }
            }
            if boards.is_empty() && judge == Judge::Valid {
                return Why::NoBoards;
            }
            boards
        }
    };
    for (i, board) in boards.iter().enumerate() {
        if !board.valid {
            let pieces = board
                .clash
                .and_then(|clash| puzzle.piece_names(machine, &[clash.first, clash.second]));
            return Why::Invalid {
                board: i,
                complete: board.complete,
                clash: board.clash,
                pieces,
            };
        }
        if let Some(cell) = puzzle.breaks_instance(&check.setup, board) {
            return Why::Given { board: i, cell };
        }
    }
    if judge == Judge::All {
        for (j, later) in boards.iter().enumerate() {
            if let Some(i) = boards[..j].iter().position(|b| b.board == later.board) {
                return Why::Twice {
                    first: i,
                    second: j,
                };
            }
        }
        return count(boards.len() as u64, of, reference);
    }
    Why::Passed { measured: None }
}

fn count(got: u64, of: Option<&str>, reference: &Reference) -> Why {
    let Some(strategy) = of else {
        return Why::Setup {
            message: "a count needs the strategy whose count is the truth".into(),
        };
    };
    match reference(strategy) {
        Ok(r) if r.solutions == got => Why::Passed {
            measured: Some(got),
        },
        Ok(r) => Why::Count {
            expected: r.solutions,
            got,
        },
        Err(error) => Why::Setup {
            message: error.message,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::last_number;

    #[test]
    fn the_last_whole_number_of_an_output() {
        assert_eq!(last_number("nodes: 109601\n"), Some(109601));
        assert_eq!(last_number("4 2\n-3"), Some(-3));
        assert_eq!(last_number("none"), None);
        assert_eq!(last_number("92 solutions"), Some(92));
    }
}
