//! Printing a search's rows: the lessons' table, one row per instance and strategy aligned
//! in columns, or one JSON object per line as each run ends.

use std::io::Write;

use serde_json::{json, Value};

use super::puzzles::{Run, Setup};
use super::Request;
use crate::lane::Lane;
use crate::search::{Mode, Stats, Status};

/// One row of output: what was searched, and how it went.
pub struct Row {
    pub puzzle: &'static str,
    /// The table's first column: what differs between the rows of one command.
    pub instance: String,
    /// The instance as JSON fields (`n`, `grid`, `word`, …).
    pub setup: Vec<(&'static str, Value)>,
    pub strategy: &'static str,
    /// What the table's strategy column says, when not the strategy's name (a mistake).
    pub label: Option<&'static str>,
    pub mode: Mode,
    pub status: Status,
    pub stats: Stats,
    pub solution: Option<Value>,
    pub tree_size: Option<f64>,
    pub micros: f64,
}

impl Row {
    /// The row of a lane that has run to its end: its counters, status, tree size and first
    /// solution, with the instance's and the run's fields.
    pub fn of(lane: &dyn Lane, request: &Request, setup: &Setup, run: &Run, micros: f64) -> Row {
        let solution = lane.solution().map(|shown| shown.value());
        Row {
            puzzle: request.puzzle,
            instance: setup.label.clone(),
            setup: setup.fields.iter().chain(&run.fields).cloned().collect(),
            strategy: run.shown,
            label: run.label,
            mode: request.limits.mode,
            status: lane.status(),
            stats: lane.stats().clone(),
            solution,
            tree_size: lane.tree_size(),
            micros,
        }
    }

    /// One JSON object: the counters under their `Stats` names, the instance's fields, the
    /// first solution and the time.
    pub fn json(&self) -> String {
        let mut object = json!({
            "puzzle": self.puzzle,
            "strategy": self.strategy,
            "mode": self.mode.name(),
            "status": self.status.name(),
            "nodes": self.stats.nodes,
            "tried": self.stats.tried,
            "rejected": self.stats.rejected,
            "leaf_checks": self.stats.leaf_checks,
            "undos": self.stats.undos,
            "dead_ends": self.stats.dead_ends,
            "forced": self.stats.forced,
            "solutions": self.stats.solutions,
            "comparisons": self.stats.comparisons,
            "max_depth": self.stats.max_depth,
            "nodes_per_depth": self.stats.nodes_per_depth,
            "tree_size": self.tree_size,
            "solution": self.solution,
            "micros": (self.micros * 10.0).round() / 10.0,
        });
        for (key, value) in &self.setup {
            object[*key] = value.clone();
        }
        object.to_string()
    }
}

const HEADER: [&str; 9] = [
    "strategy",
    "nodes",
    "rejected",
    "leaf checks",
    "undos",
    "solutions",
    "comparisons",
    "status",
    "tree size",
];

/// Exact below a million billion, then in scientific notation (`1.2e57`).
fn tree_size(size: Option<f64>) -> String {
    match size {
        None => "-".into(),
        Some(size) if size < 1e15 => format!("{size:.0}"),
        Some(size) => format!("{size:.1e}"),
    }
}

/// Rows on their way out: a JSON line at once, or kept for one aligned table at the end.
pub struct Printer<'a> {
    out: &'a mut dyn Write,
    json: bool,
    /// The heading of the table's first column.
    first: &'static str,
    rows: Vec<Row>,
}

impl<'a> Printer<'a> {
    pub fn new(out: &'a mut dyn Write, json: bool, first: &'static str) -> Printer<'a> {
        Printer {
            out,
            json,
            first,
            rows: Vec::new(),
        }
    }

    pub fn push(&mut self, row: Row) -> std::io::Result<()> {
        if self.json {
            writeln!(self.out, "{}", row.json())?;
            self.out.flush()
        } else {
            self.rows.push(row);
            Ok(())
        }
    }

    /// Prints the table (nothing more for JSON).
    pub fn finish(self) -> std::io::Result<()> {
        if self.json {
            return Ok(());
        }
        let cells: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|row| {
                vec![
                    row.instance.clone(),
                    row.label.unwrap_or(row.strategy).to_string(),
                    row.stats.nodes.to_string(),
                    row.stats.rejected.to_string(),
                    row.stats.leaf_checks.to_string(),
                    row.stats.undos.to_string(),
                    row.stats.solutions.to_string(),
                    row.stats.comparisons.to_string(),
                    row.status.name().to_string(),
                    tree_size(row.tree_size),
                ]
            })
            .collect();
        let header: Vec<&str> = std::iter::once(self.first).chain(HEADER).collect();
        let widths: Vec<usize> = (0..header.len())
            .map(|c| {
                cells
                    .iter()
                    .map(|r| r[c].chars().count())
                    .chain([header[c].len()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let line = |fields: Vec<&str>| -> String {
            fields
                .iter()
                .enumerate()
                .map(|(c, f)| {
                    // Names left, numbers right.
                    if c <= 1 || c == 8 {
                        format!("{f:<w$}", w = widths[c])
                    } else {
                        format!("{f:>w$}", w = widths[c])
                    }
                })
                .collect::<Vec<_>>()
                .join("  ")
                .trim_end()
                .to_string()
        };
        writeln!(self.out, "{}", line(header.clone()))?;
        for row in &cells {
            writeln!(
                self.out,
                "{}",
                line(row.iter().map(String::as_str).collect())
            )?;
        }
        Ok(())
    }
}
