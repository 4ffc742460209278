"""The Python programs of tests/bench/programs.json, timed in the lab's command line and in
CPython: the best of five wall times of each, one after the other in the same minutes, and
their ratio, as a Markdown table. CPython is the interpreter running this script (run it as
`python3 tests/bench/against_cpython.py` after `cargo build --release`), started directly, not
through a shim such as pyenv's. The ratio is of the programs' own times: each side's start (the
best time of an empty program: `pass`, and the lab compiling its prelude) is taken off its
times first, for CPython starts in 0.02-0.1 s, as long as some of these programs run.
"""
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAB = ROOT / "target" / "release" / "backtrack"
RUNS = 5


def best(command):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    programs = json.loads((ROOT / "tests/bench/programs.json").read_text())["programs"]
    empty = ROOT / "target" / "empty.py"
    empty.write_text("pass\n")
    lab_start = best([str(LAB), "run", str(empty)])
    cpython_start = best([sys.executable, "-c", "pass"])
    print(f"CPython {sys.version.split()[0]} ({sys.executable}); the starts, taken off below: "
          f"lab {lab_start:.3f} s, CPython {cpython_start:.3f} s")
    print("| program | lab | CPython | lab ÷ CPython |")
    print("|---|---|---|---|")
    for program in programs:
        path = ROOT / program["file"]
        lab = best([str(LAB), "run", str(path), "--set", f"n={program['n']}",
                    "--limit", "1000000000"])
        source = f"n = {program['n']}\nexec(open({str(path)!r}).read())"
        cpython = best([sys.executable, "-c", source])
        lab, cpython = lab - lab_start, cpython - cpython_start
        print(f"| {program['what']} | {lab:.3f} s | {cpython:.3f} s | {lab / cpython:.2f} |")


if __name__ == "__main__":
    main()
