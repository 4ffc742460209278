// The mistake lab: the core's deliberately broken copies of occupancy raced as lanes beside
// the real strategies. A mistake lane names its mistake, shows its loop with the broken line,
// puts the true number of solutions (counted by the core's correct counter, never a stored
// number) beside its own, draws each false "solution" with its attacking pair in red, says in
// two or three sentences what went wrong and what the symptom teaches, and offers the third
// mistake of the lessons, checking only at the bottom, which is the permutation lane. The
// lab's feature `mistakeLab` (at the end) makes every mistake lane so.

import { MAX_LANES } from "../race/race.js";
import { laneNames, isMistake, mistakeKey } from "../puzzles/registry.js";
import { drawAttacks } from "../canvas/render.js";
import { codeOf } from "../views/code.js";
import { escapeHtml } from "../words/html.js";

/** The lane that checks only at the bottom: the lessons' third mistake. */
export const CHECK_AT_THE_BOTTOM = "permutation";

/** The lines of occupancy's loop that each mistake changes (the rest it keeps). */
const BROKEN_LINES = {
  "forget-undo": [7],
  "forget-diagonal": [3, 4],
  "forget-anti-diagonal": [3, 4],
};

/**
 * A mistake's loop in the lab's language (`t`): occupancy's lines with the broken ones in
 * their place, in the shape of code.js's codeOf ({ lines, on }), plus `broken`, their numbers.
 */
export function mistakeCode(name, t) {
  const occupancy = codeOf("queens", "occupancy", t);
  const broken = BROKEN_LINES[name];
  return {
    lines: occupancy.lines.map((text, i) => (broken.includes(i) ? t(`mistake.code.${mistakeKey(name)}.${i}`) : text)),
    on: occupancy.on,
    broken,
  };
}

/**
 * What a lane's solutions say against the true count, once it has ended: a translation key
 * and its parameters, or null while it runs. `attacks` is the number of attacking pairs on
 * the "solution" it shows.
 */
export function verdict({ status, solutions, truth, mode, attacks }) {
  if (status === "running") return null;
  const params = { count: truth, found: solutions };
  if (status === "budget_exhausted") return { key: "mistake.verdict.budget", params };
  if (mode === "all" && status === "finished" || status === "no_solution") {
    if (solutions === truth) return { key: "mistake.verdict.same", params };
    return { key: solutions < truth ? "mistake.verdict.fewer" : "mistake.verdict.more", params };
  }
  return { key: attacks > 0 ? "mistake.verdict.first_false" : "mistake.verdict.first_true", params };
}

/** Adds `name` to the lanes when there is room (the lab rebuilds the race). */
function addLane(lab, name) {
  const { strategies } = lab.setup;
  if (strategies.includes(name) || strategies.length >= MAX_LANES) return;
  lab.setStrategies(laneNames(lab.setup.puzzle).filter((s) => s === name || strategies.includes(s)));
}

/**
 * The button that adds the permutation lane ("check only at the bottom"), or null when it is
 * raced already; disabled when four lanes race. `key` is its text.
 */
export function bottomButton(lab, t, key = "mistake.bottom.add") {
  if (lab.setup.puzzle !== "queens" || lab.setup.strategies.includes(CHECK_AT_THE_BOTTOM)) return null;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "add-lane";
  button.dataset.addLane = CHECK_AT_THE_BOTTOM;
  button.textContent = t(key);
  button.disabled = lab.setup.strategies.length >= MAX_LANES;
  if (button.disabled) button.title = t("mistake.bottom.full");
  button.addEventListener("click", () => addLane(lab, CHECK_AT_THE_BOTTOM));
  return button;
}

/**
 * Makes `view` (a LaneView) a mistake lane when its strategy is one; returns its panel
 * ({ show }) or null. `lab` is what a feature sees of the lab (lab/features.js). Its name
 * and summary are the lane's own (lanes.js asks the registry for them).
 */
export function attachMistake(view, lab) {
  const { core, t, still } = lab;
  const { setup } = lab;
  const name = view.strategy;
  if (!isMistake(setup.puzzle, name)) return null;
  const key = mistakeKey(name);
  const n = setup.n;
  const element = view.element;
  element.classList.add("mistake-lane");
  element.dataset.mistake = name;

  // The lane's loop is the mistake's, its broken lines marked.
  view.code = mistakeCode(name, t);
  view.codeElement.replaceChildren(...view.code.lines.map((text, i) => {
    const line = document.createElement("span");
    line.textContent = text;
    line.style.setProperty("--indent", String(/^ */.exec(text)[0].length));
    if (view.code.broken.includes(i)) line.className = "broken";
    return line;
  }));
  view.codeElement.setAttribute("aria-label", t("mistake.code.label"));

  // The true count, from the core's correct counter, beside the lane's own.
  const [truth] = core.countSolutions("queens", String(n), [], true);
  const truthCell = document.createElement("dd");
  truthCell.className = "truth";
  truthCell.dataset.stat = "true_solutions";
  truthCell.dataset.value = String(truth);
  truthCell.textContent = t("mistake.true_count", { count: truth });
  view.stats.solutions.after(truthCell);

  const panel = document.createElement("div");
  panel.className = "mistake";
  panel.innerHTML = `
    <p class="verdict" data-verdict role="status"></p>
    <p class="attack" data-attack hidden></p>
    <p>${escapeHtml(t(`mistake.${key}.what`))}</p>
    <p>${escapeHtml(t(`mistake.${key}.lesson`))}</p>`;
  const button = still ? null : bottomButton(lab, t);
  if (button) {
    const bottom = document.createElement("p");
    bottom.className = "bottom";
    bottom.append(`${t("mistake.bottom.text")} `, button);
    panel.append(bottom);
  }
  view.tree.before(panel);
  const verdictText = panel.querySelector("[data-verdict]");
  const attackText = panel.querySelector("[data-attack]");

  /** The attacking pairs of the first solution, found on a fresh lane of the same mistake. */
  let firstPairs = null;
  function firstSolutionPairs() {
    if (firstPairs) return firstPairs;
    const probe = core.Lane.create("queens", String(n), name, "first", 0);
    try {
      for (let calls = 0; !probe.isDone() && calls < 256; calls++) probe.advance(4096);
      firstPairs = probe.status() === "first_solution" ? probe.view().attacking_pairs : [];
    } finally {
      probe.free();
    }
    return firstPairs;
  }

  let lastVerdict = null;
  let lastAttack = null;
  return {
    show(lane, stats) {
      const status = element.dataset.status ?? "running";
      // The board the lane shows (lanes.js): the first solution once a whole walk has ended,
      // else the board now, which is a "solution" right after one was found or when it stopped.
      let pairs = [];
      if (status === "finished" && stats.solutions > 0) pairs = firstSolutionPairs();
      else if (lane.lastKind() === "solution" || (status !== "running" && stats.solutions > 0)) pairs = lane.view().attacking_pairs;
      drawAttacks(view.canvas, n, pairs);
      view.canvas.dataset.attacks = pairs.map(({ first, second }) => `${first.row},${first.col}-${second.row},${second.col}`).join(";");
      element.dataset.attackingPairs = String(pairs.length);
      const first = pairs.length === 0 ? "" : t(`mistake.attack.${pairs[0].rule}`, {
        first_row: pairs[0].first.row + 1, first_col: pairs[0].first.col + 1,
        second_row: pairs[0].second.row + 1, second_col: pairs[0].second.col + 1,
      });
      const attack = pairs.length > 1
        ? t("mistake.attack.with_more", { attack: first, more: t("mistake.attack.more", { count: pairs.length - 1 }) })
        : first;
      if (attack !== lastAttack) {
        lastAttack = attack;
        attackText.textContent = attack;
        attackText.hidden = attack === "";
      }
      const said = verdict({ status, solutions: stats.solutions, truth, mode: lab.setup.mode, attacks: pairs.length });
      const text = said ? t(said.key, said.params) : t("mistake.verdict.running", { count: truth });
      if (text !== lastVerdict) {
        lastVerdict = text;
        verdictText.textContent = text;
        verdictText.dataset.key = said?.key ?? "running";
      }
    },
  };
}

/** The lab's feature (lab/features.js): every mistake lane of a race gets its panel. */
export const mistakeLab = {
  attach: (lab) => ({ lane: (view) => attachMistake(view, lab) }),
};
