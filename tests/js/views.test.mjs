// The lessons' views without a browser: the search tree's layout and what it shows after a
// step, the per-level table's closed forms, the occupancy arrays a board implies, and the
// pencil marks of a Sudoku grid.

import { test } from "node:test";
import assert from "node:assert/strict";
import { layoutTree, stateAt, currentAt, pathTo, countUpTo, STUB_WIDTH } from "../../www/canvas/tree-layout.js";
import { closedForms, formatLevel } from "../../www/views/levels.js";
import { fallingPower } from "../../www/puzzles/queens.js";
import { lineIndex, arraysOfBoard } from "../../www/views/occupancy-view.js";
import { candidatesOf, digitsOf, fewestCandidates } from "../../www/views/candidates-view.js";
import { translator } from "../../www/words/i18n.js";
import { sameLines } from "../../www/canvas/chart.js";
import "./support/languages.mjs";

/**
 * A small tree in the core's shape: the root tries a (placed at step 2, its child c placed at
 * step 4 and taken back at 6, a cut at step 5; a taken back at 8), a cut at step 9, then b
 * (step 11, a solution at 12, taken back at 13).
 */
function smallTree() {
  const node = (parent, depth, step, left, extra = {}) => ({
    parent, depth, at: { row: depth - 1, col: 0 }, value: 0, step, left,
    children: [], stubs: [], forced: [], ...extra,
  });
  const nodes = [
    { depth: 0, value: 0, step: 0, children: [1, 3], stubs: [1], forced: [] },
    node(0, 1, 2, 8, { children: [2] }),
    node(1, 2, 4, 6, { stubs: [0] }),
    node(0, 1, 11, 13, { end: { kind: "solution", step: 12 } }),
  ];
  const stub = (parent, depth, step, saved) => ({
    parent, depth, step, at: { row: depth - 1, col: 1 }, value: 1,
    conflict: { rule: "column", with: { row: 0, col: 1 } }, saved_nodes: saved, saved_leaves: 1,
  });
  return { nodes, stubs: [stub(2, 3, 5, 1), stub(0, 1, 9, 7)], truncated: false };
}

test("the tree's layout: leaves and cuts side by side in the order tried, parents above the middle", () => {
  const tree = smallTree();
  const layout = layoutTree(tree);
  // Slots: c's cut (0.75), then b's leaf... a's subtree is c's cut; then the root's cut; then b.
  assert.equal(layout.stubX[0], STUB_WIDTH / 2);
  assert.equal(layout.nodeX[2], STUB_WIDTH / 2);
  assert.equal(layout.nodeX[1], STUB_WIDTH / 2);
  assert.equal(layout.stubX[1], STUB_WIDTH + STUB_WIDTH / 2);
  assert.equal(layout.nodeX[3], 2 * STUB_WIDTH + 0.5);
  assert.equal(layout.nodeX[0], (layout.nodeX[1] + layout.nodeX[3]) / 2);
  assert.equal(layout.width, 2 * STUB_WIDTH + 1);
  assert.equal(layout.depth, 3);
  assert.deepEqual(layout.byDepth, [[0], [1, 3], [2]]);
  assert.deepEqual(layout.ends.map((e) => [e.node, e.kind]), [[3, "solution"]]);
});

test("what the tree shows after a step: visited prefixes, where the search stands, what the cuts saved", () => {
  const tree = smallTree();
  const layout = layoutTree(tree);
  assert.equal(countUpTo([0, 2, 4, 11], 3), 2);
  assert.equal(countUpTo([], 3), 0);
  const at = (step) => stateAt(tree, layout, step);
  assert.deepEqual(at(0), { nodes: 1, stubs: 0, ends: 0, forced: 0, current: 0, solutions: 0, saved: 0 });
  assert.equal(at(4).current, 2);
  assert.deepEqual(pathTo(tree.nodes, at(4).current), [0, 1, 2]);
  assert.deepEqual({ ...at(5), current: undefined }, { nodes: 3, stubs: 1, ends: 0, forced: 0, current: undefined, solutions: 0, saved: 1 });
  assert.equal(at(6).current, 1);
  assert.equal(at(8).current, 0);
  assert.equal(at(9).saved, 8);
  assert.equal(at(11).current, 3);
  assert.equal(at(12).solutions, 1);
  assert.equal(currentAt(tree.nodes, layout, 13), 0);
  assert.equal(at(100).nodes, 4);
});

test("the closed forms beside the lanes: nᵏ and n!/(n−k)! for queens, sizeᵏ for Sudoku", () => {
  const { t, number } = translator("en");
  const queens = closedForms({ puzzle: "queens", n: 5 }, t);
  assert.equal(queens.depths, 5);
  assert.deepEqual(queens.columns.map((c) => c.id), ["power", "falling"]);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map(queens.columns[0].value), [1, 5, 25, 125, 625, 3125]);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map(queens.columns[1].value), [1, 5, 20, 60, 120, 120]);
  assert.equal(fallingPower(8, 8), 40320);
  const sudoku = closedForms({ puzzle: "sudoku", grid: "..3.4......2.1.." }, t);
  assert.equal(sudoku.depths, 12);
  assert.equal(sudoku.columns[0].heading, "4ᵏ");
  assert.equal(sudoku.columns[0].value(3), 64);
  assert.equal(formatLevel(3125, t, number), "3,125");
  assert.equal(formatLevel(9 ** 60, t, number), "1.8 × 10⁵⁷");
  assert.equal(formatLevel(9 ** 60, translator("ru").t, translator("ru").number), "1,8 × 10⁵⁷");
});

test("the occupancy arrays a board implies: cols[col], anti[row + col], diag[row − col + n − 1]", () => {
  assert.equal(lineIndex("columns", 2, 1, 6), 1);
  assert.equal(lineIndex("anti_diagonals", 2, 1, 6), 3);
  assert.equal(lineIndex("diagonals", 2, 1, 6), 6);
  assert.equal(lineIndex("diagonals", 0, 5, 6), 0);
  assert.equal(lineIndex("diagonals", 5, 0, 6), 10);
  // Four queens' first solution: columns 1, 3, 0, 2.
  const arrays = arraysOfBoard([1, 3, 0, 2], 4);
  assert.deepEqual(arrays.columns, [2, 0, 3, 1]);
  assert.deepEqual(arrays.anti_diagonals, [null, 0, 2, null, 1, 3, null]);
  assert.deepEqual(arrays.diagonals, [null, 1, 0, null, 3, 2, null]);
});

test("pencil marks: the digits a cell's row, column and box lack; the next cell has the fewest", () => {
  const cells = [..."..3.4......2.1.."].map((c) => (c === "." ? 0 : Number(c)));
  const masks = candidatesOf(cells, 4);
  assert.deepEqual(digitsOf(masks[0]), [1, 2]);
  assert.deepEqual(digitsOf(masks[1]), [2]);
  assert.deepEqual(digitsOf(masks[2]), []);
  assert.deepEqual(fewestCandidates(cells, masks), { index: 1, count: 1 });
  // A 6×6 box is two rows by three columns: r2c3 shares r1c2's box, r1c4's does not.
  const six = Array(36).fill(0);
  six[0] = 1; six[5] = 2; six[8] = 3; six[9] = 5; six[31] = 6;
  assert.deepEqual(digitsOf(candidatesOf(six, 6)[1]), [4, 5]);
  assert.equal(fewestCandidates(Array(16).fill(1), candidatesOf(Array(16).fill(1), 4)), null);
});

test("the chart's lines: lanes with the same counts at every depth are one group, named together", () => {
  const line = (...counts) => ({ counts });
  assert.deepEqual(sameLines([line(1, 4, 9), line(1, 3, 2), line(1, 3, 2), line(1, 4, 9), line(1, 3)]), [[0, 3], [1, 2], [4]]);
  assert.deepEqual(sameLines([]), []);
});
