// What a screen reader hears of the race: the lab's live region (role=status) is told at most
// about once a second, however fast the race runs, so each announcement can be heard to its
// end. When the lanes moved one step since the last announcement (a step by hand, a jump, slow
// play, a seek) it says each lane's last event; when they ran many steps (playing fast) it
// says what happened in that time: how many events, solutions and backtracks (live.* keys).
// The last state is always told, once the second is over.

/** The least time between two announcements, in milliseconds. */
export const ANNOUNCE_MS = 1000;

export class Narrator {
  /**
   * `say(text)` puts the text in the live region; `tr` is the lab's translator; `now()` and
   * `timers` ({ set, clear }) are the clock, replaced in tests.
   */
  constructor(say, { tr, now = () => performance.now(), timers = { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id) } }) {
    Object.assign(this, { say, tr, now, timers });
    this.timer = null;
    this.lastAt = -Infinity;
    this.reset(null);
  }

  /**
   * A new starting point: nothing is told about it. `lanes` is what observe() takes, or null
   * (then the first observation is the starting point).
   */
  reset(lanes) {
    this.cancel();
    this.base = lanes;
    this.step = null;
    this.playing = false;
    this.pending = null;
  }

  /**
   * The race now: `step`, whether it is `playing`, and per lane { name, sentence, events,
   * solutions, undos } (events: how many events the lane has had; the counters as shown).
   */
  observe({ step, playing, lanes }) {
    if (this.base === null) {
      this.base = lanes;
      this.step = step;
      this.playing = playing;
      return;
    }
    // A new step, or the same step when playing stops: told (once the second is over).
    if (step === this.step && playing === this.playing) return;
    this.step = step;
    this.playing = playing;
    this.pending = { playing, lanes };
    if (this.timer !== null) return; // the waiting announcement will tell the latest state
    const wait = this.lastAt + ANNOUNCE_MS - this.now();
    if (wait <= 0) this.flush();
    else this.timer = this.timers.set(() => this.flush(), wait);
  }

  /** Tells the latest state now: a summary while playing fast, else each lane's event. */
  flush() {
    this.timers.clear(this.timer);
    this.timer = null;
    if (!this.pending) return;
    const { playing, lanes } = this.pending;
    this.pending = null;
    const { t } = this.tr;
    const since = (key) => lanes.reduce((sum, lane, i) => sum + Math.max(0, lane[key] - (this.base[i]?.[key] ?? 0)), 0);
    const events = since("events");
    const lanesMoved = lanes.length;
    // Playing faster than a step per announcement: the sentences would be out of date at once.
    const text = playing && events > lanesMoved
      ? t("live.rate", {
        events: t("live.events", { count: events }),
        solutions: t("live.solutions", { count: since("solutions") }),
        backtracks: t("live.backtracks", { count: since("undos") }),
      })
      : lanes.map((lane) => t("live.lane", { strategy: lane.name, event: lane.sentence })).join(" ");
    this.base = lanes;
    this.lastAt = this.now();
    this.say(text);
  }

  cancel() {
    this.timers.clear(this.timer);
    this.timer = null;
    this.pending = null;
  }
}

/**
 * The lab's feature (lab/features.js) that tells the lab's live region (#live) what the race
 * did: a new race is a new starting point, and every frame is observed.
 */
export const liveRegion = {
  attach(lab) {
    const live = lab.$("live");
    const narrator = new Narrator((text) => { live.textContent = text; }, { tr: lab.tr });
    return {
      rebuild: () => narrator.reset(null),
      show({ race, stats, playing }) {
        narrator.observe({
          step: race.step,
          playing,
          lanes: race.lanes.map((lane, i) => ({
            name: lab.views[i].name, sentence: lab.views[i].sentence,
            events: lane.steps(), solutions: stats[i].solutions, undos: stats[i].undos,
          })),
        });
      },
      destroy: () => narrator.cancel(),
    };
  },
};
