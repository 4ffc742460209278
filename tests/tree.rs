//! The drawn search tree, rebuilt from a run's events, against the run itself: its counters,
//! its events, and its board at every step.

use backtracking_lab::queens::{self, Mistake, Queens, Strategy};
use backtracking_lab::search::tree::{End, Reference, Tree};
use backtracking_lab::search::{Event, Limits, Mode, Problem, Search, Status};
use backtracking_lab::sudoku::{self, Grid, Sudoku};

const NO_LIMIT: usize = usize::MAX;

fn all() -> Limits {
    Limits::new(Mode::All)
}

/// Every event of a run with the step index it was returned at.
fn events<P: Problem>(mut search: Search<P>) -> Vec<(u64, Event)> {
    let mut seen = Vec::new();
    while !search.is_done() {
        let event = search.step();
        seen.push((search.steps(), event));
    }
    seen
}

/// The values placed along the path from the root to `id`.
fn path_values(tree: &Tree, id: usize) -> Vec<u8> {
    tree.path(id)[1..]
        .iter()
        .map(|&node| tree.nodes()[node].value)
        .collect()
}

#[test]
fn four_queens_pruned_has_17_nodes_and_44_cuts() {
    let search = queens::search(4, Strategy::Pruned, all()).unwrap();
    let stats = {
        let mut walked = search.clone();
        walked.run();
        walked.stats().clone()
    };
    let tree = Tree::record(search.clone(), Reference::uniform(4, 4), NO_LIMIT);
    assert_eq!(tree.status(), Some(Status::Finished));
    assert!(!tree.is_truncated());

    // The root counts as a node, as the search's counter does.
    assert_eq!(stats.nodes, 17);
    assert_eq!(tree.nodes().len(), 17);
    let mut per_depth = vec![0u64; 5];
    for node in tree.nodes() {
        per_depth[node.depth as usize] += 1;
    }
    assert_eq!(per_depth, stats.nodes_per_depth);

    // Exactly the rejections the run reports, in order, with their reasons.
    assert_eq!(stats.rejected, 44);
    let rejects: Vec<(u64, Event)> = events(search)
        .into_iter()
        .filter(|(_, e)| matches!(e, Event::Reject { .. }))
        .collect();
    assert_eq!(tree.stubs().len(), rejects.len());
    for (stub, &(step, event)) in tree.stubs().iter().zip(&rejects) {
        let expected = Event::Reject {
            at: stub.at,
            value: stub.value,
            conflict: stub.conflict,
        };
        assert_eq!((stub.step, expected), (step, event));
        assert_eq!(stub.depth, tree.nodes()[stub.parent].depth + 1);
        assert_eq!(
            stub.at.row as u32,
            stub.depth - 1,
            "a queen of row r is at depth r + 1"
        );
        assert!(tree.nodes()[stub.parent]
            .stubs
            .contains(&tree_index(&tree, stub.step)));
    }

    // The two solutions, at the bottom.
    let solutions: Vec<Vec<u8>> = tree
        .nodes()
        .iter()
        .enumerate()
        .filter(|(_, node)| matches!(node.end, Some(End::Solution { .. })))
        .map(|(id, _)| path_values(&tree, id))
        .collect();
    assert_eq!(solutions, [vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);

    // What the cuts saved, against the naive tree (any of 4 columns in each row): a cut in
    // row r saves 1 + 4 + … + 4^(3 - r) nodes and 4^(3 - r) full boards. The real nodes and
    // the saved ones make up the naive tree, and so do the full boards.
    for stub in tree.stubs() {
        let below = 4 - stub.depth as i32;
        assert_eq!(stub.saved_leaves, 4f64.powi(below));
        assert_eq!(
            stub.saved_nodes,
            (0..=below).map(|k| 4f64.powi(k)).sum::<f64>()
        );
    }
    assert_eq!(17.0 + tree.saved_nodes(), 341.0);
    assert_eq!(Strategy::Naive.tree_size(4), Some(341.0));
    let full_boards: f64 = tree.stubs().iter().map(|s| s.saved_leaves).sum::<f64>() + 2.0;
    assert_eq!(full_boards, 256.0);
}

/// The index of the stub rejected at `step`.
fn tree_index(tree: &Tree, step: u64) -> usize {
    tree.stubs().iter().position(|s| s.step == step).unwrap()
}

#[test]
fn every_node_and_stub_step_seeks_to_it() {
    for strategy in Strategy::ALL {
        let fresh = || queens::search(4, strategy, all()).unwrap();
        let tree = Tree::record(fresh(), Reference::uniform(4, 4), NO_LIMIT);
        for (id, node) in tree.nodes().iter().enumerate() {
            let mut search = fresh();
            assert_eq!(search.advance(node.step), node.step);
            assert_eq!(
                search.problem().queens(),
                path_values(&tree, id),
                "{}",
                strategy.name()
            );
            if let Some(at) = node.at {
                // The last of those steps placed this node's queen.
                let mut before = fresh();
                before.advance(node.step - 1);
                assert_eq!(
                    before.step(),
                    Event::Place {
                        at,
                        value: node.value
                    }
                );
            }
        }
        for stub in tree.stubs() {
            let mut search = fresh();
            search.advance(stub.step - 1);
            let expected = Event::Reject {
                at: stub.at,
                value: stub.value,
                conflict: stub.conflict,
            };
            assert_eq!(search.step(), expected);
            assert_eq!(search.problem().queens(), path_values(&tree, stub.parent));
        }
    }
}

/// Checks that the tree's path after each step is the board the search shows then.
fn path_matches_board<P: Problem>(
    mut search: Search<P>,
    tree: &Tree,
    board_of: impl Fn(&P) -> Vec<u8>,
    board_from_path: impl Fn(&Tree, u64) -> Vec<u8>,
) {
    assert_eq!(board_of(search.problem()), board_from_path(tree, 0));
    while !search.is_done() && search.steps() < tree.last_step() {
        search.step();
        let step = search.steps();
        assert_eq!(
            board_of(search.problem()),
            board_from_path(tree, step),
            "step {step}"
        );
        let current = tree.current_at(step);
        assert_eq!(
            tree.nodes()[current].depth as usize,
            search.depth(),
            "step {step}"
        );
    }
}

fn queens_path(tree: &Tree, step: u64) -> Vec<u8> {
    path_values(tree, tree.current_at(step))
}

#[test]
fn the_path_at_every_step_is_the_queens_board() {
    for n in 1..=6 {
        let mut searches: Vec<Search<Queens>> = Strategy::ALL
            .iter()
            .map(|&s| queens::search(n, s, all()).unwrap())
            .collect();
        for mistake in Mistake::ALL {
            searches.push(queens::search_with_mistake(n, mistake, all()).unwrap());
        }
        for search in searches {
            let tree = Tree::record(search.clone(), Reference::uniform(n as u64, n), NO_LIMIT);
            path_matches_board(search, &tree, |q| q.queens().to_vec(), queens_path);
        }
    }
}

/// The grid the tree describes after `step` steps: the givens, the guesses on the path, and
/// the forced values placed by then and not yet taken back.
fn sudoku_board(givens: &Grid) -> impl Fn(&Tree, u64) -> Vec<u8> + '_ {
    move |tree, step| {
        let size = givens.shape().size as usize;
        let mut cells = givens.cells().to_vec();
        let mut put = |at: backtracking_lab::search::Cell, value| {
            cells[at.row as usize * size + at.col as usize] = value;
        };
        for id in tree.path_at(step) {
            let node = &tree.nodes()[id];
            if let Some(at) = node.at {
                put(at, node.value);
            }
            for forced in &node.forced {
                if forced.step <= step && forced.left.is_none_or(|left| left > step) {
                    put(forced.at, forced.value);
                }
            }
        }
        cells
    }
}

const FOUR_BY_FOUR: [&str; 4] = [
    "1..4.41..14.4..1",
    "1.343.122.43.321",
    "1...............",
    "...3..1.........",
];

#[test]
fn the_path_at_every_step_is_the_sudoku_grid() {
    for line in FOUR_BY_FOUR {
        let grid = Grid::parse(line).unwrap();
        for strategy in sudoku::Strategy::ALL {
            let search = sudoku::search(&grid, strategy, all()).unwrap();
            let reference = Reference::uniform(4, grid.empties());
            // Naive on an almost empty grid walks billions of nodes: a limited tree is enough.
            let tree = Tree::record(search.clone(), reference, 20_000);
            path_matches_board(
                search,
                &tree,
                |s: &Sudoku| s.grid().cells().to_vec(),
                sudoku_board(&grid),
            );
        }
    }
}

#[test]
fn nodes_and_saved_subtrees_make_up_the_naive_tree() {
    for n in 1..=7 {
        for strategy in [Strategy::Pruned, Strategy::Occupancy, Strategy::Naive] {
            let search = queens::search(n, strategy, all()).unwrap();
            let tree = Tree::record(search, Reference::uniform(n as u64, n), NO_LIMIT);
            let total = tree.nodes().len() as f64 + tree.saved_nodes();
            assert_eq!(
                Some(total),
                Strategy::Naive.tree_size(n),
                "{}, n = {n}",
                strategy.name()
            );
        }
    }
    for line in FOUR_BY_FOUR {
        let grid = Grid::parse(line).unwrap();
        let search = sudoku::search(&grid, sudoku::Strategy::Pruned, all()).unwrap();
        let tree = Tree::record(search, Reference::uniform(4, grid.empties()), NO_LIMIT);
        let total = tree.nodes().len() as f64 + tree.saved_nodes();
        assert_eq!(
            Some(total),
            sudoku::Strategy::Naive.tree_size(&grid),
            "{line}"
        );
    }
}

#[test]
fn diagonal_cuts_priced_in_the_permutation_tree_make_it_up_too() {
    // Against the permutation tree, only the cuts of a candidate whose column is still free
    // count: the others are not in that tree at all.
    for n in 1..=7 {
        let search = queens::search(n, Strategy::Pruned, all()).unwrap();
        let tree = Tree::record(search, Reference::falling(n as u64), NO_LIMIT);
        let saved: f64 = tree
            .stubs()
            .iter()
            .filter(|stub| !path_values(&tree, stub.parent).contains(&stub.value))
            .map(|stub| stub.saved_nodes)
            .sum();
        let total = tree.nodes().len() as f64 + saved;
        assert_eq!(Some(total), Strategy::Permutation.tree_size(n), "n = {n}");
    }
    // The lesson's example: for 7 queens, a cut at depth 2 saves 5! = 120 arrangements.
    assert_eq!(Reference::falling(7).subtree_leaves(2), 120.0);
    assert_eq!(Reference::falling(7).subtree_leaves(6), 1.0);
}

#[test]
fn leaf_checks_and_dead_ends_are_marked_where_they_happened() {
    let search = queens::search(4, Strategy::Permutation, all()).unwrap();
    let mut walked = search.clone();
    walked.run();
    let tree = Tree::record(search, Reference::falling(4), NO_LIMIT);
    let failed = tree
        .nodes()
        .iter()
        .filter(|node| matches!(node.end, Some(End::FailedCheck { .. })))
        .count() as u64;
    let stats = walked.stats();
    assert_eq!(failed, stats.leaf_checks - stats.solutions);
    assert!(tree.stubs().is_empty());
    assert!(tree
        .nodes()
        .iter()
        .all(|node| node.end.is_none() || node.depth == 4));

    let grid = Grid::parse(FOUR_BY_FOUR[3]).unwrap();
    let search = sudoku::search(&grid, sudoku::Strategy::Candidates, all()).unwrap();
    let mut walked = search.clone();
    walked.run();
    let tree = Tree::record(search, Reference::uniform(4, grid.empties()), NO_LIMIT);
    let dead_ends = tree
        .nodes()
        .iter()
        .filter(|node| matches!(node.end, Some(End::DeadEnd { .. })))
        .count() as u64;
    assert_eq!(dead_ends, walked.stats().dead_ends);
    assert_eq!(tree.nodes().len() as u64, walked.stats().nodes);
    let solutions = tree
        .nodes()
        .iter()
        .filter(|node| matches!(node.end, Some(End::Solution { .. })))
        .count() as u64;
    assert_eq!(solutions, walked.stats().solutions);
}

#[test]
fn a_limit_stops_the_tree_and_says_so() {
    let search = queens::search(7, Strategy::Pruned, all()).unwrap();
    let tree = Tree::record(search.clone(), Reference::uniform(7, 7), 100);
    assert!(tree.is_truncated());
    assert_eq!(tree.status(), None);
    assert!(tree.nodes().len() + tree.stubs().len() <= 100);
    // What it holds is still right, up to the last step it read.
    path_matches_board(search, &tree, |q| q.queens().to_vec(), queens_path);
    let whole = Tree::record(
        queens::search(7, Strategy::Pruned, all()).unwrap(),
        Reference::uniform(7, 7),
        NO_LIMIT,
    );
    assert!(!whole.is_truncated());
    assert_eq!(whole.nodes().len(), 552);
    // The nodes it kept are the first ones of the whole tree.
    let key = |t: &Tree| -> Vec<(Option<usize>, u8, u64)> {
        t.nodes()
            .iter()
            .map(|n| (n.parent, n.value, n.step))
            .collect()
    };
    assert_eq!(key(&tree), key(&whole)[..tree.nodes().len()]);
}

#[test]
fn the_tree_serializes_as_the_page_will_read_it() {
    let search = queens::search(4, Strategy::Pruned, all()).unwrap();
    let tree = Tree::record(search, Reference::uniform(4, 4), NO_LIMIT);
    let json = serde_json::to_value(&tree).unwrap();
    assert_eq!(json["nodes"].as_array().unwrap().len(), 17);
    assert_eq!(json["stubs"].as_array().unwrap().len(), 44);
    assert_eq!(json["status"], "finished");
    assert_eq!(json["truncated"], false);
    assert!(
        json.get("limit").is_none(),
        "no number past JavaScript's safe integers"
    );
    let root = &json["nodes"][0];
    assert_eq!(
        (root["parent"].is_null(), root["at"].is_null()),
        (true, true)
    );
    let stub = &json["stubs"][0];
    assert_eq!(stub["conflict"]["rule"], "column");
    assert_eq!(
        stub["conflict"]["with"],
        serde_json::json!({"row": 0, "col": 0})
    );
    assert_eq!(stub["saved_nodes"], 21.0);
    let solution = tree
        .nodes()
        .iter()
        .position(|node| node.end.is_some())
        .unwrap();
    assert_eq!(json["nodes"][solution]["end"]["kind"], "solution");
}
