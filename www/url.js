// The whole setup lives in the URL, so a link or an iframe reproduces what its author saw:
//   ?puzzle=queens&n=6&strategies=naive,permutation,pruned&mode=all
//   ?puzzle=sudoku&grid=<digits and dots>&strategies=pruned,candidates
// Bad or unknown parameters fall back to defaults and are reported as notes, never a blank page.

export const PUZZLE_STRATEGIES = {
  queens: ["naive", "permutation", "pruned", "occupancy"],
  sudoku: ["naive", "permutation", "pruned", "candidates", "propagation"],
};
export const MAX_LANES = 4;
export const MAX_ANIMATED_N = 12;
export const DEFAULT_BUDGET = 25_000_000;
export const DEFAULT_SPEED = 10;
export const DEFAULT_GRID = "..3.4......2.1..";

const KNOWN = new Set(["puzzle", "n", "grid", "strategies", "mode", "budget", "speed", "code"]);

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
  };
}

/**
 * Reads a setup from a query string. `checkGrid(text)` validates a Sudoku (the core's
 * checkSudoku). Returns { setup, notes } where notes say what was ignored and why.
 */
export function readSetup(search, checkGrid) {
  const params = new URLSearchParams(search);
  const notes = [];
  const puzzleParam = params.get("puzzle");
  let puzzle = "queens";
  if (puzzleParam === "sudoku" || puzzleParam === "queens") puzzle = puzzleParam;
  else if (puzzleParam !== null) notes.push(`unknown puzzle "${puzzleParam}", showing N-Queens`);
  else if (params.has("grid")) puzzle = "sudoku";
  const setup = defaults(puzzle);

  for (const key of params.keys()) {
    if (!KNOWN.has(key)) notes.push(`ignored unknown parameter "${key}"`);
  }
  if (params.has("n")) {
    const n = Number(params.get("n"));
    if (Number.isInteger(n) && n >= 1 && n <= MAX_ANIMATED_N) setup.n = n;
    else notes.push(`n must be a whole number from 1 to ${MAX_ANIMATED_N}, got "${params.get("n")}"; using ${setup.n}`);
  }
  if (params.has("grid")) {
    const checked = checkGrid(params.get("grid"));
    if (checked.ok) setup.grid = checked.grid;
    else notes.push(`the grid in the link is not a puzzle (${checked.message}); using the easy 4×4`);
  }
  if (params.has("strategies")) {
    const wanted = params.get("strategies").split(",").map((s) => s.trim()).filter(Boolean);
    const known = wanted.filter((s) => PUZZLE_STRATEGIES[puzzle].includes(s));
    const unique = [...new Set(known)].slice(0, MAX_LANES);
    if (unique.length > 0) setup.strategies = unique;
    if (unique.length !== wanted.length) {
      notes.push(`strategies: use up to ${MAX_LANES} of ${PUZZLE_STRATEGIES[puzzle].join(", ")}; using ${setup.strategies.join(", ")}`);
    }
  }
  if (params.has("mode")) {
    const mode = params.get("mode");
    if (mode === "first" || mode === "all") setup.mode = mode;
    else notes.push(`mode must be first or all, got "${mode}"`);
  }
  if (params.has("budget")) {
    const budget = Number(params.get("budget"));
    if (Number.isInteger(budget) && budget >= 1) setup.budget = budget;
    else notes.push(`budget must be a positive whole number of nodes, got "${params.get("budget")}"`);
  }
  if (params.has("speed")) {
    const speed = Number(params.get("speed"));
    if (Number.isInteger(speed) && speed >= 0 && speed <= 60) setup.speed = speed;
    else notes.push(`speed must be a whole number from 0 to 60, got "${params.get("speed")}"`);
  }
  if (params.has("code")) {
    const code = params.get("code");
    if (code === "1" || code === "0") setup.code = code === "1";
    else notes.push(`code must be 1 or 0, got "${code}"`);
  }
  return { setup, notes };
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
  return `?${params.toString().replaceAll("%2C", ",")}`;
}
