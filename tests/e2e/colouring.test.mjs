// Graph colouring in the page: the presets raced to the end with the counts the command line
// gives (`backtrack colouring --graph PRESET --colours 3 --strategy all --mode all`), each
// lane's last board a true colouring; a typed graph with a self-loop on line 2, the error shown
// at its line in the lab's language with the text kept, then fixed and raced; the link read
// into the form and the form written back to the address bar; bad values noted; the page in
// each language at phone and desktop width (nothing overflows, axe finds nothing) and in the
// pseudo-translation (every word from the tables).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, stat, count, waitForEnd, watchedPage, BASE_URL } from "./browser.mjs";
import { accessibilityProblems } from "./axe.mjs";
import { servePseudoRussian, pageTexts, isMarked } from "./pseudo.mjs";
import { LANGUAGES } from "../../www/words/i18n.js";
import "../js/support/languages.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const LANES = ["naive", "pruned", "forward-checking"];

/** Waits until the frame that shows the current step has drawn it (race.test.mjs does the same). */
async function settled(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Each lane's board: its colours as drawn (1 … k, 0 uncoloured). */
async function boards(page) {
  return page.$$eval("[data-lane]", (lanes) => Object.fromEntries(lanes.map((lane) =>
    [lane.dataset.lane, lane.querySelector("canvas").dataset.colours.split(",").map(Number)])));
}

/** Whether `colours` gives each vertex one of k colours with no edge joining two of one. */
function isColouring(colours, k, edges) {
  return colours.every((c) => c >= 1 && c <= k) && edges.every(([a, b]) => colours[a] !== colours[b]);
}

const AUSTRALIA_EDGES = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]];
const PETERSEN_EDGES = [[0, 1], [1, 2], [2, 3], [3, 4], [0, 4], [0, 5], [1, 6], [2, 7], [3, 8], [4, 9],
  [5, 7], [7, 9], [6, 9], [6, 8], [5, 8]];

for (const [graph, nodes, solutions, edges] of [
  ["australia", { naive: 3280, pruned: 52, "forward-checking": 52 }, 18, AUSTRALIA_EDGES],
  ["petersen", { naive: 88573, pruned: 658, "forward-checking": 478 }, 120, PETERSEN_EDGES],
]) {
  test(`${graph} in three colours, every colouring: ${Object.values(nodes).join(" / ")} nodes, ${solutions} colourings each`, async () => {
    const { page, problems, context } = await open(browser,
      `?puzzle=colouring&graph=${graph}&colours=3&strategies=${LANES.join(",")}&mode=all`);
    await page.keyboard.press("End");
    await waitForEnd(page);
    await settled(page);
    for (const lane of LANES) {
      assert.equal(await count(page, lane, "nodes"), nodes[lane], `${lane} nodes`);
      assert.equal(await count(page, lane, "solutions"), solutions, `${lane} solutions`);
      assert.equal(await stat(page, lane, "status"), "finished");
    }
    // Pruning rejects, forward checking never needs to: its cuts are dead ends.
    assert.equal(await count(page, "naive", "rejected"), 0);
    assert.ok(await count(page, "pruned", "rejected") > 0);
    assert.equal(await count(page, "forward-checking", "rejected"), 0);
    // A finished walk shows its first colouring, a true one.
    for (const [lane, colours] of Object.entries(await boards(page))) {
      assert.ok(isColouring(colours, 3, edges), `${lane}: ${colours}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("a few steps: the tried vertex and colour, said with the vertex's name; a rejection names the neighbour", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=colouring&graph=australia&colours=3&strategies=pruned&mode=all");
  await page.focus("body");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "1");
  await settled(page);
  assert.equal(await page.textContent("[data-lane=pruned] .narration"), "Try colour 1 on WA.");
  // WA 1, then NT: colour 1 is WA's, so it is rejected along the edge WA–NT.
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "4");
  await settled(page);
  assert.equal(await page.textContent("[data-lane=pruned] .narration"),
    "Rejected colour 1 on NT: its neighbour WA already has colour 1. The whole subtree is cut.");
  const alt = await page.textContent("[data-lane=pruned] [id^=board-alt]");
  assert.match(alt, /Coloured: WA colour 1\. Last event: Rejected colour 1 on NT/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the chart names every lane: two lanes with the same counts at every depth share one named line", async () => {
  // Australia in 3 colours: forward checking cuts nothing the pruned lane does not.
  const { page, problems, context } = await open(browser, "?lang=en&puzzle=colouring&graph=australia&colours=3&strategies=naive,pruned,forward-checking&mode=all");
  await page.click("#end");
  await waitForEnd(page);
  await page.waitForFunction(() => document.querySelector("#chart").dataset.lines === "naive;pruned=forward-checking");
  for (const lane of ["pruned", "forward-checking"]) assert.equal(await count(page, lane, "nodes"), await count(page, "pruned", "nodes"));
  assert.notEqual(await count(page, "naive", "nodes"), await count(page, "pruned", "nodes"));
  assert.deepEqual(problems, []);
  await context.close();
});

test("a typed graph with a self-loop on line 2: the error at its line, the text kept; fixed, it races", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=colouring&strategies=pruned,forward-checking&mode=all");
  const before = page.url();
  const typed = "a b\na a\nb c";
  await page.fill("#colouring-edges", typed);
  await page.click("#colouring-use");
  await page.waitForSelector("#colouring-error:not([hidden])");
  assert.equal(await page.textContent("#colouring-error"), "line 2: \"a\" is joined to itself, so no colouring is possible");
  assert.equal(await page.inputValue("#colouring-edges"), typed, "what was typed is kept");
  assert.equal(await page.getAttribute("#colouring-edges", "aria-invalid"), "true");
  assert.equal(page.url(), before, "a refused graph is not raced");
  // Fixed into a triangle and used with Ctrl+Enter: it races, and the link holds it.
  await page.fill("#colouring-edges", "a b\nb c\nc a");
  await page.press("#colouring-edges", "Control+Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("edges") === "a b\nb c\nc a");
  assert.equal(await page.isHidden("#colouring-error"), true);
  assert.equal(await page.inputValue("#colouring-graph"), "custom");
  assert.equal(new URL(page.url()).searchParams.get("graph"), null);
  await page.click("#end");
  await waitForEnd(page);
  // A triangle in three colours: 3 · 2 · 1 colourings.
  for (const lane of ["pruned", "forward-checking"]) assert.equal(await count(page, lane, "solutions"), 6);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the same error in Russian and Chinese, and a bad character placed at its column", async () => {
  for (const [lang, pattern] of [["ru", /^строка 2: вершина «a» соединена сама с собой/], ["zh", /^第2行.*“a”与自身相连/]]) {
    const { page, context } = await open(browser, `?puzzle=colouring&lang=${lang}`);
    await page.fill("#colouring-edges", "a b\na a");
    await page.click("#colouring-use");
    await page.waitForSelector("#colouring-error:not([hidden])");
    assert.match(await page.textContent("#colouring-error"), pattern);
    await context.close();
  }
  const { page, context } = await open(browser, "?puzzle=colouring");
  await page.fill("#colouring-edges", "a b\nb, c");
  await page.click("#colouring-use");
  await page.waitForSelector("#colouring-error:not([hidden])");
  assert.equal(await page.textContent("#colouring-error"),
    "line 2, column 2: \",\" cannot be part of a name (letters, digits, _ and - can)");
  await context.close();
});

test("what was typed and refused stays through a change of language, its error said in the new one", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=colouring&lang=en");
  const typed = "a b\na a";
  await page.fill("#colouring-edges", typed);
  await page.click("#colouring-use");
  await page.waitForSelector("#colouring-error:not([hidden])");
  await page.selectOption("#language", "ru");
  await page.waitForSelector(".lab[lang=ru] #colouring-edges");
  assert.equal(await page.inputValue("#colouring-edges"), typed);
  assert.match(await page.textContent("#colouring-error"), /^строка 2: вершина «a» соединена сама с собой/);
  // Typing on and switching again keeps the newest text; using it races it.
  await page.fill("#colouring-edges", "a b\nb c");
  await page.selectOption("#language", "zh");
  await page.waitForSelector(".lab[lang=zh] #colouring-edges");
  assert.equal(await page.inputValue("#colouring-edges"), "a b\nb c");
  await page.click("#colouring-use");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("edges") === "a b\nb c");
  assert.equal(await page.isHidden("#colouring-error"), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the link sets the form and the lanes; the form writes the link; bad values are noted", async () => {
  const edges = "x y\ny z\nz w\nw x";
  const { page, problems, context } = await open(browser,
    `?puzzle=colouring&colours=2&edges=${encodeURIComponent(edges)}&strategies=naive,pruned&mode=all`);
  assert.equal(await page.inputValue("#colouring-graph"), "custom");
  assert.equal(await page.inputValue("#colouring-colours"), "2");
  assert.equal(await page.inputValue("#colouring-edges"), edges);
  assert.deepEqual(await page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane)), ["naive", "pruned"]);
  await page.click("#end");
  await waitForEnd(page);
  // A four-cycle in two colours: (k−1)⁴ + (k−1) = 2.
  assert.equal(await count(page, "pruned", "solutions"), 2);

  // A preset from the form: the lesson's five machines, and the link says so.
  await page.selectOption("#colouring-graph", "services");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("graph") === "services");
  let params = new URL(page.url()).searchParams;
  assert.equal(params.get("colours"), "5");
  assert.equal(params.get("edges"), null);
  assert.match(await page.inputValue("#colouring-edges"), /^auth sessions$/m, "the box shows the preset's edges");
  await page.fill("#colouring-colours", "6");
  await page.press("#colouring-colours", "Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("colours") === "6");
  params = new URL(page.url()).searchParams;
  assert.equal(params.get("graph"), "services");
  // The link written by the form reads back into the same lab.
  const { page: again, context: second } = await open(browser, new URL(page.url()).search);
  assert.equal(await again.inputValue("#colouring-graph"), "services");
  assert.equal(await again.inputValue("#colouring-colours"), "6");
  await second.close();
  assert.deepEqual(problems, []);
  await context.close();

  const { page: bad, context: third } = await open(browser, "?puzzle=colouring&colours=99&graph=cube");
  const note = await bad.textContent("#note");
  assert.match(note, /colours must be a whole number from 1 to 64, got "99"; using 3/);
  assert.match(note, /no preset graph is called "cube"/);
  assert.equal(await bad.inputValue("#colouring-graph"), "australia");
  await third.close();
});

test("the core agrees with the page: its largest k, its presets' edge lists", async () => {
  const { page, context } = await open(browser, "?puzzle=colouring");
  const checked = await page.evaluate(async () => {
    const core = await import(new URL("www/race/core.js", document.baseURI).href).then((m) => m.loadCore());
    return {
      tooMany: core.checkSetup("colouring", "65 petersen"),
      presets: ["services", "australia", "petersen"].map((name) => core.checkSetup("colouring", `3 ${name}`).ok),
    };
  });
  assert.equal(checked.tooMany.kind, "colours_out_of_range");
  assert.equal(checked.tooMany.limit, 64);
  assert.deepEqual(checked.presets, [true, true, true]);
  await context.close();
});

/** The twenty services mid-race, with the code panel and a refused edge list on show. */
async function busyPage(page, lang) {
  await page.goto(new URL(`?lang=${lang}&puzzle=colouring&graph=services&colours=5&mode=first&code=1`, BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  for (let i = 0; i < 30; i++) await page.click("#forward");
  await page.fill("#colouring-edges", "auth sessions\nauth auth");
  await page.click("#colouring-use");
  await page.waitForSelector("#colouring-error:not([hidden])");
  await page.fill("#colouring-colours", "0");
  await page.press("#colouring-colours", "Enter");
  await page.waitForSelector("#colouring-colours-error:not([hidden])");
  await settled(page);
}

/** What sticks out in `page`: sideways scrolling, or a control whose words are wider than it. */
function overflows(page) {
  return page.evaluate(() => {
    const problems = [];
    const measure = document.createElement("canvas").getContext("2d");
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const within = document.querySelectorAll("#setup-colouring, .lanes");
    for (const element of [...within].flatMap((w) => [...w.querySelectorAll("button, label, select, input, textarea, .status, dt, dd, h3, .error, .hint, canvas")])) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      const name = `${element.localName}${element.id ? `#${element.id}` : ""} "${(element.textContent || element.value || "").trim().slice(0, 30)}"`;
      if (getComputedStyle(element).display !== "inline" && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name}: ${element.scrollWidth} px of content in ${element.clientWidth} px`);
      }
      if (box.right > innerWidth + 0.5 || box.left < -0.5) problems.push(`${name}: outside the window`);
      if (element.localName === "select") {
        // Any option may be the chosen one: each must fit (less the arrow).
        const style = getComputedStyle(element);
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        for (const option of element.options) {
          const words = measure.measureText(option.label).width;
          if (words > room + 1) problems.push(`${name}: "${option.label}" is ${Math.round(words)} px in ${Math.round(room)} px`);
        }
      }
    }
    return problems;
  });
}

for (const lang of LANGUAGES) {
  test(`${lang}: the colouring page at 390 and 1280 px: nothing overflows, axe finds nothing`, { timeout: 180_000 }, async () => {
    for (const options of [{ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 }, { viewport: { width: 1280, height: 800 } }]) {
      const { page, problems, context } = await watchedPage(browser, options);
      await busyPage(page, lang);
      assert.deepEqual(await overflows(page), [], `${lang} at ${options.viewport.width} px`);
      assert.deepEqual(await accessibilityProblems(page), [], `${lang} at ${options.viewport.width} px`);
      // The lane's board keeps a readable size on a phone: two lanes side by side.
      const side = await page.$eval("[data-lane=pruned] canvas", (c) => c.getBoundingClientRect().width);
      assert.ok(side >= 150, `the board is ${side} px wide`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}

test("the colouring page in the pseudo-translation: every word is from the table", { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser);
  await servePseudoRussian(context);
  const found = new Set();
  const look = async () => {
    const texts = await pageTexts(page);
    assert.ok(texts.some(({ text }) => text.includes("⟦")), "no text is marked: the pseudo table was not served");
    for (const { where, text } of texts.filter((text) => !isMarked(text))) found.add(`${where}: ${JSON.stringify(text)}`);
  };
  await busyPage(page, "ru");
  await look();
  // A bad link's notes, and every lane finished: end sentences, statuses, whole trees.
  await page.goto(new URL("?lang=ru&puzzle=colouring&colours=x&graph=cube&edges=a&mode=all", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  await page.waitForSelector("#note:not([hidden])");
  await page.click("#end");
  await waitForEnd(page);
  await look();
  assert.deepEqual([...found], []);
  assert.deepEqual(problems, []);
  await context.close();
});
