// A chapter full of labs: twenty <backtracking-lab> elements on one page. Only the labs near
// the reader are built; scrolling to one builds it; every lab shares the one compiled core
// (fetched once); a lab scrolled away stops (its step stands still) and goes on when back.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, watchedPage, BASE_URL, CSP } from "./browser.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const LABS = 20;

function chapterHtml() {
  // The first lab's run is long (every 8-queens board, one a step at 100 steps a second), so
  // that it is still playing whenever the test looks.
  const setup = (i) => (i === 0 ? 'n="8" strategies="naive" mode="all" speed="20"' : `n="${4 + (i % 5)}" strategies="pruned" speed="30"`);
  const labs = Array.from({ length: LABS }, (_, i) => `<h2>Figure ${i + 1}</h2>
    <backtracking-lab id="lab-${i + 1}" puzzle="queens" ${setup(i)} lang="en"></backtracking-lab>
    <p>${"Text of the chapter between the figures. ".repeat(20)}</p>`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}">
    <title>Chapter 5</title><script type="module" src="../embed.js"></script></head><body><h1>Chapter 5</h1>${labs}</body></html>`;
}

/** Which labs have been built (their lab element is in the shadow root). */
const built = (page) => page.$$eval("backtracking-lab", (labs) => labs.filter((lab) => lab.shadowRoot?.querySelector(".lab")).map((lab) => lab.id));
const stepOf = async (page, id) => Number((await page.textContent(`#${id} #step-text`)).replaceAll(",", ""));

test("a chapter of twenty labs builds the ones near the reader, one core for all, and a lab away stands still", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: { width: 1024, height: 768 } });
  const url = new URL("book/chapter-5.html", BASE_URL).href;
  await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: chapterHtml() }));
  const cores = [];
  page.on("request", (request) => /backtracking-lab_bg\.wasm$/.test(request.url()) && cores.push(request.url()));
  await page.goto(url);
  await page.waitForSelector("#lab-1 .lab[data-ready]");
  const first = await built(page);
  assert.ok(first.includes("lab-1"));
  assert.ok(first.length <= 3, `built at load: ${first}`);
  // The rest wait in placeholders that keep their place.
  assert.equal(await page.$eval("#lab-20", (lab) => Boolean(lab.shadowRoot.querySelector(".lab-waiting"))), true);
  assert.ok((await page.$eval("#lab-20", (lab) => lab.getBoundingClientRect().height)) > 300);

  // The first lab plays; scrolled far away, it stands still.
  await page.evaluate(() => document.querySelector("#lab-1").play());
  await page.waitForFunction(() => Number(document.querySelector("#lab-1").shadowRoot.querySelector("#step-text").textContent) > 2);
  await page.$eval("#lab-15", (lab) => lab.scrollIntoView());
  await page.waitForSelector("#lab-15 .lab[data-ready]");
  await page.waitForSelector("#lab-1 .lab[data-sight=away]");
  const away = await stepOf(page, "lab-1");
  await page.waitForTimeout(600);
  assert.equal(await stepOf(page, "lab-1"), away, "a lab out of sight does not play on");
  assert.ok(!(await built(page)).includes("lab-8"), "a lab scrolled past at once is not built");
  // The lab scrolled to has its board.
  assert.notEqual(await page.getAttribute("#lab-15 [data-lane=pruned] canvas", "data-queens"), null);

  // Back in sight, it plays on.
  await page.$eval("#lab-1", (lab) => lab.scrollIntoView());
  await page.waitForSelector("#lab-1 .lab[data-sight=in]");
  await page.waitForFunction((away) => Number(document.querySelector("#lab-1").shadowRoot.querySelector("#step-text").textContent) > away, away);
  assert.equal(cores.length, 1, "one compiled core for every lab");
  assert.deepEqual(problems, []);
  await context.close();
});
