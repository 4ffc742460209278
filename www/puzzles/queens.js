// N-Queens on the page: n queens on an n × n board, one a row, none attacking another. Its
// instance is n (the link's `n`), its board the queens' columns row by row; its sentences name
// rows and columns counted from 1; its set-up panel holds n and the counter of every solution
// (count-form.js). The mistake lab's broken copies of occupancy race as lanes of their own.

import { drawQueensBoard } from "../canvas/render.js";
import { commonEvent } from "../words/words.js";

/** The largest board the page animates (the counter goes further, count-form.js). */
export const MAX_ANIMATED_N = 12;

/** The largest board whose search tree is drawn (tree-view.js). */
export const TREE_MAX_QUEENS = 7;

/** n!/(n−k)!: n (n−1) … (n−k+1), the permutation tree's nodes at depth k. */
export function fallingPower(n, k) {
  let product = 1;
  for (let i = 0; i < k; i++) product *= n - i;
  return product;
}

/** A square as sentence parameters, counted from 1, under `prefix` (row, with_row, ...). */
function square(cell, prefix = "") {
  return { [`${prefix}row`]: cell.row + 1, [`${prefix}col`]: cell.col + 1 };
}

export const queens = {
  name: "queens",
  strategies: ["naive", "permutation", "pruned", "occupancy"],
  mistakes: ["forget-undo", "forget-diagonal", "forget-anti-diagonal"],
  params: ["n"],
  defaults: () => ({ strategies: ["naive", "permutation", "pruned"], mode: "all", n: 6 }),

  read(params, setup, { tr, note, quote, wholeNumber }) {
    if (!params.has("n")) return;
    const n = wholeNumber(params.get("n"), 1, MAX_ANIMATED_N);
    if (n !== null) setup.n = n;
    else note(tr.t("url.note.bad_n", { max: MAX_ANIMATED_N, value: quote(params.get("n")), n: setup.n }));
  },
  write(setup, params) {
    params.set("n", String(setup.n));
  },
  setupText: (setup) => String(setup.n),

  counters: [],
  code: {
    naive: { lines: 9, on: { leaf_check: 2, solution: 3, try: 5, place: 6, undo: 8 } },
    permutation: { lines: 9, on: { leaf_check: 2, solution: 3, try: 5, place: 6, undo: 8 } },
    pruned: { lines: 8, on: { solution: 1, try: 2, reject: 4, place: 5, undo: 7 } },
    occupancy: { lines: 8, on: { solution: 1, try: 2, reject: 4, place: 5, undo: 7 } },
  },

  describe(tr, event, stats) {
    const { t } = tr;
    const at = square(event?.at ?? { row: 0, col: 0 });
    switch (event?.kind) {
      case "try":
      case "undo":
        return t(`event.${event.kind}.queens`, at);
      case "place":
        return t("event.place.queens", { ...at, node: stats.nodes });
      case "reject":
        return t(`event.reject.queens.${event.conflict.rule}`, { ...at, ...square(event.conflict.with, "with_") });
      case "leaf_check":
        if (!event.clash) break;
        return t(`event.leaf_check.queens.${event.clash.rule}`,
          { ...square(event.clash.first, "first_"), ...square(event.clash.second, "second_") });
    }
    return commonEvent(tr, event, stats);
  },

  board(lane, instance, { finished, program }) {
    const queens = Array.from(finished ? lane.solution() : lane.board());
    // A program may keep its own n (lesson 000's tries 1 to 8): its view says which, and a
    // solution it found is complete.
    if (!program) return { n: instance.n, queens };
    return { n: (finished ? queens.length : lane.view().n) || instance.n, queens };
  },
  draw(canvas, board, { event, solved }) {
    canvas.dataset.queens = board.queens.join(",");
    drawQueensBoard(canvas, { n: board.n, queens: board.queens, event, solved });
  },
  label: (tr, board, strategy) =>
    tr.t("lane.board.queens", { strategy, placed: board.queens.length, size: board.n }),
  alt(tr, board, sentence) {
    const { t } = tr;
    if (board.queens.length === 0) return t("board.alt.queens_empty", { event: sentence });
    return t("board.alt.queens", {
      n: board.queens.length,
      columns: board.queens.map((col) => tr.number(col + 1)).join(t("list.separator")),
      event: sentence,
    });
  },
  what: (tr, setup) => tr.t("share.what.queens", { count: setup.n }),
  levels: (setup, t) => ({
    depths: setup.n,
    caption: t("levels.caption.queens", { n: setup.n }),
    columns: [
      { id: "power", heading: t("levels.power.queens"), value: (k) => setup.n ** k },
      { id: "falling", heading: t("levels.falling"), value: (k) => fallingPower(setup.n, k) },
    ],
  }),
  tree: {
    fits: (setup) => setup.n <= TREE_MAX_QUEENS,
    tooLarge: (t, setup) => t("search_tree.too_large.queens", { n: setup.n, max: TREE_MAX_QUEENS }),
    rules: ["column", "diagonal", "anti_diagonal"],
    /** The sign under a cut: which line it shares with a queen already placed. */
    signs: { column: "|", diagonal: "\\", anti_diagonal: "/" },
    /** The number a node shows: the queen's column, counted from 1. */
    value: (node) => node.value + 1,
    node: (tr, node) => tr.t("search_tree.node.queens", { ...square(node.at), step: node.step }),
    stub: (tr, stub, rule) => tr.t("search_tree.stub.queens", { ...square(stub.at), rule, ...square(stub.conflict.with, "with_") }),
  },

  form: {
    markup(text) {
      const n = "<var>n</var>";
      return `
        <label class="field">${text("setup.queens.size")} ${n}
          <input id="queens-n" type="number" min="1" max="${MAX_ANIMATED_N}" value="6" inputmode="numeric">
        </label>
        <p id="queens-error" class="error" role="alert" hidden></p>
        <form id="count-form" class="count" novalidate>
          <label class="field">${text("count.label")} ${n} =
            <input id="count-n" type="number" min="1" value="12" inputmode="numeric">
          </label>
          <button id="count" type="submit">${text("count.button")}</button>
          <button id="count-cancel" type="button" hidden>${text("count.cancel")}</button>
          <progress id="count-progress" max="1" value="0" hidden></progress>
          <output id="count-result" for="count-n" aria-live="polite"></output>
        </form>`;
    },
    wire({ $, lab, tr, signal }) {
      const size = $("queens-n");
      const error = $("queens-error");
      size.addEventListener("change", () => {
        const n = Number(size.value);
        if (!Number.isInteger(n) || n < 1 || n > MAX_ANIMATED_N) {
          error.hidden = false;
          error.textContent = tr.t("setup.queens.size_error", { max: MAX_ANIMATED_N });
          return;
        }
        error.hidden = true;
        lab.setup.n = n;
        lab.rebuild();
      }, { signal });
      return {
        show() {
          size.value = String(lab.setup.n);
          // The field shows the board in use again, so an error about a refused n no longer applies.
          error.hidden = true;
        },
      };
    },
  },
};
