//! Sudoku against the known numbers and the public puzzle sets, with a validator that shares
//! no code with the solver.

use backtracking_lab::search::{Limits, Mode, Status};
use backtracking_lab::sudoku::{self, Grid, Strategy};

const SEED: &str = include_str!("data/sudoku_seed_grid.tsv");

/// Whether `solution` is a full, valid grid that keeps every given of `puzzle`. Both are lines
/// of 81, 36 or 16 characters.
fn is_valid_solution(puzzle: &str, solution: &str) -> bool {
    let p: Vec<u8> = puzzle.bytes().collect();
    let s: Vec<u8> = solution.bytes().collect();
    let size = match s.len() {
        16 => 4,
        36 => 6,
        81 => 9,
        _ => return false,
    };
    let (box_rows, box_cols) = match size {
        4 => (2, 2),
        6 => (2, 3),
        _ => (3, 3),
    };
    let keeps_givens = p.len() == s.len()
        && p.iter()
            .zip(&s)
            .all(|(&a, &b)| matches!(a, b'.' | b'0' | b'_') || a == b);
    let unit_ok = |cells: Vec<usize>| {
        let mut digits: Vec<u8> = cells.iter().map(|&i| s[i]).collect();
        digits.sort_unstable();
        digits == (1..=size as u8).map(|d| b'0' + d).collect::<Vec<_>>()
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
        ("1..4.41..14.4..", "expected 16, 36 or 81 cells (a 4×4, 6×6 or 9×9 grid), found 15"),
        ("", "expected 16, 36 or 81 cells (a 4×4, 6×6 or 9×9 grid), found 0"),
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
