// The manual (docs/, an mdBook that make dist builds into dist/docs/ beside the page): every
// internal link and anchor of the built book resolves, without the network (a link out of the
// book's site is not followed); every live lab in its chapters loads and runs in Chromium,
// loaded from the lab beside it as the embedding chapter says; and the snippets that chapter
// shows are the files the recipes' tests run (docs/snippets/, which mdBook includes), not
// copies of them.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_URL, launch, watchedPage } from "./browser.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "dist");
const BOOK = join(DIST, "docs");

let browser;

/** A chapter of the built manual in a new watched page. */
async function chapter(name) {
  const watched = await watchedPage(browser);
  await watched.page.goto(new URL(`docs/${name}`, BASE_URL).href);
  return watched;
}

before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Every HTML file of the built book. */
function pagesOf(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return pagesOf(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const entities = (text) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'");
const idsOf = (html) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => entities(m[1])));

test("every internal link and anchor of the manual resolves", () => {
  assert.ok(existsSync(join(BOOK, "index.html")), "make dist builds the manual into dist/docs/");
  let checked = 0;
  const broken = [];
  // 404.html is written for a book served at its site's root (mdBook's site-url); a host
  // serving dist/ elsewhere gives its own.
  for (const page of pagesOf(BOOK).filter((path) => !path.endsWith(`${sep}404.html`))) {
    // Code a reader copies is shown, not linked: its src="…" is text.
    const html = readFileSync(page, "utf8").replace(/<pre[\s\S]*?<\/pre>/g, "").replace(/<code[\s\S]*?<\/code>/g, "");
    for (const [, attribute, raw] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      const link = entities(raw);
      if (/^(https?:|mailto:|data:|javascript:)/.test(link) || link === "") continue;
      const [path, anchor] = link.split("#");
      let target = path === "" ? page : resolve(dirname(page), path.split("?")[0]);
      if (path.endsWith("/")) target = join(target, "index.html");
      const where = `${relative(BOOK, page)}: ${attribute}="${link}"`;
      checked++;
      if (!target.startsWith(DIST) || !existsSync(target)) {
        broken.push(`${where} (no file)`);
      } else if (anchor && target.endsWith(".html") && !idsOf(readFileSync(target, "utf8")).has(decodeURIComponent(anchor))) {
        broken.push(`${where} (no anchor)`);
      }
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(checked > 200, `only ${checked} links`);
});

test("the embedding chapter shows the snippets the recipes' tests run, included, not copied", () => {
  const chapter = readFileSync(join(ROOT, "docs/src/embedding.md"), "utf8");
  const built = entities(readFileSync(join(BOOK, "embedding.html"), "utf8").replaceAll("&lt;", "<").replaceAll("&gt;", ">"));
  const snippets = readdirSync(join(ROOT, "docs/snippets")).filter((name) => !name.startsWith("mdbook-summary"));
  assert.ok(snippets.length >= 5);
  for (const name of snippets) {
    assert.ok(chapter.includes(`{{#include ../snippets/${name}}}`), name);
    const text = readFileSync(join(ROOT, "docs/snippets", name), "utf8").trimEnd();
    // The code block shows it as it is (highlighting may wrap words in spans: compare the text).
    const shown = built.replace(/<span[^>]*>|<\/span>/g, "");
    assert.ok(shown.includes(text), `${name} is shown as it is`);
  }
});

/** The chapters with live labs, and how many each has. */
function chaptersWithLabs() {
  return pagesOf(BOOK)
    .filter((path) => !/(print|toc|404)\.html$/.test(path))
    .map((path) => [relative(BOOK, path), (readFileSync(path, "utf8").match(/<backtracking-lab[\s>]/g) ?? []).length])
    .filter(([, labs]) => labs > 0);
}

test("every live lab of the manual loads from the lab beside it and runs to its end", async () => {
  const chapters = chaptersWithLabs();
  assert.ok(chapters.length >= 5, chapters.map(([name]) => name).join());
  for (const [name, labs] of chapters) {
    const { page, problems, context } = await chapter(name);
    for (let i = 0; i < labs; i++) {
      const lab = page.locator("backtracking-lab").nth(i);
      await lab.scrollIntoViewIfNeeded();
      await lab.locator(".lab[data-ready]").waitFor({ timeout: 60000 });
      const lanes = await page.evaluate(async (index) => {
        const element = document.querySelectorAll("backtracking-lab")[index];
        const finished = new Promise((done) => element.addEventListener("lab-finished", (event) => done(event.detail), { once: true }));
        await element.seek(1e9);
        return (await finished).lanes;
      }, i);
      assert.ok(lanes.length > 0, `${name}, lab ${i + 1}`);
      for (const lane of lanes) assert.notEqual(lane.status, "running", `${name}, lab ${i + 1}: ${lane.strategy}`);
    }
    assert.deepEqual(problems, [], name);
    await context.close();
  }
});

test("the manual's exercise is checked in its chapter: the start, version B, scores a quarter", async () => {
  const { page, problems, context } = await chapter("exercises.html");
  const lab = page.locator("backtracking-lab[exercise]");
  await lab.scrollIntoViewIfNeeded();
  await lab.locator("#exercise-check").click({ timeout: 60000 });
  await lab.locator("#exercise-score:not([hidden])").waitFor({ timeout: 60000 });
  assert.equal(Number(await lab.locator("#exercise-score").getAttribute("data-score")), 0.25);
  assert.deepEqual(problems, []);
  await context.close();
});
