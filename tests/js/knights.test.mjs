// The knight's tour's page module without a browser: its link parameters read and written
// back (bad values noted once each, in the lab's language, and replaced), its set-up text, the
// shape of its pseudo-code, every event kind and rule as a sentence in English, Russian and
// Chinese, the move each event is about (checked against a stepper written here the way the
// core steps), the set-up errors the core reports, and the drawing's marks on a recording canvas.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  knights, MOVES, moveOf, parseSquare, squareText, setupText, tourOf, describeSetupError, drawKnightsBoard,
} from "../../www/puzzles/knights.js";
import { PUZZLES, puzzleNamed } from "../../www/puzzles/registry.js";
import { translator, LANGUAGES } from "../../www/words/i18n.js";
import { quote, wholeNumber } from "../../www/words/reading.js";
import en from "../../www/words/strings/en.js";
import ru from "../../www/words/strings/ru.js";
import zh from "../../www/words/strings/zh.js";
import "./support/languages.mjs";

const TABLES = { en, ru, zh };
const cell = (row, col) => ({ row, col });

/** Reads a query string with the module's read(): the setup and the notes. */
function read(query, lang = "en") {
  const tr = translator(lang);
  const setup = knights.defaults();
  const notes = [];
  knights.read(new URLSearchParams(query), setup, { tr, note: (text) => notes.push(text), quote: (text) => quote(text, tr), wholeNumber });
  return { setup, notes };
}

function written(setup) {
  const params = new URLSearchParams();
  knights.write(setup, params);
  return params.toString();
}

/** No key left as it is, no {parameter} left unfilled: the sentence is all words. */
function assertWords(text, what) {
  assert.equal(typeof text, "string", what);
  assert.ok(text.length > 0, `${what}: empty`);
  assert.doesNotMatch(text, /\{\w+\}/, `${what}: a parameter is left: ${text}`);
  assert.doesNotMatch(text, /^(event|knights|cell|error|url|board|lane)\.[\w.]+$/, `${what}: a key is shown: ${text}`);
  assert.doesNotMatch(text, /undefined|NaN|null/, `${what}: ${text}`);
}

test("the registry lists the knight's tour after N-Queens and Sudoku, with the core's strategies", () => {
  assert.equal(puzzleNamed("knights"), knights);
  assert.ok(PUZZLES.indexOf(knights) >= 2);
  assert.deepEqual(knights.strategies, ["pruned", "warnsdorff", "lookahead"]);
  assert.deepEqual(knights.mistakes, []);
  assert.deepEqual(knights.params, ["size", "start", "closed"]);
  const others = PUZZLES.filter((p) => p !== knights).flatMap((p) => p.params);
  for (const param of knights.params) assert.ok(!others.includes(param), `${param} belongs to another puzzle too`);
  assert.deepEqual(knights.defaults(), {
    strategies: ["pruned", "warnsdorff", "lookahead"], mode: "first", size: 5, start: "r1c1", closed: false,
  });
  assert.notEqual(knights.defaults(), knights.defaults(), "each call gives a fresh object");
});

test("the set-up text is the core's: size, start, open or closed", () => {
  assert.equal(knights.setupText(knights.defaults()), "5 r1c1 open");
  assert.equal(setupText({ size: 6, start: "r3c2", closed: true }), "6 r3c2 closed");
});

test("squares are written r1c1, counted from 1, as the link and the core write them", () => {
  assert.deepEqual(parseSquare("r1c1"), cell(0, 0));
  assert.deepEqual(parseSquare("R3C2"), cell(2, 1));
  assert.deepEqual(parseSquare("r8c8"), cell(7, 7));
  for (const bad of ["", "a1", "r0c1", "r1c0", "r1", "c1", " r1c1", "r1c1 ", "r-1c2", "r1.5c2", "r123c1", null, undefined]) {
    assert.equal(parseSquare(bad), null, String(bad));
  }
  assert.equal(squareText(cell(2, 1)), "r3c2");
});

test("a link's size, start and closed are read back as written", () => {
  for (const setup of [
    knights.defaults(),
    { ...knights.defaults(), size: 8, start: "r4c5", closed: true },
    { ...knights.defaults(), size: 6, start: "r6c6", closed: false },
    { ...knights.defaults(), size: 7, start: "r3c2", closed: true },
  ]) {
    const query = written(setup);
    const back = read(query);
    assert.deepEqual(back.notes, [], query);
    assert.deepEqual(back.setup, setup, query);
  }
  assert.equal(written({ size: 6, start: "r3c2", closed: true }), "size=6&start=r3c2&closed=1");
  assert.deepEqual(read("start=R2C3").setup.start, "r2c3", "written as the core and the page write it");
  assert.deepEqual(read("").setup, knights.defaults(), "nothing given: the defaults");
});

test("bad values are noted once each, naming the parameter, and fall back", () => {
  const cases = [
    ["size=9", { size: 5 }, /^size must be a whole number from 5 to 8, got "9"; using 5$/],
    ["size=4", { size: 5 }, /size .*"4"/],
    ["size=6.0", { size: 5 }, /size .*"6\.0"/],
    ["size=", { size: 5 }, /size .*""/],
    ["start=a1", { start: "r1c1" }, /^start must be a square like r1c1 on the 5×5 board, got "a1"; using r1c1$/],
    ["start=r6c1", { start: "r1c1" }, /start .*5×5.*"r6c1"/],
    ["size=6&start=r6c6", { size: 6, start: "r6c6" }, null],
    ["size=9&start=r7c7", { size: 5, start: "r1c1" }, /size .*"9"/],
    ["closed=yes", { closed: false }, /^closed must be 1 or 0, got "yes"$/],
    ["closed=1", { closed: true }, null],
  ];
  for (const [query, expected, note] of cases) {
    const { setup, notes } = read(query);
    for (const [key, value] of Object.entries(expected)) assert.equal(setup[key], value, `${query}: ${key}`);
    if (note === null) assert.deepEqual(notes, [], query);
    else assert.match(notes[0], note, query);
  }
  // A start too far for the size used: one note for the size, one for the start.
  assert.equal(read("size=9&start=r7c7").notes.length, 2);
  assert.equal(read("size=x&start=y&closed=z").notes.length, 3);
});

test("the notes speak the lab's language and keep the parameter's English name", () => {
  for (const lang of LANGUAGES) {
    const { notes } = read("size=12&start=z9&closed=2", lang);
    assert.equal(notes.length, 3, lang);
    const [size, start, closed] = notes;
    assert.match(size, /^size /, lang);
    assert.match(start, /^start /, lang);
    assert.match(closed, /^closed /, lang);
    for (const text of notes) assertWords(text, `${lang} note`);
  }
  assert.match(read("size=12", "ru").notes[0], /получено «12»; взят размер 5$/);
  assert.match(read("start=z9", "zh").notes[0], /收到的是“z9”；改用 r1c1$/);
});

/** Every line's words in every table, as the page would show them. */
test("the pseudo-code: every line has words in each language, every event kind a line", () => {
  const emitted = {
    pruned: ["try", "reject", "place", "undo", "leaf_check", "solution"],
    warnsdorff: ["try", "place", "undo", "dead_end", "leaf_check", "solution"],
    lookahead: ["try", "reject", "place", "undo", "leaf_check", "solution"],
  };
  for (const strategy of knights.strategies) {
    const code = knights.code[strategy];
    const keys = Object.keys(en).filter((key) => key.startsWith(`code.knights.${strategy}.`));
    assert.equal(keys.length, code.lines, strategy);
    for (const kind of emitted[strategy]) {
      assert.ok(Number.isInteger(code.on[kind]) && code.on[kind] >= 0 && code.on[kind] < code.lines, `${strategy} ${kind}`);
    }
    assert.deepEqual(Object.keys(code.on).sort(), [...emitted[strategy]].sort(), `${strategy}: no line for a kind it never emits`);
    for (const lang of LANGUAGES) {
      for (let line = 0; line < code.lines; line++) assertWords(TABLES[lang][`code.knights.${strategy}.${line}`], `${lang} ${strategy} ${line}`);
    }
  }
  const line = (strategy, kind) => en[`code.knights.${strategy}.${knights.code[strategy].on[kind]}`];
  // The lesson's loop: a decision point, a fast check, recurse, undo.
  assert.match(line("pruned", "try"), /for move in the 8 moves/);
  assert.match(line("pruned", "reject"), /off the board or visited: skip/);
  assert.match(line("pruned", "place"), /knight to next/);
  assert.match(line("pruned", "undo"), /^ {4}undo/);
  assert.match(line("pruned", "solution"), /a tour; return/);
  assert.match(line("pruned", "leaf_check"), /start a move away/);
  assert.match(line("warnsdorff", "dead_end"), /none: dead end, back up/);
  assert.match(line("warnsdorff", "try"), /for next in moves/);
  assert.match(line("lookahead", "reject"), /skip$/);
  assert.equal(knights.code.pruned.on.place + 1, knights.code.pruned.on.undo - 1, "recurse between place and undo");
});

const EN = translator("en");
const INSTANCE = { n: 5, start: cell(0, 0), closed: false };
const CLOSED = { n: 6, start: cell(0, 0), closed: true };

test("each event in English: moves named by direction and squares r1c1", () => {
  const say = (event, stats, instance = INSTANCE) => knights.describe(EN, event, stats, instance);
  // After one move (r1c1 → r2c3, node 2), the knight on r2c3 tries 2 up, 1 right: off the board.
  const afterOne = { nodes: 2, undos: 0, solutions: 0 };
  assert.equal(say({ kind: "try", at: cell(1, 2), value: 0 }, afterOne), "Try the move 2 up, 1 right from r2c3.");
  assert.equal(say({ kind: "reject", at: cell(1, 2), value: 0, conflict: { rule: "off_board", with: cell(1, 2) } }, afterOne),
    "Rejected the move 2 up, 1 right from r2c3: it leaves the board. The whole subtree is cut.");
  // It tries 1 down, 2 right: r3c5.
  assert.equal(say({ kind: "try", at: cell(2, 4), value: 2 }, afterOne), "Try the move 1 down, 2 right from r2c3 to r3c5.");
  // 2 down, 1 left lands on r4c2; 1 up... 2 left from r2c3 is r1c1, the start: visited.
  assert.equal(say({ kind: "reject", at: cell(0, 0), value: 6, conflict: { rule: "visited", with: cell(0, 0) } }, afterOne),
    "Rejected the move from r2c3 to r1c1: r1c1 is already visited. The whole subtree is cut.");
  assert.equal(say({ kind: "place", at: cell(1, 2), value: 1 }, afterOne),
    "Move the knight 1 up, 2 right from r3c1 to r2c3: square 2 of 25, node 2.");
  assert.equal(say({ kind: "place", at: cell(2, 4), value: 2 }, { nodes: 3057, undos: 3054 }),
    "Move the knight 1 down, 2 right from r2c3 to r3c5: square 3 of 25, node 3,057.");
  assert.equal(say({ kind: "undo", at: cell(2, 4), value: 2 }, { nodes: 3, undos: 1 }),
    "Undo: take the knight back from r3c5 to r2c3.");
  assert.equal(say({ kind: "reject", at: cell(2, 1), value: 4, conflict: { rule: "stranded", with: cell(0, 4) } }, afterOne),
    "Rejected the move from r1c3 to r3c2: it would leave r1c5 unvisited with no way in, so no tour could end. The whole subtree is cut.");
  assert.equal(say({ kind: "reject", at: cell(2, 1), value: 4, conflict: { rule: "closing", with: cell(0, 0) } }, afterOne, CLOSED),
    "Rejected the move from r1c3 to r3c2: no way back to the start r1c1 would be left, and the tour must close. The whole subtree is cut.");
  assert.equal(say({ kind: "dead_end", at: cell(4, 4) }, { nodes: 20, undos: 2 }),
    "Dead end: no move from r5c5 reaches an unvisited square, though 7 squares are left. Back up at once.");
  assert.equal(say({ kind: "dead_end", at: cell(4, 4) }, { nodes: 25, undos: 1 }),
    "Dead end: no move from r5c5 reaches an unvisited square, though 1 square is left. Back up at once.");
  assert.equal(say({ kind: "leaf_check", clash: { rule: "closing", first: cell(5, 5), second: cell(0, 0) } }, {}, CLOSED),
    "Every square visited, but r6c6 is not a knight's move from the start r1c1: not a closed tour. Wasted leaf.");
  assert.equal(say({ kind: "leaf_check", clash: null }, {}, CLOSED),
    "Every square visited, and the last is a knight's move from the start r1c1: the tour closes.");
  assert.equal(say({ kind: "solution" }, { solutions: 3 }), "Solution 3 found.");
  assert.equal(say(null, {}), "Ready: press Play or Step.");
  // Warnsdorff's values carry 8 × the onward moves: the direction is what is left.
  assert.equal(say({ kind: "try", at: cell(2, 4), value: 2 + 8 * 3 }, afterOne), "Try the move 1 down, 2 right from r2c3 to r3c5.");
});

test("every event kind and rule has its sentence in Russian and Chinese, different from the English", () => {
  const stats = { nodes: 2, undos: 0, solutions: 1 };
  const events = [
    { kind: "try", at: cell(1, 2), value: 0 },
    { kind: "try", at: cell(2, 4), value: 2 },
    { kind: "reject", at: cell(1, 2), value: 0, conflict: { rule: "off_board", with: cell(1, 2) } },
    { kind: "reject", at: cell(0, 0), value: 6, conflict: { rule: "visited", with: cell(0, 0) } },
    { kind: "reject", at: cell(2, 1), value: 4, conflict: { rule: "stranded", with: cell(0, 4) } },
    { kind: "reject", at: cell(2, 1), value: 4, conflict: { rule: "closing", with: cell(0, 0) } },
    { kind: "place", at: cell(1, 2), value: 1 },
    { kind: "undo", at: cell(1, 2), value: 1 },
    { kind: "dead_end", at: cell(1, 2) },
    { kind: "leaf_check", clash: null },
    { kind: "leaf_check", clash: { rule: "closing", first: cell(5, 5), second: cell(0, 0) } },
    { kind: "solution" },
    { kind: "end", status: "first_solution" },
    { kind: "end", status: "finished" },
    null,
  ];
  for (const event of events) {
    const said = {};
    for (const lang of LANGUAGES) {
      said[lang] = knights.describe(translator(lang), event, stats, CLOSED);
      assertWords(said[lang], `${lang} ${JSON.stringify(event)}`);
    }
    assert.notEqual(said.ru, said.en, JSON.stringify(event));
    assert.notEqual(said.zh, said.en, JSON.stringify(event));
  }
  const ru = translator("ru"), zh = translator("zh");
  assert.equal(knights.describe(ru, events[2], stats, CLOSED),
    "Ход 2 вверх, 1 вправо с r2c3 не делаем: конь уйдёт за доску. Всё поддерево отсечено.");
  assert.equal(knights.describe(zh, events[6], stats, CLOSED), "马按上1右2从r3c1跳到r2c3：第2格（共36格），第2个节点。");
  assert.match(knights.describe(ru, { kind: "dead_end", at: cell(0, 0) }, { nodes: 10, undos: 0 }, INSTANCE), /осталось 15 клеток/);
  assert.match(knights.describe(ru, { kind: "dead_end", at: cell(0, 0) }, { nodes: 22, undos: 0 }, INSTANCE), /остались 3 клетки/);
});

test("the directions follow the core's order of MOVES, in every language", () => {
  assert.deepEqual(MOVES, [[-2, 1], [-1, 2], [1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1]]);
  MOVES.forEach(([down, right], d) => {
    const text = en[`knights.direction.${d}`];
    assert.match(text, new RegExp(`^${Math.abs(down)} ${down < 0 ? "up" : "down"}, ${Math.abs(right)} ${right < 0 ? "left" : "right"}$`));
    for (const lang of LANGUAGES) assertWords(TABLES[lang][`knights.direction.${d}`], `${lang} ${d}`);
  });
});

// --- The move behind each event, against a stepper written the way the core steps ----------

/**
 * The core's pruned or warnsdorff stepper, as a generator of [event, stats, truth] where truth
 * is the move's { from, to } (to null off the board): the events and counters of
 * src/knights/mod.rs and src/search.rs, for every tour (mode all).
 */
function* stepper(n, start, strategy) {
  const inside = (c) => c.row >= 0 && c.row < n && c.col >= 0 && c.col < n;
  const number = new Array(n * n).fill(0);
  const path = [start];
  number[start.row * n + start.col] = 1;
  const stats = { nodes: 1, undos: 0, solutions: 0 };
  const target = (from, d) => ({ row: from.row + MOVES[d][0], col: from.col + MOVES[d][1] });
  const visited = (c) => number[c.row * n + c.col] !== 0;
  const onward = (c) => MOVES.filter((_, d) => { const t = target(c, d); return inside(t) && !visited(t); }).length;
  function* walk() {
    if (path.length === n * n) {
      stats.solutions += 1;
      yield [{ kind: "solution" }, { ...stats }, null];
      return;
    }
    const from = path.at(-1);
    let values = [0, 1, 2, 3, 4, 5, 6, 7];
    if (strategy === "warnsdorff") {
      values = values.filter((d) => inside(target(from, d)) && !visited(target(from, d)))
        .map((d) => 8 * onward(target(from, d)) + d).sort((a, b) => a - b);
      if (values.length === 0) {
        yield [{ kind: "dead_end", at: from }, { ...stats }, null];
        return;
      }
    }
    for (const value of values) {
      const to = target(from, value % 8);
      const truth = { from, to: inside(to) ? to : null };
      yield [{ kind: "try", at: inside(to) ? to : from, value }, { ...stats }, truth];
      if (!inside(to)) {
        yield [{ kind: "reject", at: from, value, conflict: { rule: "off_board", with: from } }, { ...stats }, truth];
        continue;
      }
      if (visited(to)) {
        yield [{ kind: "reject", at: to, value, conflict: { rule: "visited", with: to } }, { ...stats }, truth];
        continue;
      }
      path.push(to);
      number[to.row * n + to.col] = path.length;
      stats.nodes += 1;
      yield [{ kind: "place", at: to, value }, { ...stats }, truth];
      yield* walk();
      path.pop();
      number[to.row * n + to.col] = 0;
      stats.undos += 1;
      yield [{ kind: "undo", at: to, value }, { ...stats }, truth];
    }
  }
  yield* walk();
}

test("the move of every try, rejection, placement and undo is told right (pruned and warnsdorff)", () => {
  for (const [n, start, strategy, limit] of [
    [5, cell(0, 0), "pruned", 200_000],
    [6, cell(2, 1), "pruned", 100_000],
    [5, cell(2, 2), "warnsdorff", 100_000],
    [8, cell(0, 0), "warnsdorff", 20_000],
  ]) {
    const instance = { n, start, closed: false };
    let checked = 0, offBoardTries = 0, solutions = 0;
    for (const [event, stats, truth] of stepper(n, start, strategy)) {
      if (checked++ > limit) break;
      if (event.kind === "solution") solutions += 1;
      if (!truth) continue;
      const move = moveOf(event, stats, instance);
      assert.deepEqual({ from: move.from, to: move.to }, truth, `${n} ${strategy} step ${checked}: ${JSON.stringify(event)}`);
      assert.equal(move.direction, event.value % 8);
      if (event.kind === "try" && !truth.to) offBoardTries += 1;
    }
    if (strategy === "pruned") assert.ok(offBoardTries > 100, "the off-board tries were among them");
    if (n === 8) assert.ok(solutions >= 1, "warnsdorff finds an 8×8 tour early");
  }
});

// --- Set-up errors, the lane's board and its text -------------------------------------------

test("what the core refuses in a set-up, in each language", () => {
  const cases = [
    { ok: false, kind: "square_off_board", found: "r7c7", limit: 5, message: "r7c7 is not on a 5 × 5 board" },
    { ok: false, kind: "bad_square", found: "a1", message: "…" },
    { ok: false, kind: "size_out_of_range", found: "20", limit: 16, message: "…" },
    { ok: false, kind: "setup_form", message: "a knight's tour setup is …" },
  ];
  assert.equal(describeSetupError(EN, cases[0]), "r7c7 is not on the 5×5 board: choose a row and a column from 1 to 5");
  assert.equal(describeSetupError(EN, cases[1]), "a1 is not a square: write its row and column, like r1c1");
  assert.equal(describeSetupError(EN, cases[2]), "the board size must be from 5 to 8, got 20");
  assert.equal(describeSetupError(EN, cases[3]), "this set-up cannot be searched: a knight's tour setup is …");
  assert.equal(describeSetupError(translator("ru"), cases[0]),
    "клетки r7c7 нет на доске 5×5: выберите строку и столбец от 1 до 5");
  for (const lang of LANGUAGES) for (const checked of cases) assertWords(describeSetupError(translator(lang), checked), lang);
});

/** A lane as the page holds it, with the core's view: the tour r1c1 → r2c3 → r3c5. */
function fakeLane({ numbers, knight, solution = [] }) {
  return { view: () => ({ puzzle: "knights", numbers, knight }), solution: () => Uint8Array.from(solution) };
}

test("the board: the lane's view while it runs, its first tour once the whole tree is walked", () => {
  const numbers = new Array(25).fill(0);
  numbers[0] = 1; numbers[7] = 2; numbers[14] = 3;
  const lane = fakeLane({ numbers, knight: cell(2, 4), solution: [0, 7, 14] });
  const board = knights.board(lane, INSTANCE, { finished: false });
  assert.deepEqual(board, { n: 5, start: cell(0, 0), closed: false, numbers, knight: cell(2, 4) });
  assert.deepEqual(tourOf(board.numbers, 5), [cell(0, 0), cell(1, 2), cell(2, 4)]);
  assert.equal(knights.label(EN, board, "Pruned"), "Pruned: 3 of 25 squares visited");
  assert.equal(knights.alt(EN, board, "Undo."),
    "5×5 board, open tour. The tour so far, 3 squares from the start: r1c1, r2c3, r3c5. Last event: Undo.");
  assert.match(knights.alt(translator("ru"), board, "Откат."), /Путь от начала \(3 клетки\): r1c1, r2c3, r3c5\. Последнее событие: Откат\.$/);
  assert.match(knights.alt(translator("zh"), { ...board, closed: true }, "撤销。"), /闭合周游。从起点到目前的路径（3格）：r1c1、?/);

  const empty = fakeLane({ numbers: [1, ...new Array(24).fill(0)], knight: cell(0, 0), solution: [0, 7, 14, 21] });
  const finished = knights.board(empty, INSTANCE, { finished: true });
  assert.deepEqual(finished.knight, cell(4, 1), "the knight stands on the tour's last square");
  assert.equal(finished.numbers[21], 4);
  const none = knights.board(fakeLane({ numbers: [1, ...new Array(24).fill(0)], knight: cell(0, 0) }), INSTANCE, { finished: true });
  assert.deepEqual(none.knight, cell(0, 0), "no tour: the view");
  assert.equal(knights.what(EN, { size: 6, closed: true }), "Closed knight's tour 6×6");
  assert.equal(knights.what(translator("zh"), { size: 5, closed: false }), "马踏棋盘 5×5");
});

// --- The drawing, on a canvas that records what is drawn -----------------------------------

/** A canvas `px` CSS pixels wide at device pixel ratio 2 whose context records its calls. */
function recordingCanvas(px) {
  globalThis.window = { devicePixelRatio: 2 };
  const calls = [];
  const context = new Proxy({ calls }, {
    get(target, name) {
      if (name in target) return target[name];
      return (...args) => calls.push([name, ...args]);
    },
    set(target, name, value) {
      calls.push([`=${String(name)}`, value]);
      return true;
    },
  });
  return { canvas: { dataset: {}, width: 0, height: 0, getBoundingClientRect: () => ({ width: px }), getContext: () => context }, calls };
}

function drawn(n, px, numbersOf, knight, event, extra = {}) {
  const { canvas, calls } = recordingCanvas(px);
  const numbers = new Array(n * n).fill(0);
  numbersOf.forEach(([row, col], i) => { numbers[row * n + col] = i + 1; });
  knights.draw(canvas, { n, start: cell(...numbersOf[0]), closed: false, numbers, knight, ...extra }, { event, solved: false });
  return { canvas, calls };
}

test("the drawing: numbers on the visited squares, legible from 5×5 to 8×8 at 300 px", () => {
  for (const n of [5, 6, 7, 8]) {
    const { canvas, calls } = drawn(n, 300, [[0, 0], [1, 2], [2, 4]], cell(2, 4), null);
    assert.equal(canvas.width, 600, "one bitmap pixel per device pixel");
    const texts = calls.filter(([name]) => name === "fillText").map(([, text]) => text);
    assert.deepEqual(texts, ["1", "2", "3"], `${n}: the start's and the second square's numbers, the knight's own in its corner`);
    const fonts = calls.filter(([name]) => name === "=font").map(([, font]) => Number(/(\d+)px/.exec(font)[1]));
    assert.ok(Math.min(...fonts) >= 9, `${n}×${n}: fonts ${fonts}`);
    assert.equal(canvas.dataset.numbers.split(",").filter((x) => x !== "0").length, 3);
    assert.equal(canvas.dataset.knight, "r3c5");
  }
  const { calls } = drawn(8, 300, Array.from({ length: 64 }, (_, i) => [Math.floor(i / 8), i % 8]), cell(7, 7), null);
  const font = calls.filter(([name]) => name === "=font").map(([, f]) => Number(/(\d+)px/.exec(f)[1]));
  assert.ok(font.every((size) => size >= 9), "two-digit numbers on 8×8");

  // A phone's lane (two side by side at 390 px): 8×8 in about 150 px, 17 px a square. The
  // numbers stand alone, as large as the square allows, haloed over the path's lines.
  const small = drawn(8, 150, [[0, 0], [1, 2], [2, 4], [3, 6], [5, 7]], cell(5, 7), null);
  const haloed = small.calls.filter(([name]) => name === "strokeText").map(([, text]) => text);
  assert.deepEqual(haloed, ["1", "2", "3", "4"], "no badge on the knight's square when it is this small");
  const sizes = small.calls.filter(([name]) => name === "=font").map(([, f]) => Number(/(\d+)px/.exec(f)[1]));
  assert.ok(sizes.every((size) => size >= 8), `fonts ${sizes}`);
  assert.equal(small.calls.filter(([name]) => name === "arc").length, 1, "no discs: the one arc is the knight's eye");
});

test("the drawing: a move off the board ends in a cross in the band round the board, where it leaves", () => {
  // The knight on r1c3 of a 5×5 board at 300 px tries 2 up, 1 right.
  const event = { kind: "reject", at: cell(0, 2), value: 0, conflict: { rule: "off_board", with: cell(0, 2) } };
  const { calls } = drawn(5, 300, [[2, 1], [0, 2]], cell(0, 2), event);
  const [, band] = calls.find(([name]) => name === "translate");
  assert.ok(band >= 12 && band <= 24, `a band of ${band} px`);
  const board = 300 - 2 * band, s = board / 5;
  const strokes = calls.filter(([name]) => name === "=strokeStyle").map(([, colour]) => colour);
  assert.ok(strokes.includes("#c0282f"), "drawn in the colour of a rejection");
  // The strokes drawn in red, each its points in board coordinates (the band is outside
  // 0 .. board): the move's line, then the cross.
  const red = [];
  let colour = null, points = [];
  for (const [name, ...args] of calls) {
    if (name === "=strokeStyle") colour = args[0];
    if (name === "beginPath") points = [];
    if (name === "moveTo" || name === "lineTo") points.push(args);
    if (name === "stroke" && colour === "#c0282f") red.push(points);
  }
  assert.equal(red.length, 2);
  const cross = red[1];
  assert.equal(cross.length, 4);
  const [cx, cy] = [cross.reduce((sum, [x]) => sum + x, 0) / 4, cross.reduce((sum, [, y]) => sum + y, 0) / 4];
  assert.ok(Math.hypot(red[0][1][0] - cx, red[0][1][1] - cy) < 1e-9, "the line ends at the cross");
  assert.ok(cy < 0 && cy > -band, `above the board, in the band: ${cy}`);
  assert.ok(cx > 2.5 * s && cx < 3.5 * s, `where the move leaves the top edge, towards column 4: ${cx}`);
  for (const [x, y] of cross) assert.ok(x > -band && x < board + band && y > -band && y < board + band, "on the canvas");
});

test("the drawing: a visited square hit, a stranded square marked, an undo, a solution", () => {
  const stroked = (calls) => calls.filter(([name]) => name === "strokeRect").map(([, x, y, w, h]) => [x, y, w, h]);
  const near = (rect, col, row, s) => Math.abs(rect[0] - col * s) < s / 4 && Math.abs(rect[1] - row * s) < s / 4;
  const band = Math.round(300 * 0.06 * 2) / 2, s = (300 - 2 * band) / 5;
  const visited = drawn(5, 300, [[0, 0], [1, 2], [2, 0], [0, 1]], cell(0, 1),
    { kind: "reject", at: cell(2, 0), value: 4, conflict: { rule: "visited", with: cell(2, 0) } });
  assert.ok(stroked(visited.calls).some((rect) => near(rect, 0, 2, s)), "the visited square is outlined");

  const stranded = drawn(5, 300, [[0, 0], [1, 2]], cell(1, 2),
    { kind: "reject", at: cell(3, 3), value: 3, conflict: { rule: "stranded", with: cell(0, 4) } });
  assert.ok(stroked(stranded.calls).some((rect) => near(rect, 4, 0, s)), "the stranded square is outlined");
  const fills = stranded.calls.filter(([name]) => name === "fillRect");
  assert.ok(fills.some(([, x, y]) => Math.abs(x - 4 * s) < 1 && Math.abs(y) < 1), "and shaded");

  const undo = drawn(5, 300, [[0, 0], [1, 2]], cell(1, 2), { kind: "undo", at: cell(2, 4), value: 2 });
  assert.ok(stroked(undo.calls).some((rect) => near(rect, 4, 2, s)), "the square left is outlined");

  const tour = [[0, 0], [1, 2], [2, 4]];
  const solved = drawn(5, 300, tour, cell(2, 4), { kind: "solution" });
  assert.ok(stroked(solved.calls).some(([x, y, w]) => x > 0 && x < 5 && y > 0 && y < 5 && w > 5 * s - 10), "a frame round the board");
});

test("the per-level table: one row per move, beside 8ᵏ, the tree without checks", () => {
  for (const lang of LANGUAGES) {
    const { t } = translator(lang);
    const forms = knights.levels({ ...knights.defaults(), size: 6 }, t);
    assert.equal(forms.depths, 35, "35 moves after the start on 6×6");
    assert.equal(forms.columns.length, 1);
    assert.equal(forms.columns[0].value(0), 1);
    assert.equal(forms.columns[0].value(3), 512);
    assertWords(forms.caption, lang);
    assert.match(forms.caption, /6×6/);
    assert.equal(forms.columns[0].heading, "8ᵏ");
  }
});
