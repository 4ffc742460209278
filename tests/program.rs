//! Program lanes: the lessons' own programs on the core's interpreter, raced through the same
//! lane interface as the strategies, their calls as the nodes and their board read from their
//! variables.

#![cfg(feature = "program-lanes")]

use std::collections::BTreeSet;

use backtracking_lab::lane::Lane;
use backtracking_lab::program::{ProgramError, ProgramLane};
use backtracking_lab::python::Global;
use backtracking_lab::registry::{self, Puzzle};
use backtracking_lab::search::{Limits, Mode, Status};

const C: &str = include_str!("../www/puzzles/programs/queens_c.py");
const D: &str = include_str!("../www/puzzles/programs/queens_d.py");
const LESSON_000: &str = include_str!("../www/puzzles/programs/lesson000_queens.py");

fn queens() -> &'static dyn Puzzle {
    registry::puzzle("queens").unwrap()
}

fn program(n: usize, source: &str, steps: u64) -> ProgramLane {
    ProgramLane::new(queens(), &n.to_string(), source, steps).unwrap()
}

fn run_to_end(lane: &mut dyn Lane) {
    while lane.advance(4096) == 4096 {}
}

/// The queens of the lane's board now, as its view says them.
fn board(lane: &dyn Lane) -> (Vec<u8>, String) {
    let view = lane.view().value();
    let queens = view["queens"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q.as_u64().unwrap() as u8)
        .collect();
    (
        queens,
        view["drawn_from"].as_str().unwrap_or("").to_string(),
    )
}

#[test]
fn versions_c_and_d_walk_the_pruned_tree_at_their_own_price_per_node() {
    // Six queens: the same 153 nodes, level by level, as the pruned strategy; C pays 17,537
    // steps for them, D with its occupancy arrays 6,176.
    let mut pruned = queens()
        .lane("6", "pruned", Limits::new(Mode::All))
        .unwrap();
    run_to_end(&mut *pruned);
    for (source, steps) in [(C, 17_537), (D, 6_176)] {
        let mut lane = program(6, source, 300_000);
        run_to_end(&mut lane);
        assert_eq!(lane.status(), Status::Finished);
        assert_eq!(lane.steps(), steps);
        assert_eq!(lane.stats().nodes, 153);
        assert_eq!(lane.stats().nodes_per_depth, pruned.stats().nodes_per_depth);
        assert_eq!(lane.stats().max_depth, 6);
        assert_eq!(lane.machine().output(), "4\n");
    }
}

#[test]
fn c_at_eight_does_not_fit_in_the_lessons_steps() {
    let mut lane = program(8, C, 300_000);
    run_to_end(&mut lane);
    assert_eq!(lane.status(), Status::StepLimit);
    assert_eq!(lane.status().name(), "step_limit");
    assert_eq!(lane.steps(), 300_000);
    assert!(lane.is_done());
}

#[test]
fn any_step_count_stops_there_and_a_fork_runs_on_as_its_parent_would() {
    let mut whole = program(5, D, 300_000);
    run_to_end(&mut whole);
    for k in [0, 1, 17, 400, 1_234] {
        let mut lane = program(5, D, 300_000);
        assert_eq!(lane.advance(k), k);
        assert_eq!(lane.steps(), k);
        let mut fork = lane.fork();
        run_to_end(&mut *fork);
        assert_eq!(fork.steps(), whole.steps());
        assert_eq!(fork.stats(), whole.stats());
        assert_eq!(lane.steps(), k, "the parent stays where it was");
    }
}

#[test]
fn the_board_follows_the_programs_own_variables() {
    // Five queens have 10 solutions: C's board (its `pos`) and D's (where no variable holds
    // it, the column of each active call of `rec`) pass through all 10. Lesson 000's keeps its
    // own n (1 to 8) in `board`. Each places only queens that do not attack.
    for (source, drawn_from, solutions) in [
        (C, "pos", Some(10)),
        (D, "rec", Some(10)),
        (LESSON_000, "board", None),
    ] {
        let mut lane = program(5, source, 1_000_000);
        let mut full = BTreeSet::new();
        let mut boards = 0;
        while lane.advance(1) == 1 {
            let (queens, from) = board(&lane);
            if queens.is_empty() {
                continue;
            }
            boards += 1;
            assert_eq!(from, drawn_from);
            let view = lane.view().value();
            assert_eq!(
                view["attacking_pairs"],
                serde_json::json!([]),
                "{drawn_from}: {queens:?}"
            );
            if queens.len() == 5 {
                full.insert(queens);
            }
        }
        assert_eq!(lane.status(), Status::Finished, "{drawn_from}");
        assert!(boards > 100, "{drawn_from}: {boards}");
        if let Some(solutions) = solutions {
            assert_eq!(full.len(), solutions, "{drawn_from}");
            assert!(full
                .iter()
                .all(|q| backtracking_lab::queens::is_solution(5, q)));
        }
    }
}

#[test]
fn the_lanes_instance_is_the_tabs_and_a_bad_program_says_why() {
    let lane = program(6, C, 300_000);
    assert_eq!(lane.puzzle(), "queens");
    let instance = lane.instance().value();
    assert_eq!(instance, serde_json::json!({"puzzle": "queens", "n": 6}));
    match ProgramLane::compiled(queens(), "6", "def f(:\n", 300_000) {
        Err(ProgramError::Program(error)) => assert_eq!(error.kind.name(), "SyntaxError"),
        other => panic!("{:?}", other.err()),
    }
    match ProgramLane::new(queens(), "60", C, 300_000) {
        Err(error) => assert_eq!(error.details.kind, "size_out_of_range"),
        Ok(_) => panic!("n = 60 is out of range"),
    }
    // A program that does not compile is a lane that has ended in its error, at its line.
    let mut broken = ProgramLane::new(queens(), "6", "x = 1\nif x\n    pass\n", 300_000).unwrap();
    assert_eq!(broken.status(), Status::Error);
    assert_eq!(broken.last_kind(), "error");
    assert_eq!(broken.advance(10), 0);
    assert_eq!(broken.steps(), 0);
    let details = broken.details().unwrap().value();
    assert_eq!(details["error"]["kind"], "SyntaxError");
    assert_eq!(details["error"]["line"], 2);
    assert_eq!(details["line"], 2);
    assert_eq!(broken.fork().status(), Status::Error);
    // A tree past its limit says so.
    assert!(lane.search_tree(10).unwrap().is_truncated());
    assert!(lane.estimate(1).is_err());
}

#[test]
fn the_details_show_each_call_with_its_variables_and_the_arrays_with_their_items() {
    let mut lane = program(6, D, 300_000);
    // Into the third call of rec: two queens placed.
    while lane.stats().nodes < 3 {
        lane.advance(1);
    }
    lane.advance(3);
    let details = lane.details().unwrap().value();
    assert_eq!(details["kind"], "program");
    assert_eq!(details["recursive"], "rec");
    assert_eq!(details["drawn_from"], "rec");
    let frames = details["frames"].as_array().unwrap();
    assert_eq!(frames[0]["function"], "<module>");
    let module = frames[0]["locals"].as_array().unwrap();
    let stolbec = module.iter().find(|v| v["name"] == "stolbec").unwrap();
    assert_eq!(stolbec["len"], 6);
    assert_eq!(stolbec["items"].as_array().unwrap().len(), 6);
    let diag1 = module.iter().find(|v| v["name"] == "diag1").unwrap();
    assert_eq!(diag1["len"], 11, "2n − 1 diagonals");
    assert!(
        module.iter().all(|v| v["name"] != "rec"),
        "functions are not variables"
    );
    let calls: Vec<_> = frames.iter().filter(|f| f["function"] == "rec").collect();
    assert_eq!(calls.len(), 3);
    for (row, call) in calls.iter().enumerate() {
        let row_value = call["locals"]
            .as_array()
            .unwrap()
            .iter()
            .find(|v| v["name"] == "row")
            .unwrap();
        assert_eq!(row_value["value"], row.to_string());
    }
    // Two queens stand in the column arrays: each taken line holds a 1.
    let taken = stolbec["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| *i == "1")
        .count();
    assert_eq!(taken, 2);
    run_to_end(&mut lane);
    let details = lane.details().unwrap().value();
    assert_eq!(details["output"], "4\n");
    assert_eq!(
        details["calls"],
        serde_json::json!([{"function": "rec", "calls": 153}])
    );
    let mut failing = ProgramLane::new(queens(), "4", "x = [1]\nprint(x[n])\n", 300_000).unwrap();
    run_to_end(&mut failing);
    assert_eq!(failing.status(), Status::Error);
    let details = failing.details().unwrap().value();
    assert_eq!(details["error"]["kind"], "IndexError");
    assert_eq!(details["error"]["line"], 2);
    // `sys.exit("...")` ends the program with no error; its text follows the output, as a
    // terminal shows CPython's standard error.
    let source = "import sys\nprint(n)\nsys.exit('no solution')\nprint('never')\n";
    let mut exiting = ProgramLane::new(queens(), "3", source, 300_000).unwrap();
    run_to_end(&mut exiting);
    assert_eq!(exiting.status(), Status::Finished);
    let details = exiting.details().unwrap().value();
    assert_eq!(details["output"], "3\nno solution\n");
    assert!(details["error"].is_null());
}

/// Every complete board a program reaches is checked by the puzzle's validator, as it enters
/// a call of its recursive function: the lessons' versions find the true solutions; A and B,
/// which check only at the bottom, reach every complete board (4⁴ and 5!); D without a
/// diagonal's check reaches boards that break the rule; the first true one is kept.
#[test]
fn each_complete_board_is_validated_and_the_true_ones_are_solutions() {
    let presets = concat!(env!("CARGO_MANIFEST_DIR"), "/www/puzzles/programs");
    let read = |name: &str| std::fs::read_to_string(format!("{presets}/{name}.py")).unwrap();
    for (name, n, complete, solutions) in [
        ("queens_c", 6, 4, 4),
        ("queens_d", 6, 4, 4),
        ("queens_d", 8, 92, 92),
        ("queens_b", 5, 120, 10),
        ("queens_a", 4, 256, 2),
        ("queens_d_no_diagonal", 6, 83, 4),
        ("queens_d_no_undo", 6, 0, 0),
    ] {
        let source = read(name);
        let mut lane = program(n, &source, 300_000);
        run_to_end(&mut lane);
        assert_eq!(lane.status(), Status::Finished, "{name} n = {n}");
        assert_eq!(
            lane.stats().leaf_checks,
            complete,
            "{name} n = {n}: complete boards"
        );
        assert_eq!(
            lane.stats().solutions,
            solutions,
            "{name} n = {n}: solutions"
        );
        let first = lane.solution_board();
        if solutions > 0 {
            assert!(
                backtracking_lab::queens::is_solution(n, &first),
                "{name}: {first:?}"
            );
            let view = lane.solution().unwrap().value();
            assert_eq!(view["attacking_pairs"], serde_json::json!([]));
        } else {
            assert!(first.is_empty() && lane.solution().is_none());
        }
        // Pausing at each call changes nothing the lesson counts: one step at a time gives
        // the same steps, nodes and boards, and a fork goes on as its parent.
        let mut slow = program(n, &source, 300_000);
        let mut fork = None;
        while slow.advance(1) == 1 {
            if slow.steps() == 1000 {
                fork = Some(slow.fork());
            }
        }
        assert_eq!(
            (slow.steps(), slow.stats().nodes),
            (lane.steps(), lane.stats().nodes)
        );
        assert_eq!(slow.stats().leaf_checks, complete);
        assert_eq!(slow.stats().solutions, solutions);
        if let Some(mut fork) = fork {
            run_to_end(&mut *fork);
            assert_eq!(fork.stats().solutions, solutions);
            assert_eq!(fork.steps(), lane.steps());
        }
    }
}

/// Every tab's instance reaches a program as the globals its lesson's programs use, built in
/// the program's own heap: a program searches what the strategies beside it search.
#[test]
fn each_puzzles_instance_reaches_the_program_as_globals() {
    let run = |puzzle: &str, setup: &str, source: &str| {
        let puzzle = registry::puzzle(puzzle).unwrap();
        let mut lane = ProgramLane::new(puzzle, setup, source, 300_000).unwrap();
        run_to_end(&mut lane);
        assert_eq!(lane.status(), Status::Finished, "{:?}", lane.error());
        lane.machine().output().to_string()
    };
    assert_eq!(run("queens", "5", "print(n)\n"), "5\n");
    assert_eq!(
        run(
            "sudoku",
            "1..4.41..14.4..1",
            "print(board)\nboard[0][1] = 9\nprint(len(board), board[0])\n"
        ),
        "[[1, 0, 0, 4], [0, 4, 1, 0], [0, 1, 4, 0], [4, 0, 0, 1]]\n4 [1, 9, 0, 4]\n"
    );
    assert_eq!(
        run(
            "knights",
            "5 r1c2 open",
            "print(n, start, closed)\nr, c = start\nprint(r + c)\n"
        ),
        "5 (0, 1) False\n1\n"
    );
    assert_eq!(
        run(
            "colouring",
            "2\na b\nb c\nc a\nc d",
            "print(k)\nfor v in graph:\n    print(v, graph[v])\n"
        ),
        "2\na ['b', 'c']\nb ['a', 'c']\nc ['a', 'b', 'd']\nd ['c']\n"
    );
    assert_eq!(
        run("words", "CAT\nCAX\nXTX", "print(word, grid, grid[1][1])\n"),
        "CAT ['CAX', 'XTX'] T\n"
    );
    // A program that sets its own keeps its own.
    assert_eq!(run("queens", "5", "n = 3\nprint(n)\n"), "3\n");
}

/// A program's search tree is its recursive function's calls: C and D at n = 5 walk exactly
/// the pruned strategy's tree, node for node (the same placements, parents and solutions), at
/// their own steps; a node's step shows its placement when the lane is replayed to it.
#[test]
fn a_programs_calls_are_the_pruned_strategys_tree() {
    let pruned = queens()
        .lane("5", "pruned", Limits::new(Mode::All))
        .unwrap();
    let reference = pruned.search_tree(10_000).unwrap();
    let shape = |tree: &backtracking_lab::search::tree::Tree| {
        tree.nodes()
            .iter()
            .map(|node| {
                let solution = matches!(
                    node.end,
                    Some(backtracking_lab::search::tree::End::Solution { .. })
                );
                (node.parent, node.depth, node.at, solution)
            })
            .collect::<Vec<_>>()
    };
    for source in [C, D] {
        let lane = program(5, source, 300_000);
        let tree = lane.search_tree(10_000).unwrap();
        assert_eq!(tree.nodes().len(), 54);
        assert_eq!(shape(&tree), shape(&reference));
        // The board says what each call chose (its queen); the label keeps the call itself.
        let label = tree.nodes()[2].label.as_ref().unwrap();
        assert_eq!(label.chose, "");
        assert!(label.call.starts_with("rec(row=2"), "{}", label.call);
        // Each pass of its loop that made no call is a cut: the pruned strategy's rejected
        // candidates, below the same nodes, at the line of the condition that skipped them.
        let cuts = |tree: &backtracking_lab::search::tree::Tree| {
            tree.stubs()
                .iter()
                .map(|stub| (stub.parent, stub.depth))
                .collect::<Vec<_>>()
        };
        assert_eq!(cuts(&tree), cuts(&reference));
        // Its dead ends: the calls that neither placed a queen below nor completed the board.
        let mut whole = program(5, source, 300_000);
        run_to_end(&mut whole);
        let dead = tree
            .nodes()
            .iter()
            .filter(|node| {
                matches!(
                    node.end,
                    Some(backtracking_lab::search::tree::End::DeadEnd { .. })
                )
            })
            .count();
        assert_eq!(whole.stats().dead_ends, dead as u64);
        assert_eq!(whole.stats().rejected, reference.stubs().len() as u64);
        let lines: BTreeSet<u32> = tree.stubs().iter().map(|stub| stub.line.unwrap()).collect();
        assert_eq!(lines, BTreeSet::from([if source == C { 13 } else { 9 }]));
        assert_eq!(tree.status(), Some(Status::Finished));
        for node in tree.nodes().iter().skip(1).step_by(7) {
            let mut replay = program(5, source, 300_000);
            assert_eq!(replay.advance(node.step), node.step);
            let (queens, _) = board(&replay);
            let at = node.at.unwrap();
            assert_eq!(queens.len(), at.row as usize + 1, "at step {}", node.step);
            assert_eq!(queens[at.row as usize], at.col);
        }
    }
    // D without a diagonal's check: its false boards end as failed checks.
    let wrong = program(
        5,
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/www/puzzles/programs/queens_d_no_diagonal.py"
        ))
        .unwrap(),
        300_000,
    );
    let tree = wrong.search_tree(10_000).unwrap();
    let failed = tree
        .nodes()
        .iter()
        .filter(|n| {
            matches!(
                n.end,
                Some(backtracking_lab::search::tree::End::FailedCheck { .. })
            )
        })
        .count();
    let solutions = tree
        .nodes()
        .iter()
        .filter(|n| {
            matches!(
                n.end,
                Some(backtracking_lab::search::tree::End::Solution { .. })
            )
        })
        .count();
    assert_eq!(solutions, 10);
    assert!(failed > 0);
}

/// A global as Python writes it, for the oracle's command line.
fn literal(value: &Global) -> String {
    let list = |items: &[Global]| items.iter().map(literal).collect::<Vec<_>>().join(", ");
    match value {
        Global::Int(i) => i.to_string(),
        Global::Bool(b) => if *b { "True" } else { "False" }.to_string(),
        Global::Str(text) => format!("{text:?}"),
        Global::List(items) => format!("[{}]", list(items)),
        Global::Tuple(items) if items.len() == 1 => format!("({},)", list(items)),
        Global::Tuple(items) => format!("({})", list(items)),
        Global::Dict(entries) => format!(
            "{{{}}}",
            entries
                .iter()
                .map(|(k, v)| format!("{}: {}", literal(k), literal(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The lessons' exercises, each on its tab with the tab's example as its globals: the same
/// output and the same steps as CPython 3.11 given the same globals (tests/python/oracle.py).
#[test]
fn the_exercises_run_on_their_tabs_as_cpython_runs_them() {
    let root = env!("CARGO_MANIFEST_DIR");
    for (file, puzzle, setup) in [
        ("sudoku_all", "sudoku", "1..4.41..14.4..1"),
        ("knights_tour", "knights", "5 r1c1 open"),
        ("colouring_services", "colouring", "3 petersen"),
        ("word_path", "words", "SEE\nABCE\nSFCS\nADEE"),
    ] {
        let path = format!("{root}/www/puzzles/programs/{file}.py");
        let source = std::fs::read_to_string(&path).unwrap();
        let tab = registry::puzzle(puzzle).unwrap();
        let mut lane = ProgramLane::new(tab, setup, &source, 300_000).unwrap();
        run_to_end(&mut lane);
        assert_eq!(
            lane.status(),
            Status::Finished,
            "{file}: {:?}",
            lane.error()
        );
        let mut oracle = std::process::Command::new("python3");
        oracle
            .arg(format!("{root}/tests/python/oracle.py"))
            .arg(&path);
        for (name, value) in tab.program_globals(setup).unwrap() {
            oracle.arg(format!("{name}={}", literal(&value)));
        }
        let Ok(out) = oracle.output() else {
            eprintln!("python3 is not installed: skipping the differential test");
            return;
        };
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let expected: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(expected["status"], "finished", "{file}");
        assert_eq!(
            expected["output"].as_str(),
            Some(lane.machine().output()),
            "{file}"
        );
        assert_eq!(expected["steps"].as_u64(), Some(lane.steps()), "{file}");
        assert!(!lane.machine().output().is_empty());
    }
}

/// A Sudoku program's grid is read from its `board` (or `grid`, `puzzle`): the tab's own, or
/// one the program brings; each complete grid is checked by the Sudoku validator.
#[test]
fn a_sudoku_programs_grid_is_read_and_checked() {
    let root = env!("CARGO_MANIFEST_DIR");
    let sudoku = registry::puzzle("sudoku").unwrap();
    let read = |name: &str| {
        std::fs::read_to_string(format!("{root}/www/puzzles/programs/{name}.py")).unwrap()
    };
    let mut all =
        ProgramLane::new(sudoku, "1..4.41..14.4..1", &read("sudoku_all"), 300_000).unwrap();
    all.advance(40);
    let view = all.view().value();
    assert_eq!(view["size"], 4);
    assert_eq!(view["drawn_from"], "board");
    assert_eq!(view["cells"].as_array().unwrap().len(), 16);
    run_to_end(&mut all);
    assert_eq!((all.stats().leaf_checks, all.stats().solutions), (2, 2));
    assert_eq!(
        all.solution_board(),
        vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]
    );
    // Lesson 000's solver brings its own 9 × 9 puzzle, whatever the tab holds.
    let mut lesson = ProgramLane::new(
        sudoku,
        "1..4.41..14.4..1",
        &read("lesson000_sudoku"),
        5_000_000,
    )
    .unwrap();
    run_to_end(&mut lesson);
    assert_eq!(lesson.status(), Status::Finished);
    assert_eq!(
        (lesson.stats().leaf_checks, lesson.stats().solutions),
        (1, 1)
    );
    assert_eq!(lesson.solution_board().len(), 81);
    // A grid that breaks a rule, complete at both nested calls: two leaf checks, no solution.
    let mut wrong = ProgramLane::new(sudoku, "1..4.41..14.4..1", "def f(board, k):\n    if k == 0:\n        return\n    f(board, k - 1)\n\nf([[1, 1, 1, 1]] * 4, 2)\n", 300_000).unwrap();
    run_to_end(&mut wrong);
    assert_eq!((wrong.stats().leaf_checks, wrong.stats().solutions), (2, 0));
}

/// On the other tabs the board is read from the exercises' own variables (the knight's
/// `board` of move numbers, the services' `colour` dict, the word's `path`), and the one
/// complete board each finds is a true one by the tab's validator.
#[test]
fn the_exercises_boards_are_read_from_their_variables() {
    let root = env!("CARGO_MANIFEST_DIR");
    for (file, puzzle, setup, drawn_from, field) in [
        ("knights_tour", "knights", "5 r1c1 open", "board", "numbers"),
        (
            "colouring_services",
            "colouring",
            "3 petersen",
            "colour",
            "colours",
        ),
        (
            "word_path",
            "words",
            "SEE\nABCE\nSFCS\nADEE",
            "path",
            "path",
        ),
    ] {
        let source =
            std::fs::read_to_string(format!("{root}/www/puzzles/programs/{file}.py")).unwrap();
        let mut lane =
            ProgramLane::new(registry::puzzle(puzzle).unwrap(), setup, &source, 300_000).unwrap();
        lane.advance(200);
        let view = lane.view().value();
        assert_eq!(view["drawn_from"], drawn_from, "{file}: {view}");
        assert!(view[field].is_array(), "{file}: {view}");
        run_to_end(&mut lane);
        assert_eq!(lane.status(), Status::Finished, "{file}");
        assert_eq!(
            (lane.stats().leaf_checks, lane.stats().solutions),
            (1, 1),
            "{file}"
        );
        assert!(!lane.solution_board().is_empty(), "{file}");
    }
}

/// The editor marks the line just run: the details' line is the last step's, not the next.
#[test]
fn the_details_line_is_the_line_just_run() {
    let mut lane = program(4, D, 300_000);
    let line = |lane: &ProgramLane| lane.details().unwrap().value()["line"].clone();
    assert_eq!(line(&lane), 0, "before the first step");
    lane.advance(1);
    assert_eq!(
        line(&lane),
        20,
        "reshenij = [] runs first (the def costs nothing)"
    );
    // Step by step, the marked line is the line of the last step event.
    let mut differs = 0;
    for _ in 0..300 {
        lane.advance(1);
        let event = lane.last_event().unwrap().value();
        if event["kind"] == "step" {
            assert_eq!(line(&lane), event["line"]);
            differs += usize::from(lane.machine().line() != event["line"].as_u64().unwrap() as u32);
        }
    }
    assert!(differs > 0, "the machine's own line is the next one to run");
}

/// The transport's jumps on a program lane: N stops at each solution with its board complete
/// and true, B at each return into a call of the recursive function (a backtrack: the undos,
/// as many as the pruned strategy's).
#[test]
fn a_program_lane_jumps_to_each_solution_and_each_backtrack() {
    let mut pruned = queens()
        .lane("6", "pruned", Limits::new(Mode::All))
        .unwrap();
    run_to_end(&mut *pruned);
    let mut lane = program(6, D, 300_000);
    let mut found = Vec::new();
    while lane.advance_until("solution", 1_000_000) > 0 && lane.status() == Status::Running {
        if lane.stats().solutions as usize > found.len() {
            let (queens, _) = board(&lane);
            assert!(
                backtracking_lab::queens::is_solution(6, &queens),
                "{queens:?}"
            );
            found.push(queens);
        }
    }
    assert_eq!(found.len(), 4);
    let mut lane = program(6, D, 300_000);
    let mut jumps = 0;
    while lane.advance_until("undo", 1_000_000) > 0 && lane.status() == Status::Running {
        jumps += 1;
        assert_eq!(lane.stats().undos, jumps);
    }
    assert_eq!(lane.stats().undos, pruned.stats().undos);
    assert_eq!(jumps, 152);
}

/// The reader may choose what the board is drawn from: C's calls of rec give the same board as
/// its pos; a name the program does not hold draws nothing; an empty name is the lab's choice.
#[test]
fn the_reader_chooses_what_the_board_is_drawn_from() {
    let mut by_pos = program(6, C, 300_000);
    let mut by_calls = program(6, C, 300_000).draw_from("rec");
    let mut nothing = program(6, C, 300_000).draw_from("nope");
    let mut again = program(6, C, 300_000).draw_from("");
    for lane in [&mut by_pos, &mut by_calls, &mut nothing, &mut again] {
        lane.advance(2_000);
    }
    let (queens, from) = board(&by_pos);
    assert_eq!(from, "pos");
    assert!(!queens.is_empty());
    assert_eq!(board(&by_calls), (queens.clone(), "rec".to_string()));
    assert_eq!(board(&again), (queens, "pos".to_string()));
    assert!(nothing.program_board().is_none());
    // The choice goes with a fork and into the tree and the solutions.
    let mut fork = by_calls.fork();
    run_to_end(&mut *fork);
    assert_eq!(fork.stats().solutions, 4);
}

/// A complete board that breaks the tab's rule carries its first clash in the lane's view, as
/// a strategy's failed check at the bottom names it (the page draws it so): two queens on a
/// diagonal, two equal digits in a row, two squares visited one after the other that are not
/// a knight's move apart, an edge with one colour at both ends, a cell that is not the word's
/// letter. An incomplete or a true board carries none.
#[test]
fn a_false_complete_board_shows_its_first_clash() {
    // Each program sets its board, then calls itself once so that the board is checked.
    let checked =
        |board: &str| format!("{board}\ndef f(k):\n    if k > 0:\n        f(k - 1)\n\nf(1)\n");
    for (puzzle, setup, board, clash) in [
        (
            "queens",
            "4",
            "pos = [0, 1, 3, 2][:n]",
            Some(("diagonal", (0, 0), (1, 1))),
        ),
        ("queens", "4", "pos = [1, 3, 0, 2][:n]", None),
        ("queens", "4", "pos = [0, 1][:n]", None),
        (
            "sudoku",
            "1..4.41..14.4..1",
            "board = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 1, 1]]",
            Some(("row", (3, 2), (3, 3))),
        ),
        (
            "knights",
            "5 r1c1 open",
            "board = [[r * n + c + 1 for c in range(n)] for r in range(n)]",
            Some(("move", (0, 0), (0, 1))),
        ),
        (
            "colouring",
            "3 australia",
            "colour = {v: [0, 1, 1, 0, 0, 1, 0][i] for i, v in enumerate(graph)}",
            Some(("edge", (0, 1), (0, 2))),
        ),
        (
            "words",
            "SEE\nABCE\nSFCS\nADEE",
            "path = [(1, 2), (2, 3), (2, 2)][:len(word)] if grid else []",
            Some(("letter", (1, 2), (1, 2))),
        ),
        (
            "words",
            "SEE\nABCE\nSFCS\nADEE",
            "path = [(1, 3), (2, 3), (2, 2)][:len(word)] if grid else []",
            None,
        ),
    ] {
        let source = checked(board);
        let mut lane =
            ProgramLane::new(registry::puzzle(puzzle).unwrap(), setup, &source, 300_000).unwrap();
        run_to_end(&mut lane);
        let view = lane.view().value();
        let cell = |(row, col): (u8, u8)| serde_json::json!({ "row": row, "col": col });
        let expected = clash.map(|(rule, first, second)| {
            serde_json::json!({ "rule": rule, "first": cell(first), "second": cell(second) })
        });
        assert_eq!(
            view["clash"],
            expected.unwrap_or(serde_json::Value::Null),
            "{puzzle} {board}: {view}"
        );
    }
}

/// A value too long to show is shown by its start, written no further than that: a string of
/// two million characters, a list of them and a dict of one, as the frames view reads them
/// (the page reads them as it draws). What fits is shown whole, as Python's repr writes it.
#[test]
fn a_long_value_is_shown_by_its_start() {
    // It stops at its limit of steps, in its loop, its variables still there.
    let source = "s = 'ab' * 1000000\nl = [s, 'é' * 90, 3]\nd = {'k': s}\nt = (1, 'x')\nwhile True:\n    pass\n";
    let mut lane = program(4, source, 100);
    run_to_end(&mut lane);
    assert_eq!(lane.status(), Status::StepLimit);
    let details = lane.details().unwrap().value();
    let module = details["frames"][0]["locals"].as_array().unwrap().clone();
    let value = |name: &str| {
        let variable = module.iter().find(|v| v["name"] == name).unwrap();
        (
            variable["value"].as_str().unwrap().to_string(),
            variable["items"].clone(),
        )
    };
    let eighty = format!("'{}…", "ab".repeat(40).chars().take(79).collect::<String>());
    assert_eq!(value("s").0, eighty);
    let (list, items) = value("l");
    assert!(
        list.starts_with("['abab") && list.ends_with('…') && list.chars().count() == 81,
        "{list}"
    );
    assert_eq!(items[0].as_str().unwrap(), eighty);
    assert_eq!(items[1].as_str().unwrap(), format!("'{}…", "é".repeat(79)));
    assert_eq!(items[2], "3");
    assert_eq!(
        value("d").0,
        format!("{{'k': {}", &eighty[..eighty.len() - "…".len() - 6]) + "…"
    );
    assert_eq!(value("t").0, "(1, 'x')");
}

/// Permutations of a list, as textbooks write them: a state that grows by one choice a call,
/// a `selected` list of booleans, each permutation kept as a copy of the state.
const PERMUTATIONS: &str = "\
def backtrack(state, choices, selected, found):
    if len(state) == len(choices):
        found.append(list(state))
        return
    for i, choice in enumerate(choices):
        if not selected[i]:
            selected[i] = True
            state.append(choice)
            backtrack(state, choices, selected, found)
            selected[i] = False
            state.pop()

found = []
backtrack([], [1, 2, 3], [False] * 3, found)
print(found)
";

/// Balanced parentheses: the state is a new string a call, and two counts.
const PARENTHESES: &str = "\
def generate(text, opened, closed, pairs, out):
    if len(text) == 2 * pairs:
        out.append(text)
        return
    if opened < pairs:
        generate(text + '(', opened + 1, closed, pairs, out)
    if closed < opened:
        generate(text + ')', opened, closed + 1, pairs, out)

out = []
generate('', 0, 0, 2, out)
print(out)
";

/// Fibonacci: recursion without a state, each call's argument its label.
const FIBONACCI: &str = "\
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)

print(fib(4))
";

/// Any program's calls are its tree's nodes, each labelled with what it chose against the
/// call it was made from (the item its state gained, else the argument that differs) and the
/// whole call, whatever the tab's puzzle.
#[test]
fn a_programs_calls_are_labelled_with_what_each_chose() {
    let labels = |source: &str| {
        let mut lane = program(4, source, 300_000);
        let tree = lane.search_tree(10_000).unwrap();
        run_to_end(&mut lane);
        // Solutions as the program records them; a call that made no call and recorded
        // nothing is a dead end.
        let ends = |kind: &str| {
            tree.nodes()
                .iter()
                .filter(|node| {
                    node.end
                        .is_some_and(|end| serde_json::to_value(end).unwrap()["kind"] == kind)
                })
                .count() as u64
        };
        assert_eq!(ends("solution"), lane.stats().solutions, "{source}");
        // The passes of its loop that made no call are its cuts, in the tree as on the lane.
        assert_eq!(tree.stubs().len() as u64, lane.stats().rejected, "{source}");
        assert_eq!(ends("dead_end"), lane.stats().dead_ends, "{source}");
        let lines: Vec<u32> = tree.stubs().iter().map(|stub| stub.line.unwrap()).collect();
        let details = lane.details().unwrap().value();
        let counted = (
            ends("solution"),
            details["recorded_from"].clone(),
            ends("dead_end"),
            lines,
        );
        let nodes: Vec<(String, String)> = tree
            .nodes()
            .iter()
            .map(|node| {
                let label = node.label.as_ref().expect("every call is labelled");
                (label.chose.clone(), label.call.clone())
            })
            .collect();
        (nodes, lane.machine().output().to_string(), counted)
    };

    let (nodes, output, counted) = labels(PERMUTATIONS);
    // Each node at depth 1 skips the item it holds, each at depth 2 the two: 3 + 12 passes
    // cut at `if not selected[i]:`.
    assert_eq!(counted, (6, "found".into(), 0, vec![6; 15]));
    assert_eq!(
        output,
        "[[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]\n"
    );
    assert_eq!(nodes.len(), 16, "1 + 3 + 6 + 6 calls");
    let chose: Vec<&str> = nodes.iter().map(|(chose, _)| chose.as_str()).collect();
    assert_eq!(
        chose,
        [
            "", "+1", "+2", "+3", "+3", "+2", "+2", "+1", "+3", "+3", "+1", "+3", "+1", "+2", "+2",
            "+1"
        ]
    );
    assert_eq!(
        nodes[0].1,
        "backtrack(state=[], choices=[1, 2, 3], selected=[False, False, False], found=[])"
    );
    assert_eq!(
        nodes[3].1,
        "backtrack(state=[1, 2, 3], choices=[1, 2, 3], selected=[True, True, True], found=[])"
    );

    let (nodes, output, counted) = labels(PARENTHESES);
    assert_eq!(counted, (2, "out".into(), 0, vec![]));
    assert_eq!(output, "['(())', '()()']\n");
    let chose: Vec<&str> = nodes.iter().map(|(chose, _)| chose.as_str()).collect();
    assert_eq!(
        chose,
        ["", "+'('", "+'('", "+')'", "+')'", "+')'", "+'('", "+')'"]
    );
    assert_eq!(
        nodes[2].1,
        "generate(text='((', opened=2, closed=0, pairs=2, out=[])"
    );

    // Recursion that is not a search: nothing recorded, its base cases are dead ends.
    let (nodes, output, counted) = labels(FIBONACCI);
    assert_eq!(counted, (0, serde_json::Value::Null, 5, vec![]));
    assert_eq!(output, "3\n");
    let chose: Vec<&str> = nodes.iter().map(|(chose, _)| chose.as_str()).collect();
    assert_eq!(
        chose,
        ["", "k=3", "k=2", "k=1", "k=0", "k=1", "k=2", "k=1", "k=0"]
    );

    // Subsets of [1, 2, 3] that sum to 3, printed: two solutions ([1, 2] and [3]); [2], whose
    // every next item passes the target, is a dead end; 3 after [1] and after [2] are cut.
    let (_, output, counted) = labels(SUBSET_SUM);
    assert_eq!(output, "[1, 2]\n[3]\n");
    assert_eq!(counted, (2, "print".into(), 1, vec![6, 6]));
}

const SUBSET_SUM: &str = "\
def search(state, start, total):
    if total == 3:
        print(state)
        return
    for i in range(start, 4):
        if total + i <= 3:
            state.append(i)
            search(state, i + 1, total + i)
            state.pop()

search([], 1, 0)
";

/// The tab for your own problem has no instance: a program lane on it shows the state its
/// innermost call holds (the list it grows, a string) and the call, and counts the solutions
/// as the program records them, whatever it names its variables.
#[test]
fn your_own_problem_shows_the_state_and_counts_what_the_program_records() {
    let own = registry::puzzle("program").unwrap();
    assert!(own.strategies().is_empty(), "only programs race on it");
    let refused = ProgramLane::new(own, "8", PERMUTATIONS, 1000)
        .err()
        .unwrap();
    assert_eq!(refused.details.kind, "setup_form", "it takes no setup");
    let view = |lane: &ProgramLane| lane.view().value();

    let mut lane = ProgramLane::new(own, "", PERMUTATIONS, 300_000).unwrap();
    assert_eq!(lane.instance().value(), serde_json::json!({}));
    // Into the third call: the state holds the two items chosen so far.
    while lane.depth() < 3 {
        assert_eq!(lane.advance(1), 1);
    }
    let shown = view(&lane);
    assert_eq!(shown["name"], "state");
    assert_eq!(shown["state"], serde_json::json!(["1", "2"]));
    assert_eq!(shown["len"], 2);
    assert_eq!(
        shown["call"],
        "backtrack(state=[1, 2], choices=[1, 2, 3], selected=[True, True, False], found=[])"
    );
    // The jump to the next solution stands on it, as the race's jump asks.
    let before = lane.steps();
    let ran = lane.advance_until("solution", 100_000);
    assert_eq!((lane.last_kind(), lane.stats().solutions), ("solution", 1));
    assert_eq!(lane.steps(), before + ran);
    assert_eq!(
        lane.view().value()["state"],
        serde_json::json!(["1", "2", "3"])
    );
    lane.advance(1);
    assert_ne!(lane.last_kind(), "solution", "until the next step");
    run_to_end(&mut lane);
    assert_eq!(lane.stats().solutions, 6, "the six permutations found");
    assert_eq!(lane.stats().nodes, 16);
    assert_eq!(lane.stats().rejected, 15);
    let details = lane.details().unwrap().value();
    assert_eq!(details["recorded_from"], "found");

    // A string as the state, under a name no textbook list holds: the call's first one.
    let renamed = PARENTHESES.replace("text", "word");
    let mut lane = ProgramLane::new(own, "", &renamed, 300_000).unwrap();
    while lane.depth() < 3 {
        assert_eq!(lane.advance(1), 1);
    }
    let shown = view(&lane);
    assert_eq!(
        (shown["name"].as_str(), shown["state"].clone()),
        (Some("word"), serde_json::json!(["(", "("]))
    );
    run_to_end(&mut lane);
    assert_eq!(lane.stats().solutions, 2);

    // A search that records at a call that goes on calling: the jump stops where it records.
    let source = "def search(state, start, total, res):\n    if total == 3:\n        res.append(list(state))\n    for i in range(start, 4):\n        state.append(i)\n        search(state, i + 1, total + i, res)\n        state.pop()\n\nres = []\nsearch([], 1, 0, res)\nprint(res)\n";
    let mut lane = ProgramLane::new(own, "", source, 300_000).unwrap();
    lane.advance_until("solution", 100_000);
    assert_eq!(lane.view().value()["state"], serde_json::json!(["1", "2"]));
    run_to_end(&mut lane);
    assert_eq!(lane.machine().output(), "[[1, 2], [3]]\n");
    // Leaves [1, 2, 3], [1, 3] and [2, 3] record nothing; [3] records, and [1, 2] is no leaf.
    assert_eq!((lane.stats().solutions, lane.stats().dead_ends), (2, 3));

    // A recursive generator: each generator of the function a call (a node when it starts
    // to run), each value it yields of its own a solution (not those `yield from` hands on).
    let generator = "def permutations(state, choices):\n    if len(state) == len(choices):\n        yield list(state)\n        return\n    for choice in choices:\n        if choice in state:\n            continue\n        state.append(choice)\n        yield from permutations(state, choices)\n        state.pop()\n\nfor p in permutations([], [1, 2, 3]):\n    pass\nprint('done')\n";
    let mut lane = ProgramLane::new(own, "", generator, 300_000).unwrap();
    lane.advance_until("solution", 100_000);
    assert_eq!(
        lane.view().value()["state"],
        serde_json::json!(["1", "2", "3"])
    );
    run_to_end(&mut lane);
    let stats = lane.stats();
    assert_eq!(
        (
            stats.nodes,
            stats.solutions,
            stats.rejected,
            stats.dead_ends
        ),
        (16, 6, 15, 0)
    );
    assert_eq!(stats.nodes_per_depth, vec![1, 3, 6, 6]);
    let details = lane.details().unwrap().value();
    assert_eq!(details["recorded_from"], "yield");
    let tree = ProgramLane::new(own, "", generator, 300_000)
        .unwrap()
        .search_tree(1000)
        .unwrap();
    assert_eq!(tree.nodes().len(), 16);
    assert_eq!(tree.nodes()[1].label.as_ref().unwrap().chose, "+1");

    // A counter the program increments: counted only when the reader chooses it, as the lab
    // cannot tell it from any other number; a chosen source replaces the lab's choice.
    let counter = "count = 0\n\ndef search(state, start, total):\n    global count\n    if total == 3:\n        count += 1\n        return\n    for i in range(start, 4):\n        if total + i <= 3:\n            state.append(i)\n            search(state, i + 1, total + i)\n            state.pop()\n\nsearch([], 1, 0)\nprint(count)\n";
    let counted = |source: &str, from: &str| {
        let mut lane = ProgramLane::new(own, "", source, 300_000)
            .unwrap()
            .record_from(from);
        run_to_end(&mut lane);
        let details = lane.details().unwrap().value();
        let stats = lane.stats();
        (
            stats.solutions,
            stats.dead_ends,
            details["recorded_from"].clone(),
            details["recorded_kind"].clone(),
        )
    };
    assert_eq!(
        counted(counter, ""),
        (0, 3, serde_json::Value::Null, serde_json::Value::Null)
    );
    assert_eq!(
        counted(counter, "count"),
        (2, 1, "count".into(), "counter".into())
    );
    assert_eq!(
        counted(PERMUTATIONS, "print"),
        (0, 6, "print".into(), "print".into())
    );
    assert_eq!(
        counted(PERMUTATIONS, "found"),
        (6, 0, "found".into(), "list".into())
    );
    // A search that returns True up its calls once a leaf has found a solution: that leaf is
    // the solution, and the lab counts it without being asked when nothing else is recorded.
    let found = "def can(nums, i, total, target):\n    if total == target:\n        return True\n    if i == len(nums) or total > target:\n        return False\n    if can(nums, i + 1, total + nums[i], target):\n        return True\n    return can(nums, i + 1, total, target)\n\nprint(can([3, 5, 2], 0, 0, 7))\n";
    // Leaves: [3, 5] passes 7, [3, 2] and [3] end the list short of it, [5, 2] makes 7.
    assert_eq!(counted(found, ""), (1, 3, "return".into(), "return".into()));
    assert_eq!(
        counted(found, "print"),
        (0, 4, "print".into(), "print".into())
    );

    // Each call's tree node says what it returned once it has (the root returns to no call
    // of itself): fib(3) = 2, fib(2) = 1, …
    let tree = ProgramLane::new(own, "", FIBONACCI, 300_000)
        .unwrap()
        .search_tree(100)
        .unwrap();
    let returned: Vec<Option<&str>> = tree
        .nodes()
        .iter()
        .map(|node| node.label.as_ref().unwrap().returned.as_deref())
        .collect();
    assert_eq!(
        returned,
        [
            None,
            Some("2"),
            Some("1"),
            Some("1"),
            Some("0"),
            Some("1"),
            Some("1"),
            Some("1"),
            Some("0")
        ]
    );

    // A call that returns its list of solutions says how many it holds: permutations of
    // [1, 2, 3] built by returning lists, each leaf a list of one permutation.
    let listing = "def permutations(items):\n    if len(items) <= 1:\n        return [items]\n    found = []\n    for i in range(len(items)):\n        for rest in permutations(items[:i] + items[i + 1:]):\n            found.append([items[i]] + rest)\n    return found\n\nprint(len(permutations([1, 2, 3])))\n";
    let tree = ProgramLane::new(own, "", listing, 300_000)
        .unwrap()
        .search_tree(100)
        .unwrap();
    let counts: Vec<Option<(&str, u32)>> = tree
        .nodes()
        .iter()
        .map(|node| {
            let items = node.label.as_ref().unwrap().returned_items?;
            Some((items.kind, items.count))
        })
        .collect();
    // The outermost call returns to the module, not into a call of itself: it says nothing.
    assert_eq!(counts[0], None);
    assert_eq!(counts[1], Some(("list", 2)), "permutations([2, 3])");
    assert_eq!(counts[2], Some(("list", 1)), "permutations([3])");

    // No state at all: the call alone.
    let mut lane = ProgramLane::new(own, "", FIBONACCI, 300_000).unwrap();
    while lane.depth() < 2 {
        assert_eq!(lane.advance(1), 1);
    }
    let shown = view(&lane);
    assert_eq!(shown["state"], serde_json::Value::Null);
    assert_eq!(shown["call"], "fib(k=3)");
}

/// hello-algo's permutations I pasted on the N-Queens tab: its `state` of items is no board of
/// queens, so the lane draws the state in the board's place and says where from, and counts
/// the six permutations it records.
#[test]
fn a_program_with_no_board_of_the_tab_shows_its_state_instead() {
    let queens = registry::puzzle("queens").unwrap();
    let source = "def backtrack(state, choices, selected, res):\n    if len(state) == len(choices):\n        res.append(list(state))\n        return\n    for i, choice in enumerate(choices):\n        if not selected[i]:\n            selected[i] = True\n            state.append(choice)\n            backtrack(state, choices, selected, res)\n            selected[i] = False\n            state.pop()\n\nres = []\nbacktrack([], [1, 2, 3], [False] * 3, res)\nprint(res)\n";
    let mut lane = ProgramLane::new(queens, "8", source, 300_000).unwrap();
    while lane.depth() < 3 {
        assert_eq!(lane.advance(1), 1);
    }
    let shown = lane.view().value();
    assert_eq!(shown["instead"], true);
    assert_eq!(shown["state"], serde_json::json!(["1", "2"]));
    assert_eq!(shown["strips"][0]["name"], "selected");
    let details = lane.details().unwrap().value();
    assert_eq!(details["drawn_from"], serde_json::Value::Null);
    assert_eq!(details["state_from"], "state");
    while lane.advance(4096) == 4096 {}
    assert_eq!((lane.stats().solutions, lane.stats().nodes), (6, 16));
    // Before its first call the program has no state: the tab's empty board stands.
    let fresh = ProgramLane::new(queens, "8", source, 300_000).unwrap();
    let shown = fresh.view().value();
    assert!(shown.get("instead").is_none(), "{shown}");
}

/// A recursive generator left suspended (`next` takes its first value and no more) sets its
/// call aside: the calls made after it nest as deep as they are, not below it. Taken up
/// again, a generator's call is as deep as where it goes on.
#[test]
fn a_generator_left_at_its_first_value_does_not_nest_the_calls_after_it() {
    let own = registry::puzzle("program").unwrap();
    let source = "def subsets(state, start, items):\n    yield list(state)\n    for i in range(start, len(items)):\n        state.append(items[i])\n        yield from subsets(state, i + 1, items)\n        state.pop()\n\nfirst = next(subsets([], 0, [1, 2, 3]))\nprint(first)\ncount = 0\nfor s in subsets([], 0, [1, 2]):\n    count += 1\nprint(count)\n";
    let mut lane = ProgramLane::new(own, "", source, 300_000).unwrap();
    while lane.advance(4096) == 4096 {}
    assert_eq!(lane.machine().output(), "[]\n4\n");
    let stats = lane.stats();
    // The first generator's one call, then [], [1], [1, 2] and [2] of the second.
    assert_eq!(stats.nodes, 5);
    assert_eq!(stats.nodes_per_depth, vec![2, 2, 1]);
    assert_eq!(lane.depth(), 0, "no call is active at the end");
    let tree = ProgramLane::new(own, "", source, 300_000)
        .unwrap()
        .search_tree(100)
        .unwrap();
    assert_eq!(
        tree.nodes().len(),
        4,
        "the tree is the recursive search's: its 4 calls"
    );
}
