// The lessons' per-level table, the chart's second view: for each depth k (queens or digits
// placed, moves made, ...), the nodes each lane has visited at that depth, beside the closed
// forms of the trees without checks that the puzzle knows (www/puzzles/: n^k for the naive
// tree and n!/(n−k)! for the permutation tree of N-Queens, size^k for the naive tree of a
// Sudoku with its empty cells). A lane's count that equals a closed form is marked, so the
// learner sees which tree a lane walks and where the checks cut. The lab's feature `levels`
// (at the end) shows either this table or the chart (canvas/chart.js) under the race.

import { puzzleNamed } from "../puzzles/registry.js";
import { drawChart } from "../canvas/chart.js";
import { ink } from "../canvas/ink.js";

/**
 * The closed forms beside the lanes ({ depths, caption, columns: [{ id, heading, value(k) }] }):
 * the puzzle's module gives them (www/puzzles/); a puzzle without closed forms shows its
 * lanes' counts alone, and with `depths` null its rows grow with the deepest lane.
 */
export function closedForms(setup, t) {
  return puzzleNamed(setup.puzzle).levels(setup, t);
}

const SUPERSCRIPT = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" };

/** A count as the table shows it: exact while readable, then "1.8 × 10⁵⁷". */
export function formatLevel(value, t, number) {
  if (value < 1e12) return number(Math.round(value));
  const exponent = Math.floor(Math.log10(value));
  return t("format.power", {
    mantissa: number(value / 10 ** exponent, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    exponent: [...String(exponent)].map((c) => SUPERSCRIPT[c]).join(""),
  });
}

/** The table inside `container`, for the lanes named `names` (strategy ids in `strategies`). */
export class LevelsTable {
  constructor(container, { t, number, setup, names }) {
    this.t = t;
    this.number = number;
    const forms = closedForms(setup, t);
    this.forms = forms;
    const table = document.createElement("table");
    table.className = "levels-table";
    table.createCaption().textContent = t("levels.title");
    const note = document.createElement("p");
    note.className = "hint";
    note.textContent = forms.caption;
    // The table scrolls in its own box (a long Sudoku, a phone), which keyboards can reach.
    const box = document.createElement("div");
    box.className = "levels-scroll";
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", t("levels.region"));
    // Its keys scroll the table and do not reach the transport.
    box.addEventListener("keydown", (event) => {
      if (/^(Arrow|Page|Home$|End$)/.test(event.key)) event.stopPropagation();
    });
    const head = table.createTHead().insertRow();
    const th = (row, text, scope, className = "") => {
      const cell = document.createElement("th");
      cell.scope = scope;
      cell.textContent = text;
      if (className) cell.className = className;
      row.append(cell);
      return cell;
    };
    th(head, t("levels.depth"), "col");
    setup.strategies.forEach((strategy, i) => { th(head, names[i], "col").dataset.column = strategy; });
    for (const form of forms.columns) th(head, form.heading, "col", "form").dataset.column = form.id;
    const body = table.createTBody();
    this.cells = [];
    /** A row for depth k: the lanes' cells, then the closed forms'. */
    this.addRow = (k) => {
      const row = body.insertRow();
      row.dataset.depth = String(k);
      th(row, number(k), "row");
      this.cells.push(setup.strategies.map((strategy) => {
        const cell = row.insertCell();
        cell.dataset.column = strategy;
        return cell;
      }));
      for (const form of forms.columns) {
        const cell = row.insertCell();
        cell.className = "form";
        cell.dataset.column = form.id;
        cell.textContent = formatLevel(form.value(k), t, number);
      }
    };
    // Without closed forms (a program's own problem) the table is as deep as the lanes go.
    for (let k = 0; k <= (forms.depths ?? 0); k++) this.addRow(k);
    const foot = table.createTFoot().insertRow();
    foot.dataset.depth = "total";
    th(foot, t("levels.total"), "row");
    this.totals = setup.strategies.map((strategy) => {
      const cell = foot.insertCell();
      cell.dataset.column = strategy;
      return cell;
    });
    for (const form of forms.columns) {
      const cell = foot.insertCell();
      cell.className = "form";
      cell.dataset.column = form.id;
      let sum = 0;
      for (let k = 0; k <= (forms.depths ?? 0); k++) sum += form.value(k);
      cell.textContent = formatLevel(sum, t, number);
    }
    box.append(table);
    container.replaceChildren(note, box);
  }

  /** Fills the lanes' columns: `counts[i][k]` is lane i's nodes at depth k so far. */
  show(counts) {
    const { forms } = this;
    if (forms.depths === null) {
      const deepest = Math.max(0, ...counts.map((lane) => (lane?.length ?? 0) - 1));
      while (this.cells.length <= deepest) this.addRow(this.cells.length);
    }
    this.cells.forEach((row, k) => row.forEach((cell, i) => {
      const value = counts[i]?.[k] ?? 0;
      const text = formatLevel(value, this.t, this.number);
      if (cell.textContent !== text) cell.textContent = text;
      // Depths 0 and 1 are the same in every tree; from depth 2 on, a match says which tree.
      const match = value > 0 && k >= 2 ? forms.columns.find((form) => form.value(k) === value) : null;
      const id = match?.id ?? "";
      if ((cell.dataset.matches ?? "") !== id) {
        if (id) {
          cell.dataset.matches = id;
          cell.title = this.t("levels.matches", { form: match.heading });
        } else {
          delete cell.dataset.matches;
          cell.removeAttribute("title");
        }
      }
    }));
    this.totals.forEach((cell, i) => {
      const text = formatLevel((counts[i] ?? []).reduce((sum, v) => sum + v, 0), this.t, this.number);
      if (cell.textContent !== text) cell.textContent = text;
    });
  }
}

/**
 * The lab's feature (lab/features.js) under the race: the nodes per depth of every lane, as the
 * chart or as the per-level table (`table=1`; the chart's Chart / Table switch).
 */
export const levels = {
  params: ["table"],
  defaults: () => ({ table: false }),
  read(params, setup, { tr, note, quote }) {
    if (!params.has("table")) return;
    const value = params.get("table");
    if (value === "1" || value === "0") setup.table = value === "1";
    else note(tr.t("search_tree.note.bad_flag", { name: "table", value: quote(value) }));
  },
  write(setup, params) {
    if (setup.table) params.set("table", "1");
  },
  attach(lab) {
    const { $, t, tr, number, signal } = lab;
    let table = null;
    function showTable() {
      const on = lab.setup.table;
      $("chart").hidden = on;
      $("levels").hidden = !on;
      if (lab.full) $("chart-hint").hidden = on;
      lab.element.querySelector(".log-scale").hidden = on;
      $("show-chart").setAttribute("aria-pressed", String(!on));
      $("show-table").setAttribute("aria-pressed", String(on));
      lab.invalidate();
    }
    $("log-scale").addEventListener("change", () => lab.invalidate(), { signal });
    for (const [id, on] of [["show-chart", false], ["show-table", true]]) {
      $(id).addEventListener("click", () => {
        lab.setup.table = on;
        showTable();
        lab.recordSetup();
      }, { signal });
    }
    return {
      rebuild() {
        table = null;
        showTable();
      },
      show({ stats }) {
        const { setup, views } = lab;
        if (setup.table) {
          table ??= new LevelsTable($("levels"), { t, number, setup, names: views.map((view) => view.name) });
          table.show(stats.map((laneStats) => laneStats.nodes_per_depth));
          return;
        }
        drawChart($("chart"), stats.map((laneStats, i) => ({
          id: setup.strategies[i],
          label: views[i].name,
          colour: ink(views[i].element, "--lane-colour") || views[i].element.dataset.colour,
          counts: laneStats.nodes_per_depth,
        })), { log: $("log-scale").checked, tr });
      },
    };
  },
};
