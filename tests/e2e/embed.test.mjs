// The lab in a textbook: a chapter page (served at another path of the same origin) with two
// <backtracking-lab> components and one embed view in an iframe. Each is its own lab; the
// host hears their events with the lesson's numbers and commands them both ways; bad
// messages are ignored; the embed view's parameters work; nothing breaks the pages' CSP or
// leaves the origin; and the share bar's snippets work when pasted.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { translator } from "../../www/words/i18n.js";
import { launch, open, watchedPage, BASE_URL, CSP } from "./browser.mjs";
import { serveDirectory } from "./serve.mjs";
import "../js/support/languages.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const DIST = new URL("../../dist/", import.meta.url);
/** The chapter's own styles: none of them may reach inside a lab. */
const CHAPTER_CSS = "body { font: 21px/2 serif; color: rgb(200, 0, 0); letter-spacing: 3px; } "
  + "button { background: rgb(255, 0, 0); } .lane { border: 7px solid rgb(0, 255, 0); } h2 { color: rgb(0, 0, 255); }";
const CHAPTER = `
  <h1>Chapter 3: Backtracking</h1>
  <backtracking-lab id="queens" puzzle="queens" n="5" strategies="naive,permutation,pruned" mode="all" speed="40" lang="ru"></backtracking-lab>
  <h2 class="lane" id="outside">Sudoku</h2>
  <backtracking-lab id="sudoku" puzzle="sudoku" grid="..3.4......2.1.." strategies="pruned,candidates" lang="zh"></backtracking-lab>
  <iframe id="frame" src="../../embed.html?puzzle=queens&amp;n=6&amp;strategies=pruned,occupancy" title="Backtracking Lab" width="640" height="600"></iframe>`;

function hostHtml(body, script) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<title>Chapter 3</title><link rel="stylesheet" href="chapter.css">
${script ? `<script type="module" src="${script}"></script>` : ""}</head><body>${body}</body></html>`;
}

/** Records every lab-* event and every message from an embed view in the top window. */
function recordHostEvents() {
  if (window !== window.top) return;
  window.heard = [];
  for (const type of ["ready", "step", "solution", "finished", "viewed-all"]) {
    document.addEventListener(`lab-${type}`, (event) => {
      // Read on the page's own clock, as the lab reads it: dispatch is synchronous, so this is
      // when the lab told it. (An event's timeStamp has once read 97 ms between two events the
      // lab's performance.now() had 100 ms apart.)
      window.heard.push({ from: event.target.id, type, detail: event.detail, at: performance.now() });
    });
  }
  addEventListener("message", (event) => {
    if (event.data?.source !== "backtracking-lab") return;
    const { source, type, ...detail } = event.data;
    window.heard.push({ from: "frame", type, detail, at: performance.now(), keys: Object.keys(event.data) });
  });
}

/**
 * Opens a host page with `body` at `path` (relative to `base`), loading `script` (the
 * component) unless null; returns the watched page (browser.mjs).
 */
async function openHost(body, { path = "books/chapter-3/index.html", script = "../../embed.js", base = BASE_URL, options } = {}) {
  const watched = await watchedPage(browser, options, { origin: new URL(base).origin });
  const { page, context } = watched;
  const url = new URL(path, base).href;
  await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: hostHtml(body, script) }));
  await context.route(new URL("chapter.css", url).href, (route) => route.fulfill({ contentType: "text/css", body: CHAPTER_CSS }));
  await context.addInitScript(recordHostEvents);
  await page.goto(url);
  return watched;
}

/** The embed view's frame in the host page, once its lab is ready. */
async function embedFrame(page) {
  await page.waitForSelector("iframe");
  let frame;
  await page.waitForFunction(() => window.heard?.some((e) => e.from === "frame" && e.type === "ready"));
  for (const f of page.frames()) if (/embed\.html/.test(f.url())) frame = f;
  await frame.waitForSelector("body[data-ready]");
  return frame;
}

async function heard(page, from, type) {
  return (await page.evaluate(() => window.heard)).filter((e) => e.from === from && (!type || e.type === type));
}

function waitHeard(page, from, type, step) {
  return page.waitForFunction(([from, type, step]) => window.heard.some((e) => e.from === from && e.type === type
    && (step === null || e.detail.step === step)), [from, type, step ?? null], { timeout: 90_000 });
}

const stepOf = async (scope, host = "") => Number((await scope.textContent(`${host} #step-text`)).replaceAll(/[,\s]/g, ""));
const lanesOf = (scope, host = "") => scope.$$eval(`${host} [data-lane]`, (lanes) => lanes.map((l) => l.dataset.lane));

async function openChapter() {
  const watched = await openHost(CHAPTER);
  await watched.page.waitForSelector("#queens .lab[data-ready]");
  await watched.page.waitForSelector("#sudoku .lab[data-ready]");
  watched.frame = await embedFrame(watched.page);
  return watched;
}

test("a chapter with two components and an embed view: three labs, each its own, each in its language", async () => {
  const { page, problems, context, frame } = await openChapter();
  assert.deepEqual(await lanesOf(page, "#queens"), ["naive", "permutation", "pruned"]);
  assert.deepEqual(await lanesOf(page, "#sudoku"), ["pruned", "candidates"]);
  assert.deepEqual(await lanesOf(frame), ["pruned", "occupancy"]);
  assert.equal(await page.getAttribute("#queens .lab", "lang"), "ru");
  assert.equal(await page.getAttribute("#sudoku .lab", "lang"), "zh");
  assert.equal(await frame.getAttribute("html", "lang"), "en");
  // Each ready event names its own lanes, at step 0 with the root visited.
  const ready = (await page.evaluate(() => window.heard)).filter((e) => e.type === "ready");
  assert.deepEqual(ready.map((e) => e.from).sort(), ["frame", "queens", "sudoku"]);
  const queensReady = ready.find((e) => e.from === "queens").detail;
  assert.deepEqual(queensReady, { step: 0, lanes: ["naive", "permutation", "pruned"].map((strategy) =>
    ({ strategy, nodes: 1, solutions: 0, status: "running" })) });
  assert.deepEqual(ready.find((e) => e.from === "frame").detail.lanes.map((l) => l.strategy), ["pruned", "occupancy"]);

  // Play one: the others stay at step 0.
  await page.click("#sudoku #play");
  await page.waitForFunction(() => Number(document.querySelector("#sudoku").shadowRoot.querySelector("#step-text").textContent) > 5);
  await page.click("#sudoku #play");
  assert.equal(await stepOf(page, "#queens"), 0);
  assert.equal(await stepOf(frame), 0);
  assert.ok(await stepOf(page, "#sudoku") > 5);

  // Styles leak neither way: the chapter's font, colours and borders stay outside.
  const inside = await page.$eval("#queens", (host) => {
    const root = host.shadowRoot;
    const style = (selector) => getComputedStyle(root.querySelector(selector));
    return { button: style("#restart").backgroundColor, lane: style("[data-lane]").borderLeftWidth,
      font: style(".lab").fontFamily, spacing: style(".lab").letterSpacing, colour: style("h2").color };
  });
  assert.notEqual(inside.button, "rgb(255, 0, 0)");
  assert.notEqual(inside.lane, "7px");
  assert.doesNotMatch(inside.font, /^serif$/);
  assert.equal(inside.spacing, "normal");
  assert.notEqual(inside.colour, "rgb(0, 0, 255)");
  const outside = await page.$eval("#outside", (h2) => ({ top: getComputedStyle(h2).borderTopWidth, colour: getComputedStyle(h2).color }));
  assert.deepEqual(outside, { top: "7px", colour: "rgb(0, 0, 255)" });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the host hears ready, step (at most ten a second), solution, finished and viewed-all with the lesson's numbers", async () => {
  const { page, problems, context } = await openChapter();
  await page.evaluate(() => document.querySelector("#queens").play());
  await waitHeard(page, "queens", "finished");
  const events = await heard(page, "queens");
  const finished = events.find((e) => e.type === "finished").detail;
  assert.deepEqual(finished.lanes, [
    { strategy: "naive", nodes: 3906, solutions: 10, status: "finished" },
    { strategy: "permutation", nodes: 326, solutions: 10, status: "finished" },
    { strategy: "pruned", nodes: 54, solutions: 10, status: "finished" },
  ]);
  assert.equal(finished.step, await stepOf(page, "#queens"));
  // Reached by playing: the reader has seen it all.
  assert.equal(events.filter((e) => e.type === "viewed-all").length, 1);
  const steps = events.filter((e) => e.type === "step");
  assert.ok(steps.length >= 5, `${steps.length} step events`);
  for (let i = 1; i < steps.length; i++) {
    // The lab waits STEP_EVENT_MS (100 ms) from just before making one step event to the next.
    assert.ok(steps[i].at - steps[i - 1].at >= 99, `step events ${steps[i].at - steps[i - 1].at} ms apart`);
    assert.ok(steps[i].detail.step > steps[i - 1].detail.step);
  }
  // Every solution event has more solutions than the one before; the last has them all.
  const solutions = events.filter((e) => e.type === "solution").map((e) => e.detail.lanes.reduce((sum, l) => sum + l.solutions, 0));
  assert.ok(solutions.length >= 3, `${solutions.length} solution events`);
  assert.ok(solutions.every((total, i) => i === 0 || total > solutions[i - 1]), solutions.join());
  assert.ok(solutions[0] >= 1);
  // The other labs told nothing but ready.
  assert.deepEqual((await heard(page, "sudoku")).map((e) => e.type), ["ready"]);
  assert.deepEqual((await heard(page, "frame")).map((e) => e.type), ["ready"]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("commands both ways: the element's methods and postMessage to the embed view", async () => {
  const { page, problems, context, frame } = await openChapter();
  // Element methods.
  await page.evaluate(() => document.querySelector("#sudoku").seek(25));
  await waitHeard(page, "sudoku", "step", 25);
  assert.equal(await stepOf(page, "#sudoku"), 25);
  await page.evaluate(() => document.querySelector("#sudoku").play());
  await page.waitForFunction(() => window.heard.some((e) => e.from === "sudoku" && e.type === "step" && e.detail.step > 26));
  await page.evaluate(() => document.querySelector("#sudoku").pause());
  // This one speaks Chinese: its Play button is named in Chinese.
  assert.equal(await page.getAttribute("#sudoku #play", "aria-label"), translator("zh").t("transport.play"));
  await page.evaluate(() => document.querySelector("#sudoku").restart());
  await waitHeard(page, "sudoku", "step", 0);
  assert.equal(await stepOf(page, "#sudoku"), 0);
  // The same through postMessage: the embed view answers with its own step events.
  const post = (message) => page.evaluate((m) => document.querySelector("#frame").contentWindow.postMessage(m, "*"), message);
  await post({ target: "backtracking-lab", command: "seek", step: 40 });
  await waitHeard(page, "frame", "step", 40);
  assert.equal(await stepOf(frame), 40);
  const message = (await heard(page, "frame", "step")).at(-1);
  assert.deepEqual(message.keys, ["source", "type", "step", "lanes"]);
  assert.deepEqual(message.detail.lanes.map((l) => l.strategy), ["pruned", "occupancy"]);
  await post({ target: "backtracking-lab", command: "play" });
  await frame.waitForFunction(() => Number(document.querySelector("#step-text").textContent) > 41);
  await post({ target: "backtracking-lab", command: "pause" });
  await frame.waitForFunction(() => document.querySelector("#play").getAttribute("aria-label") === "Play");
  await post({ target: "backtracking-lab", command: "restart" });
  await waitHeard(page, "frame", "step", 0);
  assert.equal(await stepOf(frame), 0);
  // A seek past the end of the run stops at the end.
  await post({ target: "backtracking-lab", command: "seek", step: 1e9 });
  await waitHeard(page, "frame", "finished");
  assert.deepEqual((await heard(page, "frame", "finished"))[0].detail.lanes.map((l) => [l.nodes, l.solutions]), [[153, 4], [153, 4]]);
  assert.equal((await heard(page, "frame", "viewed-all")).length, 0, "a seek to the end is not viewing it all");
  assert.equal(await stepOf(page, "#queens"), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("every pair of host commands given back to back takes effect in order, by method and by message", async () => {
  const body = `
    <backtracking-lab id="lab" puzzle="queens" n="6" strategies="pruned" mode="all" speed="20" lang="en"></backtracking-lab>
    <iframe id="frame" src="../../embed.html?puzzle=queens&amp;n=6&amp;strategies=pruned&amp;mode=all&amp;speed=20&amp;lang=en"
      title="Backtracking Lab" width="640" height="600"></iframe>`;
  const { page, problems, context } = await openHost(body);
  await page.waitForSelector("#lab .lab[data-ready]");
  const frame = await embedFrame(page);
  // At 100 steps a second the whole run (pruned, every solution at n = 6) takes seconds.
  const pairs = [
    { first: ["restart"], then: ["play"], playing: true, above: 0 },
    { first: ["seek", 30], then: ["play"], playing: true, above: 30 },
    { first: ["play"], then: ["pause"], playing: false },
    { first: ["seek", 30], then: ["seek", 10], playing: false, step: 10 },
    { first: ["seek", 40], then: ["restart"], playing: false, step: 0 },
    { first: ["play"], then: ["seek", 5], playing: false, step: 5 },
    { first: ["restart"], then: ["seek", 25], playing: false, step: 25 },
  ];
  const hosts = [
    {
      name: "method", scope: page, prefix: "#lab ",
      give: (commands) => page.evaluate((commands) => {
        const lab = document.querySelector("#lab");
        for (const [command, step] of commands) lab[command](step);
      }, commands),
    },
    {
      name: "message", scope: frame, prefix: "",
      give: (commands) => page.evaluate((commands) => {
        const target = document.querySelector("#frame").contentWindow;
        for (const [command, step] of commands) {
          target.postMessage(command === "seek" ? { target: "backtracking-lab", command, step } : { target: "backtracking-lab", command }, "*");
        }
      }, commands),
    },
  ];
  for (const host of hosts) {
    const { scope, prefix } = host;
    const step = () => stepOf(scope, prefix.trim());
    const playing = async () => (await scope.getAttribute(`${prefix}#play`, "aria-label")) === "Pause";
    for (const pair of pairs) {
      const what = `${host.name}: ${pair.first[0]} then ${pair.then[0]}`;
      // From a paused lab at step 20, the two commands in one task.
      await host.give([["pause"], ["seek", 20]]);
      await scope.waitForFunction((prefix) => {
        const root = prefix ? document.querySelector(prefix.trim()).shadowRoot : document;
        return root.querySelector("#step-text").textContent === "20" && root.querySelector("#play").getAttribute("aria-label") === "Play";
      }, prefix);
      await host.give([pair.first, pair.then]);
      if (pair.playing) {
        await scope.waitForFunction(([prefix, above]) => {
          const root = prefix ? document.querySelector(prefix.trim()).shadowRoot : document;
          return Number(root.querySelector("#step-text").textContent.replaceAll(",", "")) > above;
        }, [prefix, pair.above]);
        assert.ok(await playing(), what);
      } else {
        await scope.waitForFunction(([prefix, expected]) => {
          const root = prefix ? document.querySelector(prefix.trim()).shadowRoot : document;
          const step = Number(root.querySelector("#step-text").textContent.replaceAll(",", ""));
          return expected === undefined || step === expected;
        }, [prefix, pair.step]);
        // A command still waiting would move the lab within a few frames.
        await page.waitForTimeout(300);
        assert.equal(await playing(), false, what);
        if (pair.step !== undefined) assert.equal(await step(), pair.step, what);
      }
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("malformed messages, and messages from another window than the parent, are ignored", async () => {
  const { page, problems, context, frame } = await openChapter();
  await page.evaluate(() => {
    const target = document.querySelector("#frame").contentWindow;
    const bad = [
      null, undefined, 0, "play", ["play"], new Date(), new Map([["command", "play"]]),
      { command: "play" },
      { target: "backtracking-lab" },
      { target: "another-lab", command: "play" },
      { target: "backtracking-lab", command: "explode" },
      { target: "backtracking-lab", command: "PLAY" },
      { target: "backtracking-lab", command: "play", extra: true },
      { target: "backtracking-lab", command: "play", step: 3 },
      { target: "backtracking-lab", command: "seek" },
      { target: "backtracking-lab", command: "seek", step: "12" },
      { target: "backtracking-lab", command: "seek", step: -1 },
      { target: "backtracking-lab", command: "seek", step: NaN },
      { target: "backtracking-lab", command: "seek", step: Infinity },
      { target: "backtracking-lab", command: "seek", step: 10n },
      { target: "backtracking-lab", command: "seek", step: { valueOf: 12 } },
      { target: "backtracking-lab", command: ["seek"], step: 12 },
      { source: "backtracking-lab", type: "ready", step: 0, lanes: [] },
    ];
    for (const message of bad) target.postMessage(message, "*");
  });
  // The frame posting to itself, and a sibling frame posting to it, are not its parent.
  await frame.evaluate(() => window.postMessage({ target: "backtracking-lab", command: "seek", step: 30 }, "*"));
  await page.evaluate(() => {
    const sibling = document.createElement("iframe");
    sibling.name = "sibling";
    document.body.append(sibling);
  });
  const sibling = page.frames().find((f) => f.name() === "sibling");
  await sibling.evaluate(() => parent.document.querySelector("#frame").contentWindow
    .postMessage({ target: "backtracking-lab", command: "seek", step: 30 }, "*"));
  await sibling.evaluate(() => parent.document.querySelector("#frame").contentWindow
    .postMessage({ target: "backtracking-lab", command: "play" }, "*"));
  await page.waitForTimeout(500);
  assert.equal(await stepOf(frame), 0);
  assert.equal(await frame.getAttribute("#play", "aria-label"), "Play");
  assert.deepEqual((await heard(page, "frame")).map((e) => e.type), ["ready"]);
  // The parent's well-formed command after all that still works.
  await page.evaluate(() => document.querySelector("#frame").contentWindow.postMessage({ target: "backtracking-lab", command: "seek", step: 7.4 }, "*"));
  await waitHeard(page, "frame", "step", 7);
  // Bad arguments to the element's methods are ignored too.
  await page.evaluate(() => Promise.all([-1, NaN, "x", undefined].map((s) => document.querySelector("#queens").seek(s))));
  assert.equal(await stepOf(page, "#queens"), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("changing an attribute rebuilds that component only", async () => {
  const { page, problems, context, frame } = await openChapter();
  await page.evaluate(() => document.querySelector("#queens").seek(30));
  await waitHeard(page, "queens", "step", 30);
  await frame.click("#forward");
  await waitHeard(page, "frame", "step", 1);
  await page.evaluate(() => {
    const sudoku = document.querySelector("#sudoku");
    sudoku.setAttribute("strategies", "naive,pruned,candidates");
    sudoku.setAttribute("lang", "ru");
  });
  await page.waitForFunction(() => window.heard.filter((e) => e.from === "sudoku" && e.type === "ready").length === 2);
  assert.deepEqual(await lanesOf(page, "#sudoku"), ["naive", "pruned", "candidates"]);
  assert.equal(await page.getAttribute("#sudoku .lab", "lang"), "ru");
  assert.equal((await page.$$("#sudoku .lab")).length, 1);
  // Two attributes set in one go rebuilt once; the others kept their place.
  assert.equal((await heard(page, "queens", "ready")).length, 1);
  assert.equal(await stepOf(page, "#queens"), 30);
  assert.equal(await stepOf(frame), 1);
  // A new n: the queens lab starts again on the new board.
  await page.evaluate(() => document.querySelector("#queens").setAttribute("n", "6"));
  await page.waitForFunction(() => window.heard.filter((e) => e.from === "queens" && e.type === "ready").length === 2);
  assert.equal(await stepOf(page, "#queens"), 0);
  await page.evaluate(() => document.querySelector("#queens").seek(1e9));
  await waitHeard(page, "queens", "finished");
  assert.deepEqual((await heard(page, "queens", "finished"))[0].detail.lanes.map((l) => l.solutions), [4, 4, 4]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a component removed from the page frees every core handle it made", async () => {
  const { page, problems, context } = await openHost("<div id=shelf></div>");
  await page.evaluate(async (base) => {
    const core = await import(new URL("backtracking-lab.js", base).href);
    window.handles = { made: 0, freed: 0 };
    const count = (made) => { if (made) window.handles.made++; return made; };
    for (const name of ["create", "queens", "sudoku"]) {
      const original = core.Lane[name];
      core.Lane[name] = (...args) => count(original.apply(core.Lane, args));
    }
    const fork = core.Lane.prototype.fork;
    core.Lane.prototype.fork = function () { return count(fork.call(this)); };
    const free = core.Lane.prototype.free;
    core.Lane.prototype.free = function () { window.handles.freed++; return free.call(this); };
    const lab = document.createElement("backtracking-lab");
    lab.id = "temporary";
    lab.setAttribute("puzzle", "queens");
    lab.setAttribute("n", "8");
    lab.setAttribute("strategies", "naive,pruned");
    document.querySelector("#shelf").append(lab);
  }, BASE_URL);
  await page.waitForSelector("#temporary .lab[data-ready]");
  // Far enough for checkpoints, and a rebuild on the way.
  await page.evaluate(() => document.querySelector("#temporary").seek(300000));
  await waitHeard(page, "temporary", "step", 300000);
  await page.evaluate(() => document.querySelector("#temporary").setAttribute("mode", "first"));
  await page.waitForFunction(() => window.heard.filter((e) => e.from === "temporary" && e.type === "ready").length === 2);
  await page.evaluate(() => document.querySelector("#temporary").seek(70000));
  await waitHeard(page, "temporary", "step", 70000);
  const during = await page.evaluate(() => ({ ...window.handles }));
  assert.ok(during.made > during.freed + 2, JSON.stringify(during));
  await page.evaluate(() => document.querySelector("#temporary").remove());
  const afterwards = await page.evaluate(() => window.handles);
  assert.equal(afterwards.freed, afterwards.made, JSON.stringify(afterwards));
  assert.deepEqual(problems, []);
  await context.close();
});

test("keyboard: keys move a component only while focus is inside it; Tab reaches its controls", async () => {
  const { page, problems, context, frame } = await openChapter();
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "queens");
  assert.equal(await page.evaluate(() => document.querySelector("#queens").shadowRoot.activeElement.id), "restart");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await waitHeard(page, "queens", "step", 3);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.querySelector("#queens").shadowRoot.activeElement.id), "play");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.heard.some((e) => e.from === "queens" && e.type === "step" && e.detail.step > 4));
  await page.keyboard.press("Enter");
  const queensStep = await stepOf(page, "#queens");
  assert.equal(await stepOf(page, "#sudoku"), 0);
  // Focus on the chapter itself: the labs' keys do nothing.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  await page.waitForTimeout(200);
  assert.equal(await stepOf(page, "#queens"), queensStep);
  assert.equal(await stepOf(page, "#sudoku"), 0);
  // Clicking a board gives the lab focus; its keys work there.
  await page.click("#sudoku [data-lane=pruned] canvas");
  await page.keyboard.press("ArrowRight");
  await waitHeard(page, "sudoku", "step", 1);
  // The embed view: keys while focus is in its frame.
  await frame.click("[data-lane=pruned] canvas");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await waitHeard(page, "frame", "step", 2);
  assert.equal(await stepOf(page, "#sudoku"), 1);
  // Stepping to the end is viewing it all (pruned 4 queens, first solution: a short run).
  await page.evaluate(() => {
    const queens = document.querySelector("#queens");
    queens.setAttribute("n", "4");
    queens.setAttribute("strategies", "pruned");
    queens.setAttribute("mode", "first");
  });
  await page.waitForFunction(() => window.heard.filter((e) => e.from === "queens" && e.type === "ready").length === 2);
  await page.click("#queens [data-lane=pruned] canvas");
  for (let i = 0; i < 200 && !(await heard(page, "queens", "finished")).length; i++) await page.keyboard.press("ArrowRight");
  await waitHeard(page, "queens", "viewed-all");
  assert.deepEqual(problems, []);
  await context.close();
});

test("the embed view: step=, autoplay and loop= work, and bad parameters say so in a note", async () => {
  const at40 = await open(browser, "embed.html?puzzle=queens&n=5&strategies=naive,pruned&step=40");
  assert.equal(await stepOf(at40.page), 40);
  const counters = (page) => page.$$eval("[data-stat]", (all) => all.map((s) => s.textContent));
  const stepped = await open(browser, "embed.html?puzzle=queens&n=5&strategies=naive,pruned");
  await stepped.page.click("[data-lane=naive] canvas");
  for (let i = 0; i < 40; i++) await stepped.page.keyboard.press("ArrowRight");
  await stepped.page.waitForFunction(() => document.querySelector("#step-text").textContent === "40");
  assert.deepEqual(await counters(at40.page), await counters(stepped.page));
  assert.equal(await at40.page.isHidden("#note"), true);

  const past = await open(browser, "embed.html?puzzle=queens&n=5&strategies=pruned&step=999999999");
  assert.equal(await past.page.getAttribute("[data-stat=status]", "data-value"), "finished");
  assert.equal(await past.page.textContent("[data-stat=solutions]"), "10");

  const auto = await open(browser, "embed.html?puzzle=queens&n=6&strategies=naive&autoplay&speed=30");
  await auto.page.waitForFunction(() => Number(document.querySelector("#step-text").textContent) > 3);
  assert.equal(await auto.page.getAttribute("#play", "aria-label"), "Pause");

  const loop = await open(browser, "embed.html?puzzle=queens&n=6&strategies=naive&loop=20..40&autoplay&speed=20");
  // Watch the step until it has gone back to the loop's start twice (however slow the machine).
  const seen = await loop.page.evaluate(() => new Promise((resolve) => {
    const steps = [];
    const timer = setInterval(() => {
      steps.push(Number(document.querySelector("#step-text").textContent));
      const backs = steps.filter((s, i) => i > 0 && s < steps[i - 1]).length;
      if (backs >= 2) { clearInterval(timer); resolve(steps); }
    }, 15);
  }));
  assert.ok(Math.min(...seen) >= 20, `went below the loop: ${Math.min(...seen)}`);
  // Playing stops at the loop's end by construction, then goes back to its start.
  assert.ok(Math.max(...seen) <= 40, `went past the loop: ${Math.max(...seen)}`);

  const bad = await open(browser, "embed.html?puzzle=queens&n=5&step=abc&loop=9..3&autoplay=maybe&controls=play,fly&lang=xx");
  const note = await bad.page.textContent("#note");
  for (const word of [/step must be/, /loop must be/, /autoplay must be/, /controls: .*"fly"/, /lang: .*"xx"/]) assert.match(note, word);
  assert.equal(await bad.page.isVisible("#play"), true);
  assert.equal(await bad.page.isVisible("#forward"), false);
  assert.equal(await stepOf(bad.page), 0);

  const russian = await open(browser, "embed.html?puzzle=queens&n=4&lang=ru");
  assert.equal(await russian.page.getAttribute("html", "lang"), "ru");
  assert.equal(await russian.page.getAttribute(".lab", "lang"), "ru");

  for (const opened of [at40, stepped, past, auto, loop, bad, russian]) {
    assert.deepEqual(opened.problems, []);
    await opened.context.close();
  }
});

test("controls=none is a still figure: no control shows, no key moves it", async () => {
  const { page, problems, context } = await open(browser, "embed.html?puzzle=queens&n=6&strategies=naive,pruned&step=120&controls=none");
  assert.equal(await stepOf(page), 120);
  const visible = await page.$$eval("button, input, select, textarea, output", (all) => all.filter((e) => e.checkVisibility()).map((e) => e.id || e.outerHTML));
  assert.deepEqual(visible, []);
  assert.equal(await page.isVisible("[data-lane=pruned] canvas"), true);
  const before = await page.$$eval("[data-stat]", (all) => all.map((s) => s.textContent));
  await page.click("[data-lane=naive] canvas");
  for (const key of [" ", "ArrowRight", "ArrowLeft", "End", "Home", "n", "b"]) await page.keyboard.press(key);
  await page.waitForTimeout(200);
  assert.deepEqual(await page.$$eval("[data-stat]", (all) => all.map((s) => s.textContent)), before);
  // controls=play,step,speed shows exactly those.
  const some = await open(browser, "embed.html?puzzle=queens&n=6&controls=play,step,speed");
  const shown = await some.page.$$eval("#restart, #back, #play, #forward, #next-backtrack, #next-solution, #end, #speed, #timeline, #copy-link",
    (all) => all.filter((e) => e.checkVisibility()).map((e) => e.id));
  assert.deepEqual(shown, ["back", "play", "forward", "speed"]);
  assert.deepEqual([...problems, ...some.problems], []);
  await some.context.close();
  await context.close();
});

test("the embed view fits 320×400 without sideways scrolling, with any setup", async () => {
  const HARD = "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
  for (const query of [
    "puzzle=queens&n=5&strategies=naive,permutation,pruned",
    "puzzle=queens&n=12&strategies=naive,permutation,pruned,occupancy&code=1&controls=all",
    `puzzle=sudoku&grid=${HARD}&strategies=naive,permutation,pruned,candidates&controls=all&lang=zh`,
    "puzzle=queens&n=99&strategies=magic&colour=blue",
  ]) {
    const { page, problems, context } = await open(browser, `embed.html?${query}`, { viewport: { width: 320, height: 400 } });
    await page.click("#end").catch(() => {});
    await page.waitForTimeout(300);
    const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
    assert.ok(widths.document <= 320 && widths.body <= 320, `${query}: ${JSON.stringify(widths)}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  // The component in a 320 px column of a wide page.
  const { page, problems, context } = await openHost(`<div id="column"><backtracking-lab id="narrow" puzzle="queens" n="8" strategies="naive,permutation,pruned,occupancy" controls="all"></backtracking-lab></div>`);
  await page.$eval("#column", (c) => c.style.setProperty("width", "320px"));
  await page.waitForSelector("#narrow .lab[data-ready]");
  const overflow = await page.$eval("#narrow", (host) => ({ scroll: host.shadowRoot.querySelector(".lab").scrollWidth, width: host.getBoundingClientRect().width }));
  assert.ok(overflow.scroll <= overflow.width, JSON.stringify(overflow));
  assert.deepEqual(problems, []);
  await context.close();
});

test("share: copy link, copy embed code (which works when pasted into a chapter), save PNG", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=naive,pruned&mode=all",
    { permissions: ["clipboard-read", "clipboard-write"] });
  await page.click("#copy-link");
  await page.waitForFunction(() => document.querySelector("#share-status").textContent !== "");
  assert.equal(await page.textContent("#share-status"), "Link copied.");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, `${BASE_URL}?puzzle=queens&n=5&strategies=naive,pruned&mode=all`);

  await page.click("#copy-embed");
  await page.waitForFunction(() => document.querySelector("#share-status").textContent.startsWith("Embed code copied"));
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(await page.inputValue("#share-text"), snippet);
  assert.match(snippet, new RegExp(`<iframe src="${BASE_URL}embed\\.html\\?puzzle=queens&amp;n=5&amp;strategies=naive,pruned&amp;mode=all"`));
  assert.match(snippet, new RegExp(`<script type="module" src="${BASE_URL}embed\\.js"></script>`));
  assert.match(snippet, /<backtracking-lab puzzle="queens" n="5" strategies="naive,pruned" mode="all"><\/backtracking-lab>/);

  // Pasted as it is into a chapter at another path: both work, with the same lanes.
  const pasted = await openHost(snippet, { path: "books/chapter-9/pasted.html", script: null });
  await pasted.page.waitForSelector("backtracking-lab .lab[data-ready]");
  const frame = await embedFrame(pasted.page);
  assert.deepEqual(await lanesOf(pasted.page, "backtracking-lab"), ["naive", "pruned"]);
  assert.deepEqual(await lanesOf(frame), ["naive", "pruned"]);
  assert.deepEqual(pasted.problems, []);
  await pasted.context.close();

  // Save PNG: one picture of the boards, counters and chart.
  await page.click("#end");
  await page.waitForFunction(() => document.querySelector("[data-lane=naive] [data-stat=status]").dataset.value === "finished");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save-png")]);
  const png = await readFile(await download.path());
  assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  assert.equal(width, 2 * (2 * 16 + 2 * 240 + 16));
  assert.ok(height > 2 * 500, `height ${height}`);
  assert.match(download.suggestedFilename(), /^backtracking-lab-queens-step-\d+\.png$/);
  assert.match(await page.textContent("#share-status"), /^Saved backtracking-lab-queens-step-\d+\.png\.$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("share: Save SVG writes the boards, counters, chart and trees as one SVG whose words are text", async () => {
  const { page, problems, context } = await open(browser, "?lang=ru&puzzle=queens&n=5&strategies=naive,pruned&mode=all&tree=1");
  await page.click("#end");
  await page.waitForFunction(() => document.querySelector("[data-lane=naive] [data-stat=status]").dataset.value === "finished");
  await page.waitForFunction(() => [...document.querySelectorAll("canvas.tree-canvas")].filter((c) => !c.hidden).length === 2);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save-svg")]);
  assert.match(download.suggestedFilename(), /^backtracking-lab-queens-step-\d+\.svg$/);
  const svg = await readFile(await download.path(), "utf8");
  assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="528" /);
  const texts = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  // Every word as text: the lanes' names and statuses, their counters, the chart's title.
  const names = await page.$$eval("[data-lane] h3", (all) => all.map((h) => h.textContent.trim()));
  const nodes = await page.textContent("[data-lane=naive] [data-stat=nodes]");
  for (const word of [...names, nodes]) assert.ok(texts.includes(word), `${word} in ${texts.join(" | ")}`);
  assert.ok(texts.some((text) => text.startsWith("Backtracking Lab · 5 ферзей")), texts[0]);
  // The two boards, the chart and the two trees are pictures in it.
  assert.equal([...svg.matchAll(/<image [^>]*href="data:image\/png;base64,/g)].length, 5);
  // A browser reads it back as an image of its size.
  const size = await page.evaluate(async (text) => {
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, svg);
  assert.equal(size[0], 528);
  assert.ok(size[1] > 600, `height ${size[1]}`);
  assert.deepEqual(problems, []);
  await context.close();
});

/** A GIF's size and frames, read block by block (a broken file throws). */
function readGif(bytes) {
  assert.equal(bytes.subarray(0, 6).toString("latin1"), "GIF89a");
  const [width, height, flags] = [bytes.readUInt16LE(6), bytes.readUInt16LE(8), bytes[10]];
  const table = (packed) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const skipSubBlocks = (i) => {
    while (bytes[i] !== 0) i += bytes[i] + 1;
    return i + 1;
  };
  let i = 13 + table(flags);
  let frames = 0;
  const delays = [];
  while (bytes[i] !== 0x3b) {
    if (bytes[i] === 0x21) {
      if (bytes[i + 1] === 0xf9) delays.push(bytes.readUInt16LE(i + 4) * 10);
      i = skipSubBlocks(i + 2);
    } else if (bytes[i] === 0x2c) {
      frames += 1;
      i = skipSubBlocks(i + 10 + table(bytes[i + 9]) + 1);
    } else {
      throw new Error(`no GIF block at byte ${i}: ${bytes[i]}`);
    }
  }
  return { width, height, frames, delays };
}

test("share: Save animation records the steps chosen as a GIF, one frame a step, and comes back; Esc cancels", async () => {
  const { page, problems, context } = await open(browser, "?lang=en&puzzle=queens&n=5&strategies=naive,pruned&mode=all&speed=20&step=7");
  // A range that ends before it starts is refused, with a word why.
  await page.fill("#gif-from", "30");
  await page.fill("#gif-to", "10");
  await page.click("#save-gif");
  assert.equal(await page.textContent("#share-status"), "To record an animation, choose a later step to end at than to start from.");
  // Steps 10 to 40 at 100 steps a second: 31 frames, each shown 20 ms (the least a GIF is
  // shown); then the lab is back at step 7.
  await page.fill("#gif-from", "10");
  await page.fill("#gif-to", "40");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save-gif")]);
  assert.match(download.suggestedFilename(), /^backtracking-lab-queens-step-7\.gif$/);
  const gif = readGif(await readFile(await download.path()));
  assert.equal(gif.width, 2 * 16 + 2 * 240 + 16);
  assert.ok(gif.height > 400, `height ${gif.height}`);
  assert.equal(gif.frames, 31);
  assert.deepEqual([...new Set(gif.delays)], [20]);
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "7");
  assert.equal(await page.textContent("#share-status"), `Saved ${download.suggestedFilename()}.`);
  // A long recording, cancelled with Esc: nothing is saved, and the page says so.
  await page.fill("#gif-from", "0");
  await page.fill("#gif-to", "3000");
  let saved = false;
  page.on("download", () => { saved = true; });
  await page.click("#save-gif");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.querySelector("#share-status").textContent.includes("cancelled"));
  await page.waitForFunction(() => document.querySelector("#step-text").textContent === "7");
  assert.equal(saved, false);
  assert.equal(await page.isDisabled("#save-gif"), false);
  assert.deepEqual(problems, []);
  await context.close();
});

test("share: when the clipboard refuses, the page says so and shows the text to copy", async () => {
  const watched = await watchedPage(browser);
  const { page, problems, context } = watched;
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "clipboard", {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) }),
    });
  });
  await page.goto(`${BASE_URL}embed.html?puzzle=queens&n=6&controls=play,share`);
  await page.waitForSelector("body[data-ready]");
  await page.click("#copy-link");
  await page.waitForFunction(() => document.querySelector("#share-status").textContent !== "");
  assert.match(await page.textContent("#share-status"), /did not let the page copy \(Write permission denied\.\)/);
  assert.equal(await page.isVisible("#share-text"), true);
  assert.equal(await page.inputValue("#share-text"), `${BASE_URL}?puzzle=queens&n=6&strategies=naive,permutation,pruned&mode=all`);
  // A page without any clipboard at all.
  await page.evaluate(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
  await page.click("#copy-embed");
  await page.waitForFunction(() => /did not let/.test(document.querySelector("#share-status").textContent)
    && document.querySelector("#share-text").value.includes("<iframe"));
  assert.match(await page.inputValue("#share-text"), /controls=play,share/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("dist/ has no inline script or style, and both pages carry the Content-Security-Policy", async () => {
  for (const name of ["index.html", "embed.html"]) {
    const html = await readFile(new URL(name, DIST), "utf8");
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, `${name} has an inline script`);
    assert.doesNotMatch(html, /\sstyle=|<style/, `${name} has an inline style`);
    assert.doesNotMatch(html, /'unsafe-inline'|'unsafe-eval'/);
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval';/);
  }
});

test("dist/ copied under a sub-path: the page, the embed view and the component loaded from another path", async () => {
  const prefix = "/books/algorithms/backtracking-lab/";
  const server = await serveDirectory(new URL(DIST).pathname.replace(/\/$/, ""), { prefix });
  const base = `http://127.0.0.1:${server.address().port}/`;
  try {
    const lab = "../books/algorithms/backtracking-lab/";
    const { page, problems, context } = await openHost(`
      <backtracking-lab id="queens" puzzle="queens" n="5" strategies="naive,permutation,pruned" mode="all"></backtracking-lab>
      <iframe id="frame" src="${lab}embed.html?puzzle=queens&amp;n=5&amp;strategies=pruned&amp;mode=all" title="lab" width="600" height="500"></iframe>`,
    { base, path: "courses/chapter-3.html", script: `${lab}embed.js` });
    await page.waitForSelector("#queens .lab[data-ready]");
    const frame = await embedFrame(page);
    await page.evaluate(() => document.querySelector("#queens").seek(1e9));
    await page.evaluate(() => document.querySelector("#frame").contentWindow.postMessage({ target: "backtracking-lab", command: "seek", step: 1e9 }, "*"));
    await waitHeard(page, "queens", "finished");
    await waitHeard(page, "frame", "finished");
    assert.deepEqual((await heard(page, "queens", "finished"))[0].detail.lanes.map((l) => l.nodes), [3906, 326, 54]);
    assert.deepEqual((await heard(page, "frame", "finished"))[0].detail.lanes.map((l) => l.nodes), [54]);
    assert.match(frame.url(), new RegExp(`${prefix}embed\\.html`));
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    server.close();
  }
});

test("the embedding chapter's snippets work when pasted into a chapter next to a copy of dist/", async () => {
  // The files docs/src/embedding.md includes (tests/e2e/docs.test.mjs holds it to them).
  const snippets = await Promise.all(["iframe.html", "component.html"].map((name) =>
    readFile(new URL(`../../docs/snippets/${name}`, import.meta.url), "utf8")));
  // The frame's title is the one the lab gives it, in the lab's language, and says so.
  const [, src, title, lang] = /<iframe src="([^"]*)"\s+title="([^"]*)" lang="([^"]*)"/.exec(snippets[0]);
  const query = new URLSearchParams(src.split("?")[1]);
  assert.equal(query.get("lang"), lang);
  const { t } = translator(lang);
  assert.equal(title, t("share.iframe.title", { what: t("share.what.queens", { count: Number(query.get("n")) }) }));
  const server = await serveDirectory(new URL(DIST).pathname.replace(/\/$/, ""), { prefix: "/books/backtracking-lab/" });
  const base = `http://127.0.0.1:${server.address().port}/`;
  try {
    const { page, problems, context } = await openHost(snippets.join("\n"), { base, path: "books/chapter-3.html", script: null });
    await page.waitForFunction(() => window.heard.filter((e) => e.type === "ready").length === 3);
    const frame = await embedFrame(page);
    assert.deepEqual(await lanesOf(frame), ["naive", "pruned"]);
    assert.deepEqual(await page.$$eval("backtracking-lab", (labs) => labs.map((lab) =>
      [...lab.shadowRoot.querySelectorAll("[data-lane]")].map((lane) => lane.dataset.lane).join())), ["naive,pruned", "pruned,candidates"]);
    assert.equal(await stepOf(page, "backtracking-lab:nth-of-type(2)"), 12);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    server.close();
  }
});
