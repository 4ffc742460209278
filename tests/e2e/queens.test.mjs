// The first page's promise, kept by the race page: choose n, run the pruned strategy to its
// first solution, and the board shows queens of which no two attack each other.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, stat } from "./browser.mjs";
import { serveDirectory } from "./serve.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Whether no two queens attack: an independent check, sharing no code with the core. */
function noTwoAttack(queens) {
  return queens.every((a, i) => queens.every((b, j) => i === j || (a !== b && Math.abs(a - b) !== Math.abs(i - j))));
}

/** Chooses n in the page, runs to the end, and returns the pruned lane's queens and status. */
async function solve(page, n) {
  await page.fill("#queens-n", String(n));
  await page.press("#queens-n", "Enter");
  await page.waitForFunction((n) => new URL(location.href).searchParams.get("n") === String(n), n);
  await page.click("#end");
  await page.waitForFunction(() => document.querySelector('[data-lane=pruned] [data-stat=status]').dataset.value !== "running");
  return {
    queens: await page.getAttribute("[data-lane=pruned] canvas", "data-queens"),
    status: await stat(page, "pruned", "status"),
  };
}

test("eight queens: the pruned lane's first solution has no two queens attacking", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&strategies=pruned&mode=first");
  const { queens, status } = await solve(page, 8);
  assert.equal(status, "first_solution");
  const columns = queens.split(",").map(Number);
  assert.equal(columns.length, 8);
  assert.ok(noTwoAttack(columns), `queens attack each other: ${queens}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test("two and three queens say clearly that there is no solution", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&strategies=pruned&mode=first");
  for (const n of [2, 3]) {
    const { queens, status } = await solve(page, n);
    assert.equal(status, "no_solution");
    assert.equal(queens, "");
    assert.match(await page.textContent("[data-lane=pruned] .narration"), /no solution/);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("an n out of range is refused with a message, and the race is kept", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=pruned");
  await page.fill("#queens-n", "13");
  await page.press("#queens-n", "Enter");
  assert.match(await page.textContent("#queens-error"), /from 1 to 12/);
  assert.match(page.url(), /n=5/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("dist/ works when copied under a sub-path of another host", async () => {
  const prefix = "/books/algorithms/backtracking-lab/";
  const server = await serveDirectory(new URL("../../dist", import.meta.url).pathname, { prefix });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}${prefix}?strategies=pruned&mode=first`);
    await page.waitForSelector("body[data-ready]");
    const { queens } = await solve(page, 6);
    assert.equal(queens.split(",").length, 6);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    server.close();
  }
});

test("the noTwoAttack check can fail", () => {
  assert.equal(noTwoAttack([0, 1, 2, 3]), false);
  assert.equal(noTwoAttack([1, 3, 0, 2]), true);
});
