// Every word the reader meets comes from the translation tables: the page, the embed view and a
// component are shown in a pseudo-translation (every text of the English table wrapped in
// ⟦…⟧, served as the Russian table, see pseudo.mjs) and driven through what shows words (steps
// narrated, fast play summarised for screen readers, a long jump's progress, a bad link's note,
// a Sudoku error, the code panel, a count, "Solve now", the editor's cursor, the share bar);
// any text node, aria-label, title or placeholder with a word outside the markers fails.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, watchedPage, BASE_URL } from "./browser.mjs";
import { servePseudoRussian, pageTexts, isMarked, unmarked, pseudoTableSource } from "./pseudo.mjs";
import { translator } from "../../www/words/i18n.js";
import "../js/support/languages.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** A watched page (browser.mjs) whose Russian table is the pseudo-translation. */
async function pseudoPage(options = {}) {
  const watched = await watchedPage(browser, options);
  await servePseudoRussian(watched.context);
  return watched;
}

/** The texts of `scope` that did not come from the table, as readable lines. */
async function unmarkedTexts(scope, within) {
  const texts = await pageTexts(scope, within);
  assert.ok(texts.length > 20, `only ${texts.length} texts found: is the page there?`);
  assert.ok(texts.some(({ text }) => text.includes("⟦")), "no text is marked: the pseudo table was not served");
  return texts.filter((text) => !isMarked(text)).map(({ where, text }) => `${where}: ${JSON.stringify(text)}`);
}

/** Collects what is unmarked now into `found` (a Set), so a test can look at several moments. */
async function look(found, scope, within) {
  for (const line of await unmarkedTexts(scope, within)) found.add(line);
}

test("the checker: words outside the markers are caught, numbers, symbols, the brand and key caps pass", () => {
  assert.equal(isMarked({ text: "⟦Step⟧ 3,906" }), true);
  assert.equal(isMarked({ text: "⟦This link: ⟦ignored ⟦\"x\"⟧⟧.⟧" }), true);
  assert.equal(isMarked({ text: "Backtracking Lab · ⟦step⟧ 12 ★ ↶ × 10⁴⁶ %" }), true);
  assert.equal(isMarked({ text: "Home", keyCap: true }), true);
  assert.equal(isMarked({ text: "⟦Try 3 in r1c2.⟧ running" }), false);
  assert.equal(isMarked({ text: "running" }), false);
  assert.equal(isMarked({ text: "⟦Try⟧ ⟦in⟧ naive" }), false);
  assert.equal(isMarked({ text: "r1c2" }), false, "a cell name comes from the table, so it is marked");
  assert.equal(unmarked("⟦a ⟦b⟧ c⟧ d").trim(), "d");
  assert.match(pseudoTableSource(), /"event\.try\.sudoku": "⟦Try \{value\} in \{cell\}\.⟧"/);
});

test("the main page, N-Queens: every word is from the table", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await pseudoPage({ permissions: ["clipboard-read", "clipboard-write"] });
  const found = new Set();
  await page.goto(new URL("?lang=ru&puzzle=queens&n=5&strategies=naive,permutation,pruned,occupancy&code=1&colour=red", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  assert.equal(await page.getAttribute("html", "lang"), "ru");
  await look(found, page);
  // Steps by hand: each lane's event in words, said in the live region.
  for (let i = 0; i < 6; i++) await page.click("#forward");
  await page.waitForFunction(() => document.querySelector("#live").textContent !== "");
  await look(found, page);
  // Playing fast: the live region sums up the last second.
  await page.$eval("#speed", (s) => { s.value = "25"; s.dispatchEvent(new Event("input")); });
  await page.click("#play");
  await page.waitForFunction(() => /⟦⟦\d/.test(document.querySelector("#live").textContent), null, { timeout: 90_000 });
  await page.click("#play");
  await look(found, page);
  // Counting all solutions, and the share bar.
  await page.fill("#count-n", "6");
  await page.click("#count");
  await page.waitForSelector("#count-result[data-state=done]");
  await page.click("#copy-link");
  await page.waitForFunction(() => document.querySelector("#share-status").textContent !== "");
  await page.fill("#queens-n", "99");
  await page.press("#queens-n", "Enter");
  await page.waitForSelector("#queens-error:not([hidden])");
  await look(found, page);
  // A long jump shows its progress.
  await page.fill("#queens-n", "10");
  await page.press("#queens-n", "Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("n") === "10");
  await page.click("#end");
  await page.waitForSelector("#progress:not([hidden])");
  await look(found, page);
  await page.keyboard.press("Escape");
  assert.deepEqual([...found], []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the main page, Sudoku: every word is from the table, errors and the editor included", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await pseudoPage();
  const found = new Set();
  await page.goto(new URL("?lang=ru&puzzle=sudoku&strategies=naive,pruned,candidates,propagation&code=1", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  for (let i = 0; i < 12; i++) await page.click("#forward");
  await look(found, page);
  // A bad character in a pasted puzzle, then two givens that clash.
  await page.fill("#paste", "..3.\n4.x.\n...2\n.1..");
  await page.click("#use-paste");
  await page.waitForSelector("#sudoku-error:not([hidden])");
  await look(found, page);
  await page.fill("#paste", "11..............");
  await page.click("#use-paste");
  await page.waitForFunction(() => /⟦/.test(document.querySelector("#sudoku-error").textContent));
  await look(found, page);
  // A good puzzle again, solved at once; the editor's cursor said.
  await page.selectOption("#preset", "1");
  await page.click("#solve-now");
  await page.waitForFunction(() => document.querySelector("#solve-result").textContent !== "");
  await page.focus("#editor");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#editor-spoken").textContent !== "");
  await look(found, page);
  // The finished race: statuses, end sentences, whole trees.
  await page.selectOption("#preset", "0");
  await page.click("#end");
  await page.waitForFunction(() => [...document.querySelectorAll("[data-stat=status]")].every((s) => s.dataset.value !== "running"));
  await look(found, page);
  assert.deepEqual([...found], []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the embed view and a component: every word is from the table", { timeout: 300_000 }, async () => {
  const found = new Set();
  {
    const { page, problems, context } = await pseudoPage();
    await page.goto(new URL("embed.html?lang=ru&puzzle=queens&n=6&strategies=naive,pruned&code=1&controls=all&step=40&loop=x", BASE_URL).href);
    await page.waitForSelector("body[data-ready]");
    assert.equal(await page.getAttribute("html", "lang"), "ru");
    await page.click("#forward");
    await look(found, page);
    await page.click("#end");
    await page.waitForFunction(() => [...document.querySelectorAll("[data-stat=status]")].every((s) => s.dataset.value !== "running"));
    await look(found, page);
    assert.deepEqual(problems, []);
    await context.close();
  }
  {
    const { page, problems, context } = await pseudoPage();
    const url = new URL("books/pseudo/index.html", BASE_URL).href;
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chapter</title>
      <script type="module" src="../../embed.js"></script></head><body>
      <backtracking-lab puzzle="sudoku" strategies="naive,propagation" code="1" controls="all" step="12" lang="ru"></backtracking-lab>
      </body></html>`;
    await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body }));
    await page.goto(url);
    await page.waitForSelector("backtracking-lab .lab[data-ready]");
    await page.evaluate(() => document.querySelector("backtracking-lab").play());
    await page.waitForTimeout(1200);
    await look(found, page, "backtracking-lab");
    assert.deepEqual(problems, []);
    await context.close();
  }
  assert.deepEqual([...found], []);
});

test("the language switch shows the lab in another language in place: same step, same counters, still playing", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { locale: "en-US" });
  await page.goto(new URL("?puzzle=queens&n=6&strategies=naive,pruned&mode=all", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  assert.equal(await page.inputValue("#language"), "en", "no lang= and an English browser: English");
  for (let i = 0; i < 25; i++) await page.click("#forward");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "25");
  const counters = () => page.$$eval("[data-stat]:not([data-stat=status])", (all) => all.map((s) => s.textContent.replaceAll(/[,\s]/g, "")));
  const before = await counters();
  const narration = await page.textContent("[data-lane=pruned] .narration");
  await page.selectOption("#language", "zh");
  await page.waitForFunction(() => document.querySelector(".lab").lang === "zh" && document.querySelector(".lab[data-ready]"));
  assert.equal(await page.getAttribute("html", "lang"), "zh");
  assert.equal(new URL(page.url()).searchParams.get("lang"), "zh");
  assert.equal(await page.textContent("#step-text"), "25");
  assert.deepEqual(await counters(), before);
  assert.notEqual(await page.textContent("[data-lane=pruned] .narration"), narration);
  assert.equal(await page.textContent(".tagline"), translator("zh").t("page.tagline"));
  // The race goes on from there, both ways.
  await page.click("#back");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "24");
  await page.click("#play");
  await page.waitForFunction(() => Number(document.querySelector("#step-text").textContent) > 26);
  await page.selectOption("#language", "ru");
  await page.waitForFunction(() => document.querySelector(".lab").lang === "ru" && document.querySelector(".lab[data-ready]"));
  assert.equal(await page.getAttribute("#play", "aria-label"), translator("ru").t("transport.pause"), "still playing");
  const at = Number(await page.textContent("#step-text"));
  await page.waitForFunction((at) => Number(document.querySelector("#step-text").textContent) > at, at);
  // A reload of the page's own URL is in Russian.
  await page.reload();
  await page.waitForSelector("body[data-ready]");
  assert.equal(await page.getAttribute(".lab", "lang"), "ru");
  assert.deepEqual(problems, []);
  await context.close();
});

test("a page fetches only the table of the language it shows, and another one when it is chosen", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { locale: "en-US" });
  const tables = [];
  page.on("request", (request) => {
    const table = /\/words\/strings\/(\w+)\.js$/.exec(request.url());
    if (table) tables.push(table[1]);
  });
  await page.goto(new URL("?puzzle=queens&n=6", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  assert.deepEqual(tables, ["en"]);
  await page.selectOption("#language", "ru");
  await page.waitForFunction(() => document.querySelector(".lab").lang === "ru" && document.querySelector(".lab[data-ready]"));
  assert.deepEqual(tables, ["en", "ru"]);
  assert.equal(await page.textContent(".tagline"), translator("ru").t("page.tagline"));
  assert.deepEqual(problems, []);
  await context.close();
  // A Chinese link fetches the Chinese table alone, in a browser that has seen no other; so
  // does the embed view.
  for (const path of ["?puzzle=queens&n=6&lang=zh", "embed.html?puzzle=queens&n=6&lang=zh"]) {
    const fresh = await watchedPage(browser, { locale: "en-US" });
    const fetched = [];
    fresh.page.on("request", (request) => {
      const table = /\/words\/strings\/(\w+)\.js$/.exec(request.url());
      if (table) fetched.push(table[1]);
    });
    await fresh.page.goto(new URL(path, BASE_URL).href);
    await fresh.page.waitForSelector("body[data-ready]");
    assert.deepEqual(fetched, ["zh"], path);
    assert.equal(await fresh.page.getAttribute(".lab", "lang"), "zh");
    assert.deepEqual(fresh.problems, []);
    await fresh.context.close();
  }
});

test("without lang=, the browser's languages choose: a Chinese browser gets Chinese, a French one English", { timeout: 300_000 }, async () => {
  for (const [locale, lang] of [["zh-CN", "zh"], ["ru-RU", "ru"], ["fr-FR", "en"]]) {
    const { page, problems, context } = await watchedPage(browser, { locale });
    await page.goto(new URL("?puzzle=queens&n=4", BASE_URL).href);
    await page.waitForSelector("body[data-ready]");
    assert.equal(await page.getAttribute(".lab", "lang"), lang, locale);
    assert.equal(await page.getAttribute("html", "lang"), lang, locale);
    assert.equal(new URL(page.url()).searchParams.get("lang"), null, "the link does not fix a language the reader did not ask for");
    assert.deepEqual(problems, []);
    await context.close();
  }
});
