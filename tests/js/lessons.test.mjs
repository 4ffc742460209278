// The rules of the lessons' experiments without a browser: guesses in the URL and how they
// are judged, the narration log's ring buffer and when it tells or summarises, how an
// estimate is written, how many probes a run asks for, what a mistake lane's count says, and
// how a lesson's setup sits under a link's own parameters.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readGuess, readGuesses, writeGuesses, compareGuess, roundRatio } from "../../www/lessons/predict.js";
import { readSetup, writeSetup } from "../../www/lab/url.js";
import { Ring, Teller, lineText, readLog, LOG_SIZE, READABLE_EVENTS } from "../../www/lessons/narration.js";
import { formatEstimate, formatShare, probesWanted, FIRST_PROBES, RACE_PROBES } from "../../www/lessons/estimate.js";
import { verdict, mistakeCode } from "../../www/lessons/mistakes.js";
import { LESSONS, withLesson, lessonHref } from "../../www/lessons/lessons.js";
import { translator } from "../../www/words/i18n.js";
import { strategyName, mistakeKey } from "../../www/puzzles/registry.js";
import "./support/languages.mjs";

const en = translator("en");
const ru = translator("ru");
const zh = translator("zh");
const good = { checkSetup: () => ({ ok: true, puzzle: "sudoku", instance: { grid: "..3.4......2.1..", size: 4 } }) };

test("a guess entry: nodes by default, or what it counts; a question without an answer", () => {
  assert.deepEqual(readGuess("pruned:500"), { name: "pruned", what: "nodes", value: 500 });
  assert.deepEqual(readGuess("pruned:nodes:500"), { name: "pruned", what: "nodes", value: 500 });
  assert.deepEqual(readGuess("forget-undo:solutions:4"), { name: "forget-undo", what: "solutions", value: 4 });
  assert.deepEqual(readGuess("occupancy:solutions"), { name: "occupancy", what: "solutions", value: null });
  assert.deepEqual(readGuess("pruned:"), { name: "pruned", what: "nodes", value: null });
  for (const bad of ["pruned", ":5", "pruned:5:6", "pruned:1e3", "pruned:-5", "pruned:solutions:x", "a:b:c:d", "pruned:0x10"]) {
    assert.equal(readGuess(bad), null, bad);
  }
});

test("guesses go to the URL and back, in the lanes' order, only while predicting", () => {
  const { setup } = readSetup("?puzzle=queens&n=8&strategies=permutation,pruned&mode=all", good, en);
  const notes = readGuesses(new URLSearchParams("guess=pruned:500,permutation:solutions:92,nope:3,pruned:x"), setup, en);
  assert.equal(setup.predict, true);
  assert.deepEqual(setup.guesses, { pruned: { what: "nodes", value: 500 }, permutation: { what: "solutions", value: 92 } });
  assert.deepEqual(notes, [
    'guess: "nope" is not a lane of this race',
    'guess: use lane:number, lane:nodes:number or lane:solutions:number, got "pruned:x"',
  ]);
  assert.equal(writeSetup(setup), "?puzzle=queens&n=8&strategies=permutation,pruned&mode=all&guess=permutation:solutions:92,pruned:500");
  setup.predict = false;
  assert.doesNotMatch(writeSetup(setup), /guess|predict/);
  // Predicting with nothing guessed yet: predict=1 keeps the boxes.
  const empty = readSetup("?puzzle=queens&strategies=pruned", good, en).setup;
  assert.deepEqual(readGuesses(new URLSearchParams("predict=1"), empty, en), []);
  assert.match(writeSetup(empty), /&predict=1$/);
  assert.deepEqual(readGuesses(new URLSearchParams("predict=yes"), empty, en), ['predict must be 1 or 0, got "yes"']);
  assert.equal(writeGuesses({ pruned: { what: "nodes", value: null }, naive: { what: "solutions", value: null } }, ["naive", "pruned"]),
    "naive:solutions");
});

test("a guess is judged when the lane has ended: the ratio, right on, the budget, solutions", () => {
  const nodes = (value) => ({ what: "nodes", value });
  const ended = { nodes: 2057, solutions: 92, status: "finished" };
  assert.equal(compareGuess(nodes(500), { ...ended, status: "running" }), null);
  assert.equal(compareGuess(nodes(null), ended), null);
  assert.equal(compareGuess(undefined, ended), null);
  const more = compareGuess(nodes(500), ended);
  assert.equal(more.key, "predict.result.more");
  assert.equal(en.t(more.key, more.params), "You guessed 500; it took 2,057: 4.1× more.");
  assert.equal(ru.t(more.key, more.params), "Вы угадывали 500; понадобилось 2\u00a0057: в 4,1 раза больше.");
  assert.equal(zh.t(more.key, more.params), "你预测500；实际用了2,057：多了4.1倍。");
  const fewer = compareGuess(nodes(100000), ended);
  assert.equal(en.t(fewer.key, fewer.params), "You guessed 100,000; it took 2,057: 49× fewer.");
  assert.equal(ru.t(fewer.key, fewer.params), "Вы угадывали 100\u00a0000; понадобилось 2\u00a0057: в 49 раз меньше.");
  assert.equal(compareGuess(nodes(2000), ended).key, "predict.result.close");
  assert.equal(compareGuess(nodes(0), ended).key, "predict.result.zero");
  const budget = compareGuess(nodes(500), { nodes: 25_000_000, solutions: 0, status: "budget_exhausted" });
  assert.equal(en.t(budget.key, budget.params),
    "You guessed 500; it stopped at the budget after 25,000,000 nodes, unfinished: at least 50,000× more.");
  const solutions = (value) => ({ what: "solutions", value });
  const zero = compareGuess(solutions(4), { nodes: 7, solutions: 0, status: "no_solution" });
  assert.equal(en.t(zero.key, zero.params), "You guessed 4 solutions; it found 0.");
  assert.equal(ru.t(zero.key, zero.params), "Вы угадывали 4 решения; найдено: 0.");
  const right = compareGuess(solutions(1), { nodes: 7, solutions: 1, status: "first_solution" });
  assert.equal(en.t(right.key, right.params), "You guessed 1 solution; it found 1: right.");
  assert.equal(roundRatio(4.114), 4.1);
  assert.equal(roundRatio(48.6), 49);
  assert.equal(roundRatio(1234), 1200);
});

test("the ring keeps the last items pushed and never more than its capacity", () => {
  const ring = new Ring(3);
  assert.deepEqual(ring.toArray(), []);
  for (let i = 1; i <= 2; i++) ring.push(i);
  assert.deepEqual(ring.toArray(), [1, 2]);
  for (let i = 3; i <= 1000; i++) ring.push(i);
  assert.deepEqual(ring.toArray(), [998, 999, 1000]);
  assert.equal(ring.size, 3);
  ring.clear();
  assert.deepEqual(ring.toArray(), []);
  assert.equal(LOG_SIZE, 500);
});

test("the log tells each step at reading speed and summarises once a second above it", () => {
  const teller = new Teller();
  const say = (step) => () => `sentence ${step}`;
  const stats = (solutions, undos) => ({ solutions, undos });
  assert.deepEqual(teller.start(0, stats(0, 0), say(0)), [{ kind: "step", step: 0, skipped: 0, text: "sentence 0" }]);
  // Ten steps a second: every step told.
  let lines = [];
  for (let i = 1; i <= 10; i++) lines.push(...teller.see(i, stats(0, 0), i * 100, say(i)));
  assert.equal(lines.length, 10);
  assert.ok(lines.every((line) => line.kind === "step"));
  // Then a burst: after READABLE_EVENTS events in a second, no more sentences; one summary a second.
  lines = [];
  let step = 10, undos = 0, solutions = 0;
  for (let frame = 0; frame < 600; frame++) {
    step += 5000;
    undos += 300;
    if (frame % 100 === 0) solutions++;
    lines.push(...teller.see(step, stats(solutions, undos), 2000 + frame * 16.7, say(step)));
  }
  const summaries = lines.filter((line) => line.kind === "summary");
  assert.ok(lines.length <= 12, `${lines.length} lines for ten seconds`);
  assert.ok(summaries.length >= 9 && summaries.length <= 11);
  assert.equal(summaries[1].ms >= 1000, true);
  assert.equal(summaries[1].events, summaries[1].backtracks / 300 * 5000);
  // Back: told at once.
  const back = teller.see(42, stats(solutions, undos), 20000, say(42));
  assert.deepEqual(back.at(-1), { kind: "back", step: 42, text: "sentence 42" });
  // After resting, steps are told again.
  assert.deepEqual(teller.see(43, stats(solutions, undos), 30000, say(43)), [{ kind: "step", step: 43, skipped: 0, text: "sentence 43" }]);
  assert.ok(READABLE_EVENTS >= 10 && READABLE_EVENTS <= 20);
});

test("a million frames at max speed keep the log at 500 lines", () => {
  const ring = new Ring(LOG_SIZE);
  const teller = new Teller();
  teller.start(0, { solutions: 0, undos: 0 }, () => "start");
  let told = 0;
  for (let frame = 1; frame <= 1_000_000; frame++) {
    for (const line of teller.see(frame * 4096, { solutions: frame >> 10, undos: frame * 100 }, frame * 16.7, () => "never")) {
      ring.push(lineText(line, en.t));
      told++;
    }
  }
  assert.ok(told > LOG_SIZE, `${told} lines told`);
  assert.equal(ring.size, LOG_SIZE);
  assert.match(ring.toArray().at(-1), /^[\d,]+ events in the last second: [\d,]+ solutions, [\d,]+ backtracks \(now at step [\d,]+\)\.$/);
});

test("the log's lines in three languages", () => {
  const summary = { kind: "summary", step: 123456, ms: 1003, events: 12345, solutions: 3, backtracks: 4100 };
  assert.equal(lineText(summary, en.t), "12,345 events in the last second: 3 solutions, 4,100 backtracks (now at step 123,456).");
  assert.equal(lineText(summary, ru.t),
    "12\u00a0345 событий за последнюю секунду: 3 решения, 4\u00a0100 откатов (сейчас шаг 123\u00a0456).");
  assert.equal(lineText(summary, zh.t), "最近一秒12,345个事件：3个解，4,100次回溯（当前第123,456步）。");
  assert.equal(lineText({ ...summary, ms: 420 }, en.t), "12,345 events in 0.4 s: 3 solutions, 4,100 backtracks (now at step 123,456).");
  assert.equal(lineText({ kind: "step", step: 7, skipped: 1, text: "Try." }, en.t), "7 · Try. (1 more event not shown)");
  assert.equal(lineText({ kind: "back", step: 7, text: "Try." }, ru.t), "Назад к шагу 7 · Try.");
  const setup = {};
  assert.deepEqual(readLog(new URLSearchParams("log=1"), setup, en), []);
  assert.equal(setup.log, true);
  assert.deepEqual(readLog(new URLSearchParams("log=on"), setup, en), ['log must be 1 or 0, got "on"']);
});

test("an estimate is written with its interval, a power of ten from 1,000", () => {
  assert.deepEqual(formatEstimate({ mean: 2057.4, low: 1903.2, high: 2211.9 }, en.number), { value: "2.1\u00a0×\u00a010³", interval: "1.9–2.2\u00a0×\u00a010³" });
  assert.deepEqual(formatEstimate({ mean: 2057.4, low: 2041.5, high: 2073.3 }, en.number), { value: "2.06\u00a0×\u00a010³", interval: "2.04–2.07\u00a0×\u00a010³" });
  assert.deepEqual(formatEstimate({ mean: 153.2, low: 149.6, high: 156.9 }, en.number), { value: "153", interval: "150–157" });
  assert.deepEqual(formatEstimate({ mean: 6.7e9, low: -2e9, high: 1.5e10 }, en.number), { value: "6.7\u00a0×\u00a010⁹", interval: "0.0–15.0\u00a0×\u00a010⁹" });
  assert.deepEqual(formatEstimate({ mean: 17, low: null, high: null }, en.number), { value: "17", interval: "17–17" });
  assert.deepEqual(formatEstimate({ mean: 2057.4, low: 1903.2, high: 2211.9 }, ru.number), { value: "2,1\u00a0×\u00a010³", interval: "1,9–2,2\u00a0×\u00a010³" });
  assert.equal(formatShare(1, 2057, en), "0.049");
  assert.equal(formatShare(300, 2057, en), "15");
  assert.equal(formatShare(3000, 2057, en), "100");
  // A share too small to write out (an 8×8 tour's tree) in powers of ten.
  assert.equal(formatShare(15, 1e21, en), "1.5 × 10⁻¹⁸");
  const { value, interval } = formatEstimate({ mean: 2057.4, low: 1903.2, high: 2211.9 }, en.number);
  assert.equal(en.t("estimate.whole", { value, interval, count: 2057, share: "14" }),
    "Whole tree ≈ 2.1\u00a0×\u00a010³ nodes (95\u00a0%: 1.9–2.2\u00a0×\u00a010³) · visited 14\u00a0%.");
});

test("the probes a run asks for depend on its steps only, up to 10,000 (Refine adds more)", () => {
  assert.equal(probesWanted(0), FIRST_PROBES);
  assert.equal(probesWanted(1000), FIRST_PROBES + 1000);
  assert.equal(probesWanted(35_000), RACE_PROBES);
  assert.equal(probesWanted(1e12), RACE_PROBES);
  assert.equal(probesWanted(0, 10_000), FIRST_PROBES + 10_000);
  assert.equal(probesWanted(1e12, 1e12), 1_000_000);
});

test("what a mistake lane's count says against the true count", () => {
  const base = { truth: 4, mode: "all", attacks: 0 };
  assert.equal(verdict({ ...base, status: "running", solutions: 0 }), null);
  assert.equal(verdict({ ...base, status: "no_solution", solutions: 0 }).key, "mistake.verdict.fewer");
  assert.equal(verdict({ ...base, status: "finished", solutions: 83 }).key, "mistake.verdict.more");
  assert.equal(verdict({ ...base, status: "finished", solutions: 4 }).key, "mistake.verdict.same");
  assert.equal(verdict({ ...base, mode: "first", status: "first_solution", solutions: 1, attacks: 15 }).key, "mistake.verdict.first_false");
  assert.equal(verdict({ ...base, mode: "first", status: "first_solution", solutions: 1 }).key, "mistake.verdict.first_true");
  assert.equal(verdict({ ...base, status: "budget_exhausted", solutions: 9 }).key, "mistake.verdict.budget");
  const fewer = verdict({ ...base, status: "no_solution", solutions: 0 });
  assert.equal(ru.t(fewer.key, fewer.params), "Найдено решений: 0, а на деле у доски 4 решения. Ответ тихо испорчен, и ничего не упало.");
  assert.equal(mistakeKey("forget-anti-diagonal"), "forget_anti_diagonal");
  // A mistake lane is named like any lane, in the lab's language.
  assert.equal(strategyName(en.t, "queens", "forget-undo"), "Forgot the undo");
  assert.equal(strategyName(ru.t, "queens", "forget-diagonal"), "Забыта диагональ");
  assert.equal(strategyName(zh.t, "queens", "occupancy"), zh.t("strategy.queens.occupancy.name"));
});

test("a mistake's loop is occupancy's with its broken lines, in the lab's language", () => {
  const undo = mistakeCode("forget-undo", ru.t);
  assert.equal(undo.lines.length, 8);
  assert.equal(undo.lines[7], "    убрать; снять отметку только в cols");
  assert.equal(undo.lines[6], ru.t("code.queens.occupancy.6"));
  assert.deepEqual(undo.broken, [7]);
  assert.equal(undo.on.undo, 7);
  const diagonal = mistakeCode("forget-diagonal", en.t);
  assert.equal(diagonal.lines[3], "    if cols[col]");
  assert.equal(diagonal.on.reject, 4);
  // Broken lines keep their indentation in every language (the highlights hang on lines).
  for (const name of ["forget-undo", "forget-diagonal", "forget-anti-diagonal"]) {
    const indents = (t) => mistakeCode(name, t).lines.map((text) => text.match(/^ */)[0].length);
    assert.deepEqual(indents(ru.t), indents(en.t), name);
    assert.deepEqual(indents(zh.t), indents(en.t), name);
  }
});

test("a lesson's setup lies under the link's own parameters; an unknown one is noted", () => {
  assert.deepEqual(LESSONS.map((l) => l.id), ["naive", "permutation", "pruned", "occupancy", "programs", "mistakes", "sudoku"]);
  const pruned = withLesson(new URLSearchParams("lesson=pruned&n=6&code=1"), en);
  assert.equal(pruned.lesson, "pruned");
  assert.equal(pruned.params.get("n"), "6");
  assert.equal(pruned.params.get("strategies"), "permutation,pruned");
  const { setup, notes } = readSetup(pruned.params, good, en);
  assert.deepEqual(notes, []);
  assert.deepEqual(setup.strategies, ["permutation", "pruned"]);
  // Every lesson's setup reads without a note, and races lanes the puzzle knows.
  for (const lesson of LESSONS) {
    const read = withLesson(new URLSearchParams(`lesson=${lesson.id}`), en);
    const result = readSetup(read.params, good, en);
    assert.deepEqual(result.notes, [], lesson.id);
    assert.deepEqual(readGuesses(read.params, result.setup, en), [], lesson.id);
    assert.equal(result.setup.predict, true, `${lesson.id} asks for a guess`);
    for (const key of ["title", "text", "question"]) {
      for (const { t } of [en, ru, zh]) assert.notEqual(t(`lesson.${lesson.id}.${key}`), `lesson.${lesson.id}.${key}`);
    }
  }
  const unknown = withLesson(new URLSearchParams("lesson=nope&n=5"), en);
  assert.equal(unknown.lesson, null);
  assert.equal(unknown.params.get("n"), "5");
  assert.deepEqual(unknown.notes, ['unknown lesson "nope"; the lessons are naive, permutation, pruned, occupancy, programs, mistakes, sudoku']);
  assert.equal(lessonHref("pruned", "zh"), "?lesson=pruned&lang=zh");
});
