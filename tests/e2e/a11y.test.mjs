// Accessibility in every language: axe-core finds no violation of impact moderate or above on
// the main page (N-Queens with the code panel after some steps, Sudoku with its editor, dark
// theme too), the embed view and a component (axe looks inside open shadow roots); every
// control is reached by Tab and shows where the focus is; the boards' text alternatives follow
// the race; the live region speaks at most about once a second however fast the race runs;
// reduced motion means no CSS motion and a calm autoplay; the page can be used by keyboard only.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, watchedPage, BASE_URL } from "./browser.mjs";
import { accessibilityProblems } from "./axe.mjs";
import { LANGUAGES, translator } from "../../www/words/i18n.js";
import "../js/support/languages.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** A host page (a textbook's chapter) with one component, at a path under BASE_URL. */
async function openComponent(attributes, options = {}) {
  const watched = await watchedPage(browser, options);
  const url = new URL("books/a11y/index.html", BASE_URL).href;
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chapter</title>
    <script type="module" src="../../embed.js"></script></head><body><main><h1>Chapter</h1>
    <backtracking-lab ${attributes}></backtracking-lab></main></body></html>`;
  await watched.context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body }));
  await watched.page.goto(url);
  await watched.page.waitForSelector("backtracking-lab .lab[data-ready]");
  return watched;
}

for (const lang of LANGUAGES) {
  test(`${lang}: axe finds nothing moderate or worse on the page, the embed view and a component`, { timeout: 120_000 }, async () => {
    const found = [];
    const check = async (where, scope) => {
      for (const problem of await accessibilityProblems(scope)) found.push(`${where}: ${problem}`);
    };
    {
      const { page, problems, context } = await open(browser, `?lang=${lang}&puzzle=queens&n=6&code=1&colour=x`);
      for (let i = 0; i < 8; i++) await page.click("#forward");
      await check("main page, N-Queens", page);
      await page.click("#tab-sudoku");
      await page.waitForSelector("#editor");
      await page.fill("#paste", "1x");
      await page.click("#use-paste");
      await page.click("#solve-now");
      for (let i = 0; i < 4; i++) await page.click("#forward");
      await check("main page, Sudoku", page);
      assert.deepEqual(problems, []);
      await context.close();
    }
    {
      const { page, problems, context } = await open(browser, `?lang=${lang}&puzzle=queens&n=5&code=1`, { colorScheme: "dark" });
      for (let i = 0; i < 8; i++) await page.click("#forward");
      await check("main page, dark theme", page);
      assert.deepEqual(problems, []);
      await context.close();
    }
    {
      // Program lanes: their editors (CodeMirror in shadow roots), frames and output. The page's
      // own problems are taken before axe runs: axe copies style sheets into <style> elements
      // of its own, which the page's Content-Security-Policy refuses.
      const { page, problems, context } = await open(browser, `?lang=${lang}&lesson=programs&step=300`);
      await page.waitForSelector("[data-lane=program-2] .cm-content");
      assert.deepEqual(problems, []);
      await check("main page, program lanes", page);
      await context.close();
    }
    {
      const { page, problems, context } = await open(browser, `embed.html?lang=${lang}&puzzle=sudoku&controls=all&code=1&step=20`);
      await page.click("#forward");
      await check("embed view", page);
      assert.deepEqual(problems, []);
      await context.close();
    }
    {
      const { page, problems, context } = await openComponent(`lang="${lang}" puzzle="queens" n="5" code="1" controls="all" step="15"`);
      await check("component", page);
      assert.deepEqual(problems, []);
      await context.close();
    }
    assert.deepEqual(found, []);
  });
}

test("axe looks inside a component's shadow root (the check can fail)", { timeout: 300_000 }, async () => {
  const { page, context } = await openComponent(`puzzle="queens" n="4"`);
  await page.evaluate(() => {
    document.querySelector("backtracking-lab").shadowRoot.querySelector(".lab").append(document.createElement("button"));
  });
  const found = await accessibilityProblems(page);
  assert.ok(found.some((line) => /button-name/.test(line) && /backtracking-lab/.test(line)), found.join("\n"));
  await context.close();
});

/**
 * Tabs through the page from the start; returns what took the focus, in order, each with
 * whether a focus indicator shows (an outline of 2 px or more, or a box shadow).
 */
async function tabThrough(page, limit = 80) {
  // From the top of the page: a focus point before everything, gone after the first Tab.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML("afterbegin", '<span id="tab-start" tabindex="-1"></span>');
    document.querySelector("#tab-start").focus();
  });
  const seen = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (i === 0) await page.evaluate(() => document.querySelector("#tab-start").remove());
    const focus = await page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      return {
        id: element.id || `${element.localName}${element.value ? `[value=${element.value}]` : ""}`,
        shows: outline || style.boxShadow !== "none",
        key: element.id || (element.dataset.tabbed ??= String(Math.random())),
      };
    });
    if (!focus) break;
    if (seen.some((s) => s.key === focus.key)) break;
    seen.push(focus);
  }
  return seen;
}

test("every control is reached by Tab and shows its focus (the page and the embed view)", { timeout: 300_000 }, async () => {
  {
    const { page, problems, context } = await open(browser, "?lang=ru&puzzle=queens&n=5&code=1");
    const reached = await tabThrough(page);
    const ids = reached.map((r) => r.id);
    for (const id of ["language", "tab-queens", "queens-n", "count-n", "count", "mode", "budget", "show-code",
      "restart", "back", "play", "forward", "next-backtrack", "next-solution", "end", "speed", "timeline",
      "log-scale", "copy-link", "copy-embed", "save-png"]) {
      assert.ok(ids.includes(id), `#${id} is not reached by Tab: ${ids.join(", ")}`);
    }
    assert.ok(reached.filter((r) => r.id.startsWith("input[value=")).length >= 4, `the strategies' boxes: ${ids.join(", ")}`);
    assert.deepEqual(reached.filter((r) => !r.shows).map((r) => r.id), [], "no visible focus");
    // Sudoku: the editor board and the paste box are reached too.
    await page.click("#tab-sudoku");
    const sudoku = (await tabThrough(page)).map((r) => r.id);
    for (const id of ["tab-sudoku", "preset", "editor", "solve-now", "paste", "use-paste"]) {
      assert.ok(sudoku.includes(id), `#${id} is not reached by Tab: ${sudoku.join(", ")}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
  {
    const { page, problems, context } = await open(browser, "embed.html?lang=zh&puzzle=queens&n=5&controls=all");
    const reached = await tabThrough(page);
    assert.deepEqual(reached.filter((r) => !r.shows).map((r) => r.id), [], "no visible focus");
    assert.ok(reached.length >= 12, reached.map((r) => r.id).join(", "));
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("keyboard only, in Russian: switch the language, set up, play, step, edit a Sudoku", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=pruned&mode=all");
  const { t } = translator("ru");
  const focusOn = async (id) => {
    for (let i = 0; i < 60; i++) {
      if (await page.evaluate((id) => document.activeElement?.id === id, id)) return;
      await page.keyboard.press("Tab");
    }
    assert.fail(`#${id} was never focused`);
  };
  // The switch: a select; arrows choose, the lab is shown again in Russian, the focus stays.
  await focusOn("language");
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.documentElement.lang === "ru" && document.querySelector(".lab").lang === "ru");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("lang") === "ru");
  await page.waitForFunction(() => document.activeElement?.id === "language");
  assert.equal(await page.textContent("#tab-queens"), t("puzzle.queens"));
  // Set up: n by typing, then play and pause with the keyboard, step with the arrows.
  await focusOn("queens-n");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("6");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("n") === "6");
  await focusOn("forward");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "2");
  await focusOn("play");
  await page.keyboard.press("Space");
  await page.waitForFunction(() => Number(document.querySelector("#step-text").textContent) > 3);
  assert.equal(await page.getAttribute("#play", "aria-label"), t("transport.pause"));
  await page.keyboard.press("Space");
  assert.equal(await page.getAttribute("#play", "aria-label"), t("transport.play"));
  await page.evaluate(() => document.activeElement.blur());
  const before = Number(await page.textContent("#step-text"));
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((b) => Number(document.querySelector("#step-text").textContent) === b + 1, before);
  // Sudoku: the tabs by arrows, then a digit typed on the editor board.
  await focusOn("tab-queens");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("puzzle") === "sudoku");
  await focusOn("editor");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("1");
  await page.waitForFunction(() => document.querySelector("#editor").dataset.grid.startsWith("0031"));
  assert.equal(await page.textContent("#editor-spoken"), t("sudoku.editor.cell", { cell: "r1c4", value: 1 }));
  assert.match(await page.textContent("#editor-alt"), /0 0 3 1/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the boards' text alternatives follow the race: the queens' columns, the digits, the last event", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await open(browser, "?lang=en&puzzle=queens&n=5&strategies=pruned");
  for (let i = 0; i < 6; i++) await page.click("#forward");
  // Read once the frame that shows step 6 has drawn the boards and written their texts.
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "6");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const alt = async (lane) => page.$eval(`[data-lane=${lane}]`, (l) =>
    ({ alt: l.querySelector(`#${l.querySelector("canvas").getAttribute("aria-describedby")}`).textContent,
      queens: l.querySelector("canvas").dataset.queens, narration: l.querySelector(".narration").textContent }));
  const now = await alt("pruned");
  const columns = now.queens.split(",").map((c) => Number(c) + 1).join(", ");
  assert.ok(now.alt.includes(`columns ${columns}.`), `${now.alt} / ${now.queens}`);
  assert.ok(now.alt.endsWith(`Last event: ${now.narration}`), now.alt);
  await context.close();
  const sudoku = await open(browser, "?lang=en&puzzle=sudoku&strategies=pruned");
  await sudoku.page.click("#forward");
  await sudoku.page.click("#forward");
  await sudoku.page.waitForFunction(() => document.querySelector("#step-text").textContent === "2");
  await sudoku.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const grid = await sudoku.page.getAttribute("[data-lane=pruned] canvas", "data-grid");
  const text = await sudoku.page.textContent("#board-alt-pruned");
  const rows = grid.match(/.{4}/g).map((row) => [...row].join(" ")).join(", ");
  assert.ok(text.includes(rows), `${text} / ${grid}`);
  assert.deepEqual([...problems, ...sudoku.problems], []);
  await sudoku.context.close();
});

test("the live region: every step by hand is said; at full speed at most about once a second, as a summary", { timeout: 300_000 }, async () => {
  // Big enough not to end within the test at full speed (tens of millions of events a second).
  const { page, problems, context } = await open(browser, "?lang=en&puzzle=queens&n=12&strategies=naive,pruned&budget=4000000000");
  await page.click("#forward");
  await page.waitForFunction(() => /^Naive: .*Pruned: /.test(document.querySelector("#live").textContent));
  await page.evaluate(() => {
    window.spoken = [];
    new MutationObserver(() => window.spoken.push({ at: performance.now(), text: document.querySelector("#live").textContent }))
      .observe(document.querySelector("#live"), { childList: true, characterData: true, subtree: true });
  });
  await page.$eval("#speed", (s) => { s.value = "60"; s.dispatchEvent(new Event("input")); });
  await page.click("#play");
  // Three summaries while playing, however slowly this machine draws its frames.
  await page.waitForFunction(() => window.spoken.length >= 3, null, { timeout: 90_000 });
  const pausedAt = await page.evaluate(() => performance.now());
  await page.click("#play");
  await page.waitForFunction((at) => window.spoken.some((s) => s.at > at && /^Naive: .*Pruned: /.test(s.text)), pausedAt);
  const spoken = await page.evaluate(() => window.spoken);
  const whilePlaying = spoken.filter((s) => s.at < pausedAt);
  // Paused, the lanes' events are said again (the last state is always told).
  assert.match(spoken.at(-1).text, /^Naive: .*Pruned: /);
  assert.ok(whilePlaying.length >= 3, `${whilePlaying.length} announcements while playing`);
  for (let i = 1; i < spoken.length; i++) assert.ok(spoken[i].at - spoken[i - 1].at >= 990, "two announcements within a second");
  assert.ok(whilePlaying.every((s) => /^[\d,]+ events in the last second: [\d,]+ solutions?, [\d,]+ backtracks?$/.test(s.text)),
    whilePlaying.map((s) => s.text).join("\n"));
  assert.deepEqual(problems, []);
  await context.close();
});

test("reduced motion: no CSS animation or transition, and autoplay starts at one step a second", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await open(browser, "embed.html?puzzle=queens&n=6&autoplay=1&speed=50", { reducedMotion: "reduce" });
  const moving = await page.evaluate(() => [...document.querySelectorAll("*")].filter((el) => {
    const style = getComputedStyle(el);
    return style.animationName !== "none" || parseFloat(style.transitionDuration) > 0;
  }).map((el) => el.localName));
  assert.deepEqual(moving, []);
  assert.equal(await page.inputValue("#speed"), "0");
  assert.equal(await page.getAttribute("#play", "aria-label"), "Pause");
  await context.close();
  // Without the preference, the author's speed stands.
  const usual = await open(browser, "embed.html?puzzle=queens&n=6&autoplay=1&speed=50");
  assert.equal(await usual.page.inputValue("#speed"), "50");
  assert.deepEqual([...problems, ...usual.problems], []);
  await usual.context.close();
});
