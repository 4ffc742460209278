//! Graph colouring: give each vertex one of `k` colours so that no edge joins two vertices of
//! the same colour (twenty services on five machines, no conflicting pair on one machine).
//!
//! The decision point is a vertex; its candidates are the colours, tried in order 0, 1, ….
//! `Naive` and `Pruned` colour the vertices in the graph's order (the order their names first
//! appear) and differ only in when they check: at the bottom, every edge of the full
//! colouring, or on the way in, the vertex's coloured neighbours, so a conflict cuts the whole
//! subtree and names the neighbour. `ForwardChecking` keeps, for every uncoloured vertex, the
//! colours still open to it, colours the most constrained vertex next (Brélaz's DSatur order)
//! and backtracks as soon as some vertex has no colour left. [`Graph`] is the instance,
//! [`Colouring`] the graph plus one strategy's rules as the search loop of [`crate::search`]
//! needs them; [`search`] and [`solve`] are the entry points. A vertex appears in events as
//! the square [`vertex_cell`]: row 0, column = the vertex's number.

mod graph;
pub mod lane;

pub use graph::{
    circle_layout, force_layout, preset, Graph, GraphError, Point, Preset, AUSTRALIA, MAX_VERTICES,
    PETERSEN, PRESETS, SERVICES,
};
pub use lane::GraphColouring;

use std::sync::Arc;

use crate::search::estimate::Estimator;
use crate::search::Report;
use crate::search::{Cell, Clash, Conflict, Limits, Next, Problem, Rule, Search};

/// The most colours a search may use: a vertex's candidates are one 64-bit set.
pub const MAX_COLOURS: usize = 64;

/// How the search chooses the next vertex and checks a colour.
///
/// | strategy | next vertex | colours tried | checked |
/// |---|---|---|---|
/// | `Naive` | the graph's order | all `k` | at the bottom: every edge of the full colouring |
/// | `Pruned` | the graph's order | all `k` | before colouring: the vertex's coloured neighbours |
/// | `ForwardChecking` | most distinct neighbour colours, then most uncoloured neighbours, then first name | those no neighbour has | no colour left for some vertex: backtrack at once |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    Naive,
    Pruned,
    ForwardChecking,
}

impl Strategy {
    pub const ALL: [Strategy; 3] = [Strategy::Naive, Strategy::Pruned, Strategy::ForwardChecking];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Naive => "naive",
            Strategy::Pruned => "pruned",
            Strategy::ForwardChecking => "forward-checking",
        }
    }

    pub fn from_name(name: &str) -> Option<Strategy> {
        Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == name)
    }

    /// One line on what the strategy does, for help texts.
    pub fn summary(self) -> &'static str {
        match self {
            Strategy::Naive => "colour every vertex, check the edges at the bottom",
            Strategy::Pruned => "check a vertex's coloured neighbours before colouring it",
            Strategy::ForwardChecking => {
                "keep each vertex's open colours; the most constrained vertex next (DSatur)"
            }
        }
    }

    /// The number of nodes this strategy visits when it walks its whole tree, where a closed
    /// form is known: `1 + k + k² + … + k^n` for naive (`n` vertices, `k` colours).
    pub fn tree_size(self, graph: &Graph, colours: usize) -> Option<f64> {
        match self {
            Strategy::Naive => Some(
                (0..=graph.len())
                    .map(|depth| (colours as f64).powi(depth as i32))
                    .sum(),
            ),
            Strategy::Pruned | Strategy::ForwardChecking => None,
        }
    }
}

/// Why a colouring cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColouringError {
    /// The text is not a graph.
    Graph(GraphError),
    ColoursOutOfRange {
        colours: i64,
    },
    /// No preset has this name.
    UnknownPreset {
        name: String,
    },
}

impl std::fmt::Display for ColouringError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ColouringError::Graph(error) => error.fmt(f),
            ColouringError::ColoursOutOfRange { colours } => write!(
                f,
                "the number of colours must be between 1 and {MAX_COLOURS}, got {colours}"
            ),
            ColouringError::UnknownPreset { name } => {
                let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
                write!(
                    f,
                    "no preset graph is called {name:?}; the presets are {}",
                    names.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for ColouringError {}

impl From<GraphError> for ColouringError {
    fn from(error: GraphError) -> ColouringError {
        ColouringError::Graph(error)
    }
}

/// Checks a number of colours given by a person.
pub fn colour_count(colours: i64) -> Result<usize, ColouringError> {
    if (1..=MAX_COLOURS as i64).contains(&colours) {
        Ok(colours as usize)
    } else {
        Err(ColouringError::ColoursOutOfRange { colours })
    }
}

/// The graph of a preset named by a person.
pub fn preset_graph(name: &str) -> Result<Graph, ColouringError> {
    preset(name)
        .map(Graph::preset)
        .ok_or_else(|| ColouringError::UnknownPreset {
            name: name.to_string(),
        })
}

/// The square that stands for `vertex` in events: row 0, column `vertex`.
pub fn vertex_cell(vertex: usize) -> Cell {
    Cell::new(0, vertex as u8)
}

/// The vertex an event's square stands for.
pub fn cell_vertex(cell: Cell) -> usize {
    cell.col as usize
}

/// How urgently DSatur wants a vertex coloured, compared field by field: distinct colours
/// among its neighbours, then uncoloured neighbours, then the earlier name.
type Urgency = (u32, u32, std::cmp::Reverse<u8>);

/// Marks an uncoloured vertex.
const NONE: u8 = u8::MAX;

/// The positions of the set bits of `set`, lowest first.
fn members(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let bit = set.trailing_zeros() as usize;
            set &= set - 1;
            bit
        })
    })
}

/// The graph, the colours, and the rules of one strategy.
///
/// Invariants: `colour[v]` is the colour placed on `v`, or `NONE`; `uncoloured` is the set of
/// vertices without one; `seen[w * MAX_COLOURS + c]` counts the neighbours of `w` coloured `c`,
/// and `taken[w]` has bit `c` set exactly when that count is not 0 (forward checking: the
/// colours closed to `w`).
#[derive(Clone, Debug)]
pub struct Colouring {
    graph: Arc<Graph>,
    colours: usize,
    strategy: Strategy,
    colour: Vec<u8>,
    uncoloured: u64,
    /// How many vertices are coloured (the simple strategies colour vertex `filled` next).
    filled: usize,
    seen: Vec<u8>,
    taken: Vec<u64>,
    /// Each vertex's place when the names are sorted: DSatur's last tie-break.
    name_rank: Vec<u8>,
}

impl Colouring {
    pub fn new(
        graph: Graph,
        colours: usize,
        strategy: Strategy,
    ) -> Result<Colouring, ColouringError> {
        let colours = colour_count(colours as i64)?;
        let n = graph.len();
        let mut by_name: Vec<usize> = (0..n).collect();
        by_name.sort_by(|&a, &b| graph.name(a).cmp(graph.name(b)));
        let mut name_rank = vec![0; n];
        for (rank, &v) in by_name.iter().enumerate() {
            name_rank[v] = rank as u8;
        }
        Ok(Colouring {
            colours,
            strategy,
            colour: vec![NONE; n],
            uncoloured: if n == 64 { u64::MAX } else { (1 << n) - 1 },
            filled: 0,
            seen: vec![0; n * MAX_COLOURS],
            taken: vec![0; n],
            name_rank,
            graph: Arc::new(graph),
        })
    }

    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The number of colours `k`.
    pub fn colours(&self) -> usize {
        self.colours
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// Each vertex's colour so far, in vertex order: `Some(c)` with `c` in `0..k`, or `None`.
    pub fn colouring(&self) -> Vec<Option<u8>> {
        self.colour
            .iter()
            .map(|&c| (c != NONE).then_some(c))
            .collect()
    }

    /// The colours no coloured neighbour of `vertex` has (forward checking keeps these).
    pub fn open_colours(&self, vertex: usize) -> u64 {
        self.every_colour() & !self.taken[vertex]
    }

    fn every_colour(&self) -> u64 {
        if self.colours == 64 {
            u64::MAX
        } else {
            (1 << self.colours) - 1
        }
    }

    /// The first coloured neighbour of `vertex` (in vertex order) that has `colour`: one
    /// comparison per coloured neighbour scanned.
    fn scan_neighbours(
        &self,
        vertex: usize,
        colour: u8,
        comparisons: &mut u64,
    ) -> Option<Conflict> {
        let coloured = self.graph.neighbours(vertex) & !self.uncoloured;
        for neighbour in members(coloured) {
            *comparisons += 1;
            if self.colour[neighbour] == colour {
                return Some(Conflict {
                    rule: Rule::Edge,
                    with: vertex_cell(neighbour),
                });
            }
        }
        None
    }

    /// DSatur: among the uncoloured vertices, a vertex with no colour left is a dead end (the
    /// first found, in vertex order); otherwise the one with the most distinct colours among
    /// its neighbours, then the most uncoloured neighbours, then the first name. One
    /// comparison per vertex examined.
    fn most_constrained(&self, comparisons: &mut u64) -> Next {
        let mut best: Option<(usize, Urgency)> = None;
        for vertex in members(self.uncoloured) {
            *comparisons += 1;
            let open = self.open_colours(vertex);
            if open == 0 {
                return Next::DeadEnd { slot: vertex };
            }
            let key = (
                self.taken[vertex].count_ones(),
                (self.graph.neighbours(vertex) & self.uncoloured).count_ones(),
                std::cmp::Reverse(self.name_rank[vertex]),
            );
            if best.is_none_or(|(_, best_key)| key > best_key) {
                best = Some((vertex, key));
            }
        }
        match best {
            Some((slot, _)) => Next::Branch {
                slot,
                candidates: self.open_colours(slot),
            },
            None => Next::Full,
        }
    }
}

impl Problem for Colouring {
    /// A colour in `0..k` for each vertex, in vertex order.
    type Solution = Vec<u8>;

    #[inline(always)]
    fn next(&mut self, comparisons: &mut u64) -> Next {
        match self.strategy {
            Strategy::ForwardChecking => self.most_constrained(comparisons),
            Strategy::Naive | Strategy::Pruned => {
                if self.filled == self.graph.len() {
                    Next::Full
                } else {
                    Next::Branch {
                        slot: self.filled,
                        candidates: self.every_colour(),
                    }
                }
            }
        }
    }

    #[inline(always)]
    fn check(&self, vertex: usize, colour: u8, comparisons: &mut u64) -> Option<Conflict> {
        match self.strategy {
            Strategy::Pruned => self.scan_neighbours(vertex, colour, comparisons),
            // Naive checks at the bottom; forward checking offered open colours only.
            Strategy::Naive | Strategy::ForwardChecking => None,
        }
    }

    #[inline(always)]
    fn place(&mut self, vertex: usize, colour: u8) {
        debug_assert_eq!(self.colour[vertex], NONE);
        self.colour[vertex] = colour;
        self.uncoloured &= !(1 << vertex);
        self.filled += 1;
        if self.strategy == Strategy::ForwardChecking {
            // Close this colour to every neighbour: the "forward" part of forward checking.
            for neighbour in members(self.graph.neighbours(vertex)) {
                self.seen[neighbour * MAX_COLOURS + colour as usize] += 1;
                self.taken[neighbour] |= 1 << colour;
            }
        }
    }

    #[inline(always)]
    fn undo(&mut self, vertex: usize, colour: u8) {
        debug_assert_eq!(self.colour[vertex], colour);
        self.colour[vertex] = NONE;
        self.uncoloured |= 1 << vertex;
        self.filled -= 1;
        if self.strategy == Strategy::ForwardChecking {
            for neighbour in members(self.graph.neighbours(vertex)) {
                let count = &mut self.seen[neighbour * MAX_COLOURS + colour as usize];
                *count -= 1;
                // Another neighbour may still hold the colour: reopen it only if none does.
                if *count == 0 {
                    self.taken[neighbour] &= !(1 << colour);
                }
            }
        }
    }

    fn checks_leaves(&self) -> bool {
        self.strategy == Strategy::Naive
    }

    /// Every edge, in the graph's order: one comparison per edge, up to the first whose ends
    /// share a colour.
    fn leaf_check(&self, comparisons: &mut u64) -> Option<Clash> {
        for &(a, b) in self.graph.edges() {
            *comparisons += 1;
            if self.colour[a as usize] == self.colour[b as usize] {
                return Some(Clash {
                    rule: Rule::Edge,
                    first: vertex_cell(a as usize),
                    second: vertex_cell(b as usize),
                });
            }
        }
        None
    }

    fn square(&self, vertex: usize, _colour: u8) -> Cell {
        vertex_cell(vertex)
    }

    fn solution(&self) -> Vec<u8> {
        self.colour.clone()
    }
}

/// A search for colourings of `graph` with `colours` colours by one strategy, ready to step.
pub fn search(
    graph: &Graph,
    colours: usize,
    strategy: Strategy,
    limits: Limits,
) -> Result<Search<Colouring>, ColouringError> {
    Ok(Search::new(
        Colouring::new(graph.clone(), colours, strategy)?,
        limits,
    ))
}

/// Runs a search to the end.
pub fn solve(
    graph: &Graph,
    colours: usize,
    strategy: Strategy,
    limits: Limits,
) -> Result<Report<Vec<u8>>, ColouringError> {
    let mut search = search(graph, colours, strategy, limits)?;
    search.run();
    Ok(Report::of(&search, strategy.tree_size(graph, colours)))
}

/// Knuth's estimator of the size of one strategy's tree (see [`crate::search::estimate`]),
/// before its first probe; the same `seed` gives the same probes.
pub fn estimator(
    graph: &Graph,
    colours: usize,
    strategy: Strategy,
    seed: u64,
) -> Result<Estimator<Colouring>, ColouringError> {
    Ok(Estimator::new(
        Colouring::new(graph.clone(), colours, strategy)?,
        seed,
    ))
}

/// Whether `colouring` gives every vertex of `graph` one of `colours` colours with no edge
/// joining two of the same: an independent check for tests and the page, sharing no code
/// with the strategies.
pub fn is_colouring(graph: &Graph, colours: usize, colouring: &[u8]) -> bool {
    colouring.len() == graph.len()
        && colouring.iter().all(|&c| (c as usize) < colours)
        && graph
            .edges()
            .iter()
            .all(|&(a, b)| colouring[a as usize] != colouring[b as usize])
}
