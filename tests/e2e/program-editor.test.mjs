// The program editor (www/views/program-editor.js) in the built page, under the page's own
// Content-Security-Policy: no program lane opens one yet, so each test opens index.html, imports
// the module in the page and makes an editor between two buttons. The text round-trips; the
// keyboard types, Tab indents, Esc then Tab leaves, Ctrl+Enter runs; Python is highlighted with
// classHighlighter's classes in the page's colours; showLine and showError mark exactly their
// line (and the error's message is an alert); keys stay inside the editor; a phone gets 16 px
// text and no sideways scrolling of the page; axe finds nothing; an editor made before its
// parent is in the page works once it is, and so does one inside a <backtracking-lab>; and no
// style is refused by the CSP (while a CodeMirror mounted straight in the document is refused:
// the reason for the editor's shadow root).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, watchedPage, BASE_URL } from "./browser.mjs";
import { accessibilityProblems } from "./axe.mjs";
import { translator } from "../../www/words/i18n.js";
import "../js/support/languages.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const { t } = translator("en");
const LABEL = "Your program";

/** The lessons' program, version C: 17 lines, the first a def. */
const QUEENS = `def rec(row):
    global count
    if row == n:
        count += 1
        return
    for col in range(n):
        ok = True
        for r in range(row):
            c = cols[r]
            if c == col or abs(c - col) == row - r:
                ok = False
        if ok:
            cols[row] = col
            rec(row + 1)

count = 0
cols = [0] * n
`;

/**
 * Opens index.html (`options` go to the context) and makes an editor holding `text` in a new
 * section at the top of <main>, between the buttons #before and #after. In the page: `editor`
 * (the handle), `runs` (onRun calls), `changes` (onChange texts), `violations` (CSP violation
 * events, from before the bundle loads) and `keysOutside` (keydowns from the editor that
 * reached the document).
 */
async function openEditor(text = QUEENS, options = {}) {
  const watched = await open(browser, "", options);
  await watched.page.evaluate(async ({ text, label, keys }) => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    }, true);
    const section = document.createElement("section");
    section.id = "editor-test";
    section.innerHTML = '<button id="before">Before</button><div id="editor-box"></div><button id="after">After</button>';
    document.querySelector("main").prepend(section);
    window.keysOutside = 0;
    document.addEventListener("keydown", (event) => {
      if (event.composedPath().includes(document.querySelector(".program-editor"))) keysOutside++;
    });
    window.runs = 0;
    window.changes = [];
    const { createProgramEditor } = await import(new URL("www/views/program-editor.js", document.baseURI).href);
    window.editor = await createProgramEditor(document.querySelector("#editor-box"), {
      text, label, t: (key) => keys[key] ?? key,
      onChange: (value) => changes.push(value),
      onRun: () => runs++,
    });
  }, { text, label: LABEL, keys: { "program.editor.keys": t("program.editor.keys") } });
  return watched;
}

/** What the editor shows: its lines, the marked lines (1-based) and the alert's text. */
function seen(page) {
  return page.evaluate(() => {
    const root = document.querySelector(".program-editor").shadowRoot;
    const lines = [...root.querySelectorAll(".cm-line")];
    const marked = (name) => lines.flatMap((line, i) => (line.classList.contains(name) ? [i + 1] : []));
    return {
      lines: lines.map((line) => line.textContent),
      run: marked("program-line-run"),
      error: marked("program-line-error"),
      alert: root.querySelector("[role=alert]").textContent,
      focusInEditor: document.activeElement === document.querySelector(".program-editor")
        && root.activeElement === root.querySelector(".cm-content"),
    };
  });
}

const focused = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className);
const editorText = (page) => page.evaluate(() => editor.text);

test("the text round-trips: given, read back, replaced; onChange hears only the learner", async () => {
  const { page, problems, context } = await openEditor();
  assert.equal(await editorText(page), QUEENS);
  const other = "print('ферзь, 皇后')\n\tx = 1  # a tab, kept\n";
  await page.evaluate((value) => { editor.text = value; }, other);
  assert.equal(await editorText(page), other);
  assert.deepEqual((await seen(page)).lines, ["print('ферзь, 皇后')", "\tx = 1  # a tab, kept", ""]);
  assert.deepEqual(await page.evaluate(() => changes), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("typing by keyboard edits the program, Enter indents after a colon, and onChange hears each edit", async () => {
  const { page, problems, context } = await openEditor("");
  await page.click("#before");
  await page.keyboard.press("Tab");
  assert.equal((await seen(page)).focusInEditor, true, "Tab from the button before goes into the editor");
  await page.keyboard.type("def f(x):");
  await page.keyboard.press("Enter");
  await page.keyboard.type("return x");
  assert.equal(await editorText(page), "def f(x):\n    return x");
  const changes = await page.evaluate(() => changes);
  assert.ok(changes.length >= 3, `${changes.length} changes`);
  assert.equal(changes.at(-1), "def f(x):\n    return x");
  // Undo takes the last typing back.
  await page.keyboard.press("Control+z");
  assert.notEqual(await editorText(page), "def f(x):\n    return x");
  assert.deepEqual(problems, []);
  await context.close();
});

test("Tab indents by four spaces and Shift+Tab unindents; Esc then Tab leaves the editor, both ways", async () => {
  const { page, problems, context } = await openEditor("x = 1\ny = 2\n");
  await page.evaluate(() => editor.focus());
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  assert.equal(await editorText(page), "x = 1\n    y = 2\n");
  assert.equal((await seen(page)).focusInEditor, true, "Tab indents and keeps the focus");
  await page.keyboard.press("Shift+Tab");
  assert.equal(await editorText(page), "x = 1\ny = 2\n");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  assert.equal(await focused(page), "after");
  assert.equal(await editorText(page), "x = 1\ny = 2\n", "the Tab that left did not indent");
  await page.evaluate(() => editor.focus());
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+Tab");
  assert.equal(await focused(page), "before");
  // The hint under the editor says so, and the editor is described by it.
  const hint = await page.evaluate(() => {
    const root = document.querySelector(".program-editor").shadowRoot;
    const ids = root.querySelector(".cm-content").getAttribute("aria-describedby").split(" ");
    return ids.map((id) => root.getElementById(id)?.textContent);
  });
  assert.equal(hint[0], t("program.editor.keys"));
  assert.match(hint[0], /Esc, then Tab/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("Ctrl+Enter runs the program and leaves the text as it was; keys typed stay in the editor", async () => {
  const { page, problems, context } = await openEditor();
  await page.evaluate(() => editor.focus());
  const step = await page.textContent("#step-text");
  await page.keyboard.press("Control+Enter");
  assert.equal(await page.evaluate(() => runs), 1);
  assert.equal(await editorText(page), QUEENS, "no blank line was inserted");
  // Space, N and the arrows are the transport's keys outside the editor: here they are text.
  await page.keyboard.press("End");
  await page.keyboard.type(" n");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => keysOutside), 0);
  assert.equal(await page.textContent("#step-text"), step, "the race did not move");
  assert.ok((await editorText(page)).startsWith("def rec(row): n\n"));
  assert.deepEqual(problems, []);
  await context.close();
});

test("Python is highlighted with classHighlighter's classes, in the page's colours", async () => {
  const { page, problems, context } = await openEditor();
  const look = await page.evaluate(() => {
    const root = document.querySelector(".program-editor").shadowRoot;
    const spans = (name) => [...root.querySelectorAll(`.${name}`)].map((span) => span.textContent);
    const keyword = [...root.querySelectorAll(".tok-keyword")].find((span) => span.textContent === "def");
    const probe = document.createElement("span");
    probe.style.color = "var(--accent)";
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return {
      keywords: spans("tok-keyword"), numbers: spans("tok-number"), definition: spans("tok-definition"),
      defColour: keyword && getComputedStyle(keyword).color, accent,
      // CodeMirror's own base styles, adopted in the shadow root, make the editor a flex box.
      display: getComputedStyle(root.querySelector(".cm-editor")).display,
      gutter: root.querySelectorAll(".cm-lineNumbers .cm-gutterElement").length,
      inlineStyles: document.querySelectorAll("style").length + root.querySelectorAll("style").length,
    };
  });
  assert.ok(look.keywords.includes("def") && look.keywords.includes("for") && look.keywords.includes("return"), look.keywords.join());
  assert.ok(look.numbers.includes("0") && look.numbers.includes("1"), look.numbers.join());
  assert.ok(look.definition.includes("rec"), look.definition.join());
  assert.equal(look.defColour, look.accent);
  assert.equal(look.display, "flex");
  assert.ok(look.gutter >= 18, `${look.gutter} line numbers`);
  assert.equal(look.inlineStyles, 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("showLine marks exactly that line, scrolls only the editor, and leaves the focus where it is", async () => {
  const long = Array.from({ length: 60 }, (_, i) => `x${i + 1} = ${i + 1}`).join("\n");
  const { page, problems, context } = await openEditor(long);
  await page.click("#after");
  await page.evaluate(() => editor.showLine(3));
  let shown = await seen(page);
  assert.deepEqual(shown.run, [3]);
  assert.equal(shown.lines[2], "x3 = 3");
  assert.equal(await focused(page), "after", "showLine does not take the focus");
  await page.evaluate(() => editor.showLine(5));
  assert.deepEqual((await seen(page)).run, [5], "one line at a time");
  // Far down: the editor scrolls to it; the page does not move.
  const pageScroll = await page.evaluate(() => scrollY);
  await page.evaluate(() => editor.showLine(57));
  // The editor scrolls at its next measures (an animation frame or two later): wait until the
  // line is inside its box (a hang guard, not a time limit).
  await page.waitForFunction(() => {
    const root = document.querySelector(".program-editor").shadowRoot;
    const line = root.querySelector(".program-line-run")?.getBoundingClientRect();
    const box = root.querySelector(".cm-scroller").getBoundingClientRect();
    return line && root.querySelector(".cm-scroller").scrollTop > 0 && line.top >= box.top && line.bottom <= box.bottom;
  });
  const sight = await page.evaluate(() => {
    const root = document.querySelector(".program-editor").shadowRoot;
    const line = root.querySelector(".program-line-run").getBoundingClientRect();
    const box = root.querySelector(".cm-scroller").getBoundingClientRect();
    return { text: root.querySelector(".program-line-run").textContent, inside: line.top >= box.top && line.bottom <= box.bottom,
      scrolled: root.querySelector(".cm-scroller").scrollTop, pageScroll: scrollY };
  });
  assert.equal(sight.text, "x57 = 57");
  assert.ok(sight.scrolled > 0 && sight.inside, JSON.stringify(sight));
  assert.equal(sight.pageScroll, pageScroll);
  assert.equal(await focused(page), "after");
  await page.evaluate(() => editor.showLine(null));
  assert.deepEqual((await seen(page)).run, []);
  await page.evaluate(() => editor.showLine(61));
  assert.deepEqual((await seen(page)).run, [], "a line the program does not have marks nothing");
  assert.deepEqual(problems, []);
  await context.close();
});

test("showError marks the error's line and shows its message as an alert; clearError takes both away", async () => {
  const { page, problems, context } = await openEditor();
  const message = "NameError: name 'n' is not defined (line 17)";
  await page.evaluate((text) => { editor.showLine(17); editor.showError(17, text); }, message);
  let shown = await seen(page);
  assert.deepEqual(shown.error, [17]);
  assert.deepEqual(shown.run, [17], "the run mark stays beside it");
  assert.equal(shown.lines[16], "cols = [0] * n");
  assert.equal(shown.alert, message);
  const colours = await page.evaluate(() => {
    const root = document.querySelector(".program-editor").shadowRoot;
    const background = (selector) => getComputedStyle(root.querySelector(selector)).backgroundColor;
    editor.showLine(2);
    return { error: background(".program-line-error"), run: background(".program-line-run") };
  });
  assert.notEqual(colours.error, colours.run, "the two marks look different");
  await page.evaluate(() => editor.clearError());
  shown = await seen(page);
  assert.deepEqual(shown.error, []);
  assert.equal(shown.alert, "");
  // An error with no line shows only its message.
  await page.evaluate(() => editor.showError(null, "The program did not finish in 300,000 steps."));
  shown = await seen(page);
  assert.deepEqual(shown.error, []);
  assert.equal(shown.alert, "The program did not finish in 300,000 steps.");
  assert.deepEqual(problems, []);
  await context.close();
});

test("nothing breaks the CSP, while CodeMirror mounted straight in the document is refused", async () => {
  const { page, problems, context } = await openEditor();
  await page.evaluate(() => { editor.showLine(2); editor.showError(3, "x"); editor.focus(); });
  assert.deepEqual(await page.evaluate(() => violations), []);
  assert.deepEqual(problems, []);
  // The reason for the shadow root: the same bundle, its view made in the document itself.
  await page.evaluate(async () => {
    const { EditorView } = await import(new URL("codemirror.js", document.baseURI).href);
    new EditorView({ parent: document.body, doc: "x = 1" });
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  assert.ok((await page.evaluate(() => violations)).some((v) => /^style-src/.test(v)),
    "a <style> element in the document is refused: the listener hears violations");
  await context.close();
});

test("the editor's name, hint and alert pass axe; destroy takes the editor away", async () => {
  const { page, problems, context } = await openEditor();
  const content = await page.evaluate(() => {
    const element = document.querySelector(".program-editor").shadowRoot.querySelector(".cm-content");
    return { label: element.getAttribute("aria-label"), role: element.getAttribute("role"), multiline: element.getAttribute("aria-multiline") };
  });
  assert.deepEqual(content, { label: LABEL, role: "textbox", multiline: "true" });
  await page.evaluate(() => editor.showError(3, "SyntaxError: invalid syntax"));
  // Checked before axe runs: to read the adopted style sheets, axe copies them into <style>
  // elements of its own (its cssom preload), which the CSP refuses.
  assert.deepEqual(problems, []);
  assert.deepEqual(await accessibilityProblems(page), []);
  await page.evaluate(() => editor.destroy());
  assert.equal(await page.locator(".program-editor").count(), 0);
  await context.close();
});

test("an editor made in an element not yet in the page is ready at once and works once added", { timeout: 60_000 }, async () => {
  const { page, problems, context } = await open(browser, "");
  const made = await page.evaluate(async (text) => {
    const { createProgramEditor } = await import(new URL("www/views/program-editor.js", document.baseURI).href);
    const box = document.createElement("div");
    const editor = await createProgramEditor(box, { text, label: "Program", t: (key) => key });
    document.querySelector("main").prepend(box);
    editor.showLine(2);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = box.querySelector(".program-editor").shadowRoot;
    return { text: editor.text, run: root.querySelector(".program-line-run")?.textContent,
      keyword: root.querySelector(".tok-keyword")?.textContent, gutter: root.querySelectorAll(".cm-lineNumbers .cm-gutterElement").length };
  }, QUEENS);
  assert.deepEqual({ ...made, gutter: made.gutter >= 18 }, { text: QUEENS, run: "    global count", keyword: "def", gutter: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test("on a phone, 360 px wide: 16 px text, long lines scroll inside the editor, the page never sideways", async () => {
  const wide = `${QUEENS}print("a line much longer than a phone is wide, so that the editor has to scroll it sideways")\n`;
  const { page, problems, context } = await openEditor(wide, {
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  const phone = await page.evaluate(() => {
    const root = document.querySelector(".program-editor").shadowRoot;
    const scroller = root.querySelector(".cm-scroller");
    return {
      fontSize: parseFloat(getComputedStyle(root.querySelector(".cm-content")).fontSize),
      scrollsInside: scroller.scrollWidth > scroller.clientWidth,
      editorRight: root.querySelector(".cm-editor").getBoundingClientRect().right,
      pageWidth: document.documentElement.scrollWidth, window: document.documentElement.clientWidth,
    };
  });
  assert.ok(phone.fontSize >= 16, `${phone.fontSize} px`);
  assert.ok(phone.scrollsInside);
  assert.ok(phone.editorRight <= phone.window, JSON.stringify(phone));
  assert.ok(phone.pageWidth <= phone.window, JSON.stringify(phone));
  assert.deepEqual(problems, []);
  await context.close();
});

test("inside a <backtracking-lab> component (a shadow root in a chapter with the same CSP) it works the same", async () => {
  const watched = await watchedPage(browser);
  const url = new URL("books/editor/index.html", BASE_URL).href;
  const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'";
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chapter</title>
    <meta http-equiv="Content-Security-Policy" content="${csp}">
    <script type="module" src="../../embed.js"></script></head><body><main><h1>Chapter</h1>
    <backtracking-lab puzzle="queens" n="4"></backtracking-lab></main></body></html>`;
  await watched.context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body }));
  await watched.page.goto(url);
  await watched.page.waitForSelector("backtracking-lab .lab[data-ready]");
  const inside = await watched.page.evaluate(async (text) => {
    const violations = [];
    document.addEventListener("securitypolicyviolation", (event) => violations.push(event.violatedDirective), true);
    const { createProgramEditor } = await import(new URL("../../www/views/program-editor.js", document.baseURI).href);
    const lab = document.querySelector("backtracking-lab").shadowRoot;
    const editor = await createProgramEditor(lab.querySelector(".lab"), { text, label: "Program", t: (key) => key });
    editor.showLine(1);
    const root = lab.querySelector(".program-editor").shadowRoot;
    return {
      text: editor.text, violations, display: getComputedStyle(root.querySelector(".cm-editor")).display,
      run: root.querySelector(".program-line-run")?.textContent, keyword: root.querySelector(".tok-keyword")?.textContent,
    };
  }, QUEENS);
  assert.deepEqual(inside, { text: QUEENS, violations: [], display: "flex", run: "def rec(row):", keyword: "def" });
  assert.deepEqual(watched.problems, []);
  await watched.context.close();
});
