//! The lab's Python interpreter: the lessons' step counts, CPython as the oracle, the refused
//! constructs, the limits, and the stepper's contract (pause anywhere, fork, resume).

use backtracking_lab::python::{compile, ErrorKind, Event, Limits, Machine, Status, Value};

#[allow(dead_code)]
fn _unused(_: ErrorKind, _: Event) {}

fn program(name: &str) -> String {
    let path = format!("{}/tests/python/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn run_with(source: &str, n: i64, steps: u64) -> Machine {
    let p = compile(source).unwrap_or_else(|e| panic!("{e}"));
    let mut m = Machine::with_limits(p, &[("n", Value::Int(n))], Limits::with_steps(steps));
    m.run_to_end();
    m
}

fn run(source: &str, n: i64) -> Machine {
    run_with(source, n, 300_000)
}

#[test]
fn lesson_c_steps_for_four_to_seven_queens() {
    let c = program("queens_c.py");
    for (n, steps, solutions, nodes) in [(4, 877, 2, 17), (5, 3_793, 10, 54), (6, 17_537, 4, 153), (7, 78_645, 40, 552)] {
        let m = run(&c, n);
        assert_eq!(m.status(), Status::Finished, "n = {n}: {:?}", m.error());
        assert_eq!(m.steps(), steps, "n = {n}");
        assert_eq!(m.output(), format!("{solutions}\n"));
        assert_eq!(m.calls("rec"), nodes, "n = {n}");
    }
}

#[test]
fn lesson_c_does_not_fit_eight_queens() {
    let m = run(&program("queens_c.py"), 8);
    assert_eq!(m.status(), Status::Limit);
    assert_eq!(m.steps(), 300_000);
    assert_eq!(m.output(), "");
}

#[test]
fn lesson_d_steps_for_six_to_nine_queens() {
    let d = program("queens_d.py");
    for (n, steps, solutions) in [(6, 6_176, 4), (7, 23_984, 40), (8, 101_172, 92), (9, 453_914, 352)] {
        let m = run_with(&d, n, 1_000_000);
        assert_eq!(m.status(), Status::Finished, "n = {n}: {:?}", m.error());
        assert_eq!(m.steps(), steps, "n = {n}");
        assert_eq!(m.output(), format!("{solutions}\n"));
    }
    // Nine queens do not fit the default limit.
    let m = run(&d, 9);
    assert_eq!(m.status(), Status::Limit);
    assert_eq!(run(&d, 8).calls("rec"), 2057);
}

// ---- CPython as the oracle ----

/// What `tests/python/oracle.py` reports for a program: CPython's output and its steps
/// counted by the lessons' rule. None when python3 is not installed.
fn oracle(file: &str, names: &[(&str, i64)], limit: u64) -> Option<serde_json::Value> {
    let dir = format!("{}/tests/python", env!("CARGO_MANIFEST_DIR"));
    let mut cmd = std::process::Command::new("python3");
    cmd.arg(format!("{dir}/oracle.py")).arg(format!("{dir}/{file}"));
    for (k, v) in names {
        cmd.arg(format!("{k}={v}"));
    }
    cmd.arg("--limit").arg(limit.to_string());
    let out = cmd.output().ok()?;
    assert!(out.status.success(), "oracle failed on {file}: {}", String::from_utf8_lossy(&out.stderr));
    Some(serde_json::from_slice(&out.stdout).expect("the oracle prints JSON"))
}

fn ours(file: &str, names: &[(&str, i64)], limit: u64) -> Machine {
    let globals: Vec<(&str, Value)> = names.iter().map(|(k, v)| (*k, Value::Int(*v))).collect();
    let p = compile(&program(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut m = Machine::with_limits(p, &globals, Limits::with_steps(limit));
    m.run_to_end();
    m
}

fn differential(cases: &[(&str, &[(&str, i64)], u64)]) {
    let mut failures = Vec::new();
    for (file, names, limit) in cases {
        let Some(expected) = oracle(file, names, *limit) else {
            eprintln!("python3 is not installed: skipping the differential test");
            return;
        };
        let m = ours(file, names, *limit);
        let status = match m.status() {
            Status::Finished => "finished",
            Status::Limit => "limit",
            Status::Error => "error",
            Status::Running => "running",
        };
        let error = m.error().map(|e| e.kind.name().to_string());
        let want_error = expected["error"].as_str().map(String::from);
        let mut problems = Vec::new();
        if expected["output"].as_str() != Some(m.output()) {
            problems.push(format!("output:\n--- cpython\n{}\n--- ours\n{}", expected["output"].as_str().unwrap_or(""), m.output()));
        }
        if expected["status"].as_str() != Some(status) || error != want_error {
            problems.push(format!("status: cpython {} {:?}, ours {status} {:?} ({:?})", expected["status"], want_error, error, m.error().map(|e| e.to_string())));
        }
        if expected["steps"].as_u64() != Some(m.steps()) {
            problems.push(format!("steps: cpython {}, ours {}", expected["steps"], m.steps()));
        }
        if !problems.is_empty() {
            failures.push(format!("{file} {names:?}: {}", problems.join("\n")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn cpython_agrees_on_the_lessons_programs() {
    differential(&[
        ("queens_c.py", &[("n", 4)], 300_000),
        ("queens_c.py", &[("n", 6)], 300_000),
        ("queens_c.py", &[("n", 8)], 300_000),
        ("queens_d.py", &[("n", 8)], 300_000),
        ("queens_d_no_undo.py", &[("n", 6)], 300_000),
        ("queens_d_no_undo.py", &[("n", 8)], 300_000),
        ("lesson000_queens.py", &[], 300_000),
        ("lesson000_sudoku.py", &[], 5_000_000),
        ("knights_5x5.py", &[("n", 4)], 300_000),
    ]);
}

#[test]
fn cpython_agrees_on_the_subset() {
    differential(&[
        ("diff/basics.py", &[], 300_000),
        ("diff/control.py", &[], 300_000),
        ("diff/functions.py", &[], 300_000),
        ("diff/builtin_funcs.py", &[], 300_000),
        ("diff/comprehensions.py", &[], 300_000),
        ("diff/dicts_sets.py", &[], 300_000),
        ("diff/strings.py", &[], 300_000),
        ("diff/classes.py", &[], 300_000),
    ]);
}

#[test]
fn cpython_agrees_on_errors() {
    differential(&[
        ("diff/errors_index.py", &[], 300_000),
        ("diff/errors_name.py", &[], 300_000),
        ("diff/errors_unbound.py", &[], 300_000),
        ("diff/errors_zero.py", &[], 300_000),
        ("diff/errors_key.py", &[], 300_000),
        ("diff/errors_type.py", &[], 300_000),
        ("diff/errors_attr.py", &[], 300_000),
        ("diff/errors_value.py", &[], 300_000),
    ]);
}

/// A developer's aid: `PYFILE=path cargo test --test python run_a_file -- --ignored --nocapture`.
#[test]
#[ignore]
fn run_a_file() {
    let Ok(path) = std::env::var("PYFILE") else { return };
    let source = std::fs::read_to_string(&path).unwrap();
    let n: i64 = std::env::var("N").ok().and_then(|v| v.parse().ok()).unwrap_or(6);
    let limit: u64 = std::env::var("LIMIT").ok().and_then(|v| v.parse().ok()).unwrap_or(300_000);
    let start = std::time::Instant::now();
    let p = compile(&source).unwrap_or_else(|e| panic!("{e}"));
    let mut m = Machine::with_limits(p, &[("n", Value::Int(n))], Limits::with_steps(limit));
    let mut lines = std::collections::BTreeMap::new();
    m.advance_with(u64::MAX, |e| {
        if let Event::Step { line, kind, .. } = e {
            if *kind != backtracking_lab::python::StepKind::Element {
                *lines.entry(*line).or_insert(0u64) += 1;
            }
        }
    });
    println!("{}", m.output());
    println!("lines {lines:?}");
    println!("status {:?} steps {} in {:?}", m.status(), m.steps(), start.elapsed());
    if let Some(e) = m.error() {
        println!("{e}");
    }
}

/// Speed, natively: `cargo test --release --test python speed -- --ignored --nocapture`, to
/// set beside `time python3 -c "n = 11; exec(open('tests/python/queens_d.py').read())"`.
/// It prints times and asserts only the counts.
#[test]
#[ignore]
fn speed_of_the_lessons_programs() {
    for (file, n, steps, output) in [("queens_d.py", 11, 10_867_088, "2680\n"), ("knights_5x5.py", 5, 81_536_284, "304\n")] {
        let source = program(file);
        let start = std::time::Instant::now();
        let m = run_with(&source, n, 1_000_000_000);
        let elapsed = start.elapsed();
        assert_eq!(m.status(), Status::Finished);
        assert_eq!(m.output(), output);
        println!("{file} n = {n}: {} steps in {elapsed:?} ({:.1} M steps/s)", m.steps(), m.steps() as f64 / elapsed.as_secs_f64() / 1e6);
        assert_eq!(m.steps(), steps);
    }
}

/// A developer's aid: prints the compiled ops of `PYFILE`.
#[test]
#[ignore]
fn dump_ops() {
    let Ok(path) = std::env::var("PYFILE") else { return };
    let p = compile(&std::fs::read_to_string(&path).unwrap()).unwrap();
    for code in p.codes.iter().filter(|c| !c.internal) {
        println!("== {}", code.name);
        for (i, (op, line)) in code.ops.iter().zip(&code.lines).enumerate() {
            println!("{i:4} {line:3} {op:?}");
        }
    }
}
