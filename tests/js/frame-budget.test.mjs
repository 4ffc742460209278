// The stepping budget of a frame at full speed (www/race/frame-budget.js): a share of the
// display's interval, cut by a late frame, grown back while frames come on time to a little
// under the level that was late, a limit that rises slowly.

import { test } from "node:test";
import assert from "node:assert/strict";
import { FrameBudget } from "../../www/race/frame-budget.js";

const run = (budget, gaps) => gaps.map((gap) => budget.next(gap));
const frames = (count, gap) => Array(count).fill(gap);

test("at 60 Hz on time the budget is its ceiling, 10 ms; at 120 Hz it is 60 % of 8.3 ms", () => {
  const sixty = new FrameBudget();
  assert.equal(sixty.next(null), 10);
  assert.equal(run(sixty, frames(100, 16.7)).at(-1), 10);
  const fast = new FrameBudget();
  const last = run(fast, frames(100, 1000 / 120)).at(-1);
  assert.ok(Math.abs(last - 5) < 0.01, String(last));
});

test("a late frame cuts the budget; frames on time grow it back under the late level within a second, to the ceiling within ten", () => {
  const budget = new FrameBudget();
  run(budget, frames(60, 16.7));
  assert.equal(budget.next(33.4), 7);
  const after = run(budget, frames(60, 16.7));
  assert.ok(after[0] > 7 && after[0] < 7.5, String(after[0]));
  // A second later: 0.9 of the 10 ms that came late, and the little the limit rose since.
  assert.ok(after.at(-1) > 9 && after.at(-1) < 9.2, String(after.at(-1)));
  assert.equal(run(budget, frames(600, 16.7)).at(-1), 10);
});

test("on a machine where more than 8 ms of stepping makes a frame late, a dropped frame comes every few seconds, not several a second", () => {
  const budget = new FrameBudget();
  // Half a second of light frames first, from which the display's interval is read.
  let ms = run(budget, frames(30, 16.7)).at(-1);
  let late = 0;
  // A minute at 60 Hz: a frame that stepped more than 8 ms misses its turn and comes 33.4 ms after.
  for (let frame = 0; frame < 3600; frame++) {
    const gap = ms > 8 ? 33.4 : 16.7;
    if (gap > 20) late++;
    ms = budget.next(gap);
  }
  // The first late frames find the level; then the budget tries it again every 6 s or so.
  assert.ok(late <= 15, `${late} late frames in a minute`);
  // And it steps close to what the machine allows.
  assert.ok(ms > 6.5 && ms <= 8, String(ms));
});

test("a machine that keeps coming late steps down to the floor, not below; odd gaps do not fool it", () => {
  const budget = new FrameBudget();
  run(budget, frames(40, 16.7));
  const slow = run(budget, frames(20, [16.7, 40]).flat());
  assert.ok(Math.min(...slow) >= 1);
  // Every other frame late: the budget is cut half the time and stays well under the ceiling.
  assert.ok(slow.at(-1) < 5, String(slow.at(-1)));
  // One very short gap among many of 16.7 ms does not make the display look faster.
  const steady = new FrameBudget();
  run(steady, [...frames(30, 16.7), 2, ...frames(30, 16.7)]);
  assert.equal(steady.interval, 16.7);
  // A hidden tab's gap is not a frame: nothing is cut.
  assert.equal(steady.next(5000), 10);
});
