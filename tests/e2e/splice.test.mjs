// The embed view in a learning system that speaks SPLICE: a host page of the test's own keeps
// the reports and answers the frame's questions, as Runestone or PreTeXt would. Seeking to the
// end earns no credit and playing to the end earns it all; a state kept by the host brings a
// new frame back to the same step with the same credit; the frame asks to be as tall as its
// content and then does not scroll; a host may ask for the state; garbage is ignored.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, watchedPage, BASE_URL, CSP } from "./browser.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const LAB = "../embed.html?puzzle=queens&n=5&strategies=pruned,naive&mode=first&speed=60&lang=en";

/**
 * The learning system, in the top window: every SPLICE message from the frame is kept in
 * `window.splice`; SPLICE.getState is answered with `window.keptState` (or, with none, an
 * error, as a host with nothing stored); lti.frameResize sizes the frame.
 */
function learningSystem() {
  if (window !== window.top) return;
  window.splice = [];
  addEventListener("message", (event) => {
    const data = event.data;
    if (typeof data?.subject !== "string") return;
    window.splice.push(data);
    const frame = document.querySelector("iframe");
    if (data.subject === "SPLICE.getState") {
      const kept = JSON.parse(sessionStorage.getItem("kept") ?? "null");
      const answer = kept
        ? { subject: "SPLICE.getState.response", message_id: data.message_id, state: kept }
        : { subject: "SPLICE.getState.response", message_id: data.message_id, error: { code: "no_state", message: "nothing kept" } };
      event.source.postMessage(answer, "*");
    }
    if (data.subject === "lti.frameResize") frame.height = String(data.height);
  });
}

async function openSystem(context, page, lab = LAB) {
  const url = new URL("course/section.html", BASE_URL).href;
  await context.route(url, (route) => route.fulfill({
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}">
      <title>Section 4.2</title></head><body><h1>Section 4.2</h1>
      <iframe src="${lab}" title="Backtracking Lab" width="700" height="300" frameborder="0"></iframe></body></html>`,
  }));
  await page.goto(url);
  const frame = await new Promise((resolve) => {
    const find = () => page.frames().find((f) => /embed\.html/.test(f.url()));
    if (find()) resolve(find());
    else page.on("framenavigated", () => find() && resolve(find()));
  });
  await frame.waitForSelector("body[data-ready]");
  return frame;
}

const reports = (page) => page.evaluate(() => window.splice.filter((m) => m.subject === "SPLICE.reportScoreAndState"));
const events = (page, name) => page.evaluate((name) => window.splice.filter((m) => m.subject === "SPLICE.sendEvent" && m.data && m.name === name), name);
const post = (page, message) => page.evaluate((m) => document.querySelector("iframe").contentWindow.postMessage(m, "*"), message);
const command = (page, command, step) => post(page, step === undefined ? { target: "backtracking-lab", command } : { target: "backtracking-lab", command, step });
const stepOf = async (frame) => Number((await frame.textContent("#step-text")).replaceAll(",", ""));

/** Waits for a report after `count` earlier ones whose state's link matches `link`. */
async function reportAfter(page, count, link) {
  await page.waitForFunction(([count, link]) => window.splice.filter((m) => m.subject === "SPLICE.reportScoreAndState")
    .slice(count).some((m) => new RegExp(link).test(m.state.link)), [count, link.source]);
  return (await reports(page)).slice(count).filter((m) => link.test(m.state.link)).at(-1);
}

test("SPLICE: credit for watching, not for jumping; a kept state comes back; the frame fits its content", async () => {
  const { page, problems, context } = await watchedPage(browser);
  await context.addInitScript(learningSystem);
  let frame = await openSystem(context, page);
  // The frame asked for a state once it was ready, and nothing was kept.
  await page.waitForFunction(() => window.splice.some((m) => m.subject === "SPLICE.getState"));
  const ask = (await page.evaluate(() => window.splice)).find((m) => m.subject === "SPLICE.getState");
  assert.equal(typeof ask.message_id, "string");

  // A seek to the end watches nothing: the score stays 0, and lab-viewed-all is not told.
  let before = (await reports(page)).length;
  await command(page, "seek", 1e9);
  await page.waitForFunction(() => window.splice.some((m) => m.name === "lab-finished"));
  const afterSeek = await reportAfter(page, before, /step=\d+/);
  assert.equal(afterSeek.score, 0);
  const end = Number(/step=(\d+)/.exec(afterSeek.state.link)[1]);
  assert.ok(end > 10, `the run ends at step ${end}`);
  assert.deepEqual(await events(page, "lab-viewed-all"), []);
  // Nor does a step back and a step forward onto the end.
  await command(page, "seek", end - 1);
  await frame.waitForFunction((step) => document.querySelector("#step-text").textContent.replaceAll(",", "") === String(step), end - 1);
  await frame.focus("#play");
  await frame.press("#play", "ArrowRight");
  await frame.waitForFunction((step) => document.querySelector("#step-text").textContent.replaceAll(",", "") === String(step), end);
  await page.waitForTimeout(REPORT_WAIT);
  assert.deepEqual(await events(page, "lab-viewed-all"), []);
  assert.ok((await reports(page)).at(-1).score < 0.2);

  // Playing from the start to the end watches all of it: credit 1, and lab-viewed-all.
  before = (await reports(page)).length;
  await command(page, "restart");
  await command(page, "play");
  await page.waitForFunction(() => window.splice.some((m) => m.name === "lab-viewed-all"));
  await page.waitForFunction((before) => window.splice.filter((m) => m.subject === "SPLICE.reportScoreAndState")
    .slice(before).some((m) => m.score === 1), before);
  const viewed = (await events(page, "lab-viewed-all"))[0];
  assert.deepEqual(viewed.data.lanes.map((lane) => lane.strategy), ["pruned", "naive"]);

  // The reader goes back to step 7; the host keeps that state, as it would across a visit.
  before = (await reports(page)).length;
  await command(page, "seek", 7);
  const kept = await reportAfter(page, before, /(^|&)step=7(&|$)/);
  assert.equal(kept.score, 1, "going back takes no credit away");
  assert.equal(kept.state.kind, "backtracking-lab");
  await page.evaluate((state) => sessionStorage.setItem("kept", JSON.stringify(state)), kept.state);

  // The frame asks to be as tall as its content: the host sized it, and it does not scroll.
  const resize = (await page.evaluate(() => window.splice)).filter((m) => m.subject === "lti.frameResize").at(-1);
  assert.ok(resize.height > 300, `height ${resize.height}`);
  assert.ok((await page.evaluate(() => window.splice)).some((m) => m.subject === "SPLICE.resize" && m.height === resize.height));
  assert.equal(await frame.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1), true);

  // A new visit: the host answers the new frame's question with the kept state.
  await page.reload();
  frame = await openSystem(context, page);
  await frame.waitForFunction(() => document.querySelector(".lab[data-ready]") && document.querySelector("#step-text").textContent === "7");
  before = 0;
  await command(page, "play");
  await command(page, "pause");
  const back = await reportAfter(page, before, /step=\d+/);
  assert.equal(back.score, 1, "the credit came back with the state");

  // A host may ask for the state at any time.
  await post(page, { subject: "SPLICE.getState", message_id: "host-1" });
  await page.waitForFunction(() => window.splice.some((m) => m.subject === "SPLICE.getState.response" && m.message_id === "host-1"));
  const answer = (await page.evaluate(() => window.splice)).find((m) => m.message_id === "host-1");
  assert.match(answer.state.link, /puzzle=queens/);

  // Garbage, and an answer to a question never asked, change nothing and break nothing.
  const step = await stepOf(frame);
  for (const message of [
    "SPLICE.getState", null, 42, [], { subject: "SPLICE.getState" }, { subject: "SPLICE.getState.response", message_id: "nobody", state: kept.state },
    { subject: "SPLICE.getState.response", message_id: "x", state: { kind: "backtracking-lab", version: 1, link: 5, watched: [] } },
    { subject: "SPLICE.reportScoreAndState", message_id: "y", score: 1, state: {} }, { subject: "lti.frameResize", height: -5 },
  ]) {
    await post(page, message);
  }
  await page.waitForTimeout(REPORT_WAIT);
  assert.equal(await stepOf(frame), step);
  assert.equal(await frame.evaluate(() => document.querySelectorAll(".lab").length), 1);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Longer than a report's wait (splice.js REPORT_MS): what would have come has come. */
const REPORT_WAIT = 1200;

test("SPLICE with an exercise: the score is the exercise's, and a kept state's program is checked again", async () => {
  const { page, problems, context } = await watchedPage(browser);
  await context.addInitScript(learningSystem);
  const lab = "../embed.html?exercise=@prune_it&lang=en";
  let frame = await openSystem(context, page, lab);
  await frame.click("#exercise-check");
  await page.waitForFunction(() => window.splice.some((m) => m.subject === "SPLICE.reportScoreAndState" && m.score === 0.25));
  const checkedEvent = (await events(page, "lab-checked")).at(-1);
  assert.equal(checkedEvent.data.score, 0.25);
  // The host kept a state whose link brings version D, as after the learner ran it.
  const state = (await reports(page)).at(-1).state;
  assert.match(state.link, /exercise=%40prune_it|exercise=@prune_it/);
  const kept = { ...state, link: `${state.link}&program=%40queens_d` };
  await page.evaluate((kept) => sessionStorage.setItem("kept", JSON.stringify(kept)), kept);
  await page.reload();
  frame = await openSystem(context, page, lab);
  // Checked again before its score is told: no report of 1 comes without a lab-checked first.
  await page.waitForFunction(() => window.splice.some((m) => m.subject === "SPLICE.reportScoreAndState" && m.score === 1), null, { timeout: 90000 });
  const all = await page.evaluate(() => window.splice);
  const firstFull = all.findIndex((m) => m.subject === "SPLICE.reportScoreAndState" && m.score === 1);
  const checked = all.findIndex((m) => m.subject === "SPLICE.sendEvent" && m.name === "lab-checked");
  assert.ok(checked >= 0 && checked < firstFull, "the checks ran before the score was told");
  assert.ok(all.filter((m) => m.subject === "SPLICE.reportScoreAndState").every((m) => m.score === 0 || m.score === 1),
    "before the checks, the score is nothing: no credit for watching");
  assert.equal(await frame.textContent("#exercise-score"), "Score: 100 %");
  assert.deepEqual(problems, []);
  await context.close();
});
