// The lessons made visible: each lane's search tree (revealed step by step, its nodes seeking
// the race when clicked or chosen with the keyboard), the per-level table beside the closed
// forms, the occupancy arrays under an occupancy lane and the pencil marks under a candidates
// lane, with no accessibility problem of impact moderate or above.

import { test, before, after } from "node:test";
import { deflateRawSync } from "node:zlib";
import assert from "node:assert/strict";
import { launch, open, count, waitForEnd, watchedPage, BASE_URL } from "./browser.mjs";
import { accessibilityProblems } from "./axe.mjs";
import { servePseudoRussian, pageTexts, isMarked } from "./pseudo.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const tree = (lane) => `[data-tree-lane="${lane}"]`;

/** Waits until the lane's tree is recorded and shown where the lane stands: as many nodes
 *  drawn as the lane's counter says it has visited. */
async function treeReady(page, lane) {
  await page.waitForFunction((lane) => {
    const figure = document.querySelector(`[data-tree-lane="${lane}"]`);
    const nodes = document.querySelector(`[data-lane="${lane}"] [data-stat="nodes"]`).textContent.replaceAll(",", "");
    return figure?.dataset.nodes === nodes;
  }, lane);
}

/** Goes to `step` with the timeline (within what has been run). */
async function seek(page, step) {
  await page.$eval("#timeline", (t, step) => { t.value = String(step); t.dispatchEvent(new Event("input")); }, step);
  await page.waitForFunction((s) => document.querySelector("#step-text").textContent.replaceAll(",", "") === String(s), step);
}

/** The visited nodes of a lane's tree as { id: { step, parent, at, value } }. */
async function visitedNodes(page, lane) {
  return page.$$eval(`${tree(lane)} [data-node]:not([hidden])`, (items) => Object.fromEntries(items.map((item) => [
    item.dataset.node,
    { step: Number(item.dataset.step), parent: item.dataset.parent, at: item.dataset.at, value: Number(item.dataset.value) },
  ])));
}

/** The queens' columns on the path from the root to `id`, top row first. */
function pathColumns(nodes, id) {
  const columns = [];
  for (let at = String(id); at !== "0" && at !== ""; at = nodes[at].parent) columns.unshift(nodes[at].value);
  return columns.join(",");
}

test("four queens, pruned: the whole tree has 17 nodes, 44 cuts and 2 solutions; a clicked node seeks the race", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=4&strategies=pruned&mode=all&tree=1");
  await treeReady(page, "pruned");
  // At step 0 only the root is drawn.
  assert.equal(await page.locator(`${tree("pruned")} [data-node]:not([hidden])`).count(), 1);
  await page.click("#end");
  await waitForEnd(page);
  await treeReady(page, "pruned");
  assert.equal(await page.locator(`${tree("pruned")} [data-node]:not([hidden])`).count(), 17);
  assert.equal(await count(page, "pruned", "nodes"), 17);
  const figure = page.locator(tree("pruned"));
  assert.equal(await figure.getAttribute("data-stubs"), "44");
  assert.equal(await figure.getAttribute("data-solutions"), "2");
  assert.match(await page.textContent(`${tree("pruned")} .tree-summary`), /17 nodes visited\. 44 cuts so far; nodes saved: 324\. 2 solutions\./);

  // Click the node of the first solution's last queen: the race goes back to its step.
  const nodes = await visitedNodes(page, "pruned");
  const [id, node] = Object.entries(nodes).find(([, n]) => n.at === "3,2");
  const point = await page.$eval(tree("pruned"), (figure, id) => {
    const item = figure.querySelector(`[data-node="${id}"]`);
    const box = figure.querySelector(".tree-scroll");
    figure.scrollIntoView({ block: "center" });
    box.scrollLeft = Math.max(0, Number(item.dataset.x) - 100);
    const canvas = figure.querySelector("canvas").getBoundingClientRect();
    return { x: canvas.left + Number(item.dataset.x) - box.scrollLeft, y: canvas.top + Number(item.dataset.y) };
  }, id);
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction((step) => document.querySelector("#step-text").textContent === String(step), node.step);
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas", "data-queens"), pathColumns(nodes, id));
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas", "data-queens"), "1,3,0,2");
  await treeReady(page, "pruned");
  assert.equal(await page.getAttribute(`${tree("pruned")} [data-node="${id}"]`, "aria-current"), "step");
  assert.deepEqual(problems, []);
  await context.close();
});

/** A program as the link carries it: deflated, base64url, after a `~`. */
function packed(text) {
  return `~${deflateRawSync(Buffer.from(text)).toString("base64url")}`;
}

test("a program that solves no puzzle of the tab: its calls labelled with what each chose, its solutions as it records them", async () => {
  const permutations = [
    "def backtrack(state, choices, selected, found):",
    "    if len(state) == len(choices):",
    "        found.append(list(state))",
    "        return",
    "    for i, choice in enumerate(choices):",
    "        if not selected[i]:",
    "            selected[i] = True",
    "            state.append(choice)",
    "            backtrack(state, choices, selected, found)",
    "            selected[i] = False",
    "            state.pop()",
    "",
    "found = []",
    "backtrack([], [1, 2, 3], [False] * 3, found)",
    "print(len(found))",
    "",
  ].join("\n");
  const { page, problems, context } = await open(browser,
    `?puzzle=queens&n=4&strategies=program&mode=all&tree=1&program=${packed(permutations)}`);
  await page.waitForSelector('[data-lane="program"] .cm-content');
  await page.focus("#play");
  await page.keyboard.press("End");
  await waitForEnd(page);
  await treeReady(page, "program");
  assert.equal(await count(page, "program", "nodes"), 16);
  // Counted as the program records them: each copy appended to `found`.
  assert.equal(await count(page, "program", "solutions"), 6);
  assert.match(await page.textContent('[data-lane="program"] .program-drawn'), /counted as the program records them: each item of found\./);
  assert.equal(await page.locator(tree("program")).getAttribute("data-solutions"), "6");
  // Each pass of its loop that made no call is a cut: 3 at depth 1 and 12 at depth 2.
  assert.equal(await count(page, "program", "rejected"), 15);
  assert.equal(await page.locator(tree("program")).getAttribute("data-stubs"), "15");
  assert.match(await page.textContent(`${tree("program")} .tree-summary`), /15 passes of a loop cut so far\. 6 solutions\./);
  const label = (id) => page.getAttribute(`${tree("program")} [data-node="${id}"]`, "aria-label");
  assert.match(await label(0), /The call: backtrack\(state=\[\], choices=\[1, 2, 3\], selected=\[False, False, False\], found=\[\]\)\./);
  assert.match(await label(1), /^Chose \+1, at step \d+\. The call: backtrack\(state=\[1\], /);
  assert.match(await label(2), /^Chose \+2, at step \d+\. The call: backtrack\(state=\[1, 2\], /);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the tree with the keyboard only: Tab to it, move with the arrows, Enter seeks", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=naive,pruned&mode=all&tree=1");
  await treeReady(page, "pruned");
  await page.keyboard.press("End");
  await waitForEnd(page);
  await treeReady(page, "pruned");
  // From the zoom buttons, Tab reaches the first tree's tab stop, then the second's.
  await page.focus("#trees .zoom");
  const inTree = (lane) => page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), tree(lane));
  for (let presses = 0; presses < 20 && !(await inTree("pruned")); presses++) await page.keyboard.press("Tab");
  assert.ok(await inTree("pruned"), "Tab reaches the pruned tree");
  await page.keyboard.press("Home");
  const focused = () => page.evaluate(() => document.activeElement?.dataset.node);
  assert.equal(await focused(), "0");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  const nodes = await visitedNodes(page, "pruned");
  const id = await focused();
  // Row 0 column 1, then its first child: a node at depth 2 whose parent is the root's second child.
  assert.equal(nodes[nodes[id].parent].at, "0,1");
  assert.equal(nodes[id].at.split(",")[0], "1");
  const label = await page.evaluate(() => document.activeElement.getAttribute("aria-label"));
  assert.match(label, /^Queen at row 2, column \d, placed at step \d+\./);
  await page.keyboard.press("Enter");
  await page.waitForFunction((step) => document.querySelector("#step-text").textContent === String(step), nodes[id].step);
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas", "data-queens"), pathColumns(nodes, id));
  // The keys stayed in the tree: the transport did not step or play.
  assert.equal(await page.getAttribute("#play", "aria-label"), "Play");
  assert.equal(await focused(), id);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a knight's tour past 6×6 and a graph past 20 vertices fall back to the chart, with a note why", async () => {
  const edges = encodeURIComponent(Array.from({ length: 21 }, (_, i) => `v${i} v${i + 1}`).join("\n"));
  for (const [query, note] of [
    ["?puzzle=knights&size=7&tree=1", /boards up to 6×6: on the 7×7 board it is 48 levels deep, one a move/],
    [`?puzzle=colouring&colours=3&edges=${edges}&tree=1`, /graphs of up to 20 vertices, a level a vertex; this graph has 22: its tree is too deep/],
  ]) {
    const { page, problems, context } = await open(browser, query);
    assert.match(await page.textContent("#trees [data-tree-fallback]"), note);
    assert.equal(await page.locator("#trees canvas").count(), 0);
    assert.deepEqual(problems, [], query);
    await context.close();
  }
});

test("larger instances fall back to the per-depth chart, with a note why", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=8&strategies=pruned&mode=all&tree=1");
  assert.match(await page.textContent("#trees [data-tree-fallback]"), /up to 7 queens; with 8 queens/);
  assert.equal(await page.locator("#trees canvas").count(), 0);
  assert.ok(await page.isVisible("#chart"));
  // Unchecking the box hides the trees and drops tree=1 from the link.
  await page.click("#show-tree");
  assert.ok(await page.isHidden("#trees"));
  assert.doesNotMatch(page.url(), /tree=1/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the map of Australia with 3 colours, pruned: 52 nodes, 51 cuts marked =, 18 solutions; nodes named by their vertices", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=colouring&graph=australia&colours=3&strategies=pruned&tree=1");
  await treeReady(page, "pruned");
  assert.match(await page.textContent("#trees .tree-legend"), /= a neighbour already has this colour/);
  assert.equal(await page.locator(`${tree("pruned")} [data-node]:not([hidden])`).count(), 1);
  await page.click("#end");
  await waitForEnd(page);
  await treeReady(page, "pruned");
  const figure = page.locator(tree("pruned"));
  assert.equal(await figure.getAttribute("data-nodes"), "52");
  assert.equal(await count(page, "pruned", "nodes"), 52);
  assert.equal(await figure.getAttribute("data-stubs"), "51");
  assert.equal(await figure.getAttribute("data-solutions"), "18");
  // The naive tree has 1 + 3 + … + 3⁷ = 3,280 nodes: 52 visited, the cuts saved the rest.
  assert.match(await page.textContent(`${tree("pruned")} .tree-summary`), /52 nodes visited\. 51 cuts so far; nodes saved: 3,228\. 18 solutions\./);
  assert.equal(await page.getAttribute(`${tree("pruned")} [data-node="1"]`, "aria-label"),
    "Colour 1 on WA, placed at step 2. 1 candidate cut below it; nodes saved: 364.");
  assert.ok(await figure.locator("canvas").isVisible());
  assert.equal(await page.locator("#trees [data-tree-fallback]").count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a 5×5 knight's tour, every tour: the trees are drawn up to their limit and say so; cuts save powers of ten", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=knights&size=5&start=r1c1&mode=all&strategies=pruned,lookahead&tree=1");
  await treeReady(page, "pruned");
  await treeReady(page, "lookahead");
  const legend = await page.textContent("#trees .tree-legend");
  for (const sign of ["⬀", "⟲", "∅", "⌂"]) assert.ok(legend.includes(sign), sign);
  assert.match(legend, /⬀ off the board/);
  assert.match(await page.textContent(`${tree("pruned")} .tree-truncated`),
    /^Only the first 20,000 nodes and cuts are drawn \(up to step 42,498\); the tree goes on past them\.$/);
  assert.ok(await page.isVisible(`${tree("lookahead")} .tree-truncated`));
  // The root tried two moves off the board, each the root of 1 + 8 + … + 8²³ nodes unchecked.
  assert.equal(await page.getAttribute(`${tree("pruned")} [data-node="0"]`, "aria-label"),
    "The root: nothing chosen yet, step 0. 2 candidates cut below it; nodes saved: about 1.3 × 10²¹.");
  await page.focus("body");
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "6");
  await treeReady(page, "pruned");
  assert.equal(await page.getAttribute(`${tree("pruned")}`, "data-nodes"), "2");
  assert.equal(await page.getAttribute(`${tree("pruned")} [data-node="1"]`, "aria-label"),
    "Move 1 down, 2 right from r1c1 to r2c3: square 2 of 25, placed at step 6. 1 candidate cut below it; nodes saved: about 8.4 × 10¹⁹.");
  assert.deepEqual(problems, []);
  await context.close();
});

test("the per-level table for five queens: naive 1, 5, 25, 125, 625, 3125 beside nᵏ, permutation beside n!/(n−k)!", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=naive,permutation,pruned&mode=all");
  await page.click("#show-table");
  assert.match(page.url(), /table=1/);
  assert.ok(await page.isHidden("#chart"));
  await page.click("#end");
  await waitForEnd(page);
  const column = (name) => page.$$eval(`#levels tbody td[data-column="${name}"]`, (cells) => cells.map((c) => c.textContent));
  assert.deepEqual(await column("naive"), ["1", "5", "25", "125", "625", "3,125"]);
  assert.deepEqual(await column("power"), ["1", "5", "25", "125", "625", "3,125"]);
  assert.deepEqual(await column("permutation"), ["1", "5", "20", "60", "120", "120"]);
  assert.deepEqual(await column("falling"), ["1", "5", "20", "60", "120", "120"]);
  assert.deepEqual(await column("pruned"), ["1", "5", "12", "14", "12", "10"]);
  assert.equal(await page.textContent('#levels tfoot td[data-column="naive"]'), "3,906");
  assert.equal(await page.textContent('#levels tfoot td[data-column="pruned"]'), "54");
  // Equal to a closed form from depth 2 on: naive and permutation, never pruned.
  assert.equal(await page.locator('#levels td[data-column="naive"][data-matches="power"]').count(), 4);
  assert.equal(await page.locator('#levels td[data-column="permutation"][data-matches="falling"]').count(), 4);
  assert.equal(await page.locator('#levels td[data-column="pruned"][data-matches]').count(), 0);
  await page.click("#show-chart");
  assert.ok(await page.isVisible("#chart"));
  assert.doesNotMatch(page.url(), /table=1/);
  assert.deepEqual(problems, []);
  await context.close();
});

/** The occupancy strips' lit cells, by array. */
async function litCells(page, lane) {
  return page.$$eval(`[data-lane="${lane}"] .strip`, (strips) => Object.fromEntries(strips.map((strip) => [
    strip.dataset.array,
    [...strip.querySelectorAll("li[data-taken]")].map((li) => Number(li.dataset.index)),
  ])));
}

test("occupancy strips light the lines of the queens on the board and mark the candidate's three look-ups", async () => {
  const n = 6;
  const { page, problems, context } = await open(browser, `?puzzle=queens&n=${n}&strategies=pruned,occupancy&mode=all`);
  const strips = await page.$$eval("[data-lane=occupancy] .strip", (s) => s.map((strip) => [strip.dataset.array, strip.querySelectorAll("li").length]));
  assert.deepEqual(strips, [["columns", n], ["anti_diagonals", 2 * n - 1], ["diagonals", 2 * n - 1]]);
  assert.equal(await page.locator("[data-lane=pruned] .strip").count(), 0);
  await page.click("#end");
  await waitForEnd(page);
  for (const steps of [2, 23, 60, 151, 1000]) {
    await seek(page, steps);
    const queens = (await page.getAttribute("[data-lane=occupancy] canvas", "data-queens")).split(",").filter(Boolean).map(Number);
    const expected = {
      columns: queens.slice().sort((a, b) => a - b),
      anti_diagonals: queens.map((col, row) => row + col).sort((a, b) => a - b),
      diagonals: queens.map((col, row) => row - col + n - 1).sort((a, b) => a - b),
    };
    assert.deepEqual(await litCells(page, "occupancy"), expected, `after ${steps} steps`);
  }
  // Step 23 is a try: the three look-ups of row 5, column 1 are marked, the formula worked out.
  await seek(page, 23);
  const looked = await page.$$eval("[data-lane=occupancy] li[data-look]", (cells) => cells.map((c) => `${c.closest(".strip").dataset.array}[${c.dataset.index}]`));
  assert.deepEqual(looked, ["columns[0]", "anti_diagonals[4]", "diagonals[9]"]);
  assert.match(await page.textContent("[data-lane=occupancy] [data-array=diagonals] .strip-formula"), /row − col \+ n − 1 = 4 − 0 \+ 6 − 1 = 9/);
  // The next step rejects it: a taken look-up, named in the sentence.
  await page.focus("body");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "24");
  assert.equal(await page.locator('[data-lane=occupancy] li[data-look="taken"]').count(), 1);
  assert.match(await page.textContent("[data-lane=occupancy] .lookups"), /rejected: .*taken by row/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the mistake lab's forgotten undo shows in the arrays: diagonals still marked where no queen stands", async () => {
  const n = 6;
  const { page, problems, context } = await open(browser, `?puzzle=queens&n=${n}&strategies=occupancy,forget-undo,forget-diagonal&mode=all`);
  await page.focus("body");
  for (let i = 0; i < 75; i++) await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "75");
  // The correct lane's arrays are exactly its board's; the broken one keeps lines of queens gone.
  assert.equal(await page.locator('[data-lane="occupancy"] li[data-taken="stale"]').count(), 0);
  const stale = await page.locator('[data-lane="forget-undo"] li[data-taken="stale"]').count();
  assert.ok(stale > 0, "a forgotten undo leaves lines marked");
  assert.equal(await page.locator('[data-lane="forget-undo"] [data-array="columns"] li[data-taken="stale"]').count(), 0,
    "columns are still freed");
  assert.match(await page.textContent('[data-lane="forget-undo"] .lookups'), new RegExp(`${stale} lines are still marked though no queen stands on them`));
  // A copy that forgets the diagonal never looks it up: its first try shows so.
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "1");
  const looks = await page.$$eval('[data-lane="forget-diagonal"] li[data-look]', (cells) => cells.map((c) => `${c.closest(".strip").dataset.array}:${c.dataset.look}`));
  assert.deepEqual(looks, ["columns:pending", "anti_diagonals:pending", "diagonals:unchecked"]);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Digits a cell of a row-major grid may take: those its row, column and box lack. */
function candidates(grid, size, index) {
  const [boxRows, boxCols] = { 4: [2, 2], 6: [2, 3], 9: [3, 3] }[size];
  const row = Math.floor(index / size), col = index % size;
  const seen = new Set();
  for (let i = 0; i < size * size; i++) {
    const r = Math.floor(i / size), c = i % size;
    const sameBox = Math.floor(r / boxRows) === Math.floor(row / boxRows) && Math.floor(c / boxCols) === Math.floor(col / boxCols);
    if ((r === row || c === col || sameBox) && grid[i] !== "0") seen.add(Number(grid[i]));
  }
  return Array.from({ length: size }, (_, d) => d + 1).filter((d) => !seen.has(d)).join("");
}

test("candidates and propagation lanes show pencil marks, the next cell, and which single forced a digit", async () => {
  const grid = "..3.4......2.1..";
  const { page, problems, context } = await open(browser, `?puzzle=sudoku&grid=${grid}&strategies=pruned,candidates,propagation`);
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas", "data-candidates"), null);
  await page.focus("body");
  for (let step = 0; step < 6; step++) {
    if (step > 0) {
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction((s) => document.querySelector("#step-text").textContent === String(s), step);
    }
    for (const lane of ["candidates", "propagation"]) {
      // The grid and its marks, read together (a frame between two reads could change them).
      const { cells, marks } = await page.$eval(`[data-lane=${lane}] canvas`, (c) => ({ cells: c.dataset.grid, marks: c.dataset.candidates }));
      const expected = [...cells].map((d, i) => (d === "0" ? candidates(cells, 4, i) : ""));
      assert.deepEqual(marks.split(","), expected, `${lane} after ${step} steps`);
    }
  }
  // At the start the propagation lane's next cell is r1c2, whose only candidate is 2.
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "0");
  assert.equal(await page.getAttribute("[data-lane=propagation] canvas", "data-next"), "r1c2");
  assert.match(await page.textContent("[data-lane=propagation] .candidates-note"), /^Next: r1c2, a single candidate: 2\./);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "1");
  assert.match(await page.textContent("[data-lane=propagation] .candidates-note"), /^2 forced in r1c2: a naked single/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("no accessibility problem with the trees, the table, the strips and the pencil marks on", async () => {
  for (const [query, steps, options] of [
    ["?puzzle=queens&n=5&strategies=naive,pruned,occupancy&mode=all&tree=1&table=1", 30],
    ["?puzzle=sudoku&grid=..3.4......2.1..&strategies=candidates,propagation&tree=1", 3],
    ["?puzzle=queens&n=5&strategies=pruned,occupancy&mode=all&tree=1&lang=ru", 30],
    ["?puzzle=queens&n=4&strategies=naive,occupancy&mode=all&tree=1&table=1&lang=zh", 40, { colorScheme: "dark" }],
    ["embed.html?puzzle=queens&n=5&strategies=pruned,occupancy&mode=all&tree=1&table=1", 30, { viewport: { width: 390, height: 844 } }],
    ["?puzzle=colouring&graph=australia&colours=3&tree=1&lang=ru", 30],
    ["?puzzle=knights&size=5&tree=1&lang=zh", 30],
  ]) {
    const { page, problems, context } = await open(browser, query, options);
    await page.waitForFunction(() => [...document.querySelectorAll(".lane-tree")].every((f) => f.dataset.step));
    for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowRight");
    // A tree item has the focus, as a keyboard user would have it.
    await page.focus(".lane-tree [data-node='0']");
    assert.deepEqual(await accessibilityProblems(page), [], query);
    assert.deepEqual(problems, [], query);
    await context.close();
  }
});

test("every word of the trees, the table, the strips and the pencil marks comes from the table", async () => {
  const { page, problems, context } = await watchedPage(browser);
  await servePseudoRussian(context);
  const found = new Set();
  const look = async () => {
    const texts = await pageTexts(page);
    // The tree items are the canvas's fallback content (not rendered): their names too.
    const names = await page.$$eval("[data-node]:not([hidden])", (items) => items.map((item) => ({
      where: "tree item", text: item.getAttribute("aria-label"),
    })));
    for (const text of [...texts, ...names]) if (!isMarked(text)) found.add(`${text.where}: ${JSON.stringify(text.text)}`);
  };
  for (const [query, steps] of [
    ["?lang=ru&puzzle=queens&n=5&strategies=naive,pruned,occupancy&mode=all&tree=1&table=1", 30],
    ["?lang=ru&puzzle=queens&n=4&strategies=occupancy&mode=all&tree=1", 140],
    ["?lang=ru&puzzle=sudoku&grid=..3.4......2.1..&strategies=pruned,candidates,propagation&tree=1&table=1", 3],
    ["?lang=ru&puzzle=queens&n=8&strategies=pruned&tree=1&table=1&tree=0", 0],
    ["?lang=ru&puzzle=colouring&graph=australia&colours=3&tree=1", 40],
    ["?lang=ru&puzzle=knights&size=5&mode=all&tree=1", 30],
    ["?lang=ru&puzzle=knights&size=8&tree=1", 0],
  ]) {
    await page.goto(new URL(query, BASE_URL).href);
    await page.waitForSelector("body[data-ready]");
    await page.waitForFunction(() => [...document.querySelectorAll(".lane-tree")].every((f) => f.dataset.step));
    await look();
    await page.focus("body");
    for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowRight");
    await look();
  }
  assert.deepEqual([...found], []);
  assert.deepEqual(problems, []);
  await context.close();
});
