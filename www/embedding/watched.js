// What the reader has watched of a run: the steps they passed by playing or stepping, as a
// set of intervals. Seeking, scrubbing and the jumps (next solution, next backtrack, End) move
// the race without the reader seeing the steps between, so they add nothing. The host's credit
// is the share of the run watched (splice.js), and `lab-viewed-all` is told only when every
// step of the run has been watched (events.js): no jump earns either.

/** The most intervals kept (and carried in a saved state); past it the shortest is dropped
 *  (credit is never given for a step not watched). */
const MOST_INTERVALS = 256;

export class Watched {
  /** `intervals`: [[from, to], …] as intervals() gave them (a saved state), or none. */
  constructor(intervals = []) {
    /** Disjoint, sorted; [from, to] holds the steps from + 1 to `to`, watched. */
    this.spans = [];
    for (const [from, to] of intervals) this.add(from, to);
    this.at = 0;
  }

  /**
   * The race is at `step` after a move of kind `how` (the transport's: "play", "step",
   * "seek", "jump"). Playing or stepping forward watches the steps since the last one seen.
   */
  follow(step, how) {
    if ((how === "play" || how === "step") && step > this.at) this.add(this.at, step);
    this.at = step;
  }

  /** Marks steps from + 1 … to as watched. */
  add(from, to) {
    if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to)) || from < 0 || to <= from) return;
    const kept = [];
    let [start, end] = [from, to];
    for (const [a, b] of this.spans) {
      if (b < start || a > end) kept.push([a, b]);
      else [start, end] = [Math.min(a, start), Math.max(b, end)];
    }
    kept.push([start, end]);
    kept.sort((x, y) => x[0] - y[0]);
    while (kept.length > MOST_INTERVALS) {
      const lengths = kept.map(([a, b]) => b - a);
      kept.splice(lengths.indexOf(Math.min(...lengths)), 1);
    }
    this.spans = kept;
  }

  /** How many steps of 1 … `total` are watched. */
  count(total = Infinity) {
    let sum = 0;
    for (const [a, b] of this.spans) sum += Math.max(0, Math.min(b, total) - a);
    return sum;
  }

  /** The share of a run of `total` steps watched, from 0 to 1 (a run of no steps: 0). */
  share(total) {
    return total > 0 ? Math.min(1, this.count(total) / total) : 0;
  }

  /** Whether every step of a run of `total` steps is watched. */
  all(total) {
    return total > 0 && this.count(total) === total;
  }

  /** The intervals, for a saved state. */
  intervals() {
    return this.spans.map(([a, b]) => [a, b]);
  }
}
