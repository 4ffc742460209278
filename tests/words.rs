//! Word search against the interview classic and against an independent counter: in the grid
//! ABCE / SFCS / ADEE, ABCCED and SEE have one path each and ABCB none; on random small grids
//! both strategies find the same paths, every one passing an independent validator; naive
//! walks exactly the tree its counted size gives; the parser names the line of each mistake.

use std::collections::HashSet;

use backtracking_lab::search::{Cell, Event, Limits, Mode, Problem, Rule, Search, Status};
use backtracking_lab::words::{self, count_paths, Grid, Strategy, WordsError};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;

const CLASSIC: &str = "ABCE\nSFCS\nADEE\n";

fn classic() -> Grid {
    Grid::parse(CLASSIC).unwrap()
}

fn all(grid: &Grid, word: &str, strategy: Strategy) -> backtracking_lab::Report<Vec<Cell>> {
    words::solve(grid, word, strategy, Limits::new(Mode::All)).unwrap()
}

/// Every path a search finds, by stepping it to the end.
fn paths<P: Problem>(mut search: Search<P>) -> Vec<P::Solution> {
    let mut found = Vec::new();
    while !search.is_done() {
        if search.step() == Event::Solution {
            found.push(search.problem().solution());
        }
    }
    found
}

/// A validator written apart from the module's, on the grid's text: one cell per letter, each
/// letter matching (without regard to case), each cell sharing a side with the one before,
/// none twice.
fn spells(text: &str, word: &str, path: &[Cell]) -> bool {
    let rows: Vec<Vec<char>> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect())
        .collect();
    let word: Vec<char> = word.chars().collect();
    let letter = |c: &Cell| {
        rows.get(c.row as usize)
            .and_then(|r| r.get(c.col as usize))
            .map(|l| l.to_ascii_uppercase())
    };
    path.len() == word.len()
        && path
            .iter()
            .zip(&word)
            .all(|(c, w)| letter(c) == Some(w.to_ascii_uppercase()))
        && path
            .windows(2)
            .all(|w| w[0].row.abs_diff(w[1].row) + w[0].col.abs_diff(w[1].col) == 1)
        && path.iter().collect::<HashSet<_>>().len() == path.len()
}

/// The number of paths spelling `word`, by an independent recursion over the grid's text.
fn count_spellings(text: &str, word: &str) -> u64 {
    let rows: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    let word: Vec<char> = word.chars().collect();
    fn walk(rows: &[Vec<char>], word: &[char], r: i32, c: i32, used: &mut Vec<(i32, i32)>) -> u64 {
        let inside = r >= 0 && c >= 0 && (r as usize) < rows.len() && (c as usize) < rows[0].len();
        if !inside || used.contains(&(r, c)) || rows[r as usize][c as usize] != word[used.len()] {
            return 0;
        }
        if used.len() + 1 == word.len() {
            return 1;
        }
        used.push((r, c));
        let total = [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .iter()
            .map(|(dr, dc)| walk(rows, word, r + dr, c + dc, used))
            .sum();
        used.pop();
        total
    }
    let mut total = 0;
    for r in 0..rows.len() as i32 {
        for c in 0..rows[0].len() as i32 {
            total += walk(&rows, &word, r, c, &mut Vec::new());
        }
    }
    total
}

#[test]
fn the_classic_grid_holds_abcced_and_see_once_and_abcb_never() {
    let grid = classic();
    for (word, expected) in [("ABCCED", 1), ("SEE", 1), ("ABCB", 0)] {
        for strategy in Strategy::ALL {
            let report = all(&grid, word, strategy);
            assert_eq!(
                report.stats.solutions,
                expected,
                "{word}, {}",
                strategy.name()
            );
            if let Some(path) = report.solution {
                assert!(spells(CLASSIC, word, &path));
                assert!(words::is_path(&grid, word, &path));
            }
        }
    }
    let abcced = all(&grid, "abcced", Strategy::Pruned).solution.unwrap();
    let expected = [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1)];
    assert_eq!(
        abcced,
        expected.map(|(r, c)| Cell::new(r, c)),
        "case does not matter"
    );
}

#[test]
fn pruned_cuts_where_naive_checks_at_the_bottom() {
    let grid = classic();
    let naive = all(&grid, "ABCCED", Strategy::Naive);
    let pruned = all(&grid, "ABCCED", Strategy::Pruned);
    // Naive walks every path of up to six cells, whatever the letters: its counted size.
    let size = count_paths(&grid, 6, u64::MAX).unwrap();
    assert_eq!(naive.tree_size, Some(size as f64 + 1.0));
    assert_eq!(naive.stats.nodes, size + 1);
    // Paths of 1 to 6 cells in a 3 × 4 grid, counted apart (by hand for the first two: 12
    // cells, 17 sides walked either way).
    assert_eq!(naive.stats.nodes_per_depth, [1, 12, 34, 68, 138, 220, 344]);
    assert_eq!(naive.stats.nodes, 817);
    assert_eq!(naive.stats.leaf_checks, naive.stats.nodes_per_depth[6]);
    assert_eq!(naive.stats.rejected, 0);
    // Pruned rejects a wrong letter before stepping onto it.
    assert!(pruned.stats.nodes < 20, "{}", pruned.stats.nodes);
    assert_eq!(pruned.stats.leaf_checks, 0);
    assert_eq!(
        pruned.stats.tried,
        pruned.stats.rejected + pruned.stats.nodes - 1,
        "every candidate is rejected or placed"
    );
    assert_eq!(
        pruned.stats.undos,
        pruned.stats.nodes - 1,
        "mode all takes every step back"
    );
}

#[test]
fn path_counts_of_a_small_grid_are_known() {
    // On a 2 × 2 grid every path of k cells: 4 of one cell, 8 of two, 8 of three, 8 of four.
    let grid = Grid::parse("AB\nCD").unwrap();
    assert_eq!(count_paths(&grid, 1, 100), Some(4));
    assert_eq!(count_paths(&grid, 2, 100), Some(4 + 8));
    assert_eq!(count_paths(&grid, 4, 100), Some(4 + 8 + 8 + 8));
    assert_eq!(
        count_paths(&grid, 5, 100),
        Some(28),
        "no path is longer than the grid"
    );
    assert_eq!(
        count_paths(&grid, 4, 10),
        None,
        "past the limit the size is unknown"
    );
    // A grid of one letter: every path spells a word of that letter.
    let same = Grid::parse("AAA\nAAA\nAAA").unwrap();
    let paths3 =
        count_paths(&same, 3, u64::MAX).unwrap() - count_paths(&same, 2, u64::MAX).unwrap();
    for strategy in Strategy::ALL {
        assert_eq!(all(&same, "AAA", strategy).stats.solutions, paths3);
    }
}

#[test]
fn knuths_estimate_of_a_uniform_naive_tree_is_exact() {
    // On a 2 × 2 grid a path of four cells has 4, then 2, 1 and 1 choices: every probe sees
    // the whole tree's shape, 1 + 4 + 8 + 8 + 8 = 29 nodes.
    let grid = Grid::parse("AB\nCD").unwrap();
    let mut estimator = words::estimator(&grid, "ABDC", Strategy::Naive, 3).unwrap();
    estimator.run(10);
    assert_eq!(estimator.nodes(1.96).mean, 29.0);
    assert_eq!(Strategy::Naive.tree_size(&grid, 4), Some(29.0));
}

#[test]
fn a_dead_end_names_the_last_cell_of_a_path_with_nowhere_to_go() {
    // In a 1 × 3 row, the path A, B, C has used every cell: a four-letter word is stuck there.
    let grid = Grid::parse("ABC").unwrap();
    let mut search =
        words::search(&grid, "ABCB", Strategy::Pruned, Limits::new(Mode::All)).unwrap();
    let mut dead_ends = Vec::new();
    while !search.is_done() {
        if let Event::DeadEnd { at } = search.step() {
            dead_ends.push(at);
        }
    }
    assert_eq!(dead_ends, [Cell::new(0, 2)]);
    assert_eq!(search.stats().dead_ends, 1);
    assert_eq!(search.status(), Status::NoSolution);
}

#[test]
fn a_pruned_rejection_names_the_cell_whose_letter_differs() {
    let grid = classic();
    let mut search = words::search(&grid, "SEE", Strategy::Pruned, Limits::new(Mode::All)).unwrap();
    let mut rejected = 0;
    while !search.is_done() {
        if let Event::Reject { at, conflict, .. } = search.step() {
            rejected += 1;
            assert_eq!(conflict.rule, Rule::Letter);
            assert_eq!(conflict.with, at);
            let depth = search.problem().path().len();
            assert_ne!(grid.letter(at), "SEE".chars().nth(depth).unwrap());
        }
    }
    assert!(rejected > 0);
}

#[test]
fn the_parser_names_the_line_of_each_mistake() {
    let cases = [
        (
            "ABCE\nSF1S\n",
            WordsError::BadCharacter {
                line: 2,
                column: 3,
                character: '1',
            },
            "line 2, column 3",
        ),
        (
            "ABCE\n\nSFC\n",
            WordsError::RowLength {
                line: 3,
                row: 2,
                length: 3,
                expected: 4,
            },
            "line 3",
        ),
        ("# nothing\n\n", WordsError::NoRows, "empty"),
        (
            &"ABCDEFGHI\n".repeat(8),
            WordsError::TooManyCells { cells: 72 },
            "72 cells",
        ),
    ];
    for (text, error, words) in cases {
        assert_eq!(Grid::parse(text), Err(error.clone()));
        assert!(error.to_string().contains(words), "{error}");
    }
    // Rows may be separated by `/`, letters by spaces; case does not matter; any script.
    assert_eq!(Grid::parse("abce / sfcs / adee").unwrap(), classic());
    assert_eq!(
        Grid::parse("A B C E\nS F C S\nA D E E # the classic").unwrap(),
        classic()
    );
    assert_eq!(Grid::parse("дом\nкот").unwrap().to_text(), "ДОМ\nКОТ\n");
    // The word too.
    for (word, error) in [
        ("", WordsError::EmptyWord),
        (
            "AB3",
            WordsError::WordCharacter {
                position: 3,
                character: '3',
            },
        ),
    ] {
        let got = words::solve(&classic(), word, Strategy::Pruned, Limits::new(Mode::First));
        assert_eq!(got.unwrap_err(), error);
    }
}

#[test]
fn a_word_longer_than_the_grid_has_no_path() {
    let grid = Grid::parse("AB\nBA").unwrap();
    for strategy in Strategy::ALL {
        let report = all(&grid, "ABABA", strategy);
        assert_eq!(report.status, Status::NoSolution);
    }
}

/// A small random grid over a small alphabet (so that words are often found), with a word
/// drawn from the same letters.
fn grid_and_word() -> impl proptest::strategy::Strategy<Value = (String, String)> {
    (1usize..=4, 1usize..=4)
        .prop_flat_map(|(rows, cols)| {
            (
                proptest::collection::vec(
                    proptest::sample::select(vec!['A', 'B', 'C']),
                    rows * cols,
                ),
                Just(cols),
                proptest::collection::vec(proptest::sample::select(vec!['A', 'B', 'C']), 1..=5),
            )
        })
        .prop_map(|(letters, cols, word)| {
            let text: String = letters
                .chunks(cols)
                .map(|row| row.iter().collect::<String>() + "\n")
                .collect();
            (text, word.into_iter().collect())
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn strategies_agree_and_every_path_spells_the_word((text, word) in grid_and_word()) {
        let grid = Grid::parse(&text).unwrap();
        let expected = count_spellings(&text, &word);
        let mut sets = Vec::new();
        for strategy in Strategy::ALL {
            let search = words::search(&grid, &word, strategy, Limits::new(Mode::All)).unwrap();
            let found = paths(search);
            prop_assert_eq!(found.len() as u64, expected, "{}", strategy.name());
            for path in &found {
                prop_assert!(spells(&text, &word, path));
                prop_assert!(words::is_path(&grid, &word, path));
            }
            sets.push(found.into_iter().collect::<HashSet<_>>());
        }
        prop_assert_eq!(&sets[0], &sets[1]);
        prop_assert_eq!(sets[0].len() as u64, expected, "no path twice");
    }

    #[test]
    fn naive_walks_its_counted_tree_and_budgets_are_kept(
        (text, word) in grid_and_word(), budget in 1u64..100,
    ) {
        let grid = Grid::parse(&text).unwrap();
        let naive = words::solve(&grid, &word, Strategy::Naive, Limits::new(Mode::All)).unwrap();
        prop_assert_eq!(Some(naive.stats.nodes as f64), naive.tree_size);
        prop_assert_eq!(naive.stats.nodes_per_depth.iter().sum::<u64>(), naive.stats.nodes);
        for strategy in Strategy::ALL {
            let capped = words::solve(&grid, &word, strategy, Limits::new(Mode::First).with_budget(budget)).unwrap();
            prop_assert!(capped.stats.nodes <= budget);
            if let Some(path) = &capped.solution {
                prop_assert!(spells(&text, &word, path));
            }
        }
    }
}
