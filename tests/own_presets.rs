//! The preset programs of the tab "Your own problem" (www/puzzles/programs/own_*.py), most of
//! them a naive program and its pruned twin: each runs to its end on the lab's interpreter in
//! the steps CPython's count gives it (tests/python/oracle.py), counts as many solutions as it
//! prints, and walks the tree its lesson is about, the pruned twin in fewer calls.
//!
//! The expected counts are what each program does, counted apart in CPython: nodes are the
//! calls of its recursive function, rejected the passes of its loop over candidates that made
//! no call (a pass that ends in `break` included), solutions `len(res)`, dead ends the calls
//! that made no call and recorded nothing.

#![cfg(feature = "program-lanes")]

use backtracking_lab::lane::Lane;
use backtracking_lab::program::ProgramLane;
use backtracking_lab::registry;
use backtracking_lab::search::Status;

/// A preset and what it must count.
struct Preset {
    id: &'static str,
    source: &'static str,
    steps: u64,
    nodes: u64,
    rejected: u64,
    solutions: u64,
    dead_ends: u64,
}

macro_rules! preset {
    ($id:literal, $steps:expr, $nodes:expr, $rejected:expr, $solutions:expr, $dead_ends:expr) => {
        Preset {
            id: $id,
            source: include_str!(concat!("../www/puzzles/programs/own_", $id, ".py")),
            steps: $steps,
            nodes: $nodes,
            rejected: $rejected,
            solutions: $solutions,
            dead_ends: $dead_ends,
        }
    };
}

/// id, steps, nodes, rejected, solutions, dead ends.
const PRESETS: [Preset; 18] = [
    // Permutations of [1, 2, 3]: the same 16 calls (1 + 3 + 6 + 6) and the same 15 cuts (the
    // used items skipped: 3 at depth 1, 12 at depth 2), whether the check scans the state (a
    // loop over it, a step an item) or looks up `selected[i]` (328 steps against 181); and
    // as a generator, each permutation a value it yields.
    preset!("permutations_scan", 328, 16, 15, 6, 0),
    preset!("permutations_selected", 181, 16, 15, 6, 0),
    preset!("permutations_generator", 162, 16, 15, 6, 0),
    // Permutations of [1, 1, 2, 2]: naive builds all 4! = 24 orderings in 65 calls and throws
    // away the 18 repeats at the bottom (its dead ends); the pruned twin cuts an equal choice
    // at each level and visits 19 calls, each of its 6 leaves a new permutation.
    preset!("permutations_dup_naive", 817, 65, 100, 6, 18),
    preset!("permutations_dup_pruned", 278, 19, 34, 6, 0),
    // Subsets: every call records its state. [1, 2, 3] has 8 subsets in 8 calls; [1, 2, 2]
    // sorted skips the second 2 at a level where the first was tried (2 cuts), 6 subsets in
    // 6 calls instead of 8 with two repeated.
    preset!("subsets", 49, 8, 0, 8, 0),
    preset!("subsets_dup", 49, 6, 2, 6, 0),
    // Combination sum of [3, 7, 2, 6] to 10, items reused: naive notices an overshoot only on
    // entering the call, 41 calls of which 20 are dead ends (the overshoots and the calls left
    // short); sorted with a break as soon as a candidate passes the target, 21 calls, 14 loops
    // ended by the break.
    preset!("combination_sum_naive", 273, 41, 0, 4, 20),
    preset!("combination_sum_pruned", 181, 21, 14, 4, 8),
    // Subsets of [4, 2, 5, 1, 3] summing to 6: naive builds all 32 subsets and checks each
    // sum; sorted, a subset that reaches 6 stops and the loop breaks at the first item that
    // would pass it: 13 calls.
    preset!("subset_sum_naive", 197, 32, 0, 3, 15),
    preset!("subset_sum_pruned", 110, 13, 7, 3, 6),
    // The first subset of [2, 4, 6, 8, 10, 3] that makes 13: the leaf that reaches it
    // returns True, and so does every call above it; the search ends there. [2, 4, 6], [2, 4, 3]
    // and [2, 6, 3] come to nothing first (3 dead ends); 8 candidates are cut as too big.
    preset!("subset_sum_first", 89, 9, 8, 1, 3),
    // Balanced parentheses, n = 3: naive writes all 2^6 strings in 127 calls and rejects 59 of
    // its 64 leaves at the bottom; with open < n and close < open, 22 calls and no dead end.
    // (The pruned one has no loop, so its cuts are branches not taken, not counted passes.)
    preset!("parentheses_naive", 1_208, 127, 0, 5, 59),
    preset!("parentheses_pruned", 92, 22, 0, 5, 0),
    // Palindrome partitions of "abba": naive cuts it in all 8 ways (16 calls) and rejects 5
    // at the bottom; taking only a palindromic next part, 8 calls, 4 parts cut.
    preset!("palindrome_naive", 135, 16, 0, 3, 5),
    preset!("palindrome_pruned", 78, 8, 4, 3, 0),
    // fib(6): 25 calls, recursion without a search: nothing recorded, its 13 base cases are
    // calls that made no call.
    preset!("fibonacci", 52, 25, 0, 0, 13),
    // The same with @lru_cache: fib(6) down to fib(0) once each (7 calls, fib(1) and fib(0)
    // its dead ends); the second calls of fib(1), fib(2), fib(3) and fib(4) are answered from
    // the cache, each a cut that saved the calls its kept result took (1 + 3 + 5 + 9 = 18).
    preset!("fibonacci_cached", 17, 7, 4, 0, 2),
];

/// The naive program and its pruned twin (the first pair walks the same tree).
const PAIRS: [(&str, &str); 8] = [
    ("permutations_scan", "permutations_selected"),
    ("permutations_dup_naive", "permutations_dup_pruned"),
    ("subsets", "subsets_dup"),
    ("combination_sum_naive", "combination_sum_pruned"),
    ("subset_sum_naive", "subset_sum_pruned"),
    ("parentheses_naive", "parentheses_pruned"),
    ("palindrome_naive", "palindrome_pruned"),
    ("fibonacci", "fibonacci_cached"),
];

fn lane(source: &str) -> ProgramLane {
    ProgramLane::new(registry::puzzle("program").unwrap(), "", source, 300_000).unwrap()
}

fn run_to_end(lane: &mut dyn Lane) {
    while lane.advance(4096) == 4096 {}
}

fn preset(id: &str) -> &'static Preset {
    PRESETS.iter().find(|p| p.id == id).unwrap()
}

/// The lane of a preset run to its end, and the first line it printed as a number (True: 1).
fn finished(preset: &Preset) -> (ProgramLane, u64) {
    let mut lane = lane(preset.source);
    run_to_end(&mut lane);
    assert_eq!(lane.status(), Status::Finished, "{}", preset.id);
    assert!(lane.error().is_none(), "{}: {:?}", preset.id, lane.error());
    let printed = lane.machine().output().lines().next().unwrap_or("");
    // How many it found, or (a search that stops at its first) whether it found one.
    let printed = match printed {
        "True" => 1,
        "False" => 0,
        count => count
            .parse()
            .unwrap_or_else(|_| panic!("{}: {count:?}", preset.id)),
    };
    (lane, printed)
}

/// Everything a preset counts, on the lane and in its search tree, against what it must.
fn check_counts(preset: &Preset) {
    let id = preset.id;
    let (lane, printed) = finished(preset);
    let stats = lane.stats();
    if !id.starts_with("fibonacci") {
        assert_eq!(printed, preset.solutions, "{id}: len(res) as printed");
    }
    assert_eq!(stats.solutions, preset.solutions, "{id}: solutions");
    assert_eq!(stats.rejected, preset.rejected, "{id}: rejected");
    assert_eq!(stats.dead_ends, preset.dead_ends, "{id}: dead ends");

    // The tree of a fresh lane: a node per call, the same ends and cuts.
    let tree = self::lane(preset.source).search_tree(100_000).unwrap();
    assert!(!tree.is_truncated(), "{id}");
    let ends = |kind: &str| {
        tree.nodes()
            .iter()
            .filter(|node| {
                node.end
                    .is_some_and(|end| serde_json::to_value(end).unwrap()["kind"] == kind)
            })
            .count() as u64
    };
    assert_eq!(tree.nodes().len() as u64, stats.nodes, "{id}: tree nodes");
    assert_eq!(ends("solution"), stats.solutions, "{id}: tree solutions");
    assert_eq!(ends("dead_end"), stats.dead_ends, "{id}: tree dead ends");
    assert_eq!(tree.stubs().len() as u64, stats.rejected, "{id}: tree cuts");
}

#[test]
fn every_preset_runs_to_its_end_in_cpythons_steps_and_calls() {
    for preset in &PRESETS {
        let (lane, _) = finished(preset);
        assert_eq!(lane.steps(), preset.steps, "{}: steps", preset.id);
        assert_eq!(lane.stats().nodes, preset.nodes, "{}: nodes", preset.id);
        assert!(
            lane.stats().nodes <= 300,
            "{}: a tree the page can draw",
            preset.id
        );
    }
}

#[test]
fn every_preset_counts_its_cuts_solutions_and_dead_ends_as_it_makes_them() {
    for preset in &PRESETS {
        check_counts(preset);
    }
}

#[test]
fn each_pruned_twin_visits_fewer_calls_than_its_naive_one() {
    for (naive, pruned) in PAIRS {
        let (naive_lane, _) = finished(preset(naive));
        let (pruned_lane, _) = finished(preset(pruned));
        let (a, b) = (naive_lane.stats(), pruned_lane.stats());
        if naive == "permutations_scan" {
            // The lesson of the pair: a cheaper check, the same tree level by level.
            assert_eq!(a.nodes, b.nodes);
            assert_eq!(a.nodes_per_depth, b.nodes_per_depth);
            assert_eq!(a.rejected, b.rejected);
            // Each node is cheaper: a lookup of selected[i] where the scan reads the state.
            assert!(pruned_lane.steps() < naive_lane.steps());
        } else {
            assert!(
                b.nodes < a.nodes,
                "{pruned}: {} against {naive}: {}",
                b.nodes,
                a.nodes
            );
        }
    }
}

/// The view of a lane now, as the page reads it.
fn view(lane: &dyn Lane) -> serde_json::Value {
    lane.view().value()
}

/// hello-algo's permutations II drawn as its lesson draws it: at the fourth call the state is
/// [1, 1, 2], `selected` a strip of what is taken, `choices` the list its loop walks, the
/// three candidates already taken skipped by its condition, and `duplicated` the values
/// this call has tried.
#[test]
fn the_state_shows_what_is_taken_what_the_loop_skipped_and_what_it_tried() {
    let mut lane = lane(preset("permutations_dup_pruned").source);
    let at_last_choice = |lane: &ProgramLane| {
        let shown = view(lane);
        shown["state"] == serde_json::json!(["1", "1", "2"]) && shown["choices"]["current"] == 3
    };
    while !at_last_choice(&lane) {
        assert_eq!(
            lane.advance(1),
            1,
            "the fourth call reaches its last choice"
        );
    }
    let shown = view(&lane);
    assert_eq!(shown["instead"], false);
    assert_eq!(shown["choices"]["name"], "choices");
    assert_eq!(
        shown["choices"]["items"],
        serde_json::json!(["1", "1", "2", "2"])
    );
    assert_eq!(shown["choices"]["from"], 0);
    assert_eq!(shown["choices"]["skipped"], serde_json::json!([0, 1, 2]));
    assert_eq!(shown["strips"][0]["name"], "selected");
    assert_eq!(
        shown["strips"][0]["cells"],
        serde_json::json!([true, true, true, false])
    );
    assert_eq!(shown["tables"][0]["name"], "duplicated");
    assert_eq!(shown["tables"][0]["kind"], "set");

    // Subsets from a start: the candidates before it are not this call's to choose, and the
    // loop's index says where it stands.
    let mut subsets = self::lane(preset("subsets").source);
    while view(&subsets)["choices"]["current"] != 2
        || view(&subsets)["state"] != serde_json::json!(["1"])
    {
        assert_eq!(
            subsets.advance(1),
            1,
            "the call after [1] reaches its second candidate"
        );
    }
    let shown = view(&subsets);
    assert_eq!(shown["choices"]["from"], 1);
    assert_eq!(shown["choices"]["skipped"], serde_json::json!([]));
}

/// A cached call is a node of its own kind: a cut that saved the subtree its kept result took.
/// Fibonacci with @lru_cache makes 7 calls, and its 4 answers from the cache stand for the 18
/// calls the plain recursion makes beyond them: 7 + 18 = 25, the plain one's calls.
#[test]
fn a_call_answered_from_the_cache_is_a_cut_that_saved_its_subtree() {
    let tree = lane(preset("fibonacci_cached").source)
        .search_tree(1000)
        .unwrap();
    let saved: Vec<f64> = tree.stubs().iter().map(|stub| stub.saved_nodes).collect();
    assert_eq!(saved, vec![1.0, 3.0, 5.0, 9.0]);
    assert!(tree
        .stubs()
        .iter()
        .all(|stub| stub.conflict.rule.name() == "cached" && stub.line.is_none()));
    let plain = finished(preset("fibonacci")).0.stats().nodes;
    assert_eq!(tree.nodes().len() as f64 + tree.saved_nodes(), plain as f64);

    // The same with a tuple for an argument (kept with the result), and with a bounded cache.
    let source = preset("fibonacci_cached").source;
    let tupled = source
        .replace("def fib(n):", "def fib(p):\n    n = p[0]")
        .replace("fib(n - 1) + fib(n - 2)", "fib((n - 1,)) + fib((n - 2,))")
        .replace("print(fib(n))", "print(fib((n,)))");
    for program in [tupled, source.replace("maxsize=None", "maxsize=128")] {
        let tree = self::lane(&program).search_tree(1000).unwrap();
        let saved: Vec<f64> = tree.stubs().iter().map(|stub| stub.saved_nodes).collect();
        assert_eq!(saved, vec![1.0, 3.0, 5.0, 9.0], "{program}");
    }

    let (lane, _) = finished(preset("fibonacci_cached"));
    let details = lane.details().unwrap().value();
    assert_eq!(
        (
            details["cache_hits"].as_u64(),
            details["cache_saved"].as_u64()
        ),
        (Some(4), Some(18))
    );
}

/// The tree marks a solution at the step the program records it, as the lane's counter does:
/// subsets record at every call before calling on, and each call after the first is marked
/// where its `res.append` ran (the first, before the list of solutions is known, a little
/// later: where the next call begins).
#[test]
fn the_tree_marks_a_recorded_solution_at_the_step_that_records_it() {
    use backtracking_lab::search::tree::End;
    let source = preset("subsets").source;
    let mut lane = self::lane(source);
    let mut counted = Vec::new();
    while lane.advance(1) == 1 {
        if lane.stats().solutions > counted.len() as u64 {
            counted.push(lane.steps());
        }
    }
    let tree = self::lane(source).search_tree(1000).unwrap();
    let mut marked: Vec<u64> = tree
        .nodes()
        .iter()
        .filter_map(|node| match node.end {
            Some(End::Solution { step }) => Some(step),
            _ => None,
        })
        .collect();
    marked.sort_unstable();
    assert_eq!(counted.len(), 8);
    assert_eq!(marked.len(), 8);
    assert!(marked[0] >= counted[0]);
    assert_eq!(marked[1..], counted[1..]);
}
