// Word search in the page: the grid raced to the end with the counters the core gives
// (`backtrack words --grid FILE --word WORD --strategy all --mode all`), the sentences and the
// board agreeing on the word's position step by step, a bad grid typed in the set-up panel
// shown in the lab's language at its line and then fixed, and the link read and written.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, stat, count, waitForEnd } from "./browser.mjs";
import { accessibilityProblems } from "./axe.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const CLASSIC = "letters=ABCE,SFCS,ADEE";

/** Waits until the step counter shows `step` and the frame showing it has been drawn. */
async function atStep(page, step) {
  await page.waitForFunction((s) => document.querySelector("#step-text").textContent === s, String(step));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Runs every lane to the end and returns { lane: { nodes, rejected, leaf_checks, solutions, status, path } }. */
async function race(page, lanes) {
  await page.click("#end");
  await waitForEnd(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const result = {};
  for (const lane of lanes) {
    result[lane] = {
      nodes: await count(page, lane, "nodes"),
      rejected: await count(page, lane, "rejected"),
      leaf_checks: await count(page, lane, "leaf_checks"),
      solutions: await count(page, lane, "solutions"),
      status: await stat(page, lane, "status"),
      path: await page.getAttribute(`[data-lane="${lane}"] canvas`, "data-path"),
    };
  }
  return result;
}

/** Chooses a preset in the set-up panel and waits for the link to hold its word. */
async function preset(page, id, word) {
  await page.selectOption("#words-preset", id);
  await page.waitForFunction((w) => new URL(location.href).searchParams.get("word") === w, word);
  await atStep(page, 0);
}

test("ABCE / SFCS / ADEE raced to the end: ABCCED and SEE one path each, ABCB none; pruned stays small", async () => {
  const { page, problems, context } = await open(browser, `?puzzle=words&${CLASSIC}&word=ABCCED&strategies=naive,pruned&mode=all`);
  assert.deepEqual(await race(page, ["naive", "pruned"]), {
    naive: { nodes: 817, rejected: 0, leaf_checks: 344, solutions: 1, status: "finished", path: "0,1,2,6,10,9" },
    pruned: { nodes: 8, rejected: 18, leaf_checks: 0, solutions: 1, status: "finished", path: "0,1,2,6,10,9" },
  });
  await preset(page, "classic_see", "SEE");
  assert.deepEqual(await race(page, ["naive", "pruned"]), {
    naive: { nodes: 115, rejected: 0, leaf_checks: 68, solutions: 1, status: "finished", path: "7,11,10" },
    pruned: { nodes: 6, rejected: 15, leaf_checks: 0, solutions: 1, status: "finished", path: "7,11,10" },
  });
  await preset(page, "classic_abcb", "ABCB");
  assert.deepEqual(await race(page, ["naive", "pruned"]), {
    naive: { nodes: 253, rejected: 0, leaf_checks: 138, solutions: 0, status: "no_solution", path: "" },
    pruned: { nodes: 5, rejected: 16, leaf_checks: 0, solutions: 0, status: "no_solution", path: "" },
  });
  assert.match(await page.textContent("[data-lane=pruned] .narration"),
    /Done: the whole tree is walked and there is no solution\./);
  // The larger preset: the naive tree explodes, the pruned one does not.
  await preset(page, "backtrack", "BACKTRACK");
  const big = await race(page, ["naive", "pruned"]);
  assert.deepEqual([big.naive.nodes, big.pruned.nodes, big.naive.solutions, big.pruned.solutions], [30666, 11, 1, 1]);
  assert.equal(big.pruned.path, "0,1,2,3,8,7,12,11,10");
  assert.deepEqual(problems, []);
  await context.close();
});

test("step by step, the sentence, the board and the code agree on the cell and the word's letter", async () => {
  const { page, problems, context } = await open(browser, `?puzzle=words&${CLASSIC}&word=ABCCED&strategies=naive,pruned&mode=all&code=1`);
  const lane = async (name) => ({
    sentence: (await page.textContent(`[data-lane=${name}] .narration`)).trim(),
    path: await page.getAttribute(`[data-lane=${name}] canvas`, "data-path"),
    line: (await page.textContent(`[data-lane=${name}] .code .current`)).trim(),
    label: await page.getAttribute(`[data-lane=${name}] canvas`, "aria-label"),
  });
  await page.focus("body");
  for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowRight");
  await atStep(page, 7);
  assert.deepEqual(await lane("pruned"), {
    sentence: 'Try r1c4, "E", as letter 4 of 6.',
    path: "0,1,2",
    line: "for cell next to the last, not on path",
    label: "Pruned: 3 of 6 letters on the path",
  });
  await page.keyboard.press("ArrowRight");
  await atStep(page, 8);
  // Pruned compares on the way in; naive steps onto the wrong letter and goes on.
  assert.deepEqual(await lane("pruned"), {
    sentence: 'Rejected r1c4: it holds "E", but letter 4 of the word is "C". Every path through it is cut.',
    path: "0,1,2",
    line: "skip it",
    label: "Pruned: 3 of 6 letters on the path",
  });
  assert.deepEqual(await lane("naive"), {
    sentence: 'Step onto r1c4, "E": letter 4 of the path, node 5.',
    path: "0,1,2,3",
    line: "add cell to path",
    label: "Naive: 4 of 6 letters on the path",
  });
  assert.match(await page.textContent("#board-alt-naive"),
    /^Letter grid 3×4, rows from the top: A B C E, S F C S, A D E E\. The word: "ABCCED"\. The path: r1c1 "A", r1c2 "B", r1c3 "C", r1c4 "E"\. Last event: Step onto r1c4/);
  // The next backtrack: naive's first full path fails its check at the bottom and is undone.
  await page.keyboard.press("b");
  await page.waitForFunction(() => /^Undo: take /.test(document.querySelector("[data-lane=naive] .narration").textContent));
  assert.equal((await lane("naive")).line, "undo: take cell off path");
  assert.deepEqual(problems, []);
  await context.close();
});

test("a grid with a short row is shown at its line, in the lab's language, keeps what was typed, then is fixed", async () => {
  const { page, problems, context } = await open(browser, `?puzzle=words&${CLASSIC}&word=ABCCED&strategies=naive,pruned&mode=all`);
  const url = page.url();
  const typed = "ABCE\nSFC\nADEE";
  await page.fill("#words-letters", typed);
  await page.click("#words-use");
  await page.waitForSelector("#words-letters-error:not([hidden])");
  assert.equal(await page.textContent("#words-letters-error"), "line 2: this row has 3 letters, but the first row has 4");
  assert.equal(await page.inputValue("#words-letters"), typed);
  assert.equal(await page.getAttribute("#words-letters", "aria-invalid"), "true");
  // The bad line is selected in the box, and nothing was raced.
  assert.deepEqual(await page.$eval("#words-letters", (t) => [t.selectionStart, t.selectionEnd, document.activeElement === t]), [5, 8, true]);
  assert.equal(page.url(), url);
  assert.equal(await page.getAttribute("[data-lane=naive] canvas", "aria-label"), "Naive: 0 of 6 letters on the path");
  // What was typed stays while another lane setting rebuilds the race.
  await page.uncheck("#strategies input[value=naive]");
  await page.waitForFunction(() => location.search.includes("strategies=pruned"));
  assert.equal(await page.inputValue("#words-letters"), typed);
  assert.equal(await page.isVisible("#words-letters-error"), true);
  // A character that is not a letter is placed at its column, and selected.
  await page.fill("#words-letters", "ABCE\nSF1S\nADEE");
  await page.click("#words-use");
  await page.waitForFunction(() => document.querySelector("#words-letters-error").textContent.includes("column"));
  assert.equal(await page.textContent("#words-letters-error"), 'line 2, column 3: "1" is not a letter');
  assert.deepEqual(await page.$eval("#words-letters", (t) => [t.selectionStart, t.selectionEnd]), [7, 8]);
  // Fixed, with another word, by Enter in the word: the race and the link follow.
  await page.fill("#words-letters", "abce\nsfcs\nadee\n");
  await page.fill("#words-word", "see");
  await page.press("#words-word", "Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("word") === "SEE");
  assert.equal(await page.isHidden("#words-letters-error"), true);
  assert.equal(await page.getAttribute("#words-letters", "aria-invalid"), null);
  assert.equal(new URL(page.url()).searchParams.get("letters"), "ABCE,SFCS,ADEE");
  assert.equal(await page.inputValue("#words-letters"), "ABCE\nSFCS\nADEE");
  assert.equal(await page.inputValue("#words-preset"), "classic_see");
  await page.waitForFunction(() => document.querySelector("[data-lane=pruned] canvas").getAttribute("aria-label") === "Pruned: 0 of 3 letters on the path");
  // A bad word is said under the word, at its letter.
  await page.fill("#words-word", "se-e");
  await page.press("#words-word", "Enter");
  await page.waitForSelector("#words-word-error:not([hidden])");
  assert.equal(await page.textContent("#words-word-error"), 'character 3 of the word, "-", is not a letter');
  assert.deepEqual(await page.$eval("#words-word", (t) => [t.selectionStart, t.selectionEnd]), [2, 3]);
  assert.deepEqual(problems, []);
  await context.close();

  const ru = await open(browser, `?puzzle=words&${CLASSIC}&word=ABCCED&lang=ru`);
  await ru.page.fill("#words-letters", typed);
  await ru.page.press("#words-letters", "Control+Enter");
  await ru.page.waitForSelector("#words-letters-error:not([hidden])");
  assert.equal(await ru.page.textContent("#words-letters-error"), "строка 2: в этом ряду 3 буквы, а в первом — 4");
  assert.deepEqual(ru.problems, []);
  await ru.context.close();
});

test("the link round-trips: rows by slashes or commas, the form shows it, a change is written back", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=words&letters=abce/sfcs/adee&word=see&strategies=pruned&mode=all");
  assert.equal(await page.getAttribute("#tab-words", "aria-selected"), "true");
  assert.equal(await page.inputValue("#words-letters"), "ABCE\nSFCS\nADEE");
  assert.equal(await page.inputValue("#words-word"), "SEE");
  assert.equal(await page.inputValue("#words-preset"), "classic_see");
  assert.deepEqual(await page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane)), ["pruned"]);
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas", "aria-label"), "Pruned: 0 of 3 letters on the path");
  assert.match(await page.textContent("#board-alt-pruned"), /^Letter grid 3×4, .* The word: "SEE"\./);
  assert.equal(await page.isHidden("#note"), true);
  // A change in the form is written to the address bar, in the link's own form.
  await page.fill("#words-word", "abcb");
  await page.press("#words-word", "Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("word") === "ABCB");
  const search = new URL(page.url()).search;
  assert.equal(search, "?puzzle=words&letters=ABCE,SFCS,ADEE&word=ABCB&strategies=pruned&mode=all");
  const again = await open(browser, search);
  assert.equal(await again.page.inputValue("#words-word"), "ABCB");
  assert.equal(await again.page.inputValue("#words-letters"), "ABCE\nSFCS\nADEE");
  assert.equal(await again.page.getAttribute("[data-lane=pruned] canvas", "aria-label"), "Pruned: 0 of 4 letters on the path");
  await again.context.close();
  // Without puzzle=, a link holding a grid of letters races word search.
  const held = await open(browser, "?letters=ABCE,SFCS,ADEE&word=SEE");
  assert.equal(await held.page.getAttribute("#tab-words", "aria-selected"), "true");
  assert.deepEqual(await held.page.$$eval("[data-lane]", (ls) => ls.map((l) => l.dataset.lane)), ["naive", "pruned"]);
  await held.context.close();
  // Bad values fall back to the defaults, and a note says why in the lab's language.
  const bad = await open(browser, "?puzzle=words&letters=AB,C&word=x1");
  const note = await bad.page.textContent("#note");
  assert.match(note, /the letter grid "AB,C" cannot be searched \(row 2: this row has 1 letter, but the first row has 2\); using ABCE,SFCS,ADEE/);
  assert.match(note, /the word "x1" cannot be searched \(character 2 of the word, "1", is not a letter\); using ABCCED/);
  assert.equal(await bad.page.inputValue("#words-word"), "ABCCED");
  await bad.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test("the embed view races word search from the same parameters, at a given step", async () => {
  const { page, problems, context } = await open(browser, `embed.html?puzzle=words&${CLASSIC}&word=ABCCED&strategies=naive,pruned&mode=all&step=8`);
  await atStep(page, 8);
  assert.equal(await page.getAttribute("[data-lane=pruned] canvas", "data-path"), "0,1,2");
  assert.match(await page.textContent("[data-lane=pruned] .narration"), /^Rejected r1c4: it holds "E"/);
  assert.equal(await page.getAttribute("[data-lane=naive] canvas", "data-path"), "0,1,2,3");
  assert.deepEqual(problems, []);
  await context.close();
});

for (const lang of ["en", "ru", "zh"]) {
  test(`${lang}: axe finds nothing moderate or worse on word search, with an error shown and the code`, { timeout: 120_000 }, async () => {
    const { page, problems, context } = await open(browser, `?lang=${lang}&puzzle=words&${CLASSIC}&word=ABCCED&code=1`);
    for (let i = 0; i < 8; i++) await page.click("#forward");
    await page.fill("#words-letters", "AB\nC");
    await page.fill("#words-word", "");
    await page.click("#words-use");
    await page.waitForSelector("#words-word-error:not([hidden])");
    assert.deepEqual(await accessibilityProblems(page), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
