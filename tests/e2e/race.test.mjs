// The race page: strategies side by side on one instance, one transport, exact seeking,
// Sudoku input with errors kept beside the board, the setup in the URL, and no long tasks.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, stat, count, waitForEnd } from "./browser.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const SEED = "425..8367.6...412..8...2....4...5912..........194..675.3.....8...6....9.194....5.";
const SEED_SOLUTION = "425198367963754128781362549348675912657219834219483675532946781876521493194837256";
const STATS = ["nodes", "rejected", "leaf_checks", "undos", "solutions", "depth", "status"];

async function allStats(page) {
  const lanes = await page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane));
  const result = {};
  for (const lane of lanes) {
    result[lane] = {};
    for (const name of STATS) result[lane][name] = await stat(page, lane, name);
  }
  return result;
}

test("five queens, all solutions, run to the end: 3,906 / 326 / 54 nodes, 10 solutions each", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=naive,permutation,pruned&mode=all");
  await page.keyboard.press("End");
  await waitForEnd(page);
  assert.equal(await count(page, "naive", "nodes"), 3906);
  assert.equal(await count(page, "permutation", "nodes"), 326);
  assert.equal(await count(page, "pruned", "nodes"), 54);
  for (const lane of ["naive", "permutation", "pruned"]) {
    assert.equal(await count(page, lane, "solutions"), 10);
    assert.equal(await stat(page, lane, "status"), "finished");
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("the worked Sudoku, pruned lane, first solution: 1,559 nodes and the solved grid", async () => {
  const { page, problems, context } = await open(browser, `?puzzle=sudoku&grid=${SEED}&strategies=pruned&mode=first`);
  await page.click("#end");
  await waitForEnd(page);
  assert.equal(await count(page, "pruned", "nodes"), 1559);
  assert.equal(await stat(page, "pruned", "status"), "first_solution");
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas", "data-grid"), SEED_SOLUTION);
  assert.deepEqual(problems, []);
  await context.close();
});

test("50 steps forward, 20 back, 20 forward: the counters equal those after 50 steps", async () => {
  const { page, problems, context } = await open(browser, "?lang=en&puzzle=queens&n=6&strategies=naive,permutation,pruned,occupancy&mode=all");
  await page.focus("body");
  // Before the first step every lane is ready, not running.
  const said = () => page.$$eval("[data-stat=status]", (all) => all.map((s) => s.textContent));
  assert.deepEqual(await said(), ["ready", "ready", "ready", "ready"]);
  // The counters are drawn in the frame that shows the step: read them once it is shown.
  const statsAt = async (step) => {
    await page.waitForFunction((s) => document.querySelector("#step-text").textContent === s, String(step));
    return allStats(page);
  };
  for (let i = 0; i < 50; i++) await page.keyboard.press("ArrowRight");
  const after50 = await statsAt(50);
  assert.deepEqual(await said(), ["running", "running", "running", "running"]);
  for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowLeft");
  const after30 = await statsAt(30);
  assert.notDeepEqual(after30, after50);
  for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight");
  assert.deepEqual(await statsAt(50), after50);
  assert.deepEqual(problems, []);
  await context.close();
});

test("seeking on the timeline is exact, also far back past checkpoints", async () => {
  const { page, context } = await open(browser, "?puzzle=queens&n=7&strategies=naive,pruned&mode=all");
  // 200,000 steps: past three checkpoints.
  await page.evaluate(() => { const t = document.querySelector("#timeline"); t.max = "0"; });
  await page.click("#end");
  await waitForEnd(page);
  const end = await allStats(page);
  await page.$eval("#timeline", (t) => { t.value = "123457"; t.dispatchEvent(new Event("input")); });
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "123,457");
  const middle = await allStats(page);
  await page.keyboard.press("Home");
  await page.$eval("#timeline", (t) => { t.value = "123457"; t.dispatchEvent(new Event("input")); });
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "123,457");
  assert.deepEqual(await allStats(page), middle);
  assert.notDeepEqual(middle, end);
  await context.close();
});

test("a pasted puzzle with a bad character shows the error and keeps the text", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=sudoku");
  const text = "1..4\n.4x.\n.14.\n4..1";
  await page.fill("#paste", text);
  await page.click("#use-paste");
  assert.match(await page.textContent("#sudoku-error"), /line 2, column 3: unexpected character 'x'/);
  assert.equal(await page.inputValue("#paste"), text);
  // Conflicting givens mark the cells and keep the race as it was.
  await page.fill("#paste", "11..............");
  await page.click("#use-paste");
  assert.match(await page.textContent("#sudoku-error"), /r1c1 and r1c2 are both 1 in the same row/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the unsolvable preset ends with no_solution in every lane", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=sudoku&strategies=permutation,pruned,candidates&mode=all");
  const index = await page.$eval("#preset", (s) => [...s.options].find((o) => o.text.startsWith("Unsolvable")).value);
  await page.selectOption("#preset", index);
  await page.click("#end");
  await waitForEnd(page);
  for (const lane of ["permutation", "pruned", "candidates"]) {
    assert.equal(await stat(page, lane, "status"), "no_solution");
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("typing digits on the editor board sets givens; a conflict is marked and not raced", async () => {
  const { page, context } = await open(browser, "?puzzle=sudoku&grid=................&strategies=pruned");
  await page.click("#editor", { position: { x: 5, y: 5 } });
  await page.keyboard.press("3");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("4");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("grid") === "34..............");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("3");
  assert.match(await page.textContent("#sudoku-error"), /same row/);
  assert.equal(new URL(page.url()).searchParams.get("grid"), "34..............");
  assert.equal(await page.getAttribute("#editor", "data-grid"), "3430000000000000");
  await page.keyboard.press("Backspace");
  assert.equal(await page.isHidden("#sudoku-error"), true);
  await context.close();
});

test("the URL round-trips, and bad parameters fall back with a visible note", async () => {
  const { page, context } = await open(browser, "?puzzle=queens&n=7&strategies=pruned,occupancy&mode=first");
  assert.equal(await page.inputValue("#queens-n"), "7");
  assert.deepEqual(await page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane)), ["pruned", "occupancy"]);
  await page.check("#strategies input[value=naive]");
  await page.waitForFunction(() => location.search.includes("strategies=naive,pruned,occupancy"));
  const url = page.url();
  const again = await open(browser, url.slice(url.indexOf("?")));
  assert.deepEqual(await again.page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane)), ["naive", "pruned", "occupancy"]);
  assert.equal(await again.page.inputValue("#mode"), "first");
  await again.context.close();

  const bad = await open(browser, "?puzzle=queens&n=99&strategies=magic&colour=blue");
  assert.equal(await bad.page.isVisible("#note"), true);
  const note = await bad.page.textContent("#note");
  assert.match(note, /n must be a whole number from 1 to 12/);
  assert.match(note, /unknown parameter "colour"/);
  assert.equal(await bad.page.$$eval("[data-lane]", (ls) => ls.length), 3);
  await bad.context.close();
  await context.close();
});

test("at max speed, scrubbing and jumping, no call into the core runs more than MAX_CALL_STEPS events, and nothing freezes", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=10&strategies=naive,permutation,pruned&mode=all&speed=60");
  // Count every call into the core from outside: the page and this script share one module.
  const limit = await page.evaluate(async () => {
    const [core, race] = await Promise.all([
      import(new URL("backtracking-lab.js", document.baseURI).href),
      import(new URL("www/race/race.js", document.baseURI).href),
    ]);
    window.coreCalls = { count: 0, largest: 0 };
    for (const name of ["advance", "advanceUntil"]) {
      const original = core.Lane.prototype[name];
      core.Lane.prototype[name] = function (...args) {
        const events = args[args.length - 1];
        window.coreCalls.count++;
        window.coreCalls.largest = Math.max(window.coreCalls.largest, events);
        return original.apply(this, args);
      };
    }
    // A freeze guard, not a speed test: a task over a second is a page that stopped answering.
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: "longtask", buffered: false });
    return race.MAX_CALL_STEPS;
  });
  assert.equal(limit, 4096);
  await page.click("#play");
  await page.waitForFunction(() => Number(document.querySelector("#step-text").textContent.replaceAll(",", "")) > 300000);
  await page.click("#play");
  for (const value of ["250000", "1000", "299999", "77777"]) {
    await page.$eval("#timeline", (t, v) => { t.value = v; t.dispatchEvent(new Event("input")); }, value);
  }
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "77,777");
  await page.keyboard.press("n");
  await page.keyboard.press("b");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("End");
  await page.waitForFunction(() => window.coreCalls.count > 2000);
  await page.keyboard.press("Escape");
  const { coreCalls, longTasks } = await page.evaluate(() => ({ coreCalls: window.coreCalls, longTasks: window.longTasks }));
  assert.ok(coreCalls.largest <= limit, `a call into the core ran ${coreCalls.largest} events`);
  assert.deepEqual(longTasks.filter((d) => d > 1000), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("counting all solutions in workers: 724 for n = 10 in 92 classes, one compiled module, the time left, and cancel", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens");
  const wasmFetches = [];
  page.on("request", (request) => { if (request.url().endsWith(".wasm")) wasmFetches.push(request.url()); });
  const result = (name) => page.getAttribute("#count-result", `data-${name}`);
  for (const [n, solutions, classes] of [["10", "724", "92"], ["12", "14200", "1787"]]) {
    await page.fill("#count-n", n);
    await page.click("#count");
    await page.waitForFunction(() => document.querySelector("#count-result").dataset.state === "done", null, { timeout: 90_000 });
    assert.equal(await result("solutions"), solutions);
    assert.equal(await result("classes"), classes);
  }
  assert.match(await page.textContent("#count-result"), /^n = 12: 14,200 solutions \(1,787 distinct up to rotation and reflection\) · /);
  assert.equal(await page.getAttribute("#count-n", "max"), "18");
  // The workers run the page's module: the core is fetched by the page's own load, not by them.
  assert.ok(wasmFetches.filter((url) => url.includes("backtracking-lab_bg")).length <= 1, String(wasmFetches));
  // n = 18 takes long enough to be told its time left, and to be cancelled.
  await page.fill("#count-n", "18");
  await page.click("#count");
  await page.waitForFunction(() => / left · /.test(document.querySelector("#count-result").textContent), null, { timeout: 120_000 });
  assert.match(await page.textContent("#count-result"), /^Counting n = 18: \d+% · [\d.]+ s · about [\d.,]+ s left · [\d,]+ nodes\/s$/);
  // By keyboard: Tab from the field reaches Cancel while counting; Enter cancels, and the
  // keyboard stays in the form, on Count.
  await page.focus("#count-n");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "count-cancel");
  await page.keyboard.press("Enter");
  assert.equal(await page.textContent("#count-result"), "Cancelled.");
  assert.equal(await page.isHidden("#count-cancel"), true);
  assert.equal(await page.evaluate(() => document.activeElement.id), "count");
  await page.waitForTimeout(200);
  assert.equal(await page.textContent("#count-result"), "Cancelled.");
  assert.deepEqual(problems, []);
  await context.close();
});

const HARD = "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

/** An independent check of a solved 9×9 grid against its puzzle (no code shared with the core). */
function isSolved9(puzzle, grid) {
  if (grid.length !== 81 || [...puzzle].some((c, i) => c !== "." && c !== grid[i])) return false;
  const units = [];
  for (let k = 0; k < 9; k++) {
    units.push([...Array(9)].map((_, j) => 9 * k + j), [...Array(9)].map((_, j) => 9 * j + k),
      [...Array(9)].map((_, j) => 9 * (3 * Math.floor(k / 3) + Math.floor(j / 3)) + 3 * (k % 3) + (j % 3)));
  }
  return units.every((u) => u.map((i) => grid[i]).sort().join("") === "123456789");
}

test("Solve now answers a hard 9×9 at once and says whether the solution is unique", async () => {
  const { page, problems, context } = await open(browser, `?puzzle=sudoku&grid=${HARD}`);
  await page.click("#solve-now");
  assert.equal(await page.getAttribute("#solve-result", "data-status"), "finished");
  assert.match(await page.textContent("#solve-result"), /unique/);
  const grid = await page.getAttribute("#editor", "data-grid");
  assert.ok(isSolved9(HARD, grid), grid);
  assert.ok(!isSolved9(HARD, grid.slice(1) + grid[0]));
  const several = await open(browser, "?puzzle=sudoku&grid=123.....4.......");
  await several.page.click("#solve-now");
  assert.equal(await several.page.getAttribute("#solve-result", "data-status"), "cap_reached");
  await several.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test("keyboard only: Space toggles a lane's check box, and plays when the page has focus", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=pruned");
  await page.focus("#strategies input[value=naive]");
  await page.keyboard.press(" ");
  await page.waitForFunction(() => location.search.includes("strategies=naive,pruned"));
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press(" ");
  await page.waitForFunction(() => Number(document.querySelector("#step-text").textContent) > 0);
  await page.keyboard.press(" ");
  assert.equal(await page.getAttribute("#play", "aria-label"), "Play");
  assert.deepEqual(problems, []);
  await context.close();
});

test("each lane can show its loop, with the line of the last event highlighted", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=4&strategies=naive,pruned");
  assert.equal(await page.isVisible("[data-lane=pruned] .code"), false);
  await page.check("#show-code");
  assert.equal(await page.isVisible("[data-lane=pruned] .code"), true);
  const current = (lane) => page.$eval(`[data-lane=${lane}] .code .current`, (l) => l.textContent.trim());
  const forward = async (step) => {
    await page.click("#forward");
    await page.waitForFunction((s) => document.querySelector("#step-text").textContent === String(s), step);
  };
  await forward(1);
  assert.match(await current("pruned"), /^for col/);
  await forward(2);
  assert.match(await current("pruned"), /^place a queen/);
  // Row 2, column 1 is attacked by the queen at row 1, column 1: the pruned lane skips it.
  await forward(3);
  await forward(4);
  assert.match(await current("pruned"), /skip it/);
  assert.match(await current("naive"), /^place a queen/);
  assert.equal(new URL(page.url()).searchParams.get("code"), "1");
  const linked = await open(browser, new URL(page.url()).search);
  assert.equal(await linked.page.isVisible("[data-lane=pruned] .code"), true);
  await linked.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a long jump shows its progress and Esc cancels it, leaving the lanes where they were", async () => {
  const { page, problems, context } = await open(browser, `?puzzle=sudoku&grid=${SEED}&strategies=naive,pruned&mode=first`);
  await page.keyboard.press("End");
  await page.waitForSelector("#progress:not([hidden])");
  assert.match(await page.textContent("#progress-text"), /Running to the end: [\d,]+ steps/);
  await page.keyboard.press("Escape");
  await page.waitForSelector("#progress", { state: "hidden" });
  // The last slice before Esc is shown at the next frame: let two frames pass, then read.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const stopped = await page.textContent("#step-text");
  await page.waitForTimeout(300);
  assert.equal(await page.textContent("#step-text"), stopped);
  assert.equal(await stat(page, "naive", "status"), "running");
  assert.deepEqual(problems, []);
  await context.close();
});
