// The whole setup lives in the URL, so a link or an iframe reproduces what its author saw:
//   ?puzzle=queens&n=6&strategies=naive,permutation,pruned&mode=all
//   ?puzzle=sudoku&grid=<digits and dots>&strategies=pruned,candidates
// Bad or unknown parameters fall back to defaults and are reported as notes, never a blank page;
// the notes are in the lab's language (url.note.* in www/strings/).

import { describeSudokuError, visible } from "./words.js";

export const PUZZLE_STRATEGIES = {
  queens: ["naive", "permutation", "pruned", "occupancy"],
  sudoku: ["naive", "permutation", "pruned", "candidates", "propagation"],
};
/** The mistake lab's deliberately broken copies of occupancy, raced as lanes beside the rest. */
export const MISTAKES = {
  queens: ["forget-undo", "forget-diagonal", "forget-anti-diagonal"],
  sudoku: [],
};
/** Every lane a puzzle can race: its strategies, then the mistake lab's copies. */
export function laneNames(puzzle) {
  return [...PUZZLE_STRATEGIES[puzzle], ...MISTAKES[puzzle]];
}
export const MAX_LANES = 4;
export const MAX_ANIMATED_N = 12;
export const DEFAULT_BUDGET = 25_000_000;
export const DEFAULT_SPEED = 10;
export const DEFAULT_GRID = "..3.4......2.1..";

// lesson, predict, guess and log are read by lessons.js, predict.js and narration.js; tree and
// table by tree-view.js and levels.js.
const KNOWN = new Set(["puzzle", "n", "grid", "strategies", "mode", "budget", "speed", "code",
  "tree", "table", "lesson", "predict", "guess", "log"]);
/** The largest budget a link can hold exactly (a JavaScript number is exact up to here). */
export const MAX_BUDGET = Number.MAX_SAFE_INTEGER;
/** Unknown parameters named one by one in the note; the rest are counted. */
const MAX_NAMED_UNKNOWN = 5;
const MAX_QUOTED = 40;

export function defaults(puzzle = "queens") {
  return {
    puzzle,
    n: 6,
    grid: DEFAULT_GRID,
    strategies: ["naive", "permutation", "pruned"],
    mode: puzzle === "queens" ? "all" : "first",
    budget: DEFAULT_BUDGET,
    speed: DEFAULT_SPEED,
    code: false,
    // The search tree under the lanes; the per-level table instead of the chart.
    tree: false,
    table: false,
    lesson: null,
    predict: false,
    guesses: {},
    log: false,
  };
}

/**
 * A whole number written in decimal digits only, from `min` to `max`; null for anything else
 * ("", " 6", "6.0", "1e1", "0x6", "+6" and numbers past `max` are not read as numbers).
 */
export function wholeNumber(text, min, max) {
  if (!/^[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * A value as a note quotes it, in the lab's language (format.quote): cut after 40 characters
 * (never inside a character), control and direction-changing characters shown as escapes so
 * the note reads as written.
 */
export function quote(text, tr) {
  const chars = [...text];
  const shown = visible(chars.slice(0, MAX_QUOTED).join("") + (chars.length > MAX_QUOTED ? "…" : ""));
  return tr.t("format.quote", { text: shown });
}

/**
 * Reads a setup from a query string. `checkGrid(text)` validates a Sudoku (the core's
 * checkSudoku); `tr` is the lab's translator. Returns { setup, notes } where notes say, in
 * the lab's language, what was ignored or changed, and why.
 */
export function readSetup(search, checkGrid, tr) {
  const { t } = tr;
  const q = (text) => quote(text, tr);
  const list = (items) => items.join(t("list.separator"));
  const params = new URLSearchParams(search);
  const notes = [];
  const times = new Map();
  for (const key of params.keys()) times.set(key, (times.get(key) ?? 0) + 1);
  const unknown = [...times.keys()].filter((key) => !KNOWN.has(key));
  for (const key of unknown.slice(0, MAX_NAMED_UNKNOWN)) notes.push(t("url.note.unknown_parameter", { name: q(key) }));
  if (unknown.length > MAX_NAMED_UNKNOWN) notes.push(t("url.note.more_unknown", { count: unknown.length - MAX_NAMED_UNKNOWN }));
  for (const [key, count] of times) {
    if (KNOWN.has(key) && count > 1) notes.push(t("url.note.repeated", { parameter: key, count }));
  }

  const puzzleParam = params.get("puzzle");
  let puzzle = "queens";
  if (puzzleParam === "sudoku" || puzzleParam === "queens") puzzle = puzzleParam;
  else if (puzzleParam !== null) notes.push(t("url.note.unknown_puzzle", { value: q(puzzleParam) }));
  else if (params.has("grid")) puzzle = "sudoku";
  const setup = defaults(puzzle);

  if (params.has("n")) {
    const n = wholeNumber(params.get("n"), 1, MAX_ANIMATED_N);
    if (n !== null) setup.n = n;
    else notes.push(t("url.note.bad_n", { max: MAX_ANIMATED_N, value: q(params.get("n")), n: setup.n }));
  }
  if (params.has("grid")) {
    const checked = checkGrid(params.get("grid"));
    if (checked.ok) setup.grid = checked.grid;
    else notes.push(t("url.note.bad_grid", { message: describeSudokuError(tr, checked) }));
  }
  if (params.has("strategies")) {
    const given = params.get("strategies");
    const known = given.split(",").map((s) => s.trim()).filter((s) => laneNames(puzzle).includes(s));
    const unique = [...new Set(known)].slice(0, MAX_LANES);
    if (unique.length > 0) setup.strategies = unique;
    // Anything dropped, trimmed or cut is said.
    if (unique.length === 0 || unique.join(",") !== given) {
      notes.push(t("url.note.bad_strategies", {
        max: MAX_LANES, strategies: list(laneNames(puzzle)), value: q(given), using: list(setup.strategies),
      }));
    }
  }
  if (params.has("mode")) {
    const mode = params.get("mode");
    if (mode === "first" || mode === "all") setup.mode = mode;
    else notes.push(t("url.note.bad_mode", { value: q(mode) }));
  }
  if (params.has("budget")) {
    const budget = wholeNumber(params.get("budget"), 1, MAX_BUDGET);
    if (budget !== null) setup.budget = budget;
    else notes.push(t("url.note.bad_budget", { max: MAX_BUDGET, value: q(params.get("budget")) }));
  }
  if (params.has("speed")) {
    const speed = wholeNumber(params.get("speed"), 0, 60);
    if (speed !== null) setup.speed = speed;
    else notes.push(t("url.note.bad_speed", { max: 60, value: q(params.get("speed")) }));
  }
  if (params.has("code")) {
    const code = params.get("code");
    if (code === "1" || code === "0") setup.code = code === "1";
    else notes.push(t("url.note.bad_code", { value: q(code) }));
  }
  for (const flag of ["tree", "table"]) {
    if (!params.has(flag)) continue;
    const value = params.get(flag);
    if (value === "1" || value === "0") setup[flag] = value === "1";
    else notes.push(t("search_tree.note.bad_flag", { name: flag, value: q(value) }));
  }
  return { setup, notes };
}

/** What a guess may be about (predict.js). */
export const GUESSABLE = ["nodes", "solutions"];

/**
 * The `guess=` value for the lanes raced, in their order ("pruned:500,occupancy:solutions:4",
 * "forget-undo:solutions" for a question without an answer); "" when there is nothing to say.
 */
export function writeGuesses(guesses, strategies) {
  return strategies.filter((name) => Object.hasOwn(guesses, name)).map((name) => {
    const { what, value } = guesses[name];
    if (what === "nodes") return value === null ? null : `${name}:${value}`;
    return value === null ? `${name}:${what}` : `${name}:${what}:${value}`;
  }).filter(Boolean).join(",");
}

/** The query string for a setup; defaults that do not matter are left out. */
export function writeSetup(setup) {
  const params = new URLSearchParams();
  params.set("puzzle", setup.puzzle);
  if (setup.puzzle === "queens") params.set("n", String(setup.n));
  else params.set("grid", setup.grid);
  params.set("strategies", setup.strategies.join(","));
  params.set("mode", setup.mode);
  if (setup.budget !== DEFAULT_BUDGET) params.set("budget", String(setup.budget));
  if (setup.speed !== DEFAULT_SPEED) params.set("speed", String(setup.speed));
  if (setup.code) params.set("code", "1");
  if (setup.tree) params.set("tree", "1");
  if (setup.table) params.set("table", "1");
  if (setup.lesson) params.set("lesson", setup.lesson);
  if (setup.predict) {
    const guesses = writeGuesses(setup.guesses ?? {}, setup.strategies);
    params.set(guesses ? "guess" : "predict", guesses || "1");
  }
  if (setup.log) params.set("log", "1");
  return `?${params.toString().replaceAll("%2C", ",").replaceAll("%3A", ":")}`;
}
