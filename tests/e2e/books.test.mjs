// The lab in the tools textbooks are written with: the manual's recipes for mdBook and Sphinx
// (docs/src/embedding.md), each built into a one-chapter book by the real tool (`mdbook`, and
// Sphinx from the virtual environment target/sphinx: the Makefile installs both), served, and
// driven in Chromium: the lab runs and its events arrive. The Docusaurus component is compiled
// by esbuild and rendered in the browser (Docusaurus itself, a site generator of its own, is
// not built: its BrowserOnly and React's createElement are stood in for by their contract).
// The snippets are the files the chapter includes (docs/snippets/), so what a reader copies is
// what runs here.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, watchedPage } from "./browser.mjs";
import { serveDirectory } from "./serve.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "dist");
const snippet = (name) => readFileSync(join(ROOT, "docs/snippets", name), "utf8");
const MDBOOK_CHAPTER = snippet("mdbook-chapter.md");
const MDBOOK_SUMMARY = snippet("mdbook-summary.md");
const SPHINX_PAGE = snippet("sphinx-index.rst");
const SPHINX_CONF = snippet("sphinx-conf.py");
const CHAPTER = readFileSync(join(ROOT, "docs/src/embedding.md"), "utf8");

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Serves `folder`, opens `path` there, and checks that the lab runs and tells its events. */
async function drive(folder, path) {
  const server = await serveDirectory(folder);
  const base = `http://127.0.0.1:${server.address().port}/`;
  try {
    const { page, problems, context } = await watchedPage(browser, {}, { origin: new URL(base).origin });
    await page.goto(new URL(path, base).href);
    await page.waitForSelector("backtracking-lab .lab[data-ready]");
    const finished = page.evaluate(() => new Promise((resolve) => {
      document.querySelector("backtracking-lab").addEventListener("lab-finished", (event) => resolve(event.detail), { once: true });
    }));
    await page.evaluate(() => document.querySelector("backtracking-lab").seek(1e9));
    // Five queens, every solution: naive 3,906 nodes, pruned 54, 10 solutions each.
    assert.deepEqual((await finished).lanes.map((lane) => [lane.strategy, lane.nodes, lane.solutions]),
      [["naive", 3906, 10], ["pruned", 54, 10]]);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    server.close();
  }
}

test("the mdBook recipe, built by mdbook: the lab runs in the chapter", async () => {
  assert.ok(CHAPTER.includes("{{#include ../snippets/mdbook-chapter.md}}"));
  assert.ok(MDBOOK_SUMMARY.includes("[Backtracking](chapter.md)") && CHAPTER.includes("`[Backtracking](chapter.md)`"));
  const book = mkdtempSync(join(tmpdir(), "backtracking-lab-mdbook-"));
  mkdirSync(join(book, "src"));
  writeFileSync(join(book, "book.toml"), '[book]\ntitle = "Algorithms"\n');
  writeFileSync(join(book, "src", "SUMMARY.md"), MDBOOK_SUMMARY);
  writeFileSync(join(book, "src", "chapter.md"), MDBOOK_CHAPTER);
  cpSync(DIST, join(book, "src", "backtracking-lab"), { recursive: true });
  execFileSync("mdbook", ["build", book], { stdio: "pipe" });
  await drive(join(book, "book"), "chapter.html");
});

test("the Sphinx recipe, built by Sphinx: the lab runs in the page", async () => {
  for (const name of ["sphinx-index.rst", "sphinx-conf.py"]) assert.ok(CHAPTER.includes(`{{#include ../snippets/${name}}}`), name);
  const docs = mkdtempSync(join(tmpdir(), "backtracking-lab-sphinx-"));
  writeFileSync(join(docs, "conf.py"), SPHINX_CONF);
  writeFileSync(join(docs, "index.rst"), SPHINX_PAGE);
  cpSync(DIST, join(docs, "extra", "backtracking-lab"), { recursive: true });
  execFileSync(join(ROOT, "target", "sphinx", "bin", "python"), ["-m", "sphinx", "-b", "html", "-q", docs, join(docs, "_build")], { stdio: "pipe" });
  // Sphinx gives a book no icon, and a browser asks for /favicon.ico: not the lab's 404.
  writeFileSync(join(docs, "_build", "favicon.ico"), "");
  await drive(join(docs, "_build"), "index.html");
});

/**
 * What the Docusaurus component needs of its site, in the browser: React's createElement (an
 * element's props become its attributes, a component is called with its props and children)
 * and BrowserOnly, which calls its child function once it runs in a browser.
 */
const SITE_STANDINS = {
  createElement: `export function h(type, props, ...children) {
  if (typeof type === "function") return type({ ...props, children: children.length === 1 ? children[0] : children });
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(props ?? {})) element.setAttribute(name, String(value));
  element.append(...children.flat().filter((child) => child != null));
  return element;
}`,
  browserOnly: "export default function BrowserOnly({ children }) { return children(); }",
};

test("the Docusaurus recipe, compiled by esbuild: the component's lab runs in the browser", async () => {
  assert.ok(CHAPTER.includes("{{#include ../snippets/docusaurus-lab.jsx}}"));
  const site = mkdtempSync(join(tmpdir(), "backtracking-lab-docusaurus-"));
  cpSync(DIST, join(site, "backtracking-lab"), { recursive: true });
  writeFileSync(join(site, "h.js"), SITE_STANDINS.createElement);
  writeFileSync(join(site, "lab.jsx"), snippet("docusaurus-lab.jsx"));
  await build({
    entryPoints: [join(site, "lab.jsx")],
    outfile: join(site, "lab.js"),
    bundle: true,
    format: "esm",
    jsxFactory: "h",
    inject: [join(site, "h.js")],
    external: ["/backtracking-lab/*"],
    logLevel: "silent",
    plugins: [{
      name: "docusaurus",
      setup(build) {
        build.onResolve({ filter: /^@docusaurus\/BrowserOnly$/ }, () => ({ path: "BrowserOnly", namespace: "docusaurus" }));
        build.onLoad({ filter: /.*/, namespace: "docusaurus" }, () => ({ contents: SITE_STANDINS.browserOnly }));
      },
    }],
  });
  writeFileSync(join(site, "page.js"), `import { Lab } from "./lab.js";
document.body.append(Lab({ puzzle: "queens", n: "5", strategies: "naive,pruned", mode: "all" }));`);
  writeFileSync(join(site, "index.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A site</title>
<script type="module" src="page.js"></script></head><body></body></html>`);
  writeFileSync(join(site, "favicon.ico"), "");
  await drive(site, "index.html");
});
