//! `backtrack check EXERCISE.json [--program FILE]`: an exercise's checks run on a program
//! (by default the exercise's own start), each verdict on a line in English, then the score;
//! `--json` prints `{verdicts, score}`. An exercise that is not right is bad input, each of
//! its problems on a line. Exit status 0 when every check passed, 1 when one failed.

use std::io::Write;

use super::{read_input, BadInput, Command, Options};
use crate::exercise::{schema, Exercise, Measure, Strategies, Verdict, Why};

/// The options `check` takes.
pub const TAKES: &[&str] = &["--program", "--json", "FILE"];

/// The exit status when a check failed.
pub const EXIT_FAILED: u8 = 1;

#[derive(Clone, Debug, PartialEq)]
pub struct CheckRequest {
    pub exercise: String,
    /// The program's file (`-` for standard input), or none for the exercise's start.
    pub program: Option<String>,
    pub json: bool,
}

pub fn parse(options: &Options) -> Result<Command, BadInput> {
    let exercise = options
        .file
        .clone()
        .ok_or_else(|| BadInput("check needs an exercise's JSON file".into()))?;
    Ok(Command::Check(CheckRequest {
        exercise,
        program: options.program.clone(),
        json: options.json,
    }))
}

pub fn run(request: &CheckRequest, out: &mut dyn Write) -> Result<u8, BadInput> {
    let exercise = read_exercise(&request.exercise)?;
    let program = match &request.program {
        Some(file) => read_input(file)?,
        None => exercise.start.clone(),
    };
    let (verdicts, score) = exercise.check_all(&program, &Strategies);
    if request.json {
        let shown = serde_json::json!({ "verdicts": verdicts, "score": score });
        writeln!(out, "{shown}")?;
    } else {
        for verdict in &verdicts {
            writeln!(out, "{}", line(&exercise, verdict))?;
        }
        writeln!(out, "score: {:.0} %", score * 100.0)?;
    }
    Ok(if verdicts.iter().all(|v| v.passed) {
        0
    } else {
        EXIT_FAILED
    })
}

fn read_exercise(file: &str) -> Result<Exercise, BadInput> {
    schema::parse(&read_input(file)?).map_err(|problems| {
        let lines: Vec<String> = problems.iter().map(|p| format!("  {p}")).collect();
        BadInput(format!(
            "{file} is not a right exercise:\n{}",
            lines.join("\n")
        ))
    })
}

/// A verdict in a line: passed or failed, the check, and the difference that matters.
fn line(exercise: &Exercise, verdict: &Verdict) -> String {
    let check = &exercise.checks[verdict.index];
    let mark = if verdict.passed { "passed" } else { "FAILED" };
    let on = match &verdict.setup {
        Some(setup) => format!(" on {:?}", setup),
        None => " (hidden)".to_string(),
    };
    let measure = |m: Measure| match m {
        Measure::Nodes => "nodes",
        Measure::Steps => "steps",
    };
    let why = match &verdict.why {
        Why::Passed { measured: None } | Why::Hidden => String::new(),
        Why::Passed { measured: Some(n) } => format!(": {n}"),
        Why::Setup { message } => format!(": the exercise cannot run it: {message}"),
        Why::Error {
            error,
            message,
            line,
        } => format!(": {error} at line {line}: {message}"),
        Why::DidNotFit { steps } => format!(": did not fit in {steps} steps"),
        Why::NotCalled { call } => format!(": the program ended before {call}"),
        Why::Output { expected, got } => {
            format!(": printed {got:?} where {expected:?} is asked for")
        }
        Why::Missing { expected, got } => format!(": {got:?} does not contain {expected:?}"),
        Why::Number { expected, got } => match got {
            Some(got) => format!(": printed {got} last where {expected} is asked for"),
            None => format!(": printed no number where {expected} is asked for"),
        },
        Why::NotBoards { got } => format!(": returned {got}, which is not boards of the puzzle"),
        Why::NoBoards => ": returned no board".to_string(),
        Why::Count { expected, got } => format!(": {got} solutions where there are {expected}"),
        Why::Invalid {
            board,
            complete: false,
            ..
        } => format!(": board {} is not complete", board + 1),
        Why::Invalid {
            board,
            pieces: Some(pieces),
            ..
        } => format!(
            ": board {} breaks a rule: {}",
            board + 1,
            pieces.join(" and ")
        ),
        Why::Invalid { board, clash, .. } => match clash {
            Some(clash) => format!(
                ": board {} breaks the {:?} rule at r{}c{} and r{}c{}",
                board + 1,
                clash.rule,
                clash.first.row + 1,
                clash.first.col + 1,
                clash.second.row + 1,
                clash.second.col + 1
            ),
            None => format!(": board {} is not a solution", board + 1),
        },
        Why::Given { board, cell } => format!(
            ": board {} changes the given at r{}c{}",
            board + 1,
            cell.row + 1,
            cell.col + 1
        ),
        Why::Twice { first, second } => {
            format!(": boards {} and {} are the same", first + 1, second + 1)
        }
        Why::Cost {
            measure: m,
            got,
            limit,
            strategy,
            program,
            ..
        } => match (strategy, program) {
            (Some(strategy), _) => {
                format!(": {got} {}, where {strategy} needs {limit}", measure(*m))
            }
            (None, true) => format!(
                ": {got} {}, where the other program needs {limit}",
                measure(*m)
            ),
            (None, false) => format!(": {got} {}, at most {limit} allowed", measure(*m)),
        },
    };
    let kind = match &check.test {
        crate::exercise::Test::Clean => "clean",
        crate::exercise::Test::Output { .. } => "output",
        crate::exercise::Test::Result { .. } => "result",
        crate::exercise::Test::Cost { .. } => "cost",
    };
    format!("{mark} {}. {kind}{on}{why}", verdict.index + 1)
}
