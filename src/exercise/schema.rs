//! An exercise's JSON, version 1, read field by field so that a wrong one is told every
//! problem it has, each with where it is (`checks[2].judge`), what was expected and an English
//! sentence; nothing is thrown. The manual documents the format; in short:
//!
//! ```json
//! { "exercise": 1, "tab": "queens",
//!   "title": { "en": "…" }, "statement": { "en": "…", "ru": "…", "zh": "…" },
//!   "start": "def solve(n):\n    …", "steps": 10000000,
//!   "checks": [
//!     { "kind": "clean", "setup": "6" },
//!     { "kind": "output", "setup": "8", "number": { "nodes": "permutation" } },
//!     { "kind": "result", "setup": "8", "call": "solve(n)", "judge": "all", "of": "pruned" },
//!     { "kind": "cost", "setup": "8", "nodes": { "at_most": { "strategy": "pruned", "times": 1 } },
//!       "hidden": true, "weight": 2 } ] }
//! ```

use serde::Serialize;
use serde_json::{Map, Value};

use super::{Check, Exercise, Expected, Judge, Limit, Measure, Number, Test, Texts, VERSION};
use crate::python;
use crate::registry::{self, Puzzle};

/// The steps a check may take unless it says.
pub const DEFAULT_STEPS: u64 = 10_000_000;
/// The most a check may ask for: the lab's own limit.
pub const MAX_STEPS: u64 = 1_000_000_000;
const LANGUAGES: [&str; 3] = ["en", "ru", "zh"];

/// One problem of an exercise's JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// Where: `tab`, `checks[2].judge`.
    pub path: String,
    /// What kind of problem, for the page's languages: missing, not_a, unknown, out_of_range,
    /// version, program.
    pub id: &'static str,
    /// What was expected there (the values allowed, a type).
    pub expected: String,
    /// The same in an English sentence.
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// Reads an exercise from its JSON text.
pub fn parse(text: &str) -> Result<Exercise, Vec<Problem>> {
    match serde_json::from_str::<Value>(text) {
        Ok(value) => read(&value),
        Err(error) => Err(vec![Problem {
            path: String::new(),
            id: "json",
            expected: "JSON".into(),
            message: format!("not JSON: {error}"),
        }]),
    }
}

/// Reads an exercise from its JSON value.
pub fn read(value: &Value) -> Result<Exercise, Vec<Problem>> {
    let mut reader = Reader::default();
    let exercise = reader.exercise(value);
    match (exercise, reader.problems.is_empty()) {
        (Some(exercise), true) => Ok(exercise),
        _ => Err(reader.problems),
    }
}

#[derive(Default)]
struct Reader {
    problems: Vec<Problem>,
}

impl Reader {
    fn problem(
        &mut self,
        path: &str,
        id: &'static str,
        expected: impl Into<String>,
        message: String,
    ) {
        self.problems.push(Problem {
            path: path.to_string(),
            id,
            expected: expected.into(),
            message,
        });
    }

    fn missing(&mut self, path: &str, expected: &str) {
        self.problem(path, "missing", expected, format!("missing: {expected}"));
    }

    fn not_a(&mut self, path: &str, expected: &str, found: &Value) {
        let found = match found {
            Value::Null => "null",
            Value::Bool(_) => "true or false",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "a list",
            Value::Object(_) => "an object",
        };
        self.problem(
            path,
            "not_a",
            expected,
            format!("should be {expected}, not {found}"),
        );
    }

    fn unknown(&mut self, path: &str, found: &str, allowed: &[&str]) {
        let allowed = allowed.join(", ");
        self.problem(
            path,
            "unknown",
            allowed.clone(),
            format!("{found:?} is not one of {allowed}"),
        );
    }

    /// The one field of `fields` the object has; a problem when it has none or several.
    fn one_of(
        &mut self,
        path: &str,
        object: &Map<String, Value>,
        fields: &[&'static str],
    ) -> Option<&'static str> {
        let given: Vec<&'static str> = fields
            .iter()
            .copied()
            .filter(|f| object.contains_key(*f))
            .collect();
        if let [field] = given[..] {
            return Some(field);
        }
        let (last, rest) = fields.split_last()?;
        self.problem(
            path,
            "missing",
            fields.join(", "),
            format!("needs exactly one of {} or {last}", rest.join(", ")),
        );
        None
    }

    /// Fields an object may have: any other is named (a misspelt one would be ignored).
    fn only(&mut self, path: &str, object: &Map<String, Value>, known: &[&str]) {
        for key in object.keys().filter(|k| !known.contains(&k.as_str())) {
            self.unknown(&join(path, key), key, known);
        }
    }

    fn object<'v>(&mut self, path: &str, value: &'v Value) -> Option<&'v Map<String, Value>> {
        let object = value.as_object();
        if object.is_none() {
            self.not_a(path, "an object", value);
        }
        object
    }

    fn string(
        &mut self,
        path: &str,
        value: Option<&Value>,
        default: Option<&str>,
    ) -> Option<String> {
        match (value, default) {
            (Some(Value::String(s)), _) => Some(s.clone()),
            (Some(other), _) => {
                self.not_a(path, "a string", other);
                None
            }
            (None, Some(default)) => Some(default.to_string()),
            (None, None) => {
                self.missing(path, "a string");
                None
            }
        }
    }

    fn whole(
        &mut self,
        path: &str,
        value: &Value,
        range: std::ops::RangeInclusive<u64>,
    ) -> Option<u64> {
        match value.as_u64() {
            Some(n) if range.contains(&n) => Some(n),
            Some(n) => {
                let expected = format!("{} to {}", range.start(), range.end());
                self.problem(
                    path,
                    "out_of_range",
                    expected.clone(),
                    format!("{n} is not from {expected}"),
                );
                None
            }
            None => {
                self.not_a(path, "a whole number", value);
                None
            }
        }
    }

    fn texts(&mut self, path: &str, value: Option<&Value>, required: bool) -> Texts {
        let mut texts = Texts::new();
        let Some(value) = value else {
            if required {
                self.missing(path, "a text in en, ru or zh");
            }
            return texts;
        };
        let Some(object) = self.object(path, value) else {
            return texts;
        };
        self.only(path, object, &LANGUAGES);
        for (lang, text) in object {
            if let (true, Some(text)) = (
                LANGUAGES.contains(&lang.as_str()),
                self.string(&join(path, lang), Some(text), None),
            ) {
                texts.insert(lang.clone(), text);
            }
        }
        if required && texts.is_empty() {
            self.missing(path, "a text in en, ru or zh");
        }
        texts
    }

    fn exercise(&mut self, value: &Value) -> Option<Exercise> {
        let root = self.object("", value)?;
        self.only(
            "",
            root,
            &[
                "exercise",
                "tab",
                "title",
                "statement",
                "start",
                "steps",
                "checks",
            ],
        );
        match root.get("exercise") {
            None => self.missing("exercise", "the version of the format, 1"),
            Some(v) if v.as_u64() == Some(VERSION) => {}
            Some(v) => self.problem(
                "exercise",
                "version",
                VERSION.to_string(),
                match v.as_u64() {
                    Some(n) => format!("version {n} is not one this lab reads ({VERSION})"),
                    None => format!("the version is a whole number: {VERSION}"),
                },
            ),
        }
        let tab = self.string("tab", root.get("tab"), None);
        let puzzle = tab
            .as_deref()
            .and_then(|name| match registry::puzzle(name) {
                Ok(puzzle) => Some(puzzle),
                Err(_) => {
                    let names: Vec<&str> = tabs();
                    self.unknown("tab", name, &names);
                    None
                }
            });
        let title = self.texts("title", root.get("title"), false);
        let statement = self.texts("statement", root.get("statement"), true);
        let start = self.string("start", root.get("start"), Some(""));
        let steps = match root.get("steps") {
            Some(v) => self.whole("steps", v, 1..=MAX_STEPS),
            None => Some(DEFAULT_STEPS),
        };
        let mut checks = Vec::new();
        match root.get("checks") {
            None => self.missing("checks", "a list of checks"),
            Some(Value::Array(list)) if list.is_empty() => {
                self.missing("checks", "at least one check")
            }
            Some(Value::Array(list)) => {
                for (i, check) in list.iter().enumerate() {
                    if let Some(check) = self.check(
                        &format!("checks[{i}]"),
                        check,
                        puzzle,
                        steps.unwrap_or(DEFAULT_STEPS),
                    ) {
                        checks.push(check);
                    }
                }
            }
            Some(other) => self.not_a("checks", "a list of checks", other),
        }
        Some(Exercise {
            tab: tab?,
            title,
            statement,
            start: start?,
            checks,
        })
    }

    fn check(
        &mut self,
        path: &str,
        value: &Value,
        puzzle: Option<&'static dyn Puzzle>,
        steps: u64,
    ) -> Option<Check> {
        let object = self.object(path, value)?;
        let at = |field: &str| join(path, field);
        let kind = self.string(&at("kind"), object.get("kind"), None)?;
        let common = ["kind", "setup", "call", "steps", "weight", "hidden"];
        let own: &[&str] = match kind.as_str() {
            "clean" => &[],
            "output" => &["equals", "contains", "number"],
            "result" => &["judge", "of"],
            "cost" => &["nodes", "steps"],
            other => {
                self.unknown(&at("kind"), other, &["clean", "output", "result", "cost"]);
                return None;
            }
        };
        let known: Vec<&str> = common.iter().chain(own).copied().collect();
        self.only(path, object, &known);
        let setup = self.string(&at("setup"), object.get("setup"), Some(""))?;
        if let Some(puzzle) = puzzle.filter(|p| !p.strategies().is_empty()) {
            if let Err(error) = puzzle.check(&setup) {
                self.problem(
                    &at("setup"),
                    "setup",
                    puzzle.setup_form(),
                    format!("not an instance of {}: {}", puzzle.title(), error.message),
                );
            }
        }
        let call = match object.get("call") {
            None => None,
            Some(v) => {
                let call = self.string(&at("call"), Some(v), None)?;
                if let Err(error) = python::compile(&format!("{} = {call}", super::RESULT)) {
                    self.problem(
                        &at("call"),
                        "program",
                        "a Python expression",
                        format!("not a Python expression: {}", error.message),
                    );
                }
                Some(call)
            }
        };
        // The step limit of a cost check is its own field's (`steps` there is the measure).
        let steps = match (kind.as_str(), object.get("steps")) {
            ("cost", _) | (_, None) => steps,
            (_, Some(v)) => self.whole(&at("steps"), v, 1..=MAX_STEPS)?,
        };
        let weight = match object.get("weight") {
            None => 1.0,
            Some(v) => match v.as_f64() {
                Some(w) if w > 0.0 && w.is_finite() => w,
                _ => {
                    self.not_a(&at("weight"), "a number above 0", v);
                    return None;
                }
            },
        };
        let hidden = match object.get("hidden") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => {
                self.not_a(&at("hidden"), "true or false", other);
                false
            }
        };
        let strategy = |reader: &mut Reader, path: &str, value: Option<&Value>| -> Option<String> {
            let name = reader.string(path, value, None)?;
            let puzzle = puzzle?;
            let names: Vec<&str> = puzzle.strategies().iter().map(|s| s.name).collect();
            if !names.contains(&name.as_str()) {
                reader.unknown(path, &name, &names);
                return None;
            }
            Some(name)
        };
        let test = match kind.as_str() {
            "clean" => Test::Clean,
            "output" => {
                let field = self.one_of(path, object, own)?;
                let value = &object[field];
                let expected = match field {
                    "equals" => Expected::Equals(self.string(&at("equals"), Some(value), None)?),
                    "contains" => {
                        Expected::Contains(self.string(&at("contains"), Some(value), None)?)
                    }
                    _ => Expected::Number(match value {
                        Value::Number(n) => match n.as_i64() {
                            Some(n) => Number::Given(n),
                            None => {
                                self.not_a(&at("number"), "a whole number", value);
                                return None;
                            }
                        },
                        Value::Object(of)
                            if of.len() == 1
                                && (of.contains_key("solutions") || of.contains_key("nodes")) =>
                        {
                            let (field, name) = of.iter().next()?;
                            let name = strategy(self, &join(&at("number"), field), Some(name))?;
                            match field.as_str() {
                                "solutions" => Number::Solutions(name),
                                _ => Number::Nodes(name),
                            }
                        }
                        other => {
                            self.not_a(
                                &at("number"),
                                "a whole number, or {\"solutions\" or \"nodes\": a strategy}",
                                other,
                            );
                            return None;
                        }
                    }),
                };
                Test::Output { expected }
            }
            "result" => {
                if call.is_none() {
                    self.missing(
                        &at("call"),
                        "the call whose result is judged, like solve(n)",
                    );
                }
                let judge = self.string(&at("judge"), object.get("judge"), None)?;
                let judge = match judge.as_str() {
                    "count" => Judge::Count,
                    "valid" => Judge::Valid,
                    "all" => Judge::All,
                    "first" => Judge::First,
                    other => {
                        self.unknown(&at("judge"), other, &["count", "valid", "all", "first"]);
                        return None;
                    }
                };
                let of = match (judge, object.get("of")) {
                    (_, Some(v)) => Some(strategy(self, &at("of"), Some(v))?),
                    (Judge::Count | Judge::All, None) => {
                        self.missing(
                            &at("of"),
                            "the strategy whose count of solutions is the truth",
                        );
                        None
                    }
                    _ => None,
                };
                Test::Result { judge, of }
            }
            _ => {
                let field = self.one_of(path, object, own)?;
                let measure = if field == "nodes" {
                    Measure::Nodes
                } else {
                    Measure::Steps
                };
                let path = at(field);
                let limit = self.object(&path, &object[field])?;
                self.only(&path, limit, &["at_most", "fewer_than"]);
                let limit = match (limit.get("at_most"), limit.get("fewer_than")) {
                    (Some(Value::Object(of)), None) => {
                        let at_most = join(&path, "at_most");
                        self.only(&at_most, of, &["strategy", "times"]);
                        if measure == Measure::Steps {
                            self.problem(
                                &at_most,
                                "unknown",
                                "nodes",
                                "a strategy's steps are not a program's: compare nodes".into(),
                            );
                        }
                        let name = strategy(self, &join(&at_most, "strategy"), of.get("strategy"));
                        let times = match of.get("times") {
                            None => Some(1.0),
                            Some(v) => {
                                v.as_f64()
                                    .filter(|t| *t > 0.0 && t.is_finite())
                                    .or_else(|| {
                                        self.not_a(&join(&at_most, "times"), "a number above 0", v);
                                        None
                                    })
                            }
                        };
                        Limit::Times {
                            strategy: name?,
                            times: times?,
                        }
                    }
                    (Some(v), None) => {
                        Limit::AtMost(self.whole(&join(&path, "at_most"), v, 0..=u64::MAX)?)
                    }
                    (None, Some(v)) => {
                        let text = self.string(&join(&path, "fewer_than"), Some(v), None)?;
                        if let Err(error) = python::compile(&text) {
                            self.problem(
                                &join(&path, "fewer_than"),
                                "program",
                                "a Python program",
                                format!("the program does not compile: {}", error.message),
                            );
                        }
                        Limit::FewerThan(text)
                    }
                    _ => {
                        self.problem(
                            &path,
                            "missing",
                            "at_most, fewer_than",
                            "needs exactly one of at_most or fewer_than".into(),
                        );
                        return None;
                    }
                };
                Test::Cost { measure, limit }
            }
        };
        Some(Check {
            test,
            setup,
            call,
            steps,
            weight,
            hidden,
        })
    }
}

fn join(path: &str, field: &str) -> String {
    match path {
        "" => field.to_string(),
        _ => format!("{path}.{field}"),
    }
}

/// The tabs an exercise may be set on.
fn tabs() -> Vec<&'static str> {
    let mut names: Vec<&str> = registry::PUZZLES.iter().map(|p| p.name()).collect();
    names.push(registry::OWN_PROBLEM.name());
    names
}
