// The page's set-up controls (full chrome only): the puzzle tabs, n, the lanes' strategies,
// first or all solutions, the budget, "show each lane's code", and the Sudoku editor. Each
// change edits the lab's setup and rebuilds the race; the lab records it in the URL. Its words
// are the lab's (strategies by their names in the lab's language, never their ids).

import { SudokuEditor } from "./editor.js";
import { strategyName } from "./lanes.js";
import { defaults, PUZZLE_STRATEGIES, MISTAKES, laneNames, MAX_LANES, MAX_ANIMATED_N, MAX_BUDGET } from "./url.js";
import { bottomButton } from "./mistakes.js";

/**
 * Wires the controls found by `$` to `lab`, which holds `setup` and does `rebuild()`,
 * `recordSetup()`, `showCode()` and `invalidate()`. Returns { show } to show the setup.
 */
export function wireSetupForm({ $, tabs, core, lab, signal, tr }) {
  const { t } = tr;
  const el = {
    setupQueens: $("setup-queens"), setupSudoku: $("setup-sudoku"), n: $("queens-n"),
    queensError: $("queens-error"), strategies: $("strategies"), mode: $("mode"), budget: $("budget"),
    logScale: $("log-scale"), showCode: $("show-code"), showTree: $("show-tree"),
    mistakeLab: $("mistake-lab"), mistakes: $("mistakes"), bottom: $("mistake-bottom"),
    predict: $("predict"), showLog: $("show-log"),
  };
  const on = (element, type, handler) => element.addEventListener(type, handler, { signal });

  const editor = new SudokuEditor({
    canvas: $("editor"), preset: $("preset"), paste: $("paste"), usePaste: $("use-paste"),
    error: $("sudoku-error"), check: (text) => core.checkSudoku(text),
    solveButton: $("solve-now"), solveResult: $("solve-result"), solve: (text) => core.solveSudoku(text),
    alt: $("editor-alt"), spoken: $("editor-spoken"), tr,
    onPuzzle: (grid) => {
      if (grid === lab.setup.grid && lab.race) return;
      lab.setup.grid = grid;
      lab.rebuild();
    },
  });

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
    el.setupQueens.hidden = setup.puzzle !== "queens";
    el.setupSudoku.hidden = setup.puzzle !== "sudoku";
    el.n.value = String(setup.n);
    // The field shows the board in use again, so an error about a refused n no longer applies.
    el.queensError.hidden = true;
    el.mode.value = setup.mode;
    el.budget.value = String(setup.budget);
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
    el.strategies.replaceChildren(...chips(PUZZLE_STRATEGIES[setup.puzzle]));
    // The mistake lab's broken copies of occupancy, a group of their own.
    el.mistakes.replaceChildren(...chips(MISTAKES[setup.puzzle]));
    el.mistakeLab.hidden = MISTAKES[setup.puzzle].length === 0;
    const bottom = bottomButton(lab, t, "mistake.bottom.chooser");
    el.bottom.replaceChildren(...(bottom ? [bottom] : []));
    el.predict.checked = setup.predict;
    el.showLog.checked = setup.log;
    if (setup.puzzle === "sudoku") editor.load(setup.grid);
    lab.showCode();
    lab.showTree();
    limitLanes();
  }

  function switchPuzzle(puzzle) {
    const { setup } = lab;
    if (puzzle === setup.puzzle) return;
    const fresh = defaults(puzzle);
    lab.setup = { ...fresh, n: setup.n, grid: setup.grid, budget: setup.budget, speed: setup.speed, code: setup.code,
      tree: setup.tree, table: setup.table,
      lesson: setup.lesson, predict: setup.predict, guesses: setup.guesses, log: setup.log,
      strategies: setup.strategies.filter((s) => laneNames(puzzle).includes(s)) };
    if (lab.setup.strategies.length === 0) lab.setup.strategies = fresh.strategies;
    show();
    lab.rebuild();
  }

  for (const tab of tabs) {
    on(tab, "click", () => switchPuzzle(tab.dataset.puzzle));
    on(tab, "keydown", (event) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      event.stopPropagation();
      const other = tabs.find((t) => t !== tab);
      other.focus();
      switchPuzzle(other.dataset.puzzle);
    });
  }
  on(el.n, "change", () => {
    const n = Number(el.n.value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_ANIMATED_N) {
      el.queensError.hidden = false;
      el.queensError.textContent = t("setup.queens.size_error", { max: MAX_ANIMATED_N });
      return;
    }
    el.queensError.hidden = true;
    lab.setup.n = n;
    lab.rebuild();
  });
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
  on(el.predict, "change", () => {
    lab.setup.predict = el.predict.checked;
    lab.updatePanels();
  });
  on(el.showLog, "change", () => {
    lab.setup.log = el.showLog.checked;
    lab.updatePanels();
  });
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
  on(el.showCode, "change", () => {
    lab.setup.code = el.showCode.checked;
    lab.showCode();
    lab.recordSetup();
  });
  on(el.showTree, "change", () => {
    lab.setup.tree = el.showTree.checked;
    lab.showTree();
    lab.recordSetup();
  });
  return { show };
}
