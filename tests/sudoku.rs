//! Sudoku against the known numbers and the public puzzle sets, with a validator that shares
//! no code with the solver.

use backtracking_lab::search::{Limits, Mode, Status};
use backtracking_lab::sudoku::{self, Format, Grid, ParseError, Strategy};

const SEED: &str = include_str!("data/sudoku_seed_grid.tsv");

/// Whether `solution` is a full, valid grid that keeps every given of `puzzle`. Both are lines
/// of 256, 81, 36 or 16 characters; a 16×16 grid writes 10 to 16 as A to G.
fn is_valid_solution(puzzle: &str, solution: &str) -> bool {
    let p: Vec<u8> = puzzle.bytes().collect();
    let s: Vec<u8> = solution.bytes().collect();
    let size = match s.len() {
        16 => 4,
        36 => 6,
        81 => 9,
        256 => 16,
        _ => return false,
    };
    let (box_rows, box_cols) = match size {
        4 => (2, 2),
        6 => (2, 3),
        9 => (3, 3),
        _ => (4, 4),
    };
    let digits = &b"123456789ABCDEFG"[..size];
    let keeps_givens = p.len() == s.len()
        && p.iter()
            .zip(&s)
            .all(|(&a, &b)| matches!(a, b'.' | b'0' | b'_') || a.to_ascii_uppercase() == b);
    let unit_ok = |cells: Vec<usize>| {
        let mut found: Vec<u8> = cells.iter().map(|&i| s[i]).collect();
        found.sort_unstable();
        found == digits
    };
    keeps_givens
        && (0..size).all(|r| unit_ok((0..size).map(|c| r * size + c).collect()))
        && (0..size).all(|c| unit_ok((0..size).map(|r| r * size + c).collect()))
        && (0..size).all(|b| {
            let (top, left) = (
                b / (size / box_cols) * box_rows,
                b % (size / box_cols) * box_cols,
            );
            unit_ok(
                (0..size)
                    .map(|k| (top + k / box_cols) * size + left + k % box_cols)
                    .collect(),
            )
        })
}

fn seed() -> (String, String, u64, u64, u64) {
    let line = SEED
        .lines()
        .find(|l| !l.starts_with('#') && !l.starts_with("puzzle"))
        .unwrap();
    let f: Vec<&str> = line.split('\t').collect();
    (
        f[0].into(),
        f[1].into(),
        f[2].parse().unwrap(),
        f[3].parse().unwrap(),
        f[4].parse().unwrap(),
    )
}

#[test]
fn seed_grid_pruned_first_solution_takes_1559_nodes() {
    let (puzzle, solution, first, _, _) = seed();
    let report = sudoku::solve(
        &Grid::parse(&puzzle).unwrap(),
        Strategy::Pruned,
        Limits::new(Mode::First),
    )
    .unwrap();
    assert_eq!(report.status, Status::FirstSolution);
    assert_eq!(report.stats.nodes, first);
    assert_eq!(report.solution.unwrap().to_line(), solution);
}

#[test]
fn seed_grid_pruned_walks_11409_nodes_and_finds_one_solution() {
    let (puzzle, _, _, all, solutions) = seed();
    let report = sudoku::solve(
        &Grid::parse(&puzzle).unwrap(),
        Strategy::Pruned,
        Limits::new(Mode::All),
    )
    .unwrap();
    assert_eq!(report.status, Status::Finished);
    assert_eq!(report.stats.nodes, all);
    assert_eq!(report.stats.solutions, solutions);
    assert_eq!(
        report.stats.nodes_per_depth.iter().sum::<u64>(),
        report.stats.nodes
    );
}

fn puzzles(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// Candidates and propagation both solve every puzzle, the solutions pass the independent
/// validator, and (every puzzle here having one solution) the two agree.
fn candidates_and_propagation_solve_every_puzzle(text: &str, expected: usize) {
    let mut count = 0;
    for puzzle in puzzles(text) {
        let grid = Grid::parse(puzzle).unwrap();
        let mut solutions = Vec::new();
        for strategy in [Strategy::Candidates, Strategy::Propagation] {
            let report = sudoku::solve(&grid, strategy, Limits::new(Mode::First)).unwrap();
            assert_eq!(report.status, Status::FirstSolution, "{puzzle}");
            let solution = report.solution.unwrap().to_line();
            assert!(
                is_valid_solution(puzzle, &solution),
                "{puzzle} -> {solution}"
            );
            solutions.push(solution);
        }
        assert_eq!(solutions[0], solutions[1], "{puzzle}");
        count += 1;
    }
    assert_eq!(count, expected);
}

#[test]
fn propagation_counts_two_solutions_for_every_serg_puzzle_in_a_sample() {
    let text = include_str!("data/sudoku/puzzles7_serg_sample");
    let mut count = 0;
    for puzzle in puzzles(text) {
        let grid = Grid::parse(puzzle).unwrap();
        let report =
            sudoku::solve(&grid, Strategy::Propagation, Limits::new(Mode::UpTo(2))).unwrap();
        assert_eq!(report.status, Status::CapReached, "{puzzle}");
        assert_eq!(report.stats.solutions, 2, "{puzzle}");
        count += 1;
    }
    assert_eq!(count, 200);
}

#[test]
fn propagation_guesses_less_than_candidates_and_counts_forced_placements_apart() {
    let (puzzle, solution, ..) = seed();
    let grid = Grid::parse(&puzzle).unwrap();
    let candidates = sudoku::solve(&grid, Strategy::Candidates, Limits::new(Mode::First)).unwrap();
    let propagation =
        sudoku::solve(&grid, Strategy::Propagation, Limits::new(Mode::First)).unwrap();
    assert_eq!(propagation.solution.unwrap().to_line(), solution);
    assert!(propagation.stats.nodes <= candidates.stats.nodes);
    assert!(propagation.stats.forced > 0);
    // Every empty cell was filled by a guess or a forced placement, net of undos.
    let empties = grid.empties() as u64;
    let s = &propagation.stats;
    assert_eq!(s.nodes - 1 + s.forced - s.undos, empties);
}

#[test]
fn candidates_and_propagation_solve_norvig_easy50() {
    candidates_and_propagation_solve_every_puzzle(
        include_str!("data/sudoku/norvig_easy50.txt"),
        50,
    );
}

#[test]
fn candidates_and_propagation_solve_norvig_hardest() {
    candidates_and_propagation_solve_every_puzzle(
        include_str!("data/sudoku/norvig_hardest.txt"),
        11,
    );
}

#[test]
fn candidates_and_propagation_solve_norvig_top95() {
    candidates_and_propagation_solve_every_puzzle(include_str!("data/sudoku/norvig_top95.txt"), 95);
}

#[test]
fn candidates_and_propagation_solve_forum_hardest_1106() {
    candidates_and_propagation_solve_every_puzzle(
        include_str!("data/sudoku/puzzles6_forum_hardest_1106"),
        375,
    );
}

#[test]
fn candidates_and_propagation_agree_on_a_sample_of_17_clue() {
    candidates_and_propagation_solve_every_puzzle(
        include_str!("data/sudoku/puzzles2_17_clue_sample"),
        100,
    );
}

#[test]
fn candidates_and_propagation_agree_on_a_sample_of_magictour_top1465() {
    candidates_and_propagation_solve_every_puzzle(
        include_str!("data/sudoku/puzzles3_magictour_top1465_sample"),
        100,
    );
}

#[test]
fn candidates_and_propagation_agree_on_a_sample_of_forum_hardest_1905() {
    candidates_and_propagation_solve_every_puzzle(
        include_str!("data/sudoku/puzzles5_forum_hardest_1905_11+_sample"),
        100,
    );
}

#[test]
fn the_validator_itself_rejects_wrong_grids() {
    let (puzzle, solution, ..) = seed();
    assert!(is_valid_solution(&puzzle, &solution));
    let mut swapped = solution.clone().into_bytes();
    swapped.swap(0, 1);
    assert!(!is_valid_solution(
        &puzzle,
        &String::from_utf8(swapped).unwrap()
    ));
    assert!(!is_valid_solution(&puzzle, &solution[..80]));
}

#[test]
fn a_printed_grid_reads_like_the_one_line_form() {
    let printed = "\
+-----+-----+
| 1 . | . 4 |
| . 4 | 1 . |
+-----+-----+
| _ 1 | 4 . |
| 4 0 | . 1 |
+-----+-----+
";
    let grid = Grid::parse(printed).unwrap();
    assert_eq!(grid.to_line(), "1..4.41..14.4..1");
    let six = Grid::parse("1..4.6\n.4.1..\n......\n......\n......\n......").unwrap();
    assert_eq!(six.shape().size, 6);
}

#[test]
fn parse_errors_say_where_and_what() {
    let cases = [
        ("1..4.41..1x.4..1", "line 1, column 11: unexpected character 'x'; use digits for givens and '.', '0' or '_' for blanks"),
        ("1..4\n.41.\n.14.\n4..1x", "line 4, column 5: unexpected character 'x'; use digits for givens and '.', '0' or '_' for blanks"),
        ("1..4.41..14.4..", "expected 16, 36, 81 or 256 cells (a 4×4, 6×6, 9×9 or 16×16 grid), found 15"),
        ("", "expected 16, 36, 81 or 256 cells (a 4×4, 6×6, 9×9 or 16×16 grid), found 0"),
        ("1..4.41..14.4..7", "line 1, column 16: digit 7 does not fit a 4×4 grid (use 1 to 4)"),
        ("1..4\n.41..\n.14\n4..1", "line 2 has 5 cells, expected 4"),
    ];
    for (text, message) in cases {
        assert_eq!(
            Grid::parse(text).unwrap_err().to_string(),
            message,
            "{text:?}"
        );
    }
}

#[test]
fn conflicting_givens_are_reported_before_any_search() {
    let cases = [
        (
            "11..............",
            "the givens at r1c1 and r1c2 are both 1 in the same row",
        ),
        (
            "1...1...........",
            "the givens at r1c1 and r2c1 are both 1 in the same column",
        ),
        (
            "2....2..........",
            "the givens at r1c1 and r2c2 are both 2 in the same box",
        ),
    ];
    for (text, message) in cases {
        let grid = Grid::parse(text).unwrap();
        let err = sudoku::search(&grid, Strategy::Pruned, Limits::default()).unwrap_err();
        assert_eq!(err.to_string(), message);
    }
}

#[test]
fn an_unsolvable_puzzle_ends_with_no_solution() {
    // Row 1 needs a 4 in r1c4, but column 4 already has one.
    let grid = Grid::parse("123.\n....\n...4\n....").unwrap();
    for strategy in Strategy::ALL {
        let report = sudoku::solve(&grid, strategy, Limits::new(Mode::All)).unwrap();
        assert_eq!(report.status, Status::NoSolution, "{}", strategy.name());
        assert_eq!(report.stats.solutions, 0);
        assert!(report.stats.nodes >= 1);
    }
}

#[test]
fn several_solutions_are_counted_up_to_the_cap() {
    let grid = Grid::parse("................").unwrap(); // an empty 4x4 has 288 solutions
    let report = sudoku::solve(&grid, Strategy::Candidates, Limits::new(Mode::UpTo(2))).unwrap();
    assert_eq!(report.status, Status::CapReached);
    assert_eq!(report.stats.solutions, 2);
    let all = sudoku::solve(&grid, Strategy::Pruned, Limits::new(Mode::All)).unwrap();
    assert_eq!(all.stats.solutions, 288);
}

#[test]
fn naive_cannot_finish_a_9x9_puzzle_and_says_how_big_its_tree_is() {
    let (puzzle, ..) = seed();
    let grid = Grid::parse(&puzzle).unwrap();
    let report = sudoku::solve(
        &grid,
        Strategy::Naive,
        Limits::new(Mode::First).with_budget(100_000),
    )
    .unwrap();
    assert_eq!(report.status, Status::BudgetExhausted);
    assert_eq!(report.stats.nodes, 100_000);
    let empties = grid.empties() as i32;
    let tree = report.tree_size.unwrap();
    assert!(tree > 9f64.powi(empties) && tree < 9f64.powi(empties + 1));
}

/// Norvig's first "top95" puzzle, as the collections write it on one line.
const TOP95_FIRST: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The same puzzle in every form people exchange it in, written by hand as found in the wild.
const TOP95_FIRST_FORMS: [(&str, &str); 9] = [
    (
        "printed, as in Norvig's essay",
        "\
4 . . |. . . |8 . 5 
. 3 . |. . . |. . . 
. . . |7 . . |. . . 
------+------+------
. 2 . |. . . |. 6 . 
. . . |. 8 . |4 . . 
. . . |. 1 . |. . . 
------+------+------
. . . |6 . 3 |. 7 . 
5 . . |2 . . |. . . 
1 . 4 |. . . |. . . 
",
    ),
    (
        "Simple Sudoku .ss",
        "\
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
",
    ),
    (
        ".sdk with its header and a comment",
        "\
#A Peter Norvig
[Puzzle]
4.....8.5
.3.......
...7.....
.2.....6.
....8.4..
....1....
...6.3.7.
5..2.....
1.4......
",
    ),
    (
        "blank lines between bands, zeros for blanks, Windows line ends",
        "400000805\r\n030000000\r\n000700000\r\n\r\n020000060\r\n000080400\r\n000010000\r\n\r\n000603070\r\n500200000\r\n104000000\r\n",
    ),
    (
        "box-drawing lines, as copied from a web page",
        "\
┌───────┬───────┬───────┐
│ 4 . . │ . . . │ 8 . 5 │
│ . 3 . │ . . . │ . . . │
│ . . . │ 7 . . │ . . . │
├───────┼───────┼───────┤
│ . 2 . │ . . . │ . 6 . │
│ . . . │ . 8 . │ 4 . . │
│ . . . │ . 1 . │ . . . │
├───────┼───────┼───────┤
│ . . . │ 6 . 3 │ . 7 . │
│ 5 . . │ 2 . . │ . . . │
│ 1 . 4 │ . . . │ . . . │
└───────┴───────┴───────┘
",
    ),
    (
        "one line, spaces for blanks",
        "4     8 5 3          7      2     6     8 4      1       6 3 7 5  2     1 4      ",
    ),
    (
        "one line, underscores for blanks",
        "4_____8_5_3__________7______2_____6_____8_4______1_______6_3_7_5__2_____1_4______",
    ),
    (
        "one line with separators",
        "4..|...|8.5 .3.|...|... ...|7..|... .2.|...|.6. ...|.8.|4.. ...|.1.|... ...|6.3|.7. 5..|2..|... 1.4|...|...",
    ),
    ("one line", TOP95_FIRST),
];

#[test]
fn every_exchange_format_reads_to_the_same_grid() {
    for (form, text) in TOP95_FIRST_FORMS {
        let grid = Grid::parse(text).unwrap_or_else(|e| panic!("{form}: {e}"));
        assert_eq!(grid.to_line(), TOP95_FIRST, "{form}");
    }
    let four = "1..4.41..14.4..1";
    for (form, text) in [
        (
            "printed",
            "1 . | . 4\n. 4 | 1 .\n----+----\n. 1 | 4 .\n4 . | . 1\n",
        ),
        (
            ".ss",
            "*-----*\n|1.|.4|\n|.4|1.|\n|--+--|\n|.1|4.|\n|4.|.1|\n*-----*\n",
        ),
        (".sdk", "[Puzzle]\n1..4\n.41.\n.14.\n4..1\n"),
        ("spaces for blanks", "1  4 41  14 4  1"),
    ] {
        let grid = Grid::parse(text).unwrap_or_else(|e| panic!("4×4 {form}: {e}"));
        assert_eq!(grid.to_line(), four, "4×4 {form}");
    }
    let six = "..34..45..2.....64...231.12.4.6.....";
    for (form, text) in [
        (
            "printed",
            ". . 3 | 4 . .\n4 5 . | . 2 .\n------+------\n. . . | . 6 4\n\
             . . . | 2 3 1\n------+------\n. 1 2 | . 4 .\n6 . . | . . .\n",
        ),
        (
            ".ss",
            "*-------*\n|..3|4..|\n|45.|.2.|\n|---+---|\n|...|.64|\n|...|231|\n\
             |---+---|\n|.12|.4.|\n|6..|...|\n*-------*\n",
        ),
        ("rows", "..34..\n45..2.\n....64\n...231\n.12.4.\n6....."),
    ] {
        let grid = Grid::parse(text).unwrap_or_else(|e| panic!("6×6 {form}: {e}"));
        assert_eq!(grid.to_line(), six, "6×6 {form}");
        assert_eq!(grid.shape().size, 6);
    }
}

/// A few grids of each size, from the puzzle samples and the properties' solved grids.
fn sample_grids() -> Vec<Grid> {
    let mut grids: Vec<Grid> = puzzles(include_str!("data/sudoku/norvig_top95.txt"))
        .take(20)
        .map(|line| Grid::parse(line).unwrap())
        .collect();
    for line in [
        "................",
        "1234341221434321",
        "1..4.41..14.4..1",
        "....................................",
        "123456456123231564564231312645645312",
        "..34..45..2.....64...231.12.4.6.....",
        ".................................................................................",
    ] {
        grids.push(Grid::parse(line).unwrap());
    }
    grids
}

#[test]
fn every_format_written_reads_back_to_the_same_grid() {
    for grid in sample_grids() {
        for format in Format::ALL {
            let text = grid.to_text(format);
            assert_eq!(
                Grid::parse(&text).as_ref(),
                Ok(&grid),
                "{} written as {}:\n{text}",
                grid.to_line(),
                format.name()
            );
        }
    }
    // The writers write the forms found in the wild, byte for byte.
    let grid = Grid::parse(TOP95_FIRST).unwrap();
    assert_eq!(grid.to_text(Format::SimpleSudoku), TOP95_FIRST_FORMS[1].1);
    let sdk = TOP95_FIRST_FORMS[2].1.split_once('\n').unwrap().1;
    assert_eq!(grid.to_text(Format::Sdk), sdk);
    assert_eq!(
        grid.to_text(Format::Printed)
            .lines()
            .take(4)
            .collect::<Vec<_>>(),
        [
            "4 . . | . . . | 8 . 5",
            ". 3 . | . . . | . . .",
            ". . . | 7 . . | . . .",
            "------+-------+------",
        ]
    );
}

#[test]
fn parse_errors_in_printed_grids_say_where_and_what() {
    let ss = TOP95_FIRST_FORMS[1].1;
    let norvig = TOP95_FIRST_FORMS[0].1;
    let cases = [
        (
            ss.replacen("|.8.|4..|", "|.8.|4x.|", 1),
            ParseError::UnexpectedCharacter {
                line: 7,
                column: 11,
                found: 'x',
            },
        ),
        (
            norvig.replacen("|. 6 .", "|. 6", 1),
            ParseError::WrongRowLength {
                line: 5,
                found: 8,
                expected: 9,
            },
        ),
        (
            norvig.replacen("5 . . |2 . . |. . . \n", "", 1),
            ParseError::WrongRowCount {
                line: 10,
                found: 8,
                expected: 9,
            },
        ),
        (
            format!("{ss}|...|...|...|\n"),
            ParseError::WrongRowCount {
                line: 14,
                found: 10,
                expected: 9,
            },
        ),
        (
            "*-------*\n|1..|4.6|\n|.4.|1..|\n|---+---|\n|2..|...|\n|6..|..7|\n".into(),
            ParseError::WrongRowCount {
                line: 6,
                found: 4,
                expected: 6,
            },
        ),
        (
            "[Puzzle]\n1..4.6\n.4.1..\n2.....\n6....5\n..3.5.\n6..4.7\n".into(),
            ParseError::DigitTooLarge {
                line: 7,
                column: 6,
                digit: 7,
                size: 6,
            },
        ),
        (
            "1..4.41..14.4..1 x".into(),
            ParseError::UnexpectedCharacter {
                line: 1,
                column: 18,
                found: 'x',
            },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(Grid::parse(&text), Err(error), "{text}");
    }
    assert_eq!(
        Grid::parse(&norvig.replacen("5 . . |2 . . |. . . \n", "", 1))
            .unwrap_err()
            .to_string(),
        "line 10: a 9×9 grid has 9 rows, found 8"
    );
}

#[test]
fn a_file_of_puzzles_is_split_where_each_grid_ends() {
    let ss = TOP95_FIRST_FORMS[1].1; // 13 lines
    let norvig = TOP95_FIRST_FORMS[0].1; // 11 lines
    let sdk = TOP95_FIRST_FORMS[2].1; // 11 lines
    let text = [
        ss,                                               // lines 1-13: puzzle 1
        ss,                                    // lines 14-26: puzzle 2, right after the frame
        "\n",                                  // line 27
        norvig,                                // lines 28-38: puzzle 3
        &norvig.replacen(". 2 .", ". x .", 1), // lines 39-49: puzzle 4, a typo on line 43
        sdk,                                   // lines 50-60: puzzle 5, rows from line 52
        "1..4.41..14.4..1\n",                  // line 61: puzzle 6
        "1..4.41..14.4..\n",                   // line 62: puzzle 7, a cell short
        "1 . | . 4\n. 4 | 1 .\n\n. 1 | 4 .\n4 . | . 1\n", // lines 63-67: puzzle 8
        "1..4\n.41.\n\n",                      // lines 68-70: puzzle 9, half a grid
        &format!("{TOP95_FIRST}\n"),           // line 71: puzzle 10
    ]
    .concat();
    let entries = Grid::parse_many(&text);
    let summary: Vec<(usize, usize, Result<String, String>)> = entries
        .iter()
        .map(|e| {
            let grid = e
                .grid
                .as_ref()
                .map(Grid::to_line)
                .map_err(|e| e.to_string());
            (e.number, e.line, grid)
        })
        .collect();
    let good = |s: &str| Ok(s.to_string());
    let bad = |s: &str| Err(s.to_string());
    assert_eq!(
        summary,
        [
            (1, 2, good(TOP95_FIRST)), // the line of the first row, inside the frame
            (2, 15, good(TOP95_FIRST)),
            (3, 28, good(TOP95_FIRST)),
            (
                4,
                39,
                bad("line 43, column 3: unexpected character 'x'; use digits for givens and '.', '0' or '_' for blanks")
            ),
            (5, 52, good(TOP95_FIRST)),
            (6, 61, good("1..4.41..14.4..1")),
            (
                7,
                62,
                bad("expected 16, 36, 81 or 256 cells (a 4×4, 6×6, 9×9 or 16×16 grid), found 15")
            ),
            (8, 63, good("1..4.41..14.4..1")),
            (9, 68, bad("line 69: a 4×4 grid has 4 rows, found 2")),
            (10, 71, good(TOP95_FIRST)),
        ]
    );
}

// --- 16 × 16 -------------------------------------------------------------------------------

const SIXTEEN: &str = include_str!("data/sudoku/sixteen.txt");

/// Builds the 16 × 16 puzzle of `tests/data/sudoku/sixteen.txt` as its note says, and returns
/// (puzzle, solution) as lines of 256:
/// 1. the pattern grid `(4 (r mod 4) + ⌊r / 4⌋ + c) mod 16 + 1`, a valid 16 × 16 Sudoku;
/// 2. shuffled by moves that keep a Sudoku valid, drawn from xorshift64 (13, 7, 17) seeded
///    with 0x9E3779B97F4A7C15: the digits relabelled, the rows inside each band and the bands
///    permuted, then the same for columns and stacks (Fisher–Yates, each in that order);
/// 3. cells blanked in a Fisher–Yates order of the 256 cells drawn from the same generator,
///    each blank kept only if the puzzle still has one solution (propagation, counting up to
///    two), until 141 cells (55 %) are blank.
fn build_sixteen() -> (String, String) {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut below = |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let mut shuffle = |items: &mut [usize]| {
        for i in (1..items.len()).rev() {
            let j = below(i + 1);
            items.swap(i, j);
        }
    };
    let mut digits: Vec<usize> = (1..=16).collect();
    shuffle(&mut digits);
    // Lines (rows or columns): inside each group of four, then the groups.
    let lines = |shuffle: &mut dyn FnMut(&mut [usize])| -> Vec<usize> {
        let mut inside: Vec<Vec<usize>> = (0..4).map(|g| (4 * g..4 * g + 4).collect()).collect();
        for group in &mut inside {
            shuffle(group);
        }
        let mut groups: Vec<usize> = (0..4).collect();
        shuffle(&mut groups);
        groups.iter().flat_map(|&g| inside[g].clone()).collect()
    };
    let rows = lines(&mut shuffle);
    let cols = lines(&mut shuffle);
    let pattern = |r: usize, c: usize| (4 * (r % 4) + r / 4 + c) % 16;
    let mut cells: Vec<u8> = (0..256)
        .map(|i| digits[pattern(rows[i / 16], cols[i % 16])] as u8)
        .collect();
    let line = |cells: &[u8]| -> String { cells.iter().map(|&d| sudoku::digit_char(d)).collect() };
    let solution = line(&cells);
    let mut order: Vec<usize> = (0..256).collect();
    shuffle(&mut order);
    let mut blanks = 0;
    for i in order {
        if blanks == 141 {
            break;
        }
        let given = std::mem::replace(&mut cells[i], 0);
        let grid = Grid::parse(&line(&cells)).unwrap();
        let report =
            sudoku::solve(&grid, Strategy::Propagation, Limits::new(Mode::UpTo(2))).unwrap();
        if report.stats.solutions == 1 {
            blanks += 1;
        } else {
            cells[i] = given;
        }
    }
    assert_eq!(blanks, 141);
    (line(&cells), solution)
}

/// The puzzles of the file (one line, then the same printed), parsed.
fn sixteen() -> Vec<Grid> {
    Grid::parse_many(SIXTEEN)
        .into_iter()
        .map(|entry| entry.grid.unwrap())
        .collect()
}

#[test]
fn the_sixteen_by_sixteen_puzzle_is_built_as_its_note_says() {
    let (puzzle, solution) = build_sixteen();
    assert!(is_valid_solution(&puzzle, &solution));
    let grids = sixteen();
    assert_eq!(grids.len(), 2, "the one-line form and the printed form");
    for grid in &grids {
        assert_eq!(grid.to_line(), puzzle);
        assert_eq!(grid.shape(), sudoku::Shape::SIXTEEN);
        assert_eq!(grid.empties(), 141); // 55 % of 256
    }
}

#[test]
fn propagation_solves_the_sixteen_by_sixteen_puzzle_with_few_guesses() {
    let grid = &sixteen()[0];
    let report = sudoku::solve(grid, Strategy::Propagation, Limits::new(Mode::UpTo(2))).unwrap();
    // One solution, and the search proved it: the tree was walked to its end.
    assert_eq!(report.status, Status::Finished);
    assert_eq!(report.stats.solutions, 1);
    let solution = report.solution.unwrap().to_line();
    assert!(is_valid_solution(&grid.to_line(), &solution), "{solution}");
    // Nearly all forced: 3 nodes (two guesses) and over a hundred forced placements, where
    // candidates, guessing every cell, needs 1,825 nodes. The bound leaves room for a change
    // in the order singles are found, not for guessing cell by cell.
    assert!(report.stats.nodes <= 20, "{} nodes", report.stats.nodes);
    assert!(report.stats.forced >= 100, "{} forced", report.stats.forced);
    let candidates = sudoku::solve(grid, Strategy::Candidates, Limits::new(Mode::UpTo(2))).unwrap();
    assert_eq!(candidates.stats.solutions, 1);
    assert_eq!(candidates.solution.unwrap().to_line(), solution);
    assert!(candidates.stats.nodes > 10 * report.stats.nodes);
}

#[test]
fn every_strategy_takes_a_sixteen_by_sixteen_grid() {
    let grid = &sixteen()[0];
    let budget = Limits::new(Mode::First).with_budget(20_000);
    for strategy in Strategy::ALL {
        let report = sudoku::solve(grid, strategy, budget).unwrap();
        assert_ne!(report.status, Status::NoSolution, "{}", strategy.name());
        if let Some(solution) = report.solution {
            assert!(
                is_valid_solution(&grid.to_line(), &solution.to_line()),
                "{}",
                strategy.name()
            );
        }
    }
    // The naive tree is 1 + 16 + … + 16^141 nodes: past 10^169, and finite as a float.
    let naive = Strategy::Naive.tree_size(grid).unwrap();
    assert!(naive > 1e169 && naive.is_finite(), "{naive}");
    // A nearly full grid: the row-major strategies finish too, and agree.
    let solved = sudoku::solve(grid, Strategy::Propagation, Limits::new(Mode::First)).unwrap();
    let mut nearly = solved.solution.unwrap();
    for (i, cell) in [0usize, 17, 34, 200, 255].iter().enumerate() {
        let at = sudoku::Shape::SIXTEEN.cell(*cell);
        nearly.set(at, 0);
        assert_eq!(nearly.empties(), i + 1);
    }
    for strategy in Strategy::ALL {
        let report = sudoku::solve(&nearly, strategy, Limits::new(Mode::All)).unwrap();
        assert_eq!(report.stats.solutions, 1, "{}", strategy.name());
        assert_eq!(report.status, Status::Finished);
    }
    assert_eq!(
        sudoku::solve(&nearly, Strategy::Naive, Limits::new(Mode::All))
            .unwrap()
            .stats
            .nodes as f64,
        Strategy::Naive.tree_size(&nearly).unwrap()
    );
}

#[test]
fn sixteen_by_sixteen_digits_read_and_write_as_one_to_nine_then_a_to_g() {
    let grid = &sixteen()[0];
    // Every format written reads back, and a lower-case line reads as upper case.
    for format in Format::ALL {
        let text = grid.to_text(format);
        assert_eq!(&Grid::parse(&text).unwrap(), grid, "{}", format.name());
    }
    assert_eq!(&Grid::parse(&grid.to_line().to_lowercase()).unwrap(), grid);
    // The printed form: `|` between boxes, one row of 16 a line.
    let printed = grid.to_text(Format::Printed);
    assert_eq!(printed.lines().count(), 16 + 3);
    assert!(printed.lines().next().unwrap().contains(" | "));
    // A 16 × 16 digit in a smaller grid names itself as it is written.
    let mut nine = "1".to_string() + &".".repeat(79) + "A";
    assert_eq!(
        Grid::parse(&nine).unwrap_err().to_string(),
        "line 1, column 81: digit A does not fit a 9×9 grid (use 1 to 9)"
    );
    nine.replace_range(80.., "H");
    assert!(matches!(
        Grid::parse(&nine).unwrap_err(),
        ParseError::UnexpectedCharacter { found: 'H', .. }
    ));
    // Equal givens in one 4 × 4 box are caught before any search.
    let mut clash = ".".repeat(256);
    clash.replace_range(0..1, "G");
    clash.replace_range(17..18, "G");
    let error = sudoku::check_givens(&Grid::parse(&clash).unwrap()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the givens at r1c1 and r2c2 are both 16 in the same box"
    );
}

#[test]
fn a_file_mixes_sixteen_by_sixteen_grids_with_smaller_ones() {
    let grid = &sixteen()[0];
    let text = format!(
        "1..4.41..14.4..1\n{}\n{}{}\n1 . | . 4\n. 4 | 1 .\n. 1 | 4 .\n4 . | . 1\n",
        grid.to_line(),
        grid.to_text(Format::SimpleSudoku),
        grid.to_text(Format::Printed),
    );
    let lines: Vec<String> = Grid::parse_many(&text)
        .into_iter()
        .map(|entry| entry.grid.unwrap().to_line())
        .collect();
    let four = "1..4.41..14.4..1".to_string();
    assert_eq!(
        lines,
        [
            four.clone(),
            grid.to_line(),
            grid.to_line(),
            grid.to_line(),
            four
        ]
    );
    // A 16 × 16 grid one row short says so, and the next puzzle is read as usual.
    let printed = grid.to_text(Format::Printed);
    let short: Vec<&str> = printed.lines().collect();
    let text = format!(
        "{}\n\n1..4.41..14.4..1\n",
        short[..short.len() - 1].join("\n")
    );
    let entries = Grid::parse_many(&text);
    assert_eq!(entries.len(), 2);
    assert_eq!(
        entries[0].grid.as_ref().unwrap_err().to_string(),
        "line 18: a 16×16 grid has 16 rows, found 15"
    );
    assert_eq!(
        entries[1].grid.as_ref().unwrap().to_line(),
        "1..4.41..14.4..1"
    );
}
