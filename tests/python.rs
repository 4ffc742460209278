//! The lab's Python interpreter: the lessons' step counts, CPython as the oracle, the refused
//! constructs, the limits, and the stepper's contract (pause anywhere, fork, resume).

use backtracking_lab::python::{compile, ErrorKind, Event, Limits, Machine, Status, Value};

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
