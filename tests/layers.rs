//! The core's layers, one way: each top-level module of `src/` (a file, or a folder with its
//! files) uses only the modules below it in [`LAYERS`], the order the manual's architecture
//! chapter gives, and inside the interpreter each file of `src/python/` uses only the files
//! below it in [`PYTHON_LAYERS`]. A use is a path `crate::module` (or, in the interpreter,
//! `crate::python::file` and `super::file`) in code: comments and doc links are not uses. A
//! module missing from its list, or a use of one above, fails with its file and line.

use std::fs;
use std::path::{Path, PathBuf};

/// The core's modules, lowest first.
const LAYERS: &[&str] = &[
    "search",        // the search loop, its events and counters; the tree and the estimate
    "setup",         // a setup text and what can be wrong with it
    "lane",          // the one lane interface
    "python",        // the interpreter
    "state",         // the state a program has built, as a lane draws it
    "program_board", // a board read from a program's variables
    "puzzle",        // the interface every puzzle implements
    "queens",        // the puzzles, each with its rules, strategies and lane
    "sudoku",
    "knights",
    "colouring",
    "words",
    "own",      // the tab for your own problem
    "registry", // every puzzle, listed once
    "program",  // a program lane
    "exercise", // exercises and their verdicts
    "cli",      // the command line
    "wasm",     // the boundary with JavaScript
];

/// The interpreter's files, lowest first (`modules/` is one layer: the standard modules).
const PYTHON_LAYERS: &[&str] = &[
    "limits",      // what one program may hold and do
    "sorting",     // the one stable sort the interpreter's sorts share
    "float_parse", // a decimal read into the nearest double
    "error",       // Python's exceptions as the lab reports them
    "token",       // the source's tokens
    "syntax",      // the parser and its tree
    "hash",        // CPython's hashes of numbers, strings and tuples
    "sets",        // a set's hash table, in CPython's order
    "slices",      // the slice objects, in the prelude's Python
    "value",       // values, objects and dictionary keys
    "heap",        // the objects of one program, and what they print as
    "long",        // integers of any size
    "exceptions",  // the exception classes and their objects
    "args",        // what a builtin is given and gives back
    "iteration",   // iterators, and all the items of an iterable
    "format",      // str.format, f-strings and % formatting
    "ops",         // the operators
    "strings",     // the methods of str
    "modules",     // the standard modules
    "builtins",    // the built-in functions and the methods of the builtin types
    "compile",     // the syntax tree to the machine's code
    "machine",     // the machine that runs it, a step at a time
];

/// Every `.rs` file of a module: `src/name.rs` and everything under `src/name/`.
fn files_of(src: &Path, module: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let file = src.join(format!("{module}.rs"));
    if file.exists() {
        files.push(file);
    }
    let mut folders = vec![src.join(module)];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

/// The modules a line of code names as `crate::module`, outside its comment.
fn uses(line: &str) -> Vec<String> {
    uses_after(line, "crate::")
}

/// The names a line of code puts right after `prefix` (`crate::`, `super::`), outside its
/// comment.
fn uses_after(line: &str, prefix: &str) -> Vec<String> {
    let code = line.split("//").next().unwrap_or("");
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        // `crate::{a, b}` names several.
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for name in group.split(',') {
                let name: String = name
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.push(name);
                }
            }
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            out.push(name);
        }
    }
    out
}

/// Every use, in the files of each layer under `root`, of a layer above it, as `file:line:
/// layer uses other`; and how many uses were read. `uses_in` gives the layers a line of a file
/// names.
fn uses_above(
    layers: &[&str],
    root: &Path,
    uses_in: impl Fn(&Path, &str) -> Vec<String>,
) -> (Vec<String>, usize) {
    let mut wrong = Vec::new();
    let mut seen = 0;
    for (rank, layer) in layers.iter().enumerate() {
        for file in files_of(root, layer) {
            let text = fs::read_to_string(&file).unwrap();
            for (number, line) in text.lines().enumerate() {
                for used in uses_in(&file, line) {
                    seen += 1;
                    match layers.iter().position(|m| *m == used) {
                        Some(at) if at <= rank => {}
                        _ => wrong.push(format!(
                            "{}:{}: {layer} uses {used}",
                            file.strip_prefix(root).unwrap().display(),
                            number + 1
                        )),
                    }
                }
            }
        }
    }
    (wrong, seen)
}

/// Every file or folder directly in `folder` is in `layers`, but those in `outside`.
fn all_in_layers(folder: &Path, layers: &[&str], outside: &[&str]) {
    for entry in fs::read_dir(folder).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().replace(".rs", "");
        if !outside.contains(&name.as_str()) {
            assert!(
                layers.contains(&name.as_str()),
                "{}/{name} is in no layer",
                folder.display()
            );
        }
    }
}

#[test]
fn each_module_uses_only_the_modules_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // lib.rs declares the modules; bin/ is the command line's entry point, above everything.
    all_in_layers(&src, LAYERS, &["lib", "bin"]);
    let (wrong, seen) = uses_above(LAYERS, &src, |_, line| uses(line));
    assert!(
        wrong.is_empty(),
        "uses of a module above:\n{}",
        wrong.join("\n")
    );
    assert!(seen > 100, "only {seen} uses found: the reader is broken");
}

#[test]
fn each_file_of_the_interpreter_uses_only_the_files_below_it() {
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/python");
    all_in_layers(&python, PYTHON_LAYERS, &["mod"]);
    let (wrong, seen) = uses_above(PYTHON_LAYERS, &python, |file, line| {
        let mut used = uses_after(line, "crate::python::");
        // In `modules/`, `super::` is the standard modules' own folder.
        if file.parent() == Some(python.as_path()) {
            used.extend(uses_after(line, "super::"));
        }
        used.retain(|u| u != "super");
        used
    });
    assert!(
        wrong.is_empty(),
        "uses of a file above:\n{}",
        wrong.join("\n")
    );
    assert!(seen > 100, "only {seen} uses found: the reader is broken");
}

#[test]
fn the_reader_finds_uses_in_code_and_not_in_comments() {
    assert_eq!(uses("use crate::lane::{Lane, Shown};"), ["lane"]);
    assert_eq!(uses("use crate::{puzzle, setup};"), ["puzzle", "setup"]);
    assert_eq!(
        uses("let p = crate::registry::puzzle(name)?; // crate::wasm"),
        ["registry"]
    );
    assert!(uses("/// as in [`crate::registry::PUZZLES`]").is_empty());
    assert_eq!(
        uses_after("use super::{heap::Heap, value::*};", "super::"),
        ["heap", "value"]
    );
}
