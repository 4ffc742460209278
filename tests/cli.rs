//! The `backtrack` command line as an author uses it: tables, JSON lines, exit statuses.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn backtrack(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command refused before it reads its input closes the pipe early: not a failure here.
    match child.stdin.take().unwrap().write_all(stdin.as_bytes()) {
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.unwrap(),
    }
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `backtrack` with `args` and no input: it must exit 2 with `message` on standard error.
fn assert_bad_input(args: &[&str], message: &str) {
    let out = backtrack(args, "");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(
        text(&out.stderr).contains(message),
        "{args:?}: {}",
        text(&out.stderr)
    );
}

/// The rows of a printed table below its header, split into fields.
fn table_rows(stdout: &[u8]) -> Vec<Vec<String>> {
    text(stdout)
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect()
}

#[test]
fn queens_range_prints_the_acceptance_table() {
    let out = backtrack(&["queens", "--n", "4..7", "--strategy", "all"], "");
    assert!(out.status.success());
    let rows = table_rows(&out.stdout);
    let acceptance = include_str!("data/queens_nodes.tsv");
    for line in acceptance
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
    {
        let f: Vec<&str> = line.split('\t').collect();
        if !(4..=7).contains(&f[0].parse::<u32>().unwrap()) {
            continue;
        }
        for (strategy, nodes) in [
            ("naive", f[1]),
            ("permutation", f[2]),
            ("pruned", f[3]),
            ("occupancy", f[3]),
        ] {
            let row = rows
                .iter()
                .find(|r| r[0] == f[0] && r[1] == strategy)
                .expect("row");
            assert_eq!(row[2], nodes, "n = {}, {strategy}", f[0]);
            assert_eq!(row[6], f[4], "solutions, n = {}, {strategy}", f[0]);
            assert_eq!(row[8], "finished");
        }
    }
    assert_eq!(rows.len(), 16);
}

#[test]
fn queens_json_has_the_documented_fields() {
    let out = backtrack(&["queens", "--n", "8", "--mode", "first", "--json"], "");
    assert!(out.status.success());
    let line = text(&out.stdout);
    let v: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    assert_eq!(v["puzzle"], "queens");
    assert_eq!(v["n"], 8);
    assert_eq!(v["strategy"], "pruned");
    assert_eq!(v["mode"], "first");
    assert_eq!(v["status"], "first_solution");
    assert_eq!(v["solution"], serde_json::json!([0, 4, 7, 5, 2, 6, 1, 3]));
    for key in ["nodes", "rejected", "leaf_checks", "undos", "solutions"] {
        assert!(v[key].is_u64(), "{key}");
    }
}

#[test]
fn a_budget_ends_a_run_with_budget_exhausted() {
    let out = backtrack(
        &[
            "queens",
            "--n",
            "10",
            "--strategy",
            "naive",
            "--budget",
            "5000",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(v["status"], "budget_exhausted");
    assert_eq!(v["nodes"], 5000);
    assert_eq!(v["solution"], serde_json::Value::Null);
}

#[test]
fn sudoku_solves_good_lines_and_reports_bad_ones_by_line() {
    let input = "\
# two puzzles and two mistakes
425008367060004120080002000040005912000000000019400675030000080006000090194000050

1..4.41..1x.4..1
11..............
1..4.41..14.4..1
";
    let out = backtrack(&["sudoku", "--strategy", "pruned", "--json", "-"], input);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("-:4: puzzle 2: column 11: unexpected character 'x'"),
        "{stderr}"
    );
    assert!(
        stderr.contains("-:5: puzzle 3: the givens at r1c1 and r1c2 are both 1 in the same row"),
        "{stderr}"
    );
    let rows: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["nodes"], 1559);
    assert_eq!(rows[0]["status"], "first_solution");
    assert_eq!(
        rows[0]["solution"],
        "425198367963754128781362549348675912657219834219483675532946781876521493194837256"
    );
    assert_eq!(rows[1]["grid"], "1..4.41..14.4..1");
}

#[test]
fn bad_arguments_exit_with_status_two_and_a_message() {
    for (args, message) in [
        (
            vec!["queens", "--n", "0"],
            "n must be between 1 and 32, got 0",
        ),
        (
            vec!["queens", "--n", "8", "--strategy", "clever"],
            "unknown strategy \"clever\"",
        ),
        (vec!["queens"], "queens needs --n"),
        (vec!["sudoku", "no-such-file"], "no-such-file:"),
        (vec!["juggle"], "unknown command \"juggle\""),
        (
            vec!["count", "--n", "8", "--budget", "5"],
            "--budget does not apply to count",
        ),
        (
            vec!["sudoku", "--n", "8", "-"],
            "--n does not apply to sudoku",
        ),
        (
            vec!["queens", "--n", "8", "puzzles.txt"],
            "unexpected argument \"puzzles.txt\"",
        ),
        (
            vec!["queens", "--n", "9..4"],
            "--n 9..4: the range is empty",
        ),
        (
            vec!["sudoku", "--budget", "0", "-"],
            "--budget must be a positive number",
        ),
    ] {
        assert_bad_input(&args, message);
    }
}

#[test]
fn count_prints_every_solution_count_with_and_without_symmetry() {
    let out = backtrack(&["count", "--n", "8..10"], "");
    assert!(out.status.success());
    let rows = table_rows(&out.stdout);
    assert_eq!(
        rows.iter()
            .map(|r| [r[1].as_str(), r[2].as_str()])
            .collect::<Vec<_>>(),
        [["92", "12"], ["352", "46"], ["724", "92"]]
    );
    assert!(rows.iter().all(|r| r.last().unwrap() == "symmetric"));
    let plain = backtrack(&["count", "--n", "8", "--plain", "--json"], "");
    let v: serde_json::Value = serde_json::from_str(text(&plain.stdout).trim()).unwrap();
    assert_eq!(v["solutions"], 92);
    assert_eq!(v["nodes"], 2057); // the pruned strategy's tree
    assert_eq!(v["counter"], "plain");
    assert_eq!(v["classes"], serde_json::Value::Null);
    let mirror = backtrack(&["count", "--n", "8", "--mirror", "--json"], "");
    let v: serde_json::Value = serde_json::from_str(text(&mirror.stdout).trim()).unwrap();
    assert_eq!(
        (v["solutions"].as_u64(), v["nodes"].as_u64()),
        (Some(92), Some(1029))
    );
    let threads = backtrack(&["count", "--n", "11", "--threads", "3", "--json"], "");
    let v: serde_json::Value = serde_json::from_str(text(&threads.stdout).trim()).unwrap();
    assert_eq!(
        (v["solutions"].as_u64(), v["classes"].as_u64()),
        (Some(2680), Some(341))
    );
    assert_eq!(v["threads"], 3);
    for (args, message) in [
        (
            &["count", "--n", "21"][..],
            "counting all solutions goes up to n = 20, got 21",
        ),
        (
            &["count", "--n", "8", "--threads", "0"],
            "--threads must be a whole number from 1 to 256, got \"0\"",
        ),
        (
            &["count", "--n", "8", "--plain", "--mirror"],
            "use --plain or --mirror, not both",
        ),
        (
            &["count", "--n", "8", "--plain", "--threads", "2"],
            "the plain counter runs on one",
        ),
    ] {
        let err = backtrack(args, "");
        assert_eq!(err.status.code(), Some(2), "{args:?}");
        assert!(
            text(&err.stderr).contains(message),
            "{args:?}: {}",
            text(&err.stderr)
        );
    }
}

#[test]
fn help_lists_every_strategy_of_each_puzzle() {
    use backtracking_lab::{queens, sudoku};
    let out = backtrack(&["help"], "");
    assert!(out.status.success());
    let help = text(&out.stdout);
    let listed = |puzzle: &str| -> Vec<String> {
        let line = help
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{puzzle} strategies: ")))
            .unwrap_or_else(|| panic!("no {puzzle} strategies in\n{help}"));
        let names = line.split(" (").next().unwrap();
        names.split(", ").map(str::to_string).collect()
    };
    let queens: Vec<_> = queens::Strategy::ALL.iter().map(|s| s.name()).collect();
    let sudoku: Vec<_> = sudoku::Strategy::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(listed("queens"), queens);
    assert_eq!(listed("sudoku"), sudoku);
    assert!(sudoku.contains(&"propagation"));
}

/// Puzzles in the forms people exchange, one after another: two Simple Sudoku grids with
/// nothing between their frames, a printed grid, an .sdk file, a 4×4 with a blank line
/// between its bands, a 6×6 .ss grid and a one-line puzzle.
const PRINTED_GRIDS: &str = "\
*-----------*
|4..|...|8.5|
|.3.|...|...|
|...|7..|...|
|---+---+---|
|.2.|...|.6.|
|...|.8.|4..|
|...|.1.|...|
|---+---+---|
|...|6.3|.7.|
|5..|2..|...|
|1.4|...|...|
*-----------*
*-----------*
|52.|..6|...|
|...|...|7.1|
|3..|...|...|
|---+---+---|
|...|4..|8..|
|6..|...|.5.|
|...|...|...|
|---+---+---|
|.41|8..|...|
|...|.3.|.2.|
|..8|7..|...|
*-----------*

6 . . |. . . |8 . 3
. 4 . |7 . . |. . .
. . . |. . . |. . .
------+------+------
. . . |5 . 4 |. 7 .
3 . . |2 . . |. . .
1 . 6 |. . . |. . .
------+------+------
. 2 . |. . . |. 5 .
. . . |. 8 . |6 . .
. . . |. 1 . |. . .

[Puzzle]
48.3.....
.......71
.2.......
7.5....6.
...2..8..
.........
..1.76...
3.....4..
....5....
1 . | . 4
. 4 | 1 .

. 1 | 4 .
4 . | . 1
*-------*
|..3|4..|
|45.|.2.|
|---+---|
|...|.64|
|...|231|
|---+---|
|.12|.4.|
|6..|...|
*-------*
....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...
";

#[test]
fn sudoku_reads_a_file_of_printed_grids() {
    let out = backtrack(
        &[
            "sudoku",
            "--strategy",
            "candidates,propagation",
            "--json",
            "-",
        ],
        PRINTED_GRIDS,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let rows: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let grids: Vec<&str> = rows.iter().map(|r| r["grid"].as_str().unwrap()).collect();
    assert_eq!(
        grids,
        [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
            "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
            "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
            "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
            "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
            "1..4.41..14.4..1",
            "1..4.41..14.4..1",
            "..34..45..2.....64...231.12.4.6.....",
            "..34..45..2.....64...231.12.4.6.....",
            "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
            "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
        ]
    );
    for pair in rows.chunks(2) {
        assert_eq!(pair[0]["strategy"], "candidates");
        assert_eq!(pair[1]["strategy"], "propagation");
        for row in pair {
            assert_eq!(row["status"], "first_solution", "{row}");
        }
        // Every puzzle here has one solution, so both strategies find the same.
        assert_eq!(pair[0]["solution"], pair[1]["solution"]);
    }
}

#[test]
fn sudoku_names_the_puzzle_and_line_of_each_mistake_and_solves_the_rest() {
    let input = "\
# one good grid between mistakes
*-----------*
|4..|...|8.5|
|.3.|...|...|
|...|7..|...|
|---+---+---|
|.2.|...|.6.|
|...|.8.|4x.|
|...|.1.|...|
|---+---+---|
|...|6.3|.7.|
|5..|2..|...|
|1.4|...|...|
*-----------*
4 . . |. . . |8 . 5
. 3 . |. . . |. . .
. . . |7 . . |. .
------+------+------
. 2 . |. . . |. 6 .
. . . |. 8 . |4 . .
. . . |. 1 . |. . .
------+------+------
. . . |6 . 3 |. 7 .
5 . . |2 . . |. . .
1 . 4 |. . . |. . .

[Puzzle]
1..4
.41.
.14.
4..1
[Puzzle]
4.....8.5
.3.......
...7.....
.2.....6.
....8.4..
....1....
...6.3.7.
5..2.....

11..............
1..7
.4.1
.14.
4..1
";
    let out = backtrack(&["sudoku", "--strategy", "pruned", "--json", "-"], input);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    let mistakes: Vec<&str> = stderr.lines().filter(|l| l.starts_with("-:")).collect();
    assert_eq!(
        mistakes,
        [
            "-:8: puzzle 1: column 11: unexpected character 'x'; use digits for givens and '.', '0' or '_' for blanks",
            "-:17: puzzle 2: the row has 8 cells, expected 9",
            "-:40: puzzle 4: a 9×9 grid has 9 rows, found 8",
            "-:42: puzzle 5: the givens at r1c1 and r1c2 are both 1 in the same row",
            "-:43: puzzle 6: column 4: digit 7 does not fit a 4×4 grid (use 1 to 4)",
        ]
    );
    let rows: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["grid"], "1..4.41..14.4..1");
    assert_eq!(rows[0]["solution"], "1234341221434321");
}

#[test]
fn an_argument_that_is_not_utf8_exits_with_status_two_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args([
            std::ffi::OsStr::new("sudoku"),
            std::ffi::OsStr::from_bytes(b"\xffx"),
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "backtrack: argument \"\\xFFx\" is not valid UTF-8\n"
    );
}

/// The JSON lines of a run, parsed.
fn json_rows(stdout: &[u8]) -> Vec<serde_json::Value> {
    text(stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn the_mistake_lab_prints_the_broken_variants_counts() {
    // The lesson's exact slip: six queens have 4 solutions, forgetting the undo finds none.
    let out = backtrack(
        &[
            "queens",
            "--n",
            "6",
            "--mistake",
            "forget-undo",
            "--mode",
            "all",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = table_rows(&out.stdout);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0][..2], ["6", "forget-undo"]);
    assert_eq!(rows[0][6], "0", "solutions");
    assert_eq!(rows[0][8], "no_solution");
    // Forgetting a diagonal lets 2,113 boards through at n = 8, where 92 exist; with
    // --strategy occupancy said out loud as well.
    let out = backtrack(
        &[
            "queens",
            "--n",
            "8",
            "--strategy",
            "occupancy",
            "--mistake",
            "forget-diagonal",
            "--json",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = json_rows(&out.stdout);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["solutions"], 2113);
    assert_eq!(rows[0]["strategy"], "occupancy");
    assert_eq!(rows[0]["mistake"], "forget-diagonal");
    assert_eq!(rows[0]["n"], 8);
    assert_eq!(rows[0]["tree_size"], serde_json::Value::Null);
    // The true count beside it, from the same command without the mistake.
    let out = backtrack(
        &["queens", "--n", "8", "--strategy", "occupancy", "--json"],
        "",
    );
    let rows = json_rows(&out.stdout);
    assert_eq!(rows[0]["solutions"], 92);
    assert!(rows[0].get("mistake").is_none());
}

#[test]
fn a_mistake_goes_only_with_occupancy() {
    for (args, message) in [
        (
            vec!["queens", "--n", "8", "--strategy", "pruned", "--mistake", "forget-undo"],
            "--mistake forget-undo is a broken copy of the occupancy strategy; it cannot run with --strategy pruned",
        ),
        (
            vec!["queens", "--n", "8", "--strategy", "occupancy,naive", "--mistake", "forget-undo"],
            "cannot run with --strategy naive",
        ),
        (
            vec!["queens", "--n", "8", "--strategy", "all", "--mistake", "forget-undo"],
            "cannot run with --strategy all",
        ),
        (
            vec!["queens", "--n", "8", "--mistake", "forget-everything"],
            "unknown mistake \"forget-everything\"; use forget-undo, forget-diagonal, forget-anti-diagonal",
        ),
        (
            vec!["knights", "--n", "5", "--mistake", "forget-undo"],
            "--mistake does not apply to knights",
        ),
    ] {
        let out = backtrack(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing runs");
        assert!(
            text(&out.stderr).contains(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

#[test]
fn knights_counts_the_304_tours_of_five_by_five_from_a_corner_and_prints_the_tour() {
    let out = backtrack(
        &[
            "knights",
            "--n",
            "5",
            "--start",
            "r1c1",
            "--strategy",
            "all",
            "--mode",
            "all",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = table_rows(&out.stdout);
    assert_eq!(rows.len(), 3);
    for (row, strategy) in rows.iter().zip(["pruned", "warnsdorff", "lookahead"]) {
        assert_eq!(row[..2], ["5", strategy]);
        assert_eq!(row[6], "304", "{strategy}");
        assert_eq!(row[8], "finished");
    }
    // The JSON: the fields of queens, plus the board and the tour as squares.
    let out = backtrack(&["knights", "--n", "8", "--start", "R3C4", "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = json_rows(&out.stdout);
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    assert_eq!(row["puzzle"], "knights");
    assert_eq!(row["n"], 8);
    assert_eq!(row["start"], "r3c4");
    assert_eq!(row["closed"], false);
    assert_eq!(row["strategy"], "warnsdorff");
    assert_eq!(row["mode"], "first");
    assert_eq!(row["status"], "first_solution");
    for key in [
        "nodes",
        "rejected",
        "leaf_checks",
        "undos",
        "solutions",
        "comparisons",
    ] {
        assert!(row[key].is_u64(), "{key}");
    }
    let tour: Vec<backtracking_lab::search::Cell> = row["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|square| {
            let square = square.as_str().unwrap();
            let (r, c) = square[1..].split_once('c').unwrap();
            let (r, c): (u8, u8) = (r.parse().unwrap(), c.parse().unwrap());
            backtracking_lab::search::Cell::new(r - 1, c - 1)
        })
        .collect();
    let start = backtracking_lab::search::Cell::new(2, 3);
    assert!(backtracking_lab::knights::is_tour(8, start, false, &tour));
}

#[test]
fn knights_closed_tours_and_bad_boards() {
    // 6 × 6 is the smallest board with a closed tour; the closing check runs at the bottom.
    let out = backtrack(
        &[
            "knights",
            "--n",
            "6",
            "--closed",
            "--strategy",
            "lookahead",
            "--json",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let row = &json_rows(&out.stdout)[0];
    assert_eq!(row["closed"], true);
    assert_eq!(row["status"], "first_solution");
    assert!(row["leaf_checks"].as_u64().unwrap() >= 1);
    for (args, message) in [
        (
            vec!["knights", "--n", "17"],
            "n must be between 1 and 16, got 17",
        ),
        (
            vec!["knights", "--n", "5", "--start", "r6c1"],
            "r6c1 is not on a 5 × 5 board",
        ),
        (
            vec!["knights", "--n", "5..8", "--start", "r8c8"],
            "r8c8 is not on a 5 × 5 board",
        ),
        (
            vec!["knights", "--n", "5", "--start", "a1"],
            "\"a1\" is not a square",
        ),
        (vec!["knights"], "knights needs --n"),
        (
            vec!["knights", "--n", "5", "--strategy", "clever"],
            "unknown strategy \"clever\"; use pruned, warnsdorff, lookahead or all",
        ),
    ] {
        assert_bad_input(&args, message);
    }
}

#[test]
fn a_budget_stops_a_knights_tour_cleanly() {
    let out = backtrack(
        &[
            "knights",
            "--n",
            "8",
            "--strategy",
            "pruned",
            "--budget",
            "1000",
            "--json",
        ],
        "",
    );
    let row = &json_rows(&out.stdout)[0];
    assert_eq!(row["status"], "budget_exhausted");
    assert_eq!(row["nodes"], 1000);
}

#[test]
fn colouring_counts_the_chromatic_polynomial() {
    // The cycle C5 from a file: (k − 1)^5 − (k − 1) colourings, 30 with three colours and
    // none with two; every strategy agrees.
    let out = backtrack(
        &[
            "colouring",
            "--graph",
            "tests/data/graphs/c5.txt",
            "--colours",
            "2..3",
            "--strategy",
            "all",
            "--mode",
            "all",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = table_rows(&out.stdout);
    assert_eq!(rows.len(), 6);
    for row in &rows {
        let expected = if row[0] == "3" { "30" } else { "0" };
        assert_eq!(row[6], expected, "{row:?}");
    }
    // The naive tree is 1 + k + … + k^5 nodes, and says so.
    let naive = rows
        .iter()
        .find(|r| r[0] == "3" && r[1] == "naive")
        .unwrap();
    assert_eq!(naive[2], "364");
    assert_eq!(naive[9], "364");
    // Petersen, a preset: 120 colourings with three colours.
    let out = backtrack(
        &[
            "colouring",
            "--graph",
            "petersen",
            "--colours",
            "3",
            "--strategy",
            "all",
            "--mode",
            "all",
            "--json",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = json_rows(&out.stdout);
    assert_eq!(rows.len(), 3);
    for row in &rows {
        assert_eq!(row["solutions"], 120, "{}", row["strategy"]);
        assert_eq!(row["status"], "finished");
    }
}

#[test]
fn colouring_json_names_the_vertices_and_gives_a_colouring() {
    let out = backtrack(
        &[
            "colouring",
            "--graph",
            "australia",
            "--colours",
            "3",
            "--json",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let row = &json_rows(&out.stdout)[0];
    assert_eq!(row["puzzle"], "colouring");
    assert_eq!(row["graph"], "australia");
    assert_eq!(row["colours"], 3);
    assert_eq!(row["strategy"], "pruned");
    assert_eq!(row["mode"], "first");
    assert_eq!(row["status"], "first_solution");
    let graph = backtracking_lab::colouring::preset_graph("australia").unwrap();
    let names: Vec<&str> = row["vertices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(names, graph.names());
    let colouring: Vec<u8> = row["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap() as u8)
        .collect();
    assert!(backtracking_lab::colouring::is_colouring(
        &graph, 3, &colouring
    ));
    // Twenty services fit on five machines, not on four: the lesson's example.
    let out = backtrack(
        &[
            "colouring",
            "--graph",
            "services",
            "--colours",
            "4..5",
            "--strategy",
            "forward-checking",
        ],
        "",
    );
    let rows = table_rows(&out.stdout);
    assert_eq!(
        (rows[0][0].as_str(), rows[0][8].as_str()),
        ("4", "no_solution")
    );
    assert_eq!(
        (rows[1][0].as_str(), rows[1][8].as_str()),
        ("5", "first_solution")
    );
}

#[test]
fn a_bad_graph_exits_two_naming_the_line() {
    let many: String = (0..65).map(|i| format!("v{i} hub\n")).collect();
    for (graph, colours, stdin, message) in [
        (
            "-",
            "3",
            "a b\nb c\nc\n",
            "-: line 3: \"c\" is alone; write an edge as two names",
        ),
        (
            "-",
            "3",
            "a b\n# a comment\nb b\n",
            "-: line 3: \"b\" is joined to itself",
        ),
        (
            "-",
            "3",
            "a b\nb c!\n",
            "-: line 2, column 4: '!' cannot be in a name",
        ),
        (
            "-",
            "3",
            many.as_str(),
            "-: line 64: \"v63\" would be vertex 65, and a graph has at most 64",
        ),
        ("-", "3", "# nothing\n", "-: the graph has no edges"),
        (
            "petersen",
            "0",
            "",
            "the number of colours must be between 1 and 64, got 0",
        ),
        (
            "petersen",
            "-2",
            "",
            "the number of colours must be between 1 and 64, got -2",
        ),
        ("no-such-graph.txt", "3", "", "no-such-graph.txt: "),
    ] {
        let out = backtrack(
            &["colouring", "--graph", graph, "--colours", colours],
            stdin,
        );
        assert_eq!(out.status.code(), Some(2), "{stdin}");
        assert!(out.stdout.is_empty());
        assert!(
            text(&out.stderr).contains(message),
            "{message}: {}",
            text(&out.stderr)
        );
    }
    let out = backtrack(
        &[
            "colouring",
            "--graph",
            "no-such-graph.txt",
            "--colours",
            "3",
        ],
        "",
    );
    assert!(
        text(&out.stderr).contains("services, australia, petersen"),
        "{}",
        text(&out.stderr)
    );
    let out = backtrack(&["colouring", "--colours", "3"], "");
    assert!(text(&out.stderr).contains("colouring needs --graph"));
}

#[test]
fn words_counts_the_paths_of_the_classic_board() {
    for (word, paths) in [("ABCCED", "1"), ("SEE", "1"), ("ABCB", "0")] {
        let out = backtrack(
            &[
                "words",
                "--grid",
                "tests/data/words/classic.txt",
                "--word",
                word,
                "--strategy",
                "all",
            ],
            "",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let rows = table_rows(&out.stdout);
        assert_eq!(rows.len(), 2);
        for row in &rows {
            assert_eq!(row[0], word);
            assert_eq!(row[6], paths, "{word} {}", row[1]);
            assert_eq!(
                row[8],
                if paths == "0" {
                    "no_solution"
                } else {
                    "finished"
                }
            );
        }
    }
    // The JSON: the word, the grid's rows, and the path as squares.
    let out = backtrack(
        &["words", "--grid", "-", "--word", "see", "--json"],
        "abce\nsfcs\nadee\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let row = &json_rows(&out.stdout)[0];
    assert_eq!(row["puzzle"], "words");
    assert_eq!(row["word"], "SEE");
    assert_eq!(row["grid"], serde_json::json!(["ABCE", "SFCS", "ADEE"]));
    assert_eq!(row["strategy"], "pruned");
    assert_eq!(row["mode"], "all");
    assert_eq!(row["solutions"], 1);
    assert_eq!(row["solution"], serde_json::json!(["r2c4", "r3c4", "r3c3"]));
}

#[test]
fn a_bad_word_search_exits_two_naming_the_line() {
    for (args, stdin, message) in [
        (
            vec!["words", "--grid", "-", "--word", "SEE"],
            "ABCE\nSFC\n",
            "-: line 2: row 2 has 3 letters, but the first row has 4",
        ),
        (
            vec!["words", "--grid", "-", "--word", "SEE"],
            "ABCE\nSF3S\n",
            "-: line 2, column 3: '3' is not a letter",
        ),
        (
            vec!["words", "--grid", "-", "--word", "S3E"],
            "ABCE\n",
            "letter 2 of the word, '3', is not a letter",
        ),
        (vec!["words", "--grid", "-"], "ABCE\n", "words needs --word"),
        (vec!["words", "--word", "SEE"], "", "words needs --grid"),
    ] {
        let out = backtrack(&args, stdin);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr).contains(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

#[test]
fn help_lists_every_puzzle_of_the_registry() {
    let out = backtrack(&["help"], "");
    let help = text(&out.stdout);
    for puzzle in &backtracking_lab::cli::PUZZLES {
        assert!(
            help.contains(&format!("  backtrack {} ", puzzle.name)),
            "{}",
            puzzle.name
        );
        let line = format!(
            "{} strategies: {} (",
            puzzle.name,
            puzzle.strategies().join(", ")
        );
        assert!(help.contains(&line), "{line}\n{help}");
    }
    use backtracking_lab::{colouring, knights, words};
    for (puzzle, names) in [
        (
            "knights",
            knights::Strategy::ALL.map(knights::Strategy::name).to_vec(),
        ),
        (
            "colouring",
            colouring::Strategy::ALL
                .map(colouring::Strategy::name)
                .to_vec(),
        ),
        (
            "words",
            words::Strategy::ALL.map(words::Strategy::name).to_vec(),
        ),
    ] {
        assert!(
            help.contains(&format!("{puzzle} strategies: {}", names.join(", "))),
            "{puzzle}"
        );
    }
    assert!(help.contains("queens mistakes: forget-undo, forget-diagonal, forget-anti-diagonal"));
    assert!(help.contains("services, australia, petersen"));
}

#[test]
fn sudoku_solves_a_sixteen_by_sixteen_grid_from_one_line_or_printed() {
    let out = backtrack(
        &[
            "sudoku",
            "--strategy",
            "propagation",
            "--mode",
            "unique",
            "--json",
            "tests/data/sudoku/sixteen.txt",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = json_rows(&out.stdout);
    assert_eq!(rows.len(), 2, "the one-line form and the printed form");
    assert_eq!(rows[0]["grid"], rows[1]["grid"]);
    for row in &rows {
        assert_eq!(row["status"], "finished");
        assert_eq!(row["solutions"], 1);
        let puzzle = row["grid"].as_str().unwrap();
        let solution = row["solution"].as_str().unwrap();
        assert_eq!((puzzle.len(), solution.len()), (256, 256));
        // Keeps the givens and fills every blank with 1 to 9 or A to G.
        assert!(puzzle
            .chars()
            .zip(solution.chars())
            .all(|(p, s)| (p == '.' || p == s) && "123456789ABCDEFG".contains(s)));
    }
}

// --- backtrack run: a Python program, counted as the lessons count ---------------------------

const QUEENS_C: &str = include_str!("../www/puzzles/programs/queens_c.py");

#[test]
fn run_counts_lesson_c_in_the_lessons_steps_and_says_when_it_does_not_fit() {
    let out = backtrack(&["run", "-", "--set", "n=6"], QUEENS_C);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "4\n");
    assert!(
        text(&out.stderr).contains("17537 steps; calls: rec 153"),
        "{}",
        text(&out.stderr)
    );
    let out = backtrack(&["run", "-", "--set", "n=8"], QUEENS_C);
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stderr).contains("did not fit in 300000 steps"));
    let out = backtrack(
        &["run", "-", "--set", "n=8", "--limit", "1_000_000"],
        QUEENS_C,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "92\n");
}

#[test]
fn run_json_has_the_documented_fields() {
    let out = backtrack(&["run", "-", "--set", "n=4", "--json"], QUEENS_C);
    assert_eq!(out.status.code(), Some(0));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["output"], "2\n");
    assert_eq!(report["steps"], 877);
    assert_eq!(report["calls"], serde_json::json!({"rec": 17}));
    assert_eq!(report["status"], "finished");
    assert!(report["error"].is_null());
    let out = backtrack(&["run", "-", "--json"], "x = [1, 2]\nprint(x[5])\n");
    assert_eq!(out.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["status"], "error");
    assert_eq!(report["error"]["kind"], "IndexError");
    assert_eq!(report["error"]["line"], 2);
    assert_eq!(report["steps"], 2);
}

#[test]
fn run_prints_an_error_as_python_does_with_its_file_and_line() {
    let program = "def f(k):\n    return g(k)\ndef g(k):\n    return k // 0\nprint(f(1))\n";
    let out = backtrack(&["run", "-"], program);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    for line in [
        "Traceback (most recent call last):",
        "  File \"<stdin>\", line 5, in <module>",
        "  File \"<stdin>\", line 4, in g",
        "    return k // 0",
        "ZeroDivisionError: integer division or modulo by zero",
    ] {
        assert!(stderr.contains(line), "{line:?} in\n{stderr}");
    }
    let out = backtrack(&["run", "-"], "import os\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("line 1"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn run_prints_the_exception_an_uncaught_one_was_raised_from_as_python_does() {
    let program = "def get(d):\n    try:\n        return d['x']\n    except KeyError as e:\n        raise ValueError('no x')\nget({})\n";
    let out = backtrack(&["run", "-"], program);
    assert_eq!(out.status.code(), Some(1));
    let expected = "Traceback (most recent call last):
  File \"<stdin>\", line 3, in get
    return d['x']
KeyError: 'x'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File \"<stdin>\", line 6, in <module>
    get({})
  File \"<stdin>\", line 5, in get
    raise ValueError('no x')
ValueError: no x";
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with(expected), "{stderr}");
    let direct = program.replace("('no x')", "('no x') from e");
    let stderr = text(&backtrack(&["run", "-"], &direct).stderr);
    assert!(
        stderr.contains(
            "KeyError: 'x'\n\nThe above exception was the direct cause of the following exception:\n\nTraceback"
        ),
        "{stderr}"
    );
    let quiet = program.replace("('no x')", "('no x') from None");
    let stderr = text(&backtrack(&["run", "-"], &quiet).stderr);
    assert!(
        stderr.starts_with("Traceback (most recent call last):\n  File \"<stdin>\", line 6"),
        "{stderr}"
    );
    assert!(!stderr.contains("KeyError"), "{stderr}");
}

#[test]
fn run_refuses_bad_arguments_with_status_two() {
    for (args, message) in [
        (&["run"][..], "run needs a FILE"),
        (&["run", "-", "--set", "n"], "write NAME=VALUE"),
        (&["run", "-", "--set", "8=n"], "must be a Python name"),
        (&["run", "-", "--set", "n=[1]"], "must be a whole number"),
        (
            &["run", "-", "--limit", "0"],
            "--limit must be a number of steps from 1 to 1000000000",
        ),
        (&["run", "-", "--limit", "2000000000"], "--limit must be"),
        (&["run", "-", "--n", "8"], "--n does not apply to run"),
        (&["run", "/no/such/file.py"], "/no/such/file.py"),
    ] {
        assert_bad_input(args, message);
    }
}

#[test]
fn run_prints_what_python_prints() {
    // CPython 3.11 is the oracle where it is installed (the page never needs it).
    let program =
        "board = [[0] * 3 for _ in range(2)]\nboard[1][2] = 'Q'\nprint(board, len(board))\n\
                   print({'a': (1, None, True)}, 7 // 2, -7 % 3, 2 ** 10, 'x'.join(['a', 'b']))\n";
    let Ok(python) = Command::new("python3").arg("-c").arg(program).output() else {
        return;
    };
    let out = backtrack(&["run", "-"], program);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), text(&python.stdout));
}

#[test]
fn the_flags_table_has_one_entry_for_each_puzzle_of_the_registry_in_its_order() {
    let registry: Vec<&str> = backtracking_lab::registry::PUZZLES
        .iter()
        .map(|p| p.name())
        .collect();
    let table: Vec<&str> = backtracking_lab::cli::PUZZLES
        .iter()
        .map(|f| f.name)
        .collect();
    assert_eq!(table, registry);
    for flags in &backtracking_lab::cli::PUZZLES {
        assert!(
            flags.strategies().contains(&flags.default_strategy),
            "{}: {}",
            flags.name,
            flags.default_strategy
        );
    }
}

#[test]
fn run_gives_the_program_its_standard_input() {
    let dir = std::env::temp_dir().join(format!("backtrack-input-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("sum.py");
    std::fs::write(
        &file,
        "n = int(input())\nprint(sum(int(input()) for _ in range(n)))\n",
    )
    .unwrap();
    let out = backtrack(&["run", file.to_str().unwrap()], "3\n10\n20\n12\n");
    assert_eq!(
        (out.status.code(), text(&out.stdout).as_str()),
        (Some(0), "42\n")
    );
    // A program read from standard input has none left for input(): an EOFError.
    let out = backtrack(&["run", "-", "--json"], "x = input()\n");
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["error"]["kind"], "EOFError");
    // `sys.stdin` reads the same input, as the programs of contest sites do, and as CPython
    // reads it: lines with their newlines, "" at the end, a loop over what is left.
    let file = dir.join("stdin.py");
    let program = concat!(
        "import sys\n",
        "input = sys.stdin.readline\n",
        "n = int(input())\n",
        "print(n, sum(map(int, input().split())), repr(sys.stdin.readline()))\n",
        "for line in sys.stdin:\n",
        "    print(line.strip()[::-1])\n",
        "print(repr(sys.stdin.readline()), repr(sys.stdin.read()), sys.stdin.readlines())\n",
    );
    std::fs::write(&file, program).unwrap();
    let out = backtrack(
        &["run", file.to_str().unwrap()],
        "3\n1 2 3\nthird\nfour\nfive",
    );
    assert_eq!(
        (out.status.code(), text(&out.stdout).as_str()),
        (Some(0), "3 6 'third\\n'\nruof\nevif\n'' '' []\n")
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn check_runs_an_exercise_on_a_program_and_says_each_verdict() {
    let exercise = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/exercises/presets/prune_it.json"
    );
    // The exercise's own start, version B: 92 found, too many nodes.
    let out = backtrack(&["check", exercise], "");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains("FAILED 2. cost on \"8\": 109601 nodes, where pruned needs 2057"),
        "{text}"
    );
    assert!(text.contains("FAILED 3. cost (hidden)\n"), "{text}");
    assert!(text.ends_with("score: 25 %\n"), "{text}");
    // Version D from standard input passes every check.
    let d = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/puzzles/programs/queens_d.py"
    ))
    .unwrap();
    let out = backtrack(&["check", exercise, "--program", "-", "--json"], &d);
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["score"], 1.0);
    assert_eq!(json["verdicts"][1]["measured"], 2057);
    // An exercise that is not right names each problem.
    let out = backtrack(
        &["check", "-"],
        r#"{"exercise": 1, "tab": "queens", "checks": []}"#,
    );
    let error = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        error.contains("statement: missing")
            && error.contains("checks: missing: at least one check"),
        "{error}"
    );
}
