//! `backtrack run FILE`: a Python program on the core's interpreter, counted as the lessons
//! count (see [`crate::python`]). `--set n=8` defines a global before the program runs (a whole
//! number, `True`, `False`, `None` or a quoted string), `--limit` raises or lowers the lessons'
//! 300,000 steps, `-` reads the program from standard input. The program's own output goes to
//! standard output as it printed it; its steps and calls, an error as Python prints it, or the
//! limit it reached go to standard error; `--json` prints one object instead. Exit status 0
//! when it finished (or the code `sys.exit(code)` gave, as CPython's), 1 when it raised an
//! error, 3 when it reached the step limit.

use std::io::Write;

use serde::Serialize;

use super::{read_input, BadInput, Options};
use crate::python::{self, Limits, Machine, Status, Value, MAX_STEPS};

/// The options `run` takes.
pub const TAKES: &[&str] = &["--set", "--limit", "--json", "FILE"];

/// The exit status of a program that raised an error.
pub const EXIT_ERROR: u8 = 1;
/// The exit status of a program that reached the step limit.
pub const EXIT_LIMIT: u8 = 3;

/// A global's value as typed after `--set NAME=`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Literal {
    Int(i64),
    Bool(bool),
    None,
    Str(String),
}

impl Literal {
    fn value(&self) -> Value {
        match self {
            Literal::Int(i) => Value::Int(*i),
            Literal::Bool(b) => Value::Bool(*b),
            Literal::None => Value::None,
            Literal::Str(s) => Value::str(s),
        }
    }
}

/// A program to run, fully checked but for the file itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunRequest {
    /// A file, or `-` for standard input.
    pub file: String,
    /// The globals defined before the program runs, in the order given.
    pub globals: Vec<(String, Literal)>,
    pub limit: u64,
    pub json: bool,
}

/// Reads `NAME=VALUE`.
fn global(text: &str) -> Result<(String, Literal), BadInput> {
    let bad = |why: &str| BadInput(format!("--set {text}: {why}"));
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| bad("write NAME=VALUE, like n=8"))?;
    let name = name.trim();
    let identifier = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !identifier {
        return Err(bad(
            "the name must be a Python name (letters, digits and _)",
        ));
    }
    let value = value.trim();
    let literal = match value {
        "True" => Literal::Bool(true),
        "False" => Literal::Bool(false),
        "None" => Literal::None,
        quoted
            if quoted.len() >= 2
                && (quoted.starts_with('"') && quoted.ends_with('"')
                    || quoted.starts_with('\'') && quoted.ends_with('\'')) =>
        {
            Literal::Str(quoted[1..quoted.len() - 1].to_string())
        }
        number => Literal::Int(number.replace('_', "").parse().map_err(|_| {
            bad("the value must be a whole number (64 bits), True, False, None or a quoted string")
        })?),
    };
    Ok((name.to_string(), literal))
}

/// Checks `run`'s options.
pub fn parse(options: &Options) -> Result<RunRequest, BadInput> {
    let file = options
        .file
        .clone()
        .ok_or_else(|| BadInput("run needs a FILE, or - for standard input".into()))?;
    let globals = options
        .sets
        .iter()
        .map(|text| global(text))
        .collect::<Result<_, _>>()?;
    let limit = match &options.limit {
        None => Limits::default().steps,
        Some(text) => text
            .replace('_', "")
            .parse::<u64>()
            .ok()
            .filter(|steps| (1..=MAX_STEPS).contains(steps))
            .ok_or_else(|| {
                BadInput(format!(
                    "--limit must be a number of steps from 1 to {MAX_STEPS}, got {text:?}"
                ))
            })?,
    };
    Ok(RunRequest {
        file,
        globals,
        limit,
        json: options.json,
    })
}

#[derive(Serialize)]
struct Error<'a> {
    kind: &'a str,
    line: u32,
    message: &'a str,
}

#[derive(Serialize)]
struct Report<'a> {
    output: &'a str,
    steps: u64,
    calls: serde_json::Map<String, serde_json::Value>,
    status: &'static str,
    error: Option<Error<'a>>,
}

/// An error as Python prints it: the calls that led there, each with its file, line and the
/// line's code, then the kind and the message.
fn traceback(error: &python::PyError, file: &str, source: &str) -> String {
    let file = if file == "-" { "<stdin>" } else { file };
    let code = |line: u32| {
        source
            .lines()
            .nth((line as usize).wrapping_sub(1))
            .map(|code| format!("    {}\n", code.trim()))
            .unwrap_or_default()
    };
    let calls = |traceback: &[python::TraceEntry]| {
        let mut text = String::from("Traceback (most recent call last):\n");
        for entry in traceback {
            text += &format!(
                "  File \"{file}\", line {}, in {}\n{}",
                entry.line,
                entry.function,
                code(entry.line)
            );
        }
        text
    };
    let mut text = String::new();
    // The exceptions it was raised from, first.
    for link in &error.chain {
        text += &calls(&link.traceback);
        text += &format!("{}\n\n{}\n\n", link.summary(), link.separator());
    }
    if error.traceback.is_empty() {
        if error.line > 0 {
            text += &format!(
                "  File \"{file}\", line {}\n{}",
                error.line,
                code(error.line)
            );
        }
    } else {
        text += &calls(&error.traceback);
    }
    text + &error.summary()
}

/// What the program's `input()` reads: the command's standard input, unless the program
/// itself came from there. From a terminal it is read (to Ctrl-D) only for a program that
/// calls `input(`, so that running any other program never waits.
fn standard_input(file: &str, source: &str) -> String {
    use std::io::{IsTerminal, Read};
    let stdin = std::io::stdin();
    if file == "-" || (stdin.is_terminal() && !source.contains("input(")) {
        return String::new();
    }
    let mut text = String::new();
    let _ = stdin.lock().read_to_string(&mut text);
    text
}

/// Runs the program; returns the exit status (0, [`EXIT_ERROR`] or [`EXIT_LIMIT`]).
pub fn run(request: &RunRequest, out: &mut dyn Write) -> Result<u8, BadInput> {
    let text = read_input(&request.file)?;
    let globals: Vec<(&str, Value)> = request
        .globals
        .iter()
        .map(|(name, literal)| (name.as_str(), literal.value()))
        .collect();
    let limits = Limits::with_steps(request.limit);
    let (machine, compile_error) = match python::compile(&text) {
        Ok(program) => {
            let mut machine = Machine::with_limits(program, &globals, limits);
            machine.give_input(&standard_input(&request.file, &text));
            machine.run_to_end();
            (Some(machine), None)
        }
        Err(error) => (None, Some(error)),
    };
    let error = compile_error
        .as_ref()
        .or_else(|| machine.as_ref().and_then(Machine::error));
    let status = match (&machine, error) {
        (_, Some(_)) => "error",
        (Some(m), None) if m.status() == Status::Limit => "limit",
        _ => "finished",
    };
    let (output, steps) = machine
        .as_ref()
        .map_or(("", 0), |m| (m.output(), m.steps()));
    let calls: Vec<(String, u64)> = machine
        .as_ref()
        .map(|m| {
            m.call_counts()
                .into_iter()
                .map(|(name, count)| (name.to_string(), count))
                .collect()
        })
        .unwrap_or_default();
    if request.json {
        let report = Report {
            output,
            steps,
            calls: calls
                .iter()
                .map(|(name, count)| (name.clone(), (*count).into()))
                .collect(),
            status,
            error: error.map(|e| Error {
                kind: e.class_name(),
                line: e.line,
                message: &e.message,
            }),
        };
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
    } else {
        out.write_all(output.as_bytes())?;
        out.flush()?;
        let calls: Vec<String> = calls
            .iter()
            .map(|(name, count)| format!("{name} {count}"))
            .collect();
        let mut said = format!("{steps} steps");
        if !calls.is_empty() {
            said += &format!("; calls: {}", calls.join(", "));
        }
        match (error, status) {
            (Some(error), _) => eprintln!("{}\n{said}", traceback(error, &request.file, &text)),
            (None, "limit") => eprintln!(
                "did not fit in {} steps (--limit raises it)\n{said}",
                request.limit
            ),
            _ => {
                if let Some(message) = machine.as_ref().and_then(|m| m.exit()?.message.clone()) {
                    eprintln!("{message}");
                }
                eprintln!("{said}")
            }
        }
    }
    let status = match status {
        "error" => EXIT_ERROR,
        "limit" => EXIT_LIMIT,
        // `sys.exit(code)`: the status CPython's process would end with.
        _ => machine
            .as_ref()
            .and_then(|m| m.exit())
            .map_or(0, |e| e.status),
    };
    // The process ends next: its memory goes back whole, not object by object (freeing a
    // heap of a million objects one at a time took a tenth of a memoised search's time).
    std::mem::forget(machine);
    Ok(status)
}
