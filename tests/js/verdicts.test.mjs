// An exercise's verdicts in words (www/exercises/verdicts.js): a returned board that breaks a
// rule is said by the rule of its tab (a knight's move, a closed tour, an edge of a graph, a
// Sudoku unit, a queen's line), in each language, and a rule without words of its own falls
// back to the general sentence.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createTranslator } from "../../www/words/i18n.js";
import { whyWords } from "../../www/exercises/verdicts.js";
import en from "../../www/words/strings/en.js";
import ru from "../../www/words/strings/ru.js";
import zh from "../../www/words/strings/zh.js";

const TABLES = { en, ru, zh };
const cell = (row, col) => ({ row, col });
const invalid = (rule, extra = {}) => ({
  why: "invalid", passed: false, board: 0, complete: true,
  clash: { rule, first: cell(0, 0), second: cell(0, 1) }, ...extra,
});
const check = { test: { kind: "result", judge: "first" } };

test("a knight's tour that breaks its rule says which move is no knight's move", () => {
  const tr = createTranslator("en", en);
  assert.equal(whyWords(tr, invalid("move"), check, "knights"),
    "Board 1 it returned is not a tour: from r1c1 to r1c2 is not a knight's move.");
  assert.equal(whyWords(tr, invalid("closing"), check, "knights"),
    "Board 1 it returned is not a closed tour: its last square r1c1 is not a knight's move from its first, r1c2.");
});

test("a graph's clash names the vertices as the program does; a queen's and a digit's say their line", () => {
  const tr = createTranslator("en", en);
  assert.equal(whyWords(tr, invalid("edge", { pieces: ["db", "cache"] }), check, "colouring"),
    "Board 1 it returned gives db and cache, which are joined by an edge, the same colour.");
  assert.equal(whyWords(tr, invalid("anti_diagonal"), check, "queens"),
    "Board 1 it returned has two queens on one anti-diagonal: r1c1 and r1c2.");
  assert.equal(whyWords(tr, invalid("box"), check, "sudoku"),
    "Board 1 it returned has the same digit twice in one box: r1c1 and r1c2.");
  // A rule with no words of its own on that tab: the general sentence.
  assert.equal(whyWords(tr, invalid("letter"), check, "word-search"),
    "Board 1 it returned breaks a rule at r1c1 and r1c2.");
});

test("every clash sentence is written in each language, with both pieces", () => {
  const keys = Object.keys(en).filter((key) => key.startsWith("exercise.why.clash."));
  assert.ok(keys.length >= 10);
  for (const [lang, table] of Object.entries(TABLES)) {
    const tr = createTranslator(lang, table, {});
    for (const key of keys) {
      const [, , , tab, rule] = key.split(".");
      const said = whyWords(tr, invalid(rule), check, tab);
      assert.notEqual(said, key, `${lang} ${key}`);
      assert.match(said, /r1c1|1行1列|строка 1/, `${lang} ${key}: ${said}`);
    }
  }
});
