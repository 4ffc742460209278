// The lab's features (www/lab/features.js) keep the shape the lab relies on: each owns its link
// parameters (no other feature or puzzle reads them), reads back what it writes, and a switch
// names a field of the setup. So a new feature is a module and one line in the list.

import { test } from "node:test";
import assert from "node:assert/strict";
import { FEATURES, FEATURE_PARAMS } from "../../www/lab/features.js";
import { readSetup, writeSetup, defaults, SETUP_PARAMS } from "../../www/lab/url.js";
import { VIEW_PARAMS } from "../../www/lab/view.js";
import { PUZZLES } from "../../www/puzzles/registry.js";
import { translator } from "../../www/words/i18n.js";
import "./support/languages.mjs";

const en = translator("en");
const core = { checkSetup: (puzzle, grid) => ({ ok: true, puzzle, instance: { grid, size: Math.sqrt(grid.length) } }) };
const SHAPE = ["params", "defaults", "read", "write", "prepare", "toggle", "attach"];

test("every feature has only the documented fields, and a feature with parameters reads and writes them", () => {
  for (const feature of FEATURES) {
    for (const field of Object.keys(feature)) assert.ok(SHAPE.includes(field), field);
    if (feature.params?.length) {
      for (const field of ["defaults", "read", "write"]) assert.equal(typeof feature[field], "function", `${feature.params}: ${field}`);
    }
    if (feature.toggle) assert.ok(Object.hasOwn(defaults(), feature.toggle.field), feature.toggle.field);
  }
});

test("no two owners share a link parameter: the race's, every puzzle's, every feature's, the view's", () => {
  const all = [...SETUP_PARAMS, ...VIEW_PARAMS];
  assert.equal(new Set(all).size, all.length);
  const lanes = ["program", "program-2", "program-3", "program-4"];
  assert.deepEqual(FEATURE_PARAMS, [...lanes, ...lanes.map((l) => `${l}-draw`), ...lanes.map((l) => `${l}-record`),
    ...lanes.map((l) => `${l}-input`), "steps", "exercise", "code", "tree", "table", "lesson", "predict", "guess", "log", "present"]);
  assert.deepEqual(SETUP_PARAMS.slice(0, 1 + PUZZLES.flatMap((p) => p.params).length + 4).slice(-4),
    ["strategies", "mode", "budget", "speed"]);
});

test("the features' parameters go to the link and back, after the race's, in the list's order", () => {
  const link = "?puzzle=queens&n=8&strategies=permutation,pruned&mode=all&code=1&tree=1&table=1&lesson=pruned"
    + "&guess=permutation:solutions:92,pruned:500&log=1&present=1";
  const { setup, notes } = readSetup(link, core, en);
  assert.deepEqual(notes, []);
  assert.equal(writeSetup(setup), "?puzzle=queens&n=8&strategies=permutation,pruned&mode=all&speed=40&code=1&tree=1&table=1"
    + "&lesson=pruned&guess=permutation:solutions:92,pruned:500&log=1&present=1");
  // Each one off again leaves the link as short as before.
  for (const field of ["code", "tree", "table", "predict", "log", "present"]) setup[field] = false;
  setup.lesson = null;
  assert.equal(writeSetup(setup), "?puzzle=queens&n=8&strategies=permutation,pruned&mode=all&speed=40");
});

test("a feature's bad value is its own note, in the list's order, after the race's", () => {
  const { notes } = readSetup("?log=on&code=2&mode=some&tree=x", core, en);
  assert.deepEqual(notes, [
    'mode must be first or all, got "some"',
    ...readSetup("?code=2", core, en).notes,
    ...readSetup("?tree=x", core, en).notes,
    'log must be 1 or 0, got "on"',
  ]);
});
