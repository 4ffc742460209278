// Your own problem on the page: the tab for a backtracking program that solves no puzzle of
// the lab (permutations, subsets, combination sums, parentheses, palindrome partitions). It has
// no instance and no strategies: up to four program lanes race on it, each a preset of a
// naive and pruned pair (programs.js) or the learner's own. Its picture is the search tree of
// the recursive function's calls, each labelled with what it chose; in place of a board a lane
// draws the state its innermost call has built (state-row.js) and the call itself. Its link
// is `puzzle=program` and the programs' own parameters.

import { drawStateRow } from "../canvas/state-row.js";

export const own = {
  name: "program",
  strategies: [],
  mistakes: [],
  /** As many program lanes as a race has lanes: every lane here is a program. */
  programLanes: 4,
  /** The presets the lanes start with, lane by lane: a pair that differs by one cut. */
  startPrograms: ["own_subset_sum_naive", "own_subset_sum_pruned", "own_permutations_scan", "own_permutations_selected"],
  /** A program's counters here: no board is complete or not, so no complete boards. */
  programCounters: ["steps", "nodes", "rejected", "dead_ends", "depth", "solutions"],
  params: [],
  defaults: () => ({ strategies: ["program", "program-2"], mode: "all" }),
  read() {},
  write() {},
  setupText: () => "",

  counters: [],
  code: {},
  describe: () => "",

  board: (lane) => lane.view(),
  draw(canvas, board, { solved }) {
    canvas.dataset.state = board.state?.join(",") ?? "";
    drawStateRow(canvas, { ...board, solved });
  },
  label(tr, board, strategy) {
    if (!board.state) return tr.t("lane.board.program_call", { strategy, call: board.call ?? "" });
    return tr.t("lane.board.program", { strategy, name: board.name, count: board.len });
  },
  alt(tr, board, sentence) {
    const { t } = tr;
    const said = board.state
      ? t("board.alt.program", {
        name: board.name, count: board.len, items: board.state.join(t("list.separator")), call: board.call ?? "", event: sentence,
      })
      : t(board.call ? "board.alt.program_call" : "board.alt.program_none", { call: board.call ?? "", event: sentence });
    return [said, ...aside(tr, board)].join(" ");
  },
  what: (tr) => tr.t("share.what.program"),
  /** No closed form: the table has a row for each depth the lanes reach. */
  levels: (setup, t) => ({ depths: null, caption: t("levels.caption.program"), columns: [] }),
  tree: {
    fits: () => true,
    tooLarge: () => "",
    /** A program's cuts are named by their lines: the tab has no rules of its own. */
    rules: [],
    signs: {},
    value: () => "",
    node: (tr, node) => tr.t("search_tree.node.program", { step: node.step }),
    stub: (tr, stub) => tr.t("search_tree.stub.line", { line: stub.line ?? 0 }),
  },

  form: {
    markup: (text) => `<p class="hint">${text("setup.program.about")}</p>`,
    wire: () => ({ show() {} }),
  },
};

/** What the picture shows beside the state, in words: where the loop over the choices stands
 *  and what its conditions cut, what the occupancy strips hold, the sets and dicts. */
function aside(tr, { choices, strips = [], tables = [] }) {
  const { t } = tr;
  const list = (items) => items.join(t("list.separator"));
  const said = [];
  if (choices) {
    const items = list(choices.items);
    said.push(choices.current == null
      ? t("board.alt.program.choices_before", { name: choices.name, items })
      : t("board.alt.program.choices", { name: choices.name, items, current: choices.current }));
    if (choices.skipped.length) {
      said.push(t("board.alt.program.skipped", { count: choices.skipped.length, indices: list(choices.skipped) }));
    }
  }
  for (const { name, cells } of strips) {
    const taken = cells.flatMap((on, i) => (on ? [i] : []));
    said.push(taken.length ? t("board.alt.program.strip", { name, indices: list(taken) }) : t("board.alt.program.strip_none", { name }));
  }
  for (const { name, kind, keys, values } of tables) {
    const items = keys.map((key, i) => (kind === "set" ? key : `${key}: ${values[i]}`));
    const written = items.length || kind === "dict" ? `{${list(items)}}` : "set()";
    said.push(t("board.alt.program.table", { name, items: written }));
  }
  return said;
}
