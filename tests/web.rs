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

#[wasm_bindgen_test]
fn solve_returns_a_board_on_which_no_two_queens_attack() {
    for n in [1, 4, 5, 8, 12] {
        let queens = wasm::solve_queens(n).unwrap();
        assert!(is_solution(n as usize, &queens), "n = {n}: {queens:?}");
    }
}

#[wasm_bindgen_test]
fn two_and_three_queens_come_back_empty() {
    for n in [2, 3] {
        assert!(wasm::solve_queens(n).unwrap().is_empty());
    }
}

#[wasm_bindgen_test]
fn a_bad_n_raises_a_readable_javascript_error() {
    for n in [0, 33, -4] {
        let error = wasm::solve_queens(n).unwrap_err();
        assert_eq!(
            message(error),
            format!("n must be between 1 and 32, got {n}")
        );
    }
}

#[wasm_bindgen_test]
fn a_lane_steps_and_reports_counters_as_a_plain_object() {
    let mut lane = Lane::queens(5, "pruned", "all", 0.0).unwrap();
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
    let error = Lane::sudoku("1..4.41..1x.4..1", "pruned", "first", 0.0)
        .err()
        .unwrap();
    assert!(message(error).starts_with("line 1, column 11: unexpected character 'x'"));
    let error = Lane::sudoku("11..............", "pruned", "first", 0.0)
        .err()
        .unwrap();
    assert_eq!(
        message(error),
        "the givens at r1c1 and r1c2 are both 1 in the same row"
    );
    let clash = wasm::check_sudoku("11..............");
    assert_eq!(get(&clash, "ok").as_bool(), Some(false));
    assert_eq!(
        get(&clash, "message").as_string().unwrap(),
        "the givens at r1c1 and r1c2 are both 1 in the same row"
    );
    let error = Lane::queens(8, "clever", "all", 0.0).err().unwrap();
    assert_eq!(message(error), "unknown N-Queens strategy \"clever\"");
}

#[wasm_bindgen_test]
fn a_fork_moves_on_its_own_and_advance_until_stops_on_the_kind_asked() {
    let mut lane = Lane::queens(6, "pruned", "all", 0.0).unwrap();
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
    let good = wasm::check_sudoku("1..4\n.41.\n.14.\n4..1");
    assert_eq!(get(&good, "ok").as_bool(), Some(true));
    assert_eq!(get(&good, "grid").as_string().unwrap(), "1..4.41..14.4..1");
    let bad = wasm::check_sudoku("1..4\n.4x.\n.14.\n4..1");
    assert_eq!(get(&bad, "ok").as_bool(), Some(false));
    assert_eq!(get(&bad, "line").as_f64(), Some(2.0));
    assert_eq!(get(&bad, "column").as_f64(), Some(3.0));
    // The kind and its values, for the page to say it in the reader's language.
    assert_eq!(
        get(&bad, "kind").as_string().unwrap(),
        "unexpected_character"
    );
    assert_eq!(get(&bad, "found").as_string().unwrap(), "x");
    let clash = wasm::check_sudoku("11..............");
    let cells = js_sys::Array::from(&get(&clash, "cells"));
    assert_eq!(cells.length(), 2);
    assert_eq!(get(&cells.get(1), "col").as_f64(), Some(1.0));
    assert_eq!(
        get(&clash, "kind").as_string().unwrap(),
        "conflicting_givens"
    );
    assert_eq!(get(&clash, "rule").as_string().unwrap(), "row");
    assert_eq!(get(&clash, "digit").as_f64(), Some(1.0));
    let short = wasm::check_sudoku("123");
    assert_eq!(get(&short, "kind").as_string().unwrap(), "wrong_cell_count");
    assert_eq!(get(&short, "found").as_string().unwrap(), "3");
    let large = wasm::check_sudoku("7...............");
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
            total += 2.0 * wasm::count_queens_prefix(8, first, second).unwrap()[0];
        }
    }
    assert_eq!(total, 92.0);
    assert_eq!(wasm::count_queens(10, true).unwrap()[0], 724.0);
    assert!(wasm::count_queens(33, true).is_err());
    let solved = wasm::solve_sudoku("123.....4.......").unwrap();
    assert_eq!(get(&solved, "status").as_string().unwrap(), "cap_reached");
    assert_eq!(get(&solved, "solutions").as_f64(), Some(2.0));
}

#[wasm_bindgen_test]
fn the_mistake_lab_runs_broken_lanes_and_names_what_they_let_through() {
    // Forgetting to free the diagonals: six queens have 4 solutions, the broken lane finds none.
    let mut forgot_undo = Lane::queens(6, "forget-undo", "all", 0.0).unwrap();
    while forgot_undo.advance(4096) == 4096 {}
    assert_eq!(get(&forgot_undo.stats(), "solutions").as_f64(), Some(0.0));
    // Forgetting a diagonal: its first "solution" has a pair of queens on one diagonal.
    let mut forgot_diagonal = Lane::queens(8, "forget-diagonal", "first", 0.0).unwrap();
    while forgot_diagonal.advance(4096) == 4096 {}
    let pairs = js_sys::Array::from(&forgot_diagonal.attacking_pairs());
    assert!(pairs.length() > 0);
    assert_eq!(get(&pairs.get(0), "rule").as_string().unwrap(), "diagonal");
}

#[wasm_bindgen_test]
fn four_queens_pruned_has_a_tree_of_17_nodes_and_44_cut_stubs() {
    let lane = Lane::queens(4, "pruned", "all", 0.0).unwrap();
    let tree = lane.search_tree(10_000).unwrap();
    assert_eq!(js_sys::Array::from(&get(&tree, "nodes")).length(), 17);
    assert_eq!(js_sys::Array::from(&get(&tree, "stubs")).length(), 44);
    assert_eq!(get(&tree, "truncated").as_bool(), Some(false));
    let mut moved = Lane::queens(4, "pruned", "all", 0.0).unwrap();
    moved.advance(1);
    assert!(moved.search_tree(10).is_err());
}

#[wasm_bindgen_test]
fn knuths_estimate_of_the_naive_tree_is_its_closed_form() {
    let mut estimate = wasm::TreeEstimate::queens(6, "naive", 7.0).unwrap();
    estimate.run(20);
    let nodes = estimate.nodes();
    assert_eq!(get(&nodes, "probes").as_f64(), Some(20.0));
    assert_eq!(get(&nodes, "mean").as_f64(), Some(55987.0));
    let mut sudoku = wasm::TreeEstimate::sudoku("1..4.41..14.4..1", "pruned", 1.0).unwrap();
    sudoku.run(10);
    assert!(get(&sudoku.nodes(), "mean").as_f64().unwrap() >= 1.0);
    assert!(wasm::TreeEstimate::queens(6, "clever", 1.0).is_err());
}
