// The embedding's rules without a browser: which messages the embed view obeys, how the view
// parameters (step, autoplay, loop, controls, lang) are read and what a bad one says, and the
// snippets the share bar hands out.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readCommand } from "../../www/embedding/messages.js";
import { readView, viewEntries, DEFAULT_CONTROLS, CONTROLS } from "../../www/lab/view.js";
import { translator } from "../../www/words/i18n.js";
import "./support/languages.mjs";

test("a command is obeyed only in its exact shape", () => {
  const lab = "backtracking-lab";
  assert.deepEqual(readCommand({ target: lab, command: "play" }), { command: "play" });
  assert.deepEqual(readCommand({ target: lab, command: "pause", step: undefined }), { command: "pause" });
  assert.deepEqual(readCommand({ target: lab, command: "restart" }), { command: "restart" });
  assert.deepEqual(readCommand({ target: lab, command: "seek", step: 12 }), { command: "seek", step: 12 });
  assert.deepEqual(readCommand({ target: lab, command: "seek", step: 0 }), { command: "seek", step: 0 });
  assert.deepEqual(readCommand({ target: lab, command: "seek", step: 7.6 }), { command: "seek", step: 8 });
  const ignored = [
    null, undefined, "play", 3, ["play"], new Date(0), Object.create(null),
    Object.assign(Object.create({ target: lab }), { command: "play" }),
    { command: "play" }, { target: lab }, { target: "other", command: "play" },
    { target: lab, command: "Play" }, { target: lab, command: "toString" }, { target: lab, command: "constructor" },
    { target: lab, command: "play", extra: 1 }, { target: lab, command: "play", step: 4 },
    { target: lab, command: "seek" }, { target: lab, command: "seek", step: "4" }, { target: lab, command: "seek", step: -1 },
    { target: lab, command: "seek", step: NaN }, { target: lab, command: "seek", step: Infinity }, { target: lab, command: "seek", step: 4n },
    { source: lab, type: "ready", step: 0, lanes: [] },
    new Proxy({}, { ownKeys() { throw new Error("no keys"); } }),
  ];
  ignored.forEach((data, i) => assert.equal(readCommand(data), null, `message ${i} was obeyed`));
});

test("the view's parameters: defaults, good values, and a note for each bad one", () => {
  const plain = readView("?puzzle=queens&n=5");
  assert.deepEqual(plain.view, { step: 0, autoplay: false, loop: null, lang: "en", langGiven: false, controls: DEFAULT_CONTROLS });
  assert.equal(plain.rest.toString(), "puzzle=queens&n=5");
  assert.deepEqual(plain.notes, []);

  const good = readView({ puzzle: "sudoku", step: "25", autoplay: "", loop: "10..90", controls: "play, STEP,share", lang: "zh-CN" });
  assert.deepEqual(good.view, { step: 25, autoplay: true, loop: { from: 10, to: 90 }, lang: "zh", langGiven: true, controls: ["play", "step", "share"] });
  assert.equal(good.rest.toString(), "puzzle=sudoku");
  assert.equal(readView("loop=5..9").view.step, 5, "a loop starts at its first step");
  assert.deepEqual(readView("controls=none").view.controls, []);
  assert.deepEqual(readView("controls=all").view.controls, CONTROLS);
  assert.equal(readView("autoplay=0").view.autoplay, false);

  const bad = readView("step=-3&autoplay=yes&loop=9..3&controls=fly&lang=klingon");
  assert.deepEqual(bad.view, plain.view);
  assert.equal(bad.notes.length, 5);
  assert.match(bad.notes.join("\n"), /step must be a whole number of steps, got "-3"/);
  assert.match(bad.notes.join("\n"), /autoplay must be 1 or 0/);
  assert.match(bad.notes.join("\n"), /loop must be FROM\.\.TO/);
  assert.match(bad.notes.join("\n"), /controls: use none, all, or some of play, step.*; ignored "fly"/);
  assert.match(bad.notes.join("\n"), /lang: the lab speaks en, ru, zh, got "klingon"/);
  assert.match(readView(`step=${"9".repeat(80)}`).notes[0], /"9{40}…"/, "a long value is cut in the note");
  // The page has no controls parameter: it says so and shows everything.
  const page = readView("controls=none", { embed: false });
  assert.deepEqual(page.view.controls, CONTROLS);
  assert.match(page.notes[0], /controls applies to the embed view only/);
});

test("the view written back holds what differs from the defaults", () => {
  const { view } = readView("step=3&autoplay&loop=3..9&controls=play&lang=ru");
  assert.deepEqual(viewEntries(view), [["step", "3"], ["autoplay", "1"], ["loop", "3..9"], ["controls", "play"], ["lang", "ru"]]);
  assert.deepEqual(viewEntries(view, { step: false, embed: false }), [["autoplay", "1"], ["loop", "3..9"], ["lang", "ru"]]);
  assert.deepEqual(viewEntries(readView("").view), []);
  assert.deepEqual(viewEntries(readView("controls=none").view), [["controls", "none"]]);
});

test("the share bar's words, in each language", () => {
  const say = (lang, count) => translator(lang).t("share.what.queens", { count });
  assert.deepEqual([1, 2, 8].map((n) => say("en", n)), ["1 queen", "2 queens", "8 queens"]);
  assert.deepEqual([1, 2, 5, 21].map((n) => say("ru", n)), ["1 ферзь", "2 ферзя", "5 ферзей", "21 ферзь"]);
  assert.equal(say("zh", 8), "8皇后");
  // A bad link is told in the lab's own language.
  assert.match(readView("lang=ru&step=x").notes[0], /^step должен быть целым/);
  assert.match(readView("lang=zh&step=x").notes[0], /^step 必须是整数步数/);
});
