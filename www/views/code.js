// The textbook pseudo-code of every strategy, and the line each kind of event belongs to, so
// a lane can show its loop with the line it is on highlighted. The core's stepper is written
// to follow exactly these lines (see src/search.rs and the puzzles' strategies).
//
// Each puzzle's module (www/puzzles/) says how many lines each strategy has and on which line
// each kind of event happens; the lines' words are the lab's language's:
// code.<puzzle>.<strategy>.<line> in www/words/strings/ (the English table reads as the lessons'
// pseudo-code, e.g. code.queens.pruned.4 is "(row, col): skip it"). So a translation rewords
// a line but never moves a highlight.

import { PUZZLES, puzzleNamed } from "../puzzles/registry.js";

/** How many lines each strategy's pseudo-code has, by puzzle (for the tables' tests). */
export function codeLineCounts() {
  return Object.fromEntries(PUZZLES.map((puzzle) =>
    [puzzle.name, Object.fromEntries(Object.entries(puzzle.code).map(([name, code]) => [name, code.lines]))]));
}

/**
 * The pseudo-code of a strategy in the lab's language (`t`): { lines: [text], on: {kind: line} }.
 * An unknown strategy has no lines.
 */
export function codeOf(puzzle, strategy, t) {
  const code = puzzleNamed(puzzle)?.code[strategy] ?? { lines: 0, on: {} };
  return {
    lines: Array.from({ length: code.lines }, (_, i) => t(`code.${puzzle}.${strategy}.${i}`)),
    on: code.on,
  };
}

/** The index of the line an event belongs to, or -1 (before the first step, at the end). */
export function lineOf(code, event) {
  if (!event || !Object.hasOwn(code.on, event.kind)) return -1;
  return code.on[event.kind];
}

/**
 * The lab's feature (lab/features.js) that shows each lane's loop beside its board (`code=1`,
 * "Show each lane's code"): the lanes carry their code always; the switch only shows it.
 */
export const pseudoCode = {
  params: ["code"],
  defaults: () => ({ code: false }),
  read(params, setup, { tr, note, quote }) {
    if (!params.has("code")) return;
    const code = params.get("code");
    if (code === "1" || code === "0") setup.code = code === "1";
    else note(tr.t("url.note.bad_code", { value: quote(code) }));
  },
  write(setup, params) {
    if (setup.code) params.set("code", "1");
  },
  toggle: { id: "show-code", field: "code", label: "race.show_code" },
  attach(lab) {
    const show = () => lab.$("lanes").classList.toggle("with-code", lab.setup.code);
    return { rebuild: show, update: show };
  },
};
