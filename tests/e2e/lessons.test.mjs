// The lessons' experiments in the built page: the mistake lab (true count beside a broken
// lane's, false solutions drawn with their attacking pair), Knuth's estimate where no closed
// form exists, predict then run, the narration log (bounded, copyable), the six guided
// lessons (page, embed view, component), the keyboard, and axe over all the new views.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, stat, count, waitForEnd, watchedPage, BASE_URL } from "./browser.mjs";
import { accessibilityProblems } from "./axe.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const LESSONS = ["naive", "permutation", "pruned", "occupancy", "programs", "mistakes", "sudoku"];

/** Runs every lane to its end with the End button. */
async function runToEnd(page) {
  await page.click("#end");
  await waitForEnd(page);
}

/** Whether two squares attack along a row, column or diagonal: independent of the core. */
const attack = (a, b) => a.row === b.row || a.col === b.col || Math.abs(a.row - b.row) === Math.abs(a.col - b.col);

test("forgetting the undo, six queens, all solutions: 0 solutions beside the true 4, said in words", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=6&strategies=occupancy,forget-undo&mode=all");
  const lane = '[data-lane="forget-undo"]';
  assert.equal(await page.getAttribute(`${lane} [data-stat=true_solutions]`, "data-value"), "4");
  assert.match(await page.textContent(`${lane} h3`), /Forgot the undo/);
  await runToEnd(page);
  assert.equal(await stat(page, "forget-undo", "solutions"), "0");
  assert.equal(await stat(page, "occupancy", "solutions"), "4");
  assert.match(await page.textContent(`${lane} [data-stat=true_solutions]`), /true count 4/);
  assert.equal(await page.getAttribute(`${lane} [data-verdict]`, "data-key"), "mistake.verdict.fewer");
  assert.match(await page.textContent(`${lane} [data-verdict]`), /found 0, but the board has 4 true solutions/);
  assert.match(await page.textContent(`${lane} .mistake`), /two lines that unmark them were removed/);
  // Its loop shows the broken line.
  assert.match(await page.textContent(`${lane} .code .broken`), /unmark cols only/);
  // The correct lane has no mistake panel and no true count of its own.
  assert.equal(await page.$$eval('[data-lane="occupancy"] .mistake, [data-lane="occupancy"] .truth', (e) => e.length), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("forgetting a diagonal, eight queens: the first solution is drawn with a red attacking pair", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=8&strategies=forget-diagonal&mode=first");
  await runToEnd(page);
  const lane = '[data-lane="forget-diagonal"]';
  assert.equal(await stat(page, "forget-diagonal", "status"), "first_solution");
  const queens = (await page.getAttribute(`${lane} canvas`, "data-queens")).split(",").map(Number);
  assert.equal(queens.length, 8);
  const pairs = (await page.getAttribute(`${lane} canvas`, "data-attacks")).split(";").map((pair) =>
    pair.split("-").map((square) => { const [row, col] = square.split(",").map(Number); return { row, col }; }));
  assert.ok(pairs.length >= 1);
  assert.equal(await page.getAttribute(lane, "data-attacking-pairs"), String(pairs.length));
  for (const [a, b] of pairs) {
    // Both squares hold queens of the board shown, and they do attack each other.
    assert.equal(queens[a.row], a.col);
    assert.equal(queens[b.row], b.col);
    assert.ok(attack(a, b), JSON.stringify([a, b]));
  }
  // The line between the first pair is red on the canvas: read the pixel halfway between them.
  const [a, b] = pairs[0];
  const rgb = await page.$eval(`${lane} canvas`, (canvas, [a, b]) => {
    const s = canvas.width / 8;
    const x = Math.round(((a.col + b.col) / 2 + 0.5) * s), y = Math.round(((a.row + b.row) / 2 + 0.5) * s);
    return [...canvas.getContext("2d").getImageData(x, y, 1, 1).data].slice(0, 3);
  }, [a, b]);
  assert.ok(rgb[0] > 150 && rgb[1] < 90 && rgb[2] < 90, `not red: ${rgb}`);
  assert.match(await page.textContent(`${lane} [data-attack]`), /False solution: the queens at row \d, column \d and row \d, column \d attack each other along a diagonal/);
  assert.equal(await page.getAttribute(`${lane} [data-verdict]`, "data-key"), "mistake.verdict.first_false");
  assert.deepEqual(problems, []);
  await context.close();
});

test("forgetting a diagonal, eight queens, all solutions: 2,113 beside the true 92; the permutation lane is one click away", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=8&strategies=forget-diagonal,forget-anti-diagonal&mode=all");
  await runToEnd(page);
  for (const lane of ["forget-diagonal", "forget-anti-diagonal"]) {
    assert.equal(await stat(page, lane, "solutions"), "2,113");
    assert.equal(await page.getAttribute(`[data-lane="${lane}"] [data-stat=true_solutions]`, "data-value"), "92");
    assert.equal(await page.getAttribute(`[data-lane="${lane}"] [data-verdict]`, "data-key"), "mistake.verdict.more");
    // The finished lane shows its first "solution", with the pair that breaks it.
    assert.ok(Number(await page.getAttribute(`[data-lane="${lane}"]`, "data-attacking-pairs")) >= 1);
  }
  await page.click('[data-lane="forget-diagonal"] [data-add-lane=permutation]');
  await page.waitForSelector('[data-lane="permutation"]');
  assert.match(page.url(), /strategies=permutation,forget-diagonal,forget-anti-diagonal/);
  assert.equal(await page.$$eval("[data-add-lane]", (b) => b.length), 0);
  assert.ok(await page.isChecked('#strategies input[value="permutation"]'));
  assert.deepEqual(problems, []);
  await context.close();
});

test("the Mistake lab is its own group of the chooser and reaches the URL", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=6&strategies=occupancy&mode=all");
  assert.match(await page.textContent("#mistake-lab"), /Mistake lab/);
  await page.check('#mistakes input[value="forget-undo"]');
  await page.waitForSelector('[data-lane="forget-undo"]');
  assert.match(page.url(), /strategies=occupancy,forget-undo/);
  await page.check('#mistakes input[value="forget-diagonal"]');
  await page.check('#mistakes input[value="forget-anti-diagonal"]');
  // Four lanes: every unchecked box is disabled, and so is the button that adds a lane.
  assert.equal(await page.$$eval("[data-lane]", (l) => l.length), 4);
  assert.ok(await page.isDisabled('#strategies input[value="pruned"]'));
  assert.ok(await page.isDisabled("#mistake-bottom [data-add-lane]"));
  // Sudoku has no mistake lab.
  await page.click("#tab-sudoku");
  assert.ok(await page.isHidden("#mistake-lab"));
  assert.deepEqual(problems, []);
  await context.close();
});

test("a pruned lane estimates its tree; eight queens: the exact 2,057 lies in the interval", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=8&strategies=naive,pruned&mode=all");
  const estimate = '[data-lane="pruned"] [data-estimate]';
  await page.waitForFunction((s) => Number(document.querySelector(s)?.dataset.probes) >= 500, estimate);
  assert.match(await page.textContent(estimate), /^Whole tree ≈ [\d.]+\u00a0×\u00a010³ nodes \(95\u00a0%: [\d.]+–[\d.]+\u00a0×\u00a010³\) · visited [\d.]+\u00a0%\. Knuth's estimate from 500 random probes/);
  // Naive keeps its closed form.
  assert.match(await page.textContent('[data-lane="naive"] .tree'), /Whole tree: 19,173,961 nodes/);
  assert.equal(await page.$('[data-lane="naive"] [data-estimate]'), null);
  // On demand: Refine takes more probes.
  await page.click('[data-lane="pruned"] [data-refine]');
  await page.waitForFunction((s) => Number(document.querySelector(s).dataset.probes) >= 10500, estimate);
  // Run pruned to its end (naive's 19 million nodes take long: only pruned races now).
  await page.uncheck('#strategies input[value="naive"]');
  await page.waitForFunction(() => document.querySelectorAll("[data-lane]").length === 1);
  await runToEnd(page);
  await page.waitForFunction((s) => document.querySelector(s).dataset.refining === "false", estimate);
  const data = await page.$eval(estimate, (e) => ({ ...e.dataset, text: e.textContent }));
  assert.equal(data.exact, "2057");
  assert.equal(data.probes, "10000", "the run decides the probes: the same every time");
  assert.ok(Number(data.low) <= 2057 && 2057 <= Number(data.high), JSON.stringify(data));
  assert.equal(data.inside, "true");
  assert.match(data.text, /^Whole tree: 2,057 nodes, all visited\. Knuth's estimate \(10,000 probes\) said .* the exact size lies inside\./);
  assert.ok(await page.isHidden('[data-lane="pruned"] [data-refine]'));
  assert.deepEqual(problems, []);
  await context.close();
});

test("Sudoku: candidates and propagation get estimates too", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=sudoku&strategies=naive,candidates,propagation");
  for (const lane of ["candidates", "propagation"]) {
    await page.waitForFunction((s) => Number(document.querySelector(s)?.dataset.probes) >= 500, `[data-lane="${lane}"] [data-estimate]`);
    assert.match(await page.textContent(`[data-lane="${lane}"] [data-estimate]`), /Whole tree ≈ .* \(95\u00a0%: /);
  }
  assert.equal(await page.$('[data-lane="naive"] [data-estimate]'), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test("predict, then run: a guess from the URL is compared after the run, and a typed one reaches the URL", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=8&strategies=permutation,pruned&mode=all&guess=pruned:500");
  const result = '[data-lane="pruned"] [data-guess-result]';
  assert.equal(await page.inputValue('[data-lane="pruned"] [data-guess-value]'), "500");
  assert.equal(await page.textContent(result), "");
  // Before guessing, the permutation lane hides the size of its tree (it would give the answer).
  assert.ok(await page.isHidden('[data-lane="permutation"] .tree'));
  // Keyboard only: focus the box, type, leave it.
  await page.focus('[data-lane="permutation"] [data-guess-value]');
  await page.keyboard.type("100000");
  await page.keyboard.press("Tab");
  await page.waitForFunction(() => /guess=permutation:100000,pruned:500/.test(location.search));
  assert.ok(await page.isVisible('[data-lane="permutation"] .tree'));
  await runToEnd(page);
  assert.equal(await page.textContent(result), "You guessed 500; it took 2,057: 4.1× more.");
  assert.equal(await page.getAttribute(result, "data-key"), "predict.result.more");
  assert.equal(await page.textContent('[data-lane="permutation"] [data-guess-result]'),
    "You guessed 100,000; it took 109,601: right on (within 10\u00a0%).");
  assert.deepEqual(problems, []);
  await context.close();
});

test("predict solutions: a quiz link asks, and the answer is judged", async () => {
  const { page, problems, context } = await open(browser,
    "?puzzle=queens&n=6&strategies=occupancy,forget-undo&mode=all&guess=occupancy:solutions,forget-undo:solutions:4&lang=ru");
  assert.equal(await page.inputValue('[data-lane="occupancy"] [data-guess-what]'), "solutions");
  assert.equal(await page.inputValue('[data-lane="occupancy"] [data-guess-value]'), "");
  await runToEnd(page);
  assert.equal(await page.textContent('[data-lane="forget-undo"] [data-guess-result]'), "Вы угадывали 4 решения; найдено: 0.");
  assert.equal(await page.textContent('[data-lane="occupancy"] [data-guess-result]'), "");
  await page.fill('[data-lane="occupancy"] [data-guess-value]', "4");
  assert.equal(await page.textContent('[data-lane="occupancy"] [data-guess-result]'), "Вы угадывали 4 решения; найдено: 4. Верно.");
  assert.deepEqual(problems, []);
  await context.close();
});

test("the narration log: sentences at reading speed, summaries at max speed, bounded at 500, and Copy", async () => {
  // Naive on twelve queens walks 12^12 leaves, and a budget above that lets it walk them all:
  // a run that does not end while the test looks, however fast the machine steps (the
  // default budget, 25 million nodes, can be spent in about a second at max speed).
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=12&strategies=naive,occupancy&mode=all&log=1&budget=1000000000000000",
    { permissions: ["clipboard-read", "clipboard-write"] });
  const log = '[data-lane="naive"] [data-log]';
  // Step by step: each step shown is told with the lane's own sentence.
  for (let i = 0; i < 3; i++) {
    await page.click("#forward");
    await page.waitForFunction(([s, n]) => document.querySelector(s).children.length === n, [log, i + 2]);
  }
  const narration = await page.textContent('[data-lane="naive"] .narration');
  assert.equal(await page.$eval(log, (l) => l.lastElementChild.textContent), `3 · ${narration}`);
  // A long run at max speed: summaries once a second, never a flood.
  for (let i = 0; i < 10; i++) await page.keyboard.press("+");
  assert.equal(await page.textContent("#speed-text"), "max");
  await page.click("#play");
  await page.waitForFunction((s) => [...document.querySelector(s).children].filter((li) => li.dataset.kind === "summary").length >= 3, log, { timeout: 15000 });
  await page.click("#play");
  const summaries = await page.$$eval(`${log} li[data-kind=summary]`, (l) => l.map((li) => li.textContent));
  assert.match(summaries[0], /^[\d,]+ events in the last second: [\d,]+ solutions?, [\d,]+ backtracks? \(now at step [\d,]+\)\.$/);
  assert.ok(await page.$eval(log, (l) => l.children.length) < 20);
  // Past 500 lines the oldest go: step back 520 times, one step a frame (each step back is told).
  await page.evaluate(async (selector) => {
    const back = document.querySelector("#back");
    const list = document.querySelector(selector);
    for (let i = 0; i < 520; i++) {
      const last = list.lastElementChild;
      back.click();
      while (list.lastElementChild === last) await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, log);
  await page.waitForTimeout(1200);
  const lines = await page.$$eval(log, (l) => l.map((e) => e.children.length));
  assert.deepEqual(lines, [500], "the log keeps the last 500 lines");
  assert.match(await page.$eval(log, (l) => l.lastElementChild.textContent), /^Back to step [\d,]+ · /);
  // Copy: the lane's name, then the lines, as text.
  await page.click('[data-lane="naive"] [data-log-copy]');
  await page.waitForFunction(() => document.querySelector('[data-lane="naive"] .log-status').textContent !== "");
  assert.equal(await page.textContent('[data-lane="naive"] .log-status'), "Copied 500 lines.");
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split("\n");
  assert.equal(copied.length, 501);
  assert.equal(copied[0], "Log of the lane Naive");
  assert.equal(copied[500], await page.$eval(log, (l) => l.lastElementChild.textContent));
  // A refused clipboard is said, and the log selected for copying by hand.
  await page.evaluate(() => { navigator.clipboard.writeText = () => Promise.reject(new Error("denied")); });
  await page.click('[data-lane="occupancy"] [data-log-copy]');
  await page.waitForFunction(() => document.querySelector('[data-lane="occupancy"] .log-status').dataset.kind === "refused");
  assert.match(await page.textContent('[data-lane="occupancy"] .log-status'), /did not let the page copy \(denied\)/);
  assert.ok(await page.evaluate(() => getSelection().toString().length > 0));
  assert.deepEqual(problems, []);
  await context.close();
});

test("the log switch: off by default, on through the page's check box and the URL", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=pruned&mode=all");
  assert.ok(await page.isHidden('[data-lane="pruned"] .log'));
  await page.check("#show-log");
  assert.ok(await page.isVisible('[data-lane="pruned"] .log'));
  assert.match(page.url(), /log=1/);
  await page.waitForFunction(() => document.querySelector("[data-log]").children.length === 1);
  assert.equal(await page.textContent("[data-log] li"), "0 · Ready: press Play or Step.");
  assert.deepEqual(problems, []);
  await context.close();
});

for (const id of LESSONS) {
  test(`lesson=${id} loads its setup and its text, on the page and in the embed view`, async () => {
    const { page, problems, context } = await open(browser, `?lesson=${id}`);
    const card = `[data-lesson="${id}"]`;
    assert.ok(await page.isVisible(card));
    const text = await page.textContent(card);
    assert.match(text, new RegExp(`Lesson ${LESSONS.indexOf(id) + 1} of ${LESSONS.length}`));
    assert.match(text, /Question: \S/);
    const lanes = await page.$$eval("[data-lane]", (l) => l.map((e) => e.dataset.lane));
    const expected = {
      naive: ["naive"], permutation: ["naive", "permutation"], pruned: ["permutation", "pruned"],
      occupancy: ["pruned", "occupancy"], programs: ["program", "program-2"], mistakes: ["occupancy", "forget-undo", "forget-diagonal"],
      sudoku: ["pruned", "candidates", "propagation"],
    }[id];
    assert.deepEqual(lanes, expected);
    assert.match(page.url(), new RegExp(`lesson=${id}`));
    // Every lesson asks for a guess first.
    assert.equal(await page.$$eval(".guess:not([hidden])", (g) => g.length), expected.length);
    // The embed view shows the same lesson.
    await page.goto(new URL(`embed.html?lesson=${id}&lang=zh`, BASE_URL).href);
    await page.waitForSelector("body[data-ready]");
    assert.ok(await page.isVisible(card));
    assert.deepEqual(await page.$$eval("[data-lane]", (l) => l.map((e) => e.dataset.lane)), expected);
    assert.match(await page.textContent(card), new RegExp(`第\\d课，共${LESSONS.length}课`));
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("the link's own parameters win over the lesson's; an unknown lesson is noted", async () => {
  const { page, problems, context } = await open(browser, "?lesson=pruned&n=6");
  assert.equal(await page.inputValue("#queens-n"), "6");
  assert.match(page.url(), /n=6/);
  assert.match(page.url(), /lesson=pruned/);
  await page.click("[data-lesson-close]");
  assert.doesNotMatch(page.url(), /lesson=/);
  await page.goto(new URL("?lesson=nope", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  assert.match(await page.textContent("#note"), /unknown lesson "nope"; the lessons are naive, permutation/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the component takes lesson=\"…\"", async () => {
  const { page, problems, context } = await watchedPage(browser);
  const url = new URL("books/lesson.html", BASE_URL).href;
  await context.route(url, (route) => route.fulfill({
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title>
      <script type="module" src="../embed.js"></script></head><body><h1>Chapter</h1>
      <backtracking-lab lesson="mistakes" lang="ru"></backtracking-lab></body></html>`,
  }));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector("backtracking-lab").shadowRoot?.querySelector("[data-ready]"));
  const card = page.locator("backtracking-lab [data-lesson=mistakes]");
  assert.match(await card.textContent(), /Урок 6 из 7.*Что ломается/s);
  assert.equal(await page.locator("backtracking-lab [data-lane]").count(), 3);
  assert.deepEqual(problems, []);
  await context.close();
});

test("keyboard only: the Lessons menu opens, moves and closes; a lesson opens from it", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=pruned&mode=all");
  // The Lessons button comes first in the lab (after the page's language switch).
  for (let i = 0; i < 4 && await page.evaluate(() => document.activeElement.id) !== "lessons-button"; i++) {
    await page.keyboard.press("Tab");
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), "lessons-button");
  await page.keyboard.press("Enter");
  assert.equal(await page.getAttribute("#lessons-button", "aria-expanded"), "true");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.lessonLink), "naive");
  await page.keyboard.press("Escape");
  assert.ok(await page.isHidden("#lessons-list"));
  assert.equal(await page.evaluate(() => document.activeElement.id), "lessons-button");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.lessonLink), "pruned");
  await page.keyboard.press("Enter");
  await page.waitForSelector('[data-lesson="pruned"]');
  await page.waitForSelector("body[data-ready]");
  assert.match(page.url(), /lesson=pruned/);
  // Every new control is reached by Tab, in the order of the page.
  const reached = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    reached.push(await page.evaluate(() => {
      const e = document.activeElement;
      if (e.dataset.lessonLink) return `link:${e.dataset.lessonLink}`;
      if (e.dataset.guessValue !== undefined) return `guess:${e.closest("[data-lane]").dataset.lane}`;
      if (e.dataset.guessWhat !== undefined) return `what:${e.closest("[data-lane]").dataset.lane}`;
      return e.id || e.value || e.tagName;
    }));
  }
  for (const want of ["link:permutation", "link:occupancy", "forget-undo", "forget-anti-diagonal", "predict", "show-log",
    "guess:permutation", "what:permutation", "guess:pruned", "what:pruned"]) {
    assert.ok(reached.includes(want), `Tab never reaches ${want}: ${reached.join(" ")}`);
  }
  // Type a guess for pruned; the estimate it hid comes back, and Refine is just before the box.
  await page.focus('[data-lane="pruned"] [data-guess-value]');
  await page.keyboard.type("3000");
  await page.keyboard.press("Shift+Tab");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.refine), "");
  const probes = () => page.$eval('[data-lane="pruned"] [data-estimate]', (e) => Number(e.dataset.probes));
  const before = await probes();
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => Number(document.querySelector('[data-lane="pruned"] [data-estimate]').dataset.probes) > n, before);
  // End (from the Refine button) runs to the end: the guess is judged.
  await page.keyboard.press("End");
  await waitForEnd(page);
  assert.equal(await page.textContent('[data-lane="pruned"] [data-guess-result]'), "You guessed 3,000; it took 2,057: 1.5× fewer.");
  assert.deepEqual(problems, []);
  await context.close();
});

test("axe finds nothing moderate or above in the new views (page and embed view, en and ru)", async () => {
  for (const path of ["?lesson=mistakes&log=1", "?lesson=sudoku&log=1&lang=ru", "embed.html?lesson=mistakes&log=1&lang=ru"]) {
    const { page, problems, context } = await open(browser, path);
    await runToEnd(page);
    if (!path.startsWith("embed")) {
      await page.click("#lessons-button");
    }
    assert.deepEqual(await accessibilityProblems(page), [], path);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("every word of the lessons' views is from the tables (a pseudo-translation finds any other)", { timeout: 120_000 }, async () => {
  const { servePseudoRussian, pageTexts, isMarked } = await import("./pseudo.mjs");
  const { page, problems, context } = await watchedPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
  await servePseudoRussian(context);
  const found = new Set();
  const look = async () => {
    const texts = await pageTexts(page);
    assert.ok(texts.some(({ text }) => text.includes("⟦")), "the pseudo table was not served");
    for (const { where, text } of texts.filter((text) => !isMarked(text))) found.add(`${where}: ${JSON.stringify(text)}`);
  };
  for (const path of [
    "?lang=ru&lesson=mistakes&log=1&code=1&guess=occupancy:solutions:4,forget-undo:9,forget-diagonal:solutions,x:1,y",
    "?lang=ru&lesson=sudoku&log=1&guess=pruned:20,candidates:solutions:1&budget=40&lesson=nope",
  ]) {
    await page.goto(new URL(path, BASE_URL).href);
    await page.waitForSelector("body[data-ready]");
    await page.click("#lessons-button");
    await look();
    for (let i = 0; i < 4; i++) await page.click("#forward");
    await look();
    await page.click("#end");
    await waitForEnd(page);
    await page.waitForFunction(() => [...document.querySelectorAll("[data-estimate]")].every((e) => e.dataset.refining !== "true"));
    await page.click("[data-log-copy]");
    await page.waitForFunction(() => document.querySelector(".log-status").textContent !== "");
    await look();
  }
  assert.deepEqual([...found], []);
  assert.deepEqual(problems, []);
  await context.close();
});
