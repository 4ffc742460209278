"""Count a program's steps as Backtracking Lab's interpreter does, with CPython as the judge.

A step is a `sys.settrace` line event, less the lines of `def` and `class` headers (with their
decorators and defaults) and of docstrings, and less the lines of a lambda's body (a call costs
nothing beyond the statement that makes it); plus, for each list a `+` or `*` builds, one step
per element of the result (`+=` and `*=` change a list in place and add nothing). A statement
written over several lines is one step: CPython reports a line event for each of its lines (and
again for the first when it gets back there), so events that move within one statement without
repeating a line are not counted. The module `random` is seeded with 0 before the program runs,
as the lab seeds a generator that the program never seeds.

Usage: python3 oracle.py PROGRAM.py [NAME=VALUE ...] [--limit STEPS]
(VALUE is a Python literal: a whole number, a string, a list, a tuple, a dict, True or False.)
Prints one JSON object: {"steps": ..., "status": "finished" | "limit" | "error",
"output": ..., "error": the exception's type name or null}.
"""

import ast
import io
import json
import random
import sys


class _Limit(BaseException):
    pass


def _statement_heads(tree):
    """Each line's statement: the first line of the innermost statement (or compound
    statement's header) that spans it."""
    heads = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.stmt):
            continue
        if isinstance(node, (ast.If, ast.While)):
            end = node.test.end_lineno
        elif isinstance(node, ast.For):
            end = node.iter.end_lineno
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            end = node.body[0].lineno - 1 if node.body else node.lineno
        elif isinstance(node, (ast.Try, ast.With)):
            end = node.lineno
        else:
            end = node.end_lineno
        for line in range(node.lineno, max(end, node.lineno) + 1):
            heads[line] = node.lineno
    return heads


def _definition_lines(tree):
    """Lines whose line events are not steps: headers of defs and classes, docstrings."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            lines.add(node.lineno)
            for decorator in node.decorator_list:
                lines.add(decorator.lineno)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    return lines


class _Lists(ast.NodeTransformer):
    """Turn `a + b` and `a * b` into calls that count the elements of a list they build."""

    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, (ast.Add, ast.Mult)):
            name = "__lab_add__" if isinstance(node.op, ast.Add) else "__lab_mul__"
            call = ast.Call(func=ast.Name(id=name, ctx=ast.Load()), args=[node.left, node.right],
                            keywords=[])
            return ast.copy_location(call, node)
        return node


def run(source, names, limit):
    tree = ast.parse(source)
    skip = _definition_lines(tree)
    heads = _statement_heads(tree)
    previous = {}
    tree = ast.fix_missing_locations(_Lists().visit(tree))
    code = compile(tree, "<program>", "exec")
    state = {"steps": 0, "lines": {}}

    def built(result):
        if type(result) is list and sys._getframe(2).f_lineno not in skip:
            state["steps"] += len(result)
            if state["steps"] > limit:
                raise _Limit()
        return result

    def lab_add(a, b):
        return built(a + b)

    def lab_mul(a, b):
        return built(a * b)

    helpers = {lab_add.__code__, lab_mul.__code__, built.__code__}

    def trace(frame, event, arg):
        if frame.f_code in helpers or frame.f_code.co_filename != "<program>":
            return None
        if frame.f_code.co_name == "<lambda>":
            return None
        if event == "call":
            previous[frame] = (None, None)
        if event == "return":
            previous.pop(frame, None)
        if event != "line":
            return trace
        line = frame.f_lineno
        head = heads.get(line, line)
        last_head, last_line = previous.get(frame, (None, None))
        previous[frame] = (head, line)
        if head == last_head and line != last_line:
            return trace  # still the same statement, on another of its lines
        if line not in skip and head not in skip:
            state["steps"] += 1
            state["lines"][frame.f_lineno] = state["lines"].get(frame.f_lineno, 0) + 1
            if state["steps"] > limit:
                raise _Limit()
        return trace

    env = {"__name__": "__main__", "__lab_add__": lab_add, "__lab_mul__": lab_mul}
    env.update(names)
    out = io.StringIO()
    stdout = sys.stdout
    status, error = "finished", None
    sys.stdout = out
    random.seed(0)
    sys.settrace(trace)
    try:
        exec(code, env)
    except _Limit:
        status = "limit"
    except SystemExit:  # sys.exit(): the program ends there, no error
        pass
    except Exception as e:  # the program's own error
        status, error = "error", type(e).__name__
    finally:
        sys.settrace(None)
        sys.stdout = stdout
    steps = min(state["steps"], limit)
    result = {"steps": steps, "status": status, "output": out.getvalue(), "error": error}
    if "--lines" in sys.argv:
        result["lines"] = sorted(state["lines"].items())
    return result


def main(argv):
    path, names, limit = None, {}, 300_000
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--limit":
            limit = int(argv[i + 1])
            i += 1
        elif arg == "--lines":
            pass
        elif "=" in arg:
            key, value = arg.split("=", 1)
            names[key] = ast.literal_eval(value)
        else:
            path = arg
        i += 1
    with open(path, encoding="utf-8") as f:
        source = f.read()
    sys.setrecursionlimit(10_000)
    print(json.dumps(run(source, names, limit)))


if __name__ == "__main__":
    main(sys.argv[1:])
