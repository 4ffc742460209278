// A check and its verdict in the lab's language: what the check asks ("output on n = 8"),
// whether it passed, and the difference that matters when it did not ("your program finds 90
// solutions; there are 92", "2,113 nodes: pruned needs 2,057"). The core judges
// (src/exercise/judge.rs) and says why as data; this module only words it.

import { cellName } from "../words/words.js";

/** The instance a check runs on, as the learner reads it: `n = 8` for N-Queens, a knight's
 *  board and first square, a graph's name and its colours. */
export function instanceWords(tr, tab, setup) {
  const { t } = tr;
  const [first = "", ...rest] = String(setup ?? "").trim().split("\n");
  const words = first.trim().split(/\s+/);
  switch (tab) {
    case "queens": return t("exercise.instance.queens", { n: Number(first) });
    case "sudoku": return t("exercise.instance.sudoku", { grid: first.length > 20 ? `${first.slice(0, 20)}…` : first });
    case "knights": return t(words[2] === "closed" ? "exercise.instance.knights_closed" : "exercise.instance.knights",
      { size: Number(words[0]), start: words[1] ?? "r1c1" });
    case "colouring": {
      const graph = rest.length === 0 && words[1] ? t(`colouring.graph.${words[1]}`) : t("colouring.graph.custom");
      return t("exercise.instance.colouring", { k: Number(words[0]), graph });
    }
    default: return first ? t("exercise.instance.other", { setup: first }) : "";
  }
}

/** What check `check` (of the exercise as the core read it) asks, in a few words. */
export function checkWords(tr, exercise, check, index) {
  const kind = check.test.kind;
  const on = check.hidden ? tr.t("exercise.check.hidden") : instanceWords(tr, exercise.tab, check.setup);
  return tr.t(`exercise.check.kind.${kind}`, { index: index + 1, on });
}

/**
 * Why a verdict of `check` passed or failed, in a sentence (empty when there is nothing to
 * add); `tab` is the exercise's, whose rules a returned board may break.
 */
export function whyWords(tr, verdict, check, tab) {
  const { t } = tr;
  const v = verdict;
  switch (v.why) {
    case "passed": {
      if (v.measured === null || v.measured === undefined) return "";
      const what = check.test.kind === "cost" ? check.test.measure : "solutions";
      return t(`exercise.why.passed.${what}`, { count: v.measured });
    }
    case "hidden": return t("exercise.why.hidden");
    case "setup": return t("exercise.why.setup", { message: v.message });
    case "error": return t("exercise.why.error", { error: v.error, line: v.line, message: v.message });
    case "did_not_fit": return t("exercise.why.did_not_fit", { count: v.steps });
    case "not_called": return t("exercise.why.not_called", { call: v.call });
    case "output": return t("exercise.why.output", { got: v.got, expected: v.expected });
    case "missing": return t("exercise.why.missing", { expected: v.expected });
    case "number": return v.got === null || v.got === undefined
      ? t("exercise.why.no_number", { expected: v.expected })
      : t("exercise.why.number", { count: v.got, expected: v.expected });
    case "not_boards": return t("exercise.why.not_boards", { got: v.got });
    case "no_boards": return t("exercise.why.no_boards");
    case "count": return t("exercise.why.count", { count: v.got, expected: v.expected });
    case "invalid": {
      if (!v.complete) return t("exercise.why.incomplete", { board: v.board + 1 });
      if (!v.clash) return t("exercise.why.invalid", { board: v.board + 1 });
      // The pieces as the program names them (a graph's vertices), else as cells.
      const [first, second] = v.pieces ?? [cellName(tr, v.clash.first), cellName(tr, v.clash.second)];
      const params = { board: v.board + 1, first, second };
      const byRule = `exercise.why.clash.${tab}.${v.clash.rule}`;
      const said = t(byRule, params);
      return said === byRule ? t("exercise.why.clash", params) : said;
    }
    case "given": return t("exercise.why.given", { board: v.board + 1, cell: cellName(tr, v.cell) });
    case "twice": return t("exercise.why.twice", { first: v.first + 1, second: v.second + 1 });
    case "cost": {
      const measure = v.measure === "nodes" ? "nodes" : "steps";
      if (v.strategy) return t(`exercise.why.cost.${measure}.strategy`, { count: v.got, strategy: v.strategy, limit: v.limit });
      if (v.program) return t(`exercise.why.cost.${measure}.program`, { count: v.got, limit: v.limit });
      return t(`exercise.why.cost.${measure}.at_most`, { count: v.got, limit: v.limit });
    }
    default: return "";
  }
}

/** A problem of an exercise's JSON (the core's `{path, id, expected, message}`). */
export function problemWords(tr, problem) {
  const path = problem.path || tr.t("exercise.problem.root");
  return tr.t(`exercise.problem.${problem.id}`, { path, expected: problem.expected, message: problem.message });
}

/**
 * The link's parameters for a race of a check's instance (`params`, the lab's own, changed):
 * the learner's program beside the strategy the check compares with, where it names one.
 * Null where the tab's instance is not one a link can say in a few parameters.
 */
export function raceParams(params, exercise, check) {
  const next = new URLSearchParams(params);
  const [first = "", ...rest] = String(check.setup ?? "").trim().split("\n");
  const words = first.trim().split(/\s+/);
  switch (exercise.tab) {
    case "queens": next.set("n", first.trim()); break;
    case "sudoku": if (rest.length) return null; next.set("grid", first.trim()); break;
    case "knights":
      next.set("size", words[0]);
      if (words[1]) next.set("start", words[1]);
      if (words[2] === "closed") next.set("closed", "1"); else next.delete("closed");
      break;
    case "colouring":
      if (rest.length || !words[1]) return null;
      next.set("colours", words[0]);
      next.set("graph", words[1]);
      next.delete("edges");
      break;
    default: return null;
  }
  const test = check.test;
  const strategy = test.of ?? test.limit?.times?.strategy ?? test.expected?.number?.solutions ?? test.expected?.number?.nodes;
  const lanes = (next.get("strategies") ?? "program").split(",").filter((name) => name.startsWith("program"));
  next.set("strategies", [...(lanes.length ? lanes : ["program"]), ...(strategy ? [strategy] : [])].join(","));
  next.delete("step");
  return next;
}
