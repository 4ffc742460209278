// One transport for all lanes: play, pause, step forward and back, a timeline to seek any
// step, a speed on a log scale from one step a second to as fast as the machine goes, and
// jumps to the next backtrack, the next solution and the end. Keyboard: Space, ← →, + −,
// Home, End, N, B, Esc (the lab passes it the key events meant for it). Every move that may
// replay or run many steps (seeking, scrubbing, stepping back, the jumps) runs as a job in time
// slices, with progress, and Esc cancels it. Its words are the lab's (a translator is given).

import { sliced } from "./race.js";
import { FrameBudget } from "./frame-budget.js";
import { formatCount } from "../words/words.js";

/** Play speeds: slider position v (0..60) is 10^(v/10) steps a second; 60 is "max". */
export const MAX_SPEED = 60;
const SLICE_MS = 12;
/** A job shows its progress once it has run this long. */
const PROGRESS_AFTER_MS = 100;
const PLAY_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2v12l10-6z"/></svg>';
const PAUSE_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 2h4v12H3zM9 2h4v12H9z"/></svg>';

export function stepsPerSecond(position) {
  return position >= MAX_SPEED ? Infinity : 10 ** (position / 10);
}

/** The speed in words: "1.6 steps/s", "10 steps/s", "max" (in the lab's language). */
export function speedText(t, position) {
  const rate = stepsPerSecond(position);
  if (rate === Infinity) return t("transport.speed.max");
  const rounded = rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10;
  return t("transport.speed.rate", { count: rounded });
}

export class Transport {
  /**
   * `elements` are the controls by id; `race()` returns the current race; `render()` redraws
   * the lanes; `onSpeed(position)` records the speed (for the URL); `onMove()` is told after
   * every move of the race, as it happens (a frame draws only where the race stands then:
   * a restart and a run to the end within one frame are two moves); `tr` is the lab's
   * translator; `presenting()` says whether the lab is in presentation mode, where a remote's
   * keys drive it.
   */
  constructor(elements, { race, render, onSpeed, onMove, tr, presenting = () => false }) {
    this.el = elements;
    this.tr = tr;
    this.presenting = presenting;
    this.race = race;
    this.render = render;
    this.onSpeed = onSpeed;
    this.onMove = onMove;
    this.playing = false;
    this.job = null;
    this.owed = 0;
    this.lastFrame = null;
    /** How long a frame may step at full speed (frame-budget.js). */
    this.budget = new FrameBudget();
    this.shown = -1;
    /** The last kind of move: "play", "step", "seek" or "jump" (the host events tell them apart). */
    /** While playing, the step not to pass (null for none): the end of a lecture's loop. */
    this.playUntil = null;
    this.how = null;

    const on = (id, handler) => this.el[id].addEventListener("click", handler);
    on("play", () => this.toggle());
    on("forward", () => this.stepBy(1));
    on("back", () => this.stepBy(-1));
    on("restart", () => this.restart());
    on("end", () => this.jump("end"));
    on("nextSolution", () => this.jump("solution"));
    on("nextBacktrack", () => this.jump("undo"));
    on("cancel", () => this.cancel());
    this.el.speed.addEventListener("input", () => this.setSpeed(Number(this.el.speed.value)));
    this.el.timeline.addEventListener("input", () => this.seek(Number(this.el.timeline.value)));
    this.frameId = requestAnimationFrame((now) => this.frame(now));
  }

  /**
   * Stops the frame loop while the lab is out of sight (a chapter scrolled past it): nothing
   * plays or is drawn until resume(). A job in slices goes on.
   */
  suspend() {
    this.suspended = true;
    cancelAnimationFrame(this.frameId);
  }

  resume() {
    if (!this.suspended || this.destroyed) return;
    this.suspended = false;
    this.lastFrame = null;
    this.frameId = requestAnimationFrame((now) => this.frame(now));
  }

  /** Stops the frame loop and any job; the lab removes the elements and their listeners. */
  destroy() {
    this.pause();
    this.cancel();
    cancelAnimationFrame(this.frameId);
    this.destroyed = true;
  }

  setSpeed(position) {
    position = Math.max(0, Math.min(MAX_SPEED, position));
    this.el.speed.value = String(position);
    const text = speedText(this.tr.t, position);
    this.el.speedText.textContent = text;
    this.el.speed.setAttribute("aria-valuetext", text);
    this.onSpeed?.(position);
  }

  get speed() {
    return Number(this.el.speed.value);
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  play() {
    if (this.race().done) return;
    this.cancel();
    this.how = "play";
    this.playing = true;
    this.lastFrame = null;
    this.owed = 0;
    this.el.play.innerHTML = PAUSE_ICON;
    this.el.play.setAttribute("aria-label", this.tr.t("transport.pause"));
  }

  pause() {
    // Paused, the lanes are shown (and told to screen readers) once more as they stand.
    if (this.playing) this.invalidate();
    this.playing = false;
    this.el.play.innerHTML = PLAY_ICON;
    this.el.play.setAttribute("aria-label", this.tr.t("transport.play"));
  }

  stepBy(delta) {
    const race = this.race();
    if (delta > 0 && !this.job) {
      this.pause();
      this.how = "step";
      race.advance(delta);
      this.onMove?.();
    } else {
      this.seek((race.target ?? race.step) + delta);
    }
  }

  /** Back to step 0: resolves once there (see seek). */
  restart() {
    return this.seek(0);
  }

  /** Moves every lane to step `target` of the timeline, replaying in slices. */
  seek(target) {
    const race = this.race();
    this.how = "seek";
    return this.run((ms) => race.seekFor(target, ms),
      () => this.tr.t("progress.seek", { step: race.target ?? race.step, now: race.step }));
  }

  /** Runs to the next event of `kind` (solution, undo) or to the end, in slices. */
  jump(kind) {
    const race = this.race();
    if (race.done) return Promise.resolve(false);
    this.how = "jump";
    const what = kind === "end" ? "progress.run.end" : kind === "solution" ? "progress.run.solution" : "progress.run.backtrack";
    const work = kind === "end"
      ? (ms) => { race.advanceFor(ms); return race.done; }
      : (ms) => race.seekEventFor(kind, ms);
    return this.run(work, () => this.tr.t(what, { steps: race.step }));
  }

  /**
   * Runs `work(ms)` in slices as the one job of the transport (a newer job cancels it), with
   * progress shown once it has run PROGRESS_AFTER_MS. Resolves to true when it finished.
   */
  async run(work, describe) {
    this.pause();
    this.cancel();
    const controller = new AbortController();
    this.job = controller;
    const started = performance.now();
    // The frame loop draws the lanes while the job runs (once a frame, however many slices);
    // the job's end is shown at once, so that the next command finds it shown and told.
    const showProgress = (finished) => {
      if (finished) return this.onMove?.();
      if (this.job !== controller || performance.now() - started < PROGRESS_AFTER_MS) return;
      this.el.progress.hidden = false;
      this.el.progressText.textContent = describe();
    };
    const finished = await sliced(work, { signal: controller.signal, onSlice: showProgress, sliceMs: SLICE_MS });
    // A cancelled job's progress was already hidden, and a newer job may be showing its own.
    if (this.job === controller) {
      this.job = null;
      this.el.progress.hidden = true;
    }
    return finished;
  }

  cancel() {
    const race = this.race();
    if (race) race.target = null;
    if (this.job) {
      this.job.abort();
      this.job = null;
    }
    this.el.progress.hidden = true;
  }

  key(event) {
    const target = event.target;
    const typing = target instanceof HTMLElement
      && (target.matches("input:not([type=range]):not([type=checkbox]), textarea, select") || target.id === "editor");
    if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
    // A presentation remote's keys, in presentation mode: Page Down and Page Up step, B (its
    // "blank screen" key) and "." pause.
    const remote = this.presenting?.() ? {
      PageDown: () => this.stepBy(1),
      PageUp: () => this.stepBy(-1),
      b: () => this.pause(),
      B: () => this.pause(),
      ".": () => this.pause(),
    } : {};
    const actions = {
      " ": () => this.toggle(),
      ArrowRight: () => this.stepBy(1),
      ArrowLeft: () => this.stepBy(-1),
      "+": () => this.setSpeed(this.speed + 5),
      "=": () => this.setSpeed(this.speed + 5),
      "-": () => this.setSpeed(this.speed - 5),
      Home: () => this.restart(),
      End: () => this.jump("end"),
      n: () => this.jump("solution"),
      N: () => this.jump("solution"),
      b: () => this.jump("undo"),
      B: () => this.jump("undo"),
      Escape: () => this.cancel(),
      ...remote,
    };
    // Controls keep their own keys: sliders their arrows, buttons and check boxes Space.
    if (target.matches?.("input[type=range]") && event.key.startsWith("Arrow")) return;
    if (target.matches?.("button, input, [role=tab]") && (event.key === " " || event.key === "Enter")) return;
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  frame(now) {
    const race = this.race();
    if (race && this.playing) {
      const elapsed = this.lastFrame === null ? 0 : Math.min(now - this.lastFrame, 250);
      const budget = this.budget.next(this.lastFrame === null ? null : now - this.lastFrame);
      const rate = stepsPerSecond(this.speed);
      // Playing never runs past `playUntil` (a lecture's loop), however late a frame comes.
      const room = this.playUntil === null ? Infinity : Math.max(0, this.playUntil - race.step);
      if (rate === Infinity) {
        race.advanceFor(budget, room);
      } else {
        this.owed += (rate * elapsed) / 1000;
        const steps = Math.min(Math.floor(this.owed), room);
        this.owed -= Math.floor(this.owed);
        if (steps > 0) race.advanceFor(budget, steps);
        if (this.lastFrame === null && rate < 60 && room > 0) race.advance(1);
      }
      this.onMove?.();
      if (race.done) this.pause();
    }
    this.lastFrame = this.playing ? now : null;
    this.show();
    if (!this.destroyed && !this.suspended) this.frameId = requestAnimationFrame((t) => this.frame(t));
  }

  /** Shows the race's step on the timeline and redraws the lanes, if they changed. */
  show() {
    const race = this.race();
    if (race && race.version !== this.shown) {
      this.shown = race.version;
      this.el.timeline.max = String(race.horizon);
      // While a seek replays, the timeline stays where the learner put it.
      this.el.timeline.value = String(race.target ?? race.step);
      this.el.stepText.textContent = formatCount(this.tr, race.step);
      this.render();
    }
  }

  /** Forces a redraw at the next frame (after a new race or a resize). */
  invalidate() {
    this.shown = -1;
  }
}
