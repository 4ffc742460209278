// The page's layers: every module under www/ lives in the folder of its layer, and imports only
// from its own layer or the layers below it. This test reads every module's imports (static,
// dynamic, and the URLs it builds from import.meta.url: the counter's worker, the core's .wasm,
// the deployment's root, the editor's CodeMirror bundle) and fails on an import from a higher
// layer, on a module outside every layer, and on a path that leads nowhere. www/vendor/ is no
// layer: it holds the npm bundles' entries, which esbuild reads and the page never loads. The
// order, lowest first (README, Layout):
//
//   words      translation and the lab's words: i18n, strings/, numbers and sentences, html
//   canvas     drawing on a canvas: boards, the chart, the search tree's layout and paint
//   puzzles    the registry and one module per puzzle (its link, form, drawing, sentences)
//   race       the core loaded, the race of lanes, the transport, the solution counter
//   views      what each lane and the race show: a lane, its code, occupancy, candidates,
//              the search tree, the per-level table, the live region, the program editor
//   lessons    the lessons' experiments: mistakes, estimates, guesses, the log, the lessons
//   embedding  the lab's edge to its host: host events, the parent's messages, share
//   lab        the lab: its features' list, link, markup, forms, and createLab
//   pages      the entry points: the page (main), the embed view, the component (embed.js)

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { join, relative, resolve, dirname, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const WWW = join(ROOT, "www");

/** The layers, lowest first: a module may import from its own layer and those before it. */
export const LAYERS = ["words", "canvas", "puzzles", "race", "views", "lessons", "exercises", "embedding", "lab", "pages"];
/** Modules outside www/ that count as the top layer: the web component's entry point. */
const ENTRY_POINTS = { "embed.js": "pages", "anywidget.js": "pages" };
/**
 * What the build generates at dist/'s root: the core (Trunk), the program lanes' core (`make
 * program-core`) and the libraries' bundles, CodeMirror and the GIF encoder (`make
 * vendor-bundles`). A module may reach these, nothing else outside www/.
 */
const GENERATED = new Set(["backtracking-lab.js", "backtracking-lab_bg.wasm", "backtracking-lab-program.js",
  "backtracking-lab-program_bg.wasm", "codemirror.js", "gifenc.js"]);
/** The one folder under www/ that is no layer: the bundles' entries, esbuild's input (.mjs only). */
const VENDOR = "vendor";

/** Every JavaScript file under `folder`, as paths. */
function modulesIn(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modulesIn(path);
    return name.endsWith(".js") ? [path] : [];
  });
}

/**
 * The paths a module's source refers to: `import … from "x"`, `import "x"`, `export … from
 * "x"`, `import("x")` and `new URL("x", import.meta.url)`.
 */
export function referencesOf(source) {
  const patterns = [
    /(?:^|[;\n])\s*(?:import|export)\s+(?:[^'"`;]*?\s+from\s+)?["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    /\bnew URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

/** The layer of a file (a path), or null when it lies in none. */
export function layerOf(path) {
  const inRoot = relative(ROOT, path).split(sep).join("/");
  if (Object.hasOwn(ENTRY_POINTS, inRoot)) return ENTRY_POINTS[inRoot];
  const inWww = relative(WWW, path).split(sep);
  if (inWww[0] === ".." || inWww.length < 2) return null;
  return LAYERS.includes(inWww[0]) ? inWww[0] : null;
}

/**
 * What is wrong with the references of the module at `path` (its source `source`): a list of
 * sentences, empty when every reference is to its own layer or a lower one, to a file that
 * exists, or to what the build generates at dist/'s root.
 */
export function problemsOf(path, source, exists = existsSync) {
  const name = relative(ROOT, path);
  const own = layerOf(path);
  if (own === null) return [`${name} lies in no layer's folder (${LAYERS.join(", ")})`];
  const problems = [];
  for (const reference of referencesOf(source)) {
    if (!reference.startsWith(".")) {
      problems.push(`${name} imports "${reference}", which is not a relative path`);
      continue;
    }
    const target = resolve(dirname(path), reference);
    const inRoot = relative(ROOT, target).split(sep).join("/");
    // The deployment's root (share.js's links) and the core that Trunk writes there.
    if (inRoot === "" || GENERATED.has(inRoot)) continue;
    if (!exists(target)) {
      problems.push(`${name} imports "${reference}", which does not exist (${inRoot})`);
      continue;
    }
    // The stylesheet and other files that are not modules belong to no layer.
    if (!target.endsWith(".js")) continue;
    const theirs = layerOf(target);
    if (theirs === null) problems.push(`${name} imports ${inRoot}, which lies in no layer`);
    else if (LAYERS.indexOf(theirs) > LAYERS.indexOf(own)) {
      problems.push(`${name} (${own}) imports ${inRoot} from a higher layer (${theirs})`);
    }
  }
  return problems;
}

const MODULES = [...modulesIn(WWW), ...Object.keys(ENTRY_POINTS).map((name) => join(ROOT, name))];

test("every module of the page lives in a layer's folder and imports only from its layer or below", () => {
  assert.ok(MODULES.length > 40, `found ${MODULES.length} modules`);
  const problems = MODULES.flatMap((path) => problemsOf(path, readFileSync(path, "utf8")));
  assert.deepEqual(problems, []);
});

test("every layer holds a module, and every folder under www/ is a layer's (or vendor/, bundles' entries only)", () => {
  const folders = readdirSync(WWW).filter((name) => statSync(join(WWW, name)).isDirectory() && name !== VENDOR);
  assert.deepEqual([...folders].sort(), [...LAYERS].sort());
  // No page module hides among the bundles' entries: they are .mjs files the page never loads.
  assert.deepEqual(readdirSync(join(WWW, VENDOR)).filter((name) => !name.endsWith(".mjs")), []);
  for (const layer of LAYERS) assert.ok(MODULES.some((path) => layerOf(path) === layer), layer);
});

test("the rule can fail: an import from a higher layer, a loose module and a wrong path are named", () => {
  const exists = () => true;
  const view = join(WWW, "views", "example.js");
  assert.deepEqual(problemsOf(view, 'import { createLab } from "../lab/lab.js";\n', exists),
    ["www/views/example.js (views) imports www/lab/lab.js from a higher layer (lab)"]);
  assert.deepEqual(problemsOf(view, 'import {\n  drawChart,\n} from "../canvas/chart.js";\nexport { x } from "../words/words.js";\n', exists), []);
  assert.deepEqual(problemsOf(view, 'const worker = new URL("../pages/main.js", import.meta.url);\n', exists),
    ["www/views/example.js (views) imports www/pages/main.js from a higher layer (pages)"]);
  assert.deepEqual(problemsOf(view, 'const lessons = await import("../lessons/lessons.js");\n', exists),
    ["www/views/example.js (views) imports www/lessons/lessons.js from a higher layer (lessons)"]);
  assert.deepEqual(problemsOf(join(WWW, "loose.js"), "", exists), ["www/loose.js lies in no layer's folder (" + LAYERS.join(", ") + ")"]);
  assert.deepEqual(problemsOf(view, 'import init from "../backtracking-lab.js";\n', () => false),
    ['www/views/example.js imports "../backtracking-lab.js", which does not exist (www/backtracking-lab.js)']);
  // The core Trunk generates at dist/'s root is reached from www/race/ as ../../.
  assert.deepEqual(problemsOf(join(WWW, "race", "core.js"), 'import init from "../../backtracking-lab.js";\n', () => false), []);
  // So is the editor's CodeMirror bundle, from www/views/; one folder short of the root is wrong.
  const editor = join(WWW, "views", "program-editor.js");
  assert.deepEqual(problemsOf(editor, 'import(new URL("../../codemirror.js", import.meta.url).href);\n', () => false), []);
  assert.deepEqual(problemsOf(editor, 'import(new URL("../codemirror.js", import.meta.url).href);\n', () => false),
    ['www/views/program-editor.js imports "../codemirror.js", which does not exist (www/codemirror.js)']);
});
