//! Graph colouring against the chromatic polynomial: counting every proper colouring with `k`
//! colours gives P(G, k), known in closed form for cycles, trees and complete graphs, and
//! counted here by an independent brute force for the rest. Also: the strategies agree, every
//! reported colouring passes an independent validator, the presets have the chromatic numbers
//! they claim, the parser names the line of each mistake, and the layout is deterministic.

use std::collections::BTreeSet;

use backtracking_lab::colouring::{
    self, cell_vertex, preset_graph, ColouringError, Graph, GraphError, Strategy, PRESETS,
};
use backtracking_lab::search::{Event, Limits, Mode, Problem, Rule, Search, Status};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;

/// The number of proper colourings of `graph` with `k` colours, by trying all k^n
/// assignments: shares nothing with the strategies.
fn brute_force_count(graph: &Graph, k: u64) -> u64 {
    let n = graph.len() as u32;
    let mut count = 0;
    for code in 0..k.pow(n) {
        let colour = |v: u8| code / k.pow(v as u32) % k;
        if graph.edges().iter().all(|&(a, b)| colour(a) != colour(b)) {
            count += 1;
        }
    }
    count
}

/// A validator written apart from the module's: every vertex has a colour below `k`, and the
/// two ends of each edge, read back by name from the edge-list text, differ.
fn valid(graph: &Graph, k: usize, colouring: &[u8]) -> bool {
    let by_name = |name: &str| colouring[graph.names().iter().position(|n| n == name).unwrap()];
    colouring.len() == graph.len()
        && colouring.iter().all(|&c| (c as usize) < k)
        && graph.to_text().lines().all(|line| {
            let (a, b) = line.split_once(' ').unwrap();
            by_name(a) != by_name(b)
        })
}

fn count(graph: &Graph, k: usize, strategy: Strategy) -> u64 {
    colouring::solve(graph, k, strategy, Limits::new(Mode::All))
        .unwrap()
        .stats
        .solutions
}

/// Every colouring a search finds, by stepping it to the end.
fn colourings<P: Problem>(mut search: Search<P>) -> Vec<P::Solution> {
    let mut found = Vec::new();
    while !search.is_done() {
        if search.step() == Event::Solution {
            found.push(search.problem().solution());
        }
    }
    found
}

fn cycle(n: usize) -> Graph {
    let text: String = (0..n).map(|i| format!("v{i} v{}\n", (i + 1) % n)).collect();
    Graph::parse(&text).unwrap()
}

fn complete(n: usize) -> Graph {
    let mut text = String::new();
    for a in 0..n {
        for b in a + 1..n {
            text += &format!("{a} {b}\n");
        }
    }
    Graph::parse(&text).unwrap()
}

/// A tree on `parents.len() + 1` vertices: vertex i + 1 hangs from vertex `parents[i]`, which
/// must be at most i.
fn tree(parents: &[usize]) -> Graph {
    let text: String = parents
        .iter()
        .enumerate()
        .map(|(i, &p)| format!("t{} t{p}\n", i + 1))
        .collect();
    Graph::parse(&text).unwrap()
}

fn falling_factorial(k: i64, n: i64) -> i64 {
    (0..n).map(|i| k - i).product::<i64>().max(0)
}

#[test]
fn cycles_count_as_their_chromatic_polynomial() {
    for n in 3..=9 {
        let graph = cycle(n);
        for k in 1..=4i64 {
            let sign = if n % 2 == 0 { 1 } else { -1 };
            let expected = (k - 1).pow(n as u32) + sign * (k - 1);
            for strategy in Strategy::ALL {
                assert_eq!(
                    count(&graph, k as usize, strategy) as i64,
                    expected,
                    "C{n}, k = {k}, {}",
                    strategy.name()
                );
            }
        }
    }
}

#[test]
fn complete_graphs_count_as_falling_factorials() {
    for n in 2..=6 {
        let graph = complete(n);
        for k in 1..=7i64 {
            for strategy in Strategy::ALL {
                assert_eq!(
                    count(&graph, k as usize, strategy) as i64,
                    falling_factorial(k, n as i64),
                    "K{n}, k = {k}, {}",
                    strategy.name()
                );
            }
        }
    }
}

#[test]
fn paths_and_stars_count_as_trees() {
    let path: Vec<usize> = (0..7).collect();
    let star = vec![0; 7];
    for parents in [path, star] {
        let graph = tree(&parents);
        for k in 1..=4i64 {
            let expected = k * (k - 1).pow(7);
            for strategy in Strategy::ALL {
                assert_eq!(count(&graph, k as usize, strategy) as i64, expected);
            }
        }
    }
}

#[test]
fn petersen_has_120_colourings_with_three_colours_and_none_with_two() {
    let petersen = preset_graph("petersen").unwrap();
    assert_eq!((petersen.len(), petersen.edges().len()), (10, 15));
    assert!(petersen
        .names()
        .iter()
        .all(|v| petersen.degree(petersen.vertex(v).unwrap()) == 3));
    assert_eq!(brute_force_count(&petersen, 3), 120);
    for strategy in Strategy::ALL {
        assert_eq!(count(&petersen, 3, strategy), 120, "{}", strategy.name());
        assert_eq!(count(&petersen, 2, strategy), 0, "{}", strategy.name());
        assert_eq!(
            count(&petersen, 4, strategy),
            brute_force_count(&petersen, 4),
            "{}",
            strategy.name()
        );
    }
}

#[test]
fn australia_needs_three_colours_and_has_18_colourings() {
    let australia = preset_graph("australia").unwrap();
    assert_eq!(australia.names(), ["WA", "NT", "SA", "Q", "NSW", "V", "T"]);
    let tasmania = australia.vertex("T").unwrap();
    assert_eq!(australia.degree(tasmania), 0, "Tasmania borders no state");
    for strategy in Strategy::ALL {
        // Six ways for the mainland (SA's colour, then the ring around it alternates), three
        // for Tasmania.
        assert_eq!(count(&australia, 3, strategy), 18, "{}", strategy.name());
        assert_eq!(count(&australia, 2, strategy), 0, "{}", strategy.name());
    }
}

#[test]
fn twenty_services_fit_on_five_machines_and_not_on_four() {
    let services = preset_graph("services").unwrap();
    assert_eq!(services.len(), 20);
    assert!(
        services.names().iter().all(|name| name.len() >= 4),
        "real names"
    );
    for strategy in [Strategy::Pruned, Strategy::ForwardChecking] {
        let five = colouring::solve(&services, 5, strategy, Limits::new(Mode::First)).unwrap();
        assert_eq!(five.status, Status::FirstSolution, "{}", strategy.name());
        let machines = five.solution.unwrap();
        assert!(valid(&services, 5, &machines));
        assert!(colouring::is_colouring(&services, 5, &machines));
        let four = colouring::solve(&services, 4, strategy, Limits::new(Mode::All)).unwrap();
        assert_eq!(four.status, Status::NoSolution, "{}", strategy.name());
    }
    // The lesson's numbers: brute force faces 5^20 ≈ 10^14 full assignments; the check on the
    // way in finds five machines within a few dozen nodes.
    let naive = Strategy::Naive.tree_size(&services, 5).unwrap();
    assert!(naive > 1.0e14 && naive < 1.2e14, "{naive}");
    let pruned =
        colouring::solve(&services, 5, Strategy::Pruned, Limits::new(Mode::First)).unwrap();
    assert_eq!(
        pruned.stats.nodes, 21,
        "five machines without a single backtrack"
    );
    let four = colouring::solve(&services, 4, Strategy::Pruned, Limits::new(Mode::All)).unwrap();
    assert_eq!(four.stats.nodes, 19_133);
    let fc = colouring::solve(
        &services,
        5,
        Strategy::ForwardChecking,
        Limits::new(Mode::First),
    )
    .unwrap();
    assert_eq!(fc.stats.nodes, 21);
    let four = colouring::solve(
        &services,
        4,
        Strategy::ForwardChecking,
        Limits::new(Mode::All),
    )
    .unwrap();
    assert_eq!(
        four.stats.nodes, 113,
        "forward checking proves four too few in 113 nodes"
    );
    let naive_run = colouring::solve(
        &services,
        5,
        Strategy::Naive,
        Limits::new(Mode::First).with_budget(100_000),
    )
    .unwrap();
    assert_eq!(naive_run.status, Status::BudgetExhausted);
}

#[test]
fn every_preset_is_drawn_inside_the_unit_square_with_room_between_vertices() {
    for preset in PRESETS {
        let graph = preset_graph(preset.name).unwrap();
        assert_eq!(graph.len(), preset.vertices.len());
        let points = graph.positions();
        assert!(points
            .iter()
            .all(|p| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y)));
        for (a, p) in points.iter().enumerate() {
            for q in &points[a + 1..] {
                let distance = ((p.x - q.x).powi(2) + (p.y - q.y).powi(2)).sqrt();
                assert!(distance > 0.08, "{}: vertices too close", preset.name);
            }
        }
        // The preset's colours are its chromatic number: enough, and one fewer is not.
        let k = preset.colours;
        let first = colouring::solve(
            &graph,
            k,
            Strategy::ForwardChecking,
            Limits::new(Mode::First),
        );
        assert!(
            valid(&graph, k, &first.unwrap().solution.unwrap()),
            "{}",
            preset.name
        );
        assert_eq!(
            count(&graph, k - 1, Strategy::ForwardChecking),
            0,
            "{}",
            preset.name
        );
    }
}

#[test]
fn naive_walks_its_whole_closed_form_tree() {
    // C5 with 3 colours: every one of the 1 + 3 + … + 3^5 = 364 nodes, a leaf check at each of
    // the 243 full colourings, 30 of which pass.
    let graph = cycle(5);
    let report = colouring::solve(&graph, 3, Strategy::Naive, Limits::new(Mode::All)).unwrap();
    assert_eq!(report.tree_size, Some(364.0));
    assert_eq!(report.stats.nodes, 364);
    assert_eq!(report.stats.leaf_checks, 243);
    assert_eq!(report.stats.solutions, 30);
    assert_eq!(report.stats.nodes_per_depth, vec![1, 3, 9, 27, 81, 243]);
}

#[test]
fn knuths_estimate_of_the_naive_tree_is_its_closed_form() {
    // Every node at one depth has k children, so every probe gives 1 + k + … + k^n exactly.
    let mut estimator = colouring::estimator(&cycle(5), 3, Strategy::Naive, 7).unwrap();
    assert_eq!(estimator.probe().nodes, 364.0);
    let mut pruned = colouring::estimator(&cycle(5), 3, Strategy::Pruned, 7).unwrap();
    pruned.run(2_000);
    let truth = colouring::solve(&cycle(5), 3, Strategy::Pruned, Limits::new(Mode::All))
        .unwrap()
        .stats
        .nodes as f64;
    // 1 + 3 + 6 + 12 + 24 + 30 = 76 nodes; the probes' mean is unbiased, so close to it.
    assert_eq!(truth, 76.0);
    let mean = pruned.nodes(backtracking_lab::search::estimate::Z_95).mean;
    assert!((mean - truth).abs() < 0.02 * truth, "{mean}");
}

#[test]
fn counters_follow_the_engine_semantics() {
    // Pruned on a triangle with 3 colours: the root, 3 first colours, 3·2 second, 3·2·1 third.
    let triangle = complete(3);
    let report = colouring::solve(&triangle, 3, Strategy::Pruned, Limits::new(Mode::All)).unwrap();
    assert_eq!(report.stats.nodes, 1 + 3 + 6 + 6);
    assert_eq!(report.stats.tried, 3 + 3 * 3 + 6 * 3);
    assert_eq!(
        report.stats.rejected,
        report.stats.tried - (report.stats.nodes - 1)
    );
    assert_eq!(report.stats.undos, report.stats.nodes - 1);
    assert_eq!(report.stats.leaf_checks, 0);
    assert_eq!(report.stats.solutions, 6);
    // Forward checking never tries a closed colour: nothing is rejected.
    let fc = colouring::solve(
        &triangle,
        3,
        Strategy::ForwardChecking,
        Limits::new(Mode::All),
    )
    .unwrap();
    assert_eq!(
        (fc.stats.nodes, fc.stats.rejected, fc.stats.solutions),
        (16, 0, 6)
    );
    // Two colours: after two vertices, the third has no colour left.
    let fc2 = colouring::solve(
        &triangle,
        2,
        Strategy::ForwardChecking,
        Limits::new(Mode::All),
    )
    .unwrap();
    assert_eq!((fc2.stats.nodes, fc2.stats.dead_ends), (1 + 2 + 2, 2));
}

#[test]
fn a_pruned_conflict_names_the_neighbour_with_that_colour() {
    let services = preset_graph("services").unwrap();
    let mut search =
        colouring::search(&services, 4, Strategy::Pruned, Limits::new(Mode::All)).unwrap();
    let mut rejections = 0;
    while !search.is_done() {
        if let Event::Reject {
            at,
            value,
            conflict,
        } = search.step()
        {
            rejections += 1;
            let (v, w) = (cell_vertex(at), cell_vertex(conflict.with));
            assert_eq!(conflict.rule, Rule::Edge);
            assert!(
                services.neighbours(v) & 1 << w != 0,
                "the conflict is a neighbour"
            );
            assert_eq!(
                search.problem().colouring()[w],
                Some(value),
                "of that colour"
            );
        }
    }
    assert!(rejections > 0);
}

#[test]
fn forward_checking_colours_the_most_constrained_vertex_next() {
    // A wheel: the hub meets every rim vertex, so once a rim vertex is coloured, the hub and
    // that vertex's rim neighbours see one colour; DSatur breaks the tie by uncoloured degree
    // and goes to the hub.
    let graph =
        Graph::parse("a b\nb c\nc d\nd e\ne a\nhub a\nhub b\nhub c\nhub d\nhub e\n").unwrap();
    let mut search = colouring::search(
        &graph,
        4,
        Strategy::ForwardChecking,
        Limits::new(Mode::First),
    )
    .unwrap();
    let mut order = Vec::new();
    while !search.is_done() {
        if let Event::Place { at, .. } = search.step() {
            order.push(graph.name(cell_vertex(at)).to_string());
        }
    }
    // First the vertex of highest degree (the hub: five uncoloured neighbours); then every rim
    // vertex sees one colour and has two uncoloured neighbours, so the first name wins: a.
    // Then b and e see two colours, tie on one uncoloured neighbour, and b wins by name; then
    // c and e tie again (two colours, one uncoloured neighbour) and c wins; then d before e.
    assert_eq!(order, ["hub", "a", "b", "c", "d", "e"]);
}

#[test]
fn the_parser_names_the_line_of_each_mistake() {
    let cases: [(&str, GraphError, &str); 6] = [
        (
            "a b\n\nc\n",
            GraphError::OneName {
                line: 3,
                name: "c".into(),
            },
            "line 3",
        ),
        (
            "a b\na b c\n",
            GraphError::TooManyNames { line: 2, count: 3 },
            "line 2",
        ),
        (
            "# services\nauth billing\nweb front!\n",
            GraphError::BadCharacter {
                line: 3,
                column: 10,
                character: '!',
            },
            "line 3, column 10",
        ),
        (
            "a b\nb b # oops\n",
            GraphError::SelfLoop {
                line: 2,
                name: "b".into(),
            },
            "line 2",
        ),
        ("\n# nothing\n", GraphError::NoEdges, "no edges"),
        (
            &(0..33).map(|i| format!("a{i} b{i}\n")).collect::<String>(),
            GraphError::TooManyVertices {
                line: 33,
                name: "a32".into(),
            },
            "line 33",
        ),
    ];
    for (text, error, words) in cases {
        assert_eq!(Graph::parse(text), Err(error.clone()));
        assert!(error.to_string().contains(words), "{error}");
    }
    // Names may hold letters of any script, digits, _ and -; comments may follow an edge.
    let graph = Graph::parse("search-index cache_2 # memory\nкэш 缓存\n").unwrap();
    assert_eq!(graph.names(), ["search-index", "cache_2", "кэш", "缓存"]);
    // An edge written twice, either way round, is one edge.
    assert_eq!(Graph::parse("a b\nb a\na b\n").unwrap().edges(), [(0, 1)]);
}

#[test]
fn the_number_of_colours_must_be_between_1_and_64() {
    let graph = cycle(4);
    for k in [0, 65] {
        let error =
            colouring::solve(&graph, k, Strategy::Pruned, Limits::new(Mode::First)).unwrap_err();
        assert_eq!(
            error,
            ColouringError::ColoursOutOfRange { colours: k as i64 }
        );
        assert!(error.to_string().contains("between 1 and 64"));
    }
    assert!(colouring::colour_count(-3).is_err());
    assert_eq!(count(&complete(3), 64, Strategy::Pruned), 64 * 63 * 62);
    assert!(preset_graph("europe")
        .unwrap_err()
        .to_string()
        .contains("services"));
}

#[test]
fn custom_layouts_are_deterministic_and_legible() {
    for graph in [
        cycle(6),
        complete(5),
        tree(&[0, 0, 1, 1, 2, 2]),
        preset_graph("petersen").unwrap(),
    ] {
        let text = graph.to_text();
        let again = Graph::parse(&text).unwrap();
        let (first, second) = (Graph::parse(&text).unwrap(), again);
        assert_eq!(first.positions(), second.positions());
        let points = first.positions();
        for (a, p) in points.iter().enumerate() {
            assert!(
                (0.08..=0.92).contains(&p.x) && (0.08..=0.92).contains(&p.y),
                "{p:?}"
            );
            for q in &points[a + 1..] {
                assert!(((p.x - q.x).powi(2) + (p.y - q.y).powi(2)).sqrt() > 0.1);
            }
        }
    }
    // A 64-vertex graph lays out too, every vertex apart from the others.
    let big: String = (0..64)
        .map(|i| format!("v{i} v{}\n", (i * 7 + 3) % 64))
        .collect();
    let big = Graph::parse(&big).unwrap();
    assert_eq!(big.len(), 64);
    let points = big.positions();
    for (a, p) in points.iter().enumerate() {
        for q in &points[a + 1..] {
            assert!(((p.x - q.x).powi(2) + (p.y - q.y).powi(2)).sqrt() > 0.04);
        }
    }
}

/// A random graph on up to 7 vertices: each possible edge present or not (vertices named by
/// number; only those on some edge exist).
fn random_graph() -> impl proptest::strategy::Strategy<Value = Graph> {
    proptest::collection::vec(any::<bool>(), 21).prop_filter_map("no edges", |present| {
        let mut text = String::new();
        let mut index = 0;
        for a in 0..7 {
            for b in a + 1..7 {
                if present[index] {
                    text += &format!("{a} {b}\n");
                }
                index += 1;
            }
        }
        Graph::parse(&text).ok()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn strategies_agree_with_brute_force_and_every_colouring_is_valid(
        graph in random_graph(), k in 1usize..=4,
    ) {
        let expected = brute_force_count(&graph, k as u64);
        let mut sets = Vec::new();
        for strategy in Strategy::ALL {
            let search = colouring::search(&graph, k, strategy, Limits::new(Mode::All)).unwrap();
            let found = colourings(search);
            prop_assert_eq!(found.len() as u64, expected, "{}", strategy.name());
            for colouring in &found {
                prop_assert!(valid(&graph, k, colouring));
            }
            let set: BTreeSet<Vec<u8>> = found.into_iter().collect();
            prop_assert_eq!(set.len() as u64, expected, "no colouring twice");
            sets.push(set);
        }
        prop_assert_eq!(&sets[0], &sets[1]);
        prop_assert_eq!(&sets[0], &sets[2]);
    }

    #[test]
    fn trees_count_as_k_times_k_minus_1_to_the_n_minus_1(
        choices in proptest::collection::vec(any::<u16>(), 1..9), k in 1i64..=4,
    ) {
        let parents: Vec<usize> = choices.iter().enumerate().map(|(i, &c)| c as usize % (i + 1)).collect();
        let graph = tree(&parents);
        let expected = k * (k - 1).pow(parents.len() as u32);
        for strategy in Strategy::ALL {
            prop_assert_eq!(count(&graph, k as usize, strategy) as i64, expected);
        }
    }

    #[test]
    fn a_first_solution_is_valid_and_a_budget_is_kept(
        graph in random_graph(), k in 1usize..=4, s in 0usize..3, budget in 1u64..200,
    ) {
        let strategy = Strategy::ALL[s];
        let report = colouring::solve(&graph, k, strategy, Limits::new(Mode::First).with_budget(budget)).unwrap();
        if let Some(colouring) = &report.solution {
            prop_assert!(valid(&graph, k, colouring));
        }
        prop_assert!(report.stats.nodes <= budget);
        prop_assert_eq!(report.stats.nodes_per_depth.iter().sum::<u64>(), report.stats.nodes);
    }
}
