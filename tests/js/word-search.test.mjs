// Word search on the page, without a browser: every event the two strategies emit told in
// each language (the word's position counted from the counters, letters quoted, cells r1c1),
// every grid and word error placed at its line and column, the link's `letters` and `word`
// read and written back (commas, slashes or line breaks between rows; bad values noted and
// replaced), and the pseudo-code's shape. A stand-in for the core's checkSetup follows the
// rules of src/words (the end-to-end tests use the real one).

import { test } from "node:test";
import assert from "node:assert/strict";
import { translator, LANGUAGES } from "../../www/words/i18n.js";
import en from "../../www/words/strings/en.js";
import { PUZZLES, puzzleNamed } from "../../www/puzzles/registry.js";
import {
  wordSearch, PRESETS, DEFAULT_LETTERS, DEFAULT_WORD, gridRows, wordOf, linkGrid, checkGrid, checkWord,
  describeWordsError, pathsPerDepth, PATH_COUNT_LIMIT,
} from "../../www/puzzles/word-search.js";
import "./support/languages.mjs";

// --- A stand-in for core.checkSetup("words", text), after src/words/lane.rs ---

const isLetter = (c) => /^\p{L}$/u.test(c);
function parseWord(text) {
  const word = [...text.trim()];
  if (word.length === 0) return { kind: "empty_word" };
  const bad = word.findIndex((c) => !isLetter(c));
  return bad < 0 ? null : { kind: "word_character", column: bad + 1, found: word[bad] };
}
function parseGrid(text) {
  const rows = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    let column = 0;
    for (const part of lines[i].replace(/\r$/, "").split("#")[0].split("/")) {
      const row = [];
      for (const c of part) {
        column++;
        if (/\s/.test(c)) continue;
        if (!isLetter(c)) return { kind: "bad_character", line: i + 1, column, found: c };
        row.push(c);
      }
      column++;
      if (row.length === 0) continue;
      if (rows.length && row.length !== rows[0].length) {
        return { kind: "row_length", line: i + 1, found: String(row.length), expected: rows[0].length };
      }
      rows.push(row);
      if (rows.length * rows[0].length > 64) return { kind: "too_many_cells", found: String(rows.length * rows[0].length), limit: 64 };
    }
  }
  return rows.length ? null : { kind: "no_rows" };
}
const core = {
  checkSetup(puzzle, text) {
    assert.equal(puzzle, "words");
    const rest = text.replace(/^[\r\n]+/, "");
    const cut = rest.indexOf("\n");
    const [first, grid] = cut < 0 ? [rest.trim(), ""] : [rest.slice(0, cut).trim(), rest.slice(cut + 1)];
    const error = parseWord(first) ?? parseGrid(grid);
    return error ? { ok: false, puzzle, message: `core: ${error.kind}`, ...error } : { ok: true, puzzle };
  },
};

// --- Helpers ---------------------------------------------------------------------------------

const TR = Object.fromEntries(LANGUAGES.map((lang) => [lang, translator(lang)]));
const INSTANCE = { puzzle: "words", rows: 3, cols: 4, letters: [..."ABCESFCSADEE"], word: "ABCCED" };
const cell = (row, col) => ({ row, col });
/** Counters after an event with `placed` cells on the path (nodes = 1 + places, undos apart). */
const stats = (placed, { undos = 3, solutions = 0 } = {}) => ({ nodes: 1 + placed + undos, undos, solutions });

/** A sentence is whole: no key left as itself, no {parameter} left unfilled. */
function assertWhole(text, what) {
  assert.equal(typeof text, "string", what);
  assert.ok(text.length > 8, `${what}: "${text}"`);
  assert.doesNotMatch(text, /^[a-z_]+(\.[a-z_0-9]+)+$/, `${what} is a bare key: ${text}`);
  assert.doesNotMatch(text, /\{\w+\}/, `${what} has an unfilled parameter: ${text}`);
}

// Every kind of event either strategy emits (src/words/mod.rs through src/search.rs).
const EVENTS = {
  try: [{ kind: "try", at: cell(0, 2), value: 2 }, stats(2)],
  reject: [{ kind: "reject", at: cell(1, 1), value: 5, conflict: { rule: "letter", with: cell(1, 1) } }, stats(2)],
  place: [{ kind: "place", at: cell(0, 2), value: 2 }, stats(3)],
  undo: [{ kind: "undo", at: cell(0, 2), value: 2 }, stats(2, { undos: 4 })],
  dead_end: [{ kind: "dead_end", at: cell(2, 0) }, stats(4)],
  leaf_check_pass: [{ kind: "leaf_check", clash: null }, stats(6)],
  leaf_check_clash: [{ kind: "leaf_check", clash: { rule: "letter", first: cell(1, 1), second: cell(1, 1) } }, stats(6)],
  solution: [{ kind: "solution" }, stats(6, { solutions: 1 })],
  end: [{ kind: "end", status: "finished" }, stats(0, { solutions: 1 })],
  ready: [null, stats(0, { undos: 0 })],
};

// --- The registry entry -----------------------------------------------------------------------

test("word search is in the registry as words, with naive and pruned and its own link parameters", () => {
  assert.equal(puzzleNamed("words"), wordSearch);
  assert.deepEqual(wordSearch.strategies, ["naive", "pruned"]);
  assert.deepEqual(wordSearch.mistakes, []);
  assert.deepEqual(wordSearch.params, ["letters", "word"]);
  const others = PUZZLES.filter((p) => p !== wordSearch).flatMap((p) => p.params);
  for (const name of wordSearch.params) assert.ok(!others.includes(name), `${name} is another puzzle's too`);
  assert.deepEqual(wordSearch.defaults(),
    { strategies: ["naive", "pruned"], mode: "all", letters: "ABCE\nSFCS\nADEE", word: "ABCCED" });
  assert.equal(wordSearch.setupText(wordSearch.defaults()), "ABCCED\nABCE\nSFCS\nADEE");
  for (const lang of LANGUAGES) {
    for (const key of ["puzzle.words", "strategy.words.naive.name", "strategy.words.pruned.summary"]) {
      assertWhole(TR[lang].t(key) + " ........", `${lang} ${key}`);
      assert.notEqual(TR[lang].t(key), key);
    }
  }
});

// --- Sentences ------------------------------------------------------------------------------

test("every event kind and rule is a whole sentence in every language", () => {
  const board = { path: [0, 1, 2, 6, 5, 4] }; // A B C C F S: letter 5 goes wrong at r2c2
  for (const lang of LANGUAGES) {
    for (const [name, [event, counters]] of Object.entries(EVENTS)) {
      assertWhole(wordSearch.describe(TR[lang], event, counters, INSTANCE), `${lang} ${name}`);
      assertWhole(wordSearch.describe(TR[lang], event, counters, INSTANCE, board), `${lang} ${name} with the board`);
    }
  }
});

test("the sentences name the cell, quote its letter and count the word's position from the counters", () => {
  const say = (name, board) => wordSearch.describe(TR.en, EVENTS[name][0], EVENTS[name][1], INSTANCE, board);
  assert.equal(say("try"), 'Try r1c3, "C", as letter 3 of 6.');
  assert.equal(say("reject"),
    'Rejected r2c2: it holds "F", but letter 3 of the word is "C". Every path through it is cut.');
  assert.equal(say("place"), 'Step onto r1c3, "C": letter 3 of the path, node 7.');
  assert.equal(say("undo"), 'Undo: take r1c3, "C", off the path (it was letter 3); the cell is free again.');
  assert.equal(say("dead_end"), 'Dead end: every neighbour of r3c1 is on the path already. Back up at once.');
  assert.equal(say("leaf_check_pass"), 'Whole path checked: it spells "ABCCED".');
  assert.equal(say("leaf_check_clash"),
    'Whole path checked: r2c2 holds "F", so the path does not spell "ABCCED". Wasted leaf.');
  assert.equal(say("leaf_check_clash", { path: [0, 1, 2, 6, 5, 4] }),
    'Whole path checked: letter 5 is "F" in r2c2, but "ABCCED" has "E" there. The path went wrong at letter 5 and was still built to the end: a wasted leaf.');
  assert.equal(say("solution"), 'Path 1 found: it spells "ABCCED".');
  assert.equal(say("end"), "Done: the whole tree is walked, 1 solution.");
  assert.equal(say("ready"), "Ready: press Play or Step.");
  // The first letter: nothing placed yet, whatever came before.
  assert.match(wordSearch.describe(TR.en, EVENTS.try[0], { nodes: 40, undos: 39 }, INSTANCE), /as letter 1 of 6/);
});

test("Russian and Chinese say it with their own quotes and words", () => {
  const say = (lang, name) => wordSearch.describe(TR[lang], EVENTS[name][0], EVENTS[name][1], INSTANCE);
  assert.equal(say("ru", "reject"), "r2c2 не берём: там «F», а 3-я буква слова — «C». Все пути через эту клетку отсечены.");
  assert.equal(say("ru", "undo"), "Откат: убираем r1c3 («C») с пути (это была 3-я буква); клетка снова свободна.");
  assert.equal(say("zh", "reject"), "r2c2不能走：它是“F”，而单词的第3个字母是“C”。经过它的所有路径都被剪掉。");
  assert.equal(say("zh", "place"), "走到r1c3（“C”）：路径的第3个字母，第7个节点。");
  assert.match(say("ru", "solution"), /^Найден путь №\u00a01: он складывается в слово «ABCCED»\.$/);
});

test("a letter that could reorder the sentence is shown as an escape", () => {
  const instance = { ...INSTANCE, letters: ["\u202e", ...INSTANCE.letters.slice(1)] };
  const text = wordSearch.describe(TR.en, { kind: "try", at: cell(0, 0), value: 0 }, stats(0), instance);
  assert.match(text, /"\\u202e"/);
});

// --- Errors ---------------------------------------------------------------------------------

const ERRORS = {
  no_rows: { kind: "no_rows" },
  bad_character: { kind: "bad_character", line: 2, column: 3, found: "1" },
  row_length: { kind: "row_length", line: 3, found: "3", expected: 4 },
  too_many_cells: { kind: "too_many_cells", found: "65", limit: 64 },
  empty_word: { kind: "empty_word" },
  word_character: { kind: "word_character", column: 4, found: "-" },
};

test("every grid and word error is said in every language, placed at its line and column", () => {
  for (const lang of LANGUAGES) {
    for (const [kind, checked] of Object.entries(ERRORS)) {
      assertWhole(describeWordsError(TR[lang], { ok: false, ...checked }), `${lang} ${kind}`);
      assertWhole(describeWordsError(TR[lang], { ok: false, ...checked }, { rows: true }), `${lang} ${kind} in a link`);
    }
  }
  const say = (kind, options) => describeWordsError(TR.en, ERRORS[kind], options);
  assert.equal(say("bad_character"), 'line 2, column 3: "1" is not a letter');
  assert.equal(say("bad_character", { rows: true }), 'row 2, column 3: "1" is not a letter');
  assert.equal(say("row_length"), "line 3: this row has 3 letters, but the first row has 4");
  assert.equal(say("too_many_cells"), "the grid has 65 cells; at most 64 fit");
  assert.equal(say("word_character"), 'character 4 of the word, "-", is not a letter');
  assert.equal(describeWordsError(TR.ru, ERRORS.row_length), "строка 3: в этом ряду 3 буквы, а в первом — 4");
  assert.equal(describeWordsError(TR.ru, { ...ERRORS.row_length, found: "5" }), "строка 3: в этом ряду 5 букв, а в первом — 4");
  assert.equal(describeWordsError(TR.zh, ERRORS.bad_character), "第2行第3列：“1”不是字母");
  assert.equal(describeWordsError(TR.en, { ok: false, kind: "something_new", message: "the core's words" }), "the core's words");
});

test("the checks find the grid's error at its own line, and the word's at its letter", () => {
  assert.equal(checkGrid(core, "ABCE\nSFCS\nADEE"), null);
  assert.deepEqual(
    (({ kind, line, found, expected }) => ({ kind, line, found, expected }))(checkGrid(core, "ABCE\nSFC\nADEE")),
    { kind: "row_length", line: 2, found: "3", expected: 4 });
  assert.deepEqual((({ kind, line, column }) => ({ kind, line, column }))(checkGrid(core, "ABCE\nSF1S")),
    { kind: "bad_character", line: 2, column: 3 });
  assert.equal(checkGrid(core, "\n  \n").kind, "no_rows");
  assert.equal(checkWord(core, "see"), null);
  assert.equal(checkWord(core, "   ").kind, "empty_word", "an empty word is not the grid's first row");
  assert.deepEqual((({ kind, column }) => ({ kind, column }))(checkWord(core, "AB\nCD")), { kind: "word_character", column: 3 });
  assert.deepEqual((({ kind, column }) => ({ kind, column }))(checkWord(core, " AB1")), { kind: "word_character", column: 3 });
});

test("grids and words are kept as the core compares them", () => {
  assert.deepEqual(gridRows("abce\n s f c s # a comment\n\nADEE / xyzw\n"), ["ABCE", "SFCS", "ADEE", "XYZW"]);
  assert.equal(wordOf("  abcced "), "ABCCED");
  assert.equal(wordOf("ёж"), "ЁЖ");
  assert.equal(wordOf("ß"), "ß", "a letter whose capital is two letters stays as it is");
  assert.equal(linkGrid("ABCE,SFCS,,ADEE"), "ABCE\nSFCS\nADEE");
  assert.equal(linkGrid("ABCE/SFCS\nADEE"), "ABCE\nSFCS\nADEE");
});

// --- The link -------------------------------------------------------------------------------

/** Reads `query` over the defaults; returns the setup and the notes. */
function read(query, lang = "en") {
  const setup = wordSearch.defaults();
  const notes = [];
  wordSearch.read(new URLSearchParams(query), setup, { tr: TR[lang], core, note: (text) => notes.push(text) });
  return { setup, notes };
}

test("the link holds the grid as rows joined by commas, and reads it back", () => {
  for (const preset of PRESETS) {
    const params = new URLSearchParams();
    wordSearch.write({ ...wordSearch.defaults(), letters: preset.letters, word: preset.word }, params);
    assert.deepEqual([...params.keys()], ["letters", "word"]);
    assert.doesNotMatch(params.get("letters"), /\n/);
    const { setup, notes } = read(params.toString());
    assert.deepEqual(notes, []);
    assert.equal(setup.letters, preset.letters, preset.id);
    assert.equal(setup.word, preset.word, preset.id);
  }
  const params = new URLSearchParams();
  wordSearch.write(wordSearch.defaults(), params);
  assert.equal(params.get("letters"), "ABCE,SFCS,ADEE");
});

test("a link's rows may also be separated by slashes or line breaks, in any case", () => {
  for (const letters of ["ABCE/SFCS/ADEE", "abce\nsfcs\nadee", "ABCE, SFCS, ADEE", "ABCE,SFCS,ADEE,"]) {
    const { setup, notes } = read(new URLSearchParams({ letters, word: "see" }).toString());
    assert.deepEqual(notes, [], letters);
    assert.equal(setup.letters, DEFAULT_LETTERS, letters);
    assert.equal(setup.word, "SEE");
  }
});

test("a bad grid or word in a link is noted in the lab's language and the default stays", () => {
  let { setup, notes } = read("letters=ABCE,SFC,ADEE&word=AB1");
  assert.equal(setup.letters, DEFAULT_LETTERS);
  assert.equal(setup.word, DEFAULT_WORD);
  assert.deepEqual(notes, [
    'letters: the letter grid "ABCE,SFC,ADEE" cannot be searched (row 2: this row has 3 letters, but the first row has 4); using ABCE,SFCS,ADEE',
    'word: the word "AB1" cannot be searched (character 3 of the word, "1", is not a letter); using ABCCED',
  ]);
  ({ setup, notes } = read("letters=&word=", "ru"));
  assert.equal(setup.letters, DEFAULT_LETTERS);
  assert.deepEqual(notes, [
    "letters: в сетке букв «» искать нельзя (сетка пуста: напишите по ряду букв в каждой строке); взята ABCE,SFCS,ADEE",
    "word: слово «» искать нельзя (слово пустое: введите хотя бы одну букву); взято ABCCED",
  ]);
  ({ setup, notes } = read("letters=ABCDEFGHI," + Array(8).fill("ABCDEFGHI").join(","), "zh"));
  assert.match(notes[0], /网格有72个格子，最多只能有64个/);
  // A good word is kept when the grid is bad.
  ({ setup, notes } = read("letters=AB,C&word=see"));
  assert.equal(setup.word, "SEE");
  assert.equal(setup.letters, DEFAULT_LETTERS);
  assert.equal(notes.length, 1);
  // A # starts a comment, as in the core.
  ({ setup, notes } = read("letters=AB%23C,CD&word=see"));
  assert.deepEqual(notes, []);
  assert.equal(setup.letters, "AB\nCD");
});

test("a link without the puzzle's parameters leaves the defaults alone", () => {
  const { setup, notes } = read("n=6&grid=..3.");
  assert.deepEqual(setup, wordSearch.defaults());
  assert.deepEqual(notes, []);
});

// --- Pseudo-code ------------------------------------------------------------------------------

// The events each strategy emits: naive compares nothing on the way in (no reject) and checks
// every full path (leaf_check); pruned rejects on the way in and never checks a leaf.
const EMITS = {
  naive: ["try", "place", "undo", "dead_end", "leaf_check", "solution"],
  pruned: ["try", "reject", "place", "undo", "dead_end", "solution"],
};

test("each strategy's code has its lines in every table and a line for every event it emits", () => {
  assert.deepEqual(Object.keys(wordSearch.code), wordSearch.strategies);
  for (const [strategy, code] of Object.entries(wordSearch.code)) {
    assert.deepEqual(Object.keys(code.on).sort(), [...EMITS[strategy]].sort(), strategy);
    for (const line of Object.values(code.on)) assert.ok(line >= 0 && line < code.lines, `${strategy} line ${line}`);
    const keys = Object.keys(en).filter((key) => key.startsWith(`code.words.${strategy}.`));
    assert.equal(keys.length, code.lines, strategy);
    for (const lang of LANGUAGES) {
      for (let i = 0; i < code.lines; i++) assert.notEqual(TR[lang].t(`code.words.${strategy}.${i}`), `code.words.${strategy}.${i}`);
    }
  }
});

test("the highlighted lines read as the lesson's loop: a decision point, a check, recurse, undo", () => {
  const line = (strategy, kind) => TR.en.t(`code.words.${strategy}.${wordSearch.code[strategy].on[kind]}`);
  for (const strategy of wordSearch.strategies) {
    assert.match(line(strategy, "try"), /^ {2}for cell /);
    assert.match(line(strategy, "dead_end"), /^ {2}for cell /, "no free neighbour: the loop has nothing to try");
    assert.match(line(strategy, "place"), /add cell to path/);
    assert.match(line(strategy, "undo"), /undo: take cell off path/);
    assert.match(line(strategy, "solution"), /a path found/);
  }
  assert.match(line("naive", "leaf_check"), /compare path's letters with word/);
  assert.match(line("pruned", "reject"), /skip it/);
  // The check on the way in comes before the placement; the one at the bottom before the loop.
  assert.ok(wordSearch.code.pruned.on.reject < wordSearch.code.pruned.on.place);
  assert.ok(wordSearch.code.naive.on.leaf_check < wordSearch.code.naive.on.try);
});

// --- The board's words ----------------------------------------------------------------------

test("the board's name, text alternative and the link's title in every language", () => {
  const board = { rows: 3, cols: 4, letters: INSTANCE.letters, word: [..."ABCCED"], path: [0, 1, 2] };
  assert.equal(wordSearch.label(TR.en, board, "Pruned"), "Pruned: 3 of 6 letters on the path");
  assert.equal(wordSearch.alt(TR.en, board, "Ready."),
    'Letter grid 3×4, rows from the top: A B C E, S F C S, A D E E. The word: "ABCCED". The path: r1c1 "A", r1c2 "B", r1c3 "C". Last event: Ready.');
  assert.match(wordSearch.alt(TR.en, { ...board, path: [] }, "Ready."), /No cell on the path yet\. Last event: Ready\.$/);
  assert.equal(wordSearch.what(TR.en, wordSearch.defaults()), "word search for ABCCED");
  for (const lang of LANGUAGES) {
    assertWhole(wordSearch.label(TR[lang], board, "x"), `${lang} label`);
    assertWhole(wordSearch.alt(TR[lang], board, "x"), `${lang} alt`);
    assertWhole(wordSearch.alt(TR[lang], { ...board, path: [] }, "x"), `${lang} empty alt`);
    assertWhole(wordSearch.what(TR[lang], wordSearch.defaults()), `${lang} what`);
  }
});

test("board() gives the path so far, or the first solution once a finished walk undid it", () => {
  const lane = { board: () => Uint8Array.of(0, 1), solution: () => Uint8Array.of(0, 1, 2, 6, 10, 9) };
  assert.deepEqual(wordSearch.board(lane, INSTANCE, { finished: false }).path, [0, 1]);
  const finished = wordSearch.board(lane, INSTANCE, { finished: true });
  assert.deepEqual(finished, { rows: 3, cols: 4, letters: INSTANCE.letters, word: [..."ABCCED"], path: [0, 1, 2, 6, 10, 9] });
});

test("the set-up panel's words are in every table, and its ids are the puzzle's", () => {
  const text = (key, vars) => TR.en.t(key, vars);
  const html = wordSearch.form.markup(text);
  for (const id of html.matchAll(/id="([^"]+)"/g)) assert.match(id[1], /^words-/);
  assert.doesNotMatch(html, /setup\.words\./, "every key found its words");
  for (const preset of PRESETS) assert.match(html, new RegExp(`value="${preset.id}"`));
  assert.match(html, /at most 64 cells/);
});

// --- The per-level table ----------------------------------------------------------------------

test("the per-level table counts the paths of k cells: the naive tree, level by level", () => {
  // The core's naive lane on ABCE / SFCS / ADEE with ABCCED visits 817 nodes and checks 344
  // leaves; on the 5×5 BACKTRACK preset 30,666 nodes (backtrack words --strategy naive).
  assert.deepEqual(pathsPerDepth(3, 4, 6), [1, 12, 34, 68, 138, 220, 344]);
  assert.equal(pathsPerDepth(3, 4, 6).reduce((a, b) => a + b), 817);
  assert.deepEqual(pathsPerDepth(5, 5, 9), [1, 25, 80, 188, 456, 972, 2112, 4152, 8160, 14520]);
  assert.deepEqual(pathsPerDepth(1, 1, 3), [1, 1, 0, 0], "one cell: no second letter");
  assert.equal(pathsPerDepth(8, 8, 12), null, "past the limit");
  assert.equal(pathsPerDepth(3, 4, 6, 815), null);
  assert.notEqual(pathsPerDepth(3, 4, 6, 816), null, "816 paths and the root");

  const levels = wordSearch.levels(wordSearch.defaults(), TR.en.t);
  assert.equal(levels.depths, 6);
  assert.deepEqual(levels.columns.map((c) => [c.id, c.heading]), [["paths", "paths of k cells"]]);
  assert.deepEqual(Array.from({ length: 7 }, (_, k) => levels.columns[0].value(k)), [1, 12, 34, 68, 138, 220, 344]);
  const large = wordSearch.levels({ letters: Array(8).fill("ABCDEFGH").join("\n"), word: "ABCDEFGHABCD" }, TR.ru.t);
  assert.deepEqual(large.columns, []);
  assert.match(large.caption, /больше 2\u00a0000\u00a0000/);
  assert.equal(PATH_COUNT_LIMIT, 2_000_000);
  for (const lang of LANGUAGES) {
    assertWhole(wordSearch.levels(wordSearch.defaults(), TR[lang].t).caption, `${lang} caption`);
    assertWhole(large.caption, `${lang} large caption`);
  }
});
