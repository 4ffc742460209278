//! The lane interface natively: every puzzle of the registry through the same calls the page
//! makes, and a puzzle defined outside the core (k rooks) through them too.

#[path = "support/rooks.rs"]
mod rooks;

use backtracking_lab::lane::Lane;
use backtracking_lab::registry::{self, Puzzle};
use backtracking_lab::search::{Limits, Mode, Status};

fn run_to_end(lane: &mut dyn Lane) -> u64 {
    let mut steps = 0;
    loop {
        let ran = lane.advance(4096);
        steps += ran;
        if ran < 4096 {
            return steps;
        }
    }
}

#[test]
fn every_puzzle_of_the_registry_builds_each_strategy_from_its_example() {
    for puzzle in registry::PUZZLES {
        for strategy in puzzle.strategies() {
            let mut lane = puzzle
                .lane(
                    puzzle.example(),
                    strategy.name,
                    Limits::new(Mode::First).with_budget(10_000),
                )
                .unwrap_or_else(|e| panic!("{} {}: {e}", puzzle.name(), strategy.name));
            assert_eq!(lane.puzzle(), puzzle.name());
            let steps = run_to_end(&mut *lane);
            assert_eq!(steps, lane.steps());
            assert!(lane.is_done());
            assert_eq!(lane.last_kind(), "end");
            let instance = lane.instance().value();
            assert_eq!(instance["puzzle"], puzzle.name());
            let view = lane.view().value();
            assert_eq!(view["puzzle"], puzzle.name());
        }
    }
}

#[test]
fn a_batch_ends_on_the_event_one_step_at_a_time_ends_on() {
    // advance(k) runs k - 1 events on the engine's own loop and keeps only the last: its last
    // event must be the one a lane stepped one event at a time shows after the same steps.
    // Every way a run ends: the whole tree or its budget, the first solution, a cap.
    let modes = [Mode::All, Mode::First, Mode::UpTo(3)];
    for (puzzle, mode) in registry::PUZZLES.iter().flat_map(|p| modes.map(|m| (p, m))) {
        for strategy in puzzle.strategies() {
            let limits = Limits::new(mode).with_budget(3_000);
            let mut single = puzzle
                .lane(puzzle.example(), strategy.name, limits)
                .unwrap();
            let mut batched = puzzle
                .lane(puzzle.example(), strategy.name, limits)
                .unwrap();
            let batches = [1, 2, 3, 7, 64, 1, 500]
                .into_iter()
                .chain(std::iter::repeat(4096));
            for batch in batches {
                if batched.is_done() {
                    break;
                }
                let ran = batched.advance(batch);
                for _ in 0..ran {
                    single.advance(1);
                }
                let event = |lane: &dyn Lane| {
                    lane.last_event()
                        .map(|event| event.value())
                        .unwrap_or_default()
                };
                let what = format!(
                    "{} {} {mode:?} after {}",
                    puzzle.name(),
                    strategy.name,
                    single.steps()
                );
                assert_eq!(batched.steps(), single.steps(), "{what}");
                assert_eq!(event(&*batched), event(&*single), "{what}");
                assert_eq!(batched.last_kind(), single.last_kind(), "{what}");
                assert_eq!(batched.stats(), single.stats(), "{what}");
            }
            assert!(batched.is_done(), "{} {}", puzzle.name(), strategy.name);
            assert_eq!(batched.advance(10), 0, "a lane that has ended runs nothing");
            assert_eq!(batched.last_kind(), "end");
        }
    }
}

#[test]
fn a_fork_then_the_rest_gives_what_one_run_gives() {
    for puzzle in registry::PUZZLES {
        let strategy = puzzle.strategies()[0].name;
        let limits = Limits::new(Mode::All).with_budget(5_000);
        let mut whole = puzzle.lane(puzzle.example(), strategy, limits).unwrap();
        run_to_end(&mut *whole);
        let mut part = puzzle.lane(puzzle.example(), strategy, limits).unwrap();
        part.advance(37);
        let mut fork = part.fork();
        run_to_end(&mut *fork);
        assert_eq!(fork.stats(), whole.stats(), "{}", puzzle.name());
        assert_eq!(fork.steps(), whole.steps());
        assert_eq!(
            part.steps(),
            37.min(whole.steps()),
            "the parent stays where it was"
        );
    }
}

#[test]
fn errors_say_what_is_wrong_as_data() {
    let error = registry::puzzle("chess").err().unwrap();
    assert_eq!(error.details.kind, "unknown_puzzle");
    assert_eq!(error.details.found.as_deref(), Some("chess"));
    let queens = registry::puzzle("queens").unwrap();
    let error = queens
        .lane("40", "pruned", Limits::default())
        .err()
        .unwrap();
    assert_eq!(error.message, "n must be between 1 and 32, got 40");
    assert_eq!(
        (error.details.kind, error.details.limit),
        ("size_out_of_range", Some(32))
    );
    let error = queens.lane("8", "clever", Limits::default()).err().unwrap();
    assert_eq!(error.message, "unknown N-Queens strategy \"clever\"");
    let sudoku = registry::puzzle("sudoku").unwrap();
    let error = sudoku.check("1..4\n.4x.\n.14.\n4..1").err().unwrap();
    let details = *error.details;
    assert_eq!(
        (details.kind, details.line, details.column),
        ("unexpected_character", Some(2), Some(3))
    );
    let words = registry::puzzle("words").unwrap();
    assert!(words
        .lane("SEE\nABCE", "pruned", Limits::default())
        .unwrap()
        .search_tree(10)
        .is_err());
    assert_eq!(
        words
            .count("SEE\nABCE", &[], true)
            .err()
            .unwrap()
            .details
            .kind,
        "unsupported"
    );
}

#[test]
fn the_fast_counter_and_the_quick_solver_come_through_the_registry() {
    let queens = registry::puzzle("queens").unwrap();
    assert_eq!(queens.count("8", &[], true).unwrap().solutions, 92);
    assert_eq!(queens.count("8", &[], false).unwrap().solutions, 92);
    let halves: u64 = (0..8)
        .map(|c| queens.count("8", &[c], false).unwrap().solutions)
        .sum();
    assert_eq!(halves, 92);
    let sudoku = registry::puzzle("sudoku").unwrap();
    // The lessons' 4 × 4 example has two solutions: "solve now" says it is not unique.
    let now = sudoku.solve_now("1..4.41..14.4..1", 2).unwrap();
    assert_eq!((now.status, now.solutions), (Status::CapReached, 2));
    let line = now.solution.unwrap();
    assert_eq!(line.len(), 16);
    assert!(line.starts_with("1") && !line.contains('.'), "{line}");
    // A 9 × 9 grid goes to the quick solver: one solution, found by the rules and guesses.
    let hardest =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let now = sudoku.solve_now(hardest, 2).unwrap();
    assert_eq!((now.status, now.solutions), (Status::Finished, 1));
    assert!(now.solution.unwrap().starts_with("812753649943682175"));
    assert!(now.nodes > 1 && now.forced > 0);
    // Clashing givens are an error, as for a lane; other puzzles have no quick solver.
    assert!(sudoku
        .solve_now(&format!("55{}", ".".repeat(79)), 2)
        .is_err());
    let queens = registry::puzzle("queens").unwrap();
    assert_eq!(
        queens.solve_now("8", 2).err().unwrap().details.kind,
        "unsupported"
    );
}

#[test]
fn a_puzzle_outside_the_core_runs_through_the_same_interface() {
    let mut naive = rooks::KRooks
        .lane("4 2", "naive", Limits::new(Mode::All))
        .unwrap();
    let mut pruned = rooks::KRooks
        .lane("4 2", "pruned", Limits::new(Mode::All))
        .unwrap();
    run_to_end(&mut *naive);
    run_to_end(&mut *pruned);
    assert_eq!(
        (naive.stats().solutions, pruned.stats().solutions),
        (12, 12)
    );
    assert_eq!((naive.stats().nodes, pruned.stats().nodes), (21, 17));
    let tree = pruned.search_tree(100).unwrap();
    assert_eq!((tree.nodes().len(), tree.stubs().len()), (17, 4));
    assert_eq!(naive.solution().unwrap().value(), serde_json::json!([0, 1]));
}

/// A view is JSON text made once: fields added at the end of an object, floats in the
/// shortest form that reads back the same, and what JSON cannot hold as null.
#[test]
fn a_view_is_json_built_once() {
    use backtracking_lab::lane::Shown;
    let point = Shown::object()
        .with_field("x", &Shown::number(0.1))
        .with_field("y", &Shown::number(1e-7));
    assert_eq!(point.text(), r#"{"x":0.1,"y":0.0000001}"#);
    assert_eq!(point.value()["y"].as_f64(), Some(1e-7));
    let points = Shown::array([point.clone(), Shown::number(f64::NAN)]);
    assert_eq!(points.text(), r#"[{"x":0.1,"y":0.0000001},null]"#);
    // Only an object takes a field.
    assert_eq!(points.clone().with_field("z", &point), points);
    let named = Shown::new(
        &[("a \"quoted\" name", 2)]
            .into_iter()
            .collect::<std::collections::BTreeMap<_, _>>(),
    );
    assert_eq!(
        named.with_field("b\n", &Shown::new(&None::<u8>)).text(),
        r#"{"a \"quoted\" name":2,"b\n":null}"#
    );
}
