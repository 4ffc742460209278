// Exercises in the built page: a preset from the link opens its tab with the task above the
// race and the program lane on its starting program; Check (and the key C) runs every check
// in a worker, each verdict said in the lab's language with the difference that matters, a
// hidden check only passed or failed, and the score; a program that does what the task asks
// scores 1; a check that never ends leaves the page answering and is cancelled; an exercise
// that is not right names each problem.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { deflateRawSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { launch, open, watchedPage, BASE_URL, CSP } from "./browser.mjs";
import { accessibilityProblems } from "./axe.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const packed = (text) => `~${deflateRawSync(Buffer.from(text)).toString("base64url")}`;
const verdict = (index) => `#exercise-verdicts [data-check="${index}"]`;

async function typeProgram(page, text) {
  await page.click('[data-lane="program"] .cm-content');
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

async function checked(page) {
  await page.waitForSelector("#exercise-score:not([hidden])", { timeout: 60000 });
  return Number(await page.getAttribute("#exercise-score", "data-score"));
}

test("prune it: version B fails the cost checks, version D passes every check", async () => {
  const { page, problems } = await open(browser, "?exercise=@prune_it&lang=en");
  await page.waitForSelector('[data-lane="program"] .cm-content');
  await page.waitForSelector("#exercise-check");
  assert.equal(await page.getAttribute("#tab-queens", "aria-selected"), "true");
  assert.equal(await page.textContent("#exercise-title"), "Exercise: Prune it");
  assert.match(await page.textContent("#exercise .statement"), /visits 109,601 nodes for eight queens/);
  assert.equal(await page.textContent("#exercise .statement code"), "pruned");
  // The lane runs the exercise's start: version B, whose line counts the columns taken.
  assert.match(await page.textContent('[data-lane="program"] .cm-content'), /zanyat\[c\] == 0/);
  assert.ok(!(await page.url()).includes("program="), "the start travels with the exercise, not the link");

  // C checks, from anywhere but an editor.
  await page.focus("#play");
  await page.keyboard.press("c");
  assert.equal(await checked(page), 0.25);
  assert.equal(await page.getAttribute(verdict(0), "data-verdict"), "passed");
  assert.equal(await page.getAttribute(verdict(1), "data-verdict"), "failed");
  assert.equal(await page.textContent(`${verdict(1)} .check-name`), "2. Searches cheaply enough, n\u00a0=\u00a08");
  assert.equal(await page.textContent(`${verdict(1)} .why`), "109,601 nodes: pruned needs 2,057.");
  assert.equal(await page.textContent(`${verdict(2)} .check-name`), "3. Searches cheaply enough, a hidden instance");
  assert.equal(await page.textContent(`${verdict(2)} .why`), "The instance is hidden, so only the verdict is told.");
  assert.equal(await page.textContent("#exercise-score"), "Score: 25 %");

  // Version D, typed and run, passes every check.
  const d = readFileSync(new URL("../../www/puzzles/programs/queens_d.py", import.meta.url), "utf8");
  await typeProgram(page, d);
  await page.click('[data-lane="program"] [data-program=run]');
  await page.locator('[data-lane="program"] .cm-content', { hasText: "stolbec" }).waitFor();
  await page.waitForSelector("#exercise-check");
  await page.click("#exercise-check");
  assert.equal(await checked(page), 1);
  assert.equal(await page.textContent(`${verdict(1)} .why`), "2,057 nodes.");
  assert.match(page.url(), /program=/, "the learner's program travels in the link");
  assert.deepEqual(problems, []);
});

test("in Russian and Chinese, a count that differs says both numbers", async () => {
  for (const [lang, expected, score] of [
    ["ru", "Последним напечатано 0, а нужно 92.", "Баллы: 25 %"],
    ["zh", "最后打印的是 0，要求的是 92。", "得分：25%"],
  ]) {
    const { page, problems } = await open(browser, `?exercise=@forgotten_undo&lang=${lang}`);
    await page.waitForSelector("#exercise-check");
    await page.click("#exercise-check");
    assert.equal(await checked(page), 0.25);
    assert.equal(await page.textContent(`${verdict(0)} .why`), expected);
    assert.equal(await page.textContent("#exercise-score"), score);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test("a check that never ends leaves the page answering, and Cancel stops it", async () => {
  const exercise = JSON.stringify({
    exercise: 1, tab: "queens", statement: { en: "Loop." }, start: "while True:\n    pass\n",
    checks: [{ kind: "clean", setup: "4", steps: 1000000000 }],
  });
  const { page, problems } = await open(browser, `?puzzle=queens&strategies=program&exercise=${packed(exercise)}&lang=en`);
  await page.waitForSelector("#exercise-check");
  await page.click("#exercise-check");
  await page.waitForSelector("#exercise-cancel:not([hidden])");
  // The page answers while the worker runs: the transport steps the race.
  await page.focus("#play");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "1");
  assert.match(await page.textContent("#exercise-status"), /Checking 1 of 1/);
  await page.click("#exercise-cancel");
  assert.equal(await page.textContent("#exercise-status"), "Checking cancelled.");
  assert.equal(await page.isHidden("#exercise-cancel"), true);
  assert.deepEqual(problems, []);
});

test("an exercise that is not right names each of its problems", async () => {
  const exercise = JSON.stringify({ exercise: 2, tab: "queens", checks: [{ kind: "ouput" }] });
  const { page, problems } = await open(browser, `?puzzle=queens&strategies=program&exercise=${packed(exercise)}&lang=en`);
  await page.waitForSelector("[data-exercise-problems]");
  const listed = await page.$$eval("[data-exercise-problems] li", (items) => items.map((li) => li.textContent));
  assert.deepEqual(listed, [
    "exercise: this lab reads version 1 of the format",
    "statement: missing (a text in en, ru or zh)",
    "checks[0].kind: should be one of clean, output, result, cost",
  ]);
  const { page: bad } = await open(browser, `?puzzle=queens&strategies=program&exercise=${packed("{ not json")}&lang=en`);
  await bad.waitForSelector("[data-exercise-problems]");
  assert.match(await bad.textContent("[data-exercise-problems] li"), /^the exercise: not JSON/);
  assert.deepEqual(problems, []);
});

for (const lang of ["en", "ru", "zh"]) {
  test(`${lang}: the exercise and its verdicts pass axe at 390 and 1280 px, nothing wider than the page`, async () => {
    for (const width of [390, 1280]) {
      const { page, problems, context } = await open(browser, `?exercise=@all_boards&lang=${lang}`, { viewport: { width, height: 800 } });
      await page.waitForSelector("#exercise-check");
      await page.click("#exercise-check");
      await checked(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${lang} at ${width}: ${overflow} px wider`);
      // The page's own problems first: axe copies style sheets into <style> elements.
      assert.deepEqual(problems, []);
      assert.deepEqual(await accessibilityProblems(page), [], `${lang} at ${width}`);
      await context.close();
    }
  });
}

test("the host hears the score: lab-checked on a component, a message from the embed view", async () => {
  const { page, problems, context } = await watchedPage(browser);
  const url = new URL("books/exercise/index.html", BASE_URL).href;
  await context.route(url, (route) => route.fulfill({
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}"><title>Exercises</title>
<script type="module" src="../../embed.js"></script></head><body>
<backtracking-lab id="component" exercise="@forgotten_undo" lang="en" loading="eager"></backtracking-lab>
<iframe id="frame" src="../../embed.html?exercise=@forgotten_diagonal&amp;lang=en" title="Backtracking Lab" width="640" height="900"></iframe>
</body></html>`,
  }));
  await context.addInitScript(() => {
    if (window !== window.top) return;
    window.heard = [];
    document.addEventListener("lab-checked", (event) => window.heard.push({ from: event.target.id, ...event.detail }));
    addEventListener("message", (event) => {
      if (event.data?.source === "backtracking-lab" && event.data.type === "checked") window.heard.push({ from: "frame", ...event.data });
    });
  });
  await page.goto(url);
  const component = page.locator("#component");
  await component.locator("#exercise-check").click();
  await page.waitForFunction(() => window.heard.some((e) => e.from === "component"));
  const frame = page.frameLocator("#frame");
  await frame.locator("#exercise-check").click();
  await page.waitForFunction(() => window.heard.some((e) => e.from === "frame"));
  const heard = await page.evaluate(() => window.heard);
  const fromComponent = heard.find((e) => e.from === "component");
  assert.equal(fromComponent.score, 0.25);
  assert.deepEqual(fromComponent.checks.map((c) => c.passed), [false, false, true]);
  assert.equal(fromComponent.checks[0].why, "number");
  const fromFrame = heard.find((e) => e.from === "frame");
  assert.equal(fromFrame.score, 0.25);
  assert.equal(fromFrame.checks[1].why, "hidden");
  assert.deepEqual(problems, []);
  await context.close();
});

test("the Exercises menu lists the presets by their titles, by keyboard, and opens one", async () => {
  const { page, problems } = await open(browser, "?lang=ru");
  await page.focus("#exercises-button");
  await page.keyboard.press("Enter");
  await page.locator("#exercises-list a", { hasText: "Отсеки лишнее" }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.dataset.exerciseLink), "bottom_check");
  await page.keyboard.press("Escape");
  assert.equal(await page.isHidden("#exercises-list"), true);
  await page.click("#exercises-button");
  await page.click('[data-exercise-link="prune_it"]');
  await page.waitForSelector("#exercise-check");
  assert.equal(await page.textContent("#exercise-title"), "Задание: Отсеки лишнее");
  assert.deepEqual(await page.$$eval("#lanes [data-lane]", (all) => all.map((l) => l.dataset.lane)), ["program", "pruned"]);
  assert.deepEqual(problems, []);
});

test("every Sudoku solution: the lesson's solver, which stops at the first, finds fewer than there are", async () => {
  const { page, problems } = await open(browser, "?exercise=@every_sudoku_solution&lang=en");
  await page.waitForSelector("#exercise-check");
  assert.equal(await page.getAttribute("#tab-sudoku", "aria-selected"), "true");
  assert.deepEqual(await page.$$eval("#lanes [data-lane]", (all) => all.map((l) => l.dataset.lane)), ["program", "pruned"]);
  await page.click("#exercise-check");
  assert.equal(await checked(page), 0);
  assert.equal(await page.textContent("#exercise-score"), "Score: 0 %");
  assert.equal(await page.textContent(`${verdict(0)} .why`), "Your program finds 0 solutions; there are 12.");
  // A failed check the learner sees opens as a race on its instance, beside its strategy.
  await page.click('[data-race-check="1"]');
  await page.waitForURL(/grid=1\.\.4/);
  await page.waitForSelector("#exercise-check");
  assert.deepEqual(await page.$$eval("#lanes [data-lane]", (all) => all.map((l) => l.dataset.lane)), ["program", "pruned"]);
  assert.equal(await page.locator("[data-race-check]").count(), 0, "no verdict yet on the program now raced");
  assert.deepEqual(problems, []);
});

test("progress stays in the browser: the program last checked comes back, checked again, and the menu shows its score", async () => {
  const { page, problems, context } = await open(browser, "?exercise=@forgotten_undo&lang=en");
  await page.waitForSelector("#exercise-check");
  const d = readFileSync(new URL("../../www/puzzles/programs/queens_d.py", import.meta.url), "utf8");
  await typeProgram(page, d);
  await page.click('[data-lane="program"] [data-program=run]');
  await page.locator('[data-lane="program"] .cm-content', { hasText: "diag2[d2] = 0" }).waitFor();
  await page.waitForSelector("#exercise-check");
  await page.click("#exercise-check");
  assert.equal(await checked(page), 1);
  // Another visit, by the link without the program: the kept one is there, and checked.
  const again = await context.newPage();
  await again.goto(new URL("?exercise=@forgotten_undo&lang=en", page.url()).href);
  await again.locator('[data-lane="program"] .cm-content', { hasText: "diag2[d2] = 0" }).waitFor();
  assert.equal(await checked(again), 1);
  await again.click("#exercises-button");
  assert.equal(await again.getAttribute('[data-exercise-link="forgotten_undo"] .kept-score', "data-kept-score"), "1");
  assert.equal(await again.textContent('[data-exercise-link="forgotten_undo"] .kept-score'), "100 %");
  assert.equal(await again.locator('[data-exercise-link="prune_it"] .kept-score').count(), 0);
  assert.deepEqual(problems, []);
});

test("Make an exercise: a preset opens in the form, an edit names each problem, and the link it copies opens the new exercise in a new browser, where it is passed", async () => {
  const { page, problems, context } = await open(browser, "?exercise=@prune_it&lang=en",
    { permissions: ["clipboard-read", "clipboard-write"] });
  await page.waitForSelector("#exercise-check");
  // By keyboard: the menu, then its last item.
  await page.focus("#exercises-button");
  await page.keyboard.press("Enter");
  await page.focus("[data-make-exercise]");
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog.maker[open] [data-maker-ready]");
  const preset = JSON.parse(readFileSync(new URL("../../www/exercises/presets/prune_it.json", import.meta.url), "utf8"));
  assert.deepEqual(JSON.parse(await page.inputValue("#maker-json")), preset, "the form holds the preset as it is");

  // A title emptied and a number that is none: each problem named, no link.
  await page.fill('dialog.maker [name="title"]', "");
  await page.locator("[data-maker-problems] li", { hasText: "The exercise needs a title." }).waitFor();
  await page.fill('dialog.maker [name="title"]', "Ninety-two");
  await page.selectOption("#maker-0-choice", "printed_number");
  await page.fill("#maker-0-number", "ninety");
  await page.locator("[data-maker-problems] li", { hasText: "checks[0].number" }).waitFor();
  assert.equal(await page.isVisible("#maker-link"), false);
  await page.fill("#maker-0-number", "92");
  await page.waitForSelector("[data-maker-ready]");

  // A check added takes the last one's instance; removed, it is gone.
  await page.click("#maker-add");
  await page.waitForSelector("#maker-3-choice");
  assert.equal(await page.inputValue("#maker-3-setup"), "7");
  await page.click('[data-row="3"] [data-remove]');
  await page.waitForFunction(() => JSON.parse(document.querySelector("#maker-json")?.value ?? "{}").checks?.length === 3);
  const json = JSON.parse(await page.inputValue("#maker-json"));
  assert.equal(json.title.en, "Ninety-two");
  assert.equal(json.title.ru, preset.title.ru, "the other languages' texts are kept");
  assert.deepEqual(json.checks[0], { kind: "output", setup: "8", number: 92 });

  await page.click('[data-copy="maker-link"]');
  await page.waitForSelector('[data-copy="maker-link"]:text("Copied")');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, await page.inputValue("#maker-link"));
  assert.match(link, /[?&]exercise=~/);
  assert.doesNotMatch(link, /[?&]program=/, "the start travels in the exercise");
  const embed = await page.inputValue("#maker-embed");
  assert.match(embed, /<backtracking-lab [^>]*exercise="~/);
  assert.match(embed, /<iframe src="[^"]*embed\.html\?[^"]*exercise=~/);
  // Hidden is not secret, and the form says so where a check is hidden.
  assert.match(await page.textContent("#maker-result"), /Hidden is not secret/);

  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog.maker", { state: "detached" });
  assert.equal(await page.evaluate(() => document.activeElement.id), "exercises-button");

  // The link opens the new exercise in a browser that has never seen it: the start (version
  // B) passes its first check only; version D passes them all.
  const learner = await open(browser, link);
  const other = learner.page;
  await other.waitForSelector("#exercise-check");
  assert.equal(await other.textContent("#exercise-title"), "Exercise: Ninety-two");
  await other.click("#exercise-check");
  assert.equal(await checked(other), 0.25);
  assert.equal(await other.getAttribute(verdict(0), "data-verdict"), "passed");
  assert.equal(await other.getAttribute(verdict(1), "data-verdict"), "failed");
  await typeProgram(other, readFileSync(new URL("../../www/puzzles/programs/queens_d.py", import.meta.url), "utf8"));
  await other.click('[data-lane="program"] [data-program=run]');
  await other.waitForSelector("#exercise-score[hidden]", { state: "attached" });
  await other.click("#exercise-check");
  assert.equal(await checked(other), 1);
  assert.deepEqual(learner.problems, []);
  await learner.context.close();
  assert.deepEqual(problems, []);

  // The exercise from the link is where the form starts again.
  await page.goto(link);
  await page.waitForSelector("#exercise-check");

  // The exercise open, from its link, is where the form starts again; the form passes axe
  // (last: axe copies the style sheets into <style> elements, which the page's CSP refuses).
  await page.click("#exercises-button");
  await page.click("[data-make-exercise]");
  await page.waitForSelector("dialog.maker[open] [data-maker-ready]");
  assert.equal(await page.inputValue('dialog.maker [name="title"]'), "Ninety-two");
  assert.deepEqual(await accessibilityProblems(page), []);
  await context.close();
});
