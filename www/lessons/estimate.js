// How big is the tree? Where a lane's strategy has no closed form (pruned, occupancy,
// candidates, propagation, the mistake lab's copies), Knuth's estimate stands in: random
// probes from the root (the core's TreeEstimate), the estimated number of nodes with a 95 %
// interval and the share visited so far. A refiner spends a few milliseconds of each animation
// frame on probes, in small calls, while the race runs (up to 10,000 probes, and to a number
// fixed by the steps run, so the same run gives the same estimate) and when the learner asks
// (Refine). Once the lane has walked its whole tree the exact size is known and stands beside
// the estimate. Naive and permutation keep their closed form (lanes.js). The lab's feature
// `treeEstimate` (at the end) gives every lane its panel.

import { escapeHtml } from "../words/html.js";
import { puzzleNamed } from "../puzzles/registry.js";
import { formatPower } from "../words/words.js";

/** The probes' seed: the same estimate on every machine and every run. */
export const SEED = 1975;
/** Probes taken before the race starts. */
export const FIRST_PROBES = 500;
/** Probes taken while the race runs: one a step, up to this many. */
export const RACE_PROBES = 10_000;
/** Probes one press of Refine adds, and the most Refine goes to. */
export const REFINE_PROBES = 10_000;
export const MOST_PROBES = 1_000_000;
/** The refiner's share of an animation frame, and the most one call into the core may take. */
const FRAME_MS = 2;
const CALL_MS = 1;

/** The probes wanted once the lane has run `steps` events (and Refine added `extra`). */
export function probesWanted(steps, extra = 0) {
  return Math.min(MOST_PROBES, Math.min(RACE_PROBES, FIRST_PROBES + steps) + extra);
}

const SUPERSCRIPT = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" };

/**
 * An estimate for reading: { value, interval } as text. Under 1,000 nodes, whole numbers
 * ("54", "50–58"); from 1,000, a mantissa and a power of ten shared by the interval
 * ("2.1 × 10³", "1.9–2.3 × 10³"), with as many decimals as tell the bounds apart (up to 3).
 * `number(x, options)` formats for the language; the interval's low end is at least 1 (the root).
 */
export function formatEstimate({ mean, low, high }, number) {
  const lo = Math.max(1, low ?? mean);
  const hi = Math.max(lo, high ?? mean);
  if (mean < 1000) {
    const whole = (x) => number(Math.round(x));
    return { value: whole(mean), interval: `${whole(lo)}–${whole(hi)}` };
  }
  const exponent = Math.floor(Math.log10(mean));
  const scale = 10 ** exponent;
  const width = (hi - lo) / scale;
  const digits = Math.min(3, Math.max(1, width > 0 ? Math.ceil(-Math.log10(width)) : 1));
  const fixed = (x) => number(x / scale, { minimumFractionDigits: 1, maximumFractionDigits: digits });
  const power = `10${[...String(exponent)].map((c) => SUPERSCRIPT[c]).join("")}`;
  // No line breaks inside a number: "2.1 × 10³" stays whole.
  return { value: `${fixed(mean)}\u00a0×\u00a0${power}`, interval: `${fixed(lo)}–${fixed(hi)}\u00a0×\u00a0${power}` };
}

/**
 * The share of the estimated tree visited, for reading ("14", "0.37", "0.0021", and below a
 * thousandth of a percent "1.5 × 10⁻¹⁸", which a phone's lane still holds); `tr` is the lab's
 * translator.
 */
export function formatShare(nodes, mean, tr) {
  const percent = (100 * nodes) / mean;
  if (percent >= 100) return tr.number(100);
  if (percent > 0 && percent < 1e-3) return formatPower(tr, percent);
  return tr.number(percent, percent >= 10 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 2 });
}

/**
 * Spends a few milliseconds of each animation frame on the estimates that want probes, in
 * calls of about a millisecond each; sleeps when none does, and until release(): the lab
 * releases it once its first board is drawn, so that no probe comes before the board.
 */
export class Refiner {
  constructor() {
    this.panels = new Set();
    this.frame = null;
    this.stopped = false;
    this.held = true;
  }

  want(panel) {
    this.panels.add(panel);
    if (this.frame === null && !this.stopped && !this.held) this.frame = requestAnimationFrame(() => this.tick());
  }

  /** Lets the probes begin (the lab's first frame is drawn). */
  release() {
    if (!this.held) return;
    this.held = false;
    if (this.panels.size) this.want(this.panels.values().next().value);
  }

  forget(panel) {
    this.panels.delete(panel);
  }

  tick() {
    this.frame = null;
    const end = performance.now() + FRAME_MS;
    const touched = new Set();
    while (this.panels.size && performance.now() < end) {
      for (const panel of [...this.panels]) {
        if (panel.missing() <= 0) {
          this.panels.delete(panel);
          continue;
        }
        panel.probe();
        touched.add(panel);
        if (performance.now() >= end) break;
      }
    }
    for (const panel of touched) panel.paint();
    if (this.panels.size && !this.stopped) this.frame = requestAnimationFrame(() => this.tick());
  }

  stop() {
    this.stopped = true;
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.panels.clear();
  }
}

/** The lanes whose tree the probes cannot estimate: forgetting to undo changes its own tree. */
const NO_FIXED_TREE = new Set(["forget-undo"]);

/**
 * The estimate of one lane (`view`, a LaneView) when its strategy has no closed form; returns
 * its panel ({ show, destroy }) or null. `lab` is what a feature sees of the lab
 * (lab/features.js; a still figure shows no Refine button), `lane` the race's lane, `refiner`
 * the lab's Refiner.
 */
export function attachEstimate(view, lab, lane, refiner) {
  const { core, t, tr, number, still } = lab;
  // A program runs as it is written: it cannot be probed at random.
  if (view.program) return null;
  if (lane.treeSize() !== undefined && lane.treeSize() !== null) return null;
  const { setup } = lab;
  const element = document.createElement("div");
  element.className = "estimate";
  view.tree.hidden = true;
  view.tree.after(element);
  if (NO_FIXED_TREE.has(view.strategy)) {
    element.innerHTML = `<p class="tree" data-estimate="none">${escapeHtml(t("estimate.no_fixed_tree"))}</p>`;
    return { show() {} };
  }

  const puzzle = puzzleNamed(setup.puzzle);
  const estimator = core.TreeEstimate.create(puzzle.name, puzzle.setupText(setup), view.strategy, SEED);
  element.innerHTML = `
    <p class="tree" data-estimate></p>
    <button type="button" class="refine" data-refine>${escapeHtml(t("estimate.refine"))}</button>`;
  const text = element.querySelector("[data-estimate]");
  const button = element.querySelector("[data-refine]");
  let steps = 0;
  let extra = 0;
  let taken = 0;
  let chunk = 8;
  let shown = { nodes: 0, status: "running" };
  let last = null;

  const panel = {
    missing: () => probesWanted(steps, extra) - taken,
    /** About a millisecond of probes; the next call's size follows how long this one took. */
    probe() {
      const count = Math.min(chunk, this.missing());
      const start = performance.now();
      estimator.run(count);
      taken += count;
      const took = performance.now() - start;
      if (took < CALL_MS / 2 && chunk < 4096) chunk *= 2;
      else if (took > CALL_MS && chunk > 1) chunk = Math.max(1, Math.floor(chunk / 2));
    },
    paint() {
      const estimate = estimator.nodes();
      const walked = (shown.status === "finished" || shown.status === "no_solution") && setup.mode === "all";
      const refining = panel.missing() > 0;
      let said;
      if (estimate.probes === 0) said = t("estimate.waiting");
      else {
        const { value, interval } = formatEstimate(estimate, number);
        const count = Math.round(estimate.mean);
        const inside = estimate.low !== null && shown.nodes >= estimate.low && shown.nodes <= estimate.high;
        if (walked) {
          said = t("estimate.joined", {
            first: t("estimate.walked", { nodes: shown.nodes, count: shown.nodes }),
            second: t(inside ? "estimate.walked.inside" : "estimate.walked.outside", { value, interval, probes: estimate.probes }),
          });
        } else {
          said = t("estimate.joined", {
            first: t(shown.status === "budget_exhausted" ? "estimate.budget" : "estimate.whole",
              { value, interval, count, share: formatShare(shown.nodes, estimate.mean, tr) }),
            second: t("estimate.probes", { count: estimate.probes }),
          });
        }
        Object.assign(text.dataset, {
          probes: String(estimate.probes), mean: String(estimate.mean),
          low: String(estimate.low ?? ""), high: String(estimate.high ?? ""),
          exact: walked ? String(shown.nodes) : "", inside: walked ? String(inside) : "",
        });
      }
      text.dataset.refining = String(refining);
      if (said !== last) {
        last = said;
        text.textContent = said;
      }
      button.disabled = taken >= MOST_PROBES;
      // Once the whole tree is walked its size is known: nothing left to refine.
      button.hidden = walked || still;
    },
    show(currentLane, stats) {
      steps = Math.max(steps, currentLane.steps());
      const status = view.element.dataset.status ?? "running";
      const moved = stats.nodes !== shown.nodes || status !== shown.status;
      shown = { nodes: stats.nodes, status };
      if (panel.missing() > 0) refiner.want(panel);
      if (moved || last === null) panel.paint();
    },
    destroy() {
      refiner.forget(panel);
      estimator.free();
    },
  };
  button.addEventListener("click", () => {
    extra += REFINE_PROBES;
    refiner.want(panel);
  });
  refiner.want(panel);
  return panel;
}

/** The lab's feature (lab/features.js): an estimate under every lane without a closed form. */
export const treeEstimate = {
  attach(lab) {
    const refiner = new Refiner();
    return {
      lane: (view, lane) => attachEstimate(view, lab, lane, refiner),
      show: () => refiner.release(),
      destroy: () => refiner.stop(),
    };
  },
};
