// The knight's tour in the page: a race to the end on 5×5 with the core's counts, Warnsdorff
// against pruned on 8×8, the link's size, start and closed read into the set-up panel and
// written back as the panel changes, a bad start square in the link noted and replaced, and a
// start square off a smaller board refused in the lab's language, kept, then fixed.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, stat, count, waitForEnd, watchedPage, BASE_URL } from "./browser.mjs";
import { servePseudoRussian, pageTexts, isMarked } from "./pseudo.mjs";
import { accessibilityProblems } from "./axe.mjs";
import { LANGUAGES } from "../../www/words/i18n.js";
import "../js/support/languages.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The squares of a lane's board in the tour's order, from its data-numbers (0 unvisited). */
async function tourOf(page, lane, n) {
  const numbers = (await page.getAttribute(`[data-lane="${lane}"] canvas.board`, "data-numbers")).split(",").map(Number);
  const tour = [];
  numbers.forEach((number, index) => { if (number) tour[number - 1] = { row: Math.floor(index / n), col: index % n }; });
  return tour;
}

/** Whether `tour` visits all n × n squares once by knight's moves from `start` (closed: and back). */
function isTour(tour, n, start, closed) {
  const jump = (a, b) => {
    const [r, c] = [Math.abs(a.row - b.row), Math.abs(a.col - b.col)];
    return (r === 1 && c === 2) || (r === 2 && c === 1);
  };
  return tour.length === n * n && tour.every(Boolean)
    && tour[0].row === start.row && tour[0].col === start.col
    && tour.every((square, i) => i === 0 || jump(tour[i - 1], square))
    && (!closed || jump(tour.at(-1), tour[0]));
}

/** Waits for the step shown and for two frames, so the lanes' counters and sentences are drawn. */
async function atStep(page, step) {
  await page.waitForFunction((s) => document.querySelector("#step-text").textContent === s, String(step));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test("5×5 from r1c1, all tours, to the end: 304 in every lane; 1,735,079 / 1,735,079 / 148,545 nodes", async () => {
  // Counts from `backtrack knights --n 5 --start r1c1 --strategy all --mode all`.
  const { page, problems, context } = await open(browser,
    "?puzzle=knights&size=5&start=r1c1&closed=0&strategies=pruned,warnsdorff,lookahead&mode=all");
  await page.keyboard.press("End");
  await waitForEnd(page, 900_000);
  const expected = { pruned: 1735079, warnsdorff: 1735079, lookahead: 148545 };
  for (const [lane, nodes] of Object.entries(expected)) {
    assert.equal(await count(page, lane, "nodes"), nodes, lane);
    assert.equal(await count(page, lane, "solutions"), 304, lane);
    assert.equal(await stat(page, lane, "status"), "finished", lane);
    assert.ok(isTour(await tourOf(page, lane, 5), 5, { row: 0, col: 0 }, false), `${lane} shows its first tour`);
  }
  assert.equal(await count(page, "pruned", "rejected"), 12143122);
  assert.equal(await count(page, "warnsdorff", "rejected"), 0, "Warnsdorff only tries open moves");
  assert.equal(await count(page, "lookahead", "rejected"), 1037384);
  assert.deepEqual(problems, []);
  await context.close();
});

test("8×8 from r1c1, first tour: Warnsdorff in 64 nodes, pruned in 3,242,065", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=knights&size=8&start=r1c1&strategies=pruned,warnsdorff&mode=first");
  await page.keyboard.press("End");
  await waitForEnd(page, 900_000);
  assert.equal(await count(page, "warnsdorff", "nodes"), 64, "no backtracking at all");
  assert.equal(await count(page, "warnsdorff", "undos"), 0);
  assert.equal(await count(page, "pruned", "nodes"), 3242065);
  for (const lane of ["pruned", "warnsdorff"]) {
    assert.equal(await stat(page, lane, "status"), "first_solution");
    assert.ok(isTour(await tourOf(page, lane, 8), 8, { row: 0, col: 0 }, false), lane);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("the first steps in words: a move off the board tried, then rejected, from the start", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=knights&size=5&start=r1c1&strategies=pruned&mode=first");
  await page.focus("body");
  // The page's registry and the core list the same strategies, in the same order.
  const [inPage, inCore] = await page.evaluate(async () => {
    const [core, registry] = await Promise.all([
      import(new URL("backtracking-lab.js", document.baseURI).href),
      import(new URL("www/puzzles/registry.js", document.baseURI).href),
    ]);
    const listed = core.puzzles().find((p) => p.name === "knights");
    return [registry.puzzleNamed("knights").strategies, listed.strategies.map((s) => s.name)];
  });
  assert.deepEqual(inPage, inCore);
  const narration = () => page.textContent("[data-lane=pruned] .narration");
  await page.keyboard.press("ArrowRight");
  await atStep(page, 1);
  assert.equal(await narration(), "Try the move 2 up, 1 right from r1c1.");
  await page.keyboard.press("ArrowRight");
  await atStep(page, 2);
  assert.equal(await narration(), "Rejected the move 2 up, 1 right from r1c1: it leaves the board. The whole subtree is cut.");
  // The third move (1 down, 2 right) is the first on the board: tried, then made.
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await atStep(page, 6);
  assert.equal(await narration(), "Move the knight 1 down, 2 right from r1c1 to r2c3: square 2 of 25, node 2.");
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas.board", "data-knight"), "r2c3");
  assert.deepEqual(problems, []);
  await context.close();
});

test("the link's size, start and closed fill the panel; the panel writes them back", async () => {
  const { page, problems, context } = await open(browser,
    "?puzzle=knights&size=6&start=r3c2&closed=1&strategies=warnsdorff,lookahead&mode=first");
  assert.equal(await page.inputValue("#knights-size"), "6");
  assert.equal(await page.inputValue("#knights-row"), "3");
  assert.equal(await page.inputValue("#knights-col"), "2");
  assert.equal(await page.inputValue("#knights-tour"), "closed");
  assert.deepEqual(await page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane)), ["warnsdorff", "lookahead"]);
  assert.equal(await page.getAttribute("[data-lane=lookahead] canvas.board", "data-knight"), "r3c2");
  const params = () => new URL(page.url()).searchParams;

  await page.fill("#knights-size", "7");
  await page.press("#knights-size", "Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("size") === "7");
  assert.equal(params().get("start"), "r3c2");
  assert.equal(params().get("closed"), "1");
  await page.selectOption("#knights-row", "5");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("start") === "r5c2");
  await page.selectOption("#knights-tour", "open");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("closed") === "0");
  assert.equal(await page.getAttribute("[data-lane=warnsdorff] canvas.board", "data-knight"), "r5c2");
  assert.match(await page.getAttribute("[data-lane=warnsdorff] canvas.board", "data-numbers"), /^(0,){29}1(,0){19}$/);

  // The link as it stands opens the same race.
  const again = await open(browser, page.url().slice(page.url().indexOf("?")));
  assert.equal(await again.page.inputValue("#knights-size"), "7");
  assert.equal(await again.page.inputValue("#knights-row"), "5");
  assert.equal(await again.page.inputValue("#knights-tour"), "open");
  assert.deepEqual(again.problems, []);
  await again.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a bad start square in the link is noted and replaced; one off a smaller board is refused in Russian, kept, then fixed", async () => {
  const bad = await open(browser, "?puzzle=knights&size=5&start=r7c7&closed=maybe");
  assert.equal(await bad.page.isVisible("#note"), true);
  const note = await bad.page.textContent("#note");
  assert.match(note, /start must be a square like r1c1 on the 5×5 board, got "r7c7"; using r1c1/);
  assert.match(note, /closed must be 1 or 0, got "maybe"/);
  assert.equal(await bad.page.getAttribute("[data-lane=pruned] canvas.board", "data-knight"), "r1c1");
  await bad.context.close();

  const { page, problems, context } = await open(browser, "?puzzle=knights&size=8&start=r7c7&lang=ru");
  const url = page.url();
  await page.fill("#knights-size", "5");
  await page.press("#knights-size", "Enter");
  await page.waitForSelector("#knights-error:not([hidden])");
  assert.equal(await page.textContent("#knights-error"),
    "клетки r7c7 нет на доске 5×5: выберите строку и столбец от 1 до 5");
  assert.equal(page.url(), url, "the race and its link stay as they were");
  assert.equal(await page.inputValue("#knights-size"), "5", "nothing the learner chose is lost");
  assert.equal(await page.inputValue("#knights-row"), "7");
  await page.selectOption("#knights-row", "2");
  assert.match(await page.textContent("#knights-error"), /клетки r2c7 нет на доске 5×5/);
  await page.selectOption("#knights-col", "3");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("start") === "r2c3");
  assert.equal(await page.isHidden("#knights-error"), true);
  assert.equal(new URL(page.url()).searchParams.get("size"), "5");
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas.board", "data-knight"), "r2c3");
  // A size the page does not animate is refused in words too, and kept in the field.
  await page.fill("#knights-size", "12");
  await page.press("#knights-size", "Enter");
  await page.waitForSelector("#knights-error:not([hidden])");
  assert.equal(await page.textContent("#knights-error"), "Выберите размер доски от 5 до 8.");
  assert.equal(await page.inputValue("#knights-size"), "12");
  assert.equal(new URL(page.url()).searchParams.get("size"), "5");
  await page.fill("#knights-size", "6");
  await page.press("#knights-size", "Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("size") === "6");
  assert.equal(await page.isHidden("#knights-error"), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the embed view races the knight's tour from the link alone", async () => {
  const { page, problems, context } = await open(browser, "embed.html?puzzle=knights&size=6&start=r3c3&strategies=warnsdorff,pruned&controls=all");
  assert.deepEqual(await page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane)), ["warnsdorff", "pruned"]);
  assert.equal(await page.getAttribute("[data-lane=warnsdorff] canvas.board", "data-knight"), "r3c3");
  await page.click("#end");
  await waitForEnd(page, 900_000);
  assert.equal(await stat(page, "warnsdorff", "status"), "first_solution");
  assert.ok(isTour(await tourOf(page, "warnsdorff", 6), 6, { row: 2, col: 2 }, false));
  assert.deepEqual(problems, []);
  await context.close();
});

for (const lang of LANGUAGES) {
  test(`${lang}: axe finds nothing moderate or worse on the knight's tour, its code, an error, the dark theme`, { timeout: 180_000 }, async () => {
    for (const colorScheme of ["light", "dark"]) {
      const { page, problems, context } = await open(browser, `?lang=${lang}&puzzle=knights&size=6&start=r8c8&code=1`, { colorScheme });
      for (let i = 0; i < 12; i++) await page.click("#forward");
      await page.fill("#knights-size", "9");
      await page.press("#knights-size", "Enter");
      await page.waitForSelector("#knights-error:not([hidden])");
      const found = await accessibilityProblems(page);
      assert.deepEqual(found, [], `${lang}, ${colorScheme}`);
      // The note about the start square is in the lab's language, and so is the board's text.
      assert.equal(await page.isVisible("#note"), true);
      assert.match(await page.getAttribute("[data-lane=pruned] canvas.board", "aria-label") ?? "", /[0-9]/);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}

test("every word of the knight's tour is from the table: steps, a refusal, a note, the end", { timeout: 300_000 }, async () => {
  // The Russian table served as a pseudo-translation (pseudo.mjs): a word outside ⟦…⟧ was not
  // looked up in the tables.
  const { page, problems, context } = await watchedPage(browser);
  await servePseudoRussian(context);
  const found = new Set();
  const look = async () => {
    const texts = await pageTexts(page);
    assert.ok(texts.some(({ text }) => text.includes("⟦")), "the pseudo table was served");
    for (const { where, text } of texts.filter((t) => !isMarked(t))) found.add(`${where}: ${JSON.stringify(text)}`);
  };
  await page.goto(new URL("?lang=ru&puzzle=knights&size=6&start=r1c1&closed=1&strategies=pruned,warnsdorff,lookahead&code=1&start=x", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  for (let i = 0; i < 40; i++) await page.click("#forward");
  await look();
  await page.fill("#knights-size", "5");
  await page.selectOption("#knights-row", "8");
  await page.waitForSelector("#knights-error:not([hidden])");
  await look();
  await page.fill("#knights-size", "5");
  await page.selectOption("#knights-row", "1");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("size") === "5");
  await page.click("#end");
  await page.waitForFunction(() => [...document.querySelectorAll("[data-stat=status]")].every((s) => s.dataset.value !== "running"),
    null, { timeout: 900_000 });
  await look();
  assert.deepEqual([...found], []);
  assert.deepEqual(problems, []);
  await context.close();
});
