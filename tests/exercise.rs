//! Exercises: every preset passed by a program that does what it asks and failed, with the
//! verdict that says why, by its own starting program and the lessons' broken ones; each kind
//! of check on a wrong answer of its own kind; and exercise JSON that is wrong in several ways,
//! each problem named.

use backtracking_lab::exercise::{schema, score, Exercise, Strategies, Verdict, Why};

const PROGRAMS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/www/puzzles/programs/");

fn preset(name: &str) -> Exercise {
    let path = format!(
        "{}/www/exercises/presets/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    schema::parse(&text).unwrap_or_else(|problems| panic!("{name}: {problems:?}"))
}

fn program(file: &str) -> String {
    let path = match file.strip_prefix("tests/") {
        Some(rest) => format!("{}/tests/{rest}", env!("CARGO_MANIFEST_DIR")),
        None => format!("{PROGRAMS}{file}"),
    };
    std::fs::read_to_string(path).unwrap()
}

/// `program` with `from` (which must be there) made `to`: a mistake made in a solved program,
/// or a solution written into a given one.
fn changed(program: &str, from: &str, to: &str) -> String {
    assert!(program.contains(from), "{from:?} is not in the program");
    program.replacen(from, to, 1)
}

/// Version B, which checks only at the bottom, counting its calls and printing the count last.
fn bottom_check_solved() -> String {
    let b = program("queens_b.py");
    let b = changed(
        &b,
        "def rec(row, pos):\n",
        "def rec(row, pos):\n    global uzly\n    uzly = uzly + 1\n",
    );
    let b = changed(&b, "reshenij = []\n", "reshenij = []\nuzly = 0\n");
    changed(&b, "print(len(reshenij))", "print(len(reshenij), uzly)")
}

/// The Sudoku exercise's start with `all_solutions` written: a search that keeps a copy of
/// each solution.
fn sudoku_all_solved(start: &str) -> String {
    changed(
        start,
        "    # search here, and append a copy of each solution to found\n",
        "
    def search():
        empty = find_empty(board)
        if not empty:
            found.append([row[:] for row in board])
            return
        row, col = empty
        for num in range(1, size + 1):
            if is_valid(board, row, col, num):
                board[row][col] = num
                search()
                board[row][col] = 0

    search()
",
    )
}

fn verdicts(exercise: &Exercise, text: &str) -> (Vec<Verdict>, f64) {
    exercise.check_all(text, &Strategies)
}

fn assert_passes(name: &str, text: &str) {
    let exercise = preset(name);
    let (verdicts, score) = verdicts(&exercise, text);
    assert!(verdicts.iter().all(|v| v.passed), "{name}: {verdicts:#?}");
    assert_eq!(score, 1.0);
}

#[test]
fn every_preset_reads_and_its_references_are_the_lessons_numbers() {
    let names = [
        "bottom_check",
        "forgotten_undo",
        "forgotten_diagonal",
        "prune_it",
        "all_boards",
        "every_sudoku_solution",
        "knights_tour",
        "twenty_services",
    ];
    for name in names {
        let exercise = preset(name);
        for lang in ["en", "ru", "zh"] {
            assert!(exercise.statement.contains_key(lang), "{name} in {lang}");
            assert!(exercise.title.contains_key(lang), "{name} in {lang}");
        }
    }
    use backtracking_lab::exercise::Referee;
    assert_eq!(
        Strategies
            .reference("queens", "8", "permutation")
            .unwrap()
            .nodes,
        109_601
    );
    assert_eq!(
        Strategies.reference("queens", "8", "pruned").unwrap().nodes,
        2_057
    );
    assert_eq!(
        Strategies
            .reference("queens", "8", "pruned")
            .unwrap()
            .solutions,
        92
    );
}

#[test]
fn bottom_check_counts_the_permutation_tree() {
    let exercise = preset("bottom_check");
    // Its start is version D, counting its own calls: 2,057 where 109,601 are asked for.
    let (start, score) = verdicts(&exercise, &exercise.start);
    assert_eq!(
        start[0].why,
        Why::Number {
            expected: 109_601,
            got: Some(2_057)
        }
    );
    assert_eq!(
        start[1].why,
        Why::Hidden,
        "a hidden check says only that it failed"
    );
    assert_eq!(start[1].setup, None);
    assert!(start[2].passed);
    assert!((score - 0.25).abs() < 1e-9, "{score}");
    assert_passes("bottom_check", &bottom_check_solved());
}

#[test]
fn the_forgotten_undo_and_the_forgotten_diagonal_are_caught_and_mended() {
    let undo = preset("forgotten_undo");
    let (start, _) = verdicts(&undo, &undo.start);
    assert_eq!(
        start[0].why,
        Why::Number {
            expected: 92,
            got: Some(0)
        }
    );
    assert!(!start[1].passed && start[2].passed);
    assert_passes("forgotten_undo", &program("queens_d.py"));

    let diagonal = preset("forgotten_diagonal");
    let (start, _) = verdicts(&diagonal, &diagonal.start);
    assert_eq!(
        start[0].why,
        Why::Number {
            expected: 92,
            got: Some(2_113)
        }
    );
    assert_passes("forgotten_diagonal", &program("queens_d.py"));
}

#[test]
fn prune_it_asks_for_no_more_nodes_than_pruned() {
    let exercise = preset("prune_it");
    let (start, _) = verdicts(&exercise, &exercise.start);
    assert!(start[0].passed, "version B finds the 92: {:?}", start[0]);
    match &start[1].why {
        Why::Cost {
            got,
            limit,
            strategy,
            ..
        } => {
            assert_eq!((*got, *limit), (109_601, 2_057));
            assert_eq!(strategy.as_deref(), Some("pruned"));
        }
        other => panic!("{other:?}"),
    }
    assert_passes("prune_it", &program("queens_d.py"));
    // Version A, any column and the check at the bottom, walks 19,173,961 nodes at n = 8:
    // more than the check's ten million steps.
    let (a, _) = verdicts(&exercise, &program("queens_a.py"));
    assert_eq!(
        a[1].why,
        Why::DidNotFit {
            steps: schema::DEFAULT_STEPS
        }
    );
}

#[test]
fn all_boards_judges_each_board_returned() {
    let exercise = preset("all_boards");
    // The start returns no board: fewer than the two solutions of four queens.
    let (start, _) = verdicts(&exercise, &exercise.start);
    assert_eq!(
        start[0].why,
        Why::Count {
            expected: 2,
            got: 0
        }
    );
    assert_passes(
        "all_boards",
        &program("tests/exercises/all_boards_solved.py"),
    );
    // One set of diagonals never freed: no solution found after the first branch.
    let (no_undo, _) = verdicts(
        &exercise,
        &changed(
            &program("tests/exercises/all_boards_solved.py"),
            "            downs.remove(row - col)",
            "            pass",
        ),
    );
    assert!(!no_undo[0].passed, "{:?}", no_undo[0]);
    // The same grid appended each time: every board is the empty grid at the end.
    let (no_copy, _) = verdicts(
        &exercise,
        &changed(
            &program("tests/exercises/all_boards_solved.py"),
            "found.append([line[:] for line in grid])",
            "found.append(grid)",
        ),
    );
    assert_eq!(
        no_copy[0].why,
        Why::Invalid {
            board: 0,
            complete: false,
            clash: None,
            pieces: None
        }
    );
}

/// An exercise of one check on the N-Queens tab, from the check's JSON.
fn one(check: &str) -> Exercise {
    let text = format!(
        r#"{{"exercise": 1, "tab": "queens", "statement": {{"en": "t"}}, "checks": [{check}]}}"#
    );
    schema::parse(&text).unwrap_or_else(|p| panic!("{p:?}"))
}

#[test]
fn each_kind_of_check_fails_a_wrong_answer_of_its_own_kind() {
    let check = |json: &str, text: &str| one(json).check(0, text, &Strategies).why;
    // clean: an error, with its line; a loop that never ends does not fit.
    assert_eq!(
        check(r#"{"kind": "clean", "setup": "4"}"#, "x = 1\ny = [][0]\n"),
        Why::Error {
            error: "IndexError".into(),
            message: "list index out of range".into(),
            line: 2
        }
    );
    assert_eq!(
        check(
            r#"{"kind": "clean", "setup": "4", "steps": 1000}"#,
            "while True:\n    pass\n"
        ),
        Why::DidNotFit { steps: 1000 }
    );
    // output: equals, contains, number.
    assert_eq!(
        check(
            r#"{"kind": "output", "setup": "4", "equals": "2"}"#,
            "print(n)"
        ),
        Why::Output {
            expected: "2".into(),
            got: "4".into()
        }
    );
    assert!(matches!(
        check(
            r#"{"kind": "output", "setup": "4", "contains": "two"}"#,
            "print('one')"
        ),
        Why::Missing { .. }
    ));
    assert_eq!(
        check(
            r#"{"kind": "output", "setup": "4", "number": 3}"#,
            "print('none')"
        ),
        Why::Number {
            expected: 3,
            got: None
        }
    );
    // result: a board two queens share a diagonal of; the same board twice; not a board.
    let twice = "def solve(n):\n    return [[1, 3, 0, 2], [1, 3, 0, 2]]\n";
    assert_eq!(
        check(
            r#"{"kind": "result", "setup": "4", "call": "solve(n)", "judge": "all", "of": "pruned"}"#,
            twice
        ),
        Why::Twice {
            first: 0,
            second: 1
        }
    );
    let attacked = "def solve(n):\n    return [0, 2, 1, 3]\n";
    match check(
        r#"{"kind": "result", "setup": "4", "call": "solve(n)", "judge": "first"}"#,
        attacked,
    ) {
        Why::Invalid {
            board: 0,
            complete: true,
            clash: Some(clash),
            pieces: None,
        } => assert_eq!((clash.first.row, clash.second.row), (0, 3)),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        check(
            r#"{"kind": "result", "setup": "4", "call": "solve(n)", "judge": "valid"}"#,
            "def solve(n):\n    return 'none'\n"
        ),
        Why::NotBoards { .. }
    ));
    // A call the program never reaches: it ended in an error first.
    assert!(matches!(
        check(
            r#"{"kind": "result", "setup": "4", "call": "solve(n)", "judge": "valid"}"#,
            "def solve(n):\n    return []\nraise ValueError('early')\n"
        ),
        Why::Error { line: 3, .. }
    ));
    // A count may be a number returned.
    assert_eq!(
        check(
            r#"{"kind": "result", "setup": "6", "call": "solve(n)", "judge": "count", "of": "pruned"}"#,
            "def solve(n):\n    return 3\n"
        ),
        Why::Count {
            expected: 4,
            got: 3
        }
    );
    // cost: at most a number of steps; fewer steps than lesson 003's C (D is, C is not).
    assert!(matches!(
        check(
            r#"{"kind": "cost", "setup": "4", "steps": {"at_most": 2}}"#,
            "a = 1\nb = 2\nc = 3\n"
        ),
        Why::Cost {
            got: 3,
            limit: 2,
            ..
        }
    ));
    let against_c = format!(
        r#"{{"kind": "cost", "setup": "8", "steps": {{"fewer_than": {}}}}}"#,
        serde_json::to_string(&program("queens_c.py")).unwrap()
    );
    assert!(matches!(
        check(&against_c, &program("queens_d.py")),
        Why::Passed { .. }
    ));
    assert!(matches!(
        check(&against_c, &program("queens_c.py")),
        Why::Cost { program: true, .. }
    ));
}

#[test]
fn a_score_weighs_each_check() {
    let exercise = preset("prune_it");
    let (verdicts, _) = verdicts(&exercise, &exercise.start);
    // 92 found (weight 1), too many nodes at 8 (2) and at 7 (1).
    assert!((score(&verdicts) - 0.25).abs() < 1e-9);
}

#[test]
fn wrong_exercise_json_names_each_problem() {
    let problems = |text: &str| -> Vec<String> {
        schema::parse(text)
            .expect_err("a wrong exercise")
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    assert_eq!(problems("{"), vec![problems("{")[0].clone()]);
    assert!(problems("{").iter().all(|p| p.contains("not JSON")));
    let all = problems(
        r#"{"exercise": 2, "tab": "chess", "statment": {"en": "x"},
            "checks": [{"kind": "ouput"}, {"kind": "result", "setup": "4", "judge": "every"},
                       {"kind": "cost", "setup": "40", "nodes": {"at_most": {"strategy": "fast"}}},
                       {"kind": "output", "setup": "4", "number": 1, "equals": "1"},
                       {"kind": "clean", "call": "solve(", "weight": -1}]}"#,
    );
    let expect = [
        "statment: \"statment\" is not one of",
        "exercise: version 2",
        "tab: \"chess\" is not one of queens, sudoku, knights, colouring, words, program",
        "statement: missing",
        "checks[0].kind: \"ouput\" is not one of clean, output, result, cost",
        "checks[1].call: missing",
        "checks[1].judge: \"every\" is not one of count, valid, all, first",
        "checks[3]: needs exactly one of equals, contains or number",
        "checks[4].call: not a Python expression",
        "checks[4].weight: should be a number above 0",
    ];
    for wanted in expect {
        assert!(
            all.iter().any(|p| p.starts_with(wanted)),
            "{wanted:?} not in {all:#?}"
        );
    }
    // With the tab known, a setup and a strategy are checked against it.
    let all = problems(
        r#"{"exercise": 1, "tab": "queens", "statement": {"en": "x"},
            "checks": [{"kind": "cost", "setup": "40", "nodes": {"at_most": {"strategy": "fast"}}},
                       {"kind": "cost", "setup": "8", "steps": {"at_most": {"strategy": "pruned"}}}]}"#,
    );
    for wanted in [
        "checks[0].setup: not an instance of N-Queens",
        "checks[0].nodes.at_most.strategy: \"fast\" is not one of naive, permutation, pruned, occupancy",
        "checks[1].steps.at_most: a strategy's steps are not a program's",
    ] {
        assert!(all.iter().any(|p| p.starts_with(wanted)), "{wanted:?} not in {all:#?}");
    }
}

#[test]
fn every_sudoku_solution_keeps_the_givens_and_copies_each_grid() {
    let exercise = preset("every_sudoku_solution");
    let (start, score) = verdicts(&exercise, &exercise.start);
    assert_eq!(
        start[0].why,
        Why::Count {
            expected: 12,
            got: 0
        }
    );
    assert_eq!(score, 0.0);
    assert!(score.is_sign_positive(), "a score of nothing is 0, not -0");
    assert_passes("every_sudoku_solution", &sudoku_all_solved(&exercise.start));
    // The grid appended as it stands: at the end of the search it is the puzzle again.
    let (no_copy, _) = verdicts(
        &exercise,
        &changed(
            &sudoku_all_solved(&exercise.start),
            "found.append([row[:] for row in board])",
            "found.append(board)",
        ),
    );
    assert_eq!(
        no_copy[0].why,
        Why::Invalid {
            board: 0,
            complete: false,
            clash: None,
            pieces: None
        }
    );
    // A solved grid that is not this puzzle's: it changes the given 1 in the first cell.
    let mut other = exercise.clone();
    other.checks.truncate(1);
    let wrong = "def all_solutions(board):\n    return [[[2, 1, 4, 3], [4, 3, 2, 1], [1, 2, 3, 4], [3, 4, 1, 2]]]\n";
    match other.check(0, wrong, &Strategies).why {
        Why::Given { board: 0, cell } => assert_eq!((cell.row, cell.col), (0, 0)),
        why => panic!("{why:?}"),
    }
}

#[test]
fn the_knights_tour_and_the_twenty_services_are_judged_on_their_instances() {
    let tour = preset("knights_tour");
    let (start, _) = verdicts(&tour, &tour.start);
    assert_eq!(start[0].why, Why::NoBoards, "the start returns None");
    assert_passes(
        "knights_tour",
        &program("tests/exercises/knights_solved.py"),
    );
    // No undo: squares stay taken, no tour is found.
    let (no_undo, _) = verdicts(
        &tour,
        &changed(
            &program("tests/exercises/knights_solved.py"),
            "                board[nr][nc] = 0\n",
            "",
        ),
    );
    assert_eq!(no_undo[0].why, Why::NoBoards);
    // A tour from the corner, whatever the start: right on the visible instance only.
    let (corner, _) = verdicts(
        &tour,
        &changed(
            &program("tests/exercises/knights_solved.py"),
            "    r, c = start\n",
            "    r, c = 0, 0\n",
        ),
    );
    assert!(corner[0].passed);
    assert!(!corner[1].passed);

    let services = preset("twenty_services");
    assert_passes(
        "twenty_services",
        &program("tests/exercises/services_solved.py"),
    );
    // Without the check, every service lands on machine 0: two that conflict share it.
    let (no_check, _) = verdicts(
        &services,
        &changed(
            &program("tests/exercises/services_solved.py"),
            "if all(machine.get(other) != m for other in graph[s]):",
            "if True:",
        ),
    );
    match &no_check[0].why {
        Why::Invalid {
            board: 0,
            complete: true,
            clash: Some(_),
            pieces: Some(pieces),
        } => assert_eq!(pieces, &["auth", "sessions"]),
        why => panic!("{why:?}"),
    }
}
