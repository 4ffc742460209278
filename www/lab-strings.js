// The lab's own words: the labels of its markup, the embed view's notes and the share bar, in
// one table keyed by name, read through `translator(lang)`. Each lab asks for its own
// translator, so two labs in two languages can share a page; for now every language reads
// the English table (the Russian and Chinese tables replace it key by key).

const EN = {
  "lab.label": "Backtracking Lab",
  "lab.partlyRead": "This link was partly read: {notes}.",
  "lab.failed": "The solver could not start: {message}",

  "tabs.label": "Puzzle",
  "tabs.queens": "N-Queens",
  "tabs.sudoku": "Sudoku",
  "setup.label": "Set up the race",
  "setup.boardSize": "Board size {n}",
  "count.label": "Count all solutions for {n} =",
  "count.start": "Count",
  "count.cancel": "Cancel",
  "sudoku.puzzle": "Puzzle",
  "sudoku.editor": "Puzzle editor: arrow keys move, digits set a given, Delete clears",
  "sudoku.hint": "Click or use the arrow keys; type a digit; Delete, Backspace or 0 clears.",
  "sudoku.solveNow": "Solve now",
  "sudoku.paste": "Paste a puzzle (one line of digits and dots, or a printed grid)",
  "sudoku.usePaste": "Use this puzzle",
  "options.legend": "Race",
  "options.lanes": "Lanes (up to four)",
  "options.find": "Find",
  "options.first": "the first solution",
  "options.all": "all solutions",
  "options.budget": "Budget (nodes per lane)",
  "options.code": "Show each lane's code",

  "transport.label": "Playback",
  "transport.restart": "Restart",
  "transport.restartKey": "Restart (Home)",
  "transport.back": "Step back",
  "transport.backKey": "Step back (←)",
  "transport.play": "Play",
  "transport.playKey": "Play or pause (Space)",
  "transport.forward": "Step forward",
  "transport.forwardKey": "Step forward (→)",
  // The jumps' visible words (beside ↶, ★ and an icon), their names (which hold the words)
  // and their tooltips.
  "transport.backtrack": "backtrack",
  "transport.backtrackName": "Next backtrack",
  "transport.backtrackKey": "Next backtrack (B)",
  "transport.solution": "solution",
  "transport.solutionName": "Next solution",
  "transport.solutionKey": "Next solution (N)",
  "transport.end": "end",
  "transport.endName": "Run to the end",
  "transport.endKey": "Run to the end (End)",
  "transport.speed": "Speed",
  "transport.step": "Step",
  "transport.cancel": "Cancel (Esc)",
  "transport.going": "Going to step {step} (now at {now})…",

  "lanes.label": "Lanes",
  "chart.label": "Nodes per depth",
  "chart.title": "Nodes per depth",
  "chart.log": "log scale",
  "chart.canvas": "Nodes per depth for every lane",
  "chart.hint": "Each line is a lane: how many nodes it visited at each depth (queens or digits placed). The lesson's per-level table, as a picture.",

  "keys.title": "Keys:",
  "keys.play": "play/pause",
  "keys.step": "step",
  "keys.speed": "speed",
  "keys.restart": "restart",
  "keys.end": "run to the end",
  "keys.solution": "next solution",
  "keys.backtrack": "next backtrack",

  "share.label": "Share",
  "share.link": "Copy link",
  "share.embed": "Copy embed code",
  "share.png": "Save PNG",
  "share.text": "Text to copy",
  "share.linkCopied": "Link copied.",
  "share.embedCopied": "Embed code copied: an iframe and a web component for this setup (below).",
  "share.copyRefused": "This browser did not let the page copy ({message}): select the text below and copy it.",
  "share.pngSaved": "Saved {file}.",
  "share.pngFailed": "The picture could not be made: {message}",
  "share.iframeTitle": "Backtracking Lab: {what}",
  "share.pngTitle": "Backtracking Lab · {what} · step {step}",
  "share.queens": "{n} queens",
  "share.sudoku": "Sudoku {size}×{size}",

  "view.partlyRead": "Partly read: {notes}.",
  "view.step": "step must be a whole number of steps, got {value}; starting at 0",
  "view.flag": "{name} must be 1 or 0 (or no value), got {value}",
  "view.loop": "loop must be FROM..TO with FROM below TO, got {value}; not looping",
  "view.controls": "controls: use none, all, or some of {known}; ignored {value}",
  "view.lang": "lang: the lab speaks {known}, got {value}; using English",
  "view.pageOnly": "{name} applies to the embed view only",
};

/** Languages a lab accepts in `lang` (the first is the fallback). */
export const LANGUAGES = ["en", "ru", "zh"];

const TABLES = { en: EN, ru: EN, zh: EN };

/**
 * The function a lab reads its words through: `t(key, vars)` gives the text for `key` in
 * `lang`, with each `{name}` replaced by `vars.name`. A missing key reads as the key itself.
 */
export function translator(lang) {
  const table = TABLES[lang] ?? EN;
  return (key, vars = {}) => (table[key] ?? EN[key] ?? key)
    .replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe to place in markup, as an element's content or a quoted attribute. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
