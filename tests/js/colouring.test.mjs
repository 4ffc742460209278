// Graph colouring's page module, without a browser: every event a colouring lane emits said
// in English, Russian and Chinese with the vertices' names (no key missing, no parameter left
// unfilled), the core's errors in an edge list placed at their line, the link's parameters
// read and written back, the pseudo-code's shape against the events each strategy emits, and
// the drawing's pure parts: short ids, labels that fit the presets at phone width, a palette
// whose numbers read on every colour.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createTranslator } from "../../www/words/i18n.js";
import { wholeNumber, quote } from "../../www/words/reading.js";
import { readSetup, writeSetup } from "../../www/lab/url.js";
import { PUZZLES } from "../../www/puzzles/registry.js";
import en from "../../www/words/strings/en.js";
import ru from "../../www/words/strings/ru.js";
import zh from "../../www/words/strings/zh.js";
import {
  colouring, describeColouringError, shortNames, placeLabels, geometry, edgeList, tidyEdges,
  PALETTE, PRESETS, MAX_COLOURS, numberOn, contrast, fillOf, vertexCount,
} from "../../www/puzzles/colouring.js";
import "./support/languages.mjs";

const TABLES = { en, ru, zh };

/**
 * A translator for `lang` that falls back to nothing and remembers every key it was asked for
 * that its table lacks, and every text left with a {parameter} unfilled: the page's translator
 * would quietly show English or the key itself.
 */
function strict(lang) {
  const tr = createTranslator(lang, TABLES[lang], {});
  const problems = [];
  return {
    ...tr,
    problems,
    t(key, params) {
      if (!Object.hasOwn(TABLES[lang], key)) problems.push(`${lang}: no key ${key}`);
      const text = tr.t(key, params);
      if (/\{\w+\}/.test(text)) problems.push(`${lang}: ${key} left ${text}`);
      return text;
    },
  };
}

/** The map of Australia as Lane.instance() gives it (the core's preset). */
const AUSTRALIA = {
  puzzle: "colouring",
  colours: 3,
  graph: {
    names: ["WA", "NT", "SA", "Q", "NSW", "V", "T"],
    edges: [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]],
    positions: [
      { x: 0.12, y: 0.42 }, { x: 0.42, y: 0.16 }, { x: 0.45, y: 0.56 }, { x: 0.76, y: 0.22 },
      { x: 0.84, y: 0.58 }, { x: 0.7, y: 0.8 }, { x: 0.74, y: 0.95 },
    ],
  },
};

const vertex = (v) => ({ row: 0, col: v });

/** One event of every kind and rule a colouring lane emits, with the stats it comes with. */
const EVENTS = [
  [null, {}],
  [{ kind: "try", at: vertex(2), value: 1 }, {}],
  [{ kind: "reject", at: vertex(2), value: 0, conflict: { rule: "edge", with: vertex(0) } }, {}],
  [{ kind: "place", at: vertex(4), value: 2 }, { nodes: 2057 }],
  [{ kind: "undo", at: vertex(4), value: 2 }, {}],
  [{ kind: "dead_end", at: vertex(5) }, {}],
  [{ kind: "leaf_check", clash: null }, {}],
  [{ kind: "leaf_check", clash: { rule: "edge", first: vertex(1), second: vertex(3) } }, {}],
  [{ kind: "solution" }, { solutions: 18 }],
  ...["finished", "first_solution", "cap_reached", "no_solution", "budget_exhausted"]
    .map((status) => [{ kind: "end", status }, { solutions: 18 }]),
];

test("every event of a colouring lane is a sentence in each language, with no key missing", () => {
  for (const lang of Object.keys(TABLES)) {
    const tr = strict(lang);
    const said = EVENTS.map(([event, stats]) => colouring.describe(tr, event, stats, AUSTRALIA));
    assert.deepEqual(tr.problems, [], lang);
    assert.equal(new Set(said).size, said.length, `${lang}: each event says something of its own`);
    for (const sentence of said) assert.ok(sentence.length > 5, `${lang}: ${sentence}`);
  }
});

test("the sentences name the vertices by their names and count colours from 1", () => {
  const say = (lang, index) => colouring.describe(createTranslator(lang, TABLES[lang]), ...EVENTS[index], AUSTRALIA);
  assert.equal(say("en", 1), "Try colour 2 on SA.");
  assert.equal(say("en", 2),
    "Rejected colour 1 on SA: its neighbour WA already has colour 1. The whole subtree is cut.");
  assert.equal(say("en", 3), "Colour NSW with colour 3: node 2,057.");
  assert.equal(say("en", 4), "Undo colour 3 on NSW: back up.");
  assert.equal(say("en", 5), "Dead end: V has no colour left, its neighbours hold all 3. Back up at once.");
  assert.equal(say("en", 6), "Every vertex coloured, every edge checked: no edge joins two of one colour.");
  assert.match(say("en", 7), /^Every vertex coloured, edges checked: NT and Q are joined by an edge/);
  assert.equal(say("ru", 2), "Цвет 1 для SA не подходит: у соседа WA уже цвет 1. Всё поддерево отсечено.");
  assert.equal(say("ru", 3), "Красим NSW в цвет 3: узел 2\u00a0057.");
  assert.equal(say("zh", 2), "SA不能着颜色1：相邻顶点WA已经是颜色1。整棵子树被剪掉。");
  assert.equal(say("zh", 5), "死路：V已没有可用的颜色，全部3种颜色都已被相邻顶点占用，立即回溯。");
  // One colour only: the only one, in each language's singular.
  const one = { ...AUSTRALIA, colours: 1 };
  assert.match(colouring.describe(createTranslator("en", en), EVENTS[5][0], {}, one), /the only one/);
  assert.match(colouring.describe(createTranslator("ru", ru), EVENTS[5][0], {}, one), /единственный/);
});

test("the service names of the lesson's preset are said in full", () => {
  const instance = { colours: 5, graph: { names: ["auth", "sessions", "api-gateway"], edges: [[0, 1]], positions: [] } };
  const reject = { kind: "reject", at: vertex(2), value: 1, conflict: { rule: "edge", with: vertex(0) } };
  assert.equal(colouring.describe(createTranslator("en", en), reject, {}, instance),
    "Rejected colour 2 on api-gateway: its neighbour auth already has colour 2. The whole subtree is cut.");
});

test("the board's name and text alternative, in each language", () => {
  const board = { names: AUSTRALIA.graph.names, edges: AUSTRALIA.graph.edges, positions: [], colours: [0, 1, null, null, null, null, null] };
  const empty = { ...board, colours: board.colours.map(() => null) };
  for (const lang of Object.keys(TABLES)) {
    const tr = strict(lang);
    colouring.label(tr, board, "Pruned");
    colouring.alt(tr, board, "…");
    colouring.alt(tr, empty, "…");
    assert.deepEqual(tr.problems, [], lang);
  }
  const tr = createTranslator("en", en);
  assert.equal(colouring.label(tr, board, "Pruned"), "Pruned: 2 of 7 vertices coloured");
  assert.equal(colouring.alt(tr, board, "Try colour 1 on SA."),
    "Graph (vertices: 7, edges: 9). Coloured: WA colour 1, NT colour 2. Last event: Try colour 1 on SA.");
  assert.match(colouring.alt(tr, empty, "Ready."), /no vertex coloured yet\. Last event: Ready\.$/);
  assert.match(colouring.alt(createTranslator("zh", zh), board, "…"), /WA为颜色1、NT为颜色2/);
});

test("the share bar names the graph and its colours", () => {
  const what = (lang, setup) => colouring.what(createTranslator(lang, TABLES[lang]), setup);
  assert.equal(what("en", { graph: "petersen", colours: 3 }), "Petersen graph, 3 colours");
  assert.equal(what("en", { graph: "custom", colours: 1 }), "Your own graph, 1 colour");
  assert.equal(what("ru", { graph: "services", colours: 5 }), "Двадцать сервисов, 5 цветов");
  assert.equal(what("zh", { graph: "australia", colours: 3 }), "澳大利亚地图，3种颜色");
});

// --- The core's errors ------------------------------------------------------------------------

const ERRORS = [
  [{ kind: "one_name", line: 3, found: "cache" }, "line 3: \"cache\" stands alone; write an edge as two names, like \"a b\""],
  [{ kind: "too_many_names", line: 1, found: "3" }, "line 1: 3 names on one line; write one edge a line, as two names"],
  [{ kind: "bad_character", line: 2, column: 4, found: "," }, "line 2, column 4: \",\" cannot be part of a name (letters, digits, _ and - can)"],
  [{ kind: "self_loop", line: 2, found: "a" }, "line 2: \"a\" is joined to itself, so no colouring is possible"],
  [{ kind: "too_many_vertices", line: 65, found: "v65", limit: 64 }, "line 65: \"v65\" would be one vertex too many: a graph has at most 64"],
  [{ kind: "no_edges" }, "the graph has no edges: write one edge a line, as two names (\"a b\")"],
  [{ kind: "colours_out_of_range", found: "0", limit: 64 }, "the number of colours must be from 1 to 64, got \"0\""],
  [{ kind: "unknown_preset", found: "cube" }, "no preset graph is called \"cube\"; the presets are services, australia, petersen"],
];

test("the core's errors in an edge list, at their line, in each language", () => {
  for (const [checked, english] of ERRORS) {
    assert.equal(describeColouringError(createTranslator("en", en), { ok: false, ...checked }), english);
    for (const lang of ["ru", "zh"]) {
      const tr = strict(lang);
      const text = describeColouringError(tr, { ok: false, ...checked });
      assert.deepEqual(tr.problems, [], `${lang} ${checked.kind}`);
      if (checked.line) assert.ok(text.includes(String(checked.line)), `${lang}: ${text} names the line`);
      if (checked.found) assert.ok(text.includes(checked.found), `${lang}: ${text} names what was found`);
    }
  }
  assert.match(describeColouringError(createTranslator("ru", ru), { kind: "self_loop", line: 2, found: "a" }),
    /^строка 2: вершина «a» соединена сама с собой/);
  assert.match(describeColouringError(createTranslator("zh", zh), { kind: "self_loop", line: 2, found: "a" }),
    /^第?2.*“a”与自身相连/);
  // A kind this page does not know yet: the core's own words.
  assert.equal(describeColouringError(createTranslator("en", en), { kind: "something_new", message: "the core's words" }),
    "the core's words");
  // A direction mark in a name is shown as an escape.
  assert.match(describeColouringError(createTranslator("en", en), { kind: "one_name", line: 1, found: "a\u202e" }), /a\\u202e/);
});

// --- The link --------------------------------------------------------------------------------

/**
 * The core's checkSetup for colouring, for tests without WebAssembly: the first line is k,
 * a preset name beside it or an edge list below it, read as src/colouring/graph.rs reads it
 * (the e2e tests use the real core).
 */
const fakeCore = {
  checkSetup(puzzle, text) {
    assert.equal(puzzle, "colouring");
    const [first, ...lines] = text.split("\n");
    const [k, preset] = first.trim().split(/\s+/);
    if (!(Number(k) >= 1 && Number(k) <= MAX_COLOURS)) return { ok: false, kind: "colours_out_of_range", found: k, limit: 64 };
    if (preset) return PRESETS.some((p) => p.name === preset) ? { ok: true } : { ok: false, kind: "unknown_preset", found: preset };
    let edges = 0;
    for (const [index, raw] of lines.entries()) {
      const line = index + 1;
      const content = raw.split("#")[0];
      const bad = [...content].findIndex((c) => !/[\p{L}\p{N}_\-\s]/u.test(c));
      if (bad >= 0) return { ok: false, kind: "bad_character", line, column: bad + 1, found: [...content][bad] };
      const names = content.trim().split(/\s+/).filter(Boolean);
      if (names.length === 0) continue;
      if (names.length === 1) return { ok: false, kind: "one_name", line, found: names[0] };
      if (names.length > 2) return { ok: false, kind: "too_many_names", line, found: String(names.length) };
      if (names[0] === names[1]) return { ok: false, kind: "self_loop", line, found: names[0] };
      edges += 1;
    }
    return edges ? { ok: true } : { ok: false, kind: "no_edges" };
  },
};

/** Reads a query string the way the lab does: defaults, then the puzzle's read(). */
function read(query, lang = "en") {
  const setup = colouring.defaults();
  const notes = [];
  const tr = strict(lang);
  colouring.read(new URLSearchParams(query), setup,
    { tr, core: fakeCore, note: (text) => notes.push(text), quote: (text) => quote(text, tr), wholeNumber });
  assert.deepEqual(tr.problems, []);
  return { setup, notes };
}

/** The query string write() makes, as the address bar holds it. */
function written(setup) {
  const params = new URLSearchParams();
  colouring.write(setup, params);
  return params.toString();
}

test("defaults: the map of Australia in three colours, every lane, all solutions", () => {
  const setup = colouring.defaults();
  assert.deepEqual(setup, {
    strategies: ["naive", "pruned", "forward-checking"], mode: "all", colours: 3, graph: "australia", edges: "",
  });
  assert.equal(colouring.setupText(setup), "3 australia");
  assert.deepEqual(colouring.strategies, setup.strategies);
  assert.deepEqual(colouring.params, ["colours", "graph", "edges"]);
});

test("a preset and its colours go to the link and back", () => {
  for (const setup of [
    { ...colouring.defaults(), graph: "petersen", colours: 4 },
    { ...colouring.defaults(), graph: "services", colours: 5 },
    { ...colouring.defaults(), graph: "australia", colours: 1 },
  ]) {
    const query = written(setup);
    assert.doesNotMatch(query, /edges=/);
    const back = read(query);
    assert.deepEqual(back.notes, []);
    assert.deepEqual(back.setup, setup);
    assert.equal(colouring.setupText(back.setup), `${setup.colours} ${setup.graph}`);
  }
  assert.equal(written({ ...colouring.defaults(), graph: "petersen", colours: 3 }), "colours=3&graph=petersen");
});

test("a preset without colours takes the lesson's: five machines for the services", () => {
  assert.equal(read("graph=services").setup.colours, 5);
  assert.equal(read("graph=petersen").setup.colours, 3);
  assert.equal(read("graph=services&colours=4").setup.colours, 4);
});

test("a typed edge list goes to the link, newlines and comments kept, and back", () => {
  const edges = "a b\nb c  # a comment\n\nc a\nc d";
  const setup = { ...colouring.defaults(), graph: "custom", edges, colours: 4 };
  const query = written(setup);
  assert.match(query, /^colours=4&edges=a\+b%0Ab\+c/);
  assert.doesNotMatch(query, /graph=/);
  const back = read(query);
  assert.deepEqual(back.notes, []);
  assert.deepEqual(back.setup, setup);
  assert.equal(colouring.setupText(back.setup), `4\n${edges}`);
  // The edge list is used instead of a preset named beside it.
  assert.equal(read(`graph=petersen&${query}`).setup.graph, "custom");
  // Trailing blank lines and spaces are dropped; the lines keep their numbers.
  assert.equal(read("edges=a+b%0A%0Ab+c%0A%0A++").setup.edges, "a b\n\nb c");
});

test("bad values in the link are noted in the lab's language and fall back", () => {
  const colours = read("colours=0");
  assert.equal(colours.setup.colours, 3);
  assert.deepEqual(colours.notes, ["colours must be a whole number from 1 to 64, got \"0\"; using 3"]);
  for (const bad of ["65", "three", "3.0", "", "-1"]) {
    assert.equal(read(`colours=${encodeURIComponent(bad)}`).notes.length, 1, bad);
  }
  const graph = read("graph=cube");
  assert.equal(graph.setup.graph, "australia");
  assert.deepEqual(graph.notes,
    ["graph: no preset graph is called \"cube\"; the presets are services, australia, petersen; showing Map of Australia"]);
  // The core refuses the edge list: its error, at its line, in the lab's language.
  const edges = read(`graph=petersen&edges=${encodeURIComponent("a b\na a")}`);
  assert.equal(edges.setup.graph, "petersen");
  assert.deepEqual(edges.notes, [
    "edges: the edge list in the link is not a graph (line 2: \"a\" is joined to itself, so no colouring is possible); showing Petersen graph",
  ]);
  const ru = read(`edges=${encodeURIComponent("a b\nc")}`, "ru");
  assert.deepEqual(ru.notes, [
    "edges: список рёбер в ссылке — не граф (строка 2: имя «c» стоит одно; ребро — это два имени, например «a b»); показан граф «Карта Австралии»",
  ]);
  const zh = read("edges=", "zh");
  assert.equal(zh.setup.graph, "australia");
  assert.match(zh.notes[0], /^edges：链接中的边表不是有效的图（图中没有边/);
});

test("the whole lab's link: the colouring tab raced, its instance beside the other tabs'", () => {
  assert.ok(PUZZLES.includes(colouring));
  const tr = createTranslator("en", en);
  const edges = "a b\nb c\nc a";
  const { setup, notes } = readSetup(`?puzzle=colouring&colours=4&edges=${encodeURIComponent(edges)}&strategies=pruned,forward-checking`, fakeCore, tr);
  assert.deepEqual(notes, []);
  assert.equal(setup.puzzle, "colouring");
  assert.deepEqual([setup.colours, setup.graph, setup.edges], [4, "custom", edges]);
  assert.deepEqual(setup.strategies, ["pruned", "forward-checking"]);
  const query = writeSetup(setup);
  assert.match(query, /puzzle=colouring/);
  assert.deepEqual(readSetup(query, fakeCore, tr).setup, setup);
  // Without puzzle=, a link holding a graph races graph colouring.
  assert.equal(readSetup("?graph=petersen", fakeCore, tr).setup.puzzle, "colouring");
});

test("the per-level table: the naive tree's kᵏ beside the lanes, as deep as the graph has vertices", () => {
  for (const lang of Object.keys(TABLES)) {
    const tr = strict(lang);
    colouring.levels({ graph: "petersen", colours: 3, edges: "" }, tr.t);
    assert.deepEqual(tr.problems, [], lang);
  }
  const { t } = createTranslator("en", en);
  const petersen = colouring.levels({ graph: "petersen", colours: 3, edges: "" }, t);
  assert.equal(petersen.depths, 10);
  assert.equal(petersen.columns[0].heading, "3ᵏ");
  assert.deepEqual([0, 1, 2, 10].map(petersen.columns[0].value), [1, 3, 9, 59049]);
  assert.match(petersen.caption, /which has 10 vertices\.$/);
  const custom = colouring.levels({ graph: "custom", colours: 2, edges: "a b # one\n\nb c\nc a\n# d e" }, t);
  assert.equal(custom.depths, 3);
  assert.equal(vertexCount("x y\ny z  # z w"), 3);
});

test("the edge list of a graph as the core gives it, and edge lists tidied", () => {
  assert.equal(edgeList({ names: ["WA", "NT", "SA"], edges: [[0, 1], [0, 2], [1, 2]] }), "WA NT\nWA SA\nNT SA");
  assert.equal(tidyEdges("a b\n\n  \n"), "a b");
  assert.equal(tidyEdges("\na b"), "\na b", "leading lines keep the line numbers the core names");
});

// --- The pseudo-code -------------------------------------------------------------------------

/** The kinds each strategy's stepper emits (src/colouring/mod.rs), and where each must land. */
const EMITS = {
  naive: { leaf_check: "check", solution: "solution", try: "for c", place: "colour v", undo: "undo" },
  pruned: { solution: "solution", try: "for c", reject: "skip", place: "colour v", undo: "undo" },
  "forward-checking": { solution: "solution", dead_end: "back up", try: "for c", place: "colour v", undo: "undo" },
};

test("each strategy's pseudo-code has its lines in every table and a line for every event kind", () => {
  assert.deepEqual(Object.keys(colouring.code), colouring.strategies);
  for (const strategy of colouring.strategies) {
    const { lines, on } = colouring.code[strategy];
    for (const [lang, table] of Object.entries(TABLES)) {
      const keys = Object.keys(table).filter((key) => key.startsWith(`code.colouring.${strategy}.`));
      assert.deepEqual(keys, Array.from({ length: lines }, (_, i) => `code.colouring.${strategy}.${i}`), `${lang} ${strategy}`);
    }
    assert.deepEqual(Object.keys(on).sort(), Object.keys(EMITS[strategy]).sort(), strategy);
    for (const [kind, words] of Object.entries(EMITS[strategy])) {
      assert.ok(on[kind] >= 0 && on[kind] < lines, `${strategy} ${kind}`);
      assert.ok(en[`code.colouring.${strategy}.${on[kind]}`].includes(words),
        `${strategy}: ${kind} is on "${en[`code.colouring.${strategy}.${on[kind]}`]}"`);
    }
  }
  // The lesson's order: the try comes before the check that rejects it, which comes before the place.
  const pruned = colouring.code.pruned.on;
  assert.ok(pruned.try < pruned.reject && pruned.reject < pruned.place && pruned.place < pruned.undo);
  const fc = colouring.code["forward-checking"].on;
  assert.ok(fc.dead_end < fc.try && fc.try < fc.place && fc.place < fc.undo);
});

test("the strategies' names and summaries, and the extra counter, are in every table", () => {
  for (const [lang, table] of Object.entries(TABLES)) {
    for (const strategy of colouring.strategies) {
      for (const part of ["name", "summary"]) assert.ok(table[`strategy.colouring.${strategy}.${part}`], `${lang} ${strategy} ${part}`);
    }
    for (const counter of colouring.counters) assert.ok(table[`lane.stat.${counter}`], `${lang} ${counter}`);
    for (const name of [...PRESETS.map((p) => p.name), "custom"]) {
      assert.ok(table[`colouring.graph.${name}`] && table[`colouring.short.${name}`], `${lang} ${name}`);
    }
    assert.ok(table["puzzle.colouring"], lang);
  }
});

// --- The drawing's pure parts ----------------------------------------------------------------

/** The presets' vertices as the core declares them (src/colouring/graph.rs). */
function presetVertices() {
  const source = readFileSync(new URL("../../src/colouring/graph.rs", import.meta.url), "utf8");
  const presets = {};
  for (const match of source.matchAll(/pub const (\w+): Preset = Preset \{\s*name: "(\w+)",[\s\S]*?vertices: &\[([\s\S]*?)\],/g)) {
    presets[match[2]] = [...match[3].matchAll(/\("([^"]+)", ([\d.]+), ([\d.]+)\)/g)]
      .map(([, name, x, y]) => ({ name, x: Number(x), y: Number(y) }));
  }
  return presets;
}

test("the page's presets are the core's, in its order", () => {
  assert.deepEqual(Object.keys(presetVertices()), PRESETS.map((p) => p.name));
  const source = readFileSync(new URL("../../src/colouring/graph.rs", import.meta.url), "utf8");
  for (const preset of PRESETS) {
    assert.equal(presetVertices()[preset.name].length, preset.vertices, `${preset.name}'s vertices`);
    const declared = new RegExp(`name: "${preset.name}",\\s*title: "[^"]*",\\s*colours: (\\d+),`).exec(source);
    assert.equal(Number(declared?.[1]), preset.colours, `${preset.name} starts with the core's number of colours`);
  }
});

test("short ids: up to three characters, all different, initials for hyphenated names", () => {
  const services = presetVertices().services.map((v) => v.name);
  const ids = shortNames(services);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.ok([...id].length <= 3, id);
  assert.equal(ids[services.indexOf("api-gateway")], "ag");
  assert.equal(ids[services.indexOf("payments")], "pay");
  assert.deepEqual(shortNames(["WA", "NT", "SA"]), ["WA", "NT", "SA"]);
  // Clashes grow into longer prefixes; names that are prefixes of each other are numbered.
  const clashing = shortNames(["search", "sea-lion", "sealed", "seat", "seats"]);
  assert.equal(new Set(clashing).size, 5, clashing.join());
  const prefixes = shortNames(["abc", "abcd", "a-b-c"]);
  assert.equal(new Set(prefixes).size, 3, prefixes.join());
});

/** A label's width at `size` px: a little more than the widest system-ui glyphs take. */
const widthOf = (text, size) => [...text].length * size * 0.62 + 2;

for (const side of [150, 166, 256]) {
  test(`every preset's labels fit without a clash on a board ${side} px wide`, () => {
    for (const [name, vertices] of Object.entries(presetVertices())) {
      const { radius, centres } = geometry(vertices, side);
      assert.ok(radius >= 6, `${name}: radius ${radius}`);
      for (const c of centres) assert.ok(c.x - radius >= 0 && c.x + radius <= side && c.y - radius >= 0 && c.y + radius <= side);
      const size = Math.max(9, Math.min(14, radius * 0.95));
      const names = vertices.map((v) => v.name);
      const edges = []; // crossings only order the spots; clashes do not depend on edges
      const full = placeLabels({ centres, radius, widths: names.map((n) => widthOf(n, size)), height: size * 1.15, side, edges });
      const short = placeLabels({ centres, radius, widths: shortNames(names).map((n) => widthOf(n, size)), height: size * 1.15, side, edges });
      assert.equal(Math.min(full.clashes, short.clashes), 0, `${name} at ${side} px`);
      (full.clashes === 0 ? full : short).boxes.forEach((box, v) => {
        assert.ok(box.left >= 0 && box.top >= 0 && box.right <= side && box.bottom <= side, `${name}: a label inside the board`);
        // Beside its own vertex, not on it, and near it.
        const c = centres[v];
        const gap = Math.hypot(c.x - Math.max(box.left, Math.min(c.x, box.right)), c.y - Math.max(box.top, Math.min(c.y, box.bottom)));
        assert.ok(gap >= radius && gap <= 2 * radius, `${name}: the label of ${names[v]} is ${gap} px from its centre`);
      });
    }
  });
}

test("labels that cannot fit are counted as clashes", () => {
  const centres = [{ x: 10, y: 10 }, { x: 20, y: 10 }, { x: 10, y: 20 }, { x: 20, y: 20 }];
  const placed = placeLabels({ centres, radius: 4, widths: [40, 40, 40, 40], height: 10, side: 30, edges: [] });
  assert.ok(placed.clashes > 0);
});

test("the palette: eight distinct colours, each number readable on its colour (4.5:1)", () => {
  assert.equal(new Set(PALETTE).size, 8);
  for (const fill of PALETTE) {
    assert.ok(contrast(fill, numberOn(fill)) >= 4.5, `${fill}: ${contrast(fill, numberOn(fill)).toFixed(2)}`);
  }
  assert.equal(fillOf(8), fillOf(0), "past eight the colours repeat; the numbers tell them apart");
  assert.ok(contrast("#000000", "#ffffff") > 20);
});
