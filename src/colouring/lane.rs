//! Graph colouring as a lane of the race: its setup text (the number of colours and a preset
//! on the first line, `3 petersen`, or the number of colours alone over an edge list, one
//! `a b` pair a line), its entry in the registry, what its errors say as data, and how its
//! board is shown: the instance `{colours, graph: {names, edges, positions}}`, the view
//! `{colours}` and each vertex's colour as bytes (255 while uncoloured).

use serde::Serialize;

#[cfg(feature = "program-lanes")]
use crate::program_board::{read_variable, ProgramBoard};
#[cfg(feature = "program-lanes")]
use crate::python::{Global, Machine, Value};

#[cfg(feature = "program-lanes")]
use super::vertex_cell;
use super::{colour_count, preset_graph, Colouring, ColouringError, Graph, GraphError, Strategy};
#[cfg(feature = "strategies")]
use crate::lane::{Lane, StrategyLane};
use crate::lane::{PuzzleBoard, Shown, Start};
use crate::puzzle::{self, About, Puzzle, StrategyInfo};
use crate::search::tree::Reference;
#[cfg(feature = "strategies")]
use crate::search::Limits;
#[cfg(feature = "program-lanes")]
use crate::search::{Clash, Rule};
use crate::setup::{self, Details, Explained, SetupError};

/// A graph colouring setup: `3 petersen`, or `3` over an edge list. The lines of a bad edge
/// are counted in the edge list: the setup's second line is its line 1.
pub fn parse_setup(text: &str) -> Result<(Graph, usize), SetupError> {
    let (first, edges) = setup::first_line(text);
    let form = || {
        SetupError::form(format!(
            "a graph colouring setup is the number of colours and a preset (\"3 petersen\"), \
             or the number of colours over an edge list (\"3\\na b\\nb c\"); got {first:?} on \
             the first line"
        ))
    };
    let mut words = first.split_whitespace();
    let colours: i64 = words.next().ok_or_else(form)?.parse().map_err(|_| form())?;
    let colours = colour_count(colours)?;
    let graph = match (words.next(), words.next()) {
        (None, _) => Graph::parse(edges)?,
        (Some(preset), None) if edges.trim().is_empty() => preset_graph(preset)?,
        (Some(_), None) => return Err(SetupError::form("give a preset or an edge list, not both")),
        (Some(_), Some(_)) => return Err(form()),
    };
    Ok((graph, colours))
}

/// Graph colouring in the registry.
pub struct GraphColouring;

impl Puzzle for GraphColouring {
    fn about(&self) -> About {
        About {
            name: "colouring",
            title: "graph colouring",
            setup_form: "k preset, or k over an edge list (one \"a b\" pair a line)",
            example: "3 petersen",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        puzzle::strategies(&Strategy::ALL, Strategy::name, Some(Strategy::summary))
    }

    /// The colours a program holds (see [`program_board`]).
    #[cfg(feature = "program-lanes")]
    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        program_board(machine, prefer)
    }

    /// The vertices' names, as the program's `graph` holds them.
    #[cfg(feature = "program-lanes")]
    fn piece_names(&self, machine: &Machine, cells: &[crate::search::Cell]) -> Option<Vec<String>> {
        let graph = machine.entries(machine.global("graph")?)?;
        cells
            .iter()
            .map(|cell| match graph.get(super::cell_vertex(*cell))?.0 {
                Value::Str(name) => Some(name.to_string()),
                _ => None,
            })
            .collect()
    }

    /// `graph`, a dict from each vertex's name to the list of its neighbours' names, and `k`,
    /// the number of colours.
    #[cfg(feature = "program-lanes")]
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        let (graph, colours) = parse_setup(setup)?;
        let names = graph.names();
        let entries = (0..names.len())
            .map(|vertex| {
                let neighbours = (0..names.len())
                    .filter(|&other| graph.neighbours(vertex) & (1 << other) != 0)
                    .map(|other| Global::Str(names[other].clone()))
                    .collect();
                (Global::Str(names[vertex].clone()), Global::List(neighbours))
            })
            .collect();
        Ok(vec![
            ("graph", Global::Dict(entries)),
            ("k", Global::Int(colours as i64)),
        ])
    }

    fn start(&self, setup: &str) -> Result<Box<dyn Start>, SetupError> {
        let (graph, colours) = parse_setup(setup)?;
        Ok(Box::new(Colouring::new(graph, colours, Strategy::ALL[0])?))
    }

    #[cfg(feature = "strategies")]
    fn lane(
        &self,
        setup: &str,
        strategy: &str,
        limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        let (graph, colours) = parse_setup(setup)?;
        let strategy = crate::setup::strategy_named(
            &Strategy::ALL,
            Strategy::name,
            strategy,
            self.about().title,
        )?;
        let size = strategy.tree_size(&graph, colours);
        let problem = Colouring::new(graph, colours, strategy)?;
        Ok(StrategyLane::boxed(problem, limits, size))
    }
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "colouring")]
struct Instance {
    colours: usize,
    // And `graph`: the names, the edges as vertex pairs and the positions as `{x, y}` from 0
    // to 1.
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "colouring")]
struct View {
    /// A colour from 0, or null, for each vertex.
    colours: Vec<Option<u8>>,
}

impl PuzzleBoard for Colouring {
    const PUZZLE: &'static str = "colouring";

    fn instance(&self) -> Shown {
        let positions = self.graph().positions().iter().map(|p| {
            Shown::object()
                .with_field("x", &Shown::number(p.x))
                .with_field("y", &Shown::number(p.y))
        });
        let graph = Shown::new(self.graph()).with_field("positions", &Shown::array(positions));
        Shown::new(&Instance {
            colours: self.colours(),
        })
        .with_field("graph", &graph)
    }

    fn view(&self) -> Shown {
        Shown::new(&View {
            colours: self.colouring(),
        })
    }

    /// Each vertex's colour, 255 while it has none.
    fn board(&self) -> Vec<u8> {
        self.colouring()
            .iter()
            .map(|c| c.unwrap_or(u8::MAX))
            .collect()
    }

    fn solution_board(&self, colours: &Vec<u8>) -> Vec<u8> {
        colours.clone()
    }

    fn written(&self, colours: &Vec<u8>) -> Shown {
        Shown::new(&colours)
    }

    /// k colours a vertex.
    fn reference(&self) -> Result<Reference, SetupError> {
        Ok(Reference::uniform(
            self.colours() as u64,
            self.graph().len(),
        ))
    }
}

impl Explained for GraphError {
    fn details(&self) -> Details {
        match self {
            GraphError::OneName { line, name } => Details::at("one_name", *line, None, name),
            GraphError::TooManyNames { line, count } => {
                Details::at("too_many_names", *line, None, count)
            }
            GraphError::BadCharacter {
                line,
                column,
                character,
            } => Details::at("bad_character", *line, Some(*column), character),
            GraphError::SelfLoop { line, name } => Details::at("self_loop", *line, None, name),
            GraphError::TooManyVertices { line, name } => Details {
                limit: Some(super::MAX_VERTICES),
                ..Details::at("too_many_vertices", *line, None, name)
            },
            GraphError::NoEdges => Details::kind("no_edges"),
        }
    }
}

impl Explained for ColouringError {
    fn details(&self) -> Details {
        match self {
            ColouringError::Graph(error) => error.details(),
            ColouringError::ColoursOutOfRange { colours } => {
                Details::limited("colours_out_of_range", colours, super::MAX_COLOURS)
            }
            ColouringError::UnknownPreset { name } => Details::found("unknown_preset", name),
        }
    }
}

/// The names a program's colouring goes by.
#[cfg(feature = "program-lanes")]
const COLOUR_NAMES: [&str; 4] = ["colour", "colours", "color", "colors"];

#[cfg(feature = "program-lanes")]
#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "colouring")]
struct ProgramView {
    colours: Vec<Option<u8>>,
    drawn_from: String,
}

/// Reads the colours a program holds, for the vertices of its `graph` (a dict of neighbour
/// lists, in the order the tab gave them): a dict from a vertex's name to its colour, as the
/// services preset keeps it, or a list of colours (negative or None while uncoloured).
/// Complete when every vertex has a colour; true when no edge joins two of one colour and
/// each is below `k`.
#[cfg(feature = "program-lanes")]
fn program_board(machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
    let graph = machine.entries(machine.global("graph")?)?;
    let name = |value: &Value| match value {
        Value::Str(text) => Some(text.to_string()),
        _ => None,
    };
    let names: Vec<String> = graph
        .iter()
        .map(|(vertex, _)| name(vertex))
        .collect::<Option<_>>()?;
    let colour_of = |value: &Value| match value {
        Value::Int(c) if (0..=u8::MAX as i64 - 1).contains(c) => Some(Some(*c as u8)),
        _ => None,
    };
    let (colours, drawn_from) = read_variable(machine, prefer, &COLOUR_NAMES, |value| {
        if let Some(entries) = machine.entries(value) {
            let mut colours = vec![None; names.len()];
            for (vertex, colour) in entries {
                let index = names
                    .iter()
                    .position(|n| Some(n) == name(vertex).as_ref())?;
                colours[index] = colour_of(colour)?;
            }
            return Some(colours);
        }
        let items = machine.items(value)?;
        (items.len() == names.len()).then(|| items.iter().map(|c| colour_of(c).flatten()).collect())
    })?;
    let k = match machine.global("k") {
        Some(Value::Int(k)) => *k,
        _ => i64::MAX,
    };
    let complete = colours.iter().all(Option::is_some);
    // As the strategies check a whole colouring at the bottom: the first edge, in the
    // graph's order, whose two ends share a colour.
    let clash = graph.iter().enumerate().find_map(|(v, (_, neighbours))| {
        let neighbours = machine.items(neighbours)?;
        neighbours.iter().find_map(|u| {
            let u = name(u).and_then(|u| names.iter().position(|n| *n == u))?;
            (colours[u].is_some() && colours[u] == colours[v]).then(|| Clash {
                rule: Rule::Edge,
                first: vertex_cell(v.min(u)),
                second: vertex_cell(v.max(u)),
            })
        })
    });
    let below_k = colours.iter().flatten().all(|&c| (c as i64) < k);
    Some(ProgramBoard {
        judged: true,
        board: colours.iter().map(|c| c.unwrap_or(u8::MAX)).collect(),
        complete,
        valid: complete && clash.is_none() && below_k,
        placed: None,
        clash: clash.filter(|_| complete),
        view: Shown::new(&ProgramView {
            colours,
            drawn_from: drawn_from.clone(),
        }),
        drawn_from,
    })
}
