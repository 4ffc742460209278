//! The command lines README and the manual show (`cargo run --release --bin backtrack -- …`)
//! run as shown: each one whose files are in the repository runs the built `backtrack` with its
//! arguments, from the repository's root, and exits 0 (or with the status its comment says,
//! `(exit 3)`); every number its comment names ("prints 4; 17537 steps", "304 tours each")
//! is in what it printed. A reader who copies a line gets what the text says.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

const PREFIX: &str = "cargo run --release --bin backtrack -- ";

/// Every command line in the documents' code blocks: the arguments, standard input's file (a
/// `< file` at the end), and the comment.
fn commands(root: &Path) -> Vec<(String, String)> {
    let mut files = vec![root.join("README.md")];
    for entry in fs::read_dir(root.join("docs/src")).unwrap().flatten() {
        if entry.path().extension().is_some_and(|e| e == "md") {
            files.push(entry.path());
        }
    }
    let mut out = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let mut in_block = false;
        for line in text.lines() {
            if line.starts_with("```") {
                in_block = !in_block;
                continue;
            }
            if in_block && line.starts_with(PREFIX) {
                let name = file.file_name().unwrap().to_string_lossy().to_string();
                out.push((name, line[PREFIX.len()..].to_string()));
            }
        }
    }
    out
}

#[test]
fn the_documents_command_lines_run_as_they_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut ran = 0;
    for (document, line) in commands(root) {
        let (command, comment) = match line.split_once('#') {
            Some((command, comment)) => (command.trim(), comment.trim()),
            None => (line.trim(), ""),
        };
        let (command, input) = match command.split_once(" < ") {
            Some((command, input)) => (command.trim(), Some(input.trim())),
            None => (command, None),
        };
        let args: Vec<&str> = command.split_whitespace().collect();
        // A line about the reader's own files (their_program.py, puzzles.txt) shows a form.
        let files_here = args
            .iter()
            .chain(input.iter())
            .filter(|arg| arg.contains('.') && !arg.starts_with('-') && !arg.contains('='))
            .all(|file| root.join(file).exists());
        // Counting 16 queens takes seconds optimised and minutes in a test build; its flags
        // are the counter's own tests' (tests/cli.rs).
        if !files_here || args.first() == Some(&"count") {
            continue;
        }
        let mut run = Command::new(env!("CARGO_BIN_EXE_backtrack"));
        run.args(&args)
            .current_dir(root)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(input) = input {
            run.stdin(fs::File::open(root.join(input)).unwrap());
        }
        let output = run.output().unwrap();
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        let expected = comment
            .split("(exit ")
            .nth(1)
            .and_then(|rest| rest.split(')').next())
            .map_or(0, |status| status.parse().unwrap());
        assert_eq!(
            output.status.code(),
            Some(expected),
            "{document}: {line}\n{said}"
        );
        for number in comment
            .split(|c: char| !c.is_ascii_digit())
            .filter(|n| !n.is_empty() && *n != expected.to_string())
        {
            assert!(
                said.contains(number),
                "{document}: {line}: no {number} in\n{said}"
            );
        }
        ran += 1;
    }
    assert!(ran >= 10, "only {ran} command lines ran");
}
