// The narration log: under each lane, the last 500 sentences it said (the same sentence the
// lane shows for its last event, so only steps actually shown are told), in a ring buffer
// whose memory is bounded at any speed. When the lane moves faster than a person reads, the
// log stops telling steps and says once a second what happened ("12,345 events in the last
// second: 3 solutions, 4,100 backtracks"), so max speed costs one subtraction per frame. The
// log copies as text (Copy; a refused clipboard is said in the page and the text selected).
// Shown with `log=1` in the URL ("Show the log"): the lab's feature `narrationLog`, at the end.

import { escapeHtml } from "../words/html.js";
import { wholeNumber, quote } from "../words/reading.js";

/** The sentences kept per lane. */
export const LOG_SIZE = 500;
/** Above this many events in a second, the log summarises instead of telling each step. */
export const READABLE_EVENTS = 12;
const SUMMARY_MS = 1000;

/** A fixed-size buffer that keeps the last `capacity` items pushed. */
export class Ring {
  constructor(capacity) {
    this.capacity = capacity;
    this.items = new Array(capacity);
    this.start = 0;
    this.size = 0;
  }

  push(item) {
    if (this.size < this.capacity) {
      this.items[(this.start + this.size) % this.capacity] = item;
      this.size++;
    } else {
      this.items[this.start] = item;
      this.start = (this.start + 1) % this.capacity;
    }
  }

  toArray() {
    return Array.from({ length: this.size }, (_, i) => this.items[(this.start + i) % this.capacity]);
  }

  clear() {
    this.start = 0;
    this.size = 0;
  }
}

/**
 * What the log says about one lane, step by step: fed with the lane's step, its counters and
 * a function giving the sentence of the step shown, it returns the lines to add. Pure (time
 * is passed in), so the rules are tested without a browser.
 */
export class Teller {
  constructor() {
    this.step = 0;
    this.solutions = 0;
    this.undos = 0;
    this.window = null;
    /** Whether the last second was too fast to read, so this one is summarised from its start. */
    this.fast = false;
    this.moved = -Infinity;
  }

  /**
   * The lane now stands at `step` with `stats` ({ solutions, undos }) at time `now` (ms);
   * `sentence()` says the step shown. Returns lines: { kind: "step" | "back" | "summary", … }.
   */
  see(step, stats, now, sentence) {
    const lines = [];
    const delta = step - this.step;
    if (delta < 0) {
      lines.push(...this.flush(now));
      lines.push({ kind: "back", step, text: sentence() });
      this.fast = false;
    } else if (delta > 0) {
      // A lane that rested a while is read step by step again.
      if (!this.window && now - this.moved > SUMMARY_MS) this.fast = false;
      this.window ??= { start: now, events: 0, solutions: 0, backtracks: 0, told: 0 };
      const w = this.window;
      w.events += delta;
      w.solutions += Math.max(0, stats.solutions - this.solutions);
      w.backtracks += Math.max(0, stats.undos - this.undos);
      if (delta > READABLE_EVENTS || w.events > READABLE_EVENTS) this.fast = true;
      if (!this.fast) {
        lines.push({ kind: "step", step, skipped: delta - 1, text: sentence() });
        w.told += delta;
      }
    }
    if (delta !== 0) this.moved = now;
    this.step = step;
    this.solutions = stats.solutions;
    this.undos = stats.undos;
    if (this.window && now - this.window.start >= SUMMARY_MS) lines.push(...this.flush(now));
    return lines;
  }

  /** Starts telling from `step` (the log was just shown): the step shown is its first line. */
  start(step, stats, sentence) {
    Object.assign(this, { step, solutions: stats.solutions, undos: stats.undos, window: null, fast: false });
    return [{ kind: "step", step, skipped: 0, text: sentence() }];
  }

  /** Ends the current second: a summary if its steps were not all told. */
  flush(now) {
    const w = this.window;
    this.window = null;
    if (!w) return [];
    const wasFast = this.fast;
    this.fast = w.events > READABLE_EVENTS;
    if (!wasFast || w.told === w.events) return [];
    return [{ kind: "summary", step: this.step, ms: now - w.start, events: w.events, solutions: w.solutions, backtracks: w.backtracks }];
  }

  /** When the summary still owed is due (ms), or null when none is owed. */
  get due() {
    return this.window !== null && this.fast ? this.window.start + SUMMARY_MS : null;
  }
}

/** A line of the log as text, in the lab's language. */
export function lineText(line, t) {
  if (line.kind === "step") {
    return line.skipped > 0
      ? t("narration.step_skipped", { step: line.step, text: line.text, skipped: t("narration.skipped", { count: line.skipped }) })
      : t("narration.step", { step: line.step, text: line.text });
  }
  if (line.kind === "back") return t("narration.back", { step: line.step, text: line.text });
  const parts = {
    events: t("narration.events", { count: line.events }),
    solutions: t("narration.solutions", { count: line.solutions }),
    backtracks: t("narration.backtracks", { count: line.backtracks }),
    step: line.step,
  };
  return line.ms >= SUMMARY_MS * 0.95
    ? t("narration.summary.second", parts)
    : t("narration.summary.part", { ...parts, seconds: Math.max(0.1, Math.round(line.ms / 100) / 10) });
}

/** Reads `log` from `params` into `setup.log`; returns the notes on a bad value (`tr` the lab's translator). */
export function readLog(params, setup, tr) {
  if (!params.has("log")) return [];
  const value = params.get("log");
  const on = wholeNumber(value, 0, 1);
  if (on === null) return [tr.t("narration.note.bad_log", { value: quote(value, tr) })];
  setup.log = on === 1;
  return [];
}

/**
 * The log of one lane (`view`, a LaneView), shown while `lab.setup.log` is on. `lab` is what a
 * feature sees of the lab (lab/features.js; a still figure has no Copy button).
 */
export function attachLog(view, lab) {
  const { t, still } = lab;
  const element = document.createElement("section");
  element.className = "log";
  const title = t("narration.title", { lane: view.name });
  element.setAttribute("aria-label", title);
  element.innerHTML = `
    <div class="log-head">
      <h4>${escapeHtml(t("narration.heading"))}</h4>
      <button type="button" data-log-copy>${escapeHtml(t("narration.copy"))}</button>
    </div>
    <ol class="log-lines" data-log tabindex="0" aria-label="${escapeHtml(title)}"></ol>
    <p class="log-status" role="status"></p>`;
  view.element.append(element);
  element.querySelector("[data-log-copy]").hidden = still;
  const list = element.querySelector("[data-log]");
  const status = element.querySelector(".log-status");
  const ring = new Ring(LOG_SIZE);
  const teller = new Teller();
  let timer = null;

  function add(lines) {
    if (!lines.length) return;
    const stick = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    for (const line of lines) {
      const text = lineText(line, t);
      ring.push(text);
      const item = document.createElement("li");
      item.textContent = text;
      item.dataset.kind = line.kind;
      list.append(item);
    }
    while (list.childElementCount > LOG_SIZE) list.firstElementChild.remove();
    list.dataset.count = String(list.childElementCount);
    if (stick) list.scrollTop = list.scrollHeight;
  }

  /** A summary still owed when the lane stops moving is told a second after it began. */
  function settle() {
    clearTimeout(timer);
    const due = teller.due;
    timer = due === null ? null : setTimeout(() => add(teller.flush(performance.now())), Math.max(0, due - performance.now()));
  }

  element.querySelector("[data-log-copy]").addEventListener("click", async () => {
    const text = [title, ...ring.toArray()].join("\n");
    try {
      if (!navigator.clipboard?.writeText) throw new Error(t("narration.no_clipboard"));
      await navigator.clipboard.writeText(text);
      status.textContent = t("narration.copied", { count: ring.size });
      status.dataset.kind = "copied";
    } catch (error) {
      status.textContent = t("narration.copy_refused", { message: error?.message ?? String(error) });
      status.dataset.kind = "refused";
      const selection = list.ownerDocument.getSelection?.();
      if (selection) {
        const range = list.ownerDocument.createRange();
        range.selectNodeContents(list);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      list.focus();
    }
  });

  let starting = true;
  const update = () => {
    if (element.hidden && lab.setup.log) starting = true;
    element.hidden = !lab.setup.log;
  };
  update();
  return {
    update,
    show(lane, stats) {
      if (element.hidden) return;
      // Only the step is read at any speed; the sentence only for a step that is told.
      const sentence = () => view.narration.textContent;
      if (starting) {
        starting = false;
        add(teller.start(lane.steps(), stats, sentence));
        return;
      }
      const now = performance.now();
      add(teller.see(lane.steps(), stats, now, sentence));
      // A lane that has ended moves no more: its last second is summed up at once.
      if ((view.element.dataset.status ?? "running") !== "running") add(teller.flush(now));
      settle();
    },
    destroy() { clearTimeout(timer); },
    /** The text Copy would copy (for tests). */
    get lines() { return ring.toArray(); },
  };
}

/** The lab's feature (lab/features.js): `log=1`, the "Show the log" switch, a log under every lane. */
export const narrationLog = {
  params: ["log"],
  defaults: () => ({ log: false }),
  read(params, setup, { tr, note }) {
    for (const text of readLog(params, setup, tr)) note(text);
  },
  write(setup, params) {
    if (setup.log) params.set("log", "1");
  },
  toggle: { id: "show-log", field: "log", label: "narration.switch" },
  attach: (lab) => ({ lane: (view) => attachLog(view, lab) }),
};
