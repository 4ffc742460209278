// The Sudoku editor: presets, a board to type on (click or arrow keys to move, digits to set a
// given, Delete / Backspace / 0 to clear) and a box to paste a puzzle in any format the core
// reads. Whatever the user typed is kept; errors from the core are shown beside the board with
// the offending cells marked, and only a good puzzle reaches the race. The board is a canvas:
// its text alternative (the digits, the cursor's cell) is kept beside it, and each move or
// typed digit is said in a live region, so the editor works without seeing it.

import { drawSudokuBoard } from "../canvas/render.js";
import { cellName, describeSudokuError, digitName, gridRows } from "../words/words.js";
import { escapeHtml } from "../words/html.js";

/** The presets, named by sudoku.preset.<id> in the tables. */
export const PRESETS = [
  { id: "easy_4", grid: "..3.4......2.1.." },
  { id: "easy_6", grid: "1.345645.1232.156.5642.131.645.4531." },
  { id: "lesson_9", grid: "425..8367.6...412..8...2....4...5912..........194..675.3.....8...6....9.194....5." },
  { id: "hard_9", grid: "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4." },
  { id: "unsolvable_4", grid: "3..2....2..4..1." },
  { id: "several_4", grid: "123.....4......." },
  { id: "empty_4", grid: ".".repeat(16) },
  { id: "empty_6", grid: ".".repeat(36) },
  { id: "empty_9", grid: ".".repeat(81) },
  { id: "sixteen_16", grid: ".8.....C37562..F.375.DB..4G.1..C....3..7.F..89.4D2..8.G.1.AE......8.A7.153.F.4D2..1...6.B..4.C.8F.....D.G.9CA...4..D.C98.1E.5F6.2.5.D.4..GC.....19GC...A....D84..E.7.2F5DB.89....DB.....E.7......C9175.EF.2...8.B.6.4.....1A7........A..7..5F...5..3.B26.D..C..." },
];

const SIZES = { 16: 4, 36: 6, 81: 9, 256: 16 };

/** A cell of a puzzle line as a digit: 1–9, A–G (10–16, either case); anything else 0. */
function digitOf(c) {
  const value = parseInt(c, 17);
  return value >= 1 ? value : 0;
}

export class SudokuEditor {
  /**
   * `check(text)` is sudoku.js's checkGrid; `onPuzzle(line)` receives every good puzzle; `alt`
   * holds the board's text alternative and `spoken` is a live region; `tr` is the lab's translator.
   */
  constructor({ canvas, preset, paste, usePaste, error, check, onPuzzle, solveButton, solveResult, solve, alt, spoken, tr }) {
    Object.assign(this, { canvas, preset, paste, usePaste, error, check, onPuzzle, solveButton, solveResult, solve, alt, spoken, tr });
    /** A solution shown over the givens by "Solve now", until the next edit. */
    this.solution = null;
    solveButton.addEventListener("click", () => this.solveNow());
    this.cells = [];
    this.size = 4;
    this.cursor = { row: 0, col: 0 };
    this.marked = [];
    const { t } = tr;
    preset.innerHTML = PRESETS.map((p, i) => `<option value="${i}">${escapeHtml(t(`sudoku.preset.${p.id}`))}</option>`).join("")
      + `<option value="custom" hidden>${escapeHtml(t("sudoku.preset.custom"))}</option>`;
    preset.addEventListener("change", () => {
      if (preset.value === "custom") return;
      this.load(PRESETS[Number(preset.value)].grid);
      this.commit(this.line());
    });
    canvas.addEventListener("click", (event) => this.click(event));
    canvas.addEventListener("keydown", (event) => this.key(event));
    canvas.addEventListener("focus", () => this.draw());
    canvas.addEventListener("blur", () => this.draw());
    // A new layout (a resized window, the tab shown again) needs a new bitmap to stay crisp.
    new ResizeObserver(() => this.draw()).observe(canvas);
    usePaste.addEventListener("click", () => this.usePasted());
    paste.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) this.usePasted();
    });
  }

  /** Shows a good puzzle line (from a preset, the URL or the race) in the editor. */
  load(line) {
    this.size = SIZES[line.length];
    this.cells = [...line].map(digitOf);
    this.cursor = { row: Math.min(this.cursor.row, this.size - 1), col: Math.min(this.cursor.col, this.size - 1) };
    this.marked = [];
    this.clearSolution();
    const index = PRESETS.findIndex((p) => p.grid === line);
    this.preset.value = index >= 0 ? String(index) : "custom";
    this.showError(null);
    this.draw();
  }

  /** Solves the puzzle in the editor at once (the core's quick solver) and shows the answer. */
  solveNow() {
    const checked = this.check(this.line());
    if (!checked.ok) {
      this.showError(checked);
      this.draw();
      return;
    }
    const start = performance.now();
    const solved = this.solve(checked.grid);
    const ms = performance.now() - start;
    const { t, number } = this.tr;
    const digits = ms < 1 ? 2 : 1;
    const took = t("sudoku.solve.took", {
      time: t("format.milliseconds", { ms: number(ms, { minimumFractionDigits: digits, maximumFractionDigits: digits }) }),
      guesses: t("sudoku.solve.guesses", { count: solved.nodes - 1 }),
      forced: t("sudoku.solve.forced", { count: solved.forced }),
    });
    this.solution = solved.solution ? [...solved.solution].map(digitOf) : null;
    this.solveResult.dataset.status = solved.status;
    this.solveResult.textContent = t({
      finished: "sudoku.solve.unique",
      cap_reached: "sudoku.solve.several",
      no_solution: "sudoku.solve.none",
    }[solved.status], { took });
    this.draw();
  }

  clearSolution() {
    this.solution = null;
    this.solveResult.textContent = "";
    delete this.solveResult.dataset.status;
  }

  line() {
    return this.cells.map((d) => (d ? digitName(d) : ".")).join("");
  }

  draw() {
    const focused = this.canvas.getRootNode().activeElement === this.canvas;
    // On a hidden tab the board is not drawn (measuring it would lay out the page for nothing):
    // the resize observer draws it when the tab is shown and the canvas gets its size.
    if (!this.canvas.closest("[hidden]")) {
      drawSudokuBoard(this.canvas, {
        size: this.size, cells: this.solution ?? this.cells, givens: this.cells,
        cursor: focused ? this.cursor : null, marked: this.marked,
      });
    }
    this.canvas.dataset.grid = (this.solution ?? this.cells).map(digitName).join("");
    const text = this.tr.t("sudoku.editor.alt", {
      size: this.size, rows: gridRows(this.solution ?? this.cells, this.size, this.tr.t), cell: this.cursorName(),
    });
    if (this.alt.textContent !== text) this.alt.textContent = text;
  }

  cursorName() {
    return cellName(this.tr, this.cursor);
  }

  /** Says the cursor's cell and what it holds (after a move or a typed digit). */
  sayCursor() {
    const value = (this.solution ?? this.cells)[this.cursor.row * this.size + this.cursor.col];
    this.spoken.textContent = value
      ? this.tr.t("sudoku.editor.cell", { cell: this.cursorName(), value: digitName(value) })
      : this.tr.t("sudoku.editor.cell_empty", { cell: this.cursorName() });
  }

  showError(checked) {
    this.error.hidden = !checked;
    this.error.textContent = checked ? describeSudokuError(this.tr, checked) : "";
    this.marked = checked?.cells ?? [];
  }

  /** Checks `text` with the core; passes a good puzzle on, or shows what is wrong. */
  commit(text) {
    this.clearSolution();
    const checked = this.check(text);
    if (!checked.ok) {
      this.showError(checked);
      this.draw();
      return false;
    }
    this.showError(null);
    this.draw();
    this.onPuzzle(checked.grid);
    return true;
  }

  usePasted() {
    const text = this.paste.value;
    const checked = this.check(text);
    if (checked.ok) {
      this.load(checked.grid);
      this.onPuzzle(checked.grid);
      return;
    }
    this.showError(checked);
    this.draw();
    if (checked.line) {
      // Select the offending character (or line) in the box; the text stays as typed. The core
      // counts columns in characters, the box in UTF-16 units (an emoji is two).
      const lines = text.split("\n");
      const start = lines.slice(0, checked.line - 1).reduce((sum, l) => sum + l.length + 1, 0);
      const chars = [...(lines[checked.line - 1] ?? "")];
      const from = start + (checked.column ? chars.slice(0, checked.column - 1).join("").length : 0);
      const to = checked.column ? from + (chars[checked.column - 1]?.length ?? 1) : start + chars.join("").length;
      this.paste.focus();
      this.paste.setSelectionRange(from, to);
    }
  }

  click(event) {
    const rect = this.canvas.getBoundingClientRect();
    const col = Math.floor(((event.clientX - rect.left) / rect.width) * this.size);
    const row = Math.floor(((event.clientY - rect.top) / rect.height) * this.size);
    this.cursor = { row: clamp(row, this.size), col: clamp(col, this.size) };
    this.canvas.focus();
    this.draw();
  }

  key(event) {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const index = this.cursor.row * this.size + this.cursor.col;
    if (moves[event.key]) {
      const [dr, dc] = moves[event.key];
      this.cursor = { row: clamp(this.cursor.row + dr, this.size), col: clamp(this.cursor.col + dc, this.size) };
    } else if (/^[1-9a-g]$/i.test(event.key) && digitOf(event.key) <= this.size) {
      // A 16×16 grid's digits past 9 are the letters A to G.
      this.cells[index] = digitOf(event.key);
      this.preset.value = "custom";
      this.commit(this.line());
    } else if (["Delete", "Backspace", "0", "."].includes(event.key)) {
      this.cells[index] = 0;
      this.preset.value = "custom";
      this.commit(this.line());
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    this.draw();
    this.sayCursor();
  }
}

function clamp(value, size) {
  return Math.max(0, Math.min(size - 1, value));
}
