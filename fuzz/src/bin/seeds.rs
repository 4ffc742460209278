//! Writes the seed corpora the fuzz targets start from: `seeds OUT DATA_FOLDER...` fills
//! `OUT/parse`, `OUT/argv`, `OUT/lanes` and `OUT/python` with a few dozen small files.
//!
//! - parse: the first puzzle of every puzzle file found in the data folders, each written in
//!   one of the formats in turn, a few small grids, and one file holding several puzzles;
//! - argv: a handful of real command lines, arguments separated by NUL bytes;
//! - lanes: every strategy of each puzzle on a small instance, with a few operations;
//! - python: the lessons' programs and the differential tests' programs of `tests/python/`,
//!   and a few snippets that reach the limits, each after three bytes: n, the step limit and
//!   where to fork.

use std::path::{Path, PathBuf};

use backtracking_lab::search::Mode;
use backtracking_lab::sudoku::{Format, Grid};
use backtracking_lab::{colouring, knights, queens, sudoku, words};
use backtracking_lab_fuzz::properties::{Op, Puzzle, Script};

/// The Python programs of `tests/python/`, and snippets that reach each limit or fail.
const PYTHON: &[&str] = &[
    include_str!("../../../www/puzzles/programs/queens_c.py"),
    include_str!("../../../www/puzzles/programs/queens_d.py"),
    include_str!("../../../www/puzzles/programs/queens_d_no_undo.py"),
    include_str!("../../../tests/python/knights_5x5.py"),
    include_str!("../../../www/puzzles/programs/lesson000_queens.py"),
    include_str!("../../../www/puzzles/programs/lesson000_sudoku.py"),
    include_str!("../../../tests/python/diff/basics.py"),
    include_str!("../../../tests/python/diff/control.py"),
    include_str!("../../../tests/python/diff/functions.py"),
    include_str!("../../../tests/python/diff/builtin_funcs.py"),
    include_str!("../../../tests/python/diff/comprehensions.py"),
    include_str!("../../../tests/python/diff/dicts_sets.py"),
    include_str!("../../../tests/python/diff/strings.py"),
    include_str!("../../../tests/python/diff/classes.py"),
    include_str!("../../../tests/python/diff/errors_index.py"),
    include_str!("../../../tests/python/diff/errors_type.py"),
    include_str!("../../../tests/python/diff/errors_attr.py"),
    include_str!("../../../tests/python/diff/exceptions.py"),
    include_str!("../../../tests/python/diff/generators.py"),
    include_str!("../../../tests/python/diff/modules.py"),
    include_str!("../../../tests/python/diff/unpacking.py"),
    include_str!("../../../tests/python/diff/decorators.py"),
    include_str!("../../../tests/python/diff/itertools_use.py"),
    include_str!("../../../tests/python/diff/heapq_bisect.py"),
    include_str!("../../../tests/python/diff/collections_use.py"),
    include_str!("../../../tests/python/diff/methods.py"),
    include_str!("../../../tests/python/diff/random_use.py"),
    include_str!("../../../tests/python/diff/bigints.py"),
    include_str!("../../../tests/python/diff/dunders.py"),
    include_str!("../../../tests/python/diff/inheritance.py"),
    include_str!("../../../tests/python/diff/dataclasses_use.py"),
    include_str!("../../../tests/python/diff/formatting.py"),
    include_str!("../../../tests/python/diff/match_statement.py"),
    include_str!("../../../tests/python/diff/comprehension_lines.py"),
    include_str!("../../../tests/python/diff/float_text.py"),
    include_str!("../../../tests/python/diff/json_module.py"),
    include_str!("../../../tests/python/diff/datetime_module.py"),
    include_str!("../../../tests/python/diff/format_objects.py"),
    include_str!("../../../tests/python/diff/exit_early.py"),
    include_str!("../../../tests/python/diff/named_tuples.py"),
    include_str!("../../../tests/python/diff/all_any_tested.py"),
    include_str!("../../../tests/python/diff/small_sets.py"),
    include_str!("../../../tests/python/diff/slices.py"),
    include_str!("../../../tests/python/diff/fractions_use.py"),
    include_str!("../../../tests/python/diff/numeric_dunders.py"),
    include_str!("../../../tests/python/diff/not_implemented.py"),
    "try:\n    raise ValueError(n)\nexcept Exception as e:\n    x = 2 ** (n * 100)\n    print(e, len(str(x)))\nfinally:\n    print(*[i for i in range(n)], sep='-')\n",
    "while True:\n    pass\n",
    "def down(k):\n    return down(k + 1)\n\ndown(0)\n",
    "x = []\nwhile True:\n    x.append(len(x))\n",
    "s = 'ab'\nwhile True:\n    s = s + s\n",
    "while True:\n    print('y' * 1000)\n",
    "x = 2 ** 62\nx = x * 4\n",
    "g = (i * i for i in range(n))\nprint(sum(g), any(v > 3 for v in range(n)))\n",
    "class P:\n    def __init__(self, k):\n        self.k = k\n    def f(self):\n        return self.k + 1\nprint([P(i).f() for i in range(n)])\n",
    "d = {}\nfor i in range(n):\n    d[i % 3] = d.get(i % 3, 0) + i\nprint(sorted(d.items()), f'{n:>4}|{3.5:.2f}')\n",
    "def f(a, b=2):\n    return a + b\nx = [1, 2, 3][::-1]\nx[1:2] = [7, 8]\ndel x[0]\nprint(x, f(1, b=4))\n",
];

/// Small grids, solved and not: the race's 4×4 and 6×6 instances.
const SMALL: [&str; 4] = [
    "1..4.41..14.4..1",
    "................",
    "..34..45..2.....64...231.12.4.6.....",
    "123456456123231564564231312645645312",
];

fn files_under(folder: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, found);
        } else {
            found.push(path);
        }
    }
}

fn write(folder: &Path, name: &str, bytes: &[u8]) {
    std::fs::create_dir_all(folder).unwrap();
    std::fs::write(folder.join(name), bytes).unwrap();
}

fn main() {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let Some((out, data)) = args.split_first() else {
        eprintln!("usage: seeds OUT DATA_FOLDER...");
        std::process::exit(2);
    };
    let mut files = Vec::new();
    for folder in data {
        files_under(folder, &mut files);
    }
    files.sort();
    // The first puzzle of each file that holds any.
    let mut grids: Vec<Grid> = files
        .iter()
        .filter_map(|file| std::fs::read_to_string(file).ok())
        .filter_map(|text| text.lines().find_map(|line| Grid::parse(line.trim()).ok()))
        .collect();
    grids.dedup();
    grids.extend(SMALL.iter().map(|line| Grid::parse(line).unwrap()));

    let parse = out.join("parse");
    let mut file = String::new();
    for (k, grid) in grids.iter().enumerate() {
        let format = Format::ALL[k % Format::ALL.len()];
        let text = grid.to_text(format);
        write(
            &parse,
            &format!("{k:02}-{}", format.name()),
            text.as_bytes(),
        );
        file.push_str(&text);
        file.push('\n');
    }
    write(&parse, "file-of-puzzles", file.as_bytes());
    write(&parse, "mistake", b"1..4\n.4x.\n.14.\n4..1\n");

    let argv = out.join("argv");
    for (k, line) in [
        "queens --n 4..8 --strategy all",
        "queens --n 8 --mode first --json",
        "queens --n 10 --strategy naive --budget 5000 --json",
        "sudoku --strategy propagation --json puzzles.txt",
        "sudoku --strategy pruned,candidates --mode unique --budget 1_000 -",
        "count --n 16",
        "count --n 8 --plain --json",
        "help",
    ]
    .iter()
    .enumerate()
    {
        write(
            &argv,
            &format!("{k:02}"),
            line.replace(' ', "\0").as_bytes(),
        );
    }

    let lanes = out.join("lanes");
    let ops = vec![
        Op::Step(8),
        Op::Fork(20),
        Op::Advance(200),
        Op::Seek(1),
        Op::Step(3),
    ];
    let mut scripts = Vec::new();
    for (k, strategy) in queens::Strategy::ALL.into_iter().enumerate() {
        scripts.push(Script {
            puzzle: Puzzle::Queens(4 + k as i64, strategy),
            mode: [Mode::First, Mode::All][k % 2],
            budget: 1_000,
            ops: ops.clone(),
        });
    }
    let nine = grids
        .iter()
        .find(|g| g.shape().size == 9)
        .map(Grid::to_line);
    let texts = SMALL[..3].iter().map(|s| s.to_string()).chain(nine);
    for (k, text) in texts.enumerate() {
        for strategy in sudoku::Strategy::ALL {
            scripts.push(Script {
                puzzle: Puzzle::Sudoku(text.clone(), strategy),
                mode: [Mode::First, Mode::UpTo(2), Mode::All][k % 3],
                budget: 1_500,
                ops: ops.clone(),
            });
        }
    }
    // The other puzzles: a knight's tour open and closed, the lesson's graphs and a custom
    // one, and the word search.
    for (k, strategy) in knights::Strategy::ALL.into_iter().enumerate() {
        scripts.push(Script {
            puzzle: Puzzle::Knights(5 + k as i64, 1, 1 + k as u8, k == 2, strategy),
            mode: [Mode::First, Mode::All][k % 2],
            budget: 1_500,
            ops: ops.clone(),
        });
    }
    let graphs = [
        "@australia",
        "@petersen",
        "@services",
        "a b\nb c\nc a\nc d\n",
    ];
    for (k, graph) in graphs.iter().enumerate() {
        for strategy in colouring::Strategy::ALL {
            scripts.push(Script {
                puzzle: Puzzle::Colouring(3 + (k as i64 % 2), graph.to_string(), strategy),
                mode: [Mode::First, Mode::All][k % 2],
                budget: 1_500,
                ops: ops.clone(),
            });
        }
    }
    for word in ["ABCCED", "SEE", "ABCB"] {
        for strategy in words::Strategy::ALL {
            scripts.push(Script {
                puzzle: Puzzle::Words(format!("{word}\nABCE\nSFCS\nADEE"), strategy),
                mode: Mode::All,
                budget: 1_500,
                ops: ops.clone(),
            });
        }
    }
    for (k, script) in scripts.iter().enumerate() {
        assert_eq!(&Script::decode(&script.encode()), script, "seed {k}");
        write(&lanes, &format!("{k:02}"), &script.encode());
    }
    // n, the step limit (byte 255 is the most), where to fork; then the program.
    let python = out.join("python");
    for (k, source) in PYTHON.iter().enumerate() {
        let mut bytes = vec![
            5 + (k % 4) as u8,
            [255, 60, 200][k % 3],
            (k * 37 % 256) as u8,
        ];
        bytes.extend_from_slice(source.as_bytes());
        write(&python, &format!("{k:02}"), &bytes);
    }
    println!(
        "seeds: {} parse, 8 argv, {} lanes, {} python inputs in {}",
        grids.len() + 2,
        scripts.len(),
        PYTHON.len(),
        out.display()
    );
}
