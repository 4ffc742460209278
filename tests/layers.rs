//! The core's layers, one way: each top-level module of `src/` (a file, or a folder with its
//! files) uses only the modules below it in [`LAYERS`], the order the manual's architecture
//! chapter gives. A use is a path `crate::module` in code (comments and doc links are not
//! uses); a module missing from the list, or a use of one above, fails with its file and line.

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
    let code = line.split("//").next().unwrap_or("");
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
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

#[test]
fn each_module_uses_only_the_modules_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // Every top-level module is in the list (lib.rs declares them; bin/ is the command line's
    // entry point, above everything).
    for entry in fs::read_dir(&src).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().replace(".rs", "");
        if !["lib", "bin"].contains(&name.as_str()) {
            assert!(LAYERS.contains(&name.as_str()), "src/{name} is in no layer");
        }
    }
    let mut wrong = Vec::new();
    let mut seen = 0;
    for (rank, module) in LAYERS.iter().enumerate() {
        for file in files_of(&src, module) {
            let text = fs::read_to_string(&file).unwrap();
            for (number, line) in text.lines().enumerate() {
                for used in uses(line) {
                    seen += 1;
                    match LAYERS.iter().position(|m| *m == used) {
                        Some(at) if at <= rank => {}
                        _ => wrong.push(format!(
                            "{}:{}: {module} uses {used}",
                            file.strip_prefix(&src).unwrap().display(),
                            number + 1
                        )),
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "uses of a module above:\n{}",
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
}
