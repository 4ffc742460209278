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
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
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
        let out = backtrack(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr).contains(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

#[test]
fn count_prints_every_solution_count_with_and_without_symmetry() {
    let out = backtrack(&["count", "--n", "8..10"], "");
    assert!(out.status.success());
    let rows = table_rows(&out.stdout);
    assert_eq!(
        rows.iter().map(|r| r[1].as_str()).collect::<Vec<_>>(),
        ["92", "352", "724"]
    );
    let plain = backtrack(&["count", "--n", "8", "--plain", "--json"], "");
    let v: serde_json::Value = serde_json::from_str(text(&plain.stdout).trim()).unwrap();
    assert_eq!(v["solutions"], 92);
    assert_eq!(v["nodes"], 2057); // the pruned strategy's tree
    assert_eq!(v["counter"], "plain");
    let err = backtrack(&["count", "--n", "21"], "");
    assert_eq!(err.status.code(), Some(2));
    assert!(text(&err.stderr).contains("counting all solutions goes up to n = 20, got 21"));
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
