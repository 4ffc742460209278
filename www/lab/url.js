// The whole setup lives in the URL, so a link or an iframe reproduces what its author saw:
//   ?puzzle=queens&n=6&strategies=naive,permutation,pruned&mode=all
//   ?puzzle=sudoku&grid=<digits and dots>&strategies=pruned,candidates
// Each puzzle's module reads and writes its own instance (www/puzzles/), each of the lab's
// features its own parameters, such as code=1 or guess=… (features.js); this module reads and
// writes the race's own (puzzle, strategies, mode, budget, speed) and puts them all together.
// Bad or unknown parameters fall back to defaults and are reported as notes, never a blank
// page; the notes are in the lab's language (url.note.* in www/words/strings/).

import { PUZZLES, puzzleNamed, laneNames } from "../puzzles/registry.js";
import { quote, wholeNumber } from "../words/reading.js";
import { MAX_LANES } from "../race/race.js";
import { FEATURES, FEATURE_PARAMS } from "./features.js";

export const DEFAULT_BUDGET = 25_000_000;
export const DEFAULT_SPEED = 10;

/**
 * Every parameter of a setup's link, in the order a lab is described: the puzzle and its
 * instance (every puzzle's), the race's own, then the features'. The web component observes
 * these as attributes (with the view's: view.js).
 */
export const SETUP_PARAMS = ["puzzle", ...PUZZLES.flatMap((puzzle) => puzzle.params),
  "strategies", "mode", "budget", "speed", ...FEATURE_PARAMS];
const KNOWN = new Set(SETUP_PARAMS);
/** The largest budget a link can hold exactly (a JavaScript number is exact up to here). */
export const MAX_BUDGET = Number.MAX_SAFE_INTEGER;
/** Unknown parameters named one by one in the note; the rest are counted. */
const MAX_NAMED_UNKNOWN = 5;

/**
 * The setup of a fresh lab on `puzzle`: every puzzle's instance (so that each tab keeps its
 * own while another is raced), the puzzle's own lanes and mode, and every feature's fields.
 */
export function defaults(puzzle = PUZZLES[0].name) {
  const instances = Object.assign({}, ...PUZZLES.map((p) => {
    const { strategies, mode, ...instance } = p.defaults();
    return instance;
  }));
  const { strategies, mode } = puzzleNamed(puzzle).defaults();
  return {
    ...instances,
    puzzle,
    strategies,
    mode,
    budget: DEFAULT_BUDGET,
    speed: DEFAULT_SPEED,
    ...Object.assign({}, ...FEATURES.map((feature) => feature.defaults?.() ?? {})),
  };
}

/**
 * Reads a setup from a query string. `core` checks what it knows (a Sudoku grid, a graph);
 * `tr` is the lab's translator. Returns { setup, notes } where notes say, in the lab's
 * language, what was ignored or changed, and why. Every puzzle reads its own parameters, so a
 * link may hold each tab's instance, and every feature its own, read after the race's (a
 * feature may first put more parameters under the link's: a lesson's setup). The puzzle raced
 * is `puzzle=`; without it, the first after the first tab's whose parameters the link holds;
 * else the first tab's.
 */
export function readSetup(search, core, tr) {
  const { t } = tr;
  const q = (text) => quote(text, tr);
  const list = (items) => items.join(t("list.separator"));
  const params = FEATURES.reduce((read, feature) => feature.prepare?.(read) ?? read, new URLSearchParams(search));
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
  const named = PUZZLES.find((p) => p.name === puzzleParam);
  if (puzzleParam !== null && !named) notes.push(t("url.note.unknown_puzzle", { value: q(puzzleParam) }));
  // Without `puzzle=`, a link with another puzzle's instance (a grid) races that puzzle; an
  // unknown puzzle is the first tab's.
  const holding = puzzleParam === null ? PUZZLES.slice(1).find((p) => p.params.some((name) => params.has(name))) : null;
  const puzzle = (named ?? holding ?? PUZZLES[0]).name;
  const setup = defaults(puzzle);
  const context = { tr, core, quote: q, wholeNumber, note: (text) => notes.push(text) };
  for (const each of PUZZLES) each.read(params, setup, context);
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
  for (const feature of FEATURES) feature.read?.(params, setup, context);
  return { setup, notes };
}

/**
 * The query string for a setup: the puzzle's instance, the race's own, then each feature's;
 * defaults that do not matter are left out.
 */
export function writeSetup(setup) {
  const params = new URLSearchParams();
  params.set("puzzle", setup.puzzle);
  puzzleNamed(setup.puzzle).write(setup, params);
  params.set("strategies", setup.strategies.join(","));
  params.set("mode", setup.mode);
  if (setup.budget !== DEFAULT_BUDGET) params.set("budget", String(setup.budget));
  if (setup.speed !== DEFAULT_SPEED) params.set("speed", String(setup.speed));
  for (const feature of FEATURES) feature.write?.(setup, params);
  // Commas, colons, a preset's @ and a packed program's ~ read as they are in a link.
  const tidy = params.toString().replaceAll("%2C", ",").replaceAll("%3A", ":").replaceAll("%40", "@").replaceAll("%7E", "~");
  return `?${tidy}`;
}
