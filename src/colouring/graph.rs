//! A graph to colour: named vertices, the edges between them, and where to draw each vertex.
//!
//! A custom graph is typed as an edge list, one `a b` pair a line; `#` starts a comment and
//! blank lines are skipped. Vertices are numbered in the order their names first appear, and
//! that order is the one the simple strategies colour them in. Every vertex comes from an
//! edge, so a custom graph has no isolated vertex; a preset ([`PRESETS`]) may have one
//! (Tasmania). Presets carry their own drawing coordinates; a custom graph is laid out by
//! [`force_layout`], deterministically, so the page and the command line draw it alike.

use serde::Serialize;

/// The most vertices a graph may have: a vertex's neighbours are one 64-bit set.
pub const MAX_VERTICES: usize = 64;

/// Where a vertex is drawn: `x` from the left, `y` from the top, both from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

/// Why a text is not a graph. Lines count from 1, columns (in characters) from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// A line names one vertex: an edge needs two.
    OneName { line: usize, name: String },
    /// A line names more than two vertices.
    TooManyNames { line: usize, count: usize },
    /// A name holds a character other than a letter, a digit, `_` or `-`.
    BadCharacter {
        line: usize,
        column: usize,
        character: char,
    },
    /// An edge joins a vertex to itself: no colouring could ever satisfy it.
    SelfLoop { line: usize, name: String },
    /// The line names a vertex beyond the 64th.
    TooManyVertices { line: usize, name: String },
    /// The text holds no edge at all.
    NoEdges,
}

impl std::fmt::Display for GraphError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GraphError::OneName { line, name } => write!(
                f,
                "line {line}: {name:?} is alone; write an edge as two names, like \"a b\""
            ),
            GraphError::TooManyNames { line, count } => write!(
                f,
                "line {line}: {count} names; write one edge a line, as two names"
            ),
            GraphError::BadCharacter {
                line,
                column,
                character,
            } => write!(
                f,
                "line {line}, column {column}: {character:?} cannot be in a name (letters, digits, _ and - can)"
            ),
            GraphError::SelfLoop { line, name } => write!(
                f,
                "line {line}: {name:?} is joined to itself, so no colouring is possible"
            ),
            GraphError::TooManyVertices { line, name } => write!(
                f,
                "line {line}: {name:?} would be vertex {}, and a graph has at most {MAX_VERTICES}",
                MAX_VERTICES + 1
            ),
            GraphError::NoEdges => write!(f, "the graph has no edges: write one \"a b\" pair a line"),
        }
    }
}

impl std::error::Error for GraphError {}

/// An undirected graph without loops or repeated edges, with a position for each vertex.
///
/// Invariants: at most [`MAX_VERTICES`] vertices; `neighbours[v]` has bit `w` set exactly
/// when an edge joins `v` and `w`, never bit `v`; `edges` lists each edge once, in the order
/// first written, as (earlier vertex, later vertex).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Graph {
    names: Vec<String>,
    edges: Vec<(u8, u8)>,
    /// Shown by the lane's instance as numbers of its own writing (`lane::Shown::number`).
    #[serde(skip)]
    positions: Vec<Point>,
    #[serde(skip)]
    neighbours: Vec<u64>,
}

/// Whether `c` may be part of a vertex's name.
fn name_character(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '-'
}

/// The graph being read: names numbered in order of first appearance.
struct Builder {
    names: Vec<String>,
    neighbours: Vec<u64>,
    edges: Vec<(u8, u8)>,
}

impl Builder {
    fn vertex(&mut self, name: &str, line: usize) -> Result<usize, GraphError> {
        if let Some(v) = self.names.iter().position(|known| known == name) {
            return Ok(v);
        }
        if self.names.len() == MAX_VERTICES {
            return Err(GraphError::TooManyVertices {
                line,
                name: name.to_string(),
            });
        }
        self.names.push(name.to_string());
        self.neighbours.push(0);
        Ok(self.names.len() - 1)
    }

    /// Reads an edge list into the graph.
    fn read(&mut self, text: &str) -> Result<(), GraphError> {
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let content = raw.split('#').next().unwrap_or("");
            if let Some((column, character)) = content
                .chars()
                .enumerate()
                .find(|&(_, c)| !c.is_whitespace() && !name_character(c))
            {
                return Err(GraphError::BadCharacter {
                    line,
                    column: column + 1,
                    character,
                });
            }
            let names: Vec<&str> = content.split_whitespace().collect();
            match names[..] {
                [] => continue,
                [name] => {
                    return Err(GraphError::OneName {
                        line,
                        name: name.to_string(),
                    })
                }
                [a, b] if a == b => {
                    return Err(GraphError::SelfLoop {
                        line,
                        name: a.to_string(),
                    })
                }
                [a, b] => {
                    let (a, b) = (self.vertex(a, line)?, self.vertex(b, line)?);
                    // The same conflict written twice is one edge.
                    if self.neighbours[a] & 1 << b == 0 {
                        self.neighbours[a] |= 1 << b;
                        self.neighbours[b] |= 1 << a;
                        self.edges.push((a.min(b) as u8, a.max(b) as u8));
                    }
                }
                _ => {
                    return Err(GraphError::TooManyNames {
                        line,
                        count: names.len(),
                    })
                }
            }
        }
        Ok(())
    }
}

impl Graph {
    /// Reads an edge list, one `a b` pair a line, and lays it out with [`force_layout`].
    pub fn parse(text: &str) -> Result<Graph, GraphError> {
        let mut builder = Builder {
            names: Vec::new(),
            neighbours: Vec::new(),
            edges: Vec::new(),
        };
        builder.read(text)?;
        if builder.edges.is_empty() {
            return Err(GraphError::NoEdges);
        }
        let positions = force_layout(builder.names.len(), &builder.edges);
        Ok(Graph {
            names: builder.names,
            edges: builder.edges,
            positions,
            neighbours: builder.neighbours,
        })
    }

    /// The graph of a preset, its vertices in the preset's order, at its coordinates.
    pub fn preset(preset: &Preset) -> Graph {
        let mut builder = Builder {
            names: Vec::new(),
            neighbours: Vec::new(),
            edges: Vec::new(),
        };
        for &(name, _, _) in preset.vertices {
            builder.vertex(name, 0).expect("a preset fits");
        }
        builder.read(preset.edges).expect("a preset's edges parse");
        assert_eq!(
            builder.names.len(),
            preset.vertices.len(),
            "edges name listed vertices only"
        );
        Graph {
            names: builder.names,
            edges: builder.edges,
            positions: preset
                .vertices
                .iter()
                .map(|&(_, x, y)| Point { x, y })
                .collect(),
            neighbours: builder.neighbours,
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The vertices' names, in vertex order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn name(&self, vertex: usize) -> &str {
        &self.names[vertex]
    }

    /// The vertex with this name, if there is one.
    pub fn vertex(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|known| known == name)
    }

    /// Each edge once, as (earlier vertex, later vertex), in the order first written.
    pub fn edges(&self) -> &[(u8, u8)] {
        &self.edges
    }

    /// The bit set of a vertex's neighbours (bit `w` for vertex `w`).
    pub fn neighbours(&self, vertex: usize) -> u64 {
        self.neighbours[vertex]
    }

    pub fn degree(&self, vertex: usize) -> usize {
        self.neighbours[vertex].count_ones() as usize
    }

    /// Where to draw each vertex, in vertex order.
    pub fn positions(&self) -> &[Point] {
        &self.positions
    }

    /// The graph as an edge list that [`Graph::parse`] reads back (an isolated vertex, which
    /// only a preset can have, is lost).
    pub fn to_text(&self) -> String {
        self.edges
            .iter()
            .map(|&(a, b)| format!("{} {}\n", self.names[a as usize], self.names[b as usize]))
            .collect()
    }
}

/// A graph that ships with the lab, drawn at hand-placed coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Preset {
    /// The name the page, the URL and the command line use.
    pub name: &'static str,
    /// A short title for people.
    pub title: &'static str,
    /// The number of colours the lesson starts with.
    pub colours: usize,
    /// Every vertex with its drawing position, in the order the simple strategies colour them.
    pub vertices: &'static [(&'static str, f64, f64)],
    /// The edges, as an edge list.
    pub edges: &'static str,
}

/// The lesson's "twenty services on five machines": two services joined by an edge must not
/// share a machine (both hold most of a machine's memory, both bind the same port, or both
/// hammer the same disk at night). Five machines are enough; four are not, because the five
/// services that share the orders database form a ring and search-index and analytics each
/// conflict with all five and with each other.
pub const SERVICES: Preset = Preset {
    name: "services",
    title: "Twenty services on five machines",
    colours: 5,
    vertices: &[
        ("auth", 0.92, 0.77),
        ("sessions", 0.76, 0.93),
        ("api-gateway", 0.43, 0.93),
        ("web-frontend", 0.30, 0.76),
        ("cache", 0.58, 0.77),
        ("search-index", 0.75, 0.64),
        ("analytics", 0.46, 0.59),
        ("ledger", 0.37, 0.36),
        ("billing", 0.69, 0.32),
        ("payments", 0.93, 0.50),
        ("invoices", 0.93, 0.29),
        ("reports", 0.48, 0.17),
        ("mailer", 0.90, 0.07),
        ("notifications", 0.68, 0.07),
        ("scheduler", 0.24, 0.07),
        ("backups", 0.25, 0.55),
        ("logs", 0.07, 0.43),
        ("metrics", 0.07, 0.20),
        ("video-encoder", 0.07, 0.70),
        ("image-resizer", 0.12, 0.93),
    ],
    edges: "\
# The orders database: each service locks the tables of the next one in the ring.
ledger billing
billing payments
payments invoices
invoices reports
reports ledger
# Memory: search-index and analytics each need most of a machine.
search-index ledger
search-index billing
search-index payments
search-index invoices
search-index reports
analytics ledger
analytics billing
analytics payments
analytics invoices
analytics reports
search-index analytics
search-index cache
sessions cache
# Port 443.
api-gateway web-frontend
# Replicas of one request path are kept apart.
api-gateway auth
auth sessions
cache api-gateway
payments auth
# CPU.
video-encoder image-resizer
video-encoder analytics
web-frontend image-resizer
# The disk, at night.
video-encoder backups
backups logs
logs metrics
metrics analytics
ledger backups
scheduler backups
# Outgoing mail: one SMTP relay each.
mailer notifications
billing mailer
invoices mailer
notifications scheduler
reports scheduler
",
};

/// Australia's mainland states and territories share borders; Tasmania borders none. Three
/// colours suffice and are needed (WA, NT and SA meet each other).
pub const AUSTRALIA: Preset = Preset {
    name: "australia",
    title: "The map of Australia",
    colours: 3,
    vertices: &[
        ("WA", 0.12, 0.42),
        ("NT", 0.42, 0.16),
        ("SA", 0.45, 0.56),
        ("Q", 0.76, 0.22),
        ("NSW", 0.84, 0.58),
        ("V", 0.70, 0.80),
        ("T", 0.74, 0.95),
    ],
    edges: "\
WA NT
WA SA
NT SA
NT Q
SA Q
SA NSW
SA V
Q NSW
NSW V
",
};

/// The Petersen graph: an outer five-cycle, an inner five-pointed star, and five spokes.
/// Three colours are needed (it has five-cycles) and enough.
pub const PETERSEN: Preset = Preset {
    name: "petersen",
    title: "The Petersen graph",
    colours: 3,
    vertices: &[
        ("o1", 0.5, 0.05),
        ("o2", 0.9279, 0.3608),
        ("o3", 0.7645, 0.8640),
        ("o4", 0.2355, 0.8640),
        ("o5", 0.0721, 0.3608),
        ("i1", 0.5, 0.28),
        ("i2", 0.7378, 0.4527),
        ("i3", 0.6469, 0.7323),
        ("i4", 0.3531, 0.7323),
        ("i5", 0.2622, 0.4527),
    ],
    edges: "\
o1 o2
o2 o3
o3 o4
o4 o5
o5 o1
o1 i1
o2 i2
o3 i3
o4 i4
o5 i5
i1 i3
i3 i5
i5 i2
i2 i4
i4 i1
",
};

/// Every preset, in the order the page lists them.
pub const PRESETS: [Preset; 3] = [SERVICES, AUSTRALIA, PETERSEN];

/// The preset with this name.
pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|preset| preset.name == name)
}

/// sin and cos of `angle` (radians, any size) by their Taylor series: only `+`, `-`, `*` and
/// `/`, which IEEE 754 rounds the same on every machine, so the layout is bit for bit the
/// same natively and in WebAssembly (a platform's `sin` may differ in the last bit).
fn sin_cos(angle: f64) -> (f64, f64) {
    let tau = 2.0 * std::f64::consts::PI;
    let mut x = angle % tau;
    if x > std::f64::consts::PI {
        x -= tau;
    }
    let (mut sin, mut cos) = (0.0, 0.0);
    let (mut sin_term, mut cos_term) = (x, 1.0);
    for k in 0..30 {
        sin += sin_term;
        cos += cos_term;
        let k = k as f64;
        sin_term *= -x * x / ((2.0 * k + 2.0) * (2.0 * k + 3.0));
        cos_term *= -x * x / ((2.0 * k + 1.0) * (2.0 * k + 2.0));
    }
    (sin, cos)
}

/// Vertices evenly on a circle, the first at the top, then clockwise in vertex order.
pub fn circle_layout(count: usize) -> Vec<Point> {
    (0..count)
        .map(|v| {
            let (sin, cos) = sin_cos(2.0 * std::f64::consts::PI * v as f64 / count as f64);
            Point {
                x: 0.5 + 0.4 * sin,
                y: 0.5 - 0.4 * cos,
            }
        })
        .collect()
}

/// A spring layout (Fruchterman and Reingold, 1991) for a custom graph: start from
/// [`circle_layout`], then 150 rounds in which every pair of vertices pushes apart and every
/// edge pulls its ends together, each vertex moving at most a "temperature" that cools to
/// nothing. Nothing random and no platform function but `sqrt` (rounded exactly by IEEE 754),
/// so the same graph gets the same picture everywhere. The result is scaled into the square
/// from 0.08 to 0.92 and rounded to four decimals.
pub fn force_layout(count: usize, edges: &[(u8, u8)]) -> Vec<Point> {
    const ROUNDS: usize = 150;
    const GRAVITY: f64 = 2.0;
    let mut at = circle_layout(count);
    if count < 3 {
        return at; // a line or a point: the circle is already the layout
    }
    // The ideal distance between vertices for a unit square.
    let ideal = (1.0 / count as f64).sqrt() * 0.8;
    for round in 0..ROUNDS {
        let temperature = 0.08 * (1.0 - round as f64 / ROUNDS as f64);
        let mut shift = vec![(0.0f64, 0.0f64); count];
        for a in 0..count {
            for b in a + 1..count {
                let (mut dx, mut dy) = (at[a].x - at[b].x, at[a].y - at[b].y);
                let mut distance = (dx * dx + dy * dy).sqrt();
                if distance < 1e-9 {
                    // Two vertices on one spot: part them in a direction fixed by their numbers.
                    (dx, dy, distance) = (1e-3 * (a + 1) as f64, 1e-3 * (b + 1) as f64, 1e-3);
                }
                let push = ideal * ideal / distance;
                let (ux, uy) = (dx / distance * push, dy / distance * push);
                shift[a].0 += ux;
                shift[a].1 += uy;
                shift[b].0 -= ux;
                shift[b].1 -= uy;
            }
        }
        for &(a, b) in edges {
            let (a, b) = (a as usize, b as usize);
            let (dx, dy) = (at[a].x - at[b].x, at[a].y - at[b].y);
            let distance = (dx * dx + dy * dy).sqrt().max(1e-9);
            let pull = distance * distance / ideal;
            let (ux, uy) = (dx / distance * pull, dy / distance * pull);
            shift[a].0 -= ux;
            shift[a].1 -= uy;
            shift[b].0 += ux;
            shift[b].1 += uy;
        }
        for (point, &(sx, sy)) in at.iter_mut().zip(&shift) {
            // Gravity towards the middle keeps parts of a disconnected graph in the picture
            // without piling vertices against the edges of the frame.
            let (sx, sy) = (
                sx - GRAVITY * (point.x - 0.5),
                sy - GRAVITY * (point.y - 0.5),
            );
            let length = (sx * sx + sy * sy).sqrt();
            if length > 0.0 {
                let step = length.min(temperature);
                point.x += sx / length * step;
                point.y += sy / length * step;
            }
        }
    }
    fit(&mut at);
    at
}

/// Scales and centres the points into the square from 0.08 to 0.92, keeping their shape,
/// and rounds them to four decimals.
fn fit(points: &mut [Point]) {
    let (mut low_x, mut high_x, mut low_y, mut high_y) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
    for p in points.iter() {
        (low_x, high_x) = (low_x.min(p.x), high_x.max(p.x));
        (low_y, high_y) = (low_y.min(p.y), high_y.max(p.y));
    }
    let span = (high_x - low_x).max(high_y - low_y).max(1e-9);
    let scale = 0.84 / span;
    let (centre_x, centre_y) = ((low_x + high_x) / 2.0, (low_y + high_y) / 2.0);
    let round = |v: f64| (v * 10_000.0).round() / 10_000.0;
    for p in points.iter_mut() {
        p.x = round(0.5 + (p.x - centre_x) * scale);
        p.y = round(0.5 + (p.y - centre_y) * scale);
    }
}
