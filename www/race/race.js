// The race: several lanes searching the same instance in lockstep. One step is one event in
// every lane still running; a lane that has ended waits. Seeking is exact: the lanes are
// deterministic, so step k is reached by replaying from the nearest checkpoint (a copy of
// every lane) to k. Checkpoints come in tiers: the top tier spans the whole timeline with at
// most TOP_CHECKPOINTS copies (its spacing doubles as the timeline grows, so memory stays
// bounded); each lower tier splits the one top interval (or lower interval) around the current
// step into FAN parts, so scrubbing near where the learner is replays little. No call into the
// core runs more than MAX_CALL_STEPS events, and long work runs in time slices, so the page
// never freezes, whatever the horizon.

import { puzzleNamed } from "../puzzles/registry.js";
import { isProgramLane, programIndex } from "../puzzles/programs.js";

/** The most lanes one race holds (the link's `strategies=` and the set-up form keep to it). */
export const MAX_LANES = 4;

/** The most events one call into the core may run: the bound on any task's length. */
export const MAX_CALL_STEPS = 1 << 12;
const FIRST_SPACING = 1 << 16;
const TOP_CHECKPOINTS = 512;
const FAN = 64;
/** No tier is finer than one call into the core. */
const FINEST_SPACING = MAX_CALL_STEPS;

/**
 * A lane of `strategy` on the setup every lane of a race shares: a core Lane handle. A strategy
 * lane runs on the page's core (`cores.core`). A program lane runs its program of
 * `setup.programs` (its text already there) for at most `setup.steps`, its board drawn from
 * `setup.draws` (empty: the puzzle's choice), its solutions counted from `setup.records` (empty:
 * the lab's choice), what its input() reads from `setup.inputs`, on the program lanes' core
 * (`cores.programCore`), which has no strategies. The two modules' handles never meet in one call.
 */
export function createLane({ core, programCore }, setup, strategy) {
  const puzzle = puzzleNamed(setup.puzzle);
  if (isProgramLane(strategy)) {
    const program = setup.programs?.[programIndex(strategy)];
    if (!programCore || program?.text === undefined) throw new Error(`${strategy}: the program lanes' core and the program's text come first`);
    return programCore.Lane.program(puzzle.name, puzzle.setupText(setup), program.text, setup.steps,
      setup.draws?.[programIndex(strategy)] ?? "", setup.inputs?.[programIndex(strategy)] ?? "",
      setup.records?.[programIndex(strategy)] ?? "");
  }
  return core.Lane.create(puzzle.name, puzzle.setupText(setup), strategy, setup.mode, setup.budget);
}

export class Race {
  /** `cores`: the page's core and, when a program races, the program lanes' core
   *  (`{ core, programCore }`, see createLane). */
  constructor(cores, setup, strategies) {
    this.setup = setup;
    this.strategies = strategies;
    this.lanes = strategies.map((strategy) => createLane(cores, setup, strategy));
    this.step = 0;
    /** The furthest step reached so far: the end of the timeline. */
    this.horizon = 0;
    /** Set once every lane has ended; the step at which that happened. */
    this.lastStep = null;
    /**
     * The checkpoint tiers, coarsest first. Tier 0 spans the whole timeline; tier k spans the
     * one interval of tier k − 1 that holds the current step (`start`), split into FAN parts.
     * Each tier maps a step to a copy of every lane at that step.
     */
    this.tiers = [{ spacing: FIRST_SPACING, start: 0, copies: new Map([[0, this.forkLanes()]]) }];
    /** Where a seek in progress is going (null when none): the timeline shows it. */
    this.target = null;
    /** Grows whenever the lanes change, so views know when to redraw. */
    this.version = 0;
  }

  get done() {
    return this.lanes.every((lane) => lane.isDone());
  }

  forkLanes() {
    return this.lanes.map((lane) => lane.fork());
  }

  /** Frees every handle this race holds in the core. */
  free() {
    for (const lane of this.lanes) lane.free();
    for (const tier of this.tiers) freeCopies(tier.copies);
    this.lanes = [];
    this.tiers = [];
  }

  /** The spacing of the finest tier that exists: every checkpoint lies on a multiple of it. */
  get finestSpacing() {
    return this.tiers[this.tiers.length - 1].spacing;
  }

  /**
   * Advances every running lane by up to `count` steps, at most MAX_CALL_STEPS per call into
   * the core; returns the steps taken.
   */
  advance(count) {
    let moved = 0;
    while (moved < count) {
      const spacing = this.finestSpacing;
      const boundary = (Math.floor(this.step / spacing) + 1) * spacing;
      const chunk = Math.min(count - moved, boundary - this.step, MAX_CALL_STEPS);
      let most = 0;
      for (const lane of this.lanes) most = Math.max(most, lane.advance(chunk));
      this.step += most;
      moved += most;
      if (most > 0) this.version++;
      if (most > 0 && this.step % spacing === 0) this.keepCheckpoint();
      if (most < chunk) {
        this.lastStep = this.step;
        break;
      }
    }
    this.horizon = Math.max(this.horizon, this.step);
    return moved;
  }

  /** Records a copy of the lanes at this step in the coarsest tier whose spacing divides it. */
  keepCheckpoint() {
    this.followStep();
    const tier = this.tiers.find((t) => this.step % t.spacing === 0);
    if (!tier || tier.copies.has(this.step)) return;
    tier.copies.set(this.step, this.forkLanes());
    if (tier === this.tiers[0] && tier.copies.size > TOP_CHECKPOINTS) this.thinTop();
  }

  /** Keeps every other top checkpoint (the spacing doubles; seeking stays exact). */
  thinTop() {
    const top = this.tiers[0];
    top.spacing *= 2;
    for (const [step, copies] of top.copies) {
      if (step % top.spacing !== 0) {
        for (const copy of copies) copy.free();
        top.copies.delete(step);
      }
    }
    for (const tier of this.tiers.slice(1)) freeCopies(tier.copies);
    this.tiers.length = 1;
    this.followStep();
  }

  /**
   * Makes the lower tiers cover the interval around the current step: a tier whose interval
   * no longer holds it is emptied and moved; tiers are added down to FINEST_SPACING.
   */
  followStep() {
    for (let k = 1; ; k++) {
      const parent = this.tiers[k - 1];
      const spacing = parent.spacing / FAN;
      if (spacing < FINEST_SPACING) {
        for (const tier of this.tiers.splice(k)) freeCopies(tier.copies);
        return;
      }
      const start = Math.floor(this.step / parent.spacing) * parent.spacing;
      if (!this.tiers[k]) this.tiers[k] = { spacing, start, copies: new Map() };
      const tier = this.tiers[k];
      if (tier.start !== start || tier.spacing !== spacing) {
        freeCopies(tier.copies);
        tier.start = start;
        tier.spacing = spacing;
      }
    }
  }

  /**
   * Advances for about `ms` milliseconds (and at most `limit` steps); returns the steps
   * taken. The clock is read between calls into the core, each of at most MAX_CALL_STEPS.
   */
  advanceFor(ms, limit = Infinity) {
    const start = performance.now();
    let moved = 0;
    while (moved < limit && !this.done) {
      const took = this.advance(Math.min(MAX_CALL_STEPS, limit - moved));
      moved += took;
      if (took === 0 || performance.now() - start >= ms) break;
    }
    return moved;
  }

  /** The latest checkpoint at or before `target`, over every tier. */
  nearestCheckpoint(target) {
    let best = 0;
    for (const tier of this.tiers) {
      for (const step of tier.copies.keys()) if (step <= target && step > best) best = step;
    }
    return best;
  }

  /** Puts the lanes back on the checkpoint at `step`. */
  restore(step) {
    const copies = this.tiers.map((t) => t.copies.get(step)).find(Boolean);
    for (const lane of this.lanes) lane.free();
    this.lanes = copies.map((copy) => copy.fork());
    this.step = step;
    this.version++;
    this.followStep();
  }

  /**
   * Moves every lane toward step `target` (clamped to the timeline) for about `ms`
   * milliseconds; returns true once they stand on it. Call again until it does: each call
   * resumes the replay where the last one stopped.
   */
  seekFor(target, ms) {
    target = Math.max(0, Math.min(Math.round(target), this.horizon));
    this.target = target;
    const best = this.nearestCheckpoint(target);
    if (target < this.step || best > this.step) this.restore(best);
    this.advanceFor(ms, target - this.step);
    if (this.step < target && !this.done) return false;
    this.target = null;
    return true;
  }

  /** Puts every lane exactly at step `target` at once (for tests and short moves). */
  seek(target) {
    while (!this.seekFor(target, Infinity));
  }

  /**
   * Runs ahead for about `ms` until the next event of `kind` in any lane; returns true when
   * the lanes stand on it (or every lane has ended), false when the caller should call again.
   * Each lane looks ahead on a copy, one call of at most MAX_CALL_STEPS at a time.
   */
  seekEventFor(kind, ms) {
    const start = performance.now();
    while (!this.done && performance.now() - start < ms) {
      let nearest = Infinity;
      for (const lane of this.lanes) {
        if (lane.isDone()) continue;
        const ahead = lane.fork();
        const steps = ahead.advanceUntil(kind, MAX_CALL_STEPS);
        if (ahead.lastKind() === kind) nearest = Math.min(nearest, steps);
        ahead.free();
      }
      if (nearest !== Infinity) {
        this.advance(nearest);
        return true;
      }
      this.advance(MAX_CALL_STEPS);
    }
    return this.done;
  }

  /** How many copies of the lanes the checkpoints hold (bounded, whatever the horizon). */
  get checkpointCount() {
    return this.tiers.reduce((sum, tier) => sum + tier.copies.size, 0);
  }
}

function freeCopies(copies) {
  for (const lanes of copies.values()) for (const copy of lanes) copy.free();
  copies.clear();
}

/** A slice ends this long before the next frame is due, leaving the frame its drawing. */
const FRAME_ROOM_MS = 5;
/** The shortest slice: next to a frame the work still moves on. */
const LEAST_SLICE_MS = 1;
/** Frames further apart than this are not coming (a hidden page): slices take their length. */
const NO_FRAMES_MS = 100;

/**
 * How long a slice may run `now`, the last frame having begun at `lastFrame` (null before
 * one is seen) with frames every `interval` ms: until FRAME_ROOM_MS before the next frame is
 * due, at least LEAST_SLICE_MS and at most `most`; `most` when no frames come.
 */
export function sliceLength(now, lastFrame, interval, most) {
  if (lastFrame === null || now - lastFrame > NO_FRAMES_MS) return most;
  return Math.max(LEAST_SLICE_MS, Math.min(most, lastFrame + interval - FRAME_ROOM_MS - now));
}

/**
 * Runs `work(ms)` in slices until it returns true, yielding to the page between slices, so
 * that no task runs long and every frame is drawn on time: while it runs, the frames are
 * watched, and each slice ends before the next frame is due (sliceLength), at most `sliceMs`.
 * `onSlice(finished)` is told after each slice. Work the reader waits for goes on at once
 * after the page's waiting tasks; `background` work waits on a timer between slices (a
 * browser spaces those out), so that it leaves playing its time. Resolves to true when the
 * work finished, false when cancelled.
 */
export function sliced(work, { signal, onSlice, sliceMs = 12, background = false } = {}) {
  const frames = watchFrames();
  const tasks = background ? timers() : taskQueue();
  return new Promise((resolve) => {
    const end = (finished) => {
      frames.stop();
      tasks.close();
      resolve(finished);
    };
    const tick = () => {
      if (signal?.aborted) return end(false);
      const finished = work(sliceLength(performance.now(), frames.last, frames.interval, sliceMs));
      onSlice?.(finished);
      if (finished) end(true);
      else tasks.next(tick);
    };
    tick();
  });
}

/**
 * The page's frames while jobs run: when the last began and the display's interval (the
 * shortest gap seen: a late frame makes a longer one). Kept from one job to the next, so that
 * a job started by an event (a scrub) knows at once when the next frame is due. Without
 * animation frames (Node), none is seen.
 */
const frames = { last: null, interval: 1000 / 60, jobs: 0, id: null };

/** Watches the frames while a job runs; returns them, with `stop()` for the job's end. */
function watchFrames() {
  const watch = { ...frames, stop() {} };
  if (typeof requestAnimationFrame !== "function") return watch;
  if (frames.jobs++ === 0) {
    frames.id = requestAnimationFrame(function frame(now) {
      const gap = frames.last === null ? Infinity : now - frames.last;
      if (gap >= 4 && gap < frames.interval) frames.interval = gap;
      frames.last = now;
      frames.id = requestAnimationFrame(frame);
    });
  }
  let stopped = false;
  return {
    get last() { return frames.last; },
    get interval() { return frames.interval; },
    stop() {
      if (stopped) return;
      stopped = true;
      if (--frames.jobs === 0) cancelAnimationFrame(frames.id);
    },
  };
}

/**
 * `next(then)` runs `then` in a new task, after what the page has waiting: a message to
 * ourselves, which a browser does not hold back as it holds back timers set from timers (4 ms
 * each). `close()` lets the channel go.
 */
function taskQueue() {
  if (typeof MessageChannel !== "function") return timers();
  const channel = new MessageChannel();
  let waiting = null;
  channel.port1.onmessage = () => {
    const then = waiting;
    waiting = null;
    then?.();
  };
  return {
    next(then) {
      waiting = then;
      channel.port2.postMessage(null);
    },
    close() {
      channel.port1.close();
      channel.port2.close();
    },
  };
}

/** `next(then)` runs `then` on a timer: at once at first, then every 4 ms at the soonest. */
function timers() {
  return { next: (then) => setTimeout(then, 0), close() {} };
}
