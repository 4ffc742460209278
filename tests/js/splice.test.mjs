// What a learning system is told, without a browser: the steps a reader has watched (playing
// and stepping count, seeks and jumps do not), the score from them or from a quiz, and which
// SPLICE messages from a host are read (anything else is ignored, never thrown).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Watched } from "../../www/embedding/watched.js";
import { readHostMessage, readState, scoreOf, stateOf } from "../../www/embedding/splice.js";

test("playing and stepping watch the steps passed; seeking and jumping watch none", () => {
  const watched = new Watched();
  watched.follow(0, null);
  watched.follow(10, "play");
  assert.equal(watched.count(), 10);
  watched.follow(100, "seek"); // past 11 … 100 without seeing them
  watched.follow(101, "step");
  watched.follow(120, "play");
  assert.deepEqual(watched.intervals(), [[0, 10], [100, 120]]);
  watched.follow(5, "seek");
  watched.follow(105, "play"); // over what was watched already
  assert.deepEqual(watched.intervals(), [[0, 120]]);
  watched.follow(200, "jump");
  watched.follow(150, "seek");
  assert.equal(watched.count(), 120);
  assert.equal(watched.share(240), 0.5);
  assert.equal(watched.all(120), true);
  assert.equal(watched.all(121), false);
  // Steps past the end of a run count for nothing.
  assert.equal(watched.count(60), 60);
  assert.equal(new Watched().share(0), 0);
});

test("a saved state's intervals come back, and bad ones are dropped", () => {
  const again = new Watched([[0, 5], [3, 9], [20, 30], [-1, 4], [7, 7], [2.5, 6]]);
  assert.deepEqual(again.intervals(), [[0, 9], [20, 30]]);
  // However many gaps a reader makes, the steps kept are only ever watched ones.
  const many = new Watched();
  for (let k = 0; k < 1000; k++) many.add(10 * k, 10 * k + 1 + (k % 3));
  assert.ok(many.intervals().length <= 256);
  const gaps = many.intervals().every(([a, b]) => (b - a) <= 3);
  assert.ok(gaps);
});

test("the score is a quiz's where there is one, else the share of the run watched", () => {
  const progress = { link: "puzzle=queens&n=6", watched: [[0, 30]], step: 30, total: null, watchedShare: null, watchedSteps: 30, quiz: null };
  assert.equal(scoreOf(progress, 120), 0.25);
  assert.equal(scoreOf(progress, null), 0);
  assert.equal(scoreOf({ ...progress, total: 60, watchedShare: 0.5 }, null), 0.5);
  assert.equal(scoreOf({ ...progress, quiz: 1 }, 120), 1);
  assert.deepEqual(readState(stateOf(progress)), { link: "puzzle=queens&n=6", watched: [[0, 30]] });
});

test("only a host's SPLICE messages in their shape are read", () => {
  const state = stateOf({ link: "puzzle=queens&n=5&step=7", watched: [[0, 7]] });
  assert.deepEqual(readHostMessage({ subject: "SPLICE.getState.response", message_id: "a1", state }),
    { subject: "SPLICE.getState.response", id: "a1", state: { link: "puzzle=queens&n=5&step=7", watched: [[0, 7]] } });
  assert.deepEqual(readHostMessage({ subject: "SPLICE.getState", message_id: 4 }), { subject: "SPLICE.getState", id: 4 });
  // No state kept, or an error: an answer with nothing to restore.
  assert.equal(readHostMessage({ subject: "SPLICE.getState.response", message_id: "a1" }).state, null);
  assert.equal(readHostMessage({ subject: "SPLICE.getState.response", message_id: "a1", state, error: { code: "x" } }).state, null);
  for (const bad of [
    null, undefined, "SPLICE.getState", 3, [], { subject: "SPLICE.getState" }, { subject: "SPLICE.getState", message_id: "" },
    { subject: "SPLICE.getState", message_id: {} }, { subject: "SPLICE.setState", message_id: "1" },
    { subject: "SPLICE.reportScoreAndState", message_id: "1", score: 1 }, Object.create({ subject: "SPLICE.getState", message_id: "1" }),
  ]) {
    assert.equal(readHostMessage(bad), null, JSON.stringify(bad));
  }
  for (const bad of [
    null, {}, { ...state, kind: "other" }, { ...state, version: 2 }, { ...state, link: 4 }, { ...state, watched: [[0, -1]] },
    { ...state, watched: [[0]] }, { ...state, watched: "0-7" }, { ...state, link: "x".repeat(300_000) },
  ]) {
    assert.equal(readState(bad), null, JSON.stringify(bad)?.slice(0, 80));
  }
});
