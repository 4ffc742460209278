"""Turn the doctests of a Python package nobody on the project wrote into programs for the lab.

The corpus is the PyPI package `algorithms` (keon/algorithms, MIT), pinned below. It is never
committed: pip downloads its wheel into the output folder the first time (later runs find it
there and download nothing), and zipfile unpacks it beside the wheel. Each module of the
directories below becomes one standalone program: the module's own source, its imports as they
are, then every example of its docstrings turned into code, in the order of the source. A
program has no doctest runner to show a value, so an example whose last statement is an
expression prints it the way the interactive prompt shows it, `print(repr(EXPR))`, unless the
doctest expects no output (then it stays a statement, as at the prompt) or it is a call of print
(whose value, None, the prompt does not show); an example whose expected output is a traceback
prints the exception's class name instead. The lab's interpreter and CPython then run the same
program (tests/corpus.rs), and CPython's run is the oracle: nothing here compares with the
doctests' own expected output (12 of the modules have doctests that fail in CPython itself:
`lcm(8, 12)` expects 24 and gets 24.0, and the like). Where doctest gives each docstring a copy
of the module's globals, a program runs all its examples in one: what an example binds, the
examples after it see.

A module that imports another module of the package (`from algorithms.x import y`, or a relative
import) would need the package itself: nothing is inlined, the module is counted as such and
left out. So is a module whose docstrings hold no example.

Usage: python3 tests/corpus/doctests.py [OUT]   (OUT defaults to target/corpus)
Writes OUT/scripts/<directory>__<module>.py and OUT/manifest.json, and prints a summary line.
Exit status 0 when the programs are written; UNAVAILABLE (75) when the corpus cannot be had
(no pip, no network): the reason is on standard error, and the caller skips rather than fails.
Python 3.11's standard library only.
"""

import ast
import doctest
import json
import os
import pathlib
import shutil
import subprocess
import sys
import textwrap
import zipfile

PACKAGE = "algorithms"
VERSION = "1.0.1"

# The package's directories that become programs: the lab's own subjects (backtracking, dynamic
# programming), the small algorithms a learner writes next (math, sorting, searching, string),
# and the recursion-heavy ones (graph's searches, tree's walks).
DIRECTORIES = [
    "backtracking",
    "dynamic_programming",
    "math",
    "sorting",
    "searching",
    "string",
    "graph",
    "tree",
]

# The exit status that says "no corpus here", as sysexits.h's EX_TEMPFAIL.
UNAVAILABLE = 75

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def unavailable(why):
    print(f"the corpus {PACKAGE}=={VERSION} cannot be had: {why}", file=sys.stderr)
    sys.exit(UNAVAILABLE)


def wheel(out):
    """The pinned wheel in `out`, downloaded by pip when it is not there yet."""
    pattern = f"{PACKAGE}-{VERSION}-*.whl"
    found = sorted(out.glob(pattern))
    if found:
        return found[0]
    out.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pip", "download", "--no-deps", f"{PACKAGE}=={VERSION}",
               "-d", str(out), "--disable-pip-version-check", "--no-input",
               # Without a network pip retries for minutes; a test had better say so at once.
               "--timeout", "30", "--retries", "1"]
    try:
        done = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        unavailable(f"{' '.join(command[:4])}: {error}")
    found = sorted(out.glob(pattern))
    if done.returncode != 0 or not found:
        tail = (done.stderr.strip().splitlines() or ["no wheel was saved"])[-1]
        unavailable(f"{' '.join(command[:6])} exited {done.returncode}: {tail}")
    return found[0]


def unpack(whl, out):
    """The wheel's files under out/<package>-<version>/, unpacked once: into a folder of this
    process's own, then renamed, so that a run beside this one never reads a file half written."""
    folder = out / f"{PACKAGE}-{VERSION}"
    if not (folder / PACKAGE).is_dir():
        staging = out / f"{folder.name}.{os.getpid()}"
        with zipfile.ZipFile(whl) as archive:
            archive.extractall(staging)
        try:
            staging.rename(folder)
        except OSError:  # another run was first: its files are the same
            shutil.rmtree(staging, ignore_errors=True)
    return folder / PACKAGE


def write(path, text):
    """Writes through a file of this process's own and a rename, for the same reason."""
    staging = path.with_name(f"{path.name}.{os.getpid()}")
    staging.write_text(text, encoding="utf-8")
    os.replace(staging, path)


def needs_the_package(tree):
    """The first import of another module of the package, if the module has one."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (
                node.level > 0 or (node.module or "").split(".")[0] == PACKAGE):
            return f"line {node.lineno}: from {'.' * node.level}{node.module or ''} import ..."
        if isinstance(node, ast.Import) and any(
                alias.name.split(".")[0] == PACKAGE for alias in node.names):
            return f"line {node.lineno}: import {node.names[0].name}"
    return None


def docstrings(tree):
    """(qualified name, line, docstring) for each docstring doctest's DocTestFinder reads: the
    module's, and those of the functions and classes defined in it, a class's methods and
    nested classes included (not functions nested in functions), in the order of the source."""
    found = []

    def visit(node, prefix):
        for child in node.body:
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = prefix + child.name
                text = ast.get_docstring(child, clean=False)
                if text:
                    found.append((name, child.lineno, text))
                if isinstance(child, ast.ClassDef):
                    visit(child, name + ".")

    text = ast.get_docstring(tree, clean=False)
    if text:
        found.append(("<module>", 1, text))
    visit(tree, "")
    return found


def without_main_block(source, tree):
    """The source less its top-level `if __name__ == "__main__":` blocks: doctest imports the
    module, where that test is false, and the blocks run the module's own checks (doctest,
    unittest) that would only stand between the program and its examples."""
    lines = source.splitlines(keepends=True)
    removed = 0
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Compare) \
                and isinstance(node.test.left, ast.Name) and node.test.left.id == "__name__" \
                and any(isinstance(c, ast.Constant) and c.value == "__main__"
                        for c in node.test.comparators):
            for index in range(node.lineno - 1, node.end_lineno):
                lines[index] = ""
            removed += 1
    return "".join(lines), removed


def offset(code, line, column):
    """The index in `code` of a node's (line, column)."""
    return sum(len(text) for text in code.splitlines(keepends=True)[:line - 1]) + column


def shown(code):
    """The example with its last statement, when that is an expression, printing its repr as
    the prompt shows it: `print(repr(EXPR))`, EXPR as the source writes it, less a comment
    after it, in parentheses when it is a tuple (`f(x), g(x)`). The statements before it, as in
    `g = Graph(2); g.add_edge(0, 1); g.is_reachable(0, 1)`, stay statements. `print(...)` shows
    what it prints and not its value, None, so it stays a statement too. None when nothing is
    shown: the example is then its own text."""
    try:
        body = ast.parse(code).body
    except SyntaxError:
        return None  # CPython will say so, and so must the lab
    last = body[-1] if body else None
    if not isinstance(last, ast.Expr):
        return None
    value = last.value
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "print":
        return None
    expression = ast.get_source_segment(code, value)
    if isinstance(value, ast.Tuple):
        expression = f"({expression})"
    before = code[:offset(code, last.lineno, last.col_offset)].rstrip().rstrip(";").rstrip()
    return (before + "\n" if before else "") + f"print(repr({expression}))"


def example_code(example):
    """An example as program text: statements stay statements; an expression whose output the
    doctest shows prints its repr; an expected traceback prints the exception's class name."""
    code = example.source.rstrip("\n")
    if example.want != "" or example.exc_msg is not None:
        code = shown(code) or code
    if example.exc_msg is None:
        return code + "\n"
    return ("try:\n" + textwrap.indent(code, "    ", lambda line: True) + "\n"
            "except Exception as doctest_exception:\n"
            "    print(type(doctest_exception).__name__)\n")


def program(relative, source):
    """(the program's text, its counts), or (None, why it is left out)."""
    tree = ast.parse(source)
    needs = needs_the_package(tree)
    if needs:
        return None, f"needs the package ({needs})"
    parser = doctest.DocTestParser()
    body, main_blocks = without_main_block(source, tree)
    parts = [body.rstrip("\n") + "\n\n",
             f"# ---- the doctests of {relative}, as code (tests/corpus/doctests.py) ----\n"]
    counts = {"examples": 0, "tracebacks": 0, "skipped": 0, "main_blocks": main_blocks}
    for name, line, text in docstrings(tree):
        examples = parser.get_examples(text, name)
        if not examples:
            continue
        parts.append(f"\n# {name} (line {line})\n")
        for example in examples:
            if example.options.get(doctest.SKIP):
                counts["skipped"] += 1
                continue
            counts["examples"] += 1
            counts["tracebacks"] += example.exc_msg is not None
            parts.append(example_code(example))
    if counts["examples"] == 0:
        return None, "no examples"
    return "".join(parts), counts


def main():
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "target" / "corpus"
    out = out.resolve()
    whl = wheel(out)
    package = unpack(whl, out)
    scripts = out / "scripts"
    scripts.mkdir(parents=True, exist_ok=True)
    manifest = {"package": PACKAGE, "version": VERSION, "wheel": whl.name,
                "directories": DIRECTORIES, "scripts": [], "left_out": []}
    for directory in DIRECTORIES:
        folder = package / directory
        if not folder.is_dir():
            manifest["left_out"].append({"module": f"{PACKAGE}/{directory}/",
                                         "why": "no such directory"})
            continue
        for path in sorted(folder.glob("*.py")):
            if path.name == "__init__.py":
                continue
            relative = f"{PACKAGE}/{directory}/{path.name}"
            text, counts = program(relative, path.read_text(encoding="utf-8"))
            if text is None:
                manifest["left_out"].append({"module": relative, "why": counts})
                continue
            name = f"{directory}__{path.stem}"
            target = scripts / f"{name}.py"
            write(target, text)
            manifest["scripts"].append({"name": name, "path": str(target), "module": relative,
                                        **counts})
    # A program an older version of this script wrote, and this one does not, goes.
    written = {pathlib.Path(entry["path"]).name for entry in manifest["scripts"]}
    for stale in scripts.glob("*.py"):
        if stale.name not in written:
            stale.unlink(missing_ok=True)
    write(out / "manifest.json", json.dumps(manifest, indent=1) + "\n")
    whys = [entry["why"] for entry in manifest["left_out"]]
    needs = sum(why.startswith("needs the package") for why in whys)
    examples = sum(entry["examples"] for entry in manifest["scripts"])
    print(f"{PACKAGE} {VERSION}: {len(manifest['scripts'])} programs ({examples} examples) in "
          f"{scripts}; left out: {needs} that need the package, "
          f"{whys.count('no examples')} without examples")


if __name__ == "__main__":
    main()
