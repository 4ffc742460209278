// The events a lab tells its host: `lab-ready`, `lab-step` (at most ten a second), `lab-solution`,
// `lab-finished` and `lab-viewed-all` (the reader has watched every step of the run by playing or
// stepping, once per run). They are CustomEvents dispatched on the lab's element, bubbling and composed, so they
// leave a shadow root and reach the host page (on a <backtracking-lab>, retargeted to it); the
// embed view forwards them to its parent window (messages.js). Each `detail` is a fresh
// { step, lanes: [{ strategy, nodes, solutions, status }] }.

/** Step events are at least this far apart; the last step of a burst is always told. */
export const STEP_EVENT_MS = 100;

/** What the host is told about a race now. */
export function raceDetail(race) {
  return {
    step: race.step,
    lanes: race.lanes.map((lane, i) => {
      const stats = lane.stats();
      return { strategy: race.strategies[i], nodes: stats.nodes, solutions: stats.solutions, status: lane.status() };
    }),
  };
}

export class HostEvents {
  /** `target` is the lab's element; `now()` the clock (performance.now by default). */
  constructor(target, now = () => performance.now()) {
    this.target = target;
    this.now = now;
    this.timer = null;
    this.reset();
  }

  /** A new race: nothing told about it yet. */
  reset() {
    this.cancelPending();
    this.lastStep = null;
    this.lastStepAt = -Infinity;
    this.solutions = null;
    this.finished = false;
    this.viewedAll = false;
  }

  emit(type, detail) {
    this.target.dispatchEvent(new CustomEvent(`lab-${type}`, { detail, bubbles: true, composed: true }));
  }

  /** Tells `lab-ready` and takes the race's state as the start of what is compared. */
  ready(race) {
    const detail = raceDetail(race);
    this.lastStep = detail.step;
    this.solutions = detail.lanes.map((lane) => lane.solutions);
    this.finished = race.done;
    this.emit("ready", detail);
  }

  /**
   * Compares the race with what was last told and tells what changed. `watched` (watched.js)
   * holds the steps the reader has watched: `lab-viewed-all` is told once every step of the
   * run has been, so no seek or jump earns it.
   */
  observe(race, watched) {
    if (this.solutions === null) return;
    const detail = raceDetail(race);
    if (detail.step !== this.lastStep) this.step(detail);
    const solutions = detail.lanes.map((lane) => lane.solutions);
    if (detail.step > 0 && solutions.some((count, i) => count > (this.solutions[i] ?? 0))) this.emit("solution", raceDetail(race));
    this.solutions = solutions;
    const done = race.done;
    if (done && !this.finished) this.emit("finished", raceDetail(race));
    this.finished = done;
    if (done && !this.viewedAll && watched.all(race.lastStep ?? race.step)) {
      this.viewedAll = true;
      this.emit("viewed-all", raceDetail(race));
    }
  }

  /** Tells the step now, or once STEP_EVENT_MS has passed since the last one told. */
  step(detail) {
    this.lastStep = detail.step;
    this.pending = detail;
    if (this.timer !== null) return; // the waiting step event will tell this one
    const wait = this.lastStepAt + STEP_EVENT_MS - this.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flushWhenDue(), wait);
  }

  /** A timer may fire a fraction of a millisecond early by the page's clock: wait that out too. */
  flushWhenDue() {
    const wait = this.lastStepAt + STEP_EVENT_MS - this.now();
    if (wait > 0) this.timer = setTimeout(() => this.flushWhenDue(), wait);
    else this.flush();
  }

  flush() {
    clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return;
    this.lastStepAt = this.now();
    const detail = this.pending;
    this.pending = null;
    this.emit("step", detail);
  }

  cancelPending() {
    clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }
}
