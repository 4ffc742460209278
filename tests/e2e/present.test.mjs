// Presentation mode (present=1, the Present button, the key P), for a race on a classroom
// projector: at 1280 × 720 and 1920 × 1080, with three lanes and with four and a lesson open,
// every lane's board and counters and the transport lie inside the screen without scrolling,
// and the counters and the sentences are at least 2.5 % of its height; a presentation
// remote's keys step, step back and pause; leaving the mode gives the page back as it was.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open } from "./browser.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const RACES = [
  ["three queens lanes", "?puzzle=queens&n=8&strategies=naive,permutation,pruned&mode=all&present=1&lang=en", 3],
  ["four Sudoku lanes and a lesson", "?puzzle=sudoku&strategies=naive,permutation,pruned,candidates&lesson=sudoku&present=1&lang=ru", 4],
];

for (const [width, height] of [[1280, 720], [1920, 1080]]) {
  for (const [what, query, lanes] of RACES) {
    test(`${width} × ${height}, ${what}: every board, its counters and the transport in view, legible from the back`, async () => {
      const { page, problems, context } = await open(browser, query, { viewport: { width, height } });
      await page.waitForSelector(".lab[data-present]");
      const boxes = await page.evaluate(() => {
        const box = (element) => {
          const r = element.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, font: parseFloat(getComputedStyle(element).fontSize) };
        };
        return {
          boards: [...document.querySelectorAll("[data-lane] canvas.board")].map(box),
          counters: [...document.querySelectorAll("[data-lane] .counters dd")].map(box),
          sentences: [...document.querySelectorAll("[data-lane] .narration")].map(box),
          transport: ["#play", "#forward", "#back", "#timeline", "#present"].map((id) => box(document.querySelector(id))),
          scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
          summary: document.querySelector("#present-summary").textContent,
        };
      });
      assert.equal(boxes.boards.length, lanes);
      const inside = (b) => b.left >= 0 && b.top >= 0 && b.right <= width + 0.5 && b.bottom <= height + 0.5;
      for (const [name, list] of Object.entries({ boards: boxes.boards, counters: boxes.counters, transport: boxes.transport })) {
        list.forEach((b, i) => assert.ok(inside(b), `${name} ${i}: ${JSON.stringify(b)}`));
      }
      assert.ok(boxes.boards.every((b) => b.right - b.left >= 0.15 * height), "the boards use the room they have");
      for (const b of [...boxes.counters, ...boxes.sentences]) assert.ok(b.font >= 0.025 * height, `font ${b.font} px at ${height}`);
      assert.deepEqual(boxes.scroll, [width, height], "nothing scrolls");
      // The set-up folds into one line, which says the lesson's question where one is open.
      assert.ok(await page.isHidden(".tabs"));
      if (query.includes("lesson=")) assert.match(boxes.summary, /\?$/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test("a remote's keys step, step back and pause; G brings the chart in and out; P leaves the mode and the page is back as it was", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=6&strategies=naive,pruned&mode=all&lang=en",
    { viewport: { width: 1280, height: 720 } });
  assert.equal(await page.isVisible(".tabs"), true);
  await page.focus("#play");
  await page.keyboard.press("p");
  await page.waitForSelector(".lab[data-present]");
  assert.equal(await page.getAttribute("#present", "aria-pressed"), "true");
  assert.match(page.url(), /[?&]present=1/);
  const step = async () => Number(await page.textContent("#step-text"));
  for (let i = 0; i < 3; i++) await page.keyboard.press("PageDown");
  assert.equal(await step(), 3);
  await page.keyboard.press("PageUp");
  assert.equal(await step(), 2);
  // Space plays; the remote's B (its "blank screen" key) pauses.
  await page.keyboard.press(" ");
  await page.waitForFunction(() => Number(document.querySelector("#step-text").textContent) > 2);
  await page.keyboard.press("b");
  const paused = await step();
  await page.waitForTimeout(300);
  assert.equal(await step(), paused, "B paused the race");
  assert.equal(await page.getAttribute("#play", "aria-label"), "Play");

  // G brings the chart in, the boards still in view, and takes it away again.
  assert.equal(await page.isVisible("#chart"), false);
  await page.keyboard.press("g");
  await page.waitForSelector("#chart", { state: "visible" });
  const [chart, counters] = await page.evaluate(() => ["#chart", "[data-lane] .counters"]
    .map((selector) => document.querySelector(selector).getBoundingClientRect()));
  assert.ok(counters.bottom <= chart.top && chart.bottom <= 720 && chart.height >= 0.3 * 720, JSON.stringify({ chart, counters }));
  // Its words grow with the screen too (the chart's canvas says the size it writes them at).
  await page.waitForFunction(() => Number(document.querySelector("#chart").dataset.textSize) >= 0.024 * 720 - 1);
  await page.keyboard.press("g");
  await page.waitForSelector("#chart", { state: "hidden" });
  await page.waitForSelector("[data-lane] canvas.board", { state: "visible" });

  await page.keyboard.press("p");
  await page.waitForSelector(".lab:not([data-present])");
  assert.equal(await page.isVisible(".tabs"), true);
  assert.equal(await page.isVisible(".masthead"), true);
  assert.equal(await step(), paused, "the race stands where it was");
  assert.doesNotMatch(page.url(), /present=/);
  // Out of the mode, B is the next backtrack again, not a pause.
  await page.keyboard.press("b");
  assert.ok(await step() > paused);
  // Esc leaves it too.
  await page.click("#present");
  await page.waitForSelector(".lab[data-present]");
  await page.keyboard.press("Escape");
  await page.waitForSelector(".lab:not([data-present])");
  assert.deepEqual(problems, []);
  await context.close();
});

test("with a lesson open, ] and [ turn its pages, still presented", async () => {
  const { page, problems, context } = await open(browser, "?lesson=pruned&present=1&lang=en", { viewport: { width: 1280, height: 720 } });
  await page.waitForSelector(".lab[data-present]");
  assert.match(await page.textContent("#present-summary"), /How many will the pruned lane walk\?$/);
  await page.focus("#play");
  await Promise.all([page.waitForURL(/lesson=occupancy/), page.keyboard.press("]")]);
  await page.waitForSelector(".lab[data-present][data-ready]");
  assert.match(page.url(), /present=1/);
  await page.focus("#play");
  await Promise.all([page.waitForURL(/lesson=pruned/), page.keyboard.press("[")]);
  await page.waitForSelector(".lab[data-present][data-ready]");
  assert.deepEqual(problems, []);
  await context.close();
});


for (const [what, query] of [["a race", "?puzzle=queens&n=8&strategies=naive,permutation,pruned&mode=all&lang=en"],
  ["a lesson", "?lesson=pruned&lang=ru"], ["four Sudoku lanes", "?puzzle=sudoku&strategies=naive,permutation,pruned,candidates&lang=zh"]]) {
  test(`outside presentation mode, at 1280 × 720 the first row of boards opens in view: ${what}`, async () => {
    const { page, problems, context } = await open(browser, query, { viewport: { width: 1280, height: 720 } });
    // The set-up (and a lesson's card) stands beside the race, not above it.
    const [board, setup] = await page.evaluate(() => [document.querySelector("[data-lane] canvas.board"), document.querySelector(".setup")]
      .map((element) => element.getBoundingClientRect()));
    assert.ok(board.top >= 0 && board.bottom <= 720, `the first board at ${board.top}–${board.bottom}`);
    assert.ok(setup.right <= board.left, "the set-up stands beside the race");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1280, "nothing wider than the page");
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("the embed view takes present=1 too: in an iframe's page the lanes fill its screen", async () => {
  const { page, problems, context } = await open(browser, "embed.html?puzzle=queens&n=6&strategies=naive,permutation,pruned&present=1&lang=zh",
    { viewport: { width: 1280, height: 720 } });
  await page.waitForSelector(".lab[data-present]");
  const boards = await page.$$eval("[data-lane] canvas.board", (all) => all.map((board) => board.getBoundingClientRect().bottom));
  assert.equal(boards.length, 3);
  assert.ok(boards.every((bottom) => bottom <= 720), boards.join());
  assert.match(await page.textContent("#present-summary"), /^6皇后/);
  assert.deepEqual(problems, []);
  await context.close();
});
