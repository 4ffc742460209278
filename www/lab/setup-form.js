// The page's set-up controls (full chrome only): the puzzle tabs, each puzzle's own fields
// (its module's form: www/puzzles/), the lanes' strategies, first or all solutions, the
// budget, and the features' switches ("show each lane's code", the search tree, the lessons'
// switches: each feature's `toggle`, features.js). Each change edits the lab's setup and
// rebuilds the race (a switch only refreshes its feature); the lab records it in the URL. Its
// words are the lab's (strategies by their names in the lab's language, never their ids).

import { PUZZLES, puzzleNamed, laneNames, strategyName, programLanesOf } from "../puzzles/registry.js";
import { defaults, MAX_BUDGET } from "./url.js";
import { MAX_LANES } from "../race/race.js";
import { bottomButton } from "../lessons/mistakes.js";

/**
 * Wires the controls found by `$` to `lab`, which holds `setup` and does `rebuild()` and
 * `refresh(feature)` (after a feature's switch changed the setup). `features` is the lab's
 * list (features.js): each one with a `toggle` has its check box. Returns { show } to show the
 * setup.
 */
export function wireSetupForm({ $, tabs, core, lab, signal, tr, features }) {
  const { t } = tr;
  const el = {
    strategies: $("strategies"), mode: $("mode"), budget: $("budget"),
    mistakeLab: $("mistake-lab"), mistakes: $("mistakes"), bottom: $("mistake-bottom"),
  };
  const switches = features.filter((feature) => feature.toggle)
    .map((feature) => ({ feature, ...feature.toggle, box: $(feature.toggle.id) }));
  const on = (element, type, handler) => element.addEventListener(type, handler, { signal });

  // Each puzzle's own fields, wired once; only the chosen puzzle's panel shows.
  const forms = Object.fromEntries(PUZZLES.filter((puzzle) => puzzle.form).map((puzzle) =>
    [puzzle.name, puzzle.form.wire({ $, lab, core, tr, signal })]));

  /** At most four lanes and at least one: the boxes that would break that are disabled. */
  function limitLanes() {
    const boxes = [...el.strategies.querySelectorAll("input"), ...el.mistakes.querySelectorAll("input")];
    const count = boxes.filter((b) => b.checked).length;
    for (const box of boxes) box.disabled = (box.checked && count === 1) || (!box.checked && count >= MAX_LANES);
  }

  function show() {
    const { setup } = lab;
    for (const tab of tabs) {
      const selected = tab.dataset.puzzle === setup.puzzle;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    for (const { name } of PUZZLES) $(`setup-${name}`).hidden = name !== setup.puzzle;
    // Every tab shows its own instance, also the hidden ones (a link may hold each).
    for (const form of Object.values(forms)) form.show();
    el.mode.value = setup.mode;
    el.budget.value = String(setup.budget);
    // A program runs as it is written: where only programs race, first or all and the budget
    // of nodes have nothing to stop.
    const programsOnly = puzzleNamed(setup.puzzle).strategies.length === 0;
    el.mode.closest("label").hidden = programsOnly;
    el.budget.closest("label").hidden = programsOnly;
    const chip = (name, text) => {
      const label = document.createElement("label");
      label.className = "chip";
      const box = document.createElement("input");
      box.type = "checkbox";
      box.value = name;
      box.checked = setup.strategies.includes(name);
      label.append(box, ` ${text}`);
      return label;
    };
    const chips = (names) => names.map((name) => chip(name, strategyName(t, setup.puzzle, name)));
    const { strategies, mistakes } = puzzleNamed(setup.puzzle);
    // The learner's own programs race beside the strategies.
    el.strategies.replaceChildren(...chips([...strategies, ...programLanesOf(setup.puzzle)]));
    // The mistake lab's broken copies of occupancy, a group of their own.
    el.mistakes.replaceChildren(...chips(mistakes));
    el.mistakeLab.hidden = mistakes.length === 0;
    const bottom = bottomButton(lab, t, "mistake.bottom.chooser");
    el.bottom.replaceChildren(...(bottom ? [bottom] : []));
    for (const { box, field } of switches) box.checked = setup[field];
    limitLanes();
  }

  function switchPuzzle(puzzle) {
    const { setup } = lab;
    if (puzzle === setup.puzzle) return;
    const fresh = defaults(puzzle);
    // Every tab keeps its instance and the lab its switches; the puzzle brings its own mode,
    // and its lanes unless some of the raced ones are its too.
    lab.setup = { ...setup, puzzle, mode: fresh.mode,
      strategies: setup.strategies.filter((s) => laneNames(puzzle).includes(s)) };
    if (lab.setup.strategies.length === 0) lab.setup.strategies = fresh.strategies;
    show();
    lab.rebuild();
  }

  for (const tab of tabs) {
    on(tab, "click", () => switchPuzzle(tab.dataset.puzzle));
    // Arrows move to the tab before or after (round the ends), Home and End to the first
    // and last: the tab that takes focus is chosen.
    on(tab, "keydown", (event) => {
      const i = tabs.indexOf(tab);
      const next = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      const other = tabs[(next + tabs.length) % tabs.length];
      other.focus();
      switchPuzzle(other.dataset.puzzle);
    });
  }
  const choose = () => {
    const chosen = [...el.strategies.querySelectorAll("input:checked"), ...el.mistakes.querySelectorAll("input:checked")]
      .map((b) => b.value);
    lab.setup.strategies = laneNames(lab.setup.puzzle).filter((s) => chosen.includes(s));
    limitLanes();
    const bottom = bottomButton(lab, t, "mistake.bottom.chooser");
    el.bottom.replaceChildren(...(bottom ? [bottom] : []));
    lab.rebuild();
  };
  on(el.strategies, "change", choose);
  on(el.mistakes, "change", choose);
  for (const { feature, box, field } of switches) {
    on(box, "change", () => {
      lab.setup[field] = box.checked;
      lab.refresh(feature);
    });
  }
  on(el.mode, "change", () => {
    lab.setup.mode = el.mode.value;
    lab.rebuild();
  });
  on(el.budget, "change", () => {
    const budget = Number(el.budget.value);
    // Only a budget the link can hold exactly (digits, no exponent), so the URL reads it back.
    if (Number.isSafeInteger(budget) && budget >= 1 && budget <= MAX_BUDGET) {
      lab.setup.budget = budget;
      lab.rebuild();
    } else {
      el.budget.value = String(lab.setup.budget);
    }
  });
  return { show };
}
