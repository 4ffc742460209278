// The page's entry point: reads the setup from the URL, builds the race and its lanes, and
// wires the set-up controls, the transport, the editor and the chart together.

import { ready } from "./core.js";
import { LaneView } from "./lanes.js";
import { Race } from "./race.js";
import { Transport } from "./transport.js";
import { SudokuEditor } from "./editor.js";
import { drawChart } from "./chart.js";
import { SolutionCounter, MAX_COUNT_N } from "./count.js";
import { formatCount } from "./words.js";
import { readSetup, writeSetup, defaults, PUZZLE_STRATEGIES, MAX_LANES, MAX_ANIMATED_N, MAX_BUDGET } from "./url.js";

const LANE_COLOURS = ["#c0282f", "#a05a00", "#2f5d8a", "#2d8a4e"];

const $ = (id) => document.getElementById(id);
const el = {
  note: $("note"),
  tabs: [...document.querySelectorAll("[role=tab]")],
  setupQueens: $("setup-queens"),
  setupSudoku: $("setup-sudoku"),
  n: $("queens-n"),
  queensError: $("queens-error"),
  strategies: $("strategies"),
  mode: $("mode"),
  budget: $("budget"),
  lanes: $("lanes"),
  chart: $("chart"),
  logScale: $("log-scale"),
  showCode: $("show-code"),
};

let core;
let setup;
let race = null;
let views = [];
let transport;
let editor;

function showNotes(notes) {
  el.note.hidden = notes.length === 0;
  el.note.textContent = notes.length ? `This link was partly read: ${notes.join("; ")}.` : "";
}

/** Rebuilds the race from `setup` and records it in the URL. */
function rebuild() {
  race?.free();
  race = new Race(core, setup, setup.strategies);
  views = setup.strategies.map((strategy, i) => new LaneView(setup, strategy, LANE_COLOURS[i]));
  el.lanes.replaceChildren(...views.map((view) => view.element));
  el.lanes.dataset.count = String(views.length);
  recordSetup();
  transport?.pause();
  transport?.cancel();
  transport?.invalidate();
}

let boardsDrawn = false;

function render() {
  const stats = race.lanes.map((lane, i) => views[i].show(lane));
  if (!boardsDrawn) {
    boardsDrawn = true;
    performance.mark("first-board");
  }
  drawChart(el.chart, stats.map((laneStats, i) => ({
    label: setup.strategies[i],
    colour: LANE_COLOURS[i],
    counts: laneStats.nodes_per_depth,
  })), { log: el.logScale.checked });
}

/** Writes the setup into the URL, so a link reproduces it. */
function recordSetup() {
  history.replaceState(null, "", writeSetup(setup) + location.hash);
}

function showCode() {
  el.showCode.checked = setup.code;
  el.lanes.classList.toggle("with-code", setup.code);
  transport?.invalidate();
}

function showSetup() {
  for (const tab of el.tabs) {
    const selected = tab.dataset.puzzle === setup.puzzle;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  el.setupQueens.hidden = setup.puzzle !== "queens";
  el.setupSudoku.hidden = setup.puzzle !== "sudoku";
  el.n.value = String(setup.n);
  el.mode.value = setup.mode;
  el.budget.value = String(setup.budget);
  el.strategies.innerHTML = PUZZLE_STRATEGIES[setup.puzzle].map((name) => `
    <label class="chip"><input type="checkbox" value="${name}" ${setup.strategies.includes(name) ? "checked" : ""}> ${name}</label>`).join("");
  if (setup.puzzle === "sudoku") editor.load(setup.grid);
  showCode();
  limitLanes();
}

/** At most four lanes and at least one: the boxes that would break that are disabled. */
function limitLanes() {
  const boxes = [...el.strategies.querySelectorAll("input")];
  const count = boxes.filter((b) => b.checked).length;
  for (const box of boxes) box.disabled = (box.checked && count === 1) || (!box.checked && count >= MAX_LANES);
}

function switchPuzzle(puzzle) {
  if (puzzle === setup.puzzle) return;
  const fresh = defaults(puzzle);
  setup = { ...fresh, n: setup.n, grid: setup.grid, budget: setup.budget, speed: setup.speed, code: setup.code,
    strategies: setup.strategies.filter((s) => PUZZLE_STRATEGIES[puzzle].includes(s)) };
  if (setup.strategies.length === 0) setup.strategies = fresh.strategies;
  showSetup();
  rebuild();
}

function wire() {
  for (const tab of el.tabs) {
    tab.addEventListener("click", () => switchPuzzle(tab.dataset.puzzle));
    tab.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      event.stopPropagation();
      const other = el.tabs.find((t) => t !== tab);
      other.focus();
      switchPuzzle(other.dataset.puzzle);
    });
  }
  el.n.addEventListener("change", () => {
    const n = Number(el.n.value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_ANIMATED_N) {
      el.queensError.hidden = false;
      el.queensError.textContent = `Choose a whole number n from 1 to ${MAX_ANIMATED_N} (the race animates up to ${MAX_ANIMATED_N}).`;
      return;
    }
    el.queensError.hidden = true;
    setup.n = n;
    rebuild();
  });
  el.strategies.addEventListener("change", () => {
    const chosen = [...el.strategies.querySelectorAll("input:checked")].map((b) => b.value);
    setup.strategies = PUZZLE_STRATEGIES[setup.puzzle].filter((s) => chosen.includes(s));
    limitLanes();
    rebuild();
  });
  el.mode.addEventListener("change", () => {
    setup.mode = el.mode.value;
    rebuild();
  });
  el.budget.addEventListener("change", () => {
    const budget = Number(el.budget.value);
    // Only a budget the link can hold exactly (digits, no exponent), so the URL reads it back.
    if (Number.isSafeInteger(budget) && budget >= 1 && budget <= MAX_BUDGET) {
      setup.budget = budget;
      rebuild();
    } else {
      el.budget.value = String(setup.budget);
    }
  });
  el.logScale.addEventListener("change", () => transport.invalidate());
  el.showCode.addEventListener("change", () => {
    setup.code = el.showCode.checked;
    showCode();
    recordSetup();
  });
  wireCounter();
  new ResizeObserver(() => transport.invalidate()).observe(el.lanes);
}

/** "Count all solutions": Web Workers count, the page shows progress and can cancel. */
function wireCounter() {
  const counter = new SolutionCounter(new URL("./count-worker.js", import.meta.url));
  const form = $("count-form"), input = $("count-n"), button = $("count"), cancel = $("count-cancel");
  const bar = $("count-progress"), result = $("count-result");
  const rate = (p) => (p.elapsed > 0 ? ` · ${formatCount(Math.round(p.nodes / (p.elapsed / 1000)))} nodes/s` : "");
  const seconds = (p) => `${(p.elapsed / 1000).toFixed(p.elapsed < 10000 ? 2 : 1)} s`;
  const running = (on) => {
    button.disabled = on;
    cancel.hidden = !on;
    bar.hidden = !on;
  };
  // Each count is numbered: only the latest one may write the result or end "running".
  let latest = 0;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const n = Number(input.value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
      result.dataset.solutions = "";
      result.dataset.state = "refused";
      result.textContent = `Choose a whole number n from 1 to ${MAX_COUNT_N}.`;
      return;
    }
    const mine = ++latest;
    running(true);
    bar.value = 0;
    result.dataset.solutions = "";
    result.dataset.state = "counting";
    result.textContent = `Counting n = ${n}…`;
    try {
      const done = await counter.count(n, (p) => {
        if (mine !== latest) return;
        bar.value = p.done / p.total;
        result.textContent = `Counting n = ${n}: ${Math.round((100 * p.done) / p.total)}% · ${seconds(p)}${rate(p)}`;
      });
      if (mine !== latest) return;
      if (done) {
        result.dataset.solutions = String(done.solutions);
        result.dataset.state = "done";
        result.textContent = `n = ${n}: ${formatCount(done.solutions)} solution${done.solutions === 1 ? "" : "s"} · ${seconds(done)}${rate(done)} · ${done.workers} worker${done.workers === 1 ? "" : "s"}`;
      } else {
        result.dataset.state = "cancelled";
        result.textContent = `Cancelled.`;
      }
    } catch (error) {
      if (mine !== latest) return;
      result.dataset.state = "failed";
      result.textContent = `The count failed: ${error.message}`;
    } finally {
      if (mine === latest) running(false);
    }
  });
  cancel.addEventListener("click", () => counter.cancel());
}

async function start() {
  core = await ready;
  const read = readSetup(location.search, (text) => core.checkSudoku(text));
  setup = read.setup;
  showNotes(read.notes);
  editor = new SudokuEditor({
    canvas: $("editor"), preset: $("preset"), paste: $("paste"), usePaste: $("use-paste"),
    error: $("sudoku-error"), check: (text) => core.checkSudoku(text),
    solveButton: $("solve-now"), solveResult: $("solve-result"), solve: (text) => core.solveSudoku(text),
    onPuzzle: (grid) => {
      if (grid === setup.grid && race) return;
      setup.grid = grid;
      rebuild();
    },
  });
  showSetup();
  rebuild();
  transport = new Transport({
    play: $("play"), forward: $("forward"), back: $("back"), restart: $("restart"), end: $("end"),
    nextSolution: $("next-solution"), nextBacktrack: $("next-backtrack"), cancel: $("cancel"),
    speed: $("speed"), speedText: $("speed-text"), timeline: $("timeline"), stepText: $("step-text"),
    progress: $("progress"), progressText: $("progress-text"),
  }, {
    race: () => race,
    render,
    onSpeed: (position) => {
      setup.speed = position;
      recordSetup();
    },
  });
  transport.setSpeed(setup.speed);
  wire();
  document.body.dataset.ready = "true";
}

start().catch((error) => {
  el.note.hidden = false;
  el.note.dataset.kind = "error";
  el.note.textContent = `The solver could not start: ${error.message}`;
  console.error(error);
});
