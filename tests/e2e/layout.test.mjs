// Each language fits a phone (and a desktop): at 390 px wide (and 1280 px), the main page (N-Queens running and ended, Sudoku
// with its editor) and the embed view, in English, Russian and Chinese, have no control whose
// words overflow it (buttons, labels, selects, inputs, tabs, statuses, counters, headings), no
// control outside its card or the window, and no sideways scrolling of the page. Measured with
// the system's fonts (Noto CJK for Chinese: the Makefile's `chromium` step installs it).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open } from "./browser.mjs";
import { LANGUAGES } from "../../www/words/i18n.js";
import "../js/support/languages.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * What overflows in `page` now, as readable lines; looks inside the shadow roots too. A select
 * overflows when any of its options' words are wider than its box (less the arrow).
 */
function overflows(page) {
  return page.evaluate(() => {
    const problems = [];
    const SELECTOR = "button, label, select, input, textarea, [role=tab], .status, output, .chip, h1, h2, h3, dt, dd, legend, kbd, .note, .error";
    const all = [];
    const collect = (root) => {
      all.push(...root.querySelectorAll(SELECTOR));
      for (const element of root.querySelectorAll("*")) if (element.shadowRoot) collect(element.shadowRoot);
    };
    collect(document);
    const name = (el) => `${el.localName}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""}`
      + (el.closest("[data-lane]") ? ` in ${el.closest("[data-lane]").dataset.lane}` : "")
      + ` "${(el.textContent || el.value || "").trim().slice(0, 40)}"`;
    const measure = document.createElement("canvas").getContext("2d");
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    for (const el of all) {
      if (!el.checkVisibility() || el.closest(".visually-hidden")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.display !== "inline" && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name(el)}: its content is ${el.scrollWidth} px wide in ${el.clientWidth} px`);
      }
      if (box.right > innerWidth + 0.5 || box.left < -0.5) problems.push(`${name(el)}: outside the window (${Math.round(box.left)}..${Math.round(box.right)})`);
      const card = el.parentElement?.closest(".lane, .chart-panel, .options, .transport, .masthead, .share, .setup, .lab");
      if (card) {
        const cardBox = card.getBoundingClientRect();
        if (box.right > cardBox.right + 1 || box.left < cardBox.left - 1) problems.push(`${name(el)}: sticks out of ${card.className}`);
      }
      if (el.localName === "select") {
        // Any option may be the chosen one: each must fit.
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        for (const option of el.options) {
          const words = measure.measureText(option.label).width;
          if (!option.hidden && words > room + 1) problems.push(`${name(el)}: "${option.label}" is ${Math.round(words)} px in ${Math.round(room)} px`);
        }
      }
    }
    return problems;
  });
}

/** The pages measured in each language, and what is done on each before measuring. */
const PAGES = [
  {
    name: "the main page, N-Queens running",
    path: "?puzzle=queens&n=8&strategies=naive,permutation,pruned,occupancy&code=1",
    act: async (page) => { for (let i = 0; i < 5; i++) await page.click("#forward"); },
  },
  {
    name: "the main page, N-Queens ended (first solution, budget spent)",
    path: "?puzzle=queens&n=8&strategies=naive,permutation,pruned,occupancy&mode=first&budget=3000",
    act: async (page) => {
      await page.click("#end");
      await page.waitForFunction(() => [...document.querySelectorAll("[data-stat=status]")].every((s) => s.dataset.value !== "running"));
      await page.fill("#count-n", "8");
      await page.click("#count");
      await page.waitForSelector("#count-result[data-state=done]");
    },
  },
  {
    name: "the main page, Sudoku with the editor",
    path: "?puzzle=sudoku&strategies=naive,permutation,pruned,candidates&code=1",
    act: async (page) => {
      await page.selectOption("#preset", "5");
      await page.click("#solve-now");
      await page.fill("#paste", "1x");
      await page.click("#use-paste");
      for (let i = 0; i < 5; i++) await page.click("#forward");
    },
  },
  {
    name: "the lessons' views: the mistakes lesson ended, with guesses, logs and the Lessons menu",
    path: "?lesson=mistakes&log=1&guess=occupancy:solutions:4,forget-undo:4,forget-diagonal:solutions:10&code=1",
    act: async (page) => {
      await page.click("#end");
      await page.waitForFunction(() => [...document.querySelectorAll("[data-stat=status]")].every((s) => s.dataset.value !== "running"));
      await page.click("#lessons-button");
    },
  },
  {
    name: "the lessons' views: estimates while the pruned lesson runs",
    path: "?lesson=pruned&log=1&guess=pruned:500,permutation:100000",
    act: async (page) => { for (let i = 0; i < 5; i++) await page.click("#forward"); },
  },
  {
    name: "the lessons' views: the Sudoku lesson in the embed view",
    path: "embed.html?lesson=sudoku&log=1&controls=all&guess=pruned:2000",
    act: async (page) => { await page.click("#end"); },
  },
  {
    name: "the embed view with every control",
    path: "embed.html?puzzle=queens&n=6&strategies=naive,permutation,pruned,occupancy&controls=all&code=1&step=30",
    act: async () => {},
  },
];

for (const lang of LANGUAGES) {
  for (const [size, options] of [["390 px", PHONE], ["1280 px", DESKTOP]]) {
    test(`${lang}: nothing overflows at ${size}`, { timeout: 300_000 }, async () => {
      const found = [];
      for (const { name, path, act } of PAGES) {
        const { page, problems, context } = await open(browser, `${path}&lang=${lang}`, options);
        await act(page);
        await page.waitForTimeout(100);
        for (const problem of await overflows(page)) found.push(`${name}: ${problem}`);
        assert.deepEqual(problems, [], name);
        await context.close();
      }
      assert.deepEqual(found, []);
    });
  }
}

test("the overflow check can fail", { timeout: 300_000 }, async () => {
  const { page, context } = await open(browser, "?puzzle=queens&n=5&lang=ru", PHONE);
  await page.evaluate(() => {
    document.querySelector("#count").style.width = "3rem";
    document.querySelector("#count").style.whiteSpace = "nowrap";
    document.querySelector("#count").style.overflow = "hidden";
    document.body.style.minWidth = "500px";
  });
  const found = await overflows(page);
  assert.ok(found.some((line) => /button#count/.test(line)), found.join("\n"));
  assert.ok(found.some((line) => /scrolls sideways/.test(line)), found.join("\n"));
  await context.close();
});
