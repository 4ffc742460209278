// The learner's programs in the link and the presets (www/puzzles/programs.js, the program
// lanes' feature in www/views/program-view.js): a program goes into the link packed and comes
// back byte for byte, a preset travels by its name, a link that cannot be read says so, and
// every preset file is listed once and named in all three languages.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  PRESETS, PROGRAM_LANES, packProgram, unpackProgram, isProgramLane, programIndex, presetsOf,
} from "../../www/puzzles/programs.js";
import { laneNames, laneWords } from "../../www/puzzles/registry.js";
import { readSetup, writeSetup } from "../../www/lab/url.js";
import { translator } from "../../www/words/i18n.js";
import en from "../../www/words/strings/en.js";
import ru from "../../www/words/strings/ru.js";
import zh from "../../www/words/strings/zh.js";
import "./support/languages.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const folder = join(here, "..", "..", "www", "puzzles", "programs");
const core = { checkSetup: (puzzle, text) => ({ ok: true, puzzle, instance: { n: Number(text) } }) };

// The presets are fetched by URL in the page; in Node they are read from their folder.
globalThis.fetch = async (url) => {
  const text = readFileSync(fileURLToPath(url), "utf8");
  return { ok: true, status: 200, text: async () => text };
};

test("every preset file is listed once, and every listed preset has its file and its name in each language", () => {
  const files = readdirSync(folder).filter((f) => f.endsWith(".py")).map((f) => f.slice(0, -3)).sort();
  assert.deepEqual(PRESETS.map((p) => p.id).sort(), files);
  for (const table of [en, ru, zh]) {
    for (const { id } of PRESETS) assert.ok(table[`program.preset.${id}`], id);
  }
  assert.ok(presetsOf("queens").length >= 6);
  assert.equal(presetsOf("queens")[0].id, "queens_d", "the tab's first preset is the lesson's fastest version");
});

test("a program goes into the link packed and comes back exactly; a preset by its name", async () => {
  const text = "def rec(row):\n    # ферзь, 皇后 — and a tab\t\n    return row\n\nprint(rec(n))\n";
  const packed = await packProgram(text);
  assert.match(packed, /^~[A-Za-z0-9_-]+$/);
  assert.deepEqual(await unpackProgram(packed), { text, preset: null });
  const d = readFileSync(join(folder, "queens_d.py"), "utf8");
  assert.equal(await packProgram(d, "queens_d"), "@queens_d");
  assert.deepEqual(await unpackProgram("@queens_d"), { text: d, preset: "queens_d" });
  // The preset's name is kept only while its text is the preset's.
  assert.match(await packProgram(`${d}# edited\n`, "queens_d"), /^~/);
  // A long program packs smaller than it is.
  const long = d.repeat(10);
  assert.ok((await packProgram(long)).length < long.length / 4);
});

test("a link's program that cannot be read is said, never run", async () => {
  assert.deepEqual(await unpackProgram("@no_such_preset"), { error: "program.link.unknown_preset" });
  assert.deepEqual(await unpackProgram("~not*base64"), { error: "program.link.unreadable" });
  assert.deepEqual(await unpackProgram("~AAAA"), { error: "program.link.unreadable" });
  assert.deepEqual(await unpackProgram("print(1)"), { error: "program.link.unreadable" });
  const huge = await packProgram("x = 1\n".repeat(5000));
  assert.deepEqual(await unpackProgram(huge), { error: "program.link.too_long" });
});

test("program lanes are lanes of every puzzle, with their own words; the tab for your own problem races only programs", () => {
  assert.deepEqual(PROGRAM_LANES, ["program", "program-2", "program-3", "program-4"]);
  for (const puzzle of ["queens", "sudoku", "knights", "colouring", "words"]) {
    assert.deepEqual(laneNames(puzzle).filter(isProgramLane), ["program", "program-2"], puzzle);
  }
  assert.deepEqual(laneNames("program"), PROGRAM_LANES);
  for (const table of [en, ru, zh]) assert.ok(table["program.lane_4.name"]);
  assert.ok(isProgramLane("program-2") && !isProgramLane("pruned"));
  assert.equal(programIndex("program-2"), 1);
  assert.equal(laneWords("queens", "program"), "program.lane_1");
  for (const table of [en, ru, zh]) assert.ok(table["program.lane_2.name"]);
});

test("the link carries each raced program and its step limit, and reads them back", () => {
  const tr = translator("en");
  const link = "?puzzle=queens&n=6&strategies=pruned,program,program-2&mode=all&program=@queens_c&program-2=~q1ZKTs1Jzs_XUDBUUgIA&steps=1000000";
  const { setup, notes } = readSetup(link, core, tr);
  assert.deepEqual(notes, []);
  assert.deepEqual(setup.strategies, ["pruned", "program", "program-2"]);
  assert.deepEqual(setup.programs, [{ packed: "@queens_c" }, { packed: "~q1ZKTs1Jzs_XUDBUUgIA" }, null, null]);
  assert.equal(setup.steps, 1000000);
  assert.equal(writeSetup(setup), "?puzzle=queens&n=6&strategies=pruned,program,program-2&mode=all"
    + "&program=@queens_c&program-2=~q1ZKTs1Jzs_XUDBUUgIA&steps=1000000");
  // A program travels only with its lane; the limit only with a program lane.
  setup.strategies = ["pruned", "program-2"];
  assert.equal(writeSetup(setup), "?puzzle=queens&n=6&strategies=pruned,program-2&mode=all"
    + "&program-2=~q1ZKTs1Jzs_XUDBUUgIA&steps=1000000");
  setup.strategies = ["pruned"];
  assert.equal(writeSetup(setup), "?puzzle=queens&n=6&strategies=pruned&mode=all");
  const bad = readSetup("?puzzle=queens&n=6&strategies=program&steps=0", core, tr);
  assert.equal(bad.setup.steps, 300000);
  assert.equal(bad.notes.length, 1);
  assert.match(bad.notes[0], /steps must be a whole number from 1 to 1,000,000,000, got "0"/);
});

test("the link carries what a program's board is drawn from, and refuses what is not a name", () => {
  const tr = translator("en");
  const { setup, notes } = readSetup("?puzzle=queens&n=6&strategies=program&mode=all&program=@queens_c&program-draw=rec", core, tr);
  assert.deepEqual(notes, []);
  assert.deepEqual(setup.draws, ["rec", "", "", ""]);
  assert.equal(writeSetup(setup), "?puzzle=queens&n=6&strategies=program&mode=all&program=@queens_c&program-draw=rec");
  const bad = readSetup("?puzzle=queens&n=6&strategies=program&program-draw=a%20b", core, tr);
  assert.deepEqual(bad.setup.draws, ["", "", "", ""]);
  assert.match(bad.notes[0], /program-draw must be the name of a variable or a function, got "a b"/);
});
