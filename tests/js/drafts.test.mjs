// "Make an exercise"'s drafts (www/exercises/drafts.js): every preset read into the form and
// written back is the same exercise, in each of its languages, and every check the form
// offers reads back as the row it was written from. That the core accepts what the form
// writes is tested in the browser (tests/e2e/exercises.test.mjs), where the core runs.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { CHOICES, checkJson, draftOf, exerciseJson, newRow, rowOf } from "../../www/exercises/drafts.js";

const PRESETS = new URL("../../www/exercises/presets/", import.meta.url);
const presets = readdirSync(PRESETS).filter((name) => name.endsWith(".json"))
  .map((name) => [name, JSON.parse(readFileSync(new URL(name, PRESETS), "utf8"))]);

test("each preset, opened in the form in each of its languages and written back, is the same exercise", () => {
  assert.ok(presets.length >= 8);
  for (const [name, json] of presets) {
    for (const lang of Object.keys(json.statement)) {
      const { draft, dropped } = draftOf(json, lang);
      assert.equal(dropped, 0, name);
      assert.equal(draft.rows.length, json.checks.length, name);
      assert.deepEqual(exerciseJson(draft, json), json, `${name} in ${lang}`);
    }
  }
});

test("an edited title replaces the text in the author's language and keeps the others", () => {
  const [, json] = presets[0];
  const { draft } = draftOf(json, "ru");
  const written = exerciseJson({ ...draft, title: "  Новое  " }, json);
  assert.equal(written.title.ru, "Новое");
  assert.equal(written.title.en, json.title.en);
  assert.equal(written.title.zh, json.title.zh);
  // A text emptied is gone from that language only.
  assert.equal(exerciseJson({ ...draft, title: "" }, json).title.ru, undefined);
});

test("every choice of the list reads back as the row it was written from", () => {
  const filled = {
    setup: "8", call: "solve(n)", strategy: "pruned", times: "1.5", number: "92",
    text: "92 solutions", program: "print(1)\n", weight: "2", hidden: true,
  };
  for (const choice of CHOICES) {
    const row = { ...newRow("8"), choice: choice.id, call: "solve(n)", weight: "2", hidden: true };
    for (const field of choice.fields) row[field] = filled[field];
    const check = checkJson(row);
    assert.equal(check.weight, 2, choice.id);
    assert.equal(check.hidden, true, choice.id);
    const back = rowOf(check);
    assert.ok(back, choice.id);
    assert.equal(back.choice, choice.id);
    for (const field of [...choice.fields, "setup", "call", "weight", "hidden"]) {
      assert.equal(back[field], row[field], `${choice.id}.${field}`);
    }
  }
});

test("what is not a number goes into the JSON as typed, for the core to name", () => {
  const row = { ...newRow("8"), choice: "nodes_at_most", number: "many" };
  assert.deepEqual(checkJson(row).nodes, { at_most: "many" });
  assert.deepEqual(checkJson({ ...row, number: " 2057 " }).nodes, { at_most: 2057 });
  assert.equal(rowOf({ kind: "output", setup: "8" }), null, "an output check with nothing to compare is none the form holds");
  assert.equal(draftOf({ tab: "queens", checks: [{ kind: "clean" }, { kind: "nope" }] }, "en").dropped, 1);
});
