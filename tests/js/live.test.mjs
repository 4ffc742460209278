// The live region's pace, without a browser: at most one announcement a second, the latest
// state told once the second is over, each lane's event when the race moved a step, a summary
// of the last second while playing fast; and the words module's sentences in each language.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Narrator, ANNOUNCE_MS } from "../../www/views/live.js";
import { translator } from "../../www/words/i18n.js";
import { describeSudokuError, formatShare, formatTreeSize } from "../../www/words/words.js";
import { puzzleNamed } from "../../www/puzzles/registry.js";
import "./support/languages.mjs";

/** The sentence of an event, as the lane of `puzzle` tells it. */
const describeEvent = (tr, puzzle, event, stats) => puzzleNamed(puzzle).describe(tr, event, stats);

/** A clock and timers that move only when told. */
function fakeTime() {
  let now = 0;
  let timers = [];
  return {
    now: () => now,
    timers: {
      set: (run, ms) => { const timer = { at: now + ms, run }; timers.push(timer); return timer; },
      clear: (timer) => { timers = timers.filter((t) => t !== timer); },
    },
    advance(ms) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers = timers.filter((t) => t !== timer);
        timer.run();
      }
    },
  };
}

const lanes = (events, solutions = 0, undos = 0) => [
  { name: "Naive", sentence: `naive at ${events}`, events, solutions, undos },
  { name: "Pruned", sentence: `pruned at ${events}`, events, solutions, undos },
];

test("a step by hand is told at once, each lane's event by name", () => {
  const time = fakeTime();
  const said = [];
  const narrator = new Narrator((text) => said.push(text), { tr: translator("en"), ...time });
  narrator.observe({ step: 0, playing: false, lanes: lanes(0) });
  assert.deepEqual(said, [], "the starting point is not told");
  narrator.observe({ step: 1, playing: false, lanes: lanes(1) });
  assert.deepEqual(said, ["Naive: naive at 1 Pruned: pruned at 1"]);
});

test("playing fast: at most one announcement a second, a summary of the time since the last", () => {
  const time = fakeTime();
  const said = [];
  const narrator = new Narrator((text) => said.push({ at: time.now(), text }), { tr: translator("en"), ...time });
  narrator.observe({ step: 0, playing: true, lanes: lanes(0) });
  let step = 0;
  for (let frame = 0; frame < 300; frame++) { // five seconds at 60 frames a second
    time.advance(1000 / 60);
    step += 100;
    narrator.observe({ step, playing: true, lanes: lanes(step, Math.floor(step / 1000), Math.floor(step / 10)) });
  }
  assert.ok(said.length >= 4 && said.length <= 6, `${said.length} announcements in 5 s`);
  for (let i = 1; i < said.length; i++) assert.ok(said[i].at - said[i - 1].at >= ANNOUNCE_MS - 1e-9);
  assert.match(said[2].text, /^[\d,]+ events in the last second: \d+ solutions?, [\d,]+ backtracks?$/);
  assert.equal(said[2].text, "12,000 events in the last second: 12 solutions, 1,200 backtracks");
  // Paused: the lanes' events are told once the second is over.
  narrator.observe({ step, playing: false, lanes: lanes(step) });
  time.advance(ANNOUNCE_MS);
  assert.equal(said.at(-1).text, `Naive: naive at ${step} Pruned: pruned at ${step}`);
});

test("the summary speaks the lab's language, plural forms and all", () => {
  const time = fakeTime();
  const said = [];
  const narrator = new Narrator((text) => said.push(text), { tr: translator("ru"), ...time });
  narrator.observe({ step: 0, playing: true, lanes: lanes(0) });
  time.advance(ANNOUNCE_MS);
  narrator.observe({ step: 1502, playing: true, lanes: lanes(1502, 1, 11) });
  assert.equal(said[0], "За последнюю секунду 3\u00a0004 события: 2 решения, 22 отката");
});

test("a reset forgets what was pending", () => {
  const time = fakeTime();
  const said = [];
  const narrator = new Narrator((text) => said.push(text), { tr: translator("en"), ...time });
  narrator.observe({ step: 0, playing: false, lanes: lanes(0) });
  narrator.observe({ step: 1, playing: false, lanes: lanes(1) });
  narrator.observe({ step: 2, playing: false, lanes: lanes(2) });
  narrator.reset(null);
  time.advance(ANNOUNCE_MS * 2);
  assert.equal(said.length, 1);
});

test("events and errors in words, in each language, from the core's values", () => {
  const en = translator("en"), ru = translator("ru"), zh = translator("zh");
  const reject = { kind: "reject", at: { row: 2, col: 0 }, conflict: { rule: "diagonal", with: { row: 1, col: 1 } } };
  assert.equal(describeEvent(en, "queens", reject, {}),
    "Rejected row 3, column 1: same diagonal as the queen at row 2, column 2. The whole subtree is cut.");
  assert.match(describeEvent(ru, "queens", reject, {}), /^Не ставим ферзя в строку 3, столбец 1: та же главная диагональ/);
  const forced = { kind: "forced", at: { row: 0, col: 3 }, value: 4, reason: { kind: "hidden_single", unit: "box" } };
  assert.equal(describeEvent(zh, "sudoku", forced, {}), "摒除：本宫中4只能填在r1c4。不是试数，不算节点。");
  assert.equal(describeEvent(en, "sudoku", { kind: "place", at: { row: 0, col: 0 }, value: 1 }, { nodes: 2057 }),
    "Place 1 in r1c1: node 2,057.");
  assert.equal(describeEvent(ru, "queens", { kind: "end", status: "finished" }, { solutions: 92 }),
    "Готово: дерево пройдено целиком, 92 решения.");
  assert.equal(describeEvent(en, "queens", null, {}), "Ready: press Play or Step.");

  const clash = { ok: false, kind: "conflicting_givens", digit: 1, rule: "row", cells: [{ row: 0, col: 0 }, { row: 0, col: 1 }] };
  assert.equal(describeSudokuError(en, clash), "the givens at r1c1 and r1c2 are both 1 in the same row");
  assert.equal(describeSudokuError(ru, clash), "в одной строке две подсказки 1: r1c1 и r1c2");
  const bad = { ok: false, kind: "unexpected_character", found: "x", line: 2, column: 3 };
  assert.match(describeSudokuError(en, bad), /^line 2, column 3: unexpected character 'x'/);
  assert.match(describeSudokuError(ru, bad), /^строка 2, столбец 3: недопустимый символ «x»/);
  assert.match(describeSudokuError(en, { ...bad, found: "\u202e" }), /'\\u202e'/, "a direction mark is shown as an escape");
  assert.equal(describeSudokuError(en, { ok: false, kind: "wrong_cell_count", found: "5" }),
    "expected 16, 36, 81 or 256 cells (a 4×4, 6×6, 9×9 or 16×16 grid), found 5");
  assert.equal(describeSudokuError(en, { ok: false, kind: "wrong_row_length", found: "3", expected: 4, line: 2 }),
    "line 2 has 3 cells, expected 4");
  assert.equal(describeSudokuError(en, { ok: false, kind: "something_new", message: "the core's words" }), "the core's words");
});

test("sizes and shares of whole trees, formatted for the language", () => {
  const en = translator("en"), ru = translator("ru");
  assert.equal(formatTreeSize(en, 3906), "3,906");
  assert.equal(formatTreeSize(en, 6.4e46), "about 6.4 × 10⁴⁶");
  assert.equal(formatTreeSize(ru, 6.4e46), "около 6,4 × 10⁴⁶");
  assert.equal(formatTreeSize(en, 9.96e20), "about 1.0 × 10²¹");
  assert.equal(formatShare(en, 12.4), "12%");
  assert.equal(formatShare(en, 0.0256), "0.026%");
  assert.equal(formatShare(ru, 0.0256), "0,026\u00a0%");
  assert.equal(formatShare(en, 2.6e-40), "2.6 × 10⁻⁴⁰ %");
  assert.equal(formatShare(en, 0), "0%");
});
