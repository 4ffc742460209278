// The page under abuse: a seeded monkey clicks, types, pastes, drags, resizes and presses keys
// 2,000 times on one page, then loads 200 generated URLs full of bad parameters, of every
// puzzle (in fresh tabs, 50 to a tab). It fails on any uncaught exception, console error or
// unhandled rejection, on a main-thread task over 5 s (a freeze guard, not a speed test), when
// the page stops answering for a minute, when a URL does not give a valid race, or when a
// URL's ignored or fixed parameter gets no visible note (and a clean URL gets one). A second
// test breaks the counting workers.
//
// Replay a failure: MONKEY_SEED=<seed> MONKEY_ACTIONS=<index + 1> node tests/e2e/run.mjs tests/e2e/monkey.test.mjs
// (the actions drawn depend only on the seed; their effects may depend on timing).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, BASE_URL } from "./browser.mjs";
import { PUZZLES, laneNames } from "../../www/puzzles/registry.js";
import { PRESETS as GRAPH_PRESETS } from "../../www/puzzles/colouring.js";

const SEED = Number(process.env.MONKEY_SEED ?? 20261130);
const ACTIONS = Number(process.env.MONKEY_ACTIONS ?? 2000);
const URLS = Number(process.env.MONKEY_URLS ?? 200);
/**
 * The page must answer a round trip within this; it is a hang guard, not a speed limit. A
 * page load on a busy 2-core machine (a build beside it, load average 16) took over 10 s, so
 * the guard is a minute: only a page that stopped answering takes that long.
 */
const HANG_MS = 60_000;
/**
 * A main-thread task longer than this is a freeze. Not a speed limit: on this 2-core machine
 * with other builds running, the 78th generated URL of seed 20261130 (the 28th page of its
 * tab) took one task of 1.0 to 2.3 s, before and after the lane interface alike, where the same
 * page in a fresh tab takes 0.5 s even with the CPU throttled 6 times; a page that really
 * freezes (a loop that does not yield) takes far longer, and the hang guard catches the rest.
 */
const FREEZE_MS = 5_000;
/** How many actions run between two checks that the page is alive and whole. */
const BATCH = 25;
/**
 * How many generated URLs one tab loads before a fresh one takes over. Chromium frees a left
 * page's WebAssembly memory only when it collects that page, and loading 150 links into the
 * tab that had just taken 2,000 actions once ran it out of room for a new instance ("Out of
 * memory: Cannot allocate Wasm memory", one CI run in five). No reader loads 150 pages into one
 * tab in two minutes; a tab per 50 links keeps the test about the links.
 */
const URLS_PER_TAB = 50;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// --- a small seeded PRNG (mulberry32) -----------------------------------------------------

function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const shuffle = (list) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return { next, int, pick, chance, shuffle };
}

// --- hooks installed in every document before the page's own scripts -------------------------

/** Reports unhandled rejections and long main-thread tasks to the test through a binding. */
function installProbes(freezeMs) {
  const report = (kind, detail) => window.__monkeyReport?.(kind, String(detail));
  addEventListener("unhandledrejection", (event) =>
    report("unhandled rejection", event.reason?.stack ?? event.reason));
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration > freezeMs) report("long task", `${Math.round(entry.duration)} ms on the main thread`);
      }
    }).observe({ type: "longtask" });
  } catch (error) {
    report("probe", `no longtask observer: ${error.message}`);
  }
  // Finds a control, brings it into view and says where to click it (null when not shown).
  window.__monkeyLocate = (selector, r, rx, ry) => {
    if (selector === "body") return { x: rx * innerWidth, y: ry * innerHeight, tag: "BODY" };
    const all = [...document.querySelectorAll(selector)];
    if (all.length === 0) return null;
    const element = all[Math.min(all.length - 1, Math.floor(r * all.length))];
    if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === "hidden") return null;
    element.scrollIntoView({ block: "nearest", inline: "nearest" });
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return null;
    const [x, y] = [box.left + rx * box.width, box.top + ry * box.height];
    // Whether a click there reaches the element, or something over it (an open menu) instead.
    const hit = document.elementFromPoint(x, y);
    return { x, y, tag: element.tagName, type: element.type ?? "", onTop: !!hit && element.contains(hit) };
  };
  // Chooses an option of a shown select as a user would (never a hidden option).
  window.__monkeySelect = (selector, r) => {
    const select = document.querySelector(selector);
    if (!select || select.getClientRects().length === 0) return null;
    const options = [...select.options].filter((o) => !o.hidden);
    const option = options[Math.min(options.length - 1, Math.floor(r * options.length))];
    select.value = option.value;
    select.dispatchEvent(new Event("input", { bubbles: true }));
    select.dispatchEvent(new Event("change", { bubbles: true }));
    return option.value;
  };
  // The page's state as the tests see it: ready, lanes and their hooks, the note.
  window.__monkeyState = () => {
    const note = document.querySelector("#note");
    const lanes = [...document.querySelectorAll("#lanes [data-lane]")];
    return {
      ready: document.body.dataset.ready === "true",
      lanes: lanes.map((l) => l.dataset.lane),
      hooks: lanes.every((l) => ["nodes", "solutions", "status"].every((s) => l.querySelector(`[data-stat=${s}]`))),
      note: note && !note.hidden && note.getClientRects().length > 0 ? note.textContent : null,
      puzzle: document.querySelector("[role=tab][aria-selected=true]")?.dataset.puzzle ?? null,
      n: document.querySelector("#queens-n")?.value,
      mode: document.querySelector("#mode")?.value,
      budget: document.querySelector("#budget")?.value,
      speed: document.querySelector("#speed")?.value,
      code: document.querySelector("#show-code")?.checked,
      grid: document.querySelector("#editor")?.dataset.grid ?? null,
      step: document.querySelector("#step-text")?.textContent,
      lang: document.querySelector(".lab")?.lang ?? null,
      search: location.search,
      // Canvases whose bitmap is not one pixel per device pixel: a stretched, blurred picture.
      blurry: [...document.querySelectorAll("canvas")].filter((c) => c.getClientRects().length > 0).flatMap((c) => {
        const box = c.getBoundingClientRect();
        const want = Math.round(box.width * devicePixelRatio);
        return box.width > 0 && c.width !== want ? [`${c.id || c.closest("[data-lane]")?.dataset.lane || "canvas"}: ${c.width} px wide for ${want} device px`] : [];
      }),
    };
  };
}

/** Rejects when `promise` has not settled within HANG_MS: the page stopped answering. */
function guard(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer within ${HANG_MS} ms (${what})`)), HANG_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits for two frames, so that whatever a change scheduled has been drawn. */
function twoFrames(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Pastes `text` where the focus is, as a user does: through the clipboard and Ctrl+V. (CDP's
 * insertText with thousands of line breaks takes Chromium's editor seconds, even in a bare
 * textarea; a real paste of the same text takes milliseconds.)
 */
async function paste(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press("Control+V");
}

/** Opens the page with the probes installed in every document it will load. */
async function openProbed(path) {
  // A fractional pixel ratio, as on many laptops and phones: boards must still be crisp.
  const opened = await open(browser, path, { deviceScaleFactor: 1.5, permissions: ["clipboard-read", "clipboard-write"] });
  const { page, problems } = opened;
  await page.exposeBinding("__monkeyReport", (_source, kind, detail) => problems.push(`${kind}: ${detail}`));
  await page.addInitScript(installProbes, FREEZE_MS);
  await page.reload();
  await page.waitForSelector("body[data-ready]");
  page.setDefaultTimeout(HANG_MS);
  return opened;
}

/** Every lane each puzzle can race (the mistake lab's broken copies of occupancy too). */
const PUZZLE_STRATEGIES = Object.fromEntries(PUZZLES.map((p) => [p.name, laneNames(p.name)]));

function assertValidRace(state, where) {
  assert.ok(state.ready, `${where}: body[data-ready] is missing`);
  assert.ok(Object.hasOwn(PUZZLE_STRATEGIES, state.puzzle ?? ""), `${where}: no puzzle tab selected`);
  assert.ok(state.lanes.length >= 1 && state.lanes.length <= 4, `${where}: ${state.lanes.length} lanes`);
  assert.ok(state.lanes.every((l) => PUZZLE_STRATEGIES[state.puzzle].includes(l)),
    `${where}: lanes ${state.lanes} are not ${state.puzzle} strategies`);
  assert.equal(new Set(state.lanes).size, state.lanes.length, `${where}: a lane is shown twice`);
  assert.ok(state.hooks, `${where}: a lane lacks its data-stat hooks`);
}

// --- random text: Unicode, control characters, long strings ---------------------------------

const PIECES = [
  "0", "1", "6", "12", "16", "99", "-1", "-0", "1e3", "1e309", "0x10", "3.5", "NaN", "Infinity", " ", "  ",
  "\n", "\t", "\r\n", ".", "..", "_", "|", "+", "-", "..3.4......2.1..", "1.345645.1232.156.5642.131.645.4531.",
  "+-----+-----+\n| 1 . | 3 . |\n", "123456789", "9".repeat(30),
  "שָׁלוֹם", "مرحبا بالعالم", "\u202Eevil\u202C", "\u200F\u200E", "\u2067isolate\u2069", "👩‍👩‍👧‍👦", "🇺🇦", "🙂",
  "e\u0301\u0302\u0303", "Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F\u0334\u0319", "\u0000", "\u0001\u0002\u001B",
  "\u007F", "\u0085", "\uFEFF", "\uFFFD", "\u00A0", "\u2028", "<b>bold</b>", "<img src=x onerror=alert(1)>",
  "${x}", "%00", "%ZZ", "&amp;", "'\"`", "ж", "１２", "٦", "中文", "𝟙𝟚", "\\", "/", "?n=5",
];

function randomText(rng) {
  if (rng.chance(0.08)) {
    // A long string: 10 KB or more of one piece or of many.
    const unit = rng.chance(0.5) ? rng.pick(PIECES) || "x" : Array.from({ length: 20 }, () => rng.pick(PIECES)).join("");
    return unit.repeat(Math.ceil(10_240 / unit.length));
  }
  return Array.from({ length: rng.int(1, 4) }, () => rng.pick(PIECES)).join("");
}

// --- the monkey's actions ------------------------------------------------------------------

/** Every puzzle's tab (www/puzzles/registry.js). */
const TABS = PUZZLES.map((p) => `#tab-${p.name}`);
/** The select boxes, chosen from by value rather than clicked open. */
const SELECTS = ["#preset", "#mode", "#knights-row", "#knights-col", "#knights-tour", "#colouring-graph", "#words-preset"];
const CLICK_TARGETS = [
  ...TABS, "#queens-n", "#count-n", "#count", "#count-cancel", "#editor", "#editor",
  "#solve-now", "#paste", "#use-paste", "#strategies input", "#strategies input", "#strategies input",
  "#budget", "#show-code", "#restart", "#back", "#play", "#play", "#forward", "#forward", "#next-backtrack",
  "#next-solution", "#end", "#speed", "#timeline", "#timeline", "#cancel", "#log-scale", "#chart",
  "#lanes [data-lane] canvas", "#lanes [data-lane] .code", "#note", "body", "#preset", "#mode",
  "#copy-link", "#copy-embed", "#save-png", "#share-text",
  // The other puzzles' set-up panels.
  "#knights-size", "#knights-row", "#colouring-colours", "#colouring-edges", "#colouring-use", "#colouring-graph",
  "#words-letters", "#words-word", "#words-use", "#words-preset",
];
const TEXT_FIELDS = ["#queens-n", "#count-n", "#budget", "#paste", "#paste",
  "#knights-size", "#colouring-colours", "#colouring-edges", "#words-letters", "#words-word"];
const KEYS = [
  " ", " ", "ArrowLeft", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "n", "N", "b", "B",
  "Escape", "Escape", "+", "-", "=", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "Delete", "Backspace",
  "Tab", "Shift+Tab", "Enter", "PageDown", "PageUp",
];
const KIND_WEIGHTS = [
  ["click", 34], ["key", 30], ["type", 9], ["paste", 5], ["select", 5], ["drag", 4], ["tab", 4],
  ["editor", 5], ["resize", 3], ["reload", 1],
];

/**
 * Draws one action. Every action draws the same number of values whatever it is, so the
 * sequence depends only on the seed, never on what the page showed.
 */
function drawAction(rng) {
  const r = Array.from({ length: 8 }, () => rng.next());
  const total = KIND_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let roll = r[0] * total;
  const [kind] = KIND_WEIGHTS.find(([, w]) => (roll -= w) < 0);
  const at = (list, x) => list[Math.min(list.length - 1, Math.floor(x * list.length))];
  const inside = (x) => 0.05 + 0.9 * x;
  switch (kind) {
    case "click": return { kind, target: at(CLICK_TARGETS, r[1]), r: r[2], x: inside(r[3]), y: inside(r[4]) };
    case "key": return { kind, key: at(KEYS, r[1]) };
    case "type": return { kind, target: at(TEXT_FIELDS, r[1]), text: randomText(rng), replace: r[2] < 0.6, slow: r[3] < 0.5, then: at(["Enter", "Tab", "none", "click-away"], r[4]) };
    case "paste": return { kind, text: randomText(rng), replace: r[1] < 0.8, then: at(["use", "ctrl-enter", "none"], r[2]) };
    case "select": return { kind, target: at(SELECTS, r[1]), r: r[2] };
    case "drag": return { kind, target: at(["#speed", "#timeline", "#timeline"], r[1]), from: r[2], to: r[3], y: inside(r[4]) };
    case "tab": return { kind, target: at(TABS, r[1]), arrow: r[2] < 0.4 ? at(["ArrowLeft", "ArrowRight", "Home", "End"], r[3]) : null };
    case "editor": return { kind, x: inside(r[1]), y: inside(r[2]), keys: Array.from({ length: 1 + Math.floor(r[3] * 6) }, (_, i) => at(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Delete", "Backspace", ".", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"], (r[4] * (i + 7) * 7.31) % 1)) };
    case "resize": return { kind, width: 320 + Math.floor(r[1] * 1281), height: 400 + Math.floor(r[2] * 700) };
    default: return { kind };
  }
}

function describe(action) {
  const shown = { ...action };
  if (typeof shown.text === "string") {
    shown.text = shown.text.length > 60 ? `${JSON.stringify(shown.text.slice(0, 60))}… (${shown.text.length} chars)` : JSON.stringify(shown.text);
  }
  return JSON.stringify(shown);
}

async function press(page, key) {
  // "+" would be read as a key combination; type the character instead.
  if (key === "+" || key === "-" || key === "=") await page.keyboard.type(key);
  else await page.keyboard.press(key);
}

async function locate(page, selector, r = 0, x = 0.5, y = 0.5) {
  return page.evaluate(([s, r, x, y]) => window.__monkeyLocate(s, r, x, y), [selector, r, x, y]);
}

/**
 * A spot on a field the action then types into, or null when the field is not shown or
 * something lies over it: a user types into what they clicked, not into a link of the open
 * Lessons menu above it (whose page would then get the keys while it loads).
 */
async function locateField(page, selector, x = 0.5, y = 0.5) {
  const spot = await locate(page, selector, 0, x, y);
  return spot?.onTop ? spot : null;
}

/** Whether an error is the page going away under a call: a link followed, say. */
const navigatedAway = (error) => /Execution context was destroyed|navigation|Target page, context or browser has been closed/.test(error?.message ?? "");

/**
 * Performs one action as perform() does, and follows the page when the action (or one just
 * before it) opened another link, as a lesson's link in the lessons menu does: a user may
 * follow links, so the monkey waits for the new page and goes on there.
 */
async function performFollowing(page, action) {
  const before = navigations.get(page) ?? 0;
  const { requests, documents } = loads.get(page) ?? { requests: 0, documents: 0 };
  // Ready is an attribute on the new page's body: wait for it to be there (not for a frame),
  // on the new document when the action asked for one (a link's page may still be loading).
  const ready = async () => {
    // Polls until then, for no longer than the hang guard (which fails the test first).
    const until = Date.now() + HANG_MS;
    if ((loads.get(page)?.requests ?? 0) !== requests) {
      while ((loads.get(page)?.documents ?? 0) === documents && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    await page.waitForSelector("body[data-ready]", { state: "attached" });
  };
  try {
    return await perform(page, action);
  } catch (error) {
    if (!navigatedAway(error)) throw error;
    await ready();
    return true;
  } finally {
    // Only when the action opened another page, or began to: wait until that page is ready.
    await page.evaluate(() => 0).catch(() => {}); // a round trip: a navigation's request is seen by now
    if ((navigations.get(page) ?? 0) !== before || (loads.get(page)?.requests ?? 0) !== requests) await ready();
  }
}

/**
 * How many times each page's main frame has navigated (a followed link, a reload, also the
 * page's own history.replaceState), and how many documents it asked for and loaded.
 */
const navigations = new WeakMap();
const loads = new WeakMap();
function countNavigations(page) {
  const count = () => loads.get(page) ?? loads.set(page, { requests: 0, documents: 0 }).get(page);
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.set(page, (navigations.get(page) ?? 0) + 1);
  });
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count().requests++;
  });
  page.on("domcontentloaded", () => { count().documents++; });
}

/** The page's state once two frames have drawn what the last actions changed (on the page
 *  a followed link opened, if one did), and a race that waited for what it needs (the
 *  program lanes' core, fetched when a tab with programs is first opened) is built. */
async function settledState(page) {
  for (;;) {
    try {
      await page.waitForFunction(() => document.querySelector("#lanes")?.getAttribute("aria-busy") !== "true");
      await twoFrames(page);
      return await page.evaluate(() => window.__monkeyState());
    } catch (error) {
      if (!navigatedAway(error)) throw error;
      await page.waitForSelector("body[data-ready]", { state: "attached" });
    }
  }
}

/** Performs one action; false when its target was not shown (the action is skipped). */
async function perform(page, action) {
  switch (action.kind) {
    case "click": {
      if (SELECTS.includes(action.target)) {
        return (await page.evaluate(([s, r]) => window.__monkeySelect(s, r), [action.target, action.r])) !== null;
      }
      const spot = await locate(page, action.target, action.r, action.x, action.y);
      if (!spot) return false;
      await page.mouse.click(spot.x, spot.y);
      return true;
    }
    case "key":
      await press(page, action.key);
      return true;
    case "type": {
      const spot = await locateField(page, action.target);
      if (!spot) return false;
      await page.mouse.click(spot.x, spot.y);
      if (action.replace) await page.keyboard.press("Control+A");
      const oneLine = !/[\n\r\u2028\u2029]/.test(action.text);
      if (action.slow && action.text.length <= 24 && !/[\u0000-\u001f\u007f]/.test(action.text)) await page.keyboard.type(action.text);
      else if (oneLine) await page.keyboard.insertText(action.text);
      else await paste(page, action.text);
      if (action.then === "Enter" || action.then === "Tab") await page.keyboard.press(action.then);
      else if (action.then === "click-away") await page.mouse.click(2, 2);
      return true;
    }
    case "paste": {
      const spot = await locateField(page, "#paste");
      if (!spot) return false;
      await page.mouse.click(spot.x, spot.y);
      if (action.replace) await page.keyboard.press("Control+A");
      await paste(page, action.text);
      if (action.then === "ctrl-enter") await page.keyboard.press("Control+Enter");
      else if (action.then === "use") {
        const button = await locate(page, "#use-paste", 0, 0.5, 0.5);
        if (button) await page.mouse.click(button.x, button.y);
      }
      return true;
    }
    case "select":
      return (await page.evaluate(([s, r]) => window.__monkeySelect(s, r), [action.target, action.r])) !== null;
    case "drag": {
      const from = await locate(page, action.target, 0, action.from, action.y);
      if (!from) return false;
      const to = await locate(page, action.target, 0, action.to, action.y);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
      return true;
    }
    case "tab": {
      const spot = await locateField(page, action.target);
      if (!spot) return false;
      await page.mouse.click(spot.x, spot.y);
      if (action.arrow) await page.keyboard.press(action.arrow);
      return true;
    }
    case "editor": {
      const spot = await locateField(page, "#editor", action.x, action.y);
      if (!spot) return false;
      await page.mouse.click(spot.x, spot.y);
      for (const key of action.keys) await page.keyboard.press(key);
      return true;
    }
    case "resize":
      await page.setViewportSize({ width: action.width, height: action.height });
      return true;
    case "reload": {
      // The whole state lives in the URL: reloading the page's own URL gives the same race, no note.
      const before = await page.evaluate(() => window.__monkeyState());
      await page.reload();
      await page.waitForSelector("body[data-ready]");
      const state = await page.evaluate(() => window.__monkeyState());
      assertValidRace(state, "after a reload");
      assert.deepEqual(state.lanes, before.lanes, `a reload of ${before.search} changed the lanes`);
      assert.equal(state.puzzle, before.puzzle, `a reload of ${before.search} changed the puzzle`);
      assert.equal(state.note, null, `the page's own URL ${before.search} got a note: ${state.note}`);
      return true;
    }
    default:
      throw new Error(`unknown action ${action.kind}`);
  }
}

test(`the monkey: ${ACTIONS} random actions and ${URLS} generated URLs (seed ${SEED})`, { timeout: 1_200_000 }, async () => {
  const started = Date.now();
  let opened = await openProbed("?puzzle=queens&n=6");
  let { page } = opened;
  countNavigations(page);
  const rng = prng(SEED);
  const recent = [];
  /** Per kind of action: [performed, skipped because the target was not shown]. */
  const tally = {};
  let index = -1;
  let phase = "actions";
  const fail = (error) => {
    const context = recent.map(([i, a]) => `  #${i} ${a}`).join("\n");
    error.message = `seed ${SEED}, ${phase} #${index}: ${error.message}\n` +
      `replay: MONKEY_SEED=${SEED} MONKEY_ACTIONS=${phase === "actions" ? index + 1 : ACTIONS} node tests/e2e/run.mjs tests/e2e/monkey.test.mjs\n` +
      `last steps:\n${context}`;
    return error;
  };
  const checkProblems = () => assert.deepEqual(opened.problems, [], "the page reported problems");
  try {
    for (index = 0; index < ACTIONS; index++) {
      const action = drawAction(rng);
      recent.push([index, describe(action)]);
      if (recent.length > 12) recent.shift();
      const done = await guard(performFollowing(page, action), describe(action));
      tally[action.kind] ??= [0, 0];
      tally[action.kind][done ? 0 : 1]++;
      if (opened.problems.length) checkProblems();
      if ((index + 1) % BATCH === 0 || index === ACTIONS - 1) {
        const state = await guard(settledState(page), "a state round trip");
        assertValidRace(state, `after action #${index}`);
        assert.deepEqual(state.blurry, [], "canvases not redrawn for their size");
        checkProblems();
      }
    }
    const monkeyMs = Date.now() - started;

    phase = "url";
    recent.length = 0;
    const urlRng = prng(SEED ^ 0x5eed);
    for (index = 0; index < URLS; index++) {
      if (index % URLS_PER_TAB === 0) {
        await opened.context.close();
        opened = await openProbed("");
        ({ page } = opened);
      }
      const url = generateUrl(urlRng);
      recent.push([index, url.query.length > 200 ? `${url.query.slice(0, 200)}… (${url.query.length} chars)` : url.query]);
      if (recent.length > 12) recent.shift();
      await guard(page.goto(new URL(url.query, BASE_URL).href), `loading ${url.query.slice(0, 80)}`);
      // Ready, or an error note that says why the page could not start (which fails here).
      await guard(page.waitForFunction(() => document.body.dataset.ready || document.querySelector("#note[data-kind=error]")),
        "body[data-ready] or an error note");
      const state = await guard(page.evaluate(() => window.__monkeyState()), "a state round trip");
      assertValidRace(state, `URL ${url.query.slice(0, 300)}`);
      checkURL(url, state);
      // The race answers: one step forward from the keyboard (unless every lane has ended
      // before its first: a program that does not compile, or has nothing to run).
      await page.evaluate(() => document.activeElement?.blur());
      await guard(page.keyboard.press("ArrowRight"), "a key press");
      await guard(page.waitForFunction(() => document.querySelector("#step-text").textContent === "1"
        || [...document.querySelectorAll("#lanes [data-stat=status]")].every((s) => s.dataset.value !== "running")), "the first step");
      checkProblems();
    }
    console.log(`monkey: seed ${SEED}, ${ACTIONS} actions in ${(monkeyMs / 1000).toFixed(1)} s, ` +
      `${URLS} URLs in ${((Date.now() - started - monkeyMs) / 1000).toFixed(1)} s; ` +
      `performed/skipped: ${Object.entries(tally).map(([k, [p, s]]) => `${k} ${p}/${s}`).join(", ")}`);
  } catch (error) {
    // Where the page stood, and what it said, when it failed: a followed link, an error note.
    const note = await Promise.race([
      page.evaluate(() => document.querySelector("#note")?.textContent ?? ""),
      new Promise((resolve) => setTimeout(() => resolve("(no answer within 5 s)"), 5000)),
    ]).catch(() => "(no answer)");
    error.message += `\npage: ${page.url()}\nnote: ${note.slice(0, 300)}`;
    throw fail(error);
  } finally {
    await opened.context.close();
  }
});

// --- generated URLs: every parameter good, bad, missing, repeated, encoded or garbage ---------

/** The longest query a generated link has: one very long value fits, several do not. */
const MAX_QUERY = 14_000;
const GRIDS = [
  "..3.4......2.1..", "1.345645.1232.156.5642.131.645.4531.",
  "425..8367.6...412..8...2....4...5912..........194..675.3.....8...6....9.194....5.",
  "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
  "3..2....2..4..1.", "123.....4.......", ".".repeat(16), ".".repeat(36), ".".repeat(81),
];
/** Each puzzle's own parameters (its instance: n, grid, size, …), read whichever is raced. */
const INSTANCE_NAMES = PUZZLES.flatMap((p) => p.params);
const SETUP_NAMES = ["puzzle", ...INSTANCE_NAMES, "strategies", "mode", "budget", "speed", "code"];
/** The view's parameters (view.js): read beside the setup by the page, the embed and the element. */
const VIEW_NAMES = ["lang", "step", "autoplay", "loop", "controls"];
const NAMES = [...SETUP_NAMES, ...VIEW_NAMES];
const GARBAGE = ["%", "%%", "%ZZ", "%E0%A4%A", "%FF%FE", "%00", "%C0%AF", "%ED%A0%80", "%uD83D", "%25", "%2", "\u{1F642}", "%F0%9F%99%82"];

/** Percent-encodes every character of a good value now and then (it must still be read). */
function encodeSometimes(rng, text) {
  if (rng.chance(0.15)) return [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
  return encodeURIComponent(text).replaceAll("%2C", ",");
}

const VIEW_BAD = {
  lang: ["fr", "english", "", "e n", "zz-ZZ", "%00ru", "ru%20ru"],
  step: ["-1", "1e3", "x", "", "1.5", "9".repeat(30), "+5", "0x10"],
  // "" and "true" switch autoplay on: they are good values, not drawn here.
  autoplay: ["2", "yes", "on", "maybe", "-1", "%00"],
  loop: ["5..2", "1..", "..5", "a..b", "", "3..3", "1...5", "1..2..3", "-1..4"],
  // The page has every control: `controls` is for the embed view only, and is noted.
  controls: ["play", "none", "all", "play,step", "", "bogus"],
};

function badValue(rng, name, puzzle) {
  if (VIEW_NAMES.includes(name)) return rng.pick(VIEW_BAD[name]);
  const common = ["", " ", "%20", "NaN", "null", "undefined", "x".repeat(rng.int(200, 12_000)), rng.pick(GARBAGE),
    rng.pick(GARBAGE) + "1", "%E2%80%AE1", "\u{1F642}", "true", "[]", "%0A", "-"];
  // Words, letters and edge lists take almost any text, so theirs are drawn from their own list.
  const own = {
    puzzle: ["chess", "Sudoku", "QUEENS", "sudoku%20", "queens%00", "sudoku,queens", "knight", "colors", "WORDS"],
    n: ["0", "13", "-1", "-6", "6.5", "1e1", "0x6", "Infinity", "-Infinity", "+6", "%2B6", "6%20", "9".repeat(rng.int(16, 400)),
      "-" + "9".repeat(30), "1,2", "%EF%BC%96", "%D9%A6", "six", "12.0000000000000001", "1e-7"],
    grid: ["..3.4......2.1.", "..3.4......2.1...", "..3.4.x....2.1..", "..3.4.%F0%9F%99%82....2.1..", "..3.7......2.1..",
      "11..............", "1..1............", ".".repeat(80), ".".repeat(82), "1".repeat(81), "..3.%0A4......2.1..",
      "..3.4......2.1..%00", "0".repeat(rng.int(100, 12_000)), "%0A%0A%0A"],
    strategies: ["magic", "pruned,magic", "pruned,,naive", "pruned,pruned", ",", "pruned,", ",pruned", "Pruned",
      "naive,%20pruned", "naive%20", puzzle === "queens" ? "candidates" : "occupancy",
      "naive,permutation,pruned,candidates,propagation", "naive,naive,naive,naive,naive", "pruned;naive",
      Array.from({ length: 300 }, () => "pruned").join(",")],
    mode: ["unique", "FIRST", "all%20", "first,all", "both", "0"],
    budget: ["0", "-1", "1.5", "1e3", "1e400", "9".repeat(rng.int(17, 60)), "9007199254740993", "-0", "0x10", "Infinity"],
    speed: ["61", "-1", "5.5", "max", "1e1", "600", "0x3", "9".repeat(40), "%2B5"],
    code: ["2", "yes", "true", "on", "01", "-1"],
    size: ["4", "9", "0", "-5", "5.0", "six", "1e1", "%2B6", "6%20", "9".repeat(rng.int(16, 400))],
    start: ["r0c1", "r1c0", "r9c9", "a1", "r1", "c1r1", "r1c1x", "r-1c1", "r1%20c1", "r100c1"],
    closed: ["2", "yes", "true", "open", "closed", "01"],
    colours: ["0", "65", "-1", "3.5", "three", "1e1", "9".repeat(rng.int(16, 400))],
    graph: ["custom", "Petersen", "k5", "services%20", "australia,petersen", "__proto__"],
    edges: ["a%20a", "a", "a%20b%20c", "a%20b%0Ab%20b", "a%20b%0Ac", "a%20b;b%20c", "%0A%0A", "a%20%F0%9F%99%82"],
    letters: ["AB,C", "A1B", "%F0%9F%99%82", "AB,,C,D", "ABCE,SFCS,AD-E", "x".repeat(rng.int(65, 9_000)), "1234"],
    word: ["A%20B", "AB1", "A-B", "%0A", "%20", "%F0%9F%99%82", "SEE%0AA"],
  };
  const ownOnly = ["graph", "edges", "letters", "word"].includes(name);
  return !ownOnly && rng.chance(0.5) ? rng.pick(common) : rng.pick(own[name]);
}

function goodValue(rng, name, puzzle) {
  switch (name) {
    case "puzzle": return puzzle;
    case "n": return rng.chance(0.1) ? `0${rng.int(1, 9)}` : String(rng.int(1, 12));
    case "grid": {
      let grid = rng.pick(GRIDS);
      if (rng.chance(0.2)) grid = grid.replaceAll(".", rng.pick(["0", "_"]));
      if (rng.chance(0.15)) {
        const size = Math.sqrt(grid.length);
        grid = Array.from({ length: size }, (_, r) => [...grid.slice(r * size, (r + 1) * size)].join(" ")).join("\n");
      }
      return grid;
    }
    case "strategies": return rng.shuffle(PUZZLE_STRATEGIES[puzzle]).slice(0, rng.int(1, 4)).join(",");
    case "mode": return rng.pick(["first", "all"]);
    case "budget": return String(rng.pick([1, 2, 57, 1000, 25_000_000, rng.int(1, 2_000_000_000), Number.MAX_SAFE_INTEGER]));
    case "speed": return String(rng.int(0, 60));
    case "code": return rng.pick(["0", "1"]);
    case "size": return String(rng.int(5, 8));
    // A start square on every board, 5×5 up (a bad size leaves the 5×5 one).
    case "start": return rng.pick(["r", "R"]) + rng.int(1, 5) + rng.pick(["c", "C"]) + rng.int(1, 5);
    case "closed": return rng.pick(["0", "1"]);
    case "colours": return String(rng.int(1, 64));
    case "graph": return rng.pick(GRAPH_PRESETS).name;
    case "edges": return rng.pick(["a b\nb c\nc a", "1 2\n2 3", "WA NT\nNT SA\nSA WA\nQ NSW", "x y  \n"]);
    case "letters": return rng.pick(["ABCE,SFCS,ADEE", "abce/sfcs/adee", "KOT,ТОК", "B,A,C,K"]);
    case "word": return rng.pick(["ABCCED", "see", "abcb", " KOT ", "кот"]);
    case "lang": return rng.pick(["en", "ru", "zh", "ru-RU", "EN"]);
    // Only values that leave the race at step 0 and paused, as the per-URL check expects.
    case "step": return "0";
    case "autoplay": return rng.pick(["0", "false"]);
    default: throw new Error(name);
  }
}

const UNKNOWN_KEYS = ["colour", "N", "Puzzle", "n%20", "%6E%00", "", "x".repeat(3000), "%F0%9F%99%82", "utm_source", "n[]", "strategy", "Lang", "%ZZ", "__proto__", "constructor"];

/**
 * A URL and what the page must make of it: `mustNote` when a parameter is unknown, repeated or
 * bad; `honoured` the good parameters and the value they must show.
 */
function generateUrl(rng) {
  // A few clean links, a few empty ones, most of them broken somewhere.
  const parts = [];
  const bad = [];
  const honoured = {};
  const has = {};
  const clean = rng.chance(0.2);
  const names = PUZZLES.map((p) => p.name);
  const puzzleChoice = rng.pick([...names, "absent", "absent", ...(clean ? [] : ["bad"])]);
  // Without `puzzle=`, the page races the first puzzle after the first tab whose parameters the
  // link holds: such a link holds the raced puzzle's and the first tab's parameters only (the
  // tab for your own problem, which has none, is raced only when the link names it).
  const held = PUZZLES.filter((p, i) => i === 0 || p.params.length > 0).map((p) => p.name);
  const puzzle = puzzleChoice === "absent" ? rng.pick(held) : puzzleChoice === "bad" ? names[0] : puzzleChoice;
  const allowed = puzzleChoice === "absent"
    ? new Set([...PUZZLES[0].params, ...PUZZLES.find((p) => p.name === puzzle).params])
    : new Set(INSTANCE_NAMES);
  const forced = puzzleChoice === "absent" && puzzle !== names[0] ? rng.pick(PUZZLES.find((p) => p.name === puzzle).params) : null;
  const badness = clean ? 0 : rng.pick([0.15, 0.3, 0.6]);
  for (const name of rng.shuffle(NAMES)) {
    if (name === "puzzle" && puzzleChoice === "absent") continue;
    if (INSTANCE_NAMES.includes(name) && !allowed.has(name)) continue;
    const chance = VIEW_NAMES.includes(name) ? 0.12 : INSTANCE_NAMES.includes(name) ? 0.3 : 0.5;
    if (name !== "puzzle" && name !== forced && !rng.chance(chance)) continue;
    const isBad = name === "puzzle" ? puzzleChoice === "bad"
      : name === "loop" || name === "controls" ? true : rng.chance(badness);
    if (clean && isBad) continue;
    const value = isBad ? badValue(rng, name, puzzle) : goodValue(rng, name, puzzle);
    const key = rng.chance(0.1) ? [...name].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("") : name;
    parts.push(`${key}=${isBad ? value : encodeSometimes(rng, value)}`);
    has[name] = true;
    if (isBad) bad.push(name);
    else honoured[name] = value;
  }
  const given = NAMES.filter((n) => has[n]);
  if (!clean && given.length > 0 && rng.chance(0.3)) {
    // A repeated parameter: only the first is read, and that must be said.
    const name = rng.pick(given);
    const value = rng.chance(0.5) && !["loop", "controls"].includes(name) ? goodValue(rng, name, puzzle) : badValue(rng, name, puzzle);
    parts.push(`${name}=${value}`);
    bad.push(`${name} (repeated)`);
  }
  if (!clean && rng.chance(0.25)) {
    parts.push(`${rng.pick(UNKNOWN_KEYS)}=${rng.chance(0.5) ? "blue" : rng.pick(GARBAGE)}`);
    bad.push("an unknown parameter");
  }
  if (!clean && rng.chance(0.1)) {
    // A bare key or an empty one.
    // (Not a view parameter: a bare autoplay means on.)
    const name = rng.pick(SETUP_NAMES.filter((n) => n !== "puzzle" && n !== "grid" && !has[n]
      && (!INSTANCE_NAMES.includes(n) || allowed.has(n))));
    if (name) {
      parts.push(name);
      bad.push(`${name} (bare)`);
    }
  }
  let query = `?${rng.chance(0.1) ? "&&" : ""}${parts.join(rng.chance(0.1) ? "&&" : "&")}`;
  if (rng.chance(0.05)) query += "#fragment";
  // Servers refuse longer request lines (Node's limit for all headers is 16 KB, nginx's 8 KB):
  // such a link never reaches the page. Draw again.
  if (query.length > MAX_QUERY) return generateUrl(rng);
  return { query, puzzle, mustNote: bad.length > 0, bad, honoured };
}

/** The page read `url` as it must: the right puzzle, every good parameter, a note iff something was ignored. */
function checkURL(url, state) {
  const where = `URL ${url.query.length > 300 ? url.query.slice(0, 300) + "…" : url.query}`;
  assert.equal(state.puzzle, url.puzzle, `${where}: wrong puzzle`);
  if (url.mustNote) {
    assert.ok(state.note && state.note.trim().length > 0, `${where}: no visible note, but it ignored ${url.bad.join(", ")}`);
  } else {
    assert.equal(state.note, null, `${where}: a note for a clean link`);
  }
  const h = url.honoured;
  if ("n" in h) assert.equal(state.n, String(Number(h.n)), `${where}: n`);
  if ("strategies" in h) assert.deepEqual(state.lanes, h.strategies.split(","), `${where}: lanes`);
  if ("mode" in h) assert.equal(state.mode, h.mode, `${where}: mode`);
  if ("budget" in h) assert.equal(state.budget, h.budget, `${where}: budget`);
  if ("speed" in h) assert.equal(state.speed, h.speed, `${where}: speed`);
  if ("code" in h) assert.equal(state.code, h.code === "1", `${where}: code`);
  if ("lang" in h) assert.equal(state.lang, h.lang.slice(0, 2).toLowerCase(), `${where}: lang`);
  if ("grid" in h && url.puzzle === "sudoku") {
    const digits = h.grid.replace(/[\s|+-]/g, "").replace(/[._]/g, "0");
    assert.equal(state.grid, digits, `${where}: grid`);
  }
  // The other puzzles' instances, as the page writes the raced one into its own link.
  const own = new URLSearchParams(state.search);
  const written = (name, value) => assert.equal(own.get(name), value, `${where}: ${name} in the page's link ${state.search}`);
  if (url.puzzle === "knights") {
    if ("size" in h) written("size", h.size);
    if ("start" in h) written("start", h.start.toLowerCase());
    if ("closed" in h) written("closed", h.closed);
  }
  if (url.puzzle === "colouring") {
    if ("colours" in h) written("colours", h.colours);
    else if ("graph" in h && !("edges" in h)) written("colours", String(GRAPH_PRESETS.find((p) => p.name === h.graph).colours));
    if ("edges" in h) written("edges", h.edges.replace(/\s+$/, ""));
    else if ("graph" in h) written("graph", h.graph);
  }
  if (url.puzzle === "words") {
    if ("letters" in h) written("letters", h.letters.split(/[,/]/).join(",").toUpperCase());
    if ("word" in h) written("word", h.word.trim().toUpperCase());
  }
  // Every parameter ignored, fixed or repeated is named in the note (checked in English; the
  // other languages word their notes differently).
  if (state.lang === "en") {
    for (const entry of url.bad) {
      const [name, how] = entry.split(" ");
      if (!NAMES.includes(name)) continue;
      assert.match(state.note, new RegExp(`\\b${name}\\b`), `${where}: the note does not say what happened to ${entry}`);
    }
  }
}

test("a repeated view parameter is noted like a repeated setup parameter", async () => {
  const { page, context } = await open(browser, "?lang=en&lang=ru");
  const note = await page.evaluate(() => { const n = document.querySelector("#note"); return n.hidden ? null : n.textContent; });
  await context.close();
  assert.match(note ?? "", /\blang\b/);
});

test("the URL oracle can fail", () => {
  const url = { query: "?n=99", puzzle: "queens", mustNote: true, bad: ["n"], honoured: {} };
  const state = { puzzle: "queens", note: null, lanes: ["pruned"] };
  assert.throws(() => checkURL(url, state), /no visible note/);
  assert.throws(() => checkURL({ ...url, mustNote: false, bad: [] }, { ...state, note: "x" }), /a note for a clean link/);
  assert.throws(() => checkURL({ ...url, mustNote: false, bad: [], honoured: { n: "7" } }, { ...state, n: "6" }), /n/);
  assert.throws(() => checkURL({ ...url, bad: ["mode (repeated)"] }, { ...state, lang: "en", note: "n must be…" }), /mode \(repeated\)/);
  const rng = prng(1);
  const urls = Array.from({ length: 200 }, () => generateUrl(rng));
  assert.ok(urls.filter((u) => !u.mustNote).length >= 20, "too few clean URLs");
  assert.ok(urls.some((u) => u.query.length > 10_000), "no very long URL");
  assert.ok(urls.every((u) => u.query.length <= MAX_QUERY), "a URL no server would accept");
  for (const { name } of PUZZLES) assert.ok(urls.some((u) => u.puzzle === name && !u.query.includes("puzzle=")), `no link races ${name} without puzzle=`);
  for (const name of INSTANCE_NAMES) assert.ok(urls.some((u) => u.bad.includes(name)), `no bad ${name}`);
  assert.throws(() => checkURL({ query: "?puzzle=words&word=see", puzzle: "words", mustNote: false, bad: [], honoured: { word: "see" } },
    { ...state, puzzle: "words", search: "?puzzle=words&word=ABCCED" }), /word/);
});

test("a pasted puzzle's bad character is selected whole, also an emoji (two UTF-16 units)", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=sudoku", { permissions: ["clipboard-read", "clipboard-write"] });
  await page.click("#paste");
  await paste(page, "..3.\u{1F642}......2.1..\n");
  await page.click("#use-paste");
  assert.match(await page.textContent("#sudoku-error"), /line 1, column 5/);
  const selected = await page.$eval("#paste", (t) => t.value.slice(t.selectionStart, t.selectionEnd));
  assert.equal(selected, "\u{1F642}");
  assert.deepEqual(problems, []);
  await context.close();
});

// --- counting workers that fail -----------------------------------------------------------

test("count workers: one that cannot load, cannot start the core or dies reports an error and frees the others; cancel frees them all", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens");
  page.setDefaultTimeout(HANG_MS);
  const WORKER = "**/count-worker.js";
  const CORE = "**/backtracking-lab_bg.wasm";
  const result = () => page.textContent("#count-result");
  const count = async (n) => {
    await page.fill("#count-n", String(n));
    await page.click("#count");
  };
  /** The count is over: the button works again, Cancel and the progress bar are gone. */
  const settled = () => guard(page.waitForFunction(() => !document.querySelector("#count").disabled
    && document.querySelector("#count-cancel").hidden && document.querySelector("#count-progress").hidden), "the count to end");
  /** Every worker the page started has been terminated. */
  const noWorkers = async (what) => {
    const start = Date.now();
    while (page.workers().length > 0) {
      assert.ok(Date.now() - start < HANG_MS, `${what}: ${page.workers().length} workers still alive`);
      await page.waitForTimeout(50);
    }
  };
  const failsWith = async (what, pattern) => {
    await count(10);
    await settled();
    const text = await result();
    assert.match(text, /The count failed/, `${what}: the page says "${text}"`);
    assert.match(text, pattern, `${what}: the page says "${text}"`);
    assert.equal(await page.getAttribute("#count-result", "data-solutions"), "", `${what}: a number was shown`);
    await noWorkers(what);
  };

  // The worker's script cannot be fetched.
  await context.route(WORKER, (route) => route.abort());
  await failsWith("the worker script does not load", /worker/);
  await context.unroute(WORKER);

  // The worker's script is not JavaScript.
  await context.route(WORKER, (route) => route.fulfill({ contentType: "text/javascript", body: "this is not JavaScript (" }));
  await failsWith("the worker script is garbled", /worker/);
  await context.unroute(WORKER);

  // The worker runs but the module it is sent does not start in it (the page's own copy is
  // running): it is handed an empty module in place of the core.
  await context.route(WORKER, async (route) => {
    const real = await route.fetch();
    const body = `${await real.text()}
const answer = onmessage;
onmessage = (event) => answer(event.data.module
  ? { data: { module: new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])) } }
  : event);`;
    await route.fulfill({ response: real, body });
  });
  await failsWith("the core does not start in the worker", /core/i);
  await context.unroute(WORKER);
  // The workers do not fetch the core: they run the module the page compiled.
  const fetched = [];
  page.on("request", (request) => { if (request.url().endsWith("backtracking-lab_bg.wasm")) fetched.push(request.url()); });
  await context.route(CORE, (route) => route.abort());
  await count(10);
  await guard(page.waitForFunction(() => document.querySelector("#count-result").dataset.state === "done"), "a count without the .wasm's URL");
  assert.equal(await page.getAttribute("#count-result", "data-solutions"), "724");
  assert.deepEqual(fetched, []);
  await context.unroute(CORE);

  // Every worker dies on its second prefix: the first error is shown, the other workers stop.
  await context.route(WORKER, async (route) => {
    const real = await route.fetch();
    const body = `${await real.text()}
const answer = onmessage;
let seen = 0;
onmessage = (event) => {
  if (++seen === 2) throw new Error("this worker died on purpose");
  return answer(event);
};`;
    await route.fulfill({ response: real, body });
  });
  await failsWith("a worker dies in the middle of a count", /died on purpose/);
  await context.unroute(WORKER);

  // Cancel frees every worker, and the count says so.
  await count(18);
  await guard(page.waitForFunction(() => document.querySelector("#count-progress").value > 0), "progress of n = 18");
  assert.ok(page.workers().length > 0, "no worker is counting n = 18");
  await page.click("#count-cancel");
  await settled();
  assert.equal(await result(), "Cancelled.");
  await noWorkers("cancel");

  // Nothing is left broken: a count gives the right answer, with no new problem.
  const before = problems.length;
  await count(10);
  await settled();
  assert.equal(await page.getAttribute("#count-result", "data-solutions"), "724", await result());
  await noWorkers("a finished count");
  assert.deepEqual(problems.slice(before), []);
  await context.close();
});
