// The race's scheduler and checkpoints, with stand-in lanes instead of the core: a stand-in
// lane is a counter of its events that ends after a set number of them, so a race can reach
// a horizon of billions of steps in a moment. These tests hold what the design guarantees
// whatever the machine's speed: no call into the core runs more than MAX_CALL_STEPS events,
// the checkpoints stay bounded at any horizon, seeking is exact, and a seek near the current
// step replays little.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Race, MAX_CALL_STEPS, sliceLength, sliced } from "../../www/race/race.js";

/** A core whose lanes count events; `record` keeps the calls' count and largest size, the live handles. */
function standInCore(lengths) {
  const record = { calls: 0, largest: 0, live: new Set(), replayed: 0 };
  const call = (size) => {
    record.calls++;
    record.largest = Math.max(record.largest, size);
  };
  class StandInLane {
    constructor(length, steps = 0) {
      this.length = length;
      this.steps = steps;
      record.live.add(this);
    }
    advance(count) {
      call(count);
      const ran = Math.min(count, this.length - this.steps);
      this.steps += ran;
      record.replayed += ran;
      return ran;
    }
    advanceUntil(kind, limit) {
      call(limit);
      // A "solution" every million events.
      const next = (Math.floor(this.steps / 1e6) + 1) * 1e6;
      const ran = Math.min(limit, next - this.steps, this.length - this.steps);
      this.steps += ran;
      this.last = this.steps === next ? kind : "try";
      return ran;
    }
    lastKind() { return this.last ?? ""; }
    isDone() { return this.steps >= this.length; }
    fork() { return new StandInLane(this.length, this.steps); }
    free() {
      assert.ok(record.live.delete(this), "a handle was freed twice");
    }
  }
  let next = 0;
  const core = { Lane: { create: () => new StandInLane(lengths[next++ % lengths.length]) } };
  return { core, record };
}

const SETUP = { puzzle: "queens", n: 12, mode: "all", budget: 0 };

function race(lengths) {
  const { core, record } = standInCore(lengths);
  return { race: new Race({ core }, SETUP, lengths.map((_, i) => `lane${i}`)), record };
}

test("no call into the core runs more than MAX_CALL_STEPS events, however far a race goes", () => {
  const { race: r, record } = race([3e9, 2e9, 1e9]);
  r.advance(2.5e9);
  r.seek(1234567891);
  r.seek(2.4e9 - 17);
  r.seekFor(12345, 5);
  while (!r.seekEventFor("solution", 5));
  assert.ok(record.calls > 1000);
  assert.ok(record.largest <= MAX_CALL_STEPS, `a call of ${record.largest} events`);
});

test("the checkpoints stay bounded at any horizon, and every handle is freed", () => {
  const { race: r, record } = race([1e12, 1e12, 1e12]);
  const counts = [];
  for (const horizon of [1e6, 1e8, 1e9, 4e9]) {
    r.advance(horizon - r.step);
    counts.push(r.checkpointCount);
  }
  // 512 in the top tier and at most 64 in each lower one.
  for (const count of counts) assert.ok(count <= 512 + 64 * 3, `${count} checkpoints`);
  assert.equal(record.live.size, 3 * (1 + r.checkpointCount));
  r.free();
  assert.equal(record.live.size, 0);
});

test("seeking is exact: every lane stands on the step asked for, or at its end", () => {
  const { race: r } = race([5e8, 3e8, 1e5]);
  r.advance(4e8);
  for (const target of [0, 1, 99999, 100001, 123456789, 3e8 + 5, 4e8, 4e8 + 10, 7]) {
    r.seek(target);
    const expected = Math.min(target, 4e8);
    assert.equal(r.step, expected);
    assert.deepEqual(r.lanes.map((l) => l.steps), [expected, Math.min(expected, 3e8), Math.min(expected, 1e5)]);
  }
});

test("a seek back within the interval around the current step replays at most one lower interval", () => {
  const { race: r, record } = race([1e12, 1e12, 1e12]);
  r.advance(5e9);
  const [top, middle] = r.tiers.map((t) => t.spacing);
  const here = 170 * top + 5 * middle + 100000;
  // The first seek into a top interval replays at most that interval…
  record.replayed = 0;
  r.seek(here);
  assert.ok(record.replayed <= 3 * top, `${record.replayed} events replayed, top spacing ${top}`);
  // …and builds the lower tiers on its way, so going back a little replays a finest interval,
  // and going back further within the top interval one interval of the tier below the top.
  assert.equal(r.tiers.length, 3);
  for (const delta of [-1, -1000, -4097]) {
    record.replayed = 0;
    r.seek(r.step + delta);
    assert.ok(record.replayed <= 3 * r.finestSpacing, `${record.replayed} events replayed for ${delta}`);
  }
  for (const delta of [-250000, -3 * middle]) {
    record.replayed = 0;
    r.seek(r.step + delta);
    assert.ok(record.replayed <= 3 * middle, `${record.replayed} events replayed for ${delta}`);
  }
});

test("a seek in slices resumes where it stopped; a newer seek further on goes on from there", () => {
  const { race: r } = race([1e10, 1e10]);
  r.advance(2e9);
  const target = 1.5e9 + 3;
  // A slice of 0 ms is one call into the core: the replay moves at most MAX_CALL_STEPS a slice.
  assert.equal(r.seekFor(target, 0), false);
  const from = r.step;
  assert.ok(from <= target && target - from < 3 * 2 ** 26);
  for (let i = 0; i < 5; i++) {
    const before = r.step;
    assert.equal(r.seekFor(target, 0), false);
    assert.ok(r.step > before && r.step - before <= MAX_CALL_STEPS);
  }
  assert.equal(r.target, target);
  // The learner drags further on: the replay continues, it does not start again.
  const later = r.step + 10 * MAX_CALL_STEPS;
  const before = r.step;
  assert.equal(r.seekFor(later, 0), false);
  assert.ok(r.step > before);
  while (!r.seekFor(later, 0));
  assert.equal(r.step, later);
  assert.deepEqual(r.lanes.map((l) => l.steps), [later, later]);
  assert.equal(r.target, null);
});

test("a slice ends before the next frame is due, and takes its whole length when no frames come", () => {
  const interval = 1000 / 60;
  // Just after a frame began: until 5 ms before the next, at most the slice's length.
  assert.ok(Math.abs(sliceLength(1000, 1000, interval, 12) - (interval - 5)) < 1e-9);
  assert.equal(sliceLength(1000, 1000, 40, 12), 12);
  assert.ok(Math.abs(sliceLength(1004, 1000, interval, 12) - (interval - 5 - 4)) < 1e-9);
  // Next to a frame, or past it (the frame is waiting): the shortest slice.
  assert.equal(sliceLength(1012, 1000, interval, 12), 1);
  assert.equal(sliceLength(1020, 1000, interval, 12), 1);
  // At 120 Hz the room is smaller.
  assert.ok(sliceLength(1000, 1000, 1000 / 120, 12) < 4);
  // No frame seen yet, or none for a while (a hidden page): the whole length.
  assert.equal(sliceLength(1000, null, interval, 12), 12);
  assert.equal(sliceLength(1200, 1000, interval, 12), 12);
});

test("work in slices runs to its end, tells each slice, and stops when cancelled", async () => {
  const told = [];
  let left = 5;
  assert.equal(await sliced((ms) => {
    assert.equal(ms, 12);
    return --left === 0;
  }, { onSlice: (finished) => told.push(finished) }), true);
  assert.deepEqual(told, [false, false, false, false, true]);
  const controller = new AbortController();
  let slices = 0;
  const cancelled = sliced(() => {
    if (++slices === 3) controller.abort();
    return false;
  }, { signal: controller.signal });
  assert.equal(await cancelled, false);
  assert.equal(slices, 3);
});

test("a race with a program builds its strategy lanes on the page's core and its program on the program lanes' core", () => {
  const made = [];
  const lane = (core) => ({ core, fork() { return this; }, free() {}, isDone: () => false });
  const core = { Lane: { create: (puzzle, setup, strategy) => (made.push(["page", puzzle, setup, strategy]), lane("page")) } };
  const programCore = {
    Lane: {
      program: (puzzle, setup, text) => (made.push(["program", puzzle, setup, text]), lane("program")),
      create: () => assert.fail("the program lanes' core has no strategies"),
    },
  };
  const setup = { ...SETUP, n: 6, steps: 1000, programs: [{ text: "print(n)" }] };
  const r = new Race({ core, programCore }, setup, ["pruned", "program", "naive"]);
  assert.deepEqual(r.lanes.map((l) => l.core), ["page", "program", "page"]);
  assert.deepEqual(made, [["page", "queens", "6", "pruned"], ["program", "queens", "6", "print(n)"], ["page", "queens", "6", "naive"]]);
  assert.throws(() => new Race({ core }, setup, ["program"]), /program lanes' core/);
});
