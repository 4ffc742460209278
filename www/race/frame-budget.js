// How long a frame may spend stepping the lanes when playing at full speed. The budget follows
// the display and the machine: it is at most a share of the display's frame interval (read
// from the frames themselves: 16.7 ms at 60 Hz, 8.3 ms at 120 Hz), it is cut when a frame
// comes late, and it grows back while frames come on time, but only to a little under the
// level that was late, a limit that itself rises slowly. So a slower machine, or a heavier
// drawing (four Sudoku boards rather than four queens' boards), steps less each frame rather
// than dropping frames, and tries more again only now and then.

/** A frame later than this many display intervals was late. */
const LATE = 1.5;
/** After a late frame the budget is cut to this share of itself... */
const CUT = 0.7;
/** ...and it grows back by this share of its ceiling each frame on time (about a second)... */
const GROWTH = 0.02;
/** ...up to this share of the level that was late... */
const BELOW_LATE = 0.9;
/**
 * ...a limit that rises by this share of the ceiling each frame on time: from 0.9 of a late
 * level back to it in about 8 s at 60 Hz, so that a level too high for this machine costs a
 * dropped frame every few seconds rather than several a second.
 */
const LIMIT_GROWTH = 0.0002;
/** Gaps longer than this are not frames (a hidden tab, a paused lab): they teach nothing. */
const NOT_A_FRAME_MS = 250;
/** The display's interval is the median of this many last gaps: one odd gap changes nothing. */
const WINDOW = 31;

export class FrameBudget {
  /** `most`: the ceiling in ms; `least`: the floor; `share`: the ceiling as a share of a frame. */
  constructor({ most = 10, least = 1, share = 0.6 } = {}) {
    this.most = most;
    this.least = least;
    this.share = share;
    /** The last gaps between frames, and the display's frame interval: their median. */
    this.gaps = [];
    this.interval = null;
    this.ms = most;
    /** The most the budget may grow back to since the last late frame. */
    this.limit = most;
  }

  /** The most the budget may be now. */
  get ceiling() {
    return Math.max(this.least, Math.min(this.most, this.interval === null ? this.most : this.share * this.interval));
  }

  /**
   * Told the time since the last frame (null for the first frame of a run); returns the
   * milliseconds this frame may step.
   */
  next(elapsed) {
    if (elapsed === null || !(elapsed > 0) || elapsed > NOT_A_FRAME_MS) return Math.min(this.ms, this.ceiling);
    this.gaps.push(elapsed);
    if (this.gaps.length > WINDOW) this.gaps.shift();
    const sorted = [...this.gaps].sort((a, b) => a - b);
    this.interval = sorted[sorted.length >> 1];
    const ceiling = this.ceiling;
    if (elapsed > LATE * this.interval) {
      this.limit = Math.max(this.least, Math.min(this.ms, ceiling) * BELOW_LATE);
      this.ms = Math.max(this.least, this.ms * CUT);
    } else {
      this.limit = Math.min(ceiling, this.limit + LIMIT_GROWTH * ceiling);
      this.ms = Math.min(this.limit, this.ms + GROWTH * ceiling);
    }
    return Math.min(this.ms, ceiling);
  }
}
