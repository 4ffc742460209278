// The lab as a reader meets it, for `make bench` (run.mjs calls loadFigures; `node
// tests/bench/embedding.mjs` prints them alone): cold loads of the page in fresh browser
// contexts (nothing cached), with the first board's time after navigation, the requests, the
// bytes they would take gzipped, and the longest task while loading; and a chapter of 20
// <backtracking-lab> elements: the time to its first lab, the time from scrolling to a lab
// far below to its board, and the browser's memory for each lab built.

import { readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveDirectory } from "../e2e/serve.mjs";
import { launch } from "../e2e/browser.mjs";
import { browserMemory } from "./page-timing.mjs";

const DIST = fileURLToPath(new URL("../../dist", import.meta.url));
const LABS = 20;

/**
 * Records the tasks over 50 ms from the first script on, as the browser reports them (the Long
 * Tasks API), and the longest gap between a timer loop's turns, which holds a task and also
 * what ran beside it before the loop's next turn (other tasks, the frame's layout and paint).
 */
function watchTasks() {
  window.loadTiming = { longest: 0, tasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.loadTiming.tasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  let last = performance.now();
  const turn = () => {
    const now = performance.now();
    window.loadTiming.longest = Math.max(window.loadTiming.longest, now - last);
    last = now;
    if (!document.querySelector("[data-ready]") || now < 3000) setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
}

function chapterHtml() {
  const labs = Array.from({ length: LABS }, (_, i) => `<h2>Figure ${i + 1}</h2>
    <backtracking-lab id="lab-${i + 1}" puzzle="queens" n="${4 + (i % 5)}" strategies="naive,pruned" lang="en"></backtracking-lab>
    <p>${"Text of the chapter between the figures. ".repeat(20)}</p>`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chapter</title>
    <script type="module" src="../embed.js"></script></head><body><h1>Chapter</h1>${labs}</body></html>`;
}

/** The figures, as [what, measured, target] rows. */
export async function loadFigures({ loads = 5 } = {}) {
  const server = await serveDirectory(DIST);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  const rows = [];
  try {
    // Cold loads: a fresh context each time, so nothing is cached, in a browser that is
    // already running, as a reader's is. A browser just launched is still starting its own
    // processes: on 2 cores its first load took 400 ms where the next ones took 200-350
    // (2026-12-04). So a page is shown and closed first, and each load waits a second after
    // the one before it, for its renderer to be gone.
    const blank = await browser.newContext();
    await (await blank.newPage()).setContent("<p>A page before the first load.</p>");
    await blank.close();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
    await settle();
    const cold = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(watchTasks);
      const page = await context.newPage();
      const requested = [];
      page.on("requestfinished", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${base}?puzzle=queens&n=8`);
      await page.waitForSelector("body[data-ready]");
      await page.waitForTimeout(300);
      const firstBoard = await page.evaluate(() => performance.getEntriesByName("first-board")[0].startTime);
      const { longest, tasks } = await page.evaluate(() => window.loadTiming);
      const gzipped = requested.reduce((sum, path) => {
        const file = join(DIST, path === "/" ? "index.html" : decodeURIComponent(path));
        try {
          return statSync(file).isFile() ? sum + gzipSync(readFileSync(file), { level: 6 }).length : sum;
        } catch {
          return sum;
        }
      }, 0);
      cold.push({ firstBoard, requests: requested.length, gzipped, longest, tasks });
      await context.close();
      await settle();
    }
    const list = (pick, unit) => cold.map((load) => `${Math.round(pick(load))}${unit}`).join(", ");
    const median = cold.map((load) => load.firstBoard).sort((a, b) => a - b)[Math.floor(loads / 2)];
    rows.push([`page, cold (a fresh browser context, ${loads} loads): first board after navigation; median`,
      `${list((l) => l.firstBoard, " ms")}; ${Math.round(median)} ms`, "< 300 ms"]);
    rows.push(["page, cold: requests; bytes sent gzipped", `${cold[0].requests}; ${Math.round(cold[0].gzipped / 1024)} KB`, ""]);
    const over = cold.map((load) => (load.tasks.length ? load.tasks.map((ms) => `${Math.round(ms)} ms`).join(" + ") : "none")).join("; ");
    rows.push(["page, cold: tasks over 50 ms while loading (the Long Tasks API)", over, "none"]);
    rows.push(["page, cold: longest gap between a timer loop's turns while loading (tasks and frames)", list((l) => l.longest, " ms"), "< 50 ms"]);

    // A chapter of 20 labs.
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    const url = `${base}book/chapter.html`;
    await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: chapterHtml() }));
    const before = browserMemory();
    const start = Date.now();
    await page.goto(url);
    await page.waitForSelector("#lab-1 .lab[data-ready]");
    const firstLab = Date.now() - start;
    await page.waitForTimeout(1000);
    const built = () => page.$$eval("backtracking-lab", (labs) => labs.filter((lab) => lab.shadowRoot?.querySelector(".lab")).length);
    const builtAtLoad = await built();
    const memoryAtLoad = browserMemory();
    const scrolled = Date.now();
    await page.$eval("#lab-15", (lab) => lab.scrollIntoView());
    await page.waitForSelector("#lab-15 .lab[data-ready]");
    const toBoard = Date.now() - scrolled;
    // Every lab built, one after another, for the memory each takes.
    for (let i = 1; i <= LABS; i++) {
      await page.$eval(`#lab-${i}`, (lab) => lab.scrollIntoView());
      await page.waitForSelector(`#lab-${i} .lab[data-ready]`);
    }
    await page.waitForTimeout(1000);
    const allBuilt = await built();
    const memoryAll = browserMemory();
    await context.close();
    const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    rows.push([`chapter of ${LABS} labs: first lab ready after navigation; labs built at load`, `${firstLab} ms; ${builtAtLoad} of ${LABS}`, ""]);
    rows.push(["chapter: from scrolling to a lab far below to its board", `${toBoard} ms`, ""]);
    rows.push(["chapter: browser memory for each lab built (all built, against those built at load)",
      `${mb((memoryAll - memoryAtLoad) / Math.max(1, allBuilt - builtAtLoad))} (${mb(before)} before, ${mb(memoryAtLoad)} at load, ${mb(memoryAll)} with ${allBuilt})`, ""]);
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [what, measured, target] of await loadFigures()) console.log(`| ${what} | ${measured} | ${target} |`);
}
