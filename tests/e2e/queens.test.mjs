// The first page: choose n, press Solve, and the board shows a first solution.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open } from "./browser.mjs";
import { serveDirectory } from "./serve.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Whether no two queens attack: an independent check, sharing no code with the core. */
function noTwoAttack(queens) {
  return queens.every((a, i) => queens.every((b, j) => i === j || (a !== b && Math.abs(a - b) !== Math.abs(i - j))));
}

async function solve(page, n) {
  await page.fill("#queens-n", String(n));
  await page.click("#solve");
  await page.waitForFunction((n) => document.querySelector("#board").dataset.n === String(n), n);
  return page.getAttribute("#board", "data-queens");
}

test("eight queens: Solve places eight queens, none attacking another", async () => {
  const { page, problems, context } = await open(browser);
  await page.waitForSelector("#solve:not([disabled])");
  const placed = await solve(page, 8);
  const queens = placed.split(",").map(Number);
  assert.equal(queens.length, 8);
  assert.ok(noTwoAttack(queens), `queens attack each other: ${placed}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test("two and three queens say clearly that there is no solution", async () => {
  const { page, problems, context } = await open(browser);
  await page.waitForSelector("#solve:not([disabled])");
  for (const n of [2, 3]) {
    assert.equal(await solve(page, n), "");
    assert.match(await page.textContent("#message"), /No solution/);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("an n out of range is refused with a message, and the board is kept", async () => {
  const { page, problems, context } = await open(browser);
  await page.waitForSelector("#solve:not([disabled])");
  await solve(page, 5);
  await page.fill("#queens-n", "13");
  await page.press("#queens-n", "Enter");
  assert.match(await page.textContent("#message"), /from 1 to 12/);
  assert.equal((await page.getAttribute("#board", "data-queens")).split(",").length, 5);
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
    await page.goto(`http://127.0.0.1:${server.address().port}${prefix}`);
    await page.waitForSelector("#solve:not([disabled])");
    assert.equal((await solve(page, 6)).split(",").length, 6);
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
