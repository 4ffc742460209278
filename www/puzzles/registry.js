// The page's registry of puzzles: one module per puzzle under www/puzzles/, listed once here,
// in the order of the set-up's tabs. The race, transport, lanes, chart, link, embedding and
// share bar ask a puzzle's module for everything that differs between puzzles, and never
// branch on a puzzle's name. The core keeps the same list (PUZZLES in src/registry.rs; the page's
// tests check the two agree). A puzzle module exports one object:
//
//   name          the core's name of the puzzle and the link's `puzzle=`
//   strategies    the lanes it races, in the core's order (its ALL list)
//   mistakes      more lane names: the mistake lab's broken copies ([] for most puzzles)
//   params        the link's parameters that hold its instance; no two puzzles share one, so
//                 a link may carry every puzzle's instance and each tab keeps its own
//   defaults()    { strategies, mode, ...its instance's fields } (its fields are its own too)
//   read(params, setup, { tr, core, note, quote, wholeNumber })
//                 reads its parameters (a URLSearchParams) into `setup`; `note(text)` says, in
//                 the lab's language, what it ignored and why (the core checks what it knows;
//                 `quote(value)` and `wholeNumber(text, min, max)` are words/reading.js's)
//   write(setup, params)   writes its instance into `params` (a URLSearchParams)
//   setupText(setup)       the instance as the core's setup text (Lane.create, checkSetup,
//                          TreeEstimate.create)
//   counters      counters shown after the common ones (["forced"] for Sudoku), or []
//   code          { [strategy]: { lines, on: { [event kind]: line } } }: the pseudo-code's
//                 shape; its words are code.<name>.<strategy>.<line> in www/words/strings/
//   describe(tr, event, stats, instance, board)
//                 the lane's last event as a sentence (`instance` is Lane.instance(), `board`
//                 what board() gave for this frame)
//   board(lane, instance, { finished, program })
//                 what the drawing needs now: the lane's view, or its first solution once a
//                 finished walk of the whole tree has undone everything (`program`: the lane
//                 runs a program, whose view may hold a board of its own size)
//   draw(canvas, board, { event, solved })   draws it (render.js's `prepare` for crispness)
//   label(tr, board, strategy)   the board's name ({strategy} is the lane's name)
//   alt(tr, board, sentence)     the board's text alternative, ending with the sentence
//   what(tr, setup)              the instance in a few words (share.what.*)
//   levels(setup, t)  the per-level table's rows and closed forms (levels.js): { depths (the
//                 deepest level), caption, columns: [{ id, heading, value(k)}] ([] if none) }
//   tree          optional, when the search tree view (tree-view.js) draws this puzzle: { fits(setup),
//                 tooLarge(t, setup) (why not, when it does not fit), rules (the cuts' rules, for
//                 the legend), signs ({ rule: a sign drawn under a cut }), value(node) (the
//                 number a node shows), node(tr, node, instance) and stub(tr, stub, rule,
//                 instance) (a node and a cut in words; `rule` is already in words) }
//   programLanes  optional: how many program lanes the tab offers (2 unless it says; the tab
//                 for your own problem, which has no strategies, offers 4)
//   startPrograms optional: the preset each program lane starts with, lane by lane (else the
//                 tab's first preset)
//   programCounters optional: a program lane's counters on this tab (lanes.js's otherwise)
//   form          the set-up panel's own fields on the page (full chrome), or null:
//                 markup(text) → HTML (ids prefixed by the puzzle's name), and
//                 wire({ $, lab, core, tr, signal }) → { show() }, which edits `lab.setup`
//                 and calls `lab.rebuild()`

import { queens } from "./queens.js";
import { sudoku } from "./sudoku.js";
import { knights } from "./knights.js";
import { colouring } from "./colouring.js";
import { wordSearch } from "./word-search.js";
import { own } from "./own.js";
import { PROGRAM_LANES, isProgramLane, programIndex } from "./programs.js";

export const PUZZLES = [queens, sudoku, knights, colouring, wordSearch, own];

/** The puzzle named `name`, or undefined. */
export function puzzleNamed(name) {
  return PUZZLES.find((puzzle) => puzzle.name === name);
}

/** The program lanes a puzzle's tab offers: two beside strategies, four where only programs race. */
export function programLanesOf(name) {
  return PROGRAM_LANES.slice(0, puzzleNamed(name)?.programLanes ?? 2);
}

/** Every lane a puzzle can race: its strategies, the mistake lab's copies, then the learner's programs. */
export function laneNames(name) {
  const puzzle = puzzleNamed(name);
  return puzzle ? [...puzzle.strategies, ...puzzle.mistakes, ...programLanesOf(name)] : [];
}

/** Whether lane `name` of `puzzle` is one of the mistake lab's broken copies. */
export function isMistake(puzzle, name) {
  return puzzleNamed(puzzle)?.mistakes.includes(name) ?? false;
}

/** The table key of a mistake ("forget-undo" → "forget_undo"). */
export const mistakeKey = (name) => name.replaceAll("-", "_");

/**
 * The table keys of a lane's words: a strategy's (strategy.*), a mistake's (mistake.*), or a
 * program lane's (program.lane_1, program.lane_2).
 */
export function laneWords(puzzle, name) {
  if (isProgramLane(name)) return `program.lane_${programIndex(name) + 1}`;
  return isMistake(puzzle, name) ? `mistake.${mistakeKey(name)}` : `strategy.${puzzle}.${name}`;
}

/** A lane's name in the lab's language: the lane's heading, its check box, its picture. */
export function strategyName(t, puzzle, name) {
  return t(`${laneWords(puzzle, name)}.name`);
}
