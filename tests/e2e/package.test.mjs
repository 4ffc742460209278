// The npm package as an author gets it: `npm pack` in the project gives the tarball, which
// installs into an empty folder with `npm install ./backtracking-lab-….tgz`; a page there
// loads the lab from node_modules and drives it; the package's TypeScript declarations type
// the element for a strict compiler, and its Custom Elements Manifest lists what it reads.
// The anywidget module (MyST's {anywidget}, Jupyter) is driven through anywidget's contract
// with a model of the test's own, and the notebook's widget class runs in Python with the real
// anywidget (target/sphinx, which the Makefile installs). What the embedding chapter shows an
// author (docs/snippets/, which mdBook includes) is what these tests load, compile and run.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, readdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, watchedPage, CSP } from "./browser.mjs";
import { serveDirectory } from "./serve.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const snippet = (name) => readFileSync(join(ROOT, "docs", "snippets", name), "utf8");
const CHAPTER = readFileSync(join(ROOT, "docs", "src", "embedding.md"), "utf8");
const PYTHON = join(ROOT, "target", "sphinx", "bin", "python");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

let browser;
let site;
let server;
let base;
before(async () => {
  browser = await launch();
  // The tarball, packed from the project, installed into an empty folder.
  const packed = mkdtempSync(join(tmpdir(), "backtracking-lab-pack-"));
  execFileSync(NPM, ["pack", "--pack-destination", packed, "--silent"], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const [tarball] = readdirSync(packed).filter((name) => /^backtracking-lab-\d+\.\d+\.\d+\.tgz$/.test(name));
  assert.ok(tarball, `npm pack wrote ${readdirSync(packed)}`);
  site = mkdtempSync(join(tmpdir(), "backtracking-lab-site-"));
  writeFileSync(join(site, "package.json"), JSON.stringify({ name: "a-book", version: "1.0.0", private: true, type: "module" }));
  execFileSync(NPM, ["install", join(packed, tarball), "--offline", "--no-audit", "--no-fund", "--silent"], { cwd: site, stdio: "inherit" });
  server = await serveDirectory(site);
  base = `http://127.0.0.1:${server.address().port}/`;
});
after(async () => {
  await browser?.close();
  server?.close();
});

const page = (script, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}"><title>A book</title>
<script type="module" src="${script}"></script></head><body>${body}</body></html>`;

test("the package holds the built lab, its exports, its types and its manifest", () => {
  const installed = join(site, "node_modules", "backtracking-lab");
  const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  assert.equal(manifest.exports["."].default, "./dist/embed.js");
  assert.equal(manifest.customElements, "custom-elements.json");
  for (const file of ["dist/embed.js", "dist/embed.html", "dist/index.html", "dist/anywidget.js", "dist/backtracking-lab_bg.wasm",
    "dist/backtracking-lab-program_bg.wasm", "dist/www/lab/lab.js", "types/backtracking-lab.d.ts", "custom-elements.json"]) {
    assert.ok(existsSync(join(installed, file)), file);
  }
  // The manifest names the element with every attribute the lab reads, its events and methods.
  const elements = JSON.parse(readFileSync(join(installed, "custom-elements.json"), "utf8"));
  const [declaration] = elements.modules[0].declarations;
  assert.equal(declaration.tagName, "backtracking-lab");
  const attributes = declaration.attributes.map((a) => a.name);
  for (const name of ["puzzle", "n", "grid", "strategies", "program", "guess", "step", "controls", "lang", "loading"]) assert.ok(attributes.includes(name), name);
  assert.deepEqual(declaration.events.map((e) => e.name), ["lab-ready", "lab-step", "lab-solution", "lab-finished", "lab-viewed-all", "lab-checked"]);
  assert.deepEqual(declaration.members.map((m) => m.name), ["play", "pause", "seek", "restart"]);
});

test("the declarations type the element for a strict TypeScript compiler, and refuse what is wrong", () => {
  // Written in the book's folder, the package found by its name through its exports.
  const dir = site;
  const good = `import type { BacktrackingLab, BacktrackingLabAttributes, LabEventDetail } from "backtracking-lab";
const setup: BacktrackingLabAttributes = { puzzle: "queens", n: "6", mode: "all", lang: "ru" };
const lab: BacktrackingLab | null = document.querySelector("backtracking-lab");
if (lab) {
  lab.setAttribute("puzzle", "queens");
  lab.addEventListener("lab-finished", (event) => {
    const detail: LabEventDetail = event.detail;
    const nodes: number = detail.lanes[0].nodes;
    console.log(nodes, detail.lanes[0].status === "finished", setup);
  });
  void lab.seek(120).then(() => lab.play());
}
const made = document.createElement("backtracking-lab");
void made.restart();
`;
  const bad = `${good}
const wrong: BacktrackingLabAttributes = { puzzle: "chess" };
made.addEventListener("lab-step", (event) => { const text: string = event.detail.step; console.log(text, wrong); });
void made.seek("twelve");
`;
  writeFileSync(join(dir, "good.ts"), good);
  writeFileSync(join(dir, "chapter.ts"), snippet("npm-types.ts"));
  writeFileSync(join(dir, "bad.ts"), bad);
  const tsc = join(ROOT, "node_modules", ".bin", "tsc");
  const args = (file) => ["--noEmit", "--strict", "--target", "es2022", "--module", "nodenext", "--lib", "es2022,dom", join(dir, file)];
  execFileSync(tsc, args("good.ts"), { stdio: "pipe" });
  assert.ok(CHAPTER.includes("{{#include ../snippets/npm-types.ts}}"));
  execFileSync(tsc, args("chapter.ts"), { stdio: "pipe" });
  let errors = "";
  try {
    execFileSync(tsc, args("bad.ts"), { stdio: "pipe" });
  } catch (error) {
    errors = String(error.stdout);
  }
  assert.match(errors, /bad\.ts\(\d+,\d+\): error TS2322: Type '"chess"' is not assignable/);
  assert.match(errors, /Type 'number' is not assignable to type 'string'/);
  assert.match(errors, /Argument of type 'string' is not assignable to parameter of type 'number'/);
});

test("the chapter's page loads the lab from node_modules and drives it", async () => {
  const { page: tab, problems, context } = await watchedPage(browser, {}, { origin: new URL(base).origin });
  // The chapter's two lines, in a page at the book's root beside node_modules.
  assert.ok(CHAPTER.includes("{{#include ../snippets/npm-page.html}}"));
  const url = `${base}chapter.html`;
  await context.route(url, (route) => route.fulfill({
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}"><title>A book</title></head><body>
${snippet("npm-page.html")}</body></html>`,
  }));
  await tab.goto(url);
  await tab.waitForSelector("backtracking-lab .lab[data-ready]");
  const finished = tab.evaluate(() => new Promise((resolve) => {
    document.querySelector("backtracking-lab").addEventListener("lab-finished", (event) => resolve(event.detail), { once: true });
  }));
  await tab.evaluate(() => document.querySelector("backtracking-lab").seek(1e9));
  const detail = await finished;
  // Five queens, every solution: the lesson's 3,906 / 326 / 54 nodes, 10 solutions each.
  assert.deepEqual(detail.lanes.map((lane) => [lane.strategy, lane.nodes, lane.solutions]),
    [["naive", 3906, 10], ["permutation", 326, 10], ["pruned", 54, 10]]);
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * A model in anywidget's shape (get, set, on, off, save_changes), its fields in `fields`; what
 * the widget saved is in `saved`.
 */
function anywidgetHost() {
  window.startWidget = async (fields) => {
    const handlers = new Map();
    const model = {
      fields: { ...fields },
      saved: [],
      get: (name) => model.fields[name],
      set(name, value) {
        model.fields[name] = value;
        for (const handler of handlers.get(`change:${name}`) ?? []) handler();
      },
      on(event, handler) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      },
      off(event, handler) {
        handlers.set(event, (handlers.get(event) ?? []).filter((h) => h !== handler));
      },
      save_changes() {
        model.saved.push(structuredClone(model.fields.event));
      },
      listening: () => [...handlers.values()].reduce((sum, list) => sum + list.length, 0),
    };
    const widget = (await import("../node_modules/backtracking-lab/dist/anywidget.js")).default;
    const el = document.createElement("div");
    el.id = "cell";
    document.body.append(el);
    window.model = model;
    window.cleanup = await widget.render({ model, el });
  };
}

test("the anywidget module: the model's fields are the lab's attributes, its events the model's changes", async () => {
  const { page: tab, problems, context } = await watchedPage(browser, {}, { origin: new URL(base).origin });
  const url = `${base}book/notebook.html`;
  await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: page("../node_modules/backtracking-lab/dist/embed.js", "") }));
  await context.addInitScript(anywidgetHost);
  await tab.goto(url);
  // MyST's {anywidget} directive hands the module the JSON under it as the model's fields.
  assert.ok(CHAPTER.includes("{{#include ../snippets/myst-anywidget.md}}"));
  const directive = snippet("myst-anywidget.md").split("\n");
  assert.match(directive[0], /^```\{anywidget\} backtracking-lab\/anywidget\.js$/);
  const fields = JSON.parse(directive.slice(1, directive.indexOf("```", 1)).join("\n"));
  await tab.evaluate((fields) => window.startWidget({ ...fields, lang: "en", code: "" }), fields);
  await tab.waitForSelector("#cell backtracking-lab .lab[data-ready]");
  for (const [name, value] of Object.entries(fields)) assert.equal(await tab.getAttribute("#cell backtracking-lab", name), value, name);
  assert.equal(await tab.getAttribute("#cell backtracking-lab", "code"), null, "an empty field is left out");
  await tab.waitForFunction(() => window.model.saved.some((event) => event.type === "ready"));
  // A field set from Python rebuilds the lab; its run's end comes back as the model's event.
  await tab.evaluate(() => window.model.set("n", 4));
  await tab.waitForFunction(() => window.model.saved.filter((event) => event.type === "ready").length === 2);
  await tab.evaluate(() => document.querySelector("#cell backtracking-lab").seek(1e9));
  await tab.waitForFunction(() => window.model.fields.event?.type === "finished");
  const finished = await tab.evaluate(() => window.model.fields.event);
  // Four queens: naive walks 1 + 4 + 16 + 64 + 256 nodes, pruned 17; 2 solutions each.
  assert.deepEqual(finished.lanes.map((lane) => [lane.nodes, lane.solutions]), [[341, 2], [17, 2]]);
  // An exercise's checks: the model's score.
  await tab.evaluate(() => window.model.set("exercise", "@forgotten_undo"));
  const check = tab.locator("#cell backtracking-lab #exercise-check");
  await check.click();
  await tab.waitForFunction(() => window.model.fields.score !== undefined);
  assert.equal(await tab.evaluate(() => window.model.fields.score), 0.25);
  assert.equal(await tab.evaluate(() => window.model.fields.event.type), "checked");
  // Removed, the widget leaves no lab and no listener behind.
  await tab.evaluate(() => window.cleanup());
  assert.equal(await tab.$("#cell backtracking-lab"), null);
  assert.equal(await tab.evaluate(() => window.model.listening()), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * Runs the chapter's notebook cell (docs/snippets/notebook.py) in Python with the real anywidget:
 * prints the widget's state as the kernel would send it to the browser; with an event (JSON),
 * sets it as the browser's model would, so that the cell's observer prints it.
 */
const NOTEBOOK = `
import json, runpy, sys
lab = runpy.run_path(sys.argv[1])["lab"]
if len(sys.argv) > 2:
    lab.event = json.loads(sys.argv[2])
else:
    print(json.dumps({"esm": lab._esm, "state": lab.get_state()}))
`;

test("the notebook's widget, run by anywidget in Python, drives the lab and hears its events", async () => {
  assert.ok(CHAPTER.includes("{{#include ../snippets/notebook.py}}"));
  const cell = join(site, "cell.py");
  writeFileSync(cell, snippet("notebook.py"));
  const { esm, state } = JSON.parse(execFileSync(PYTHON, ["-c", NOTEBOOK, cell], { encoding: "utf8" }));
  assert.match(esm, /\/backtracking-lab\/anywidget\.js$/);
  // Every field the class syncs that the lab reads is one of its attributes (ipywidgets adds
  // its own: layout, tooltip, tabbable).
  const installed = join(site, "node_modules", "backtracking-lab");
  const [declaration] = JSON.parse(readFileSync(join(installed, "custom-elements.json"), "utf8")).modules[0].declarations;
  const attributes = new Set(declaration.attributes.map((a) => a.name));
  const ours = Object.keys(state).filter((name) => !name.startsWith("_") && !["layout", "tooltip", "tabbable", "event", "score"].includes(name));
  assert.deepEqual(ours.filter((name) => !attributes.has(name)), []);
  assert.ok(ours.length >= 3, ours.join());
  assert.equal(state.score, null, "no score before an exercise is checked");

  const { page: tab, problems, context } = await watchedPage(browser, {}, { origin: new URL(base).origin });
  const url = `${base}book/notebook.html`;
  await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: page("../node_modules/backtracking-lab/dist/embed.js", "") }));
  await context.addInitScript(anywidgetHost);
  await tab.goto(url);
  await tab.evaluate((state) => window.startWidget(state), { ...state, lang: "en" });
  await tab.waitForSelector("#cell backtracking-lab .lab[data-ready]");
  await tab.evaluate(() => document.querySelector("#cell backtracking-lab").seek(1e9));
  await tab.waitForFunction(() => window.model.fields.event?.type === "finished");
  const finished = await tab.evaluate(() => window.model.fields.event);
  // Six queens, naive and pruned: 1 + 6 + … + 6^6 = 55,987 nodes against 153, 4 solutions each.
  assert.deepEqual(finished.lanes.map((lane) => [lane.strategy, lane.nodes, lane.solutions]), [["naive", 55987, 4], ["pruned", 153, 4]]);
  assert.deepEqual(problems, []);
  await context.close();
  // The event the browser saved, back in Python: the cell's observer prints its type.
  assert.equal(execFileSync(PYTHON, ["-c", NOTEBOOK, cell, JSON.stringify(finished)], { encoding: "utf8" }).trim(), "finished");
});
