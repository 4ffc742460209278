// `node tests/bench/steady.mjs` (also part of `make bench`): the page at full speed with four
// lanes that all keep searching (Sudoku's empty grid: naive, permutation, pruned, candidates;
// BENCH_STEADY_RACE= for another race, as a link's parameters), in headless Chromium on the
// built dist/: frames a second, the 99th-percentile frame, the longest task and the events a
// second per lane, while playing, while scrubbing the timeline every frame, and while seeking
// to random steps. Prints one JSON object; the page's own figures, not a test (nothing
// asserted). Until 2026-12-05 it raced queens 10, where three of the four lanes end within a
// second and, at the page's default budget, the fourth within seconds: the page was measured
// mostly paused.

import { serveDirectory } from "../e2e/serve.mjs";
import { launch } from "../e2e/browser.mjs";
import { startTiming, stopTiming } from "./page-timing.mjs";

const SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? "5");
/**
 * The node budget of the lanes measured at full speed: every lane must still be searching
 * when a measurement ends. At the page's default of 25 million nodes, the faster stepper ended
 * every lane within seconds of pressing Play, and the page, paused, was measured idle (one run
 * counted 0 events a second).
 */
export const RUNNING_BUDGET = 1e12;
const RACE = process.env.BENCH_STEADY_RACE ?? `puzzle=sudoku&grid=${".".repeat(81)}&strategies=naive,permutation,pruned,candidates`;
/** The race measured, as the table names it. */
export const STEADY_RACE = process.env.BENCH_STEADY_RACE ?? "Sudoku's empty grid";

export async function steadyFigures(dist) {
  const server = await serveDirectory(dist);
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const lanes = new URLSearchParams(RACE).get("strategies");
    // Every lane is still searching when a measurement ends (see RUNNING_BUDGET).
    await page.goto(`http://127.0.0.1:${server.address().port}/?${RACE}&mode=all&speed=60&budget=${RUNNING_BUDGET}`);
    await page.waitForSelector("body[data-ready]");
    const stepNow = () => page.evaluate(() => Number(document.querySelector("#step-text").textContent.replace(/[^\d]/g, "")));
    const frames = (timing) => ({
      fps: timing.frames / SECONDS,
      p99FrameMs: timing.p99FrameMs,
      longestTaskMs: timing.longestTaskMs,
    });
    // Playing at full speed.
    await page.click("#play");
    await page.waitForTimeout(1000);
    const before = await stepNow();
    await startTiming(page);
    await page.waitForTimeout(SECONDS * 1000);
    const playing = { ...frames(await stopTiming(page)), eventsPerSecondPerLane: ((await stepNow()) - before) / SECONDS };
    await page.click("#play");
    // Scrubbing: the timeline moved to a new point every frame.
    const moveTimeline = (mode) => page.evaluate(async ({ seconds, mode }) => {
      const timeline = document.querySelector("#timeline");
      let seed = 7;
      const t0 = performance.now();
      while (performance.now() - t0 < seconds * 1000) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        timeline.value = String(Math.floor((seed / 2 ** 31) * Number(timeline.max)));
        timeline.dispatchEvent(new Event(mode));
        // Scrubbing moves every frame; a seek waits for the step to be shown.
        await new Promise((r) => requestAnimationFrame(r));
        if (mode === "change") await new Promise((r) => setTimeout(r, 250));
      }
    }, { seconds: SECONDS, mode });
    await startTiming(page);
    await moveTimeline("input");
    const scrubbing = frames(await stopTiming(page));
    await startTiming(page);
    await moveTimeline("change");
    const seeking = frames(await stopTiming(page));
    return { lanes: lanes.split(",").length, playing, scrubbing, seeking };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await steadyFigures(new URL("../../dist", import.meta.url).pathname), null, 1));
}
