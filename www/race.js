// The race: several lanes searching the same instance in lockstep. One step is one event in
// every lane still running; a lane that has ended waits. Seeking is exact: the lanes are
// deterministic, so step k is reached by replaying from the nearest checkpoint (a copy of
// every lane taken every INTERVAL steps) to k. Long work runs in time slices so the page
// never freezes.

import { createLane } from "./lanes.js";

const INTERVAL = 1 << 16;
const MAX_CHECKPOINTS = 512;
const LOOKAHEAD = 1 << 16;

export class Race {
  constructor(core, setup, strategies) {
    this.core = core;
    this.setup = setup;
    this.strategies = strategies;
    this.lanes = strategies.map((strategy) => createLane(core, setup, strategy));
    this.step = 0;
    /** The furthest step reached so far: the end of the timeline. */
    this.horizon = 0;
    /** Set once every lane has ended; the step at which that happened. */
    this.lastStep = null;
    this.interval = INTERVAL;
    this.checkpoints = new Map([[0, this.lanes.map((lane) => lane.fork())]]);
    this.chunk = 1024;
    /** Grows whenever the lanes change, so views know when to redraw. */
    this.version = 0;
  }

  get done() {
    return this.lanes.every((lane) => lane.isDone());
  }

  /** Frees every handle this race holds in the core. */
  free() {
    for (const lane of this.lanes) lane.free();
    for (const copies of this.checkpoints.values()) for (const copy of copies) copy.free();
    this.lanes = [];
    this.checkpoints.clear();
  }

  /** Advances every running lane by up to `count` steps; returns the steps taken. */
  advance(count) {
    let moved = 0;
    while (moved < count) {
      const boundary = (Math.floor(this.step / this.interval) + 1) * this.interval;
      const chunk = Math.min(count - moved, boundary - this.step);
      let most = 0;
      for (const lane of this.lanes) most = Math.max(most, lane.advance(chunk));
      this.step += most;
      moved += most;
      if (most > 0) this.version++;
      if (this.step % this.interval === 0 && most > 0) this.keepCheckpoint();
      if (most < chunk) {
        this.lastStep = this.step;
        break;
      }
    }
    this.horizon = Math.max(this.horizon, this.step);
    return moved;
  }

  keepCheckpoint() {
    if (this.checkpoints.has(this.step)) return;
    this.checkpoints.set(this.step, this.lanes.map((lane) => lane.fork()));
    if (this.checkpoints.size > MAX_CHECKPOINTS) {
      // Keep every other one: the interval doubles, seeking stays exact.
      this.interval *= 2;
      for (const [step, copies] of this.checkpoints) {
        if (step % this.interval !== 0) {
          for (const copy of copies) copy.free();
          this.checkpoints.delete(step);
        }
      }
    }
  }

  /** Advances for about `ms` milliseconds (and at most `limit` steps); returns the steps taken. */
  advanceFor(ms, limit = Infinity) {
    const start = performance.now();
    let moved = 0;
    while (moved < limit && !this.done) {
      const before = performance.now();
      moved += this.advance(Math.min(this.chunk, limit - moved));
      const took = performance.now() - before;
      if (took < ms / 8) this.chunk = Math.min(this.chunk * 2, 1 << 22);
      else if (took > ms / 3) this.chunk = Math.max(64, this.chunk >> 1);
      if (performance.now() - start >= ms) break;
    }
    return moved;
  }

  /** Puts every lane exactly at step `target` (clamped to the timeline). */
  seek(target) {
    target = Math.max(0, Math.min(Math.round(target), this.horizon));
    let best = 0;
    for (const step of this.checkpoints.keys()) if (step <= target && step > best) best = step;
    if (target < this.step || best > this.step) {
      for (const lane of this.lanes) lane.free();
      this.lanes = this.checkpoints.get(best).map((copy) => copy.fork());
      this.step = best;
      this.version++;
    }
    this.advance(target - this.step);
  }

  /**
   * Runs ahead for about `ms` until the next event of `kind` in any lane; returns true when
   * the lanes stand on it (or every lane has ended), false when the caller should call again.
   */
  seekEventFor(kind, ms) {
    const start = performance.now();
    while (!this.done && performance.now() - start < ms) {
      let nearest = Infinity;
      for (const lane of this.lanes) {
        if (lane.isDone()) continue;
        const ahead = lane.fork();
        const steps = ahead.advanceUntil(kind, LOOKAHEAD);
        if (ahead.lastKind() === kind) nearest = Math.min(nearest, steps);
        ahead.free();
      }
      if (nearest !== Infinity) {
        this.advance(nearest);
        return true;
      }
      this.advance(LOOKAHEAD);
    }
    return this.done;
  }
}

/**
 * Runs `work(sliceMs)` in slices until it returns true, yielding to the page between slices so
 * that no task runs long. Resolves to true when the work finished, false when cancelled.
 */
export function sliced(work, { signal, onSlice, sliceMs = 12 } = {}) {
  return new Promise((resolve) => {
    const tick = () => {
      if (signal?.aborted) return resolve(false);
      const finished = work(sliceMs);
      onSlice?.();
      if (finished) resolve(true);
      else setTimeout(tick, 0);
    };
    tick();
  });
}
