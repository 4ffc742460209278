//! The lab's interpreter against CPython on real Python that nobody on the project wrote: the
//! modules of the PyPI package `algorithms` (keon/algorithms 1.0.1, MIT), each turned by
//! tests/corpus/doctests.py into one program of its own source and its doctests as code (pip
//! downloads the package into target/corpus/ the first time; it is never committed). Every
//! program runs in CPython, the oracle, and in `backtrack run`, and each either agrees with
//! CPython exactly (output, and how it ended), or stops with an error the lab reports (a
//! construct it refuses, a module it lacks, its step limit): what no program may do is finish,
//! or raise, with something else than CPython and no word said. tests/corpus/agree.txt is a
//! ratchet: the programs that agree today must go on agreeing. tests/corpus/known_silent.txt
//! names the silent disagreements still waiting for a fix, each with its cause, so that the
//! test stays green until they are fixed, and fails when one of them is (take it off then).
//! The report, also in target/corpus/report.txt, counts each kind of outcome and groups the
//! lab's errors by what they say: a list of what the lab's Python lacks, most wanted first.
//! Every program that agrees is also counted by tests/python/oracle.py, CPython's line events
//! as the lessons count steps: its steps must be the lab's, but for the programs that
//! tests/corpus/known_steps.txt names, each with its cause.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The lab's steps for one program: the doctests of a module take at most 37,749 today
/// (math/goldbach.py), so a program past this is looping, or searching far longer than a
/// doctest means to.
const STEP_LIMIT: &str = "10000000";
/// CPython's time for one program, past which its run is no oracle.
const CPYTHON_TIMEOUT: Duration = Duration::from_secs(60);
/// The exit status with which doctests.py says that the corpus cannot be had here.
const UNAVAILABLE: i32 = 75;

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// target/corpus/, in whatever target folder cargo builds into.
fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .join("corpus")
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
enum End {
    Finished,
    /// An exception that nothing caught: its class, its message (the lab's; CPython's whole
    /// last line of standard error), and the program's line where it stopped, if known.
    Raised {
        class: String,
        message: String,
        line: Option<u64>,
    },
    /// The lab's step limit.
    Limit,
}

/// A program's run: what it printed, and how it ended (with its steps, for the lab's).
#[derive(Clone, Debug)]
struct Run {
    output: String,
    end: End,
    steps: u64,
}

impl Run {
    fn ending(&self) -> String {
        match &self.end {
            End::Finished => "finished".into(),
            End::Raised { message, .. } => format!("raised {message}"),
            End::Limit => format!("reached the step limit ({STEP_LIMIT})"),
        }
    }
}

/// What the comparison of one program found.
#[derive(Clone, Debug)]
enum Verdict {
    /// Output and ending agree; then the steps of the oracle and the lab, or why the oracle
    /// could not count them.
    Agrees(Result<(u64, u64), String>),
    /// The lab stopped with an error it reports (or at its step limit), having printed only
    /// what CPython printed up to there: the group it is counted in, `Kind: message`.
    LabError(String),
    /// The lab finished, or raised, and something differs from CPython, with no word said.
    Silent(String),
    /// The lab crashed, or printed no report: a bug whatever the program.
    Broken(String),
    /// CPython's run is no oracle: it timed out, or what it prints changes with the seed of
    /// the string hashes.
    NoOracle(String),
}

/// A command's standard output, standard error and exit status, or None when it did not end
/// within `limit` (it is killed then).
fn output_within(
    command: &mut Command,
    limit: Duration,
) -> std::io::Result<Option<(String, String, i32)>> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    // Read both pipes while waiting: a program that prints more than a pipe holds would
    // otherwise never end.
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stdout.read_to_end(&mut bytes).map(|_| bytes)
    });
    let err = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stderr.read_to_end(&mut bytes).map(|_| bytes)
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if start.elapsed() > limit {
            child.kill()?;
            child.wait()?;
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).into_owned();
    let (out, err) = (text(out.join().unwrap()?), text(err.join().unwrap()?));
    Ok(status.map(|status| (out, err, status.code().unwrap_or(-1))))
}

/// CPython's run of a program, with the string hashes' seed given: the last line of a
/// traceback names the class (`KeyError: 1`, `algorithms.Found`), the last `File` line of the
/// program itself the line where it stopped.
fn cpython(path: &Path, hash_seed: &str) -> Result<Run, String> {
    let ran = output_within(
        Command::new("python3")
            .arg(path)
            .env("PYTHONHASHSEED", hash_seed)
            .env("PYTHONIOENCODING", "utf-8")
            .env("PYTHONDONTWRITEBYTECODE", "1"),
        CPYTHON_TIMEOUT,
    )
    .map_err(|e| format!("python3: {e}"))?;
    let Some((output, stderr, code)) = ran else {
        return Err(format!("CPython did not end in {CPYTHON_TIMEOUT:?}"));
    };
    if code == 0 {
        return Ok(Run {
            output,
            end: End::Finished,
            steps: 0,
        });
    }
    let last = stderr
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    let class = last.split(':').next().unwrap_or("").trim();
    let class = class.rsplit('.').next().unwrap_or(class);
    if class.is_empty() || class.contains(' ') {
        return Err(format!(
            "python3 exited {code} without a traceback: {last:?}"
        ));
    }
    let file = format!("  File \"{}\", line ", path.display());
    let line = stderr
        .lines()
        .filter_map(|l| l.strip_prefix(&file))
        .filter_map(|rest| {
            rest.split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        })
        .next_back();
    Ok(Run {
        output,
        end: End::Raised {
            class: class.to_string(),
            message: last.to_string(),
            line,
        },
        steps: 0,
    })
}

/// The steps of a program as tests/python/oracle.py counts them from CPython's line events.
fn oracle_steps(path: &Path) -> Result<u64, String> {
    let ran = output_within(
        Command::new("python3")
            .arg(manifest_dir().join("tests/python/oracle.py"))
            .arg(path)
            .args(["--limit", STEP_LIMIT])
            .env("PYTHONHASHSEED", HASH_SEEDS[0])
            .env("PYTHONDONTWRITEBYTECODE", "1"),
        CPYTHON_TIMEOUT * 4,
    )
    .map_err(|e| format!("oracle.py: {e}"))?;
    let Some((stdout, stderr, _)) = ran else {
        return Err("the oracle did not end in time".into());
    };
    let report: serde_json::Value = serde_json::from_str(&stdout)
        .map_err(|_| format!("oracle.py printed no report: {}", stderr.trim()))?;
    report["steps"]
        .as_u64()
        .ok_or_else(|| "oracle.py reported no steps".into())
}

/// The lab's run, from `backtrack run --json`.
fn lab(path: &Path) -> Result<Run, String> {
    let ran = output_within(
        Command::new(env!("CARGO_BIN_EXE_backtrack"))
            .args(["run", "--json", "--limit", STEP_LIMIT])
            .arg(path),
        // The step limit ends every run; this only keeps a hang from stopping the test.
        Duration::from_secs(600),
    )
    .map_err(|e| format!("backtrack: {e}"))?;
    let Some((stdout, stderr, code)) = ran else {
        return Err("backtrack run did not end in 10 minutes".into());
    };
    let report: serde_json::Value = serde_json::from_str(&stdout).map_err(|_| {
        format!(
            "backtrack run exited {code} with no report: {}",
            stderr.trim()
        )
    })?;
    let output = report["output"].as_str().unwrap_or_default().to_string();
    let end = match report["status"].as_str() {
        Some("finished") => End::Finished,
        Some("limit") => End::Limit,
        Some("error") => {
            let error = &report["error"];
            let class = error["kind"].as_str().unwrap_or_default().to_string();
            let message = match error["message"].as_str() {
                Some("") | None => class.clone(),
                Some(message) => format!("{class}: {message}"),
            };
            End::Raised {
                class,
                message,
                line: error["line"].as_u64(),
            }
        }
        other => return Err(format!("backtrack run reported status {other:?}")),
    };
    let steps = report["steps"].as_u64().unwrap_or_default();
    Ok(Run { output, end, steps })
}

/// The two outputs where they part: the first differing line and a few after it, on each side.
fn diff(cpython: &str, lab: &str) -> String {
    let (ours, theirs): (Vec<&str>, Vec<&str>) = (lab.lines().collect(), cpython.lines().collect());
    let first = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
    let show = |lines: &[&str]| {
        let shown: Vec<String> = lines
            .iter()
            .skip(first)
            .take(6)
            .map(|l| format!("      {l}"))
            .collect();
        if shown.is_empty() {
            "      (nothing more)".to_string()
        } else {
            shown.join("\n")
        }
    };
    format!(
        "    from output line {}:\n    cpython:\n{}\n    lab:\n{}",
        first + 1,
        show(&theirs),
        show(&ours)
    )
}

/// Whether the lab's run agrees with CPython's, and if not, whether it said so.
fn judge(cpython: &Run, lab: &Run) -> Verdict {
    let same_output = cpython.output == lab.output;
    let silent = |what: String| {
        let mut text = format!(
            "  {what}\n    cpython {}; lab {}",
            cpython.ending(),
            lab.ending()
        );
        if !same_output {
            text += &format!("\n{}", diff(&cpython.output, &lab.output));
        }
        Verdict::Silent(text)
    };
    match (&lab.end, &cpython.end) {
        (End::Finished, End::Finished) if same_output => Verdict::Agrees(Ok((0, lab.steps))),
        (End::Raised { class, .. }, End::Raised { class: theirs, .. })
            if same_output && class == theirs =>
        {
            Verdict::Agrees(Ok((0, lab.steps)))
        }
        (End::Finished, End::Finished) => {
            silent("the lab finished and printed something else".into())
        }
        // CPython's run ends in Finished or Raised, never at a step limit.
        (End::Finished, _) => silent("the lab finished where CPython raised".into()),
        // An error the lab reports is not silent when the lab printed only what CPython printed
        // up to there: it stopped, and said why. Whatever it printed before that must agree.
        (_, _) if !cpython.output.starts_with(&lab.output) => {
            silent("the lab printed something else before it stopped".into())
        }
        // Both raised, at the same line after the same output, different classes: the lab
        // went as far as CPython and raised the wrong exception. Unsupported is the lab's
        // refusal, which says itself what it is.
        (
            End::Raised { class, line, .. },
            End::Raised {
                class: theirs,
                line: their_line,
                ..
            },
        ) if same_output && line == their_line && class != "Unsupported" => silent(format!(
            "the lab raised {class} where CPython raised {theirs}, at line {}",
            line.unwrap_or(0)
        )),
        (End::Raised { message, .. }, _) => Verdict::LabError(message.clone()),
        (End::Limit, _) => Verdict::LabError(format!("did not finish in {STEP_LIMIT} steps")),
    }
}

/// The seeds of CPython's string hashes tried when a program seems to disagree: the first is
/// the oracle's, the others show whether its output depends on them.
const HASH_SEEDS: [&str; 8] = ["0", "1", "2", "3", "4", "5", "6", "7"];

/// The lab's run of a program judged against CPython's. The oracle's run has a fixed seed of
/// the string hashes; when the lab seems to disagree silently, CPython runs again with other
/// seeds, since a program that iterates over a set of strings prints them in an order that
/// changes with the seed (CPython's order is no more right than the lab's), and so does one that
/// draws from `random`: such a program is no oracle.
fn compare(path: &Path) -> Verdict {
    let lab = match lab(path) {
        Ok(run) => run,
        Err(why) => return Verdict::Broken(why),
    };
    let oracle = match cpython(path, HASH_SEEDS[0]) {
        Ok(run) => run,
        Err(why) => return Verdict::NoOracle(why),
    };
    let verdict = judge(&oracle, &lab);
    if let Verdict::Agrees(_) = verdict {
        return Verdict::Agrees(oracle_steps(path).map(|steps| (steps, lab.steps)));
    }
    if !matches!(verdict, Verdict::Silent(_)) {
        return verdict;
    }
    let mut varies = None;
    let mut matches = None;
    for seed in &HASH_SEEDS[1..] {
        let other = match cpython(path, seed) {
            Ok(run) => run,
            Err(why) => return Verdict::NoOracle(why),
        };
        if other.output != oracle.output || other.end != oracle.end {
            varies.get_or_insert(*seed);
            if !matches!(judge(&other, &lab), Verdict::Silent(_)) {
                matches.get_or_insert(*seed);
            }
        }
    }
    match (varies, matches) {
        (None, _) => verdict,
        (Some(seed), Some(same)) => Verdict::NoOracle(format!(
            "CPython's output depends on the hash seed (PYTHONHASHSEED 0 and {seed} differ); \
             the lab's run is as CPython's with seed {same}"
        )),
        (Some(seed), None) => Verdict::NoOracle(format!(
            "CPython's output depends on the hash seed (PYTHONHASHSEED 0 and {seed} differ); \
             the lab's run is as none of seeds {}",
            HASH_SEEDS.join(", ")
        )),
    }
}

/// A program of the corpus, from the manifest doctests.py writes.
struct Program {
    name: String,
    path: PathBuf,
    examples: u64,
}

/// The names in a committed list: one a line, the first word of it; `#` starts a comment.
fn listed(file: &str) -> BTreeMap<String, String> {
    let path = manifest_dir().join("tests/corpus").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(char::is_whitespace) {
            Some((name, why)) => (name.to_string(), why.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

/// Runs doctests.py: the manifest it wrote, or None (said why) when the corpus cannot be had.
fn corpus() -> Option<serde_json::Value> {
    let script = manifest_dir().join("tests/corpus/doctests.py");
    let out = match Command::new("python3")
        .arg(&script)
        .arg(corpus_dir())
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            eprintln!("python3 cannot be run ({e}): skipping the corpus test");
            return None;
        }
    };
    if out.status.code() == Some(UNAVAILABLE) {
        eprintln!(
            "{}skipping the corpus test",
            String::from_utf8_lossy(&out.stderr)
        );
        return None;
    }
    assert!(
        out.status.success(),
        "doctests.py failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    eprint!("{}", String::from_utf8_lossy(&out.stdout));
    let manifest = corpus_dir().join("manifest.json");
    let text = std::fs::read_to_string(&manifest)
        .unwrap_or_else(|e| panic!("{}: {e}", manifest.display()));
    Some(serde_json::from_str(&text).expect("the manifest is JSON"))
}

/// Runs every program in CPython and in the lab, on as many threads as there are cores.
fn verdicts(programs: &[Program]) -> Vec<Verdict> {
    let next = AtomicUsize::new(0);
    let found = Mutex::new(vec![None; programs.len()]);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(program) = programs.get(index) else {
                    break;
                };
                found.lock().unwrap()[index] = Some(compare(&program.path));
            });
        }
    });
    found
        .into_inner()
        .unwrap()
        .into_iter()
        .map(Option::unwrap)
        .collect()
}

#[test]
fn the_lab_agrees_with_cpython_on_a_real_packages_doctests_or_says_why_not() {
    let Some(manifest) = corpus() else {
        return;
    };
    let programs: Vec<Program> = manifest["scripts"]
        .as_array()
        .expect("scripts")
        .iter()
        .map(|s| Program {
            name: s["name"].as_str().unwrap().to_string(),
            path: PathBuf::from(s["path"].as_str().unwrap()),
            examples: s["examples"].as_u64().unwrap_or(0),
        })
        .collect();
    let start = Instant::now();
    let verdicts = verdicts(&programs);
    let elapsed = start.elapsed();

    let agree_list = listed("agree.txt");
    let known_silent = listed("known_silent.txt");
    let known_steps = listed("known_steps.txt");
    let mut agree = Vec::new();
    let mut steps_differ = Vec::new();
    let mut steps_same = 0;
    let mut errors: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    let mut silent = Vec::new();
    let mut broken = Vec::new();
    let mut no_oracle = Vec::new();
    for (program, verdict) in programs.iter().zip(&verdicts) {
        let name = program.name.as_str();
        match verdict {
            Verdict::Agrees(steps) => {
                agree.push(name);
                match steps {
                    Ok((cpython, lab)) if cpython == lab => steps_same += 1,
                    Ok((cpython, lab)) => {
                        steps_differ.push((name, format!("oracle {cpython}, lab {lab}")))
                    }
                    Err(why) => steps_differ.push((name, why.clone())),
                }
            }
            Verdict::LabError(group) => errors.entry(group.clone()).or_default().push(name),
            Verdict::Silent(diff) => silent.push((name, diff)),
            Verdict::Broken(why) => broken.push((name, why)),
            Verdict::NoOracle(why) => no_oracle.push((name, why)),
        }
    }

    // The report.
    let left_out = manifest["left_out"].as_array().cloned().unwrap_or_default();
    let why = |e: &serde_json::Value| e["why"].as_str().unwrap_or("").to_string();
    let needs = left_out
        .iter()
        .filter(|e| why(e).starts_with("needs the package"))
        .count();
    let without = left_out.iter().filter(|e| why(e) == "no examples").count();
    let examples: u64 = programs.iter().map(|p| p.examples).sum();
    let dirs: Vec<&str> = manifest["directories"]
        .as_array()
        .map(|d| d.iter().filter_map(|d| d.as_str()).collect())
        .unwrap_or_default();
    let mut report = format!(
        "The lab's Python against CPython on {} {}'s doctests ({}): {} programs, {} examples, \
         in {:.1} s\n(left out: {} modules that import another module of the package, {} without \
         examples)\n\n",
        manifest["package"].as_str().unwrap_or("?"),
        manifest["version"].as_str().unwrap_or("?"),
        dirs.join(", "),
        programs.len(),
        examples,
        elapsed.as_secs_f64(),
        needs,
        without
    );
    report += &format!("agree exactly: {}\n", agree.len());
    report += &format!(
        "  of which the same steps as tests/python/oracle.py counts: {steps_same}; other steps: {} \
         ({} of them known, in tests/corpus/known_steps.txt)\n",
        steps_differ.len(),
        steps_differ
            .iter()
            .filter(|(name, _)| known_steps.contains_key(*name))
            .count()
    );
    for (name, steps) in &steps_differ {
        let cause = known_steps.get(*name).map_or("", String::as_str);
        report += &format!("    {name}: {steps} {cause}\n");
    }
    let stopped: usize = errors.values().map(Vec::len).sum();
    report += &format!("stop with an error the lab reports: {stopped}\n");
    let mut groups: Vec<(&String, &Vec<&str>)> = errors.iter().collect();
    groups.sort_by_key(|(message, names)| (std::cmp::Reverse(names.len()), message.as_str()));
    for (message, names) in groups {
        let s = if names.len() == 1 { "" } else { "s" };
        report += &format!("  {message} — {} script{s}\n", names.len());
        report += &wrapped(names, "      ");
    }
    report += &format!(
        "DISAGREE SILENTLY: {} ({} of them known, in tests/corpus/known_silent.txt)\n",
        silent.len(),
        silent
            .iter()
            .filter(|(name, _)| known_silent.contains_key(*name))
            .count()
    );
    for (name, diff) in &silent {
        report += &format!("{name}\n{diff}\n");
    }
    if !broken.is_empty() {
        report += &format!("the lab crashed: {}\n", broken.len());
        for (name, why) in &broken {
            report += &format!("  {name}: {why}\n");
        }
    }
    if !no_oracle.is_empty() {
        report += &format!("no oracle (CPython's own run): {}\n", no_oracle.len());
        for (name, why) in &no_oracle {
            report += &format!("  {name}: {why}\n");
        }
    }
    let newly: Vec<&str> = agree
        .iter()
        .copied()
        .filter(|name| !agree_list.contains_key(*name))
        .collect();
    if !newly.is_empty() {
        report += &format!(
            "newly agree, not yet in tests/corpus/agree.txt ({}; target/corpus/agree.txt lists \
             every program that agrees today):\n",
            newly.len()
        );
        report += &wrapped(&newly, "  ");
    }
    print!("{report}");
    std::fs::write(corpus_dir().join("report.txt"), &report).unwrap();
    let mut today = String::from(
        "# The corpus programs (tests/corpus.rs) that agree with CPython exactly: output, and how the\n\
         # program ended. A ratchet: each must go on agreeing. The test prints the programs that agree\n\
         # and are not listed here; it writes the whole list of a run to target/corpus/agree.txt.\n",
    );
    for name in &agree {
        today += &format!("{name}\n");
    }
    std::fs::write(corpus_dir().join("agree.txt"), today).unwrap();

    // The assertions.
    let verdict_of: BTreeMap<&str, &Verdict> = programs
        .iter()
        .map(|p| p.name.as_str())
        .zip(&verdicts)
        .collect();
    let mut failures = Vec::new();
    for (name, why) in &broken {
        failures.push(format!("{name}: {why}"));
    }
    for (name, diff) in &silent {
        if !known_silent.contains_key(*name) {
            failures.push(format!("{name} disagrees silently with CPython:\n{diff}"));
        }
    }
    for (name, cause) in &known_silent {
        match verdict_of.get(name.as_str()) {
            None => failures.push(format!(
                "known_silent.txt names {name}, which is no program of the corpus"
            )),
            Some(Verdict::Silent(_)) => {}
            Some(verdict) => failures.push(format!(
                "{name} no longer disagrees silently ({cause}): it is now {}; take it off \
                 tests/corpus/known_silent.txt",
                outcome(verdict)
            )),
        }
    }
    for (name, steps) in &steps_differ {
        if !known_steps.contains_key(*name) {
            failures.push(format!(
                "{name} agrees with CPython, but not in its steps: {steps}"
            ));
        }
    }
    for (name, cause) in &known_steps {
        match verdict_of.get(name.as_str()) {
            None => failures.push(format!(
                "known_steps.txt names {name}, which is no program of the corpus"
            )),
            Some(Verdict::Agrees(Ok((cpython, lab)))) if cpython == lab => failures.push(format!(
                "{name} now takes the oracle's steps ({cause}): take it off \
                 tests/corpus/known_steps.txt"
            )),
            Some(_) => {}
        }
    }
    let agreeing: BTreeSet<&str> = agree.iter().copied().collect();
    for name in agree_list.keys() {
        match verdict_of.get(name.as_str()) {
            None => failures.push(format!(
                "agree.txt names {name}, which is no program of the corpus"
            )),
            Some(_) if agreeing.contains(name.as_str()) => {}
            Some(verdict) => failures.push(format!(
                "{name} agreed with CPython (tests/corpus/agree.txt) and no longer does: {}",
                outcome(verdict)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Names, comma-separated, on lines of at most 100 characters, each starting with `indent`.
fn wrapped(names: &[&str], indent: &str) -> String {
    let mut text = String::new();
    let mut line = String::from(indent);
    for (i, name) in names.iter().enumerate() {
        let item = if i + 1 < names.len() {
            format!("{name}, ")
        } else {
            name.to_string()
        };
        if line.len() + item.trim_end().len() > 100 && line.len() > indent.len() {
            text += line.trim_end();
            text += "\n";
            line = String::from(indent);
        }
        line += &item;
    }
    text + line.trim_end() + "\n"
}

/// A verdict in a few words, for a failure's message.
fn outcome(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Agrees(_) => "agreeing with CPython".into(),
        Verdict::LabError(group) => format!("stopping with {group}"),
        Verdict::Silent(diff) => format!("disagreeing silently:\n{diff}"),
        Verdict::Broken(why) => format!("crashing the lab: {why}"),
        Verdict::NoOracle(why) => format!("no oracle: {why}"),
    }
}
