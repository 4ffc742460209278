// The two registries of puzzles agree: the page's (www/puzzles/registry.js) and the core's
// (PUZZLES in src/registry.rs, handed over by `puzzles()`), in the built page, so a puzzle added on one side
// only fails here; the page's tab for your own problem, which races only programs, is the
// program lanes' core's (`puzzle("program")`). Every registered tab races its own default
// lanes with no error.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, BASE_URL } from "./browser.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test("the page's registry of puzzles and the core's list the same puzzles, strategies and mistakes", async () => {
  const { page, problems, context } = await open(browser, "");
  const { core, registry, own } = await page.evaluate(async (base) => {
    const wasm = await import(new URL("backtracking-lab.js", base).href);
    await wasm.default();
    const { PUZZLES } = await import(new URL("www/puzzles/registry.js", base).href);
    return {
      core: wasm.puzzles().map((p) => ({ name: p.name, strategies: p.strategies.map((s) => s.name), mistakes: p.mistakes })),
      registry: PUZZLES.filter((p) => p.strategies.length > 0)
        .map((p) => ({ name: p.name, strategies: p.strategies, mistakes: p.mistakes })),
      own: PUZZLES.filter((p) => p.strategies.length === 0).map((p) => p.name),
    };
  }, BASE_URL);
  assert.ok(core.length >= 2, JSON.stringify(core));
  assert.deepEqual(registry, core);
  assert.deepEqual(own, ["program"]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("every puzzle's tab shows its own panel and races its default lanes", async () => {
  const { page, problems, context } = await open(browser, "?lang=en");
  const tabs = await page.$$eval("[role=tab]", (all) => all.map((tab) => tab.dataset.puzzle));
  assert.ok(tabs.length >= 2);
  for (const puzzle of tabs) {
    await page.click(`#tab-${puzzle}`);
    await page.waitForFunction((p) => new URLSearchParams(location.search).get("puzzle") === p, puzzle);
    assert.equal(await page.isVisible(`#setup-${puzzle}`), true, `${puzzle}: its panel shows`);
    const hidden = await page.$$eval("[role=tabpanel]", (all) => all.filter((p) => !p.hidden).map((p) => p.id));
    assert.deepEqual(hidden, [`setup-${puzzle}`]);
    const lanes = await page.$$eval("#lanes [data-lane]", (all) => all.length);
    assert.ok(lanes >= 1, `${puzzle}: ${lanes} lanes`);
    // One step forward: every lane draws and tells its first event.
    await page.click("#forward");
    await page.waitForFunction(() => document.querySelector("#step-text").textContent === "1");
    const told = await page.$$eval("#lanes .narration", (all) => all.map((p) => p.textContent.trim()));
    assert.ok(told.every((sentence) => sentence.length > 0), `${puzzle}: ${JSON.stringify(told)}`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
