// The search tree view's words for the knight's tour and graph colouring, without a browser:
// which instances are drawn, every rule the core's module can cut with has a sign and a word,
// the number a node shows, each node and cut as a sentence in English, Russian and Chinese (no
// key missing, no parameter left unfilled), and the large counts a cut saves, written exactly
// below a million and as a power of ten past it, with the plural of a large number.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createTranslator, LANGUAGES } from "../../www/words/i18n.js";
import { knights, TREE_MAX_SIZE } from "../../www/puzzles/knights.js";
import { colouring, TREE_MAX_VERTICES } from "../../www/puzzles/colouring.js";
import { treeFits, sentences } from "../../www/views/tree-view.js";
import { countInWords, formatCompact } from "../../www/words/words.js";
import en from "../../www/words/strings/en.js";
import ru from "../../www/words/strings/ru.js";
import zh from "../../www/words/strings/zh.js";
import "./support/languages.mjs";

const TABLES = { en, ru, zh };
const cell = (row, col) => ({ row, col });

/** A translator for `lang` with no fallback, which notes every key its table lacks and every
 *  text left with a {parameter} unfilled (the page's translator would quietly show English). */
function strict(lang) {
  const tr = createTranslator(lang, TABLES[lang], {});
  const problems = [];
  return {
    ...tr,
    problems,
    t(key, params) {
      if (!Object.hasOwn(TABLES[lang], key)) problems.push(`${lang}: no key ${key}`);
      const text = tr.t(key, params);
      if (/\{\w+\}|undefined|NaN|null|\[object/.test(text)) problems.push(`${lang}: ${key} gave ${text}`);
      return text;
    },
  };
}

/** The rules a core module names (Rule::OffBoard → off_board), as its events serialise them. */
function coreRules(path) {
  const source = readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
  const names = [...source.matchAll(/Rule::([A-Z]\w*)/g)].map(([, name]) => name.replace(/(?<!^)[A-Z]/g, (c) => `_${c}`).toLowerCase());
  return [...new Set(names)].sort();
}

const KNIGHTS_5 = { puzzle: "knights", n: 5, start: cell(0, 0), closed: false };
const AUSTRALIA = {
  puzzle: "colouring", colours: 3,
  graph: { names: ["WA", "NT", "SA", "Q", "NSW", "V", "T"], edges: [[0, 1], [0, 2], [1, 2]], positions: [] },
};

test("which trees are drawn: knight's tours up to 6×6, graphs up to 20 vertices (every preset)", () => {
  assert.equal(TREE_MAX_SIZE, 6);
  for (const size of [5, 6]) assert.equal(treeFits({ ...knights.defaults(), puzzle: "knights", size }), true, `${size}×${size}`);
  for (const size of [7, 8]) assert.equal(treeFits({ ...knights.defaults(), puzzle: "knights", size }), false, `${size}×${size}`);
  assert.equal(TREE_MAX_VERTICES, 20);
  for (const [graph, colours] of [["australia", 3], ["petersen", 3], ["services", 5]]) {
    assert.equal(treeFits({ puzzle: "colouring", graph, colours, edges: "" }), true, graph);
  }
  const path = (count) => Array.from({ length: count - 1 }, (_, i) => `v${i} v${i + 1}`).join("\n");
  assert.equal(treeFits({ puzzle: "colouring", graph: "custom", colours: 3, edges: path(20) }), true);
  assert.equal(treeFits({ puzzle: "colouring", graph: "custom", colours: 3, edges: path(21) }), false);
  // The word search still has none: the chart stands for its tree.
  assert.equal(treeFits({ puzzle: "words" }), false);
});

test("why a larger instance has the chart instead, in every language", () => {
  const expected = {
    en: [/boards up to 6×6: on the 8×8 board it is 63 levels deep, one a move/, /up to 20 vertices, a level a vertex; this graph has 21: its tree is too deep/],
    ru: [/досок до 6×6: на доске 8×8 обход — это 63 хода/, /с 20 вершинами.*в этом графе 21 вершина/],
    zh: [/不超过6×6的棋盘绘制；8×8棋盘上的周游有63步/, /不超过20个顶点.*这个图有21个顶点/],
  };
  const edges = Array.from({ length: 20 }, (_, i) => `v${i} v${i + 1}`).join("\n");
  for (const lang of LANGUAGES) {
    const tr = strict(lang);
    assert.match(knights.tree.tooLarge(tr.t, { ...knights.defaults(), size: 8 }), expected[lang][0]);
    assert.match(colouring.tree.tooLarge(tr.t, { graph: "custom", colours: 3, edges }), expected[lang][1]);
    assert.deepEqual(tr.problems, []);
  }
  assert.match(strict("ru").t("search_tree.too_large.knights", { size: 7, max: 6, count: 48 }), /48 ходов/);
});

test("every rule the core's modules cut with has a sign of one character and a word in every language", () => {
  assert.deepEqual([...knights.tree.rules].sort(), coreRules("src/knights/mod.rs"));
  assert.deepEqual([...colouring.tree.rules].sort(), coreRules("src/colouring/mod.rs"));
  assert.deepEqual(knights.tree.signs, { off_board: "⬀", visited: "⟲", stranded: "∅", closing: "⌂" });
  assert.deepEqual(colouring.tree.signs, { edge: "=" });
  // The legend's own marks (tree-view.js), which a rule's sign must not be mistaken for.
  const marks = ["●", "━", "✕", "⊥"];
  for (const tree of [knights.tree, colouring.tree]) {
    const signs = tree.rules.map((rule) => tree.signs[rule]);
    for (const sign of signs) {
      assert.equal([...sign].length, 1, sign);
      assert.ok(!marks.includes(sign), sign);
    }
    assert.equal(new Set(signs).size, signs.length, "one sign a rule");
    for (const lang of LANGUAGES) {
      const tr = strict(lang);
      const words = tree.rules.map((rule) => tr.t(`search_tree.rule.${rule}`));
      assert.equal(new Set(words).size, words.length);
      assert.deepEqual(tr.problems, []);
    }
  }
});

test("the number a node shows: a knight's square number in the tour, a colour counted from 1", () => {
  // The root is the start, square 1; a move's node holds its direction (plus 8 × its onward
  // moves under Warnsdorff), never its square's number.
  assert.equal(knights.tree.value({ depth: 1, at: cell(1, 2), value: 2 }), 2);
  assert.equal(knights.tree.value({ depth: 24, at: cell(4, 4), value: 42 }), 25);
  assert.equal(colouring.tree.value({ depth: 1, at: cell(0, 0), value: 0 }), 1);
  assert.equal(colouring.tree.value({ depth: 3, at: cell(0, 2), value: 2 }), 3);
});

// A node and the four kinds of cut, in the core's shapes (from a 5×5 tour from r1c1).
const MOVE = { depth: 1, at: cell(1, 2), value: 2, step: 6 };
const WARNSDORFF_MOVE = { depth: 2, at: cell(0, 4), value: 9, step: 10 };
const STUBS = {
  // Off the board: `at` is the square the knight stands on.
  off_board: { at: cell(0, 0), value: 0, conflict: { rule: "off_board", with: cell(0, 0) } },
  visited: { at: cell(0, 0), value: 6, conflict: { rule: "visited", with: cell(0, 0) } },
  stranded: { at: cell(3, 3), value: 2, conflict: { rule: "stranded", with: cell(4, 0) } },
  closing: { at: cell(2, 1), value: 4, conflict: { rule: "closing", with: cell(0, 0) } },
};

test("a knight's node and its cuts in English: the move, its squares, the rule", () => {
  const tr = strict("en");
  const stub = (rule) => knights.tree.stub(tr, STUBS[rule], tr.t(`search_tree.rule.${rule}`), KNIGHTS_5);
  assert.equal(knights.tree.node(tr, MOVE, KNIGHTS_5), "Move 1 down, 2 right from r1c1 to r2c3: square 2 of 25, placed at step 6.");
  assert.equal(knights.tree.node(tr, WARNSDORFF_MOVE, KNIGHTS_5), "Move 1 up, 2 right from r2c3 to r1c5: square 3 of 25, placed at step 10.");
  assert.equal(stub("off_board"), "The move 2 up, 1 right from r1c1 cut: it leaves the board.");
  assert.equal(stub("visited"), "The move 1 up, 2 left from r2c3 to r1c1 cut: r1c1 is already visited.");
  assert.equal(stub("stranded"), "The move 1 down, 2 right from r3c2 to r4c4 cut: after it no move could ever reach r5c1.");
  assert.equal(stub("closing"), "The move 2 down, 1 left from r1c3 to r3c2 cut: after it the tour could not come back to the start r1c1.");
  assert.deepEqual(tr.problems, []);
});

test("a colouring's node and cut in English, the vertices by their names", () => {
  const tr = strict("en");
  assert.equal(colouring.tree.node(tr, { depth: 3, at: cell(0, 2), value: 1, step: 10 }, AUSTRALIA), "Colour 2 on SA, placed at step 10.");
  const stub = { at: cell(0, 1), value: 0, conflict: { rule: "edge", with: cell(0, 0) } };
  assert.equal(colouring.tree.stub(tr, stub, tr.t("search_tree.rule.edge"), AUSTRALIA),
    "Colour 1 on NT cut: its neighbour WA already has colour 1.");
  assert.deepEqual(tr.problems, []);
});

test("every node and cut in Russian and Chinese, with the squares and vertices they name", () => {
  const want = {
    ru: {
      node: "Ход с r1c1 на r2c3 (1 вниз, 2 вправо): клетка 2 из 25, сделан на шаге 6.",
      off_board: "Ход 2 вверх, 1 вправо с r1c1 отсечён: конь уходит за доску.",
      stranded: /r3c2 на r4c4 .*в клетку r5c1 уже не попасть/,
      colour: "Вершина SA покрашена в цвет 2 на шаге 10.",
      edge: "Цвет 1 для NT отсечён: у соседа WA уже цвет 1.",
    },
    zh: {
      node: "从r1c1跳到r2c3（下1右2）：第2格（共25格），在搜索第6步跳入。",
      off_board: "剪掉从r1c1按上2右1起跳的一步：会跳出棋盘。",
      stranded: /从r3c2跳到r4c4.*再也没有格子能跳进r5c1/,
      colour: "SA着颜色2，在第10步着色。",
      edge: "剪掉NT着颜色1：相邻顶点WA已经是颜色1。",
    },
  };
  for (const lang of ["ru", "zh"]) {
    const tr = strict(lang);
    const stub = (rule) => knights.tree.stub(tr, STUBS[rule], tr.t(`search_tree.rule.${rule}`), KNIGHTS_5);
    assert.equal(knights.tree.node(tr, MOVE, KNIGHTS_5), want[lang].node);
    assert.equal(stub("off_board"), want[lang].off_board);
    assert.match(stub("stranded"), want[lang].stranded);
    for (const [rule, { conflict }] of Object.entries(STUBS)) {
      assert.ok(stub(rule).includes(`r${conflict.with.row + 1}c${conflict.with.col + 1}`), `${lang} ${rule}: ${stub(rule)}`);
    }
    assert.equal(colouring.tree.node(tr, { depth: 3, at: cell(0, 2), value: 1, step: 10 }, AUSTRALIA), want[lang].colour);
    const edge = { at: cell(0, 1), value: 0, conflict: { rule: "edge", with: cell(0, 0) } };
    assert.equal(colouring.tree.stub(tr, edge, tr.t("search_tree.rule.edge"), AUSTRALIA), want[lang].edge);
    assert.deepEqual(tr.problems, []);
  }
});

test("a cut's saved nodes: exact below a million, a power of ten past it, under the cut and in sentences", () => {
  const knightsCut = 674623783267092100000; // 1 + 8 + … + 8^23: a cut at the first move on 5×5
  const expected = {
    en: {
      label: "6.7 × 10²⁰", small: "999,999",
      saved: "The cut saved about 6.7 × 10²⁰ nodes of the tree without checks; full boards among them: about 5.9 × 10²⁰.",
    },
    ru: {
      label: "6,7 × 10²⁰", small: "999\u00a0999",
      saved: "Отсечение сэкономило около 6,7 × 10²⁰ узлов дерева без проверок; полных досок среди них: около 5,9 × 10²⁰.",
    },
    zh: {
      label: "6.7 × 10²⁰", small: "999,999",
      saved: "这次剪枝省下了不做检查的树中的约6.7 × 10²⁰个节点，其中完整棋盘约5.9 × 10²⁰个。",
    },
  };
  for (const lang of LANGUAGES) {
    const tr = strict(lang);
    assert.equal(formatCompact(tr, 324), "324");
    assert.equal(formatCompact(tr, 999_999), expected[lang].small);
    assert.equal(formatCompact(tr, knightsCut), expected[lang].label);
    assert.ok(formatCompact(tr, knightsCut).length <= 10, "short enough to stand under a cut");
    const saved = tr.t("search_tree.stub.saved", { count: countInWords(tr, knightsCut), leaves: countInWords(tr, 590295810358705700000) });
    assert.equal(saved, expected[lang].saved);
    // Below a million the count is the number itself, and chooses its own plural.
    assert.equal(countInWords(tr, 21), 21);
    assert.match(tr.t("search_tree.summary.cuts", { count: 2, saved: countInWords(tr, 1_000_000) }), /(about|около|约)\s?1[.,]0 × 10⁶/);
    assert.deepEqual(tr.problems, []);
  }
  assert.match(strict("ru").t("search_tree.stub.saved", { count: countInWords(strict("ru"), 21), leaves: 16 }), /^Отсечение сэкономило 21 узел/);
  assert.equal(sentences(strict("zh").t, ["甲。", "乙。"]), "甲。乙。");
});
