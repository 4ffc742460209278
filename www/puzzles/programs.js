// The learner's programs: the program lanes a tab can race beside its strategies, the presets
// (the lessons' own programs, word for word, and versions written in their style), and how a
// program travels in a link. A program lane runs Python on the core's interpreter (the program
// lanes' core, race/core.js) on the tab's instance, which reaches the program as its globals
// (N-Queens `n`). Its text is the link's `program=` (`program-2=` for the second lane): a
// preset by its name (`@queens_c`), or the text itself, packed (deflate, then base64url, `~`
// first) so a teacher's exercise fits in a link.

import { fetchedText } from "../words/fetched.js";

/** The program lanes' names, in the link's `strategies=` and the lanes' `data-lane` (a puzzle's
 *  tab offers the first two, the tab for your own problem all four: registry.js). */
export const PROGRAM_LANES = ["program", "program-2", "program-3", "program-4"];

/** The most characters a program may have (a link carries it; the core has its own limits). */
export const MAX_PROGRAM = 20000;

/**
 * The presets, by puzzle, in the order the chooser lists them: `id` is the file's name under
 * programs/ and the link's `@id`; the table's `program.preset.<id>` names it. `lesson` is the
 * lesson it comes from, `verbatim` whether it is the lesson's text word for word.
 */
export const PRESETS = [
  { id: "queens_d", puzzle: "queens", lesson: "003", verbatim: true },
  { id: "queens_c", puzzle: "queens", lesson: "003", verbatim: true },
  { id: "queens_b", puzzle: "queens", lesson: "003", verbatim: false },
  { id: "queens_a", puzzle: "queens", lesson: "003", verbatim: false },
  { id: "queens_d_no_undo", puzzle: "queens", lesson: "003", verbatim: true },
  { id: "queens_d_no_diagonal", puzzle: "queens", lesson: "003", verbatim: false },
  { id: "lesson000_queens", puzzle: "queens", lesson: "000", verbatim: true },
  // The lessons' exercises as starting points, each on its own tab's instance (the first of
  // a tab is the program a new program lane starts with).
  { id: "sudoku_all", puzzle: "sudoku", lesson: "000", verbatim: false },
  { id: "lesson000_sudoku", puzzle: "sudoku", lesson: "000", verbatim: true },
  { id: "knights_tour", puzzle: "knights", lesson: "000", verbatim: false },
  { id: "colouring_services", puzzle: "colouring", lesson: "003", verbatim: false },
  { id: "word_path", puzzle: "words", lesson: null, verbatim: false },
  // Your own problem: textbook searches in naive and pruned pairs, and one recursion that is
  // not a search at all (lesson 001's example).
  { id: "own_subset_sum_naive", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_subset_sum_pruned", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_subset_sum_first", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_permutations_scan", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_permutations_selected", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_permutations_generator", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_permutations_dup_naive", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_permutations_dup_pruned", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_subsets", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_subsets_dup", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_combination_sum_naive", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_combination_sum_pruned", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_parentheses_naive", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_parentheses_pruned", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_palindrome_naive", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_palindrome_pruned", puzzle: "program", lesson: null, verbatim: false },
  { id: "own_fibonacci", puzzle: "program", lesson: "001", verbatim: false },
  { id: "own_fibonacci_cached", puzzle: "program", lesson: null, verbatim: false },
];

/** Whether lane `name` runs a program. */
export const isProgramLane = (name) => PROGRAM_LANES.includes(name);

/** Which of the setup's programs lane `name` runs (0 for `program`, 1 for `program-2`). */
export const programIndex = (name) => PROGRAM_LANES.indexOf(name);

/** The presets of `puzzle`'s tab. */
export const presetsOf = (puzzle) => PRESETS.filter((preset) => preset.puzzle === puzzle);

/** The preset named `id`, or undefined. */
export const presetNamed = (id) => PRESETS.find((preset) => preset.id === id);

/** The text of preset `id`, fetched once from next to this module. */
export function presetText(id) {
  if (!presetNamed(id)) return Promise.reject(new Error(`no preset ${id}`));
  // From www/ as every module's own URLs are (../), so a bundle of the page finds them too.
  return fetchedText(new URL(`../puzzles/programs/${id}.py`, import.meta.url));
}

/**
 * A program as the link writes it: `@id` for a preset's own text, else `~` and the text
 * deflated and written in base64url.
 */
export async function packProgram(text, preset = null) {
  if (preset && presetNamed(preset) && (await presetText(preset)) === text) return `@${preset}`;
  const bytes = new TextEncoder().encode(text);
  const packed = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer();
  return `~${toBase64Url(new Uint8Array(packed))}`;
}

/**
 * The program a link's value stands for: { text, preset } (preset: the preset's id or null),
 * or { error } (a key of the tables: program.link.*) when it cannot be read.
 */
export async function unpackProgram(value) {
  if (value.startsWith("@")) {
    const id = value.slice(1);
    if (!presetNamed(id)) return { error: "program.link.unknown_preset" };
    return { text: await presetText(id), preset: id };
  }
  if (!value.startsWith("~")) return { error: "program.link.unreadable" };
  try {
    const bytes = fromBase64Url(value.slice(1));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await new Response(stream).arrayBuffer());
    if (text.length > MAX_PROGRAM) return { error: "program.link.too_long" };
    return { text, preset: null };
  } catch {
    return { error: "program.link.unreadable" };
  }
}

function toBase64Url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
