// The main race scenarios of ../race.test.mjs, one race of each other puzzle and the puzzle
// tabs by keyboard, in Debian's firefox-esr (headless, a fresh temporary profile) driven over
// WebDriver by geckodriver. Serves dist/ on a free 127.0.0.1 port itself; every scenario fails
// on a JavaScript error, a console error or a request to another origin (seen over WebDriver
// BiDi). Run by `make test` (see the Makefile):
//   node --experimental-websocket tests/e2e/firefox/race.test.mjs

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serveDirectory } from "../serve.mjs";
import { startFirefox, versions } from "./webdriver.mjs";

// DIST=<directory> tests another build of the page.
const dist = resolve(process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "dist"));
const SEED = "425..8367.6...412..8...2....4...5912..........194..675.3.....8...6....9.194....5.";
const SEED_SOLUTION = "425198367963754128781362549348675912657219834219483675532946781876521493194837256";
const STATS = ["nodes", "rejected", "leaf_checks", "undos", "solutions", "depth", "status"];

let server, base, firefox;

before(async () => {
  assert.ok(existsSync(join(dist, "index.html")), "dist/ has no index.html: run `make dist` (or `make test`) first");
  server = await serveDirectory(dist);
  base = `http://127.0.0.1:${server.address().port}/`;
  console.log(`firefox e2e: ${versions()}; serving dist/ at ${base}`);
  firefox = await startFirefox({ origin: new URL(base).origin });
});

after(async () => {
  await firefox?.quit();
  server?.close();
});

const open = (query) => firefox.goto(new URL(query, base).href);

/** Every counter of every lane, read in one go: { lane: { stat: text } } (the status by its id). */
function allStats() {
  return firefox.run(`const result = {};
    for (const lane of document.querySelectorAll("[data-lane]")) {
      result[lane.dataset.lane] = {};
      for (const name of arguments[0]) {
        const counter = lane.querySelector("[data-stat=" + name + "]");
        result[lane.dataset.lane][name] = name === "status" ? counter.dataset.value : counter.textContent.trim();
      }
    }
    return result;`, STATS);
}

const number = (text) => Number(text.replaceAll(",", ""));

/** Waits until every lane shown has ended. */
const waitForEnd = () => firefox.waitFor(
  `[...document.querySelectorAll("[data-lane] [data-stat=status]")].every((s) => s.dataset.value !== "running")`,
  [], "every lane to end");

/** Waits until the timeline shows `step` and no seek or jump is in progress. */
const waitForStep = (step) => firefox.waitFor(
  `document.querySelector("#step-text").textContent === arguments[0] && document.querySelector("#progress").hidden`,
  [String(step)], `step ${step}`);

test("the harness sees uncaught errors, rejections, console errors and requests to another origin", async () => {
  const page = `<!doctype html><body><script>
    console.error("a console error");
    Promise.reject(new Error("a rejection"));
    fetch("http://127.0.0.2:65000/elsewhere").catch(() => {});
    setTimeout(() => { document.body.dataset.ready = "true"; throw new Error("an uncaught error"); });
  </script>`;
  await firefox.goto(`data:text/html,${encodeURIComponent(page)}`);
  // The refused request is logged too, once it fails: wait for that line here, or it would
  // arrive during the next test, after that test's page had cleared the list.
  for (const expected of [/^console error: a console error$/, /^uncaught: .*a rejection/, /^uncaught: .*an uncaught error/,
    /^request to another origin: http:\/\/127\.0\.0\.2:65000\/elsewhere$/, /^uncaught: .*http:\/\/127\.0\.0\.2:65000\/elsewhere/]) {
    await firefox.waitForProblem(expected);
  }
});

test("five queens, all solutions, run to the end: 3,906 / 326 / 54 nodes, 10 solutions each", async () => {
  await open("?puzzle=queens&n=5&strategies=naive,permutation,pruned&mode=all");
  await firefox.press("End");
  await waitForEnd();
  const stats = await allStats();
  assert.deepEqual(Object.keys(stats), ["naive", "permutation", "pruned"]);
  assert.equal(number(stats.naive.nodes), 3906);
  assert.equal(number(stats.permutation.nodes), 326);
  assert.equal(number(stats.pruned.nodes), 54);
  for (const lane of Object.values(stats)) {
    assert.equal(number(lane.solutions), 10);
    assert.equal(lane.status, "finished");
  }
  assert.deepEqual(firefox.problems, []);
});

test("the worked Sudoku, pruned lane, first solution: 1,559 nodes and the solved grid", async () => {
  await open(`?puzzle=sudoku&grid=${SEED}&strategies=pruned&mode=first`);
  await firefox.click("#end");
  await waitForEnd();
  const stats = await allStats();
  assert.equal(number(stats.pruned.nodes), 1559);
  assert.equal(stats.pruned.status, "first_solution");
  assert.equal(await firefox.run(`return document.querySelector("[data-lane=pruned] canvas").dataset.grid;`), SEED_SOLUTION);
  assert.deepEqual(firefox.problems, []);
});

test("50 steps forward, 20 back, 20 forward: the counters equal those after 50 steps", async () => {
  await open("?puzzle=queens&n=6&strategies=naive,permutation,pruned,occupancy&mode=all");
  await firefox.run("document.activeElement?.blur();");
  await firefox.press(...Array(50).fill("ArrowRight"));
  await waitForStep(50);
  const after50 = await allStats();
  assert.equal(Object.keys(after50).length, 4);
  await firefox.press(...Array(20).fill("ArrowLeft"));
  await waitForStep(30);
  const after30 = await allStats();
  assert.notDeepEqual(after30, after50);
  await firefox.press(...Array(20).fill("ArrowRight"));
  await waitForStep(50);
  assert.deepEqual(await allStats(), after50);
  assert.deepEqual(firefox.problems, []);
});

test("a pasted puzzle with a bad character shows the error and keeps the text", async () => {
  await open("?puzzle=sudoku");
  const text = "1..4\n.4x.\n.14.\n4..1";
  await firefox.fill("#paste", text);
  assert.equal(await firefox.run(`return document.querySelector("#paste").value;`), text);
  await firefox.click("#use-paste");
  await firefox.waitFor(`!document.querySelector("#sudoku-error").hidden`, [], "the error to show");
  assert.match(await firefox.text("#sudoku-error"), /line 2, column 3: unexpected character 'x'/);
  assert.equal(await firefox.run(`return document.querySelector("#paste").value;`), text);
  // Conflicting givens are refused too.
  await firefox.fill("#paste", "11..............");
  await firefox.click("#use-paste");
  await firefox.waitFor(`/same row/.test(document.querySelector("#sudoku-error").textContent)`, [], "the conflict");
  assert.match(await firefox.text("#sudoku-error"), /r1c1 and r1c2 are both 1 in the same row/);
  assert.deepEqual(firefox.problems, []);
});

test("counting all solutions for n = 10 in workers gives 724", async () => {
  await open("?puzzle=queens");
  await firefox.fill("#count-n", "10");
  await firefox.click("#count");
  await firefox.waitFor(`document.querySelector("#count-result").dataset.solutions`, [], "the count");
  assert.equal(await firefox.run(`return document.querySelector("#count-result").dataset.solutions;`), "724");
  assert.match(await firefox.text("#count-result"), /724 solutions \(92 distinct up to rotation and reflection\)/);
  assert.deepEqual(firefox.problems, []);
});

test("the mistakes lesson: 0 solutions beside the true 4, a false solution's pair, estimates, guesses and the log", async () => {
  await open("?lesson=mistakes&log=1&guess=forget-undo:solutions:4");
  await firefox.click("#end");
  await waitForEnd();
  const seen = await firefox.run(`const lane = (name) => document.querySelector('[data-lane="' + name + '"]');
    return {
      solutions: lane("forget-undo").querySelector("[data-stat=solutions]").textContent,
      truth: lane("forget-undo").querySelector("[data-stat=true_solutions]").dataset.value,
      pairs: Number(lane("forget-diagonal").dataset.attackingPairs),
      exact: lane("occupancy").querySelector("[data-estimate]").dataset.exact,
      guess: lane("forget-undo").querySelector("[data-guess-result]").textContent,
      lesson: document.querySelector("[data-lesson=mistakes] h2").textContent,
      // The first sentence, then what the run to the end did, summed up.
      logs: [...document.querySelectorAll("[data-log]")].map((log) => log.children.length >= 2 && log.lastElementChild.dataset.kind),
    };`);
  assert.deepEqual(seen, {
    solutions: "0", truth: "4", pairs: 15, exact: "153",
    guess: "You guessed 4 solutions; it found 0.", lesson: "What breaks", logs: ["summary", "summary", "summary"],
  });
  assert.deepEqual(firefox.problems, []);
});

// --- the other puzzles: one race each, with the core's counts (`backtrack … --strategy all`) ---

test("the knight's tour, 8×8 from r1c1, first tour: Warnsdorff in 64 nodes, never undoing a move", async () => {
  await open("?puzzle=knights&size=8&start=r1c1&closed=0&strategies=warnsdorff&mode=first");
  await firefox.press("End");
  await waitForEnd();
  const { warnsdorff } = await allStats();
  assert.deepEqual([warnsdorff.nodes, warnsdorff.rejected, warnsdorff.undos, warnsdorff.solutions, warnsdorff.status],
    ["64", "0", "0", "1", "first_solution"]);
  // The board shows the tour: every square numbered once, each move a knight's move.
  const numbers = (await firefox.run(`return document.querySelector("[data-lane=warnsdorff] canvas.board").dataset.numbers;`))
    .split(",").map(Number);
  const squares = [];
  numbers.forEach((move, index) => { squares[move - 1] = { row: Math.floor(index / 8), col: index % 8 }; });
  assert.deepEqual([...numbers].sort((a, b) => a - b), Array.from({ length: 64 }, (_, i) => i + 1));
  assert.deepEqual(squares[0], { row: 0, col: 0 });
  for (let i = 1; i < 64; i++) {
    const [dr, dc] = [Math.abs(squares[i].row - squares[i - 1].row), Math.abs(squares[i].col - squares[i - 1].col)];
    assert.ok((dr === 1 && dc === 2) || (dr === 2 && dc === 1), `move ${i + 1} is not a knight's move`);
  }
  assert.deepEqual(firefox.problems, []);
});

test("colouring Australia with 3 colours, every colouring: 18 in each lane; 3,280 / 52 / 52 nodes", async () => {
  await open("?puzzle=colouring&graph=australia&colours=3&strategies=naive,pruned,forward-checking&mode=all");
  await firefox.press("End");
  await waitForEnd();
  const stats = await allStats();
  assert.deepEqual(Object.fromEntries(Object.entries(stats).map(([lane, s]) => [lane, [number(s.nodes), number(s.solutions), s.status]])), {
    naive: [3280, 18, "finished"], pruned: [52, 18, "finished"], "forward-checking": [52, 18, "finished"],
  });
  assert.deepEqual(firefox.problems, []);
});

test("word search, BACKTRACK in its 5×5 grid: naive 30,666 nodes, pruned 11, one path each", async () => {
  await open("?puzzle=words&letters=BACKS,ALRTE,KCADN,COREW,TRACK&word=BACKTRACK&strategies=naive,pruned&mode=all");
  await firefox.press("End");
  await waitForEnd();
  const { naive, pruned } = await allStats();
  assert.deepEqual([number(naive.nodes), naive.solutions, naive.status], [30666, "1", "finished"]);
  assert.deepEqual([number(pruned.nodes), pruned.solutions, pruned.status], [11, "1", "finished"]);
  assert.deepEqual(firefox.problems, []);
});

test("lesson 003's C and D as program lanes at n = 6: 153 nodes each, 17,537 and 6,176 steps, each in its editor", async () => {
  await open("?puzzle=queens&n=6&strategies=program,program-2&mode=all&program=@queens_c&program-2=@queens_d");
  // Each editor is CodeMirror in a shadow root of its own (the CSP refuses its styles elsewhere).
  await firefox.waitFor(`[...document.querySelectorAll("[data-lane] .program-editor")]
    .filter((host) => host.shadowRoot?.querySelector(".cm-content")).length === 2`, [], "both editors");
  const counters = () => firefox.run(`const result = {};
    for (const lane of document.querySelectorAll("[data-lane]")) {
      const read = (name) => lane.querySelector("[data-stat=" + name + "]");
      result[lane.dataset.lane] = { steps: read("steps").textContent, nodes: read("nodes").textContent,
        solutions: read("solutions").textContent, status: read("status").dataset.value };
    }
    return result;`);
  await firefox.press("End");
  await waitForEnd();
  const stats = await counters();
  assert.deepEqual(Object.keys(stats), ["program", "program-2"]);
  assert.deepEqual([number(stats.program.nodes), number(stats.program.steps), number(stats.program.solutions)], [153, 17537, 4]);
  assert.deepEqual([number(stats["program-2"].nodes), number(stats["program-2"].steps)], [153, 6176]);
  assert.equal(stats.program.status, "finished");
  assert.deepEqual(firefox.problems, []);
});

test("the puzzle tabs by keyboard: End, arrows and Home choose a tab, which races the lanes it shares with the last", async () => {
  await open("?puzzle=queens&n=5&strategies=naive,permutation,pruned");
  await firefox.run(`document.querySelector("[role=tab][aria-selected=true]").focus();`);
  const selected = () => firefox.run(`const tab = document.querySelector("[role=tab][aria-selected=true]");
    return [tab.dataset.puzzle, document.activeElement === tab, [...document.querySelectorAll("[data-lane]")].map((l) => l.dataset.lane)];`);
  // A race of program lanes is built once their core is there: waited for with its lanes.
  const choose = async (key, puzzle, lanes = null) => {
    await firefox.press(key);
    await firefox.waitFor(`document.querySelector("[role=tab][aria-selected=true]").dataset.puzzle === arguments[0]
      && (arguments[1] === null || [...document.querySelectorAll("[data-lane]")].map((l) => l.dataset.lane).join() === arguments[1])`,
    [puzzle, lanes], puzzle);
    return selected();
  };
  // The knight's tour has pruned only of those; the tab for your own problem races programs
  // only, which come along to the next tab.
  assert.deepEqual(await choose("ArrowRight", "sudoku"), ["sudoku", true, ["naive", "permutation", "pruned"]]);
  assert.deepEqual(await choose("ArrowRight", "knights"), ["knights", true, ["pruned"]]);
  const programs = "program,program-2";
  assert.deepEqual(await choose("End", "program", programs), ["program", true, ["program", "program-2"]]);
  assert.deepEqual(await choose("ArrowLeft", "words", programs), ["words", true, ["program", "program-2"]]);
  assert.deepEqual(await choose("Home", "queens", programs), ["queens", true, ["program", "program-2"]]);
  assert.deepEqual(await choose("ArrowLeft", "program", programs), ["program", true, ["program", "program-2"]],
    "the arrows go round the ends");
  assert.deepEqual(firefox.problems, []);
});
