//! The search tree a run walks, rebuilt from its events so that the page can draw it.
//!
//! A [`Tree`] reads a run's [`Event`]s in order, each with its step index (the value of
//! [`Search::steps`] once the event has been returned: the first event is step 1, and the root
//! is "step 0"). Each `Place` becomes a [`Node`] (the root is node 0, so there are exactly as
//! many nodes as the search's `nodes` counter); each `Reject` becomes a [`Stub`], a candidate
//! cut off before descending, with the rule and the piece it collides with; failed leaf
//! checks, dead ends and solutions are marked on the node where they happened. A stub also
//! carries the size of the subtree its cut saved, measured in a [`Reference`] tree: the same
//! search without its checks (for pruned and occupancy queens, and pruned Sudoku, the naive
//! tree). Every node of the reference tree is then either a node of the real tree or in the
//! saved subtree of exactly one stub (the first cut on its path), so the real nodes plus the
//! saved sizes add up to the reference tree's size. The tree is meant for small instances
//! (queens up to n = 7, 4×4 Sudoku); past a limit it stops growing and says so.

use serde::Serialize;

use super::{Cell, Clash, Conflict, Event, Problem, Rule, Search, Status};

/// The tree a search would walk without its checks, described by the number of children a
/// node has at each depth: `branching[d]` for a node with `d` placements (none at the last
/// depth). It prices what a cut saves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Reference {
    branching: Vec<u64>,
    /// `nodes[d]`: the nodes of the subtree below and including one node at depth `d`.
    nodes: Vec<f64>,
    /// `leaves[d]`: the full boards in that subtree.
    leaves: Vec<f64>,
}

impl Reference {
    /// A reference tree whose nodes at depth `d` have `branching[d]` children; the leaves
    /// are at depth `branching.len()`.
    pub fn new(branching: Vec<u64>) -> Reference {
        let depth = branching.len();
        let mut nodes = vec![1.0; depth + 1];
        let mut leaves = vec![1.0; depth + 1];
        for d in (0..depth).rev() {
            nodes[d] = 1.0 + branching[d] as f64 * nodes[d + 1];
            leaves[d] = branching[d] as f64 * leaves[d + 1];
        }
        Reference {
            branching,
            nodes,
            leaves,
        }
    }

    /// The naive tree of any puzzle: `choices` values in each of `levels` slots (queens:
    /// `n` columns in `n` rows; Sudoku: the digits in each empty cell).
    pub fn uniform(choices: u64, levels: usize) -> Reference {
        Reference::new(vec![choices; levels])
    }

    /// The permutation tree of `n` queens: the k-th row (from 0) has `n - k` columns left.
    pub fn falling(n: u64) -> Reference {
        Reference::new((1..=n).rev().collect())
    }

    /// The number of children a node at `depth` has.
    pub fn branching(&self) -> &[u64] {
        &self.branching
    }

    /// The nodes of the whole reference tree.
    pub fn size(&self) -> f64 {
        self.nodes[0]
    }

    /// The nodes in the subtree of one node at `depth`, that node included; 0 past the last
    /// depth.
    pub fn subtree_nodes(&self, depth: usize) -> f64 {
        self.nodes.get(depth).copied().unwrap_or(0.0)
    }

    /// The full boards (leaves) in the subtree of one node at `depth`; 0 past the last depth.
    pub fn subtree_leaves(&self, depth: usize) -> f64 {
        self.leaves.get(depth).copied().unwrap_or(0.0)
    }
}

/// How the search left a node, if it ended there rather than by trying all its children.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum End {
    /// A solution is on the board (after a passed leaf check, if the strategy checks).
    Solution { step: u64 },
    /// The full board failed the strategy's check at the bottom.
    FailedCheck { clash: Clash, step: u64 },
    /// The square chosen next had no candidate.
    DeadEnd { at: Cell, step: u64 },
    /// A digit had no place left in a unit (propagation).
    NoPlace {
        at: Cell,
        value: u8,
        unit: Rule,
        step: u64,
    },
}

/// A value placed by propagation without a guess, while the search stood at a node.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Forced {
    pub at: Cell,
    pub value: u8,
    /// The step that placed it.
    pub step: u64,
    /// The step that took it back, if one has.
    pub left: Option<u64>,
}

/// A partial assignment the search visited: the root, or one placement below its parent.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Node {
    /// `None` for the root.
    pub parent: Option<usize>,
    /// The number of guesses on its path (the root is 0).
    pub depth: u32,
    /// The square and value placed; `None` and 0 for the root.
    pub at: Option<Cell>,
    pub value: u8,
    /// The step of its `Place` event (0 for the root): replaying this many steps from a new
    /// search shows exactly this node's path on the board.
    pub step: u64,
    /// The step of the `Undo` that took it back, if one has.
    pub left: Option<u64>,
    /// Its placed children, in the order visited.
    pub children: Vec<usize>,
    /// Its cut candidates, as indices into the tree's stubs, in the order tried.
    pub stubs: Vec<usize>,
    /// Values forced while the search stood here (propagation).
    pub forced: Vec<Forced>,
    /// How the search left it, if not by exhausting its candidates.
    pub end: Option<End>,
    /// For a program's call: what it chose, in a few characters (`+3`, `i=2`), and the whole
    /// call with its arguments, where the puzzle's placement does not say it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<Box<Label>>,
}

/// What a program's call chose and how it was called (see [`Node::label`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Label {
    pub chose: String,
    pub call: String,
    /// What the call returned, as Python writes it, once it has returned (None, a bool or a
    /// whole number; nothing for other values).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returned: Option<String>,
    /// Or, for a list, a tuple, a set, a dict or a string, its kind and how many items.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returned_items: Option<ReturnedItems>,
}

/// A collection a call returned: its kind (`list`, `tuple`, `set`, `dict`, `str`) and its
/// length.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ReturnedItems {
    pub kind: &'static str,
    pub count: u32,
}

/// A candidate rejected before descending: drawn as a short cut branch.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Stub {
    /// The node it was tried below.
    pub parent: usize,
    /// The depth it would have had as a node.
    pub depth: u32,
    pub at: Cell,
    pub value: u8,
    /// The rule it breaks and the piece it collides with.
    pub conflict: Conflict,
    /// The step of its `Reject` event.
    pub step: u64,
    /// The nodes of its subtree in the reference tree, itself included: what the cut saved.
    /// For queens cut at depth k of n against the naive tree: 1 + n + … + n^(n−k).
    pub saved_nodes: f64,
    /// The full boards in that subtree (the lessons' count: n^(n−k) for the naive tree,
    /// (n−k)! for the permutation tree).
    pub saved_leaves: f64,
    /// For a program's cut: the line of the last step before the loop went on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
}

/// The tree of one run, as far as its events have been read.
///
/// ```
/// use backtracking_lab::queens::{self, Strategy};
/// use backtracking_lab::search::tree::{Reference, Tree};
/// use backtracking_lab::search::{Limits, Mode};
///
/// // Four queens, pruned: 17 nodes (the root included) and 44 cut candidates, which together
/// // account for the naive tree's 341 nodes.
/// let search = queens::search(4, Strategy::Pruned, Limits::new(Mode::All)).unwrap();
/// let tree = Tree::record(search, Reference::uniform(4, 4), 10_000);
/// assert_eq!((tree.nodes().len(), tree.stubs().len()), (17, 44));
/// assert_eq!(17.0 + tree.saved_nodes(), 341.0);
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct Tree {
    nodes: Vec<Node>,
    stubs: Vec<Stub>,
    reference: Reference,
    /// The most nodes plus stubs kept (not serialized: "no limit" is larger than JavaScript's
    /// safe integers).
    #[serde(skip)]
    limit: usize,
    /// Whether the limit stopped the tree from growing (later events were not read).
    truncated: bool,
    /// How the run ended, once its `End` event has been read.
    status: Option<Status>,
    /// The step of the last event read.
    last_step: u64,
    /// The placements on the board, oldest first: `Some(node)` for a guess, `None` for a
    /// forced value, so that each `Undo` finds what it takes back.
    #[serde(skip)]
    trail: Vec<Option<usize>>,
    /// The node the search stands at.
    #[serde(skip)]
    current: usize,
}

impl Tree {
    /// A tree holding only the root; it keeps at most `limit` nodes plus stubs.
    pub fn new(reference: Reference, limit: usize) -> Tree {
        let root = Node {
            parent: None,
            depth: 0,
            at: None,
            value: 0,
            step: 0,
            left: None,
            children: Vec::new(),
            stubs: Vec::new(),
            forced: Vec::new(),
            end: None,
            label: None,
        };
        Tree {
            nodes: vec![root],
            stubs: Vec::new(),
            reference,
            limit,
            truncated: false,
            status: None,
            last_step: 0,
            trail: Vec::new(),
            current: 0,
        }
    }

    /// Steps `search` to its end (or until the limit is reached), reading every event.
    pub fn record<P: Problem>(mut search: Search<P>, reference: Reference, limit: usize) -> Tree {
        let mut tree = Tree::new(reference, limit);
        while !search.is_done() && !tree.truncated {
            let event = search.step();
            tree.push(search.steps(), &event);
        }
        tree
    }

    /// Reads the event returned at `step`; steps must come in order, none before the last (a
    /// program lane's tree may have two at one step: a call that returns, and the next call).
    pub fn push(&mut self, step: u64, event: &Event) {
        debug_assert!(step >= self.last_step, "events are read in order");
        if self.truncated {
            return;
        }
        let grows = matches!(event, Event::Place { .. } | Event::Reject { .. });
        if grows && self.nodes.len() + self.stubs.len() >= self.limit {
            // Stop here rather than keep a tree whose later part is missing pieces.
            self.truncated = true;
            return;
        }
        self.last_step = step;
        let current = self.current;
        match *event {
            Event::Try { .. } => {} // the candidate becomes a node or a stub next step
            Event::Reject {
                at,
                value,
                conflict,
            } => {
                let depth = self.nodes[current].depth + 1;
                self.nodes[current].stubs.push(self.stubs.len());
                self.stubs.push(Stub {
                    parent: current,
                    depth,
                    at,
                    value,
                    conflict,
                    step,
                    saved_nodes: self.reference.subtree_nodes(depth as usize),
                    saved_leaves: self.reference.subtree_leaves(depth as usize),
                    line: None,
                });
            }
            Event::Place { at, value } => {
                let id = self.nodes.len();
                self.nodes[current].children.push(id);
                self.nodes.push(Node {
                    parent: Some(current),
                    depth: self.nodes[current].depth + 1,
                    at: Some(at),
                    value,
                    step,
                    left: None,
                    children: Vec::new(),
                    stubs: Vec::new(),
                    forced: Vec::new(),
                    end: None,
                    label: None,
                });
                self.trail.push(Some(id));
                self.current = id;
            }
            Event::Forced { at, value, .. } => {
                self.nodes[current].forced.push(Forced {
                    at,
                    value,
                    step,
                    left: None,
                });
                self.trail.push(None);
            }
            Event::Undo { at, value } => match self.trail.pop() {
                Some(Some(id)) => {
                    self.nodes[id].left = Some(step);
                    self.current = self.nodes[id].parent.expect("the root is never undone");
                }
                Some(None) => {
                    // Forced values are taken back before the guess they followed, newest
                    // first; the node the search stands at holds them.
                    let forced = self.nodes[current]
                        .forced
                        .iter_mut()
                        .rev()
                        .find(|f| f.left.is_none() && f.at == at && f.value == value)
                        .expect("an undone forced value was forced here");
                    forced.left = Some(step);
                }
                None => debug_assert!(false, "an undo with nothing on the board"),
            },
            Event::DeadEnd { at } => self.nodes[current].end = Some(End::DeadEnd { at, step }),
            Event::NoPlace { at, value, unit } => {
                self.nodes[current].end = Some(End::NoPlace {
                    at,
                    value,
                    unit,
                    step,
                })
            }
            Event::LeafCheck { clash: Some(clash) } => {
                self.nodes[current].end = Some(End::FailedCheck { clash, step })
            }
            Event::LeafCheck { clash: None } => {} // the solution follows
            Event::Solution => self.nodes[current].end = Some(End::Solution { step }),
            Event::End { status } => self.status = Some(status),
        }
    }

    /// Stops the tree growing, as its limit does: what follows is not read.
    pub fn stop(&mut self) {
        self.truncated = true;
    }

    /// The nodes, the root first, in the order visited (so their steps increase).
    /// A program's loop pass that made no call, at `step`: a cut below the node the search
    /// stands at, skipped at `line`.
    pub fn cut_at_line(&mut self, step: u64, line: u32) {
        let at = Cell { row: 0, col: 0 };
        let conflict = Conflict {
            rule: Rule::Condition,
            with: at,
        };
        self.push(
            step,
            &Event::Reject {
                at,
                value: 0,
                conflict,
            },
        );
        if let Some(stub) = self.stubs.last_mut().filter(|stub| stub.step == step) {
            stub.line = Some(line);
        }
    }

    /// A program's call answered from its cache, at `step`: a stub below the node the search
    /// stands at, which saved `saved` calls (0: not known).
    pub fn cached(&mut self, step: u64, saved: u32) {
        let at = Cell { row: 0, col: 0 };
        let conflict = Conflict {
            rule: Rule::Cached,
            with: at,
        };
        let rejected = Event::Reject {
            at,
            value: 0,
            conflict,
        };
        self.push(step, &rejected);
        if let Some(stub) = self.stubs.last_mut().filter(|stub| stub.step == step) {
            stub.saved_nodes = f64::from(saved);
        }
    }

    /// The node the search stands at, as far as the events read.
    pub fn standing(&self) -> &Node {
        &self.nodes[self.current]
    }

    /// Labels the node the search stands at (a program's call: see [`Node::label`]).
    pub fn label_current(&mut self, label: Label) {
        if !self.truncated {
            self.nodes[self.current].label = Some(Box::new(label));
        }
    }

    /// Says what the call the search stands at returned, as it returns (see [`Label::returned`]).
    pub fn returned(&mut self, value: String) {
        if let Some(label) = &mut self.nodes[self.current].label {
            label.returned = Some(value);
        }
    }

    /// Says that the call the search stands at returned a collection (see
    /// [`Label::returned_items`]).
    pub fn returned_items(&mut self, items: ReturnedItems) {
        if let Some(label) = &mut self.nodes[self.current].label {
            label.returned_items = Some(items);
        }
    }

    /// Labels the root (a program's outermost call).
    pub fn root_label(&mut self, label: Label) {
        self.nodes[0].label = Some(Box::new(label));
    }

    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The cut candidates, in the order rejected.
    pub fn stubs(&self) -> &[Stub] {
        &self.stubs
    }

    pub fn reference(&self) -> &Reference {
        &self.reference
    }

    /// Whether the limit stopped the tree early: then only steps up to
    /// [`last_step`](Tree::last_step) are described.
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// How the run ended, once its `End` event has been read.
    pub fn status(&self) -> Option<Status> {
        self.status
    }

    /// The step of the last event read.
    pub fn last_step(&self) -> u64 {
        self.last_step
    }

    /// The total of what the cuts saved, in reference nodes.
    pub fn saved_nodes(&self) -> f64 {
        self.stubs.iter().map(|stub| stub.saved_nodes).sum()
    }

    /// The node the search stood at after `step` steps.
    pub fn current_at(&self, step: u64) -> usize {
        // Nodes are numbered in the order visited: the last one visited by `step`, or the
        // nearest of its ancestors not yet taken back, is where the search stands.
        let visited = self.nodes.partition_point(|node| node.step <= step);
        let mut id = visited - 1; // the root (step 0) is always visited
        while self.nodes[id].left.is_some_and(|left| left <= step) {
            id = self.nodes[id].parent.expect("the root is never taken back");
        }
        id
    }

    /// The nodes from the root down to `id`.
    pub fn path(&self, id: usize) -> Vec<usize> {
        let mut path = vec![id];
        let mut id = id;
        while let Some(parent) = self.nodes[id].parent {
            path.push(parent);
            id = parent;
        }
        path.reverse();
        path
    }

    /// The current path after `step` steps: the root first, the current node last.
    pub fn path_at(&self, step: u64) -> Vec<usize> {
        self.path(self.current_at(step))
    }
}
