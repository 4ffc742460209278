// The tab for your own problem in the built page: only program lanes race on it, each starting
// with a preset of a naive and pruned pair; a lane draws the state its innermost call holds in
// place of a board, counts the solutions as the program records them, its cuts (a `break`
// included) and its dead ends, and the search tree labels every call with what it chose.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { deflateRawSync } from "node:zlib";
import { launch, open, count, waitForEnd } from "./browser.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const lane = (name) => `[data-lane="${name}"]`;

test("your own problem races subset sum naive against pruned, each counted as it records", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=program&lang=en&tree=1&table=1");
  await page.waitForSelector(`${lane("program-2")} .cm-content`);
  assert.equal(await page.getAttribute("#tab-program", "aria-selected"), "true");
  assert.deepEqual(await page.$$eval("#lanes [data-lane]", (all) => all.map((l) => l.dataset.lane)), ["program", "program-2"]);
  assert.equal(await page.inputValue(`${lane("program")} [data-program=preset]`), "own_subset_sum_naive");
  assert.equal(await page.inputValue(`${lane("program-2")} [data-program=preset]`), "own_subset_sum_pruned");
  // A program runs as it is written: first or all and the budget of nodes are not offered.
  assert.equal(await page.isHidden("#mode"), true);
  assert.equal(await page.isHidden("#budget"), true);
  // No board here is complete or not: no such counter.
  assert.equal(await page.locator(`${lane("program")} [data-stat=complete_boards]`).count(), 0);

  // The first solution: the state drawn is the subset that reached the target.
  await page.focus("#play");
  await page.keyboard.press("n");
  await page.waitForFunction((s) => document.querySelector(`${s} [data-stat=solutions]`).textContent === "1", lane("program"));
  assert.equal(await page.getAttribute(`${lane("program")} canvas`, "data-state"), "4,2");
  assert.match(await page.getAttribute(`${lane("program")} canvas`, "aria-label"), /state holds 2 items/);

  await page.keyboard.press("End");
  await waitForEnd(page);
  // Naive: all 32 subsets built, 3 of them sum to 6, 15 leaves record nothing.
  assert.equal(await count(page, "program", "nodes"), 32);
  assert.equal(await count(page, "program", "solutions"), 3);
  assert.equal(await count(page, "program", "dead_ends"), 15);
  assert.equal(await count(page, "program", "rejected"), 0);
  // Pruned: sorted, each pass that would pass the target breaks off the loop, a cut.
  assert.equal(await count(page, "program-2", "nodes"), 13);
  assert.equal(await count(page, "program-2", "solutions"), 3);
  assert.equal(await count(page, "program-2", "rejected"), 7);
  assert.equal(await count(page, "program-2", "dead_ends"), 6);
  assert.match(await page.textContent(`${lane("program")} .program-drawn`),
    /counted as the program records them: each item of res\./);
  assert.equal(await page.textContent(`${lane("program")} .program-output`), "3\n[[4, 2], [2, 1, 3], [5, 1]]\n");

  // The trees: every call labelled, the cuts at the line of the condition that broke off.
  await page.waitForFunction(() => document.querySelector('[data-tree-lane="program-2"]')?.dataset.nodes === "13");
  assert.equal(await page.getAttribute('[data-tree-lane="program"]', "data-solutions"), "3");
  assert.equal(await page.getAttribute('[data-tree-lane="program-2"]', "data-stubs"), "7");
  const legend = await page.textContent(".tree-legend");
  assert.doesNotMatch(legend, /column|diagonal/i, "the tab has no rules of a puzzle");
  assert.match(await page.getAttribute('[data-tree-lane="program"] [data-node="1"]', "aria-label"), /^Chose \+4, at step \d+\./);
  // The per-level table is as deep as the deepest lane: depths 0 to 5, then the total.
  assert.deepEqual(await page.$$eval(".levels-table tbody tr", (rows) => rows.map((r) => r.dataset.depth)),
    ["0", "1", "2", "3", "4", "5"]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the keyboard reaches the tab, a third program joins the race with its own preset", async () => {
  const { page, problems, context } = await open(browser, "?lang=en");
  await page.focus("#tab-queens");
  await page.keyboard.press("End");
  await page.waitForFunction(() => new URLSearchParams(location.search).get("puzzle") === "program");
  await page.waitForSelector(`${lane("program")} .cm-content`);
  assert.equal(await page.evaluate(() => document.activeElement.id), "tab-program");
  assert.equal(await page.isHidden("#budget"), true);
  // Four program lanes are offered here, none of the puzzles' strategies.
  const chips = await page.$$eval("#strategies input", (all) => all.map((box) => box.value));
  assert.deepEqual(chips, ["program", "program-2", "program-3", "program-4"]);
  await page.check('#strategies input[value="program-3"]');
  await page.waitForSelector(`${lane("program-3")} .cm-content`);
  assert.equal(await page.inputValue(`${lane("program-3")} [data-program=preset]`), "own_permutations_scan");
  // A preset chosen by keyboard runs at once: Fibonacci, recursion without a search.
  await page.focus(`${lane("program-3")} [data-program=preset]`);
  // The race is built again with the preset (after its text is read): End waits for the new
  // lanes, or it would finish the race being replaced.
  const replaced = await page.$(lane("program-3"));
  await page.selectOption(`${lane("program-3")} [data-program=preset]`, "own_fibonacci");
  await page.waitForFunction((old) => !old.isConnected && !document.querySelector("#lanes[aria-busy]"), replaced);
  await page.waitForFunction((s) => document.querySelector(`${s} .program-output`) !== null
    && document.querySelector(`${s} [data-program=preset]`).value === "own_fibonacci", lane("program-3"));
  await page.focus("#play");
  await page.keyboard.press("End");
  await waitForEnd(page);
  assert.equal(await count(page, "program-3", "nodes"), 25);
  assert.equal(await count(page, "program-3", "dead_ends"), 13);
  assert.equal(await count(page, "program-3", "solutions"), 0);
  assert.equal(await page.textContent(`${lane("program-3")} .program-output`), "8\n");
  assert.match(new URL(page.url()).search, /strategies=program,program-2,program-3&/);
  assert.match(new URL(page.url()).search, /program-3=@own_fibonacci/);
  assert.deepEqual(problems, []);
  await context.close();
});

/** A program as the link writes it: deflated, in base64url, after `~`. */
const packed = (text) => `~${deflateRawSync(Buffer.from(text)).toString("base64url")}`;

test("Solutions from: a counter the program increments is counted once the reader chooses it", async () => {
  const counter = [
    "count = 0",
    "",
    "def search(state, start, total):",
    "    global count",
    "    if total == 3:",
    "        count += 1",
    "        return",
    "    for i in range(start, 4):",
    "        if total + i <= 3:",
    "            state.append(i)",
    "            search(state, i + 1, total + i)",
    "            state.pop()",
    "",
    "search([], 1, 0)",
    "print(count)",
    "",
  ].join("\n");
  const { page, problems, context } = await open(browser,
    `?puzzle=program&lang=en&strategies=program&mode=all&program=${packed(counter)}`);
  await page.waitForSelector(`${lane("program")} .cm-content`);
  await page.focus("#play");
  await page.keyboard.press("End");
  await waitForEnd(page);
  // The lab cannot tell a counter from any other number: nothing counted yet.
  assert.equal(await count(page, "program", "solutions"), 0);
  const chooser = `${lane("program")} [data-program=record]`;
  assert.deepEqual(await page.$$eval(`${chooser} option`, (all) => all.map((o) => o.value)),
    ["", "count", "print", "yield", "return"]);
  await page.focus(chooser);
  await page.selectOption(chooser, "count");
  await page.waitForFunction(() => new URLSearchParams(location.search).get("program-record") === "count");
  await page.waitForFunction((s) => document.querySelector(`${s} [data-stat=solutions]`).textContent === "2", lane("program"));
  // The race stands where it stood, the chooser keeps the focus, and the lane says what it counts.
  await page.waitForFunction(() => document.activeElement?.dataset.program === "record");
  assert.equal(await count(page, "program", "dead_ends"), 1);
  assert.match(await page.textContent(`${lane("program")} .program-drawn`), /the value of count\./);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a call in the tree says what it returned, once the search has come back from it", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=program&lang=en&tree=1&strategies=program&program=@own_fibonacci");
  await page.waitForSelector(`${lane("program")} .cm-content`);
  await page.waitForFunction(() => document.querySelector('[data-tree-lane="program"]')?.dataset.nodes !== undefined);
  await page.focus("#play");
  await page.keyboard.press("End");
  await waitForEnd(page);
  await page.waitForFunction(() => document.querySelector('[data-tree-lane="program"]')?.dataset.nodes === "25");
  await page.focus('[data-tree-lane="program"] [role=treeitem][tabindex="0"]');
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  // fib(6)'s first call below it is fib(5), which returned 5.
  const label = await page.evaluate(() => document.activeElement.getAttribute("aria-label"));
  assert.match(label, /^Chose n=5, at step \d+\. The call: fib\(n=5\)\. It returned 5\./);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a permutations program on the N-Queens tab draws its state where it holds no board", async () => {
  // hello-algo's permutations I, pasted on a puzzle's tab: its state of items is no board.
  const permutations = [
    "def backtrack(state, choices, selected, res):",
    "    if len(state) == len(choices):",
    "        res.append(list(state))",
    "        return",
    "    for i, choice in enumerate(choices):",
    "        if not selected[i]:",
    "            selected[i] = True",
    "            state.append(choice)",
    "            backtrack(state, choices, selected, res)",
    "            selected[i] = False",
    "            state.pop()",
    "",
    "res = []",
    "backtrack([], [1, 2, 3], [False] * 3, res)",
    "print(res)",
    "",
  ].join("\n");
  const { page, problems, context } = await open(browser,
    `?puzzle=queens&n=4&lang=en&strategies=program&program=${packed(permutations)}`);
  await page.waitForSelector(`${lane("program")} .cm-content`);
  await page.focus("#play");
  await page.keyboard.press("n");
  await page.waitForFunction((s) => document.querySelector(`${s} [data-stat=solutions]`).textContent === "1", lane("program"));
  const canvas = `${lane("program")} canvas`;
  assert.equal(await page.getAttribute(canvas, "data-state"), "1,2,3");
  assert.match(await page.textContent(`${lane("program")} .program-drawn`),
    /^No variable holds a board of this puzzle: in its place is the state, drawn from state\./);
  // The picture in words: the state, the strip of what is taken, where the loop stands.
  const alt = await page.textContent(`${lane("program")} #board-alt-program`);
  assert.match(alt, /The state state = \[1, 2, 3\]\./);
  assert.match(alt, /selected: taken at 0, 1, 2\./);
  // Stepping back, the state gives back what the last call chose.
  let state = "1,2,3";
  for (let back = 0; back < 12 && state === "1,2,3"; back++) {
    await page.keyboard.press("ArrowLeft");
    await page.waitForTimeout(60);
    state = await page.getAttribute(canvas, "data-state");
  }
  assert.equal(state, "1,2");
  await page.keyboard.press("End");
  await waitForEnd(page);
  assert.equal(await count(page, "program", "solutions"), 6);
  assert.equal(await count(page, "program", "nodes"), 16);
  assert.deepEqual(problems, []);
  await context.close();
});

test("Fibonacci plain against cached: the cache's answers in the tree, a link round trip and the embed view", async () => {
  const { page, problems, context } = await open(browser,
    "?puzzle=program&lang=en&tree=1&strategies=program,program-2&program=@own_fibonacci&program-2=@own_fibonacci_cached");
  await page.waitForSelector(`${lane("program-2")} .cm-content`);
  await page.focus("#play");
  await page.keyboard.press("End");
  await waitForEnd(page);
  assert.equal(await count(page, "program", "nodes"), 25);
  assert.equal(await count(page, "program-2", "nodes"), 7);
  assert.equal(await count(page, "program-2", "rejected"), 4);
  assert.match(await page.textContent(`${lane("program-2")} .program-calls`), /4 calls answered from the cache saved 18 in all\./);
  await page.waitForFunction(() => document.querySelector('[data-tree-lane="program-2"]')?.dataset.nodes === "7");
  assert.equal(await page.getAttribute('[data-tree-lane="program-2"]', "data-stubs"), "4");
  assert.match(await page.textContent(".tree-legend"), /answered from the cache/);

  // The link carries the race: opened again at the cached one's last step, and in the embed
  // view, it is the same race (the plain one 17 steps into its 25 calls).
  const search = `${new URL(page.url()).search}&step=17`;
  for (const path of [search, `embed.html${search}`]) {
    const again = await open(browser, path);
    await again.page.waitForSelector(`${lane("program-2")} canvas`);
    await again.page.waitForFunction((s) => document.querySelector(`${s} [data-stat=nodes]`).textContent === "7", lane("program-2"), { timeout: 30000 });
    assert.equal(await count(again.page, "program-2", "rejected"), 4, path);
    assert.equal(await again.page.getAttribute(`${lane("program-2")} [data-stat=status]`, "data-value"), "finished", path);
    assert.deepEqual(again.problems, [], path);
    await again.context.close();
  }
  assert.deepEqual(problems, []);
  await context.close();
});
