"""Run many programs through oracle.py in one CPython process (starting python3 once per
program would take longer than running them).

Usage: python3 oracle_many.py < programs.json
Reads a JSON list of {"source": ..., "limit": STEPS}; prints a JSON list of oracle.run's
results, in order.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402


def main():
    programs = json.load(sys.stdin)
    sys.setrecursionlimit(10_000)
    results = []
    for p in programs:
        try:
            results.append(oracle.run(p["source"], {}, p["limit"]))
        except SyntaxError:
            results.append({"steps": 0, "status": "error", "output": "", "error": "SyntaxError"})
    print(json.dumps(results))


if __name__ == "__main__":
    main()
