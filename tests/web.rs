//! The wasm boundary as JavaScript sees it, run in headless Chromium by wasm-bindgen-test:
//! results arrive as JavaScript values and errors as JavaScript `Error` objects.

#![cfg(target_arch = "wasm32")]

use backtracking_lab::queens::is_solution;
use backtracking_lab::wasm::{self, Lane};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The message of the JavaScript error a boundary call raised.
fn message(error: impl Into<JsValue>) -> String {
    let error: JsValue = error.into();
    assert!(
        error.is_instance_of::<js_sys::Error>(),
        "not an Error: {error:?}"
    );
    js_sys::Reflect::get(&error, &"message".into())
        .unwrap()
        .as_string()
        .unwrap()
}

fn get(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &key.into()).unwrap()
}

/// The first solution of `n` queens by the pruned strategy, run 4,096 events a call.
fn first_queens(n: i32) -> Result<Vec<u8>, wasm_bindgen::JsError> {
    let mut lane = Lane::create("queens", &n.to_string(), "pruned", "first", 0.0)?;
    while lane.advance(4096) == 4096 {}
    Ok(lane.solution())
}

#[wasm_bindgen_test]
fn solve_returns_a_board_on_which_no_two_queens_attack() {
    for n in [1, 4, 5, 8, 12] {
        let queens = first_queens(n).unwrap();
        assert!(is_solution(n as usize, &queens), "n = {n}: {queens:?}");
    }
}

#[wasm_bindgen_test]
fn two_and_three_queens_come_back_empty() {
    for n in [2, 3] {
        assert!(first_queens(n).unwrap().is_empty());
    }
}

#[wasm_bindgen_test]
fn a_bad_n_raises_a_readable_javascript_error() {
    for n in [0, 33, -4] {
        let error = first_queens(n).unwrap_err();
        assert_eq!(
            message(error),
            format!("n must be between 1 and 32, got {n}")
        );
    }
}

#[wasm_bindgen_test]
fn a_lane_steps_and_reports_counters_as_a_plain_object() {
    let mut lane = Lane::create("queens", "5", "pruned", "all", 0.0).unwrap();
    assert_eq!(lane.status(), "running");
    assert_eq!(lane.advance(1), 1);
    assert_eq!(get(&lane.event(), "kind").as_string().unwrap(), "try");
    while lane.advance(1000) > 0 {}
    assert_eq!(lane.status(), "finished");
    let stats = lane.stats();
    assert_eq!(get(&stats, "nodes").as_f64(), Some(54.0));
    assert_eq!(get(&stats, "solutions").as_f64(), Some(10.0));
    assert_eq!(get(&lane.event(), "kind").as_string().unwrap(), "end");
}

#[wasm_bindgen_test]
fn a_bad_puzzle_raises_an_error_that_says_where() {
    let error = Lane::create("sudoku", "1..4.41..1x.4..1", "pruned", "first", 0.0)
        .err()
        .unwrap();
    assert!(message(error).starts_with("line 1, column 11: unexpected character 'x'"));
    let error = Lane::create("sudoku", "11..............", "pruned", "first", 0.0)
        .err()
        .unwrap();
    assert_eq!(
        message(error),
        "the givens at r1c1 and r1c2 are both 1 in the same row"
    );
    let clash = wasm::check_setup("sudoku", "11..............");
    assert_eq!(get(&clash, "ok").as_bool(), Some(false));
    assert_eq!(
        get(&clash, "message").as_string().unwrap(),
        "the givens at r1c1 and r1c2 are both 1 in the same row"
    );
    let error = Lane::create("queens", "8", "clever", "all", 0.0)
        .err()
        .unwrap();
    assert_eq!(message(error), "unknown N-Queens strategy \"clever\"");
}

#[wasm_bindgen_test]
fn a_fork_moves_on_its_own_and_advance_until_stops_on_the_kind_asked() {
    let mut lane = Lane::create("queens", "6", "pruned", "all", 0.0).unwrap();
    lane.advance(10);
    let mut ahead = lane.fork();
    let ran = ahead.advance_until("solution", 1_000_000);
    assert!(ran > 0);
    assert_eq!(ahead.last_kind(), "solution");
    assert_eq!(lane.steps(), 10.0);
    assert_eq!(ahead.steps(), 10.0 + ran as f64);
    assert!(queens_ok(&ahead.board()));
    while lane.advance(10_000) > 0 {}
    assert_eq!(lane.status(), "finished");
    assert!(lane.board().is_empty());
    assert!(queens_ok(&lane.solution()));
}

fn queens_ok(queens: &[u8]) -> bool {
    is_solution(queens.len(), queens) && !queens.is_empty()
}

#[wasm_bindgen_test]
fn check_sudoku_says_where_without_raising() {
    let good = wasm::check_setup("sudoku", "1..4\n.41.\n.14.\n4..1");
    assert_eq!(get(&good, "ok").as_bool(), Some(true));
    assert_eq!(
        get(&get(&good, "instance"), "grid").as_string().unwrap(),
        "1..4.41..14.4..1"
    );
    let bad = wasm::check_setup("sudoku", "1..4\n.4x.\n.14.\n4..1");
    assert_eq!(get(&bad, "ok").as_bool(), Some(false));
    assert_eq!(get(&bad, "line").as_f64(), Some(2.0));
    assert_eq!(get(&bad, "column").as_f64(), Some(3.0));
    // The kind and its values, for the page to say it in the reader's language.
    assert_eq!(
        get(&bad, "kind").as_string().unwrap(),
        "unexpected_character"
    );
    assert_eq!(get(&bad, "found").as_string().unwrap(), "x");
    let clash = wasm::check_setup("sudoku", "11..............");
    let cells = js_sys::Array::from(&get(&clash, "cells"));
    assert_eq!(cells.length(), 2);
    assert_eq!(get(&cells.get(1), "col").as_f64(), Some(1.0));
    assert_eq!(
        get(&clash, "kind").as_string().unwrap(),
        "conflicting_givens"
    );
    assert_eq!(get(&clash, "rule").as_string().unwrap(), "row");
    assert_eq!(get(&clash, "digit").as_f64(), Some(1.0));
    let short = wasm::check_setup("sudoku", "123");
    assert_eq!(get(&short, "kind").as_string().unwrap(), "wrong_cell_count");
    assert_eq!(get(&short, "found").as_string().unwrap(), "3");
    let large = wasm::check_setup("sudoku", "7...............");
    assert_eq!(get(&large, "kind").as_string().unwrap(), "digit_too_large");
    assert_eq!(get(&large, "digit").as_f64(), Some(7.0));
    assert_eq!(get(&large, "size").as_f64(), Some(4.0));
}

#[wasm_bindgen_test]
fn counting_by_prefixes_and_solving_at_once_cross_the_boundary() {
    // Eight queens: the prefixes of the left half, doubled, give 92.
    let mut total = 0.0;
    for first in 0..4 {
        for second in 0..8 {
            total +=
                2.0 * wasm::count_solutions("queens", "8", vec![first, second], false).unwrap()[0];
        }
    }
    assert_eq!(total, 92.0);
    let whole = wasm::count_solutions("queens", "10", vec![], true).unwrap();
    assert_eq!((whole[0], whole[2]), (724.0, 92.0));
    assert!(wasm::count_solutions("queens", "10", vec![], false).unwrap()[2].is_nan());
    // The symmetric tasks, as the workers get them, add up to the same.
    let tasks: Vec<Vec<u32>> =
        serde_wasm_bindgen::from_value(wasm::count_tasks("queens", "10").unwrap()).unwrap();
    let (mut solutions, mut classes) = (0.0, 0.0);
    for task in tasks {
        let part = wasm::count_solutions("queens", "10", task, true).unwrap();
        solutions += part[0];
        classes += part[2];
    }
    assert_eq!((solutions, classes), (724.0, 92.0));
    assert!(wasm::count_tasks("sudoku", "123.....4.......").is_err());
    assert!(wasm::count_solutions("queens", "33", vec![], true).is_err());
    let solved = wasm::solve_now("sudoku", "123.....4.......").unwrap();
    assert_eq!(get(&solved, "status").as_string().unwrap(), "cap_reached");
    assert_eq!(get(&solved, "solutions").as_f64(), Some(2.0));
    // A 9 × 9 grid takes the quick solver: one solution, written as one line.
    let hardest =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let solved = wasm::solve_now("sudoku", hardest).unwrap();
    assert_eq!(get(&solved, "status").as_string().unwrap(), "finished");
    let line = get(&solved, "solution").as_string().unwrap();
    assert!(line.starts_with("812753649943682175"), "{line}");
    assert!(wasm::solve_now("sudoku", &format!("55{}", ".".repeat(79))).is_err());
}

#[wasm_bindgen_test]
fn the_mistake_lab_runs_broken_lanes_and_names_what_they_let_through() {
    // Forgetting to free the diagonals: six queens have 4 solutions, the broken lane finds none.
    let mut forgot_undo = Lane::create("queens", "6", "forget-undo", "all", 0.0).unwrap();
    while forgot_undo.advance(4096) == 4096 {}
    assert_eq!(get(&forgot_undo.stats(), "solutions").as_f64(), Some(0.0));
    // Forgetting a diagonal: its first "solution" has a pair of queens on one diagonal.
    let mut forgot_diagonal = Lane::create("queens", "8", "forget-diagonal", "first", 0.0).unwrap();
    while forgot_diagonal.advance(4096) == 4096 {}
    let pairs = js_sys::Array::from(&get(&forgot_diagonal.view(), "attacking_pairs"));
    assert!(pairs.length() > 0);
    assert_eq!(get(&pairs.get(0), "rule").as_string().unwrap(), "diagonal");
}

#[wasm_bindgen_test]
fn four_queens_pruned_has_a_tree_of_17_nodes_and_44_cut_stubs() {
    let lane = Lane::create("queens", "4", "pruned", "all", 0.0).unwrap();
    let tree = lane.search_tree(10_000).unwrap();
    assert_eq!(js_sys::Array::from(&get(&tree, "nodes")).length(), 17);
    assert_eq!(js_sys::Array::from(&get(&tree, "stubs")).length(), 44);
    assert_eq!(get(&tree, "truncated").as_bool(), Some(false));
    // A lane that has moved records the same tree, from its root.
    let mut moved = Lane::create("queens", "4", "pruned", "all", 0.0).unwrap();
    moved.advance(7);
    let again = moved.search_tree(10_000).unwrap();
    assert_eq!(js_sys::Array::from(&get(&again, "nodes")).length(), 17);
    assert_eq!(js_sys::Array::from(&get(&again, "stubs")).length(), 44);
}

#[wasm_bindgen_test]
fn knuths_estimate_of_the_naive_tree_is_its_closed_form() {
    let mut estimate = wasm::TreeEstimate::create("queens", "6", "naive", 7.0).unwrap();
    estimate.run(20);
    let nodes = estimate.nodes();
    assert_eq!(get(&nodes, "probes").as_f64(), Some(20.0));
    assert_eq!(get(&nodes, "mean").as_f64(), Some(55987.0));
    let mut sudoku =
        wasm::TreeEstimate::create("sudoku", "1..4.41..14.4..1", "pruned", 1.0).unwrap();
    sudoku.run(10);
    assert!(get(&sudoku.nodes(), "mean").as_f64().unwrap() >= 1.0);
    assert!(wasm::TreeEstimate::create("queens", "6", "clever", 1.0).is_err());
}

#[wasm_bindgen_test]
fn an_occupancy_lane_shows_its_arrays_and_a_forgotten_undo_leaves_a_diagonal_taken() {
    // Four queens: the first queen at row 0, column 0 takes column 0, diagonal 0 - 0 + 3 = 3
    // and anti-diagonal 0 + 0 = 0.
    let mut lane = Lane::create("queens", "4", "occupancy", "all", 0.0).unwrap();
    lane.advance(2);
    let arrays = get(&lane.view(), "occupancy");
    let line = |name: &str| js_sys::Array::from(&get(&arrays, name));
    assert_eq!(line("columns").length(), 4);
    assert_eq!(line("diagonals").length(), 7);
    assert_eq!(line("anti_diagonals").length(), 7);
    assert_eq!(line("columns").get(0).as_f64(), Some(0.0));
    assert!(line("columns").get(1).is_null());
    assert_eq!(line("diagonals").get(3).as_f64(), Some(0.0));
    assert_eq!(line("anti_diagonals").get(0).as_f64(), Some(0.0));
    // Forgetting the undo: once every queen is taken back, a diagonal is still held.
    let mut broken = Lane::create("queens", "4", "forget-undo", "all", 0.0).unwrap();
    while broken.advance(4096) == 4096 {}
    assert_eq!(broken.board().len(), 0);
    let held = get(&broken.view(), "occupancy");
    let taken = |name: &str| {
        js_sys::Array::from(&get(&held, name))
            .iter()
            .filter(|v| !v.is_null())
            .count()
    };
    assert_eq!(taken("columns"), 0);
    assert!(taken("diagonals") + taken("anti_diagonals") > 0);
    // Queens lanes without arrays say null; other puzzles' views have none.
    let pruned = Lane::create("queens", "4", "pruned", "all", 0.0).unwrap();
    assert!(get(&pruned.view(), "occupancy").is_null());
    let sudoku = Lane::create("sudoku", "..3.4......2.1..", "pruned", "first", 0.0).unwrap();
    assert!(get(&sudoku.view(), "occupancy").is_undefined());
}

// --- Every puzzle through one constructor ---------------------------------------------------

/// Runs a lane to its end, 4,096 events a call as the page does.
fn run_to_end(lane: &mut Lane) {
    while lane.advance(4096) == 4096 {}
    assert!(lane.is_done());
}

fn number(object: &JsValue, key: &str) -> f64 {
    get(object, key)
        .as_f64()
        .unwrap_or_else(|| panic!("{key} in {object:?}"))
}

fn strings(array: &JsValue) -> Vec<String> {
    js_sys::Array::from(array)
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect()
}

#[wasm_bindgen_test]
fn puzzles_lists_every_puzzle_and_strategy_from_the_core() {
    use backtracking_lab::{colouring, knights, queens, sudoku, words};
    let listed = js_sys::Array::from(&wasm::puzzles());
    let names: Vec<String> = listed
        .iter()
        .map(|p| get(&p, "name").as_string().unwrap())
        .collect();
    assert_eq!(names, ["queens", "sudoku", "knights", "colouring", "words"]);
    let expected: [Vec<&str>; 5] = [
        queens::Strategy::ALL.map(queens::Strategy::name).to_vec(),
        sudoku::Strategy::ALL.map(sudoku::Strategy::name).to_vec(),
        knights::Strategy::ALL.map(knights::Strategy::name).to_vec(),
        colouring::Strategy::ALL
            .map(colouring::Strategy::name)
            .to_vec(),
        words::Strategy::ALL.map(words::Strategy::name).to_vec(),
    ];
    for (puzzle, expected) in listed.iter().zip(expected) {
        let name = get(&puzzle, "name").as_string().unwrap();
        let strategies = js_sys::Array::from(&get(&puzzle, "strategies"));
        let found: Vec<String> = strategies
            .iter()
            .map(|s| get(&s, "name").as_string().unwrap())
            .collect();
        assert_eq!(found, expected, "{name}");
        for strategy in strategies.iter() {
            let key = get(&strategy, "summary_key").as_string().unwrap();
            let strategy = get(&strategy, "name").as_string().unwrap();
            assert_eq!(key, format!("strategy.{name}.{strategy}.summary"));
        }
        // The example setup builds a lane with every strategy.
        let example = get(&puzzle, "example").as_string().unwrap();
        for strategy in &found {
            assert!(
                Lane::create(&name, &example, strategy, "first", 1000.0).is_ok(),
                "{name} {strategy}"
            );
        }
    }
    let queens = listed.get(0);
    assert_eq!(
        strings(&get(&queens, "mistakes")),
        ["forget-undo", "forget-diagonal", "forget-anti-diagonal"]
    );
    assert!(get(&get(&queens, "strategies"), "0").is_object());
}

#[wasm_bindgen_test]
fn create_builds_the_mistake_lab_and_every_puzzle() {
    let mut broken = Lane::create("queens", "6", "forget-undo", "all", 0.0).unwrap();
    run_to_end(&mut broken);
    assert_eq!(number(&broken.stats(), "solutions"), 0.0);
    assert_eq!(broken.puzzle(), "queens");
    assert_eq!(broken.tree_size(), None, "a broken tree has no closed form");
    let mut sudoku = Lane::create("sudoku", "1..4.41..14.4..1", "naive", "all", 0.0).unwrap();
    run_to_end(&mut sudoku);
    assert_eq!(
        number(&sudoku.stats(), "nodes"),
        sudoku.tree_size().unwrap()
    );
    assert_eq!(get(&sudoku.instance(), "size").as_f64(), Some(4.0));
}

#[wasm_bindgen_test]
fn a_knights_lane_counts_the_304_tours_from_a_corner_and_shows_move_numbers() {
    use backtracking_lab::knights::is_tour;
    use backtracking_lab::search::Cell;
    let mut lane = Lane::create("knights", "5 r1c1 open", "lookahead", "all", 0.0).unwrap();
    let instance = lane.instance();
    assert_eq!(get(&instance, "puzzle").as_string().unwrap(), "knights");
    assert_eq!(number(&instance, "n"), 5.0);
    assert_eq!(get(&instance, "closed").as_bool(), Some(false));
    // Before the first move: the knight on its start square, numbered 1.
    let view = lane.view();
    let numbers: Vec<f64> = js_sys::Array::from(&get(&view, "numbers"))
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert_eq!(numbers.len(), 25);
    assert_eq!((numbers[0], numbers.iter().sum::<f64>()), (1.0, 1.0));
    assert_eq!(lane.board(), [0]);
    run_to_end(&mut lane);
    assert_eq!(lane.status(), "finished");
    assert_eq!(number(&lane.stats(), "solutions"), 304.0);
    let tour: Vec<Cell> = lane
        .solution()
        .iter()
        .map(|&square| Cell::new(square / 5, square % 5))
        .collect();
    assert!(is_tour(5, Cell::new(0, 0), false, &tour), "{tour:?}");
    // Warnsdorff finds an 8 × 8 tour from a corner without a single backtrack.
    let mut warnsdorff =
        Lane::create("knights", "8 r1c1 open", "warnsdorff", "first", 0.0).unwrap();
    run_to_end(&mut warnsdorff);
    assert_eq!(warnsdorff.status(), "first_solution");
    assert_eq!(number(&warnsdorff.stats(), "nodes"), 64.0);
    let numbers = js_sys::Array::from(&get(&warnsdorff.view(), "numbers"));
    let mut seen: Vec<f64> = numbers.iter().map(|v| v.as_f64().unwrap()).collect();
    seen.sort_by(f64::total_cmp);
    assert_eq!(seen, (1..=64).map(f64::from).collect::<Vec<_>>());
}

#[wasm_bindgen_test]
fn a_colouring_lane_counts_the_chromatic_polynomial_and_hands_over_the_graph_once() {
    use backtracking_lab::colouring::{is_colouring, preset_graph};
    let mut petersen =
        Lane::create("colouring", "3 petersen", "forward-checking", "all", 0.0).unwrap();
    let graph = get(&petersen.instance(), "graph");
    assert_eq!(js_sys::Array::from(&get(&graph, "names")).length(), 10);
    assert_eq!(js_sys::Array::from(&get(&graph, "edges")).length(), 15);
    let first = js_sys::Array::from(&get(&graph, "positions")).get(0);
    assert!((0.0..=1.0).contains(&number(&first, "x")));
    assert_eq!(number(&petersen.instance(), "colours"), 3.0);
    run_to_end(&mut petersen);
    assert_eq!(number(&petersen.stats(), "solutions"), 120.0);
    let colouring = petersen.solution();
    assert!(is_colouring(
        &preset_graph("petersen").unwrap(),
        3,
        &colouring
    ));
    // A custom graph typed as an edge list: the cycle C5, (k − 1)^5 − (k − 1) = 30 colourings.
    let mut cycle = Lane::create(
        "colouring",
        "3\na b\nb c\nc d\nd e\ne a",
        "naive",
        "all",
        0.0,
    )
    .unwrap();
    assert_eq!(cycle.tree_size(), Some(364.0));
    assert_eq!(cycle.board(), [255; 5]);
    cycle.advance_until("place", 100);
    let colours = js_sys::Array::from(&get(&cycle.view(), "colours"));
    assert_eq!(colours.get(0).as_f64(), Some(0.0));
    assert!(colours.get(1).is_null());
    run_to_end(&mut cycle);
    assert_eq!(number(&cycle.stats(), "solutions"), 30.0);
    assert_eq!(number(&cycle.stats(), "nodes"), 364.0);
}

#[wasm_bindgen_test]
fn a_words_lane_counts_the_paths_of_the_classic_grid() {
    for (word, paths) in [("ABCCED", 1.0), ("SEE", 1.0), ("ABCB", 0.0)] {
        for strategy in ["naive", "pruned"] {
            let setup = format!("{word}\nABCE\nSFCS\nADEE");
            let mut lane = Lane::create("words", &setup, strategy, "all", 0.0).unwrap();
            run_to_end(&mut lane);
            assert_eq!(
                number(&lane.stats(), "solutions"),
                paths,
                "{word} {strategy}"
            );
        }
    }
    let mut see = Lane::create("words", "see\nABCE/SFCS/ADEE", "pruned", "first", 0.0).unwrap();
    let instance = see.instance();
    assert_eq!(get(&instance, "word").as_string().unwrap(), "SEE");
    assert_eq!(
        (number(&instance, "rows"), number(&instance, "cols")),
        (3.0, 4.0)
    );
    assert_eq!(
        strings(&get(&instance, "letters"))[..4],
        ["A", "B", "C", "E"]
    );
    run_to_end(&mut see);
    assert_eq!(see.solution(), [7, 11, 10]); // r2c4, r3c4, r3c3
    let path = js_sys::Array::from(&get(&see.view(), "path"));
    assert_eq!(path.length(), 3);
    assert_eq!(
        (number(&path.get(2), "row"), number(&path.get(2), "col")),
        (2.0, 2.0)
    );
    let fresh = Lane::create("words", "see\nABCE/SFCS/ADEE", "pruned", "first", 0.0).unwrap();
    assert!(message(fresh.search_tree(100).unwrap_err())
        .starts_with("a word search's tree is not drawn"));
}

#[wasm_bindgen_test]
fn a_sixteen_by_sixteen_sudoku_lane_solves_with_propagation() {
    // The file holds the puzzle twice, on one line and printed: either is a setup.
    let file = include_str!("data/sudoku/sixteen.txt");
    let one_line = file.lines().find(|l| l.len() == 256).unwrap();
    let printed: String = file
        .lines()
        .skip_while(|l| l.len() != 256)
        .skip(1)
        .map(|l| format!("{l}\n"))
        .collect();
    let mut lane = Lane::create("sudoku", &printed, "propagation", "unique", 0.0).unwrap();
    assert_eq!(get(&lane.instance(), "size").as_f64(), Some(16.0));
    assert_eq!(get(&lane.instance(), "box_rows").as_f64(), Some(4.0));
    run_to_end(&mut lane);
    assert_eq!(lane.status(), "finished");
    assert_eq!(number(&lane.stats(), "solutions"), 1.0);
    let solution = lane.solution();
    assert_eq!(solution.len(), 256);
    assert!(solution.iter().all(|&d| (1..=16).contains(&d)));
    let checked = wasm::check_setup("sudoku", one_line);
    assert_eq!(get(&get(&checked, "instance"), "size").as_f64(), Some(16.0));
    assert_eq!(
        get(&get(&checked, "instance"), "grid").as_string().unwrap(),
        one_line
    );
    let twice = wasm::check_setup("sudoku", file);
    assert_eq!(
        get(&twice, "ok").as_bool(),
        Some(false),
        "two puzzles are not one"
    );
}

#[wasm_bindgen_test]
fn a_bad_setup_raises_a_readable_error() {
    for (puzzle, setup, strategy, expected) in [
        (
            "knights",
            "5 r9c1 open",
            "pruned",
            "r9c1 is not on a 5 × 5 board",
        ),
        (
            "knights",
            "17",
            "pruned",
            "n must be between 1 and 16, got 17",
        ),
        (
            "knights",
            "eight",
            "pruned",
            "a knight's tour setup is \"n start open|closed\"",
        ),
        (
            "knights",
            "5",
            "clever",
            "unknown knight's tour strategy \"clever\"",
        ),
        (
            "colouring",
            "3\na b\nc",
            "pruned",
            "line 2: \"c\" is alone; write an edge as two names, like \"a b\"",
        ),
        (
            "colouring",
            "3\na a",
            "pruned",
            "line 1: \"a\" is joined to itself",
        ),
        (
            "colouring",
            "0 petersen",
            "pruned",
            "the number of colours must be between 1 and 64, got 0",
        ),
        (
            "colouring",
            "3 dodecahedron",
            "pruned",
            "no preset graph is called \"dodecahedron\"",
        ),
        (
            "colouring",
            "3 petersen\na b",
            "pruned",
            "give a preset or an edge list, not both",
        ),
        (
            "colouring",
            "3 petersen",
            "greedy",
            "unknown graph colouring strategy \"greedy\"",
        ),
        (
            "words",
            "SEE\nABCE\nSF3S",
            "pruned",
            "line 2, column 3: '3' is not a letter",
        ),
        (
            "words",
            "SEE\nABCE\nSFC",
            "pruned",
            "line 2: row 2 has 3 letters, but the first row has 4",
        ),
        (
            "words",
            "S3E\nABCE",
            "pruned",
            "letter 2 of the word, '3', is not a letter",
        ),
        (
            "queens",
            "eight",
            "pruned",
            "an N-Queens setup is the board size, like \"8\"",
        ),
        (
            "sudoku",
            "1..4.41..1x.4..1",
            "pruned",
            "line 1, column 11: unexpected character 'x'",
        ),
        (
            "chess",
            "8",
            "pruned",
            "unknown puzzle \"chess\"; use queens, sudoku, knights, colouring, words",
        ),
    ] {
        let error = Lane::create(puzzle, setup, strategy, "first", 0.0)
            .err()
            .unwrap();
        let error = message(error);
        assert!(error.starts_with(expected), "{puzzle} {setup:?}: {error}");
    }
    // The same as data, for the page's languages.
    let check = wasm::check_setup("colouring", "3\na b\nb c!");
    assert_eq!(get(&check, "ok").as_bool(), Some(false));
    assert_eq!(get(&check, "kind").as_string().unwrap(), "bad_character");
    assert_eq!(
        (number(&check, "line"), number(&check, "column")),
        (2.0, 4.0)
    );
    assert_eq!(get(&check, "found").as_string().unwrap(), "!");
    let check = wasm::check_setup("knights", "5 r6c1");
    assert_eq!(get(&check, "kind").as_string().unwrap(), "square_off_board");
    assert_eq!(number(&check, "limit"), 5.0);
    let check = wasm::check_setup("words", "SEE\nABCE\nSFC");
    assert_eq!(get(&check, "kind").as_string().unwrap(), "row_length");
    assert_eq!(get(&check, "found").as_string().unwrap(), "3");
    assert_eq!(number(&check, "expected"), 4.0);
    let good = wasm::check_setup("colouring", "3\na b\nb c");
    assert_eq!(get(&good, "ok").as_bool(), Some(true));
    assert!(get(&good, "message").is_null());
}

#[wasm_bindgen_test]
fn tree_estimates_for_the_new_puzzles() {
    // Naive colouring's tree is uniform, so every probe is exact: 1 + 3 + … + 3^10.
    let mut naive = wasm::TreeEstimate::create("colouring", "3 petersen", "naive", 5.0).unwrap();
    naive.run(10);
    assert_eq!(get(&naive.nodes(), "mean").as_f64(), Some(88573.0));
    for (puzzle, setup, strategy) in [
        ("knights", "6 r1c1 open", "pruned"),
        ("colouring", "3 services", "pruned"),
        ("words", "SEE\nABCE\nSFCS\nADEE", "naive"),
    ] {
        let mut estimate = wasm::TreeEstimate::create(puzzle, setup, strategy, 3.0).unwrap();
        estimate.run(50);
        let nodes = estimate.nodes();
        assert_eq!(number(&nodes, "probes"), 50.0);
        assert!(number(&nodes, "mean") >= 1.0, "{puzzle}");
    }
    assert!(wasm::TreeEstimate::create("words", "S3E\nAB", "naive", 1.0).is_err());
}

#[wasm_bindgen_test]
fn search_trees_of_colouring_price_cuts_against_k_colours_a_vertex() {
    let lane = Lane::create("colouring", "2\na b\nb c", "pruned", "all", 0.0).unwrap();
    let tree = lane.search_tree(1000).unwrap();
    let reference = get(&tree, "reference");
    assert_eq!(
        js_sys::Array::from(&get(&reference, "branching")).length(),
        3,
        "{reference:?}"
    );
    assert_eq!(get(&tree, "truncated").as_bool(), Some(false));
}

// --- A puzzle the core does not know ---------------------------------------------------------

#[path = "support/rooks.rs"]
mod rooks;

#[wasm_bindgen_test]
fn a_puzzle_defined_outside_the_core_crosses_the_boundary_unchanged() {
    use backtracking_lab::registry::Puzzle;
    use backtracking_lab::search::Limits;
    let limits = Limits::new(backtracking_lab::search::Mode::All);
    // Two rooks on a 4 × 4 board: 4 · 3 = 12 solutions, by either strategy.
    let mut naive = Lane::from_core(rooks::KRooks.lane("4 2", "naive", limits).unwrap());
    let mut pruned = Lane::from_core(rooks::KRooks.lane("4 2", "pruned", limits).unwrap());
    assert_eq!(naive.puzzle(), "rooks");
    assert_eq!(number(&naive.instance(), "k"), 2.0);
    assert_eq!(
        get(&pruned.instance(), "puzzle").as_string().unwrap(),
        "rooks"
    );
    let ahead = {
        pruned.advance(3);
        let mut fork = pruned.fork();
        fork.advance_until("solution", 1000);
        fork
    };
    assert_eq!(ahead.last_kind(), "solution");
    assert_eq!(strings_of_numbers(&get(&ahead.view(), "rooks")), [0.0, 1.0]);
    assert_eq!(pruned.steps(), 3.0, "the fork moved on its own");
    run_to_end(&mut naive);
    run_to_end(&mut pruned);
    assert_eq!(number(&naive.stats(), "solutions"), 12.0);
    assert_eq!(number(&pruned.stats(), "solutions"), 12.0);
    // Naive walks the whole tree 1 + 4 + 16; pruned cuts the 4 same-column pairs early.
    assert_eq!(number(&naive.stats(), "nodes"), 21.0);
    assert_eq!(naive.tree_size(), Some(21.0));
    assert_eq!(number(&pruned.stats(), "nodes"), 17.0);
    assert_eq!(number(&pruned.stats(), "rejected"), 4.0);
    assert_eq!(naive.solution(), vec![0, 1]);
    let tree = pruned.search_tree(1000).unwrap();
    assert_eq!(js_sys::Array::from(&get(&tree, "nodes")).length(), 17);
    assert_eq!(js_sys::Array::from(&get(&tree, "stubs")).length(), 4);
    let mut estimate = wasm::TreeEstimate::of_lane(&naive, 1.0).unwrap();
    estimate.run(5);
    assert_eq!(
        number(&estimate.nodes(), "mean"),
        21.0,
        "a uniform tree is estimated exactly"
    );
}

fn strings_of_numbers(array: &JsValue) -> Vec<f64> {
    js_sys::Array::from(array)
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect()
}

// --- A program lane -------------------------------------------------------------------------

#[cfg(feature = "program-lanes")]
#[wasm_bindgen_test]
fn a_program_lane_runs_lesson_c_beside_the_pruned_strategy() {
    let source = include_str!("../www/puzzles/programs/queens_c.py");
    let mut program = Lane::program("queens", "6", source, 0.0, "", None, None).unwrap();
    let mut pruned = Lane::create("queens", "6", "pruned", "all", 0.0).unwrap();
    assert_eq!(program.puzzle(), "queens");
    assert_eq!(number(&program.instance(), "n"), 6.0);
    program.advance(200);
    assert_eq!(program.steps(), 200.0);
    let view = program.view();
    assert_eq!(get(&view, "drawn_from").as_string().unwrap(), "pos");
    let mut fork = program.fork();
    run_to_end(&mut fork);
    run_to_end(&mut pruned);
    assert_eq!(fork.status(), "finished");
    assert_eq!(fork.steps(), 17_537.0);
    assert_eq!(
        number(&fork.stats(), "nodes"),
        number(&pruned.stats(), "nodes")
    );
    assert_eq!(program.steps(), 200.0, "the fork ran on its own");
    let broken = Lane::program("queens", "6", "def f(:\n", 0.0, "", None, None).unwrap();
    assert_eq!(broken.status(), "error");
    let details = broken.details();
    let error = get(&details, "error");
    assert_eq!(
        get(&error, "kind").as_string().as_deref(),
        Some("SyntaxError")
    );
    assert_eq!(number(&error, "line"), 1.0);
    let refused = Lane::program("queens", "60", source, 0.0, "", None, None)
        .err()
        .unwrap();
    assert!(message(refused).contains("60"));
    let mut limited = Lane::program("queens", "8", source, 0.0, "", None, None).unwrap();
    run_to_end(&mut limited);
    assert_eq!(limited.status(), "step_limit");
    // What input() reads comes with the lane, and a fork reads it as its parent does.
    let asks = "k = int(input())\nprint(k * 2, input())\nprint(input())\n";
    let mut reads = Lane::program(
        "queens",
        "4",
        asks,
        0.0,
        "",
        Some("21\nqueens\n".into()),
        None,
    )
    .unwrap();
    reads.advance(1);
    let mut fork = reads.fork();
    run_to_end(&mut reads);
    run_to_end(&mut fork);
    for lane in [&reads, &fork] {
        assert_eq!(lane.status(), "error", "the third input() finds no line");
        let details = lane.details();
        assert_eq!(get(&details, "output").as_string().unwrap(), "42 queens\n");
        let error = get(&details, "error");
        assert_eq!(get(&error, "kind").as_string().as_deref(), Some("EOFError"));
    }
}
